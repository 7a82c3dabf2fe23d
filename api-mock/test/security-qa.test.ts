// Replays the findings of the security and reliability tests against the fixed server, here
// the QA controls (H3), the QA tooling and the request log. Each block names the finding it replays;
// security-helpers.ts has what they share.
import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { QA_LIMITS, QA_SCENARIOS } from '@portal/contracts/constants';
import { BUSY_APPLICANTS, MANY_JOBS_OWN } from '../src/seed/scenarios.js';
import {
  bearer,
  EMPLOYER,
  login,
  OTHER_EMPLOYER,
  PASSWORD,
  postJob,
  qa,
  qaHeader,
  SEEKER,
} from './helpers.js';
import { cleanUpAfterEach, fresh } from './security-helpers.js';

cleanUpAfterEach();

describe('H3: the QA controls', () => {
  const routes: [string, string, unknown?][] = [
    ['POST', '/__qa/reset', {}],
    ['POST', '/__qa/faults', { pattern: 'x', status: 500 }],
    ['GET', '/__qa/faults'],
    ['DELETE', '/__qa/faults'],
    ['GET', '/__qa/journal'],
    ['GET', '/__qa/scenarios'],
    ['POST', '/__qa/scenarios', { name: 'empty employer' }],
  ];

  it('need the QA token on every call', async () => {
    const app = await fresh();
    for (const [method, url, payload] of routes) {
      for (const headers of [
        {},
        { 'x-qa-token': 'wrong-token-wrong-token' },
        bearer(await login(app, EMPLOYER)),
      ]) {
        const res = await app.inject({ method: method as 'GET', url, headers, payload: payload as object });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json().message).toMatch(/x-qa-token/);
      }
    }
  });

  it('refuse cross-site calls, token or not: a no-cors POST from another site resets nothing', async () => {
    const app = await fresh();
    const employer = await login(app, EMPLOYER);
    const { _id } = await postJob(app, employer, { title: 'Survives Cross Site Reset' });
    for (const headers of [
      { origin: 'http://evil.test', 'content-type': 'text/plain' },
      { origin: 'http://evil.test', 'sec-fetch-site': 'cross-site', ...qaHeader },
      { 'sec-fetch-site': 'same-site', ...qaHeader },
      { origin: 'null', ...qaHeader },
    ]) {
      const res = await app.inject({ method: 'POST', url: '/__qa/reset', headers, payload: '' });
      expect([401, 403]).toContain(res.statusCode);
    }
    expect((await app.inject({ url: `/api/jobs/${_id}` })).statusCode).toBe(200);
    // a browser would have to pre-flight the token header, and the API never allows it
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/__qa/reset',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-qa-token',
      },
    });
    expect(String(preflight.headers['access-control-allow-headers'] ?? '')).not.toMatch(/x-qa-token/i);
    // same origin (Swagger UI) and plain scripts pass
    const same = await app.inject({
      method: 'GET',
      url: '/__qa/faults',
      headers: {
        ...qaHeader,
        origin: 'http://localhost:80',
        host: 'localhost:80',
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(same.statusCode).toBe(200);
  });

  it('run fault regexes in linear time; refuse what RE2 cannot run, long patterns and too many faults', async () => {
    const app = await fresh();
    const add = (body: object) => qa(app, 'POST', '/__qa/faults', body);
    expect((await add({ pattern: '/^\\/api\\/jobs\\/(a+)+$/', status: 503 })).statusCode).toBe(201);
    // With backtracking this pattern takes 2^40 steps on this path (384 ms at 26 characters): the call
    // would never return, and the test would time out.
    const res = await app.inject({ url: `/api/jobs/${'a'.repeat(40)}b` });
    expect(res.statusCode).toBe(404);
    expect((await app.inject({ url: `/api/jobs/${'a'.repeat(40)}` })).statusCode).toBe(503);
    const backref = await add({ pattern: '/(a)\\1/', status: 500 });
    expect(backref.statusCode).toBe(400);
    expect(backref.json().message).toMatch(/^pattern: not a valid regular expression/);
    expect((await add({ pattern: 'x'.repeat(QA_LIMITS.maxPatternLength + 1), status: 500 })).statusCode).toBe(
      400,
    );
    expect((await add({ pattern: 'x', status: 500, times: QA_LIMITS.maxFaultTimes + 1 })).statusCode).toBe(
      400,
    );
    await qa(app, 'DELETE', '/__qa/faults');
    for (let i = 0; i < QA_LIMITS.maxFaults; i++) await add({ pattern: `/nowhere-${i}`, status: 500 });
    const over = await add({ pattern: '/one-too-many', status: 500 });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/At most 50 faults/);
  });

  it('cap the reset size, and a large reset never blocks the server', async () => {
    const app = await fresh();
    const tooBig = await qa(app, 'POST', '/__qa/reset', { size: QA_LIMITS.maxResetSize + 1 });
    expect(tooBig.statusCode).toBe(400);
    // 15,000 jobs are 30 batches of the seed: enough to show the turns, a third of the work of a larger one.
    const reset = qa(app, 'POST', '/__qa/reset', { size: 15_000 });
    while (!app.seed.resetting) await new Promise((r) => setImmediate(r));
    // Turns of the event loop that other work got while the reset ran: the seed used to run in one
    // synchronous go (7.7 s at 200,000 jobs), which is none. Counted, not timed: a busy machine makes
    // every step slower but takes no turn away.
    let turns = 0;
    const counting = (async () => {
      while (app.seed.resetting) {
        await new Promise((r) => setImmediate(r));
        turns++;
      }
    })();
    // health answers while the reset runs; API calls wait for it and then see the whole seed
    const health = await app.inject({ url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(app.seed.resetting).not.toBeNull();
    const list = await app.inject({ url: '/api/jobs?limit=1' });
    expect((await reset).statusCode).toBe(200);
    await counting;
    expect(list.json().total).toBeGreaterThan(13_500);
    expect(turns).toBeGreaterThan(20);
  });
});

