// The mail outbox and the kinds of e-mail each user turned off. Queuing is one INSERT, made inside the
// transaction of the change it tells about, through `app.mail.queue` (services/mail.ts, which also wakes
// its worker): the worker sends from here.
import { MAIL_KIND_INFO, type MailFrequency, type MailKind } from '@portal/contracts/constants';
import type { MailStatus, QaMail, QaMailReply } from '@portal/contracts';
import type { Db } from '../db/database.js';
import { systemClock, type Clock } from '../lib/clock.js';
import type { Pacer } from '../lib/budget.js';
import { newId } from '../lib/ids.js';

export interface NewMail {
  kind: MailKind;
  userPk: number;
  /** What the template needs, as it was when the mail was queued (the job's title then, …). */
  data: Record<string, unknown>;
  /** The site page the mail is about, a path (`/my-applications`) made absolute when sending. */
  link: string;
  /**
   * Who asked for it, when someone did (the client address of a sign-up or a password reset): an origin's
   * mails past its burst wait their turn (Pacer), so one address's flood never stands before others' mail.
   */
  origin?: string;
}

export interface OutboxRow {
  pk: number;
  id: string;
  kind: MailKind;
  user_pk: number;
  data: string;
  link: string;
  status: MailStatus;
  attempts: number;
  next_attempt_at: number | null;
  last_error: string | null;
  subject: string;
  created_at: number;
  sent_at: number | null;
  /** The recipient, read when sending. */
  user_id: string;
  email: string;
  name: string;
}

/** What limits the outbox keeps to, per recipient (MailSettings). */
export interface MailCaps {
  /** E-mails one address is sent in 24 hours at most, of every kind; more are recorded skipped. */
  dailyPerRecipient: number;
  /**
   * The same for an address not yet confirmed, its verification mails included: anyone can sign up with
   * someone else's address, so until its owner confirms it, it gets little.
   */
  unverifiedDailyPerRecipient: number;
  /** When each origin's next mail is due (none: every mail at once). */
  pacer?: Pacer | undefined;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

const OUTBOX_SELECT = `SELECT o.*, u.id AS user_id, u.email, u.name FROM mail_outbox o JOIN users u ON u.pk = o.user_pk`;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** Something that waits for a user's next digest of a kind (its template's data for one item). */
export interface DigestItem {
  data: Record<string, unknown>;
  createdAt: number;
}

export class MailRepo {
  private readonly insertStmt;
  private readonly sentSinceStmt;
  private readonly skippedSinceStmt;
  private readonly verifiedStmt;
  private readonly dueStmt;
  private readonly nextDueStmt;
  private readonly sentStmt;
  private readonly retryStmt;
  private readonly failedStmt;
  private readonly offStmt;
  private readonly unsubscribeStmt;
  private readonly resubscribeStmt;
  private readonly listStmt;
  private readonly countsStmt;
  private readonly dailyStmt;
  private readonly setDailyStmt;
  private readonly addItemStmt;
  private readonly dueDigestStmt;
  private readonly itemsStmt;
  private readonly dropItemsStmt;
  private readonly countItemsStmt;
  private readonly digestSentStmt;

