// Inviting a job seeker found in the talent pool to apply: the employer's message opens a conversation
// about one of their open jobs (before any application), the seeker is told (a notification, an
// `invitation` e-mail) and can answer; an application to the job joins the conversation when it comes.
// Only a discoverable seeker, only the employer's own open job, once per job and seeker, and a per-employer
// rate limit; the reply carries no e-mail address.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { InvitationReply } from '@portal/contracts';
import { MESSAGE_RULE_MESSAGES as M } from '@portal/contracts/rules';
import type { App, BuildAppOptions } from '../src/app.js';
import { bearer, EMPLOYER, login, makeApp, OTHER_EMPLOYER, postJob, register } from './helpers.js';

let app: App;
let employer: string;
let seeker: { token: string; id: string; email: string };
let job: string;

async function open(options: BuildAppOptions = {}) {
  app = await makeApp(options);
  employer = await login(app, EMPLOYER);
  const { token, user } = await register(app, 'jobseeker', 'Ines Invited');
  await call(token, 'PUT', '/api/user/profile', { headline: 'Backend engineer', skills: ['Go'] });
  expect((await call(token, 'PUT', '/api/user/discovery', { discoverable: true })).statusCode).toBe(200);
  seeker = { token, id: user._id, email: user.email };
  job = (await postJob(app, employer, { title: 'Go Engineer' }))._id;
}
beforeEach(async () => {
  await open();
});
afterEach(async () => {
  await app.close();
});

