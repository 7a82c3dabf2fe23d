// Direct messages: one conversation per application (its row made with the first message), each side's
// read mark and unread count kept on it. Who may read or write is the routes' business (the two parties);
// what a new message sets off (notification, e-mail, live events) is services/messaging.ts's.
import type { Conversation, ConversationsReply, Message, MessagesReply } from '@portal/contracts';
import type { Role } from '@portal/contracts/constants';
import type { Db } from '../db/database.js';
import { isoNow, type Clock } from '../lib/clock.js';
import { newId } from '../lib/ids.js';
import { offsetOf, paging } from '../lib/paging.js';
import { toCompany, type CompanyColumns } from './rows.js';

/** The two parties of an application and the side the caller is on. */
export interface Parties {
  applicationPk: number;
  seekerPk: number;
  employerPk: number;
}
export type Side = 'seeker' | 'employer';
export const sideOf = (parties: Parties, userPk: number): Side | null =>
  userPk === parties.seekerPk ? 'seeker' : userPk === parties.employerPk ? 'employer' : null;

interface MessageRow {
  pk: number;
  id: string;
  text: string;
  created_at: string;
  sender_pk: number;
  seeker_pk: number;
}

interface ConversationRow extends CompanyColumns {
  application_pk: number;
  application_id: string;
  status: Conversation['status'];
  job_id: string;
  job_title: string;
  seeker_name: string;
  seeker_pk: number;
  employer_pk: number;
  seeker_unread: number | null;
  employer_unread: number | null;
  employer_wrote: number;
  m_pk: number | null;
  m_id: string | null;
  m_text: string | null;
  m_created_at: string | null;
  m_sender_pk: number | null;
}

const CONVERSATION_COLUMNS = `
  a.pk AS application_pk, a.id AS application_id, coalesce(a.told_status, a.status) AS status,
  j.id AS job_id, j.title AS job_title,
  u.id AS company_id, u.name AS company_user_name, u.company_name, u.company_logo,
  s.name AS seeker_name, a.seeker_pk, j.employer_pk,
  c.seeker_unread, c.employer_unread,
  EXISTS (SELECT 1 FROM messages e WHERE e.application_pk = a.pk AND e.sender_pk = j.employer_pk)
    AS employer_wrote,
  m.pk AS m_pk, m.id AS m_id, m.text AS m_text, m.created_at AS m_created_at, m.sender_pk AS m_sender_pk`;
const CONVERSATION_JOINS = `
  JOIN jobs j ON j.pk = a.job_pk
  JOIN users u ON u.pk = j.employer_pk
  JOIN users s ON s.pk = a.seeker_pk
  LEFT JOIN messages m ON m.pk = c.last_message_pk`;

function toMessage(row: MessageRow, viewerPk: number): Message {
  const from: Role = row.sender_pk === row.seeker_pk ? 'jobseeker' : 'employeer';
  return {
    _id: row.id,
    text: row.text,
    createdAt: row.created_at,
    from,
    mine: row.sender_pk === viewerPk,
  };
}

function toConversation(row: ConversationRow, viewerPk: number): Conversation {
  const seeker = viewerPk === row.seeker_pk;
  return {
    _id: row.application_id,
    status: row.status,
    job: { _id: row.job_id, title: row.job_title, company: toCompany(row) },
    seeker: { name: row.seeker_name },
    lastMessage:
      row.m_id === null
        ? null
        : toMessage(
            {
              pk: row.m_pk!,
              id: row.m_id,
              text: row.m_text!,
              created_at: row.m_created_at!,
              sender_pk: row.m_sender_pk!,
              seeker_pk: row.seeker_pk,
            },
            viewerPk,
          ),
    unreadCount: (seeker ? row.seeker_unread : row.employer_unread) ?? 0,
    // The employer opens a conversation; the candidate answers one.
    canSend: !seeker || row.employer_wrote === 1,
  };
}

