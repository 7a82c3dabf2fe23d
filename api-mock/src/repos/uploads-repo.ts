// Who owns each stored upload, how big it is, and whether anything still uses it.
import type { Db } from '../db/database.js';
import { isoNow, type Clock } from '../lib/clock.js';
import type { UploadKind } from '../lib/upload-names.js';

export interface UploadRow {
  name: string;
  url: string;
  owner_pk: number | null;
  kind: UploadKind;
  created_at: string;
  /** The file name the uploader's computer gave it (shown, never used as a path). */
  original_name: string;
  /** Bytes on disk. */
  size: number;
  /** The address that sent it (the per-address daily quota counts it). */
  client: string | null;
}

/** How long an upload sent without a token (the signup avatar) may be claimed by a registration. */
export const CLAIM_WINDOW_MS = 30 * 60 * 1000;

/**
 * Whether anything uses upload `u`: a profile's avatar, resume or company logo, or the résumé sent with an
 * application (each indexed). Everything that can hold an upload's URL belongs here; the sweeper deletes
 * what this does not find.
 */
const REFERENCED = `(
  EXISTS (SELECT 1 FROM users r WHERE r.avatar = u.url)
  OR EXISTS (SELECT 1 FROM users r WHERE r.resume = u.url)
  OR EXISTS (SELECT 1 FROM users r WHERE r.company_logo = u.url)
  OR EXISTS (SELECT 1 FROM applications r WHERE r.resume = u.url AND r.resume <> ''))`;

/**
 * Who an upload counts against: the address that sent it (a day's worth), and its owner when sent with a
 * token (all they keep).
 */
export interface Uploader {
  ownerPk: number | null;
  client: string;
}

/** Bytes stored: by the owner (null without one), and sent from the address within the day. */
export interface Usage {
  owner: number | null;
  client: number;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

export class UploadsRepo {
  private readonly insertStmt;
  private readonly byUrl;
  private readonly claimStmt;
  private readonly refs;
  private readonly deleteStmt;
  private readonly staleAnonymous;
  private readonly staleUnused;
  private readonly ownerUsage;
  private readonly clientUsage;
  private readonly staleUnverified;
  private readonly unreference;
  private readonly allNamesStmt;
  private readonly unsized;
  private readonly setSize;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.insertStmt = db.prepare(
      `INSERT INTO uploads (name, url, owner_pk, kind, created_at, size, client, original_name)
       VALUES (@name, @url, @owner, @kind, @at, @size, @client, @originalName)`,
    );
    this.byUrl = db.prepare<[string], UploadRow>('SELECT * FROM uploads WHERE url = ?');
    this.claimStmt = db.prepare(
      'UPDATE uploads SET owner_pk = ? WHERE url = ? AND owner_pk IS NULL AND kind = ? AND created_at >= ?',
    );
    this.refs = db.prepare<[string], { used: 0 | 1 }>(
      `SELECT ${REFERENCED} AS used FROM (SELECT ? AS url) u`,
    );
    this.deleteStmt = db.prepare('DELETE FROM uploads WHERE name = ?');
    this.staleAnonymous = db.prepare<[string, number], { name: string }>(
      'SELECT name FROM uploads WHERE owner_pk IS NULL AND created_at < ? ORDER BY created_at LIMIT ?',
    );
    this.staleUnused = db.prepare<[string, number], { name: string }>(
      `SELECT name FROM uploads u WHERE owner_pk IS NOT NULL AND created_at < ? AND NOT ${REFERENCED}
       ORDER BY created_at LIMIT ?`,
    );
    this.ownerUsage = db.prepare<[number], { bytes: number }>(
      'SELECT coalesce(sum(size), 0) AS bytes FROM uploads WHERE owner_pk = ?',
    );
    this.clientUsage = db.prepare<[string, string], { bytes: number }>(
      'SELECT coalesce(sum(size), 0) AS bytes FROM uploads WHERE client = ? AND created_at >= ?',
    );
    // Accounts never confirmed keep their files a day: free accounts must not be free storage.
    this.staleUnverified = db.prepare<[string, number], { name: string; url: string }>(
      `SELECT u.name, u.url FROM uploads u JOIN users o ON o.pk = u.owner_pk
       WHERE o.email_verified_at IS NULL AND u.created_at < ? ORDER BY u.created_at LIMIT ?`,
    );
    this.unreference = [
      db.prepare("UPDATE users SET avatar = '' WHERE avatar = ?"),
      db.prepare("UPDATE users SET company_logo = '' WHERE company_logo = ?"),
      db.prepare(
        "UPDATE users SET resume = '', resume_name = '', resume_uploaded_at = NULL WHERE resume = ?",
      ),
      db.prepare("UPDATE applications SET resume = '', resume_name = '' WHERE resume = ? AND resume <> ''"),
    ];
    this.allNamesStmt = db.prepare<[], { name: string }>('SELECT name FROM uploads');
    this.unsized = db.prepare<[], { name: string }>('SELECT name FROM uploads WHERE size = 0');
    this.setSize = db.prepare('UPDATE uploads SET size = ? WHERE name = ?');
  }