const call = (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const invite = (
  body: Record<string, unknown> = { jobId: job, message: 'Would you apply to our Go role?' },
  token = employer,
  seekerId = seeker.id,
) => call(token, 'POST', `/api/talent/${seekerId}/invitations`, body);
const invitationMails = () =>
  app.db
    .prepare(
      `SELECT o.data, o.link, u.email FROM mail_outbox o JOIN users u ON u.pk = o.user_pk
       WHERE o.kind = 'invitation' ORDER BY o.pk`,
    )
    .all() as { data: string; link: string; email: string }[];

describe('an invitation to apply', () => {
  it('opens a conversation with its message, tells the seeker, who answers and later applies into it', async () => {
    const res = await invite();
    expect(res.statusCode, res.body).toBe(201);
    const { conversation, message } = res.json() as InvitationReply;
    expect(message).toMatchObject({ text: 'Would you apply to our Go role?', from: 'employeer', mine: true });
    expect(conversation).toMatchObject({
      status: null,
      job: { _id: job, title: 'Go Engineer' },
      seeker: { name: 'Ines Invited' },
      unreadCount: 0,
      canSend: true,
      lastMessage: { _id: message._id },
    });
    expect(res.body).not.toContain(seeker.email);

    // The seeker: one unread conversation they may answer, its notification, and the e-mail.
    const theirs = (await call(seeker.token, 'GET', '/api/conversations')).json();
    expect(theirs).toMatchObject({ unreadCount: 1, unreadConversations: 1 });
    expect(theirs.conversations).toHaveLength(1);
    expect(theirs.conversations[0]).toMatchObject({ _id: conversation._id, status: null, canSend: true });
    const notes = (await call(seeker.token, 'GET', '/api/notifications?unread=true')).json();
    expect(notes.notifications).toEqual([
      expect.objectContaining({
        type: 'message',
        application: null,
        conversation: { _id: conversation._id },
        job: expect.objectContaining({ _id: job }),
      }),
    ]);
    const mails = invitationMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.email).toBe(seeker.email);
    expect(mails[0]!.link).toBe(`/messages/${conversation._id}`);
    expect(JSON.parse(mails[0]!.data)).toMatchObject({
      about: 'Go Engineer',
      excerpt: 'Would you apply to our Go role?',
    });

    const page = `/api/conversations/${conversation._id}/messages`;
    const answer = await call(seeker.token, 'POST', page, { text: 'Yes, gladly!' });
    expect(answer.statusCode, answer.body).toBe(201);
    expect((await call(seeker.token, 'PUT', `${page}/read`)).json()).toEqual({
      unreadCount: 0,
      unreadConversations: 0,
    });
    const seen = (await call(employer, 'GET', page)).json();
    expect(seen.messages.map((m: { text: string }) => m.text)).toEqual([
      'Would you apply to our Go role?',
      'Yes, gladly!',
    ]);

    // The seeker applies: the application joins the same conversation, found by either id.
    const applied = await call(seeker.token, 'POST', `/api/applications/${job}`);
    expect(applied.statusCode, applied.body).toBe(201);
    const applicationId = applied.json().application._id as string;
    const byApplication = (await call(employer, 'GET', `/api/applications/${applicationId}/messages`)).json();
    expect(byApplication.conversation).toMatchObject({ _id: conversation._id, status: 'Applied' });
    expect(byApplication.messages).toHaveLength(2);
    const again = (await call(employer, 'GET', `/api/conversations/${applicationId}/messages`)).json();
    expect(again.conversation._id).toBe(conversation._id);
  });

  it('is only for a seeker in the pool, to the employer’s own open job, once, with a message', async () => {
    const { token: hidden, user: hiddenUser } = await register(app, 'jobseeker', 'Hidden Hugo');
    expect((await invite(undefined, employer, hiddenUser._id)).statusCode).toBe(404);
    expect((await invite(undefined, employer, '0123456789abcdef01234567')).statusCode).toBe(404);
    // Turning discovery off takes the seeker out at once.
    await call(seeker.token, 'PUT', '/api/user/discovery', { discoverable: false });
    const gone = await invite();
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('No such job seeker in the talent pool');
    await call(seeker.token, 'PUT', '/api/user/discovery', { discoverable: true });

    const other = await login(app, OTHER_EMPLOYER);
    const notYours = await invite(undefined, other);
    expect(notYours.statusCode).toBe(403);
    expect((await invite({ jobId: '0123456789abcdef01234567', message: 'Hi' })).statusCode).toBe(404);
    const closedJob = (await postJob(app, employer, { title: 'Closed' }))._id;
    await call(employer, 'PUT', `/api/jobs/${closedJob}/toggle-close`);
    const closed = await invite({ jobId: closedJob, message: 'Hi' });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toMatch(/^jobId: This job is closed/);
    const blank = await invite({ jobId: job, message: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(`message: ${M.messageRequired}`);
    expect((await invite({ jobId: job })).statusCode).toBe(400);

    expect((await invite(undefined, seeker.token)).statusCode).toBe(403);
    expect((await invite(undefined, hidden)).statusCode).toBe(403);
    expect(
      (await call(null, 'POST', `/api/talent/${seeker.id}/invitations`, { jobId: job, message: 'x' }))
        .statusCode,
    ).toBe(401);
    expect(invitationMails()).toEqual([]);

    expect((await invite()).statusCode).toBe(201);
    const twice = await invite();
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(
      'You have already written to Ines Invited about this job: see your messages',
    );
    // A seeker who applied already is written to from the job's applicants.
    const appliedJob = (await postJob(app, employer, { title: 'Applied' }))._id;
    await call(seeker.token, 'POST', `/api/applications/${appliedJob}`);
    const applied = await invite({ jobId: appliedJob, message: 'Hi' });
    expect(applied.statusCode).toBe(409);
    expect(applied.json().message).toMatch(/has already applied to this job/);
    expect(invitationMails()).toHaveLength(1);
  });
});

describe('the per-employer rate limit', () => {
  it('refuses an employer past the limit with a 429 that says when, and opens nothing', async () => {
    await app.close();
    await open({ rateLimits: { invitations: { max: 1, windowMs: 60_000 } } });
    expect((await invite()).statusCode).toBe(201);
    const second = (await postJob(app, employer, { title: 'Second' }))._id;
    const refused = await invite({ jobId: second, message: 'And this one?' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json().message).toMatch(/^Too many invitations: at most 1 can be sent in/);
    expect(app.db.prepare('SELECT count(*) FROM conversations').pluck().get()).toBe(1);
    expect(invitationMails()).toHaveLength(1);
  });
});
