// Signed session tokens: JWT (HS256) built on node:crypto. Expiry 1 day, 7 days with rememberMe.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Role } from '@portal/contracts/constants';

export const TOKEN_TTL_SECONDS = 24 * 60 * 60;
// A week, not a month: the token is a bearer credential kept in the browser's localStorage, so a copy
// that leaks (shared computer, injected script) should not stay good for long; a week still spares a
// regular user from signing in every day. Logout revokes a token at once.
export const REMEMBER_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface TokenClaims {
  sub: string;
  role: Role;
  iat: number;
  exp: number;
  /** Random per token, so two sign-ins in the same second get different tokens (logout revokes one). */
  jti?: string;
}

const b64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

export class TokenService {
  constructor(
    private readonly secret: string,
    private readonly now: () => number = () => Date.now(),
  ) {}

  private sign(data: string): Buffer {
    return createHmac('sha256', this.secret).update(data).digest();
  }

  /** `issuedAtMs` other than now only for QA (a ready-made expired session). */
  issue(userId: string, role: Role, rememberMe = false, issuedAtMs = this.now()): string {
    const iat = Math.floor(issuedAtMs / 1000);
    const exp = iat + (rememberMe ? REMEMBER_TTL_SECONDS : TOKEN_TTL_SECONDS);
    const jti = randomBytes(9).toString('base64url');
    const payload = b64url(JSON.stringify({ sub: userId, role, iat, exp, jti } satisfies TokenClaims));
    const data = `${HEADER}.${payload}`;
    return `${data}.${b64url(this.sign(data))}`;
  }

  /** The claims, or the reason the token is refused. */
  verify(token: string): { ok: true; claims: TokenClaims } | { ok: false; reason: 'invalid' | 'expired' } {
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== HEADER) return { ok: false, reason: 'invalid' };
    const [header, payload, signature] = parts as [string, string, string];
    const expected = this.sign(`${header}.${payload}`);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return { ok: false, reason: 'invalid' };
    let claims: TokenClaims;
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TokenClaims;
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number')
      return { ok: false, reason: 'invalid' };
    if (claims.exp * 1000 <= this.now()) return { ok: false, reason: 'expired' };
    return { ok: true, claims };
  }
}