describe('QA tooling', () => {
  it('refuses unknown fields in QA bodies, naming them', async () => {
    const app = await fresh();
    const typo = await qa(app, 'POST', '/__qa/faults', { pattern: '/api/jobs', status: 500, time: 1 });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().message).toBe('body: unknown field "time"');
    const two = await qa(app, 'POST', '/__qa/reset', { size: 1, seed: 2, sise: 3 });
    expect(two.json().message).toBe('body: unknown fields "seed", "sise"');
    expect((await qa(app, 'GET', '/__qa/journal?limit=5&limt=3')).json().message).toBe(
      'query: unknown field "limt"',
    );
    expect((await qa(app, 'GET', '/__qa/faults')).json()).toEqual([]);
  });

  it('journals request bodies with secrets redacted, and marks calls a fault answered', async () => {
    const app = await fresh();
    await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: SEEKER, password: 'Wrong1234', rememberMe: true },
    });
    const fault = (
      await qa(app, 'POST', '/__qa/faults', { pattern: '/api/jobs', status: 503, times: 1 })
    ).json();
    await app.inject({ url: '/api/jobs?keyword=x' });
    const [faulted, signIn] = (await qa(app, 'GET', '/__qa/journal?limit=3'))
      .json()
      .filter((e: { path: string }) => !e.path.startsWith('/__qa'));
    expect(faulted).toMatchObject({
      path: '/api/jobs?keyword=x',
      status: 503,
      fault: { id: fault.id, status: 503 },
    });
    expect(signIn).toMatchObject({
      path: '/api/auth/login',
      status: 401,
      fault: null,
      body: { email: SEEKER, password: '[redacted]', rememberMe: true },
    });
    const journal = JSON.stringify((await qa(app, 'GET', '/__qa/journal')).json());
    expect(journal).not.toContain('Wrong1234');
    expect(journal).not.toContain(qaHeader['x-qa-token']);
  });

  it('loads each named scenario with one call', async () => {
    const app = await fresh();
    const list = (await qa(app, 'GET', '/__qa/scenarios')).json();
    expect(list.map((s: { name: string }) => s.name)).toEqual([...QA_SCENARIOS]);

    const empty = (await qa(app, 'POST', '/__qa/scenarios', { name: 'empty employer' })).json();
    const emptyToken = empty.tokens['empty@demo.test'];
    expect(
      (await app.inject({ url: '/api/jobs/get-jobs-employeer', headers: bearer(emptyToken) })).json(),
    ).toEqual([]);
    expect(await login(app, 'empty@demo.test')).toBeTruthy();

    const busy = (await qa(app, 'POST', '/__qa/scenarios', { name: 'busy employer' })).json();
    const busyToken = busy.tokens['busy@demo.test'];
    const jobs = (
      await app.inject({ url: '/api/jobs/get-jobs-employeer', headers: bearer(busyToken) })
    ).json();
    const hot = jobs.find((j: { title: string }) => j.title === 'Senior Backend Engineer');
    expect(hot.applicationCount).toBe(BUSY_APPLICANTS);
    const applicants = await app.inject({
      url: `/api/applications/job/${hot._id}`,
      headers: bearer(busyToken),
    });
    expect(applicants.json()).toHaveLength(BUSY_APPLICANTS);
    expect(new Set(applicants.json().map((a: { status: string }) => a.status)).size).toBe(4);

    const many = (await qa(app, 'POST', '/__qa/scenarios', { name: 'many jobs' })).json();
    expect(many.message).toMatch(/Scenario "many jobs" loaded/);
    expect((await app.inject({ url: '/api/jobs?limit=1' })).json().total).toBeGreaterThan(4500);
    const own = await app.inject({
      url: '/api/jobs/get-jobs-employeer',
      headers: bearer(many.tokens['many@demo.test']),
    });
    expect(own.json()).toHaveLength(MANY_JOBS_OWN);

    const expired = (await qa(app, 'POST', '/__qa/scenarios', { name: 'expired session' })).json();
    const res = await app.inject({ url: '/api/auth/profile', headers: bearer(expired.tokens[SEEKER]) });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Session expired, please sign in again');
    expect((await qa(app, 'POST', '/__qa/scenarios', { name: 'busy' })).statusCode).toBe(400);
  });
});

describe('logs', () => {
  it('one line per request: JSON, or human-readable', async () => {
    for (const format of ['json', 'pretty'] as const) {
      const lines: string[] = [];
      const logDestination = new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      });
      const app = await fresh({ log: format, logDestination });
      await app.inject({ url: '/health' });
      await app.inject({ url: '/api/jobs?limit=1' });
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: OTHER_EMPLOYER, password: PASSWORD },
      });
      const requests = lines.join('').trim().split('\n');
      expect(requests, format).toHaveLength(3);
      if (format === 'json') {
        expect(JSON.parse(requests[0]!)).toMatchObject({ method: 'GET', url: '/health', status: 200 });
        expect(JSON.parse(requests[2]!)).toMatchObject({ status: 200, user: OTHER_EMPLOYER });
      } else {
        expect(requests[0]).toMatch(/INFO.*GET \/health 200 [\d.]+ ms/);
        expect(requests[2]).toMatch(/POST \/api\/auth\/login 200 [\d.]+ ms talent@northwind.test/);
      }
    }
  });
});
