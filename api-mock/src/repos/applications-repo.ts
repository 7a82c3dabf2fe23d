import type { ApplicationStatus, JobCategory } from '@portal/contracts/constants';
import type {
  Application,
  BulkStatusReply,
  BulkStatusResult,
  EmployerApplication,
  EmployerApplicationsReply,
  MyApplication,
  MyApplicationsReply,
  StageCounts,
} from '@portal/contracts';
import { fold, type Db } from '../db/database.js';
import { MAX_QUERY_TERMS } from '../search/text.js';
import { isoNow, type Clock } from '../lib/clock.js';
import { newId } from '../lib/ids.js';
import { offsetOf, paging } from '../lib/paging.js';
import type { MailRepo } from './mail-repo.js';
import type { NotificationsRepo } from './notifications-repo.js';
import {
  APPLICATION_JOB_COLUMNS,
  toApplicationJob,
  toCompany,
  type ApplicationJobColumns,
  type CompanyColumns,
} from './rows.js';

/** The application's own columns. */
interface CoreRow {
  id: string;
  status: ApplicationStatus;
  created_at: string;
  updated_at: string;
}

const toCore = (row: CoreRow) => ({
  _id: row.id,
  status: row.status,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

interface ApplicationRow extends CoreRow, ApplicationJobColumns {
  pk: number;
  applicant_id: string;
  applicant_name: string;
  applicant_email: string;
  applicant_avatar: string;
  applicant_resume: string;
  applicant_resume_name: string;
  applicant_verified: 0 | 1;
  applicant_created_at: string;
}

const APPLICATION_COLUMNS = `
  a.pk, a.id, a.status, a.created_at, a.updated_at, ${APPLICATION_JOB_COLUMNS},
  s.id AS applicant_id, s.name AS applicant_name, s.email AS applicant_email, s.avatar AS applicant_avatar,
  s.resume AS applicant_resume, s.resume_name AS applicant_resume_name,
  s.email_verified_at IS NOT NULL AS applicant_verified, s.created_at AS applicant_created_at`;
const APPLICATION_FROM =
  'FROM applications a JOIN jobs j ON j.pk = a.job_pk JOIN users s ON s.pk = a.seeker_pk';
const APPLICATION_SELECT = `SELECT ${APPLICATION_COLUMNS} ${APPLICATION_FROM}`;

function toApplication(row: ApplicationRow): Application {
  return {
    ...toCore(row),
    job: toApplicationJob(row),
    applicant: {
      _id: row.applicant_id,
      name: row.applicant_name,
      email: row.applicant_email,
      avatar: row.applicant_avatar,
      resume: row.applicant_resume,
      resumeName: row.applicant_resume ? row.applicant_resume_name : '',
      emailVerified: row.applicant_verified === 1,
      createdAt: row.applicant_created_at,
    },
  };
}

interface MyApplicationRow extends CoreRow, ApplicationJobColumns, CompanyColumns {
  job_is_closed: 0 | 1;
}

function toMyApplication(row: MyApplicationRow): MyApplication {
  return {
    ...toCore(row),
    job: { ...toApplicationJob(row), isClosed: row.job_is_closed === 1, company: toCompany(row) },
  };
}

function stageCounts(rows: { status: ApplicationStatus; n: number }[]): StageCounts {
  const counts: StageCounts = { Applied: 0, Review: 0, Accepted: 0, Rejected: 0, total: 0 };
  for (const { status, n } of rows) {
    counts[status] = n;
    counts.total += n;
  }
  return counts;
}

/**
 * The search's terms: folded, whitespace-separated, distinct, and at most MAX_QUERY_TERMS of them (as in
 * job search: each term is a pass over the employer's applications, and 60 terms is no query). Each is
 * searched as literal text (no wildcards, no patterns).
 */
export function searchTerms(q: string | undefined): string[] {
  const terms = new Set<string>();
  for (const term of fold(q ?? '').split(/\s+/)) {
    if (!term) continue;
    terms.add(term);
    if (terms.size === MAX_QUERY_TERMS) break;
  }
  return [...terms];
}

/** The candidate search's parameters: the employer, the job or null, and the terms `t0`…`t7`. */
type CandidateParams = { employer: number; job: number | null } & Record<`t${number}`, string>;

export interface ApplicationOwnership {
  pk: number;
  employer_pk: number;
  seeker_pk: number;
  status: ApplicationStatus;
}

export interface ListOptions {
  status?: ApplicationStatus | undefined;
  page: number;
  limit: number;
}

export interface CandidateOptions extends ListOptions {
  q?: string | undefined;
  jobPk?: number | undefined;
}

export const APPLICATION_NOT_FOUND = 'Application not found';
export const NOT_YOUR_JOB_APPLICATION = 'You can only update applications for your own jobs';

export class ApplicationsRepo {
  private readonly insertStmt;
  private readonly byPk;
  private readonly forJobStmt;
  private readonly ownership;
  private readonly setStatusStmt;
  private readonly deleteStmt;
  private readonly recentForEmployer;
  private readonly mineCounts;
  private readonly minePage;
  private readonly candidateCounts;
  private readonly candidatePage;
  private readonly mailFacts;
  private readonly appliedStmt;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly notifications: NotificationsRepo,
    private readonly mailOutbox: MailRepo,
  ) {
    this.insertStmt = db.prepare(
      `INSERT INTO applications (id, job_pk, seeker_pk, status, created_at, updated_at)
       VALUES (?, ?, ?, 'Applied', ?, ?)`,
    );
    this.byPk = db.prepare<[number], ApplicationRow>(`${APPLICATION_SELECT} WHERE a.pk = ?`);
    this.forJobStmt = db.prepare<[number], ApplicationRow>(
      `${APPLICATION_SELECT} WHERE a.job_pk = ? ORDER BY a.pk DESC`,
    );
    this.ownership = db.prepare<[string], ApplicationOwnership>(
      `SELECT a.pk, j.employer_pk, a.seeker_pk, a.status
       FROM applications a JOIN jobs j ON j.pk = a.job_pk WHERE a.id = ?`,
    );
    this.setStatusStmt = db.prepare('UPDATE applications SET status = ?, updated_at = ? WHERE pk = ?');
    this.deleteStmt = db.prepare('DELETE FROM applications WHERE pk = ?');
    this.appliedStmt = db.prepare<[number], { pk: number; category: JobCategory }>(
      'SELECT j.pk, j.category FROM applications a JOIN jobs j ON j.pk = a.job_pk WHERE a.seeker_pk = ?',
    );
    this.mailFacts = db.prepare<[number], { job_id: string; job_title: string; company_name: string }>(
      `SELECT j.id AS job_id, j.title AS job_title, u.company_name
       FROM applications a JOIN jobs j ON j.pk = a.job_pk JOIN users u ON u.pk = j.employer_pk WHERE a.pk = ?`,
    );
    this.recentForEmployer = db.prepare<[number, number], ApplicationRow>(
      `${APPLICATION_SELECT} WHERE j.employer_pk = ? ORDER BY a.created_at DESC, a.pk DESC LIMIT ?`,
    );

    this.mineCounts = db.prepare<[number], { status: ApplicationStatus; n: number }>(
      'SELECT status, count(*) AS n FROM applications WHERE seeker_pk = ? GROUP BY status',
    );
    this.minePage = db.prepare<
      { seeker: number; status: ApplicationStatus | null; limit: number; offset: number },
      MyApplicationRow
    >(
      `SELECT a.id, a.status, a.created_at, a.updated_at, ${APPLICATION_JOB_COLUMNS}, j.is_closed AS job_is_closed,
              u.id AS company_id, u.name AS company_user_name, u.company_name, u.company_logo
       FROM applications a JOIN jobs j ON j.pk = a.job_pk JOIN users u ON u.pk = j.employer_pk
       WHERE a.seeker_pk = @seeker AND (@status IS NULL OR a.status = @status)
       ORDER BY a.created_at DESC, a.pk DESC LIMIT @limit OFFSET @offset`,
    );

    // Every term must occur in the applicant's name, e-mail or the job title, all folded when written
    // (name_folded, title_folded; e-mails are stored lower-cased), so a search runs in SQLite alone and
    // never calls back into JavaScript per row. One condition per term, MAX_QUERY_TERMS of them, unused
    // ones '' (instr finds the empty text everywhere). instr() is a literal match, so "%", "_", "(" or
    // "c++" are searched as typed; a term holds no whitespace, so it never spans two fields.
    const termConditions = Array.from(
      { length: MAX_QUERY_TERMS },
      (_, i) =>
        `AND (instr(s.name_folded, @t${i}) OR instr(s.email, @t${i}) OR instr(j.title_folded, @t${i}))`,
    ).join('\n        ');
    const candidateWhere = `
      WHERE j.employer_pk = @employer AND (@job IS NULL OR a.job_pk = @job)
        ${termConditions}`;
    this.candidateCounts = db.prepare<CandidateParams, { status: ApplicationStatus; n: number }>(
      `SELECT a.status, count(*) AS n ${APPLICATION_FROM} ${candidateWhere} GROUP BY a.status`,
    );
    this.candidatePage = db.prepare<
      CandidateParams & { status: ApplicationStatus | null; limit: number; offset: number },
      ApplicationRow & { notes_count: number }
    >(
      // The page's keys first (sorting only what the index holds), then the whole rows of that page:
      // sorting whole rows built every row's columns and notes count for all the matches.
      `SELECT ${APPLICATION_COLUMNS},
              (SELECT count(*) FROM application_notes n WHERE n.application_pk = a.pk) AS notes_count
       ${APPLICATION_FROM}
       WHERE a.pk IN (
         SELECT a.pk ${APPLICATION_FROM} ${candidateWhere} AND (@status IS NULL OR a.status = @status)
         ORDER BY a.created_at DESC, a.pk DESC LIMIT @limit OFFSET @offset)
       ORDER BY a.created_at DESC, a.pk DESC`,
    );
  }

  /**
   * One application per seeker and job: the UNIQUE (job_pk, seeker_pk) constraint decides, so concurrent
   * requests cannot both succeed. Throws the constraint error for the caller to map to 409.
   */
  create(jobPk: number, seekerPk: number): Application {
    const now = isoNow(this.clock);
    const info = this.insertStmt.run(newId(), jobPk, seekerPk, now, now);
    return toApplication(this.byPk.get(Number(info.lastInsertRowid))!);
  }

  get(pk: number): Application {
    return toApplication(this.byPk.get(pk)!);
  }

  forJob(jobPk: number): Application[] {
    return this.forJobStmt.all(jobPk).map(toApplication);
  }

  findOwnership(id: string): ApplicationOwnership | undefined {
    return this.ownership.get(id);
  }

  /**
   * Moves the application and tells the seeker (one notification and one e-mail per real change, queued in
   * the same transaction). Setting the status it already has writes nothing: updatedAt keeps meaning "when
   * the status last changed".
   */
  setStatus(
    found: ApplicationOwnership,
    status: ApplicationStatus,
  ): { application: Application; changed: boolean } {
    if (found.status === status) return { application: this.get(found.pk), changed: false };
    this.db.transaction(() => {
      const now = isoNow(this.clock);
      this.setStatusStmt.run(status, now, found.pk);
      this.notifications.addStatusChange(found.seeker_pk, found.pk, status, now);
      const facts = this.mailFacts.get(found.pk)!;
      this.mailOutbox.add({
        kind: 'application-status',
        userPk: found.seeker_pk,
        data: { jobId: facts.job_id, jobTitle: facts.job_title, companyName: facts.company_name, status },
        link: '/my-applications',
      });
    })();
    return { application: this.get(found.pk), changed: true };
  }

  /**
   * Moves each of `ids` (repeats count once) that belongs to one of the employer's jobs, in one
   * transaction; the others are reported as failed with the reason and left as they were.
   */
  bulkSetStatus(employerPk: number, ids: string[], status: ApplicationStatus): BulkStatusReply {
    const reply: BulkStatusReply = { status, moved: 0, unchanged: 0, failed: 0, results: [] };
    this.db.transaction(() => {
      for (const id of new Set(ids)) {
        const found = this.findOwnership(id);
        let result: BulkStatusResult;
        if (!found) {
          result = { _id: id, outcome: 'failed', error: { statusCode: 404, message: APPLICATION_NOT_FOUND } };
        } else if (found.employer_pk !== employerPk) {
          result = {
            _id: id,
            outcome: 'failed',
            error: { statusCode: 403, message: NOT_YOUR_JOB_APPLICATION },
          };
        } else {
          const { application, changed } = this.setStatus(found, status);
          result = { _id: id, outcome: changed ? 'moved' : 'unchanged', application };
        }
        reply[result.outcome]++;
        reply.results.push(result);
      }
    })();
    return reply;
  }

  /** Deletes it; its notes and notifications go with it (foreign-key cascade). */
  withdraw(pk: number): void {
    this.deleteStmt.run(pk);
  }

  recent(employerPk: number, limit: number): Application[] {
    return this.recentForEmployer.all(employerPk, limit).map(toApplication);
  }

  /** The jobs a seeker applied to, with their categories (recommendations leave them out). */
  appliedJobs(seekerPk: number): { pk: number; category: JobCategory }[] {
    return this.appliedStmt.all(seekerPk);
  }

  /** A job seeker's own applications, newest first, with per-status counts. */
  mine(seekerPk: number, options: ListOptions): MyApplicationsReply {
    const counts = stageCounts(this.mineCounts.all(seekerPk));
    const total = options.status ? counts[options.status] : counts.total;
    const applications = this.minePage
      .all({
        seeker: seekerPk,
        status: options.status ?? null,
        limit: options.limit,
        offset: offsetOf(options.page, options.limit),
      })
      .map(toMyApplication);
    return { applications, counts, ...paging(total, options.page, options.limit) };
  }

  /**
   * Applications to the employer's jobs (or one job), searched and filtered, newest first, in two steps
   * for runStepsYielding: the stage counts, then the page (each a pass over the employer's applications).
   */
  *candidateSteps(
    employerPk: number,
    options: CandidateOptions,
  ): Generator<void, EmployerApplicationsReply, void> {
    const terms = searchTerms(options.q);
    const params: CandidateParams = { employer: employerPk, job: options.jobPk ?? null };
    for (let i = 0; i < MAX_QUERY_TERMS; i++) params[`t${i}`] = terms[i] ?? '';
    const counts = stageCounts(this.candidateCounts.all(params));
    const total = options.status ? counts[options.status] : counts.total;
    yield;
    const applications: EmployerApplication[] = this.candidatePage
      .all({
        ...params,
        status: options.status ?? null,
        limit: options.limit,
        offset: offsetOf(options.page, options.limit),
      })
      .map((row) => ({ ...toApplication(row), notesCount: row.notes_count }));
    return { applications, counts, ...paging(total, options.page, options.limit) };
  }
}
