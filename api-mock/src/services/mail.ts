// E-mail (`app.mail`): any part of the API queues a mail for a user — a kind, template data and the page it
// is about — with `app.mail.queue(...)`, the one way in (inside the caller's transaction when it has one),
// which also wakes the worker; the worker here sends it over SMTP (nodemailer) with retries and a growing wait, and never inside a request: a mail
// server that is down or slow leaves the user's action as fast as ever, and its failures stay in the
// outbox for QA (`GET /__qa/mail`). Every mail carries a one-click unsubscribe (List-Unsubscribe and
// List-Unsubscribe-Post headers, a signed link that needs no sign-in) and a link to the preferences page;
// a mail someone asked for that must always reach them (a password reset link) has no unsubscribe.
import { MAIL_KIND_INFO, type MailKind } from '@portal/contracts/constants';
import { API_PATHS } from '@portal/contracts/paths';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { LinkTokens } from '../auth/link-tokens.js';
import { backgroundWorker } from '../lib/worker.js';
import { renderMail } from '../mail/templates.js';
import type { NewMail, OutboxRow } from '../repos/mail-repo.js';

/** Site paths of the pages mails link to (the seeker remote's). */
export const MAIL_PAGES = {
  preferences: '/email-preferences',
  unsubscribe: '/unsubscribe',
  verify: '/verify-email',
} as const;

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
    linkTokens: LinkTokens;
  }
}

const BATCH = 20;
/** How long the link of a verification e-mail works. */
export const VERIFY_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * How long an e-mail's unsubscribe link works: as long as the mail is worth reading. A link that never
 * expired stayed a switch over the account's mail for anyone who ever saw the message (a forwarded mail,
 * a shared inbox); after this, the preferences page (signed in) does the same.
 */
export const UNSUBSCRIBE_LINK_TTL_MS = 60 * 24 * 60 * 60 * 1000;

const isCalendar = (value: unknown): value is { method: string; content: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { method?: unknown }).method === 'string' &&
  typeof (value as { content?: unknown }).content === 'string';

