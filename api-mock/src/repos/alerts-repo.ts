// Job alerts (saved searches that tell the seeker about new jobs), the queue of new jobs waiting to be
// matched against them, and the jobs each daily alert found since its last digest.
import type { AlertBody, JobAlert } from '@portal/contracts';
import {
  CATEGORY_LABELS,
  type AlertFrequency,
  type JobCategory,
  type JobType,
} from '@portal/contracts/constants';
import type { Db } from '../db/database.js';
import { isoNow, systemClock, type Clock } from '../lib/clock.js';
import { newId } from '../lib/ids.js';

/** An alert's criteria as the notifications query names them. */
export interface AlertColumns {
  alert_keyword: string;
  alert_location: string;
  alert_type: JobType | '';
  alert_category: JobCategory | '';
  alert_min_salary: number | null;
  alert_max_salary: number | null;
}
export const ALERT_COLUMNS = `al.keyword AS alert_keyword, al.location AS alert_location, al.type AS alert_type,
  al.category AS alert_category, al.min_salary AS alert_min_salary, al.max_salary AS alert_max_salary`;

export interface AlertRow extends AlertColumns {
  pk: number;
  id: string;
  user_pk: number;
  frequency: AlertFrequency;
  created_at: string;
  last_sent_at: string | null;
}

const ALERT_SELECT = `SELECT al.pk, al.id, al.user_pk, al.frequency, al.created_at, al.last_sent_at, ${ALERT_COLUMNS}
  FROM job_alerts al`;

const thousands = (n: number) => `$${Math.round(n / 1000)}K`;

/** `"react" · Remote · Engineering · Lisbon · from $80K`: how an alert is named to people. */
export function alertLabel(a: AlertColumns): string {
  const parts: string[] = [];
  if (a.alert_keyword) parts.push(`"${a.alert_keyword}"`);
  if (a.alert_type) parts.push(a.alert_type);
  if (a.alert_category) parts.push(CATEGORY_LABELS[a.alert_category]);
  if (a.alert_location) parts.push(a.alert_location);
  const min = a.alert_min_salary;
  const max = a.alert_max_salary;
  if (min !== null && max !== null) parts.push(`${thousands(min)}–${thousands(max)}`);
  else if (min !== null) parts.push(`from ${thousands(min)}`);
  else if (max !== null) parts.push(`up to ${thousands(max)}`);
  return parts.join(' · ') || 'Every new job';
}

export function toAlert(row: AlertRow): JobAlert {
  return {
    _id: row.id,
    ...fieldsOf(row),
    label: alertLabel(row),
    createdAt: row.created_at,
    lastSentAt: row.last_sent_at,
  };
}

/** An alert's criteria, trimmed, as stored. */
export interface AlertFields {
  keyword: string;
  location: string;
  type: JobType | '';
  category: JobCategory | '';
  minSalary: number | null;
  maxSalary: number | null;
  frequency: AlertFrequency;
}

export function alertFields(body: AlertBody, base?: AlertFields): AlertFields {
  return {
    keyword: (body.keyword ?? base?.keyword ?? '').trim().replace(/\s+/g, ' '),
    location: (body.location ?? base?.location ?? '').trim(),
    type: body.type ?? base?.type ?? '',
    category: body.category ?? base?.category ?? '',
    minSalary: body.minSalary !== undefined ? body.minSalary : (base?.minSalary ?? null),
    maxSalary: body.maxSalary !== undefined ? body.maxSalary : (base?.maxSalary ?? null),
    frequency: body.frequency ?? base?.frequency ?? 'instant',
  };
}

export const fieldsOf = (row: AlertRow): AlertFields => ({
  keyword: row.alert_keyword,
  location: row.alert_location,
  type: row.alert_type,
  category: row.alert_category,
  minSalary: row.alert_min_salary,
  maxSalary: row.alert_max_salary,
  frequency: row.frequency,
});

