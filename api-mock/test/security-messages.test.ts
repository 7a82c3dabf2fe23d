// The cost of direct messages to the server, whatever a caller sends: long input is refused before it is
// stored (a body far past a message's size before it is even parsed), and a long conversation or a busy
// employer's many conversations cost one page of work to open, read through an index, never a pass over
// every message. (Messages have no search: there are no terms to multiply.) How fast a 500-message
// conversation opens in the browser is the front-end bench's figure.
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@portal/contracts/constants';
import type { App } from '../src/app.js';
import { bearer, jobBody, login, register, SEEKER } from './helpers.js';
import { cleanUpAfterEach, fresh } from './security-helpers.js';

cleanUpAfterEach();

/** SQLite's plan of a statement, one line per step. */
const plan = (app: App, sql: string, ...params: unknown[]) =>
  (app.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((r) => r.detail);

/** One employer, `seekers` candidates each with an application and `perConversation` messages in it. */
async function busy(seekers: number, perConversation: number) {
  const app = await fresh({ rateLimits: { enabled: false } });
  const employer = await register(app, 'employeer', 'Busy Employer');
  const job = await app.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: bearer(employer.token),
    payload: jobBody(),
  });
  const jobPk = app.db.prepare('SELECT pk FROM jobs WHERE id = ?').pluck().get(job.json()._id) as number;
  const employerPk = app.users.findById(employer.user._id)!.pk;
  const insertUser = app.db.prepare(
    `INSERT INTO users (id, name, email, password_hash, role, created_at, updated_at)
     VALUES (?, ?, ?, 'x', 'jobseeker', ?, ?)`,
  );
  const insertApplication = app.db.prepare(
    `INSERT INTO applications (id, job_pk, seeker_pk, status, created_at, updated_at) VALUES (?, ?, ?, 'Applied', ?, ?)`,
  );
  const hex = (n: number) => n.toString(16).padStart(24, '0');
  const at = new Date().toISOString();
  const applications: string[] = [];
  app.db.transaction(() => {
    for (let i = 0; i < seekers; i++) {
      const seekerPk = Number(
        insertUser.run(hex(1e6 + i), `Seeker ${i}`, `s${i}@busy.test`, at, at).lastInsertRowid,
      );
      insertApplication.run(hex(2e6 + i), jobPk, seekerPk, at, at);
      applications.push(hex(2e6 + i));
      for (let m = 0; m < perConversation; m++)
        app.messages.add(
          app.messages.parties(hex(2e6 + i))!,
          m % 2 ? seekerPk : employerPk,
          `Message ${m} ${'x'.repeat(200)}`,
        );
    }
  })();
  return { app, employer: employer.token, applications };
}

describe('direct messages under load and long input', () => {
  it('refuses long input before storing it: a huge body unparsed, a long message with its field message', async () => {
    const app = await fresh();
    const seeker = await login(app, SEEKER);
    const employer = await login(app, 'employer@demo.test');
    const jobs = (
      await app.inject({ url: '/api/jobs/get-jobs-employeer', headers: bearer(employer) })
    ).json();
    const mine = (
      await app.inject({ url: '/api/applications/my?limit=100', headers: bearer(seeker) })
    ).json();
    const ids = new Set((jobs as { _id: string }[]).map((j) => j._id));
    const application = (mine.applications as { _id: string; job: { _id: string } }[]).find((a) =>
      ids.has(a.job._id),
    )!._id;
    const send = (payload: string) =>
      app.inject({
        method: 'POST',
        url: `/api/applications/${application}/messages`,
        headers: { ...bearer(employer), 'content-type': 'application/json' },
        payload,
      });
    const huge = await send(JSON.stringify({ text: 'x'.repeat(900 * 1024) }));
    expect(huge.statusCode).toBe(413);
    expect(typeof huge.json().message).toBe('string');
    const long = await send(JSON.stringify({ text: '😀'.repeat(LIMITS.messageMaxLength) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/^text: A message can be at most/);
    const count = app.db.prepare('SELECT count(*) FROM messages').pluck().get();
    expect(count).toBe(0);
  });

  it('opens a 2,000-message conversation one page at a time, through its index', async () => {
    const { app, employer, applications } = await busy(1, 2000);
    const res = await app.inject({
      url: `/api/applications/${applications[0]}/messages`,
      headers: bearer(employer),
    });
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json();
    expect(reply.messages).toHaveLength(LIMITS.messagesPageSizeDefault);
    expect(reply.hasMore).toBe(true);
    // The newest page and an older one are index searches on (conversation, message), in order: no scan
    // of the messages and no sort of them.
    const newest = plan(
      app,
      `SELECT m.pk FROM messages m JOIN conversations c ON c.pk = m.conversation_pk
       WHERE m.conversation_pk = 1 ORDER BY m.pk DESC LIMIT 51`,
    );
    expect(newest.join(' | ')).toMatch(/SEARCH m USING (COVERING )?INDEX messages_by_conversation/);
    expect(newest.join(' | ')).not.toMatch(/TEMP B-TREE|SCAN m\b/);
  });

  it("lists a busy employer's 3,000 conversations a page at a time, and counts unread through an index", async () => {
    const { app, employer } = await busy(3000, 1);
    const res = await app.inject({ url: '/api/conversations?limit=20', headers: bearer(employer) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total: 3000, pages: 150, unreadCount: 0 });
    expect(res.json().conversations).toHaveLength(20);
    const page = plan(
      app,
      'SELECT pk FROM conversations c WHERE c.employer_pk = ? ORDER BY c.last_message_pk DESC LIMIT 20',
      1,
    );
    expect(page.join(' | ')).toMatch(/SEARCH c USING (COVERING )?INDEX conversations_by_employer/);
    expect(page.join(' | ')).not.toMatch(/TEMP B-TREE/);
    const unread = plan(app, 'SELECT sum(employer_unread) FROM conversations WHERE employer_pk = ?', 1);
    expect(unread.join(' | ')).toMatch(
      /SEARCH conversations USING (COVERING )?INDEX conversations_by_employer/,
    );
  });
});