function mailer(app: FastifyInstance) {
  const settings = app.settings.mail;
  const site = settings.siteUrl.replace(/\/+$/, '');
  const transporter =
    settings.transport === null
      ? null
      : typeof settings.transport === 'string'
        ? nodemailer.createTransport(settings.transport, {})
        : nodemailer.createTransport(settings.transport);
  // SMTP time-outs: one slow step (connect, greeting, a silent socket) fails the send rather than hang.
  if (transporter && typeof settings.transport === 'string') {
    const options = transporter.options as Record<string, unknown>;
    options.connectionTimeout ??= settings.sendTimeoutMs;
    options.greetingTimeout ??= settings.sendTimeoutMs;
    options.socketTimeout ??= settings.sendTimeoutMs;
  }

  // The app's clock, as the outbox's: a mail's due time and its pace read the same time.
  const { clock } = app.settings;

  const unsubscribeToken = (userId: string, kind: MailKind) =>
    app.linkTokens.sign('unsubscribe', [userId, kind], UNSUBSCRIBE_LINK_TTL_MS);

  async function send(row: OutboxRow): Promise<string> {
    // A kind sent whenever asked for (a reset link) has nothing to unsubscribe from.
    const token = MAIL_KIND_INFO[row.kind].always ? null : unsubscribeToken(row.user_id, row.kind);
    const data = JSON.parse(row.data) as Record<string, unknown>;
    const links = {
      page: new URL(row.link, `${site}/`).href,
      site,
      unsubscribe: token && `${site}${MAIL_PAGES.unsubscribe}?token=${encodeURIComponent(token)}`,
      preferences: `${site}${MAIL_PAGES.preferences}`,
    };
    const { subject, text, html } = renderMail(row.kind, data, row.name, links);
    let timer: NodeJS.Timeout | undefined;
    try {
      // The signal ends an SMTP send; the race covers a transport that does not listen to it (a send
      // that finishes after giving up may deliver twice: better than never).
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`No answer from the mail server within ${settings.sendTimeoutMs} ms`)),
          settings.sendTimeoutMs,
        );
      });
      const sending = transporter!.sendMail({
        from: settings.from,
        to: { name: row.name, address: row.email },
        subject,
        text,
        html,
        // One-click unsubscribe: the mail client POSTs `List-Unsubscribe=One-Click` to the API's URL.
        ...(token && {
          list: {
            unsubscribe: `${app.settings.publicUrl}${API_PATHS.unsubscribe}?token=${encodeURIComponent(token)}`,
          },
        }),
        // A calendar invitation (an interview's): the text/calendar part calendar programs act on, and the
        // same file attached as invite.ics for those that only open attachments (as Google Calendar's own
        // invitations come).
        ...(isCalendar(data.calendar) && {
          icalEvent: { method: data.calendar.method, content: data.calendar.content },
          attachments: [
            {
              filename: 'invite.ics',
              content: data.calendar.content,
              contentType: `application/ics; method=${data.calendar.method}`,
            },
          ],
        }),
        headers: {
          ...(token && { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }),
          'X-Portal-Mail-Kind': row.kind,
        },
        signal: AbortSignal.timeout(settings.sendTimeoutMs),
      });
      await Promise.race([sending, timeout]);
    } catch (err) {
      throw Object.assign(err instanceof Error ? err : new Error(String(err)), { subject });
    } finally {
      clearTimeout(timer);
    }
    return subject;
  }

  /** Sends what is due, one mail at a time, then sleeps until the next one is due (none: no mail server). */
  const worker =
    transporter &&
    backgroundWorker(app, {
      name: 'mail worker',
      nextDue: () => app.mailOutbox.nextDue(),
      drain: async () => {
        for (;;) {
          let rows: OutboxRow[];
          try {
            rows = app.mailOutbox.due(clock(), BATCH);
          } catch {
            return; // the database is closing
          }
          if (rows.length === 0) return;
          for (const row of rows) {
            if (worker!.stopped) return;
            await sendOne(row);
          }
        }
      },
    });

  /** One try of one mail: sent, or tried again later with a growing wait, or given up. */
  async function sendOne(row: OutboxRow): Promise<void> {
    try {
      const subject = await send(row);
      app.mailOutbox.markSent(row.pk, subject, clock());
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      const subject = (err as { subject?: string }).subject ?? '';
      const attempts = row.attempts + 1;
      if (attempts >= settings.maxAttempts) {
        app.mailOutbox.markFailed(row.pk, subject, error);
        app.log.warn({ mail: row.id, kind: row.kind, error }, 'mail failed for good');
      } else {
        const wait = Math.min(settings.retryMaxMs, settings.retryBaseMs * 2 ** (attempts - 1));
        app.mailOutbox.markRetry(row.pk, subject, error, clock() + wait);
      }
    }
  }

  return {
    /** The page of a verification e-mail's link: it confirms this user's address (as it is now) for 7 days. */
    verificationLink(user: { id: string; email: string }): string {
      const token = app.linkTokens.sign('verify-email', [user.id, user.email], VERIFY_LINK_TTL_MS);
      return `${MAIL_PAGES.verify}?token=${encodeURIComponent(token)}`;
    },
    /**
     * Queues a mail (see NewMail) and wakes the worker, which sends it after the caller is done (its
     * transaction committed, its reply sent); true when queued, false when the user turned this kind off
     * or the address had its day's share.
     */
    queue(mail: NewMail): boolean {
      const queued = app.mailOutbox.add(mail);
      if (queued) worker?.wake();
      return queued;
    },
    /** The link that unsubscribes `userId` from `kind` (signed, no sign-in, for UNSUBSCRIBE_LINK_TTL_MS). */
    unsubscribeToken,
    /** Starts the worker (after the server is ready: mails queued before a restart go out too). */
    start(): void {
      worker?.wake();
    },
    /** Sends what is due now and sleeps until the next: after QA moved the clock, a mail due then goes. */
    wake(): void {
      worker?.wake();
    },
    /** Resolves once nothing is being sent (tests, QA). */
    async idle(): Promise<void> {
      await worker?.idle();
    },
    async stop(): Promise<void> {
      await worker?.stop();
      transporter?.close();
    },
  };
}

export type Mailer = ReturnType<typeof mailer>;

export default fp(
  async (app) => {
    // The app's clock: a test moves it past a link's expiry.
    app.decorate('linkTokens', new LinkTokens(app.settings.tokenSecret, app.settings.clock));
    const mail = mailer(app);
    app.decorate('mail', mail);
    app.addHook('onReady', async () => mail.start());
    app.settings.qaClock?.onMove(() => mail.wake());
    // A QA reset starts every address's pace again (testers sign up hundreds of accounts from one).
    app.seed.onReset(() => app.mailOutbox.caps.pacer?.clear());
    // Before the database closes (hooks run in reverse order of registration).
    app.addHook('onClose', async () => mail.stop());
  },
  { name: 'mail', dependencies: ['database', 'repositories', 'seed'] },
);
