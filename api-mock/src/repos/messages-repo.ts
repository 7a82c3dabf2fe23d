// Direct messages: one conversation per job and job seeker, with the seeker's application to the job (its
// row made with the first message; migration 15), each side's read mark and unread count kept on it. Who may read or write is the routes' business (the two parties);
// what a new message sets off (notification, e-mail, live events) is services/messaging.ts's.
import type { Conversation, ConversationsReply, Message, MessagesReply } from '@portal/contracts';
import type { Role } from '@portal/contracts/constants';
import type { Db } from '../db/database.js';
import { isoNow, type Clock } from '../lib/clock.js';
import { newId } from '../lib/ids.js';
import { offsetOf, paging } from '../lib/paging.js';
import { toCompany, type CompanyColumns } from './rows.js';

/**
 * The two parties of a conversation about a job, the application it is on, and the conversation's own key
 * (null until its first message).
 */
export interface Parties {
  applicationPk: number;
  applicationId: string;
  jobPk: number;
  seekerPk: number;
  employerPk: number;
  conversationPk: number | null;
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
  conversation_id: string;
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
  a.pk AS application_pk, coalesce(c.id, a.id) AS conversation_id,
  coalesce(a.told_status, a.status) AS status,
  j.id AS job_id, j.title AS job_title,
  u.id AS company_id, u.name AS company_user_name, u.company_name, u.company_logo,
  s.name AS seeker_name, a.seeker_pk, j.employer_pk,
  c.seeker_unread, c.employer_unread,
  EXISTS (SELECT 1 FROM messages e WHERE e.conversation_pk = c.pk AND e.sender_pk = j.employer_pk)
    AS employer_wrote,
  m.pk AS m_pk, m.id AS m_id, m.text AS m_text, m.created_at AS m_created_at, m.sender_pk AS m_sender_pk`;
/** A message's columns, with its conversation's seeker (whose side wrote it). */
const MESSAGE_COLUMNS = `m.pk, m.id, m.text, m.created_at, m.sender_pk, c.seeker_pk
  FROM messages m JOIN conversations c ON c.pk = m.conversation_pk`;
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
    _id: row.conversation_id,
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
  private readonly openConversation;
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
      `SELECT a.pk AS applicationPk, a.id AS applicationId, a.job_pk AS jobPk, a.seeker_pk AS seekerPk,
              j.employer_pk AS employerPk, c.pk AS conversationPk
       FROM applications a JOIN jobs j ON j.pk = a.job_pk
       LEFT JOIN conversations c ON c.job_pk = a.job_pk AND c.seeker_pk = a.seeker_pk
       WHERE a.id = ?`,
    );
    // The conversation of the job and the seeker, made by its first message (its id the application's,
    // so a link to an application's conversation stays one): its key either way.
    this.openConversation = db
      .prepare<{ id: string; job: number; seeker: number; employer: number; application: number }, number>(
        `INSERT INTO conversations (id, job_pk, seeker_pk, employer_pk, application_pk, last_message_pk)
       VALUES (@id, @job, @seeker, @employer, @application, 0)
       ON CONFLICT (job_pk, seeker_pk) DO UPDATE SET application_pk = coalesce(application_pk, @application)
       RETURNING pk`,
      )
      .pluck();
    this.insertStmt = db.prepare<[string, number, number, string, string]>(
      'INSERT INTO messages (id, conversation_pk, sender_pk, text, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    // The sender has read everything up to their own message; the other side has one more unread.
    this.upsertConversation = db.prepare<{ conversation: number; message: number; bySeeker: 0 | 1 }>(
      `UPDATE conversations SET
         last_message_pk = @message,
         seeker_read_pk = CASE WHEN @bySeeker THEN @message ELSE seeker_read_pk END,
         employer_read_pk = CASE WHEN @bySeeker THEN employer_read_pk ELSE @message END,
         seeker_unread = CASE WHEN @bySeeker THEN 0 ELSE seeker_unread + 1 END,
         employer_unread = CASE WHEN @bySeeker THEN employer_unread + 1 ELSE 0 END
       WHERE pk = @conversation`,
    );
    this.oneConversation = db.prepare<[number], ConversationRow>(
      `SELECT ${CONVERSATION_COLUMNS} FROM applications a
       LEFT JOIN conversations c ON c.job_pk = a.job_pk AND c.seeker_pk = a.seeker_pk
       ${CONVERSATION_JOINS} WHERE a.pk = ?`,
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
    this.pageStmt = db.prepare<{ conversation: number; limit: number }, MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} WHERE m.conversation_pk = @conversation ORDER BY m.pk DESC LIMIT @limit`,
    );
    this.beforeStmt = db.prepare<{ conversation: number; before: string; limit: number }, MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} WHERE m.conversation_pk = @conversation
         AND m.pk < (SELECT pk FROM messages WHERE id = @before AND conversation_pk = @conversation)
       ORDER BY m.pk DESC LIMIT @limit`,
    );
    this.messageByPk = db.prepare<[number], MessageRow>(`SELECT ${MESSAGE_COLUMNS} WHERE m.pk = ?`);
    this.unreadInStmt = db.prepare<[number], { seeker_unread: number; employer_unread: number }>(
      'SELECT seeker_unread, employer_unread FROM conversations WHERE pk = ?',
    );
    const read = (side: Side) =>
      db.prepare<[number]>(
        `UPDATE conversations SET ${side}_read_pk = last_message_pk, ${side}_unread = 0
         WHERE pk = ? AND ${side}_unread > 0`,
      );
    const readSeeker = read('seeker');
    const readEmployer = read('employer');
    this.readStmt = { seeker: readSeeker, employer: readEmployer };
  }

  /** The application's two parties, or undefined when there is no such application. */
  parties(applicationId: string): Parties | undefined {
    return this.partiesStmt.get(applicationId);
  }

  /**
   * Stores a message (already checked and trimmed), opening the conversation with the first, and moves
   * both read marks; returns the message's and the conversation's pk. Run it in a transaction (the
   * message and its conversation go together).
   */
  add(parties: Parties, senderPk: number, text: string): { messagePk: number; conversationPk: number } {
    const conversation =
      parties.conversationPk ??
      this.openConversation.get({
        id: parties.applicationId,
        job: parties.jobPk,
        seeker: parties.seekerPk,
        employer: parties.employerPk,
        application: parties.applicationPk,
      })!;
    const pk = Number(
      this.insertStmt.run(newId(), conversation, senderPk, text, isoNow(this.clock)).lastInsertRowid,
    );
    this.upsertConversation.run({
      conversation,
      message: pk,
      bySeeker: senderPk === parties.seekerPk ? 1 : 0,
    });
    return { messagePk: pk, conversationPk: conversation };
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
    parties: Parties,
    viewerPk: number,
    options: { before?: string | undefined; limit: number },
  ): MessagesReply {
    const conversation = parties.conversationPk;
    // One more than asked tells whether older ones exist.
    const rows =
      conversation === null
        ? []
        : options.before
          ? this.beforeStmt.all({ conversation, before: options.before, limit: options.limit + 1 })
          : this.pageStmt.all({ conversation, limit: options.limit + 1 });
    const hasMore = rows.length > options.limit;
    const messages = rows
      .slice(0, options.limit)
      .reverse()
      .map((row) => toMessage(row, viewerPk));
    return { conversation: this.conversation(parties.applicationPk, viewerPk), messages, hasMore };
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
  unreadIn(parties: Parties, side: Side): number {
    if (parties.conversationPk === null) return 0;
    const row = this.unreadInStmt.get(parties.conversationPk);
    return (side === 'seeker' ? row?.seeker_unread : row?.employer_unread) ?? 0;
  }

  /** `side` has read the conversation up to its newest message; returns whether anything was unread. */
  markRead(parties: Parties, side: Side): boolean {
    if (parties.conversationPk === null) return false;
    return this.readStmt[side].run(parties.conversationPk).changes > 0;
  }
}
