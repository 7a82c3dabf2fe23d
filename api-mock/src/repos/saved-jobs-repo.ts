import type { SavedJobEntry } from '@portal/contracts';
import type { Db } from '../db/database.js';
import { newId } from '../lib/ids.js';
import { JOB_SELECT, type JobRow, type JobsRepo } from './jobs-repo.js';

export class SavedJobsRepo {
  private readonly insertStmt;
  private readonly deleteStmt;
  private readonly listStmt;

  constructor(
    db: Db,
    private readonly jobs: JobsRepo,
  ) {
    // Saving twice keeps one entry: the UNIQUE (seeker_pk, job_pk) constraint with OR IGNORE.
    this.insertStmt = db.prepare(
      'INSERT OR IGNORE INTO saved_jobs (id, job_pk, seeker_pk, created_at) VALUES (?, ?, ?, ?)',
    );
    this.deleteStmt = db.prepare('DELETE FROM saved_jobs WHERE seeker_pk = ? AND job_pk = ?');
    this.listStmt = db.prepare<[number], JobRow & { saved_id: string; saved_at: string }>(
      `${JOB_SELECT.replace('SELECT', 'SELECT s.id AS saved_id, s.created_at AS saved_at,')}
       JOIN saved_jobs s ON s.job_pk = j.pk WHERE s.seeker_pk = ? ORDER BY s.created_at DESC, s.pk DESC`,
    );
  }

  /** True when a new entry was made. */
  save(seekerPk: number, jobPk: number): boolean {
    return (
      this.insertStmt.run(newId(), jobPk, seekerPk, new Date(this.jobs.now()).toISOString()).changes === 1
    );
  }

  /** True when an entry was removed. */
  unsave(seekerPk: number, jobPk: number): boolean {
    return this.deleteStmt.run(seekerPk, jobPk).changes === 1;
  }

  list(seekerPk: number): SavedJobEntry[] {
    const rows = this.listStmt.all(seekerPk);
    const state = this.jobs.viewerState(
      seekerPk,
      rows.map((r) => r.pk),
    );
    return rows.map((row) => ({
      _id: row.saved_id,
      createdAt: row.saved_at,
      job: this.jobs.toJob(row, state),
    }));
  }
}
