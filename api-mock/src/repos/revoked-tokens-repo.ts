// Sessions ended by a logout, by the token's id (`jti`), kept in the database (so a revocation survives a
// restart) only until the token would have expired anyway. Keyed by the id rather than the token's text,
// so no other spelling of the same token can get past it.
import type { Db } from '../db/database.js';

export class RevokedTokensRepo {
  private readonly insert;
  private readonly has;
  private readonly purge;

  constructor(db: Db) {
    this.insert = db.prepare('INSERT OR IGNORE INTO revoked_tokens (jti, expires_at) VALUES (?, ?)');
    this.has = db.prepare<[string], { n: number }>('SELECT 1 AS n FROM revoked_tokens WHERE jti = ?');
    this.purge = db.prepare('DELETE FROM revoked_tokens WHERE expires_at <= ?');
  }

  /** `expiresAt`: the token's exp, in seconds. */
  revoke(jti: string, expiresAt: number, now = Date.now()): void {
    this.purge.run(Math.floor(now / 1000));
    this.insert.run(jti, expiresAt);
  }

  isRevoked(jti: string): boolean {
    return this.has.get(jti) !== undefined;
  }
}
