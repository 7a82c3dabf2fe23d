import type {
  ApplicationStatus,
  JobCategory,
  RejectionReason,
  ScreeningFilter,
} from '@portal/contracts/constants';
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
import { answersFor, type StoredAnswer } from '../lib/screening.js';
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
  rejection_reason: RejectionReason | null;
  rejection_message: string | null;
  /** JSON: the answers to the job's screening questions (lib/screening.ts). */
  screening_answers: string;
  knocked_out: 0 | 1;
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
  a.pk, a.id, a.status, a.created_at, a.updated_at, a.rejection_reason, a.rejection_message,
  a.screening_answers, a.knocked_out, ${APPLICATION_JOB_COLUMNS},
  s.id AS applicant_id, s.name AS applicant_name, s.email AS applicant_email, s.avatar AS applicant_avatar,
  CASE WHEN a.resume <> '' THEN a.resume ELSE s.resume END AS applicant_resume,
  CASE WHEN a.resume <> '' THEN a.resume_name ELSE s.resume_name END AS applicant_resume_name,
  s.email_verified_at IS NOT NULL AS applicant_verified, s.created_at AS applicant_created_at`;
const APPLICATION_FROM =
  'FROM applications a JOIN jobs j ON j.pk = a.job_pk JOIN users s ON s.pk = a.seeker_pk';
const APPLICATION_SELECT = `SELECT ${APPLICATION_COLUMNS} ${APPLICATION_FROM}`;
/**
 * The same as the candidate sees it: the stage they were last told of (a change waits out the employer's
 * Undo window before it reaches them) and when that was.
 */
const CANDIDATE_SELECT = APPLICATION_SELECT.replace(
  'a.status, a.created_at, a.updated_at',
  'coalesce(a.told_status, a.status) AS status, a.created_at, coalesce(a.told_at, a.updated_at) AS updated_at',
);

/**
 * The application as the job's employer sees it: with a rejection's reason and message, and which
 * screening answers were knock-outs.
 */
function toApplication(row: ApplicationRow): Application {
  const answers = answersFor(row.screening_answers, true);
  return {
    ...toParties(row),
    ...(row.status === 'Rejected' && row.rejection_reason
      ? { rejection: { reason: row.rejection_reason, message: row.rejection_message ?? '' } }
      : {}),
    ...(answers.length > 0 ? { screeningAnswers: answers } : {}),
    knockedOut: row.knocked_out === 1,
  };
}

/** The application as its candidate sees it: their answers, never the employer's reasons or knock-outs. */
function toCandidateApplication(row: ApplicationRow): Application {
  const answers = answersFor(row.screening_answers, false);
  return { ...toParties(row), ...(answers.length > 0 ? { screeningAnswers: answers } : {}) };
}

/** What both parties see of an application: its stage, its job and its candidate. */
function toParties(row: ApplicationRow): Application {
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
  /** The built résumé's PDF the application was sent with ('' for the profile's file). */
  resume: string;
  resume_name: string;
}

function toMyApplication(row: MyApplicationRow): MyApplication {
  return {
    ...toCore(row),
    job: { ...toApplicationJob(row), isClosed: row.job_is_closed === 1, company: toCompany(row) },
    resume: row.resume,
    resumeName: row.resume ? row.resume_name : '',
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

/**
 * The candidate search's parameters: the employer, the job or null, knocked out or not (1, 0) or either
 * (null), and the terms `t0`…`t7`.
 */
type CandidateParams = { employer: number; job: number | null; knocked: 0 | 1 | null } & Record<
  `t${number}`,
  string
>;

export interface ApplicationOwnership {
  pk: number;
  employer_pk: number;
  seeker_pk: number;
  status: ApplicationStatus;
  /** The stage its candidate was last told of (the status, unless a change waits out its Undo window). */
  candidate_status: ApplicationStatus;
}

/** A stage change's extras: a rejection's reason and message. */
export interface StatusExtras {
  reason?: RejectionReason | undefined;
  message?: string | undefined;
}

/** One change of stage (one application, or a bulk move): its Undo handle and window. */
export interface StageChange {
  id: string;
  /** When it is written (ISO) and until when it may be undone (ms since the epoch). */
  at: string;
  undoUntil: number;
}

/** A candidate who may have a stage change to be told of (see dueNotices). */
export interface NoticeRow {
  pk: number;
  seeker_pk: number;
  seeker_name: string;
  status: ApplicationStatus;
  told_status: ApplicationStatus | null;
  rejection_message: string | null;
  job_id: string;
  job_title: string;
  company_name: string;
}

/** A new application, as its employer hears of it. */
export interface ReceivedFacts {
  application_id: string;
  employer_pk: number;
  job_id: string;
  job_title: string;
  applicant_name: string;
}

interface ChangeRow {
  pk: number;
  application_pk: number;
  employer_pk: number;
  prev_status: ApplicationStatus;
  prev_updated_at: string;
  prev_rejection_reason: RejectionReason | null;
  prev_rejection_message: string | null;
  new_status: ApplicationStatus;
  changed_at: string;
  undo_until: number;
  undone_at: string | null;
  /** The application as it is now (null: withdrawn since). */
  current_status: ApplicationStatus | null;
  current_updated_at: string | null;
}

export interface ListOptions {
  status?: ApplicationStatus | undefined;
  page: number;
  limit: number;
}

export interface CandidateOptions extends ListOptions {
  q?: string | undefined;
  jobPk?: number | undefined;
  screening?: ScreeningFilter | undefined;
}

/**
 * A résumé file sent with the application in place of the profile's (a built résumé's PDF, stored when
 * the seeker applied): its upload URL and the name it is shown under.
 */
export interface SentResume {
  url: string;
  name: string;
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
  private readonly appliedStmt;
  private readonly byPkForCandidate;
  private readonly recordChangeStmt;
  private readonly changeRows;
  private readonly revertStmt;
  private readonly markUndoneStmt;
  private readonly pruneStmt;
  private readonly dueStmt;
  private readonly toldStmt;
  private readonly nextDueStmt;
  private readonly receivedStmt;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.insertStmt = db.prepare(
      `INSERT INTO applications (id, job_pk, seeker_pk, status, created_at, updated_at, screening_answers,
                                 knocked_out, resume, resume_name)
       VALUES (?, ?, ?, 'Applied', ?, ?, ?, ?, ?, ?)`,
    );
    this.byPk = db.prepare<[number], ApplicationRow>(`${APPLICATION_SELECT} WHERE a.pk = ?`);
    this.byPkForCandidate = db.prepare<[number], ApplicationRow>(`${CANDIDATE_SELECT} WHERE a.pk = ?`);
    this.forJobStmt = db.prepare<[number], ApplicationRow>(
      `${APPLICATION_SELECT} WHERE a.job_pk = ? ORDER BY a.pk DESC`,
    );
    this.ownership = db.prepare<[string], ApplicationOwnership>(
      `SELECT a.pk, j.employer_pk, a.seeker_pk, a.status, coalesce(a.told_status, a.status) AS candidate_status
       FROM applications a JOIN jobs j ON j.pk = a.job_pk WHERE a.id = ?`,
    );
    // What the candidate knew is kept (the first change of a window keeps it; later ones leave it), then
    // the application moves and its notice waits until the window is over. SQLite evaluates every
    // expression of an UPDATE against the row as it was, so told_* read the old status and date.
    this.setStatusStmt = db.prepare<{
      pk: number;
      status: ApplicationStatus;
      at: string;
      due: number;
      reason: string | null;
      message: string | null;
    }>(
      `UPDATE applications SET
         told_status = coalesce(told_status, status), told_at = coalesce(told_at, updated_at),
         status = @status, updated_at = @at, notice_due_at = @due,
         rejection_reason = @reason, rejection_message = @message
       WHERE pk = @pk`,
    );
    this.recordChangeStmt = db.prepare(
      `INSERT INTO status_changes (change_id, application_pk, employer_pk, prev_status, prev_updated_at,
         prev_rejection_reason, prev_rejection_message, new_status, changed_at, undo_until)
       SELECT @change, pk, @employer, status, updated_at, rejection_reason, rejection_message, @status, @at, @until
       FROM applications WHERE pk = @pk`,
    );
    this.changeRows = db.prepare<[string], ChangeRow>(
      `SELECT c.*, a.status AS current_status, a.updated_at AS current_updated_at
       FROM status_changes c LEFT JOIN applications a ON a.pk = c.application_pk
       WHERE c.change_id = ? ORDER BY c.pk`,
    );
    // Back as it was: the notice still waits, and finds nothing to tell when this is what the candidate knew.
    this.revertStmt = db.prepare(
      `UPDATE applications SET status = ?, updated_at = ?, rejection_reason = ?, rejection_message = ?
       WHERE pk = ?`,
    );
    this.markUndoneStmt = db.prepare('UPDATE status_changes SET undone_at = ? WHERE pk = ?');
    this.pruneStmt = db.prepare('DELETE FROM status_changes WHERE undo_until < ?');
    this.dueStmt = db.prepare<[number, number], NoticeRow>(
      `SELECT a.pk, a.seeker_pk, s.name AS seeker_name, a.status, a.told_status, a.rejection_message,
              j.id AS job_id, j.title AS job_title, u.company_name
       FROM applications a JOIN jobs j ON j.pk = a.job_pk JOIN users u ON u.pk = j.employer_pk
         JOIN users s ON s.pk = a.seeker_pk
       WHERE a.notice_due_at IS NOT NULL AND a.notice_due_at <= ? ORDER BY a.notice_due_at LIMIT ?`,
    );
    this.toldStmt = db.prepare(
      'UPDATE applications SET told_status = NULL, told_at = NULL, notice_due_at = NULL WHERE pk = ?',
    );
    this.receivedStmt = db.prepare<[number], ReceivedFacts>(
      `SELECT a.id AS application_id, j.employer_pk, j.id AS job_id, j.title AS job_title,
              s.name AS applicant_name
       FROM applications a JOIN jobs j ON j.pk = a.job_pk JOIN users s ON s.pk = a.seeker_pk
       WHERE a.pk = ?`,
    );
    this.nextDueStmt = db.prepare<[], { at: number | null }>(
      'SELECT min(notice_due_at) AS at FROM applications WHERE notice_due_at IS NOT NULL',
    );
    this.deleteStmt = db.prepare('DELETE FROM applications WHERE pk = ?');
    this.appliedStmt = db.prepare<[number], { pk: number; category: JobCategory }>(
      'SELECT j.pk, j.category FROM applications a JOIN jobs j ON j.pk = a.job_pk WHERE a.seeker_pk = ?',
    );
    this.recentForEmployer = db.prepare<[number, number], ApplicationRow>(
      `${APPLICATION_SELECT} WHERE j.employer_pk = ? ORDER BY a.created_at DESC, a.pk DESC LIMIT ?`,
    );

    this.mineCounts = db.prepare<[number], { status: ApplicationStatus; n: number }>(
      `SELECT coalesce(told_status, status) AS status, count(*) AS n FROM applications WHERE seeker_pk = ?
       GROUP BY 1`,
    );
    this.minePage = db.prepare<
      { seeker: number; status: ApplicationStatus | null; limit: number; offset: number },
      MyApplicationRow
    >(
      // The stages as the candidate was told of them (see CANDIDATE_SELECT).
      `SELECT a.id, coalesce(a.told_status, a.status) AS status, a.created_at,
              coalesce(a.told_at, a.updated_at) AS updated_at, ${APPLICATION_JOB_COLUMNS}, j.is_closed AS job_is_closed,
              a.resume, a.resume_name,
              u.id AS company_id, u.name AS company_user_name, u.company_name, u.company_logo, u.company_slug
       FROM applications a JOIN jobs j ON j.pk = a.job_pk JOIN users u ON u.pk = j.employer_pk
       WHERE a.seeker_pk = @seeker AND (@status IS NULL OR coalesce(a.told_status, a.status) = @status)
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
        AND (@knocked IS NULL OR a.knocked_out = @knocked)
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
  create(
    jobPk: number,
    seekerPk: number,
    screening: { answers: StoredAnswer[]; knockedOut: boolean } = { answers: [], knockedOut: false },
    resume: SentResume | null = null,
  ): { pk: number; application: Application } {
    const now = isoNow(this.clock);
    const pk = Number(
      this.insertStmt.run(
        newId(),
        jobPk,
        seekerPk,
        now,
        now,
        JSON.stringify(screening.answers),
        screening.knockedOut ? 1 : 0,
        resume?.url ?? '',
        resume?.name ?? '',
      ).lastInsertRowid,
    );
    // The reply goes to the candidate: their view, without the knock-outs.
    return { pk, application: this.getForCandidate(pk) };
  }

  /** What the job's employer is told of a new application: who, for what, and who to tell. */
  receivedFacts(pk: number): ReceivedFacts | undefined {
    return this.receivedStmt.get(pk);
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

  /** The application as its candidate sees it (the stage they were last told of). */
  getForCandidate(pk: number): Application {
    return toCandidateApplication(this.byPkForCandidate.get(pk)!);
  }

  /**
   * Moves the application as part of `change`: the candidate is told only once the change's window is over
   * (dueNotices), and the change records what it was before, for its Undo. A rejection keeps its reason
   * and message; another stage clears them. Setting the status it already has writes nothing: updatedAt
   * keeps meaning "when the status last changed".
   */
  setStatus(
    found: ApplicationOwnership,
    status: ApplicationStatus,
    change: StageChange,
    extras: StatusExtras = {},
  ): { application: Application; changed: boolean } {
    if (found.status === status) return { application: this.get(found.pk), changed: false };
    const rejected = status === 'Rejected';
    this.db.transaction(() => {
      this.recordChangeStmt.run({
        change: change.id,
        employer: found.employer_pk,
        status,
        at: change.at,
        until: change.undoUntil,
        pk: found.pk,
      });
      this.setStatusStmt.run({
        pk: found.pk,
        status,
        at: change.at,
        due: change.undoUntil,
        reason: rejected ? (extras.reason ?? null) : null,
        message: rejected ? extras.message?.trim() || null : null,
      });
    })();
    return { application: this.get(found.pk), changed: true };
  }

  /**
   * Moves each of `ids` (repeats count once) that belongs to one of the employer's jobs, in one
   * transaction and one change; the others are reported as failed with the reason and left as they were.
   */
  bulkSetStatus(
    employerPk: number,
    ids: string[],
    status: ApplicationStatus,
    change: StageChange,
    extras: StatusExtras = {},
  ): BulkStatusReply {
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
          const { application, changed } = this.setStatus(found, status, change, extras);
          result = { _id: id, outcome: changed ? 'moved' : 'unchanged', application };
        }
        reply[result.outcome]++;
        reply.results.push(result);
      }
    })();
    return reply;
  }

  /** Who made a change and until when it may be undone; null for an unknown (or long gone) change. */
  changeOwner(changeId: string): { employerPk: number; undoUntil: number; undone: boolean } | null {
    const [first] = this.changeRows.all(changeId);
    return first
      ? { employerPk: first.employer_pk, undoUntil: first.undo_until, undone: first.undone_at !== null }
      : null;
  }

  /**
   * Takes a change back: each application it moved that is still where the change put it (not moved again
   * since, not withdrawn) gets its stage, date and rejection back. Its notice is left waiting: it finds
   * the stage the candidate already knows and tells nothing.
   */
  undoChange(changeId: string): { restored: Application[]; skipped: number } {
    const restored: Application[] = [];
    let skipped = 0;
    this.db.transaction(() => {
      const at = isoNow(this.clock);
      for (const row of this.changeRows.all(changeId)) {
        if (row.undone_at !== null) continue;
        this.markUndoneStmt.run(at, row.pk);
        if (row.current_status !== row.new_status || row.current_updated_at !== row.changed_at) {
          skipped++;
          continue;
        }
        this.revertStmt.run(
          row.prev_status,
          row.prev_updated_at,
          row.prev_rejection_reason,
          row.prev_rejection_message,
          row.application_pk,
        );
        restored.push(this.get(row.application_pk));
      }
    })();
    return { restored, skipped };
  }

  /** Forgets the Undo records of changes whose window closed before `beforeMs`. */
  pruneChanges(beforeMs: number): void {
    this.pruneStmt.run(beforeMs);
  }

  /** Applications whose stage change's window is over by `nowMs`, oldest first: their candidates are due a notice. */
  dueNotices(nowMs: number, limit: number): NoticeRow[] {
    return this.dueStmt.all(nowMs, limit);
  }

  /** The candidate now knows the current stage. */
  markTold(pk: number): void {
    this.toldStmt.run(pk);
  }

  /** When the next notice is due (ms since the epoch), or null. */
  nextNoticeDue(): number | null {
    return this.nextDueStmt.get()!.at;
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
    const params: CandidateParams = {
      employer: employerPk,
      job: options.jobPk ?? null,
      knocked: options.screening ? (options.screening === 'knocked-out' ? 1 : 0) : null,
    };
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