export class AlertsRepo {
  private readonly listStmt;
  private readonly allStmt;
  private readonly byPk;
  private readonly byId;
  private readonly insertStmt;
  private readonly updateStmt;
  private readonly deleteStmt;
  private readonly countStmt;
  private readonly sameStmt;
  private readonly queueStmt;
  private readonly queuedStmt;
  private readonly dequeueStmt;
  private readonly pendingStmt;
  private readonly dueDigestsStmt;
  private readonly pendingJobsStmt;
  private readonly clearPendingStmt;
  private readonly sentStmt;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock = systemClock,
  ) {
    this.listStmt = db.prepare<[number], AlertRow>(
      `${ALERT_SELECT} WHERE al.user_pk = ? ORDER BY al.pk DESC`,
    );
    this.allStmt = db.prepare<[], AlertRow>(`${ALERT_SELECT} ORDER BY al.pk`);
    this.byPk = db.prepare<[number], AlertRow>(`${ALERT_SELECT} WHERE al.pk = ?`);
    this.byId = db.prepare<[string], AlertRow>(`${ALERT_SELECT} WHERE al.id = ?`);
    const columns = '(keyword, location, type, category, min_salary, max_salary, frequency)';
    this.insertStmt = db.prepare(
      `INSERT INTO job_alerts (id, user_pk, created_at, keyword, location, type, category, min_salary, max_salary, frequency)
       VALUES (@id, @user, @now, @keyword, @location, @type, @category, @minSalary, @maxSalary, @frequency)`,
    );
    this.updateStmt = db.prepare(
      `UPDATE job_alerts SET ${columns} = (@keyword, @location, @type, @category, @minSalary, @maxSalary, @frequency)
       WHERE pk = @pk`,
    );
    this.deleteStmt = db.prepare('DELETE FROM job_alerts WHERE pk = ?');
    this.countStmt = db.prepare<[number], { n: number }>(
      'SELECT count(*) AS n FROM job_alerts WHERE user_pk = ?',
    );
    this.sameStmt = db.prepare<AlertFields & { user: number; pk: number }, { pk: number }>(
      `SELECT pk FROM job_alerts WHERE user_pk = @user AND pk <> @pk AND lower(keyword) = lower(@keyword)
         AND lower(location) = lower(@location) AND type = @type AND category = @category
         AND min_salary IS @minSalary AND max_salary IS @maxSalary`,
    );
    this.queueStmt = db.prepare('INSERT OR IGNORE INTO alert_queue (job_pk) VALUES (?)');
    this.queuedStmt = db.prepare<[number], { job_pk: number }>(
      'SELECT job_pk FROM alert_queue ORDER BY job_pk LIMIT ?',
    );
    this.dequeueStmt = db.prepare('DELETE FROM alert_queue WHERE job_pk = ?');
    this.pendingStmt = db.prepare('INSERT OR IGNORE INTO alert_pending (alert_pk, job_pk) VALUES (?, ?)');
    this.dueDigestsStmt = db.prepare<[string], AlertRow>(
      `${ALERT_SELECT} WHERE al.frequency = 'daily' AND EXISTS (SELECT 1 FROM alert_pending p WHERE p.alert_pk = al.pk)
         AND (al.last_sent_at IS NULL OR al.last_sent_at <= ?) ORDER BY al.pk`,
    );
    this.pendingJobsStmt = db.prepare<[number, number], { job_pk: number }>(
      'SELECT job_pk FROM alert_pending WHERE alert_pk = ? ORDER BY job_pk DESC LIMIT ?',
    );
    this.clearPendingStmt = db.prepare('DELETE FROM alert_pending WHERE alert_pk = ?');
    this.sentStmt = db.prepare('UPDATE job_alerts SET last_sent_at = ? WHERE pk = ?');
  }

  list(userPk: number): JobAlert[] {
    return this.listStmt.all(userPk).map(toAlert);
  }

  all(): AlertRow[] {
    return this.allStmt.all();
  }

  findById(id: string): AlertRow | undefined {
    return this.byId.get(id);
  }

  count(userPk: number): number {
    return this.countStmt.get(userPk)!.n;
  }

  /** Another alert of the user's with the same criteria (the frequency aside), if any. */
  same(userPk: number, fields: AlertFields, exceptPk = 0): boolean {
    return this.sameStmt.get({ ...fields, user: userPk, pk: exceptPk }) !== undefined;
  }

  /** The new alert's row (the alerts service files it for the matcher: services/alerts.ts). */
  create(userPk: number, fields: AlertFields): AlertRow {
    const id = newId();
    this.insertStmt.run({ id, user: userPk, now: isoNow(this.clock), ...fields });
    return this.byId.get(id)!;
  }

  update(pk: number, fields: AlertFields): AlertRow {
    this.updateStmt.run({ pk, ...fields });
    return this.byPk.get(pk)!;
  }

  delete(pk: number): void {
    this.deleteStmt.run(pk);
  }

  /** A new job to match against every alert (posting it never waits for that). */
  queueJob(jobPk: number): void {
    this.queueStmt.run(jobPk);
  }

  queuedJobs(limit: number): number[] {
    return this.queuedStmt.all(limit).map((r) => r.job_pk);
  }

  dequeue(jobPk: number): void {
    this.dequeueStmt.run(jobPk);
  }

  addPending(alertPk: number, jobPk: number): void {
    this.pendingStmt.run(alertPk, jobPk);
  }

  /** Daily alerts with new jobs whose last digest went out at or before `sentBefore` (ISO). */
  dueDigests(sentBefore: string): AlertRow[] {
    return this.dueDigestsStmt.all(sentBefore);
  }

  /** The newest jobs a daily alert found since its last digest, at most `limit`. */
  pendingJobs(alertPk: number, limit: number): number[] {
    return this.pendingJobsStmt.all(alertPk, limit).map((r) => r.job_pk);
  }

  digestSent(alertPk: number, at: string): void {
    this.db.transaction(() => {
      this.clearPendingStmt.run(alertPk);
      this.sentStmt.run(at, alertPk);
    })();
  }

  markSent(alertPk: number, at: string): void {
    this.sentStmt.run(at, alertPk);
  }
}
