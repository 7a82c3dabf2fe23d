// Direct messages: one conversation per application between its candidate and the job's employer (the
// employer opens it), unread counts per side, the in-app notification and one e-mail per unread
// conversation, the field messages, paging, the per-sender rate limit, who may call what, and the live
// stream (events, heartbeat, a closed connection frees its listener, a session that ends ends it).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LIMITS } from '@portal/contracts/constants';
import { MESSAGE_RULE_MESSAGES as M } from '@portal/contracts/rules';
import type { App, BuildAppOptions } from '../src/app.js';
import { openSeeded } from './fixtures.js';
import { bearer, EMPLOYER, login, makeApp, register, SEEKER } from './helpers.js';

let app: App;
let employer: string;
let other: string;
let seeker: string;
let application: string;

const closed = new WeakSet<App>();
/** Closes the current app once (a test may close it itself to see what closing does). */
async function closeApp() {
  if (closed.has(app)) return;
  closed.add(app);
  await app.close();
}

async function open(options: BuildAppOptions = {}) {
  if (app) await closeApp();
  ({ app, employer, other, seeker } = await openSeeded(options));
  await findApplication();
}

/** The demo seeker's application to one of the demo employer's jobs (the seed has some). */
async function findApplication() {
  const mine = await call(seeker, 'GET', '/api/applications/my?limit=100');
  const jobs = await call(employer, 'GET', '/api/jobs/get-jobs-employeer');
  const employerJobs = new Set((jobs.json() as { _id: string }[]).map((j) => j._id));
  const found = (mine.json().applications as { _id: string; job: { _id: string } }[]).find((a) =>
    employerJobs.has(a.job._id),
  );
  if (!found) throw new Error('the seed has no application of the demo seeker to the demo employer');
  application = found._id;
}
beforeEach(async () => {
  await open();
});
afterEach(closeApp);

