// Tokens ended by a logout. Kept in the database (so a revocation survives a restart), by a hash of the
// token, only until the token would have expired anyway.
import { createHash } from 'node:crypto';
import type { Db } from '../db/database.js';

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export class RevokedTokensRepo {
  private readonly insert;
  private readonly has;
  private readonly purge;

  constructor(db: Db) {
    this.insert = db.prepare('INSERT OR IGNORE INTO revoked_tokens (hash, expires_at) VALUES (?, ?)');
    this.has = db.prepare<[string], { n: number }>('SELECT 1 AS n FROM revoked_tokens WHERE hash = ?');
    this.purge = db.prepare('DELETE FROM revoked_tokens WHERE expires_at <= ?');
  }

  /** `expiresAt`: the token's exp, in seconds. */
  revoke(token: string, expiresAt: number, now = Date.now()): void {
    this.purge.run(Math.floor(now / 1000));
    this.insert.run(hashOf(token), expiresAt);
  }

  isRevoked(token: string): boolean {
    return this.has.get(hashOf(token)) !== undefined;
  }
}
