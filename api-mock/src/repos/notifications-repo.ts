import type { ApplicationStatus, InterviewEvent } from '@portal/contracts/constants';
import type { Notification, NotificationsReply } from '@portal/contracts';
import type { Db } from '../db/database.js';
import { isoNow, type Clock } from '../lib/clock.js';
import { newId } from '../lib/ids.js';
import { offsetOf, paging } from '../lib/paging.js';
import { ALERT_COLUMNS, alertLabel, type AlertColumns } from './alerts-repo.js';
import { toCompany, type CompanyColumns } from './rows.js';

interface NotificationRow extends CompanyColumns, AlertColumns {
  id: string;
  type: Notification['type'];
  status: ApplicationStatus | null;
  created_at: string;
  read_at: string | null;
  application_id: string | null;
  conversation_id: string | null;
  job_id: string;
  job_title: string;
  alert_id: string | null;
  applicant_name: string | null;
  sender_name: string | null;
  interview_id: string | null;
  interview_event: InterviewEvent | null;
  interview_start: string | null;
}

const NOTIFICATION_SELECT = `
  SELECT n.id, n.type, n.status, n.created_at, n.read_at, a.id AS application_id, c.id AS conversation_id,
         j.id AS job_id, j.title AS job_title,
         u.id AS company_id, u.name AS company_user_name, u.company_name, u.company_logo, u.company_slug,
         al.id AS alert_id, ${ALERT_COLUMNS},
         CASE WHEN n.type IN ('new-application', 'interview') THEN s.name END AS applicant_name,
         CASE WHEN n.type = 'message' THEN
           CASE WHEN n.user_pk = c.seeker_pk THEN coalesce(nullif(u.company_name, ''), u.name) ELSE s.name END
         END AS sender_name,
         iv.id AS interview_id, n.interview_event,
         CASE WHEN iv.status IN ('scheduled', 'cancelled') THEN bt.starts_at END AS interview_start
  FROM notifications n
  LEFT JOIN conversations c ON c.pk = n.conversation_pk
  LEFT JOIN applications a ON a.pk = coalesce(n.application_pk, c.application_pk)
  LEFT JOIN users s ON s.pk = coalesce(a.seeker_pk, c.seeker_pk)
  JOIN jobs j ON j.pk = coalesce(a.job_pk, c.job_pk, n.job_pk)
  JOIN users u ON u.pk = j.employer_pk
  LEFT JOIN job_alerts al ON al.pk = n.alert_pk
  LEFT JOIN interviews iv ON iv.pk = n.interview_pk
  LEFT JOIN interview_times bt ON bt.pk = iv.booked_time_pk`;

function toNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    type: row.type,
    read: row.read_at !== null,
    createdAt: row.created_at,
    readAt: row.read_at,
    status: row.status,
    application: row.application_id ? { _id: row.application_id } : null,
    conversation: row.conversation_id ? { _id: row.conversation_id } : null,
    applicant: row.applicant_name !== null ? { name: row.applicant_name } : null,
    sender: row.sender_name !== null ? { name: row.sender_name } : null,
    alert: row.alert_id ? { _id: row.alert_id, label: alertLabel(row) } : null,
    interview:
      row.interview_id && row.interview_event
        ? { _id: row.interview_id, event: row.interview_event, start: row.interview_start }
        : null,
    job: { _id: row.job_id, title: row.job_title, company: toCompany(row) },
  };
}

export interface NotificationOwnership {
  pk: number;
  user_pk: number;
}

export class NotificationsRepo {
  private readonly insertStmt;
  private readonly insertAlertStmt;
  private readonly upsertMessageStmt;
  private readonly markMessageStmt;
  private readonly insertNewApplicationStmt;
  private readonly insertJobExpiringStmt;
  private readonly upsertInterviewStmt;
  private readonly byPk;
  private readonly ownership;
  private readonly pageStmt;
  private readonly countStmt;
  private readonly markOne;
  private readonly markAll;

