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
 * The two parties of a conversation about a job, the application it is on (none for an invitation not
 * answered by one), and the conversation's own key and id (null until its first message, on an
 * application: it is then made with the application's id).
 */
export interface Parties {
  applicationPk: number | null;
  applicationId: string | null;
  jobPk: number;
  seekerPk: number;
  employerPk: number;
  conversationPk: number | null;
  conversationId: string | null;
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
  coalesce(c.id, a.id) AS conversation_id, coalesce(a.told_status, a.status) AS status,
  j.id AS job_id, j.title AS job_title,
  u.id AS company_id, u.name AS company_user_name, u.company_name, u.company_logo, u.company_slug,
  s.name AS seeker_name, s.pk AS seeker_pk, j.employer_pk,
  c.seeker_unread, c.employer_unread,
  EXISTS (SELECT 1 FROM messages e WHERE e.conversation_pk = c.pk AND e.sender_pk = j.employer_pk)
    AS employer_wrote,
  m.pk AS m_pk, m.id AS m_id, m.text AS m_text, m.created_at AS m_created_at, m.sender_pk AS m_sender_pk`;
/** A message's columns, with its conversation's seeker (whose side wrote it). */
const MESSAGE_COLUMNS = `m.pk, m.id, m.text, m.created_at, m.sender_pk, c.seeker_pk
  FROM messages m JOIN conversations c ON c.pk = m.conversation_pk`;
const CONVERSATION_JOINS = `
  JOIN jobs j ON j.pk = coalesce(c.job_pk, a.job_pk)
  JOIN users u ON u.pk = j.employer_pk
  JOIN users s ON s.pk = coalesce(c.seeker_pk, a.seeker_pk)
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
  private readonly conversationPartiesStmt;
  private readonly existingStmt;
  private readonly openInvitationStmt;
  private readonly insertStmt;
  private readonly openConversation;
  private readonly upsertConversation;
  private readonly oneConversation;
  private readonly conversationByPk;
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
              j.employer_pk AS employerPk, c.pk AS conversationPk, c.id AS conversationId
       FROM applications a JOIN jobs j ON j.pk = a.job_pk
       LEFT JOIN conversations c ON c.job_pk = a.job_pk AND c.seeker_pk = a.seeker_pk
       WHERE a.id = ?`,
    );
    this.conversationPartiesStmt = db.prepare<[string], Parties>(
      `SELECT c.application_pk AS applicationPk, a.id AS applicationId, c.job_pk AS jobPk,
              c.seeker_pk AS seekerPk, c.employer_pk AS employerPk, c.pk AS conversationPk,
              c.id AS conversationId
       FROM conversations c LEFT JOIN applications a ON a.pk = c.application_pk WHERE c.id = ?`,
    );
    this.existingStmt = db.prepare<
      { job: number; seeker: number },
      { conversation: number | null; application: number | null }
    >(
      `SELECT (SELECT pk FROM conversations WHERE job_pk = @job AND seeker_pk = @seeker) AS conversation,
              (SELECT pk FROM applications WHERE job_pk = @job AND seeker_pk = @seeker) AS application`,
    );
    this.openInvitationStmt = db
      .prepare<{ id: string; job: number; seeker: number; employer: number }, number>(
        `INSERT INTO conversations (id, job_pk, seeker_pk, employer_pk, application_pk, last_message_pk)
       VALUES (@id, @job, @seeker, @employer, NULL, 0) RETURNING pk`,
      )
      .pluck();
    // The conversation of the job and the seeker, made by its first message (its id the application's,
    // so a link to an application's conversation stays one): its key either way.
    this.openConversation = db.prepare<
      { id: string; job: number; seeker: number; employer: number; application: number | null },
      { pk: number; id: string }
    >(
      `INSERT INTO conversations (id, job_pk, seeker_pk, employer_pk, application_pk, last_message_pk)
       VALUES (@id, @job, @seeker, @employer, @application, 0)
       ON CONFLICT (job_pk, seeker_pk) DO UPDATE SET application_pk = coalesce(application_pk, @application)
       RETURNING pk, id`,
    );
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
    this.conversationByPk = db.prepare<[number], ConversationRow>(
      `SELECT ${CONVERSATION_COLUMNS} FROM conversations c
       LEFT JOIN applications a ON a.pk = c.application_pk ${CONVERSATION_JOINS} WHERE c.pk = ?`,
    );
    const page = (side: Side) =>
      db.prepare<{ user: number; limit: number; offset: number }, ConversationRow>(
        `SELECT ${CONVERSATION_COLUMNS} FROM conversations c
         LEFT JOIN applications a ON a.pk = c.application_pk ${CONVERSATION_JOINS}
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
   * The parties of a conversation by its id, or of an application's by the application's id (the two never
   * meet: both are random ids); undefined when it is neither.
   */
  partiesOf(id: string): Parties | undefined {
    return this.conversationPartiesStmt.get(id) ?? this.partiesStmt.get(id);
  }

  /** Whether the seeker has a conversation about the job, or an application to it, already. */
  existing(jobPk: number, seekerPk: number): { conversation: boolean; application: boolean } {
    const row = this.existingStmt.get({ job: jobPk, seeker: seekerPk })!;
    return { conversation: row.conversation !== null, application: row.application !== null };
  }

  /**
   * Opens the conversation of an invitation (the employer invites a seeker with no application to the
   * job; its first message follows): its parties. Run it in the transaction that adds the message.
   */
  openInvitation(jobPk: number, seekerPk: number, employerPk: number): Parties {
    const conversationId = newId();
    const conversationPk = this.openInvitationStmt.get({
      id: conversationId,
      job: jobPk,
      seeker: seekerPk,
      employer: employerPk,
    })!;
    return {
      applicationPk: null,
      applicationId: null,
      jobPk,
      seekerPk,
      employerPk,
      conversationPk,
      conversationId,
    };
  }

  /**
   * Stores a message (already checked and trimmed), opening the conversation with the first, and moves
   * both read marks; returns the message's pk and the conversation's pk and id. Run it in a transaction
   * (the message and its conversation go together).
   */
  add(
    parties: Parties,
    senderPk: number,
    text: string,
  ): { messagePk: number; conversationPk: number; conversationId: string } {
    const opened =
      parties.conversationPk !== null && parties.conversationId !== null
        ? { pk: parties.conversationPk, id: parties.conversationId }
        : this.openConversation.get({
            // Parties without a conversation are an application's.
            id: parties.applicationId!,
            job: parties.jobPk,
            seeker: parties.seekerPk,
            employer: parties.employerPk,
            application: parties.applicationPk,
          })!;
    const conversation = opened.pk;
    const pk = Number(
      this.insertStmt.run(newId(), conversation, senderPk, text, isoNow(this.clock)).lastInsertRowid,
    );
    this.upsertConversation.run({
      conversation,
      message: pk,
      bySeeker: senderPk === parties.seekerPk ? 1 : 0,
    });
    return { messagePk: pk, conversationPk: conversation, conversationId: opened.id };
  }

  /** One message as `viewerPk` sees it. */
  message(pk: number, viewerPk: number): Message {
    return toMessage(this.messageByPk.get(pk)!, viewerPk);
  }

  /** The conversation as `viewerPk` sees it (an application's may have no message yet). */
  conversation(parties: Parties, viewerPk: number): Conversation {
    const row =
      parties.conversationPk !== null
        ? this.conversationByPk.get(parties.conversationPk)
        : this.oneConversation.get(parties.applicationPk!);
    return toConversation(row!, viewerPk);
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
    return { conversation: this.conversation(parties, viewerPk), messages, hasMore };
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
