// Password reset links: a random token goes out in the e-mail, and only its SHA-256 is kept here, so a
// copy of the database (a backup, a leak) opens no account. A link works once (taking it deletes it),
// until it expires; a new password deletes every other link of the account.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';
import type { Clock } from '../lib/clock.js';

/** How long a reset link works. */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export type TakenReset = { ok: true; userPk: number } | { ok: false; reason: 'invalid' | 'expired' };

export class PasswordResetsRepo {
  private readonly insertStmt;
  private readonly byHash;
  private readonly deleteStmt;
  private readonly deleteForUser;
  private readonly purgeStmt;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.insertStmt = db.prepare(
      'INSERT INTO password_resets (token_hash, user_pk, created_at, expires_at) VALUES (?, ?, ?, ?)',
    );
    this.byHash = db.prepare<[string], { user_pk: number; expires_at: number }>(
      'SELECT user_pk, expires_at FROM password_resets WHERE token_hash = ?',
    );
    this.deleteStmt = db.prepare('DELETE FROM password_resets WHERE token_hash = ?');
    this.deleteForUser = db.prepare('DELETE FROM password_resets WHERE user_pk = ?');
    this.purgeStmt = db.prepare('DELETE FROM password_resets WHERE expires_at <= ?');
  }

  /** A new link's token for the user (the e-mail carries it; only its hash is stored). */
  create(userPk: number): string {
    const now = this.clock();
    this.purgeStmt.run(now);
    const token = randomBytes(32).toString('base64url');
    this.insertStmt.run(hashOf(token), userPk, now, now + RESET_LINK_TTL_MS);
    return token;
  }

  /** Uses up a link: its account, or why it is refused. An expired link goes too. */
  take(token: string): TakenReset {
    const hash = hashOf(token);
    return this.db.transaction((): TakenReset => {
      const row = this.byHash.get(hash);
      if (!row) return { ok: false, reason: 'invalid' };
      this.deleteStmt.run(hash);
      if (row.expires_at <= this.clock()) return { ok: false, reason: 'expired' };
      return { ok: true, userPk: row.user_pk };
    })();
  }

  /** Every link of the account goes (its password just changed). */
  forget(userPk: number): void {
    this.deleteForUser.run(userPk);
  }
}