  constructor(
    db: Db,
    private readonly clock: Clock,
  ) {
    // One notification per kind and application (a unique index): a later change updates it in place, as
    // new and unread, so moving one application back and forth a thousand times is still one row.
    this.insertStmt = db.prepare(
      `INSERT INTO notifications (id, user_pk, type, application_pk, status, created_at, read_at)
       VALUES (?, ?, 'application-status', ?, ?, ?, NULL)
       ON CONFLICT (application_pk, type, user_pk) DO UPDATE
         SET user_pk = excluded.user_pk, status = excluded.status, created_at = excluded.created_at,
             read_at = NULL`,
    );
    this.insertNewApplicationStmt = db.prepare(
      `INSERT INTO notifications (id, user_pk, type, application_pk, created_at, read_at)
       VALUES (?, ?, 'new-application', ?, ?, NULL)
       ON CONFLICT (application_pk, type, user_pk) DO NOTHING`,
    );
    // A conversation's one notification per reader: a new message while it is unread changes nothing; the
    // first after it was read makes it new and unread again.
    this.upsertMessageStmt = db.prepare(
      `INSERT INTO notifications (id, user_pk, type, conversation_pk, created_at, read_at)
       VALUES (?, ?, 'message', ?, ?, NULL)
       ON CONFLICT (conversation_pk, type, user_pk) DO UPDATE
         SET created_at = excluded.created_at, read_at = NULL WHERE read_at IS NOT NULL`,
    );
    this.markMessageStmt = db.prepare(
      `UPDATE notifications SET read_at = ?
       WHERE conversation_pk = ? AND type = 'message' AND user_pk = ? AND read_at IS NULL`,
    );
    this.insertAlertStmt = db.prepare(
      `INSERT INTO notifications (id, user_pk, type, job_pk, alert_pk, created_at, read_at)
       VALUES (?, ?, 'job-alert', ?, ?, ?, NULL)`,
    );
    this.insertJobExpiringStmt = db.prepare(
      `INSERT INTO notifications (id, user_pk, type, job_pk, created_at, read_at)
       VALUES (?, ?, 'job-expiring', ?, ?, NULL)`,
    );
    // An application's one interview notification per reader: each step makes it new and unread again.
    this.upsertInterviewStmt = db.prepare(
      `INSERT INTO notifications (id, user_pk, type, application_pk, interview_pk, interview_event, created_at, read_at)
       VALUES (?, ?, 'interview', ?, ?, ?, ?, NULL)
       ON CONFLICT (application_pk, type, user_pk) DO UPDATE
         SET interview_pk = excluded.interview_pk, interview_event = excluded.interview_event,
             created_at = excluded.created_at, read_at = NULL`,
    );
    this.byPk = db.prepare<[number], NotificationRow>(`${NOTIFICATION_SELECT} WHERE n.pk = ?`);
    this.ownership = db.prepare<[string], NotificationOwnership>(
      'SELECT pk, user_pk FROM notifications WHERE id = ?',
    );
    this.pageStmt = db.prepare<
      { user: number; unread: 0 | 1; limit: number; offset: number },
      NotificationRow
    >(
      `${NOTIFICATION_SELECT} WHERE n.user_pk = @user AND (@unread = 0 OR n.read_at IS NULL)
       ORDER BY n.created_at DESC, n.pk DESC LIMIT @limit OFFSET @offset`,
    );
    this.countStmt = db.prepare<[number], { total: number; unread: number }>(
      `SELECT count(*) AS total, coalesce(sum(read_at IS NULL), 0) AS unread
       FROM notifications WHERE user_pk = ?`,
    );
    this.markOne = db.prepare('UPDATE notifications SET read_at = ? WHERE pk = ? AND read_at IS NULL');
    this.markAll = db.prepare('UPDATE notifications SET read_at = ? WHERE user_pk = ? AND read_at IS NULL');
  }

  /** The seeker's application was moved to `status` at `at`: its one status notification says so, unread. */
  addStatusChange(userPk: number, applicationPk: number, status: ApplicationStatus, at: string): void {
    this.insertStmt.run(newId(), userPk, applicationPk, status, at);
  }

  /** One of the employer's open jobs stops being listed in a few days. */
  addJobExpiring(employerPk: number, jobPk: number, at: string): void {
    this.insertJobExpiringStmt.run(newId(), employerPk, jobPk, at);
  }

  /** A step of the application's interview the user is told of (`event`: what happened). */
  addInterview(
    userPk: number,
    applicationPk: number,
    interviewPk: number,
    event: InterviewEvent,
    at: string,
  ): void {
    this.upsertInterviewStmt.run(newId(), userPk, applicationPk, interviewPk, event, at);
  }

  /** Someone applied to one of the employer's jobs (one notification per application). */
  addNewApplication(employerPk: number, applicationPk: number, at: string): void {
    this.insertNewApplicationStmt.run(newId(), employerPk, applicationPk, at);
  }

  /** The other party of a conversation wrote to the user (one notification per conversation). */
  addMessage(userPk: number, conversationPk: number, at: string): void {
    this.upsertMessageStmt.run(newId(), userPk, conversationPk, at);
  }

  /** The user read the conversation: its notification is read too. */
  markMessagesRead(userPk: number, conversationPk: number): void {
    this.markMessageStmt.run(isoNow(this.clock), conversationPk, userPk);
  }

  /** A job alert of the user's found a new job. */
  addAlertMatch(userPk: number, jobPk: number, alertPk: number, at: string): void {
    this.insertAlertStmt.run(newId(), userPk, jobPk, alertPk, at);
  }

  list(userPk: number, options: { unread: boolean; page: number; limit: number }): NotificationsReply {
    const { total, unread } = this.countStmt.get(userPk)!;
    const notifications = this.pageStmt
      .all({
        user: userPk,
        unread: options.unread ? 1 : 0,
        limit: options.limit,
        offset: offsetOf(options.page, options.limit),
      })
      .map(toNotification);
    return {
      notifications,
      unreadCount: unread,
      ...paging(options.unread ? unread : total, options.page, options.limit),
    };
  }

  unreadCount(userPk: number): number {
    return this.countStmt.get(userPk)!.unread;
  }

  findOwnership(id: string): NotificationOwnership | undefined {
    return this.ownership.get(id);
  }

  /** Marks it read (the first reading time is kept when it was read already). */
  markRead(pk: number): Notification {
    this.markOne.run(isoNow(this.clock), pk);
    return toNotification(this.byPk.get(pk)!);
  }

  /** Returns how many were unread. */
  markAllRead(userPk: number): number {
    return this.markAll.run(isoNow(this.clock), userPk).changes;
  }
}