  /** Bytes stored for this uploader (what the quotas count). */
  usage(who: Uploader): Usage {
    const since = new Date(this.clock() - DAY_MS).toISOString();
    return {
      owner: who.ownerPk === null ? null : this.ownerUsage.get(who.ownerPk)!.bytes,
      client: this.clientUsage.get(who.client, since)!.bytes,
    };
  }

  /**
   * Records a new upload when it fits in the uploader's quota, in one step with the check (parallel
   * uploads cannot all pass it); false, recording nothing, when it does not.
   */
  reserve(
    upload: { name: string; url: string; kind: UploadKind; size: number; originalName: string },
    who: Uploader,
    quotaBytes: number,
  ): boolean {
    return this.db.transaction(() => {
      const used = this.usage(who);
      if ((used.owner ?? 0) + upload.size > quotaBytes || used.client + upload.size > quotaBytes)
        return false;
      this.insertStmt.run({
        ...upload,
        owner: who.ownerPk,
        client: who.client,
        at: isoNow(this.clock),
      });
      return true;
    })();
  }

  forget(name: string): void {
    this.deleteStmt.run(name);
  }

  findByUrl(url: string): UploadRow | undefined {
    return this.byUrl.get(url);
  }

  /**
   * Gives an anonymous upload to `ownerPk`: only once, only of the right kind, only within the claim
   * window. True when it was claimed now.
   */
  claim(url: string, ownerPk: number, kind: UploadKind): boolean {
    const since = new Date(this.clock() - CLAIM_WINDOW_MS).toISOString();
    return this.claimStmt.run(ownerPk, url, kind, since).changes === 1;
  }

  /** Whether a profile field (avatar, resume, company logo of any user) or an application holds this URL. */
  isReferenced(url: string): boolean {
    return this.refs.get(url)?.used === 1;
  }

  /**
   * Forgets the upload behind `url` when `ownerPk` owns it and no profile uses it any more, in one
   * transaction (so nothing can start using it in between). Returns the file name to delete, or null.
   */
  releaseIfUnused(url: string, ownerPk: number): string | null {
    return this.db.transaction(() => {
      const row = this.byUrl.get(url);
      if (!row || row.owner_pk !== ownerPk || this.isReferenced(url)) return null;
      this.deleteStmt.run(row.name);
      return row.name;
    })();
  }

  /**
   * Forgets what nothing will use: anonymous uploads nobody claimed in time, uploads of signed-in users
   * that no profile refers to once `graceMs` has passed (uploaded, then never saved, or replaced by
   * hand), and the files of accounts whose address was never confirmed, a day after they were uploaded
   * (taken off the profile or application that shows them). Returns their file names (at most `limit` of each).
   */
  releaseStale(limit: number, graceMs: number): string[] {
    const now = this.clock();
    const anonymousBefore = new Date(now - CLAIM_WINDOW_MS).toISOString();
    const ownedBefore = new Date(now - graceMs).toISOString();
    const unverifiedBefore = new Date(now - DAY_MS).toISOString();
    return this.db.transaction(() => {
      const unverified = this.staleUnverified.all(unverifiedBefore, limit);
      for (const { url } of unverified) for (const stmt of this.unreference) stmt.run(url);
      const names = [
        ...this.staleAnonymous.all(anonymousBefore, limit),
        ...this.staleUnused.all(ownedBefore, limit),
        ...unverified,
      ].map((r) => r.name);
      for (const name of names) this.deleteStmt.run(name);
      return [...new Set(names)];
    })();
  }

  /** Uploads recorded before sizes were (size 0: a real upload is never empty). */
  unsizedNames(): string[] {
    return this.unsized.all().map((r) => r.name);
  }

  recordSize(name: string, size: number): void {
    this.setSize.run(size, name);
  }

  allNames(): string[] {
    return this.allNamesStmt.all().map((r) => r.name);
  }
}