export class MessagesRepo {
  private readonly partiesStmt;
  private readonly insertStmt;
  private readonly upsertConversation;
  private readonly oneConversation;
  private readonly seekerPage;
  private readonly employerPage;
  private readonly seekerUnread;
  private readonly employerUnread;
  private readonly pageStmt;
  private readonly beforeStmt;
  private readonly messageByPk;
  private readonly readStmt;
  private readonly unreadInStmt;

  constructor(
    db: Db,
    private readonly clock: Clock,
  ) {
    this.partiesStmt = db.prepare<[string], Parties>(
      `SELECT a.pk AS applicationPk, a.seeker_pk AS seekerPk, j.employer_pk AS employerPk
       FROM applications a JOIN jobs j ON j.pk = a.job_pk WHERE a.id = ?`,
    );
    this.insertStmt = db.prepare<[string, number, number, string, string]>(
      'INSERT INTO messages (id, application_pk, sender_pk, text, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    // The sender has read everything up to their own message; the other side has one more unread.
    this.upsertConversation = db.prepare<{
      application: number;
      seeker: number;
      employer: number;
      message: number;
      bySeeker: 0 | 1;
    }>(
      `INSERT INTO conversations (application_pk, seeker_pk, employer_pk, last_message_pk,
         seeker_read_pk, employer_read_pk, seeker_unread, employer_unread)
       VALUES (@application, @seeker, @employer, @message,
         CASE WHEN @bySeeker THEN @message ELSE 0 END, CASE WHEN @bySeeker THEN 0 ELSE @message END,
         CASE WHEN @bySeeker THEN 0 ELSE 1 END, CASE WHEN @bySeeker THEN 1 ELSE 0 END)
       ON CONFLICT (application_pk) DO UPDATE SET
         last_message_pk = @message,
         seeker_read_pk = CASE WHEN @bySeeker THEN @message ELSE seeker_read_pk END,
         employer_read_pk = CASE WHEN @bySeeker THEN employer_read_pk ELSE @message END,
         seeker_unread = CASE WHEN @bySeeker THEN 0 ELSE seeker_unread + 1 END,
         employer_unread = CASE WHEN @bySeeker THEN employer_unread + 1 ELSE 0 END`,
    );
    this.oneConversation = db.prepare<[number], ConversationRow>(
      `SELECT ${CONVERSATION_COLUMNS} FROM applications a
       LEFT JOIN conversations c ON c.application_pk = a.pk ${CONVERSATION_JOINS} WHERE a.pk = ?`,
    );
    const page = (side: Side) =>
      db.prepare<{ user: number; limit: number; offset: number }, ConversationRow>(
        `SELECT ${CONVERSATION_COLUMNS} FROM conversations c
         JOIN applications a ON a.pk = c.application_pk ${CONVERSATION_JOINS}
         WHERE c.${side}_pk = @user ORDER BY c.last_message_pk DESC LIMIT @limit OFFSET @offset`,
      );
    this.seekerPage = page('seeker');
    this.employerPage = page('employer');
    const unread = (side: Side) =>
      db.prepare<[number], { total: number; unreadCount: number; unreadConversations: number }>(
        `SELECT count(*) AS total, coalesce(sum(${side}_unread), 0) AS unreadCount,
                coalesce(sum(${side}_unread > 0), 0) AS unreadConversations
         FROM conversations WHERE ${side}_pk = ?`,
      );
    this.seekerUnread = unread('seeker');
    this.employerUnread = unread('employer');
    const MESSAGE_COLUMNS = `m.pk, m.id, m.text, m.created_at, m.sender_pk, a.seeker_pk
      FROM messages m JOIN applications a ON a.pk = m.application_pk`;
    this.pageStmt = db.prepare<{ application: number; limit: number }, MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} WHERE m.application_pk = @application ORDER BY m.pk DESC LIMIT @limit`,
    );
    this.beforeStmt = db.prepare<{ application: number; before: string; limit: number }, MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} WHERE m.application_pk = @application
         AND m.pk < (SELECT pk FROM messages WHERE id = @before AND application_pk = @application)
       ORDER BY m.pk DESC LIMIT @limit`,
    );
    this.messageByPk = db.prepare<[number], MessageRow>(`SELECT ${MESSAGE_COLUMNS} WHERE m.pk = ?`);
    this.unreadInStmt = db.prepare<[number], { seeker_unread: number; employer_unread: number }>(
      'SELECT seeker_unread, employer_unread FROM conversations WHERE application_pk = ?',
    );
    const read = (side: Side) =>
      db.prepare<[number]>(
        `UPDATE conversations SET ${side}_read_pk = last_message_pk, ${side}_unread = 0
         WHERE application_pk = ? AND ${side}_unread > 0`,
      );
    const readSeeker = read('seeker');
    const readEmployer = read('employer');
    this.readStmt = { seeker: readSeeker, employer: readEmployer };
  }

  /** The application's two parties, or undefined when there is no such application. */
  parties(applicationId: string): Parties | undefined {
    return this.partiesStmt.get(applicationId);
  }

  /** Stores a message (already checked and trimmed) and moves both read marks; returns its row's pk. */
  add(parties: Parties, senderPk: number, text: string): number {
    const pk = Number(
      this.insertStmt.run(newId(), parties.applicationPk, senderPk, text, isoNow(this.clock)).lastInsertRowid,
    );
    this.upsertConversation.run({
      application: parties.applicationPk,
      seeker: parties.seekerPk,
      employer: parties.employerPk,
      message: pk,
      bySeeker: senderPk === parties.seekerPk ? 1 : 0,
    });
    return pk;
  }

  /** One message as `viewerPk` sees it. */
  message(pk: number, viewerPk: number): Message {
    return toMessage(this.messageByPk.get(pk)!, viewerPk);
  }

  /** The conversation as `viewerPk` sees it (it may have no message yet). */
  conversation(applicationPk: number, viewerPk: number): Conversation {
    return toConversation(this.oneConversation.get(applicationPk)!, viewerPk);
  }

  /** A page of the conversation: the newest `limit` messages before `before` (none: the newest), oldest first. */
  page(
    applicationPk: number,
    viewerPk: number,
    options: { before?: string | undefined; limit: number },
  ): MessagesReply {
    // One more than asked tells whether older ones exist.
    const rows = options.before
      ? this.beforeStmt.all({ application: applicationPk, before: options.before, limit: options.limit + 1 })
      : this.pageStmt.all({ application: applicationPk, limit: options.limit + 1 });
    const hasMore = rows.length > options.limit;
    const messages = rows
      .slice(0, options.limit)
      .reverse()
      .map((row) => toMessage(row, viewerPk));
    return { conversation: this.conversation(applicationPk, viewerPk), messages, hasMore };
  }

  /** The user's conversations with a message, latest first. */
  list(userPk: number, side: Side, options: { page: number; limit: number }): ConversationsReply {
    const { total, ...unread } = (side === 'seeker' ? this.seekerUnread : this.employerUnread).get(userPk)!;
    const rows = (side === 'seeker' ? this.seekerPage : this.employerPage).all({
      user: userPk,
      limit: options.limit,
      offset: offsetOf(options.page, options.limit),
    });
    return {
      conversations: rows.map((row) => toConversation(row, userPk)),
      ...unread,
      ...paging(total, options.page, options.limit),
    };
  }

  /** The user's unread messages, and in how many conversations. */
  unread(userPk: number, side: Side): { unreadCount: number; unreadConversations: number } {
    const { unreadCount, unreadConversations } = (
      side === 'seeker' ? this.seekerUnread : this.employerUnread
    ).get(userPk)!;
    return { unreadCount, unreadConversations };
  }

  /** How many messages `side` had not read in the conversation (0 when it has none). */
  unreadIn(applicationPk: number, side: Side): number {
    const row = this.unreadInStmt.get(applicationPk);
    return (side === 'seeker' ? row?.seeker_unread : row?.employer_unread) ?? 0;
  }

  /** `side` has read the conversation up to its newest message; returns whether anything was unread. */
  markRead(applicationPk: number, side: Side): boolean {
    return this.readStmt[side].run(applicationPk).changes > 0;
  }
}