const call = (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const messagesUrl = (id = application) => `/api/applications/${id}/messages`;
const send = (token: string, text: string, id = application) =>
  call(token, 'POST', messagesUrl(id), { text });
const conversations = async (token: string) => {
  const res = await call(token, 'GET', '/api/conversations');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const mails = () =>
  app.db
    .prepare(
      `SELECT o.status, o.data, o.link, u.email FROM mail_outbox o JOIN users u ON u.pk = o.user_pk
       WHERE o.kind = 'message' ORDER BY o.pk`,
    )
    .all() as { status: string; data: string; link: string; email: string }[];

describe('a conversation', () => {
  it('is opened by the employer, answered by the candidate, with unread counts going up and down', async () => {
    // Before the employer writes, the candidate can read it (empty) but not write.
    const empty = await call(seeker, 'GET', messagesUrl());
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toMatchObject({ messages: [], hasMore: false, conversation: { canSend: false } });
    const early = await send(seeker, 'Hello?');
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe('You can answer once the employer has written to you');
    expect((await conversations(seeker)).conversations).toEqual([]);

    const first = await send(employer, '  Are you free on Tuesday?  ');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ text: 'Are you free on Tuesday?', from: 'employeer', mine: true });
    await send(employer, 'Say 10:00?');

    const seekerList = await conversations(seeker);
    expect(seekerList).toMatchObject({ unreadCount: 2, unreadConversations: 1, total: 1 });
    expect(seekerList.conversations[0]).toMatchObject({
      _id: application,
      unreadCount: 2,
      canSend: true,
      lastMessage: { text: 'Say 10:00?', from: 'employeer', mine: false },
    });
    expect((await conversations(employer)).unreadCount).toBe(0);

    const thread = (await call(seeker, 'GET', messagesUrl())).json();
    expect(thread.messages.map((m: { text: string }) => m.text)).toEqual([
      'Are you free on Tuesday?',
      'Say 10:00?',
    ]);
    // Reading is not marking read: the reader says so.
    expect((await conversations(seeker)).unreadCount).toBe(2);
    const read = await call(seeker, 'PUT', `${messagesUrl()}/read`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ unreadCount: 0, unreadConversations: 0 });

    const reply = await send(seeker, 'Tuesday works.');
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ from: 'jobseeker', mine: true });
    expect(await conversations(employer)).toMatchObject({ unreadCount: 1, unreadConversations: 1 });
    expect((await conversations(seeker)).unreadCount).toBe(0);
    expect((await call(employer, 'PUT', `${messagesUrl()}/read`)).json().unreadCount).toBe(0);
  });

  it('keeps markup and links as the text typed', async () => {
    const text = '<script>alert(1)</script> <b>bold</b> see https://example.com/a?b=1&c=<2>';
    expect((await send(employer, text)).json().text).toBe(text);
    const thread = (await call(seeker, 'GET', messagesUrl())).json();
    expect(thread.messages[0].text).toBe(text);
  });

  it('refuses an empty or oversized message with the field message, and sends nothing', async () => {
    for (const text of ['', '   \n\t ']) {
      const res = await send(employer, text);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`text: ${M.messageRequired}`);
    }
    const long = await send(employer, 'x'.repeat(LIMITS.messageMaxLength + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(`text: ${M.messageLength}`);
    // Exactly the limit (spaces around it trimmed) is fine.
    expect((await send(employer, ` ${'y'.repeat(LIMITS.messageMaxLength)} `)).statusCode).toBe(201);
    const missing = await call(employer, 'POST', messagesUrl(), {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('text: is required');
    const huge = await send(employer, 'z'.repeat(100 * 1024));
    expect(huge.statusCode).toBe(413);
    expect(mails()).toHaveLength(1);
    expect((await call(seeker, 'GET', messagesUrl())).json().messages).toHaveLength(1);
  });

  it('pages back from the newest', async () => {
    const parties = app.messages.parties(application)!;
    for (let i = 1; i <= 120; i++) app.messages.add(parties, parties.employerPk, `m${i}`);
    const first = (await call(seeker, 'GET', messagesUrl())).json();
    expect(first.messages).toHaveLength(LIMITS.messagesPageSizeDefault);
    expect(first.messages.at(-1).text).toBe('m120');
    expect(first.messages[0].text).toBe('m71');
    expect(first.hasMore).toBe(true);
    const second = (
      await call(seeker, 'GET', `${messagesUrl()}?before=${first.messages[0]._id}&limit=60`)
    ).json();
    expect(second.messages.map((m: { text: string }) => m.text)).toEqual(
      Array.from({ length: 60 }, (_, i) => `m${i + 11}`),
    );
    expect(second.hasMore).toBe(true);
    const last = (await call(seeker, 'GET', `${messagesUrl()}?before=${second.messages[0]._id}`)).json();
    expect(last.messages).toHaveLength(10);
    expect(last.hasMore).toBe(false);
    for (const bad of ['?limit=0', `?limit=${LIMITS.messagesPageSizeMax + 1}`, '?limit=ten', '?before=']) {
      const res = await call(seeker, 'GET', `${messagesUrl()}${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message, bad).toMatch(/^(limit|before): /);
    }
  });

  it('goes with a withdrawn application', async () => {
    await send(employer, 'Hello');
    expect((await call(seeker, 'DELETE' as 'PUT', `/api/applications/${application}`)).statusCode).toBe(200);
    expect((await call(seeker, 'GET', messagesUrl())).statusCode).toBe(404);
    expect(await conversations(seeker)).toMatchObject({ conversations: [], unreadCount: 0 });
  });
});

describe('a new message tells its reader', () => {
  it('with one notification per conversation, read with the conversation', async () => {
    await send(employer, 'One');
    await send(employer, 'Two');
    const list = (await call(seeker, 'GET', '/api/notifications?unread=true')).json();
    const ofMessages = list.notifications.filter((n: { type: string }) => n.type === 'message');
    expect(ofMessages).toHaveLength(1);
    expect(ofMessages[0]).toMatchObject({
      application: { _id: application },
      conversation: { _id: application },
      read: false,
    });
    expect(ofMessages[0].sender.name).not.toBe('');
    await call(seeker, 'PUT', `${messagesUrl()}/read`);
    const after = (await call(seeker, 'GET', '/api/notifications?unread=true')).json();
    expect(after.notifications.filter((n: { type: string }) => n.type === 'message')).toEqual([]);
    // The candidate's answer is the employer's notification, naming the candidate.
    await send(seeker, 'Three');
    const employers = (await call(employer, 'GET', '/api/notifications?unread=true')).json();
    const theirs = employers.notifications.filter((n: { type: string }) => n.type === 'message');
    expect(theirs).toHaveLength(1);
    expect(theirs[0].sender.name).toBe(app.users.findByEmail(SEEKER)!.name);
  });

  it('with one e-mail per unread conversation, not one per message, as the preferences say', async () => {
    await send(employer, 'First <b>news</b>');
    await send(employer, 'Second');
    await send(employer, 'Third');
    expect(mails()).toHaveLength(1);
    const [mail] = mails();
    expect(mail).toMatchObject({ status: 'queued', email: SEEKER, link: `/messages/${application}` });
    expect(JSON.parse(mail!.data)).toMatchObject({ excerpt: 'First <b>news</b>' });
    // Read, then a new message: a new e-mail.
    await call(seeker, 'PUT', `${messagesUrl()}/read`);
    await send(employer, 'Fourth');
    expect(mails()).toHaveLength(2);
    // The employer hears of the answer, on their own page.
    await send(seeker, 'Answer');
    expect(mails().at(-1)).toMatchObject({
      email: EMPLOYER,
      link: `/employeer/messages/${application}`,
    });
    // Turned off in the preferences: recorded skipped, never sent.
    await call(seeker, 'PUT', `${messagesUrl()}/read`);
    expect((await call(seeker, 'PUT', '/api/mail/preferences', { message: false })).statusCode).toBe(200);
    await send(employer, 'Fifth');
    expect(mails().at(-1)).toMatchObject({ email: SEEKER, status: 'skipped' });
  });
});

describe('the per-sender rate limit', () => {
  it('refuses a sender past the limit with a 429 that says when, and leaves the other side alone', async () => {
    await open({ rateLimits: { messages: { max: 3, windowMs: 60_000 } } });
    for (const text of ['a', 'b', 'c']) expect((await send(employer, text)).statusCode).toBe(201);
    const refused = await send(employer, 'd');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many messages: at most 3 can be sent in 1 minute\. Try again in (\d+ seconds?|1 minute)\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // A refused message is not stored, and the candidate may still answer.
    expect((await call(seeker, 'GET', messagesUrl())).json().messages).toHaveLength(3);
    expect((await send(seeker, 'Hi')).statusCode).toBe(201);
    // A malformed message spends nothing.
    await open({ rateLimits: { messages: { max: 1, windowMs: 60_000 } } });
    expect((await send(employer, '')).statusCode).toBe(400);
    expect((await send(employer, 'ok')).statusCode).toBe(201);
  });
});

describe('who may call', () => {
  it('none, seeker, other seeker, other employer, owner', async () => {
    const otherSeeker = (await register(app, 'jobseeker', 'Other Seeker')).token;
    const callers = { none: null, seeker, otherSeeker, other, owner: employer };
    const statuses = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => {
      const got: Record<string, number> = {};
      for (const [who, token] of Object.entries(callers))
        got[who] = (await call(token, method, url, body)).statusCode;
      return got;
    };
    const parties = { none: 401, seeker: 200, otherSeeker: 403, other: 403, owner: 200 };
    // The owner writes first (the candidate answers); the others are refused before anything is stored.
    const sent = await statuses('POST', messagesUrl(), { text: 'Hello from the matrix' });
    expect(sent).toEqual({ none: 401, seeker: 403, otherSeeker: 403, other: 403, owner: 201 });
    expect((await statuses('POST', messagesUrl(), { text: 'Again' })).seeker).toBe(201);
    expect(await statuses('GET', messagesUrl())).toEqual(parties);
    expect(await statuses('PUT', `${messagesUrl()}/read`)).toEqual(parties);
    expect(await statuses('GET', '/api/conversations')).toEqual({
      none: 401,
      seeker: 200,
      otherSeeker: 200,
      other: 200,
      owner: 200,
    });
    // Each lists only their own: the strangers have none.
    expect((await conversations(otherSeeker)).conversations).toEqual([]);
    expect((await conversations(other)).conversations).toEqual([]);
    // An unknown application is a 404 to everyone signed in.
    expect((await call(employer, 'GET', messagesUrl('ffffffffffffffffffffffff'))).statusCode).toBe(404);
  });
});

// ---------------------------------------------------------------- the live stream

interface StreamEvent {
  event: string;
  data: unknown;
}

/** A client of GET /api/messages/stream over a real connection: its events in order, and its comments. */
async function openStream(url: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(`${url}/api/messages/stream`, {
    headers: { ...bearer(token), accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  let comments = 0;
  let ended = false;
  let wake = () => {};
  const reading = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.startsWith(':')) comments++;
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data !== undefined) events.push({ event, data: JSON.parse(data) });
          wake();
        }
      }
    } catch {
      // aborted by the test
    }
    ended = true;
    wake();
  })();
  /** Waits until `n` events came (or the stream ended). */
  const until = async (test: () => boolean) => {
    while (!test() && !ended) await new Promise<void>((resolve) => (wake = resolve));
  };
  return {
    res,
    events,
    comments: () => comments,
    ended: () => ended,
    async next(count: number) {
      await until(() => events.length >= count);
      return events.slice(0, count);
    },
    async untilComment() {
      await until(() => comments > 0);
    },
    async untilEnded() {
      await until(() => false);
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}

/** Polls `read` until it returns `want` (the server sees a closed connection a moment after the client). */
async function eventually<T>(read: () => T, want: T) {
  while (read() !== want) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('the live stream', () => {
  let url: string;
  /** The app on a port of its own (streams need real connections), with the time-outs of a test's. */
  async function listen(options: BuildAppOptions = {}) {
    await closeApp();
    app = await makeApp(options);
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    [employer, seeker] = await Promise.all([login(app, EMPLOYER), login(app, SEEKER)]);
    await findApplication();
  }

  it('sends the counts at once, then each new message and the new counts, to both sides', async () => {
    await listen();
    const reader = await openStream(url, seeker);
    expect(reader.res.status).toBe(200);
    expect(reader.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(reader.res.headers.get('x-accel-buffering')).toBe('no');
    expect(reader.res.headers.get('cache-control')).toMatch(/no-cache/);
    expect(await reader.next(1)).toEqual([
      { event: 'unread', data: { unreadCount: 0, unreadConversations: 0 } },
    ]);
    const writer = await openStream(url, employer);
    await writer.next(1);
    await send(employer, 'Live <i>hello</i>');
    const [, message, counts] = await reader.next(3);
    expect(message).toMatchObject({
      event: 'message',
      data: {
        conversation: application,
        message: { text: 'Live <i>hello</i>', mine: false, from: 'employeer' },
      },
    });
    expect(counts).toEqual({ event: 'unread', data: { unreadCount: 1, unreadConversations: 1 } });
    // The sender's own tabs see it too, as theirs.
    const [, own] = await writer.next(2);
    expect(own).toMatchObject({ event: 'message', data: { message: { mine: true } } });
    // Read in another tab: the counts go down in this one.
    await call(seeker, 'PUT', `${messagesUrl()}/read`);
    expect((await reader.next(4))[3]).toEqual({
      event: 'unread',
      data: { unreadCount: 0, unreadConversations: 0 },
    });
    await reader.close();
    await writer.close();
  });

  it('frees its listener when the connection closes, and ends every stream when the server closes', async () => {
    await listen();
    const seekerPk = app.users.findByEmail(SEEKER)!.pk;
    const tabs = [await openStream(url, seeker), await openStream(url, seeker)];
    for (const tab of tabs) await tab.next(1);
    expect(app.messaging.listenerCount(seekerPk)).toBe(2);
    await tabs[0]!.close();
    await eventually(() => app.messaging.listenerCount(seekerPk), 1);
    // A message now reaches the open tab only, and nothing fails for the closed one.
    await send(employer, 'Still there?');
    await tabs[1]!.next(3);
    await closeApp();
    await tabs[1]!.untilEnded();
    expect(app.messaging.listenerCount()).toBe(0);
  });

  it('keeps a quiet stream open with a heartbeat, and ends it once the session has ended', async () => {
    await listen({ messaging: { heartbeatMs: 50 } });
    const tab = await openStream(url, seeker);
    await tab.next(1);
    await tab.untilComment();
    expect(tab.ended()).toBe(false);
    expect((await call(seeker, 'POST', '/api/auth/logout-all')).statusCode).toBe(200);
    await tab.untilEnded();
    expect(tab.events.at(-1)).toMatchObject({
      event: 'end',
      data: { message: expect.stringMatching(/sign in/i) },
    });
    await eventually(() => app.messaging.listenerCount(), 0);
  });

  it('refuses a caller without a session, and more streams than a user may hold', async () => {
    await listen({ messaging: { streamsPerUser: 2 } });
    const none = await fetch(`${url}/api/messages/stream`, { headers: { accept: 'text/event-stream' } });
    expect(none.status).toBe(401);
    expect(((await none.json()) as { message: string }).message).toBe('Not authorized, no token');
    const tabs = [await openStream(url, seeker), await openStream(url, seeker)];
    for (const tab of tabs) await tab.next(1);
    const third = await fetch(`${url}/api/messages/stream`, {
      headers: { ...bearer(seeker), accept: 'text/event-stream' },
    });
    expect(third.status).toBe(429);
    expect(((await third.json()) as { message: string }).message).toMatch(
      /^Too many open message streams: at most 2 at once/,
    );
    // Another user is not counted against this one.
    const theirs = await openStream(url, employer);
    expect(theirs.res.status).toBe(200);
    for (const tab of [...tabs, theirs]) await tab.close();
  });
});
