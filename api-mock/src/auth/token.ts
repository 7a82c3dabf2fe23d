// Signed session tokens: JWT (HS256) built on node:crypto. Expiry 1 day, 7 days with rememberMe.
//
// One spelling per token. Base64url decoders are lenient (they skip `=`, `!` and other stray characters,
// take `+`/`/` for `-`/`_`, and ignore the spare low bits of the last character), so a check that decodes
// the signature and compares bytes accepts many texts for one token. Here the token must be exactly the
// text this service writes: the canonical header, a payload that re-encodes to itself, and the signature's
// own encoding, compared as text. A session is named by its `jti`, which is what a logout revokes, so even
// a spelling that slipped through would still be the revoked session.
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
  /** Random per token: the session's name, which a logout revokes. */
  jti: string;
  /**
   * The account's session generation when the token was issued: a new password or "sign out everywhere"
   * moves the account's on, and every token of an older one is refused. Absent in older tokens: 0.
   */
  gen?: number;
}

const b64url = (input: Buffer | string) => Buffer.from(input).toString('base64url');
/**
 * `kid` names this generation of tokens. Tokens written before sessions were revoked by `jti` carry no
 * `kid`: their logouts were recorded another way, so they are refused as expired (users sign in again).
 */
const HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: 'session-2' }));
const PREVIOUS_HEADER = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
/** Three base64url parts; an HS256 signature is 32 bytes, 43 characters. */
const SHAPE = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/;
const JTI = /^[A-Za-z0-9_-]{12}$/;

export type Verified = { ok: true; claims: TokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

export class TokenService {
  constructor(
    private readonly secret: string,
    private readonly now: () => number = () => Date.now(),
  ) {}

  private sign(data: string): string {
    return createHmac('sha256', this.secret).update(data).digest('base64url');
  }

  /**
   * `generation`: the account's session generation (TokenClaims.gen). `issuedAtMs` other than now only
   * for QA (a ready-made expired session).
   */
  issue(userId: string, role: Role, rememberMe = false, generation = 0, issuedAtMs = this.now()): string {
    const iat = Math.floor(issuedAtMs / 1000);
    const exp = iat + (rememberMe ? REMEMBER_TTL_SECONDS : TOKEN_TTL_SECONDS);
    const jti = randomBytes(9).toString('base64url');
    const claims: TokenClaims = {
      sub: userId,
      role,
      iat,
      exp,
      jti,
      ...(generation ? { gen: generation } : {}),
    };
    const payload = b64url(JSON.stringify(claims));
    const data = `${HEADER}.${payload}`;
    return `${data}.${this.sign(data)}`;
  }

  /** The claims, or the reason the token is refused. */
  verify(token: string): Verified {
    const m = SHAPE.exec(token);
    if (!m) return { ok: false, reason: 'invalid' };
    const [, header, payload, signature] = m as unknown as [string, string, string, string];
    if (header === PREVIOUS_HEADER) return { ok: false, reason: 'expired' };
    if (header !== HEADER) return { ok: false, reason: 'invalid' };
    // The signature's own text, compared as text: any other spelling of the same bytes is refused.
    const expected = Buffer.from(this.sign(`${header}.${payload}`));
    if (!timingSafeEqual(Buffer.from(signature), expected)) return { ok: false, reason: 'invalid' };
    const json = Buffer.from(payload, 'base64url');
    if (json.toString('base64url') !== payload) return { ok: false, reason: 'invalid' };
    let claims: Partial<TokenClaims>;
    try {
      claims = JSON.parse(json.toString('utf8')) as Partial<TokenClaims>;
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    if (
      typeof claims.sub !== 'string' ||
      typeof claims.exp !== 'number' ||
      typeof claims.jti !== 'string' ||
      !JTI.test(claims.jti) ||
      (claims.gen !== undefined && !Number.isSafeInteger(claims.gen))
    )
      return { ok: false, reason: 'invalid' };
    if (claims.exp * 1000 <= this.now()) return { ok: false, reason: 'expired' };
    return { ok: true, claims: claims as TokenClaims };
  }
}
