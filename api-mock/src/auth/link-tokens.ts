// Signed links in e-mails (unsubscribe, verify the address): a small payload and an HMAC, with a key of
// its own per purpose, so an unsubscribe token can never pass as a verification token or a session token
// (those are JWTs signed with the secret itself).
import { createHmac, timingSafeEqual } from 'node:crypto';

export type LinkPurpose = 'unsubscribe' | 'verify-email';

export class LinkTokens {
  private readonly keys = new Map<LinkPurpose, Buffer>();

  constructor(
    private readonly secret: string,
    private readonly now: () => number = () => Date.now(),
  ) {}

  private key(purpose: LinkPurpose): Buffer {
    let key = this.keys.get(purpose);
    if (!key) {
      key = createHmac('sha256', this.secret).update(`portal link:${purpose}`).digest();
      this.keys.set(purpose, key);
    }
    return key;
  }

  private mac(purpose: LinkPurpose, data: string): Buffer {
    return createHmac('sha256', this.key(purpose)).update(data).digest().subarray(0, 18);
  }

  /** `payload` is a short list of strings (ids, a kind); `ttlMs` makes the link expire. */
  sign(purpose: LinkPurpose, payload: string[], ttlMs?: number): string {
    const exp = ttlMs === undefined ? 0 : Math.ceil((this.now() + ttlMs) / 1000);
    const data = Buffer.from(JSON.stringify([exp, ...payload])).toString('base64url');
    return `${data}.${this.mac(purpose, data).toString('base64url')}`;
  }

  /**
   * The payload, or why the token is refused. `expiring`: a token signed without an expiry counts as
   * expired (links of a purpose that once did not expire, and must now).
   */
  verify(
    purpose: LinkPurpose,
    token: string,
    { expiring = false }: { expiring?: boolean } = {},
  ): { ok: true; payload: string[] } | { ok: false; reason: 'invalid' | 'expired' } {
    const dot = token.indexOf('.');
    if (dot <= 0 || dot !== token.lastIndexOf('.')) return { ok: false, reason: 'invalid' };
    const data = token.slice(0, dot);
    // Compared as text: base64url decoding ignores stray characters, so a changed token could decode the same.
    const given = Buffer.from(token.slice(dot + 1));
    const expected = Buffer.from(this.mac(purpose, data).toString('base64url'));
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return { ok: false, reason: 'invalid' };
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'));
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    if (!Array.isArray(parsed) || typeof parsed[0] !== 'number') return { ok: false, reason: 'invalid' };
    const [exp, ...payload] = parsed as [number, ...unknown[]];
    if (!payload.every((p): p is string => typeof p === 'string')) return { ok: false, reason: 'invalid' };
    if (exp === 0 ? expiring : exp * 1000 <= this.now()) return { ok: false, reason: 'expired' };
    return { ok: true, payload };
  }
}