  constructor(
    private readonly db: Db,
    readonly caps: MailCaps = {
      dailyPerRecipient: Number.POSITIVE_INFINITY,
      unverifiedDailyPerRecipient: Number.POSITIVE_INFINITY,
    },
    /** The app's clock: when a mail is due, and the day its caps count, read the same time as its pace. */
    private readonly clock: Clock = systemClock,
  ) {
    // A mail that is not sent is still recorded, as skipped with the reason (QA can see why nothing came).
    this.insertStmt = db.prepare<{
      id: string;
      kind: MailKind;
      user: number;
      data: string;
      link: string;
      now: number;
      due: number;
      status: 'queued' | 'skipped';
      reason: string | null;
    }>(
      `INSERT INTO mail_outbox (id, kind, user_pk, data, link, status, next_attempt_at, last_error, created_at)
       VALUES (@id, @kind, @user, @data, @link, @status,
               CASE WHEN @status = 'queued' THEN @due END, @reason, @now)`,
    );
    this.verifiedStmt = db.prepare<[number], { verified: 0 | 1 }>(
      'SELECT email_verified_at IS NOT NULL AS verified FROM users WHERE pk = ?',
    );
    this.sentSinceStmt = db.prepare<[number, number], { n: number }>(
      `SELECT count(*) AS n FROM mail_outbox WHERE user_pk = ? AND created_at >= ? AND status <> 'skipped'`,
    );
    this.skippedSinceStmt = db.prepare<[number, string, string, number], { n: number }>(
      `SELECT count(*) AS n FROM mail_outbox
       WHERE user_pk = ? AND kind = ? AND status = 'skipped' AND last_error = ? AND created_at >= ?`,
    );
    this.dueStmt = db.prepare<[number, number], OutboxRow>(
      `${OUTBOX_SELECT} WHERE o.status = 'queued' AND o.next_attempt_at <= ? ORDER BY o.next_attempt_at, o.pk LIMIT ?`,
    );
    this.nextDueStmt = db.prepare<[], { at: number | null }>(
      `SELECT min(next_attempt_at) AS at FROM mail_outbox WHERE status = 'queued'`,
    );
    this.sentStmt = db.prepare(
      `UPDATE mail_outbox SET status = 'sent', attempts = attempts + 1, subject = ?, sent_at = ?,
       next_attempt_at = NULL, last_error = NULL WHERE pk = ?`,
    );
    this.retryStmt = db.prepare(
      `UPDATE mail_outbox SET attempts = attempts + 1, subject = ?, last_error = ?, next_attempt_at = ? WHERE pk = ?`,
    );
    this.failedStmt = db.prepare(
      `UPDATE mail_outbox SET status = 'failed', attempts = attempts + 1, subject = ?, last_error = ?,
       next_attempt_at = NULL WHERE pk = ?`,
    );
    this.offStmt = db.prepare<[number], { kind: MailKind }>(
      'SELECT kind FROM mail_unsubscribes WHERE user_pk = ?',
    );
    this.unsubscribeStmt = db.prepare(
      'INSERT OR IGNORE INTO mail_unsubscribes (user_pk, kind, created_at) VALUES (?, ?, ?)',
    );
    this.resubscribeStmt = db.prepare('DELETE FROM mail_unsubscribes WHERE user_pk = ? AND kind = ?');
    this.listStmt = db.prepare<
      { status: MailStatus | null; kind: MailKind | null; limit: number },
      OutboxRow
    >(
      `${OUTBOX_SELECT} WHERE (@status IS NULL OR o.status = @status) AND (@kind IS NULL OR o.kind = @kind)
       ORDER BY o.pk DESC LIMIT @limit`,
    );
    this.countsStmt = db.prepare<[], { status: MailStatus; n: number }>(
      'SELECT status, count(*) AS n FROM mail_outbox GROUP BY status',
    );
    this.dailyStmt = db.prepare<[number, MailKind], { daily: 0 | 1 }>(
      'SELECT daily FROM mail_digests WHERE user_pk = ? AND kind = ?',
    );
    this.setDailyStmt = db.prepare(
      `INSERT INTO mail_digests (user_pk, kind, daily) VALUES (?, ?, ?)
       ON CONFLICT (user_pk, kind) DO UPDATE SET daily = excluded.daily`,
    );
    this.addItemStmt = db.prepare(
      'INSERT INTO mail_digest_items (user_pk, kind, application_pk, data, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    // Users with something waiting whose last digest of the kind went before `sentBefore` (or never).
    this.dueDigestStmt = db.prepare<[MailKind, number], { user_pk: number }>(
      `SELECT DISTINCT i.user_pk FROM mail_digest_items i
       LEFT JOIN mail_digests d ON d.user_pk = i.user_pk AND d.kind = i.kind
       WHERE i.kind = ? AND (d.last_sent_at IS NULL OR d.last_sent_at <= ?)`,
    );
    this.itemsStmt = db.prepare<[number, MailKind, number], { data: string; created_at: number }>(
      'SELECT data, created_at FROM mail_digest_items WHERE user_pk = ? AND kind = ? ORDER BY pk LIMIT ?',
    );
    this.dropItemsStmt = db.prepare('DELETE FROM mail_digest_items WHERE user_pk = ? AND kind = ?');
    this.countItemsStmt = db.prepare<[number, MailKind], { n: number }>(
      'SELECT count(*) AS n FROM mail_digest_items WHERE user_pk = ? AND kind = ?',
    );
    this.digestSentStmt = db.prepare(
      `INSERT INTO mail_digests (user_pk, kind, daily, last_sent_at) VALUES (?, ?, 0, ?)
       ON CONFLICT (user_pk, kind) DO UPDATE SET last_sent_at = excluded.last_sent_at`,
    );
  }

  /** How a kind that may come as a digest comes to the user (instant unless they chose daily). */
  frequency(userPk: number, kind: MailKind): MailFrequency {
    return this.dailyStmt.get(userPk, kind)?.daily === 1 ? 'daily' : 'instant';
  }

  setFrequency(userPk: number, kind: MailKind, frequency: MailFrequency): void {
    this.setDailyStmt.run(userPk, kind, frequency === 'daily' ? 1 : 0);
  }

  /**
   * Keeps an item for the user's next digest of `kind`. An item about an application goes with it (a
   * withdrawn application is not listed).
   */
  addDigestItem(item: {
    userPk: number;
    kind: MailKind;
    data: Record<string, unknown>;
    applicationPk?: number;
    at: number;
  }): void {
    this.addItemStmt.run(
      item.userPk,
      item.kind,
      item.applicationPk ?? null,
      JSON.stringify(item.data),
      item.at,
    );
  }

  /** The users due a digest of `kind`: something waits, and their last one went before `sentBefore` (ms). */
  dueDigests(kind: MailKind, sentBefore: number): number[] {
    return this.dueDigestStmt.all(kind, sentBefore).map((row) => row.user_pk);
  }

  /**
   * What waits for the user's digest of `kind` (the oldest `limit`), taken: the rest is dropped too (a
   * digest lists at most `limit` and says how many more), and the digest is marked sent at `at`.
   */
  takeDigest(
    userPk: number,
    kind: MailKind,
    limit: number,
    at: number,
  ): { items: DigestItem[]; more: number } {
    const total = this.countItemsStmt.get(userPk, kind)!.n;
    const items = this.itemsStmt.all(userPk, kind, limit).map((row) => ({
      data: JSON.parse(row.data) as Record<string, unknown>,
      createdAt: row.created_at,
    }));
    this.dropItemsStmt.run(userPk, kind);
    this.digestSentStmt.run(userPk, kind, at);
    return { items, more: Math.max(0, total - items.length) };
  }

  /** Why the address gets no more mail today, or null. */
  private capped(userPk: number, now: number): string | null {
    const sent = this.sentSinceStmt.get(userPk, now - DAY_MS)!.n;
    if (sent >= this.caps.dailyPerRecipient)
      return `Not sent: ${this.caps.dailyPerRecipient} e-mails to this address in 24 hours is the most we send`;
    if (sent >= this.caps.unverifiedDailyPerRecipient && this.verifiedStmt.get(userPk)?.verified === 0)
      return `Not sent: the address is not confirmed yet, and ${this.caps.unverifiedDailyPerRecipient} e-mails to it in 24 hours is the most we send until it is`;
    return null;
  }

  /**
   * Queues a mail, or records it skipped when the user turned its kind off or the address had its day's
   * share of mail; true when queued. A refusal for the cap is recorded once per kind and day: a flood of
   * refused mails must not fill the outbox.
   */
  add(mail: NewMail): boolean {
    const now = this.clock();
    const off = !this.isSubscribed(mail.userPk, mail.kind);
    const capped = off ? null : this.capped(mail.userPk, now);
    if (capped && this.skippedSinceStmt.get(mail.userPk, mail.kind, capped, now - DAY_MS)!.n > 0)
      return false;
    const queued = !off && !capped;
    this.insertStmt.run({
      id: newId(),
      kind: mail.kind,
      user: mail.userPk,
      data: JSON.stringify(mail.data),
      link: mail.link,
      now,
      due: now + (queued && mail.origin && this.caps.pacer ? this.caps.pacer.delay(mail.origin) : 0),
      status: queued ? 'queued' : 'skipped',
      reason: capped,
    });
    return queued;
  }

  /** Queued mails whose time has come, oldest first. */
  due(now: number, limit: number): OutboxRow[] {
    return this.dueStmt.all(now, limit);
  }

  /** When the next queued mail is due (ms since the epoch), or null when none is queued. */
  nextDue(): number | null {
    return this.nextDueStmt.get()!.at;
  }

  markSent(pk: number, subject: string, at: number): void {
    this.sentStmt.run(subject, at, pk);
  }

  markRetry(pk: number, subject: string, error: string, nextAt: number): void {
    this.retryStmt.run(subject, error, nextAt, pk);
  }

  markFailed(pk: number, subject: string, error: string): void {
    this.failedStmt.run(subject, error, pk);
  }

  /** The kinds the user turned off. */
  turnedOff(userPk: number): Set<MailKind> {
    return new Set(this.offStmt.all(userPk).map((r) => r.kind));
  }

  isSubscribed(userPk: number, kind: MailKind): boolean {
    return MAIL_KIND_INFO[kind].always === true || !this.turnedOff(userPk).has(kind);
  }

  setSubscribed(userPk: number, kind: MailKind, subscribed: boolean): void {
    if (subscribed) this.resubscribeStmt.run(userPk, kind);
    else this.unsubscribeStmt.run(userPk, kind, new Date().toISOString());
  }

  /** The outbox for QA, newest first. */
  list(options: {
    status?: MailStatus | undefined;
    kind?: MailKind | undefined;
    limit: number;
  }): QaMailReply {
    const counts: QaMailReply['counts'] = { queued: 0, sent: 0, failed: 0, skipped: 0 };
    for (const { status, n } of this.countsStmt.all()) counts[status] = n;
    const mails: QaMail[] = this.listStmt
      .all({ status: options.status ?? null, kind: options.kind ?? null, limit: options.limit })
      .map((row) => ({
        _id: row.id,
        kind: row.kind,
        to: row.email,
        subject: row.subject,
        status: row.status,
        attempts: row.attempts,
        lastError: row.last_error,
        createdAt: iso(row.created_at)!,
        nextAttemptAt: iso(row.next_attempt_at),
        sentAt: iso(row.sent_at),
        latencyMs: row.sent_at === null ? null : row.sent_at - row.created_at,
      }));
    return { mails, counts };
  }
}
