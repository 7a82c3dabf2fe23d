// Who owns each stored upload, and whether anything still uses it.
import type { Db } from '../db/database.js';
import { nowIso } from '../lib/ids.js';
import type { UploadKind } from '../lib/upload-names.js';

export interface UploadRow {
  name: string;
  url: string;
  owner_pk: number | null;
  kind: UploadKind;
  created_at: string;
  original_name: string;
}

/** How long an upload sent without a token (the signup avatar) may be claimed by a registration. */
export const CLAIM_WINDOW_MS = 30 * 60 * 1000;

export class UploadsRepo {
  private readonly insertStmt;
  private readonly byUrl;
  private readonly claimStmt;
  private readonly refs;
  private readonly deleteStmt;
  private readonly staleAnonymous;
  private readonly allNamesStmt;

  constructor(private readonly db: Db) {
    this.insertStmt = db.prepare(
      'INSERT INTO uploads (name, url, owner_pk, kind, created_at, original_name) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.byUrl = db.prepare<[string], UploadRow>('SELECT * FROM uploads WHERE url = ?');
    this.claimStmt = db.prepare(
      'UPDATE uploads SET owner_pk = ? WHERE url = ? AND owner_pk IS NULL AND kind = ? AND created_at >= ?',
    );
    this.refs = db.prepare<[string, string, string], { n: number }>(
      'SELECT count(*) AS n FROM users WHERE avatar = ? OR resume = ? OR company_logo = ?',
    );
    this.deleteStmt = db.prepare('DELETE FROM uploads WHERE name = ?');
    this.staleAnonymous = db.prepare<[string, number], { name: string }>(
      'SELECT name FROM uploads WHERE owner_pk IS NULL AND created_at < ? ORDER BY created_at LIMIT ?',
    );
    this.allNamesStmt = db.prepare<[], { name: string }>('SELECT name FROM uploads');
  }

  record(name: string, url: string, ownerPk: number | null, kind: UploadKind, originalName = ''): void {
    this.insertStmt.run(name, url, ownerPk, kind, nowIso(), originalName);
  }

  findByUrl(url: string): UploadRow | undefined {
    return this.byUrl.get(url);
  }

  /**
   * Gives an anonymous upload to `ownerPk`: only once, only of the right kind, only within the claim
   * window. True when it was claimed now.
   */
  claim(url: string, ownerPk: number, kind: UploadKind, now = Date.now()): boolean {
    const since = new Date(now - CLAIM_WINDOW_MS).toISOString();
    return this.claimStmt.run(ownerPk, url, kind, since).changes === 1;
  }

  /** How many profile fields (avatar, resume, company logo of any user) hold this URL. */
  references(url: string): number {
    return this.refs.get(url, url, url)?.n ?? 0;
  }

  /**
   * Forgets the upload behind `url` when `ownerPk` owns it and no profile uses it any more, in one
   * transaction (so nothing can start using it in between). Returns the file name to delete, or null.
   */
  releaseIfUnused(url: string, ownerPk: number): string | null {
    return this.db.transaction(() => {
      const row = this.byUrl.get(url);
      if (!row || row.owner_pk !== ownerPk || this.references(url) > 0) return null;
      this.deleteStmt.run(row.name);
      return row.name;
    })();
  }

  /** Forgets anonymous uploads nobody claimed in time; returns their file names (at most `limit`). */
  releaseUnclaimed(limit: number, now = Date.now()): string[] {
    const before = new Date(now - CLAIM_WINDOW_MS).toISOString();
    return this.db.transaction(() => {
      const names = this.staleAnonymous.all(before, limit).map((r) => r.name);
      for (const name of names) this.deleteStmt.run(name);
      return names;
    })();
  }

  allNames(): string[] {
    return this.allNamesStmt.all().map((r) => r.name);
  }
}
