// QA as WireMock users expect it: patterns over the path and the query (and a pattern that can never meet
// a call refused), crafted replies with any status, headers and body for faults and stubs, stubs scoped
// like faults, the journal keeping what a call QA answered carried, and Swagger's samples taken as sent.
import { QA_LIMITS } from '@portal/contracts/constants';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { bearer, login, makeApp, qa, qaHeader, SEEKER } from '../helpers.js';

let app: App;
beforeEach(async () => {
  app = await makeApp();
});
afterEach(async () => {
  await app.close();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
const addFault = (fault: object) => qa(app, 'POST', '/__qa/faults', fault);
const addStub = (stub: object) => qa(app, 'POST', '/__qa/stubs', stub);

describe('patterns', () => {
  it('meet the path, or the path with its query string: either is enough', async () => {
    expect((await addFault({ pattern: '/api/jobs?keyword=qzquery', status: 418 })).statusCode).toBe(201);
    expect((await get('/api/jobs?limit=1&keyword=qzquery')).statusCode).toBe(200);
    expect((await get('/api/jobs?keyword=qzquery&limit=1')).statusCode).toBe(418);
    expect((await get('/api/jobs?limit=1')).statusCode).toBe(200);
    await qa(app, 'DELETE', '/__qa/faults');

    // A regular expression on the query alone, and one anchored on the path (a query does not hide it).
    await addFault({ pattern: '/[?&]keyword=qz(alpha|beta)\\b/', status: 503 });
    await addFault({ pattern: '/^\\/api\\/jobs\\/sitemap$/', status: 502 });
    expect((await get('/api/jobs?limit=1&keyword=qzbeta')).statusCode).toBe(503);
    expect((await get('/api/jobs?keyword=qzgamma')).statusCode).toBe(200);
    expect((await get('/api/jobs/sitemap?limit=2')).statusCode).toBe(502);
    expect((await get('/api/jobs?limit=1')).statusCode).toBe(200);
  });

  it('refuses, saying why, a pattern or a method no call could ever meet', async () => {
    const cases: [object, RegExp][] = [
      [{ pattern: 'http://localhost:4000/api/jobs' }, /^pattern: .*never a whole URL/],
      [{ pattern: '/api/jobs?keyword=two words' }, /^pattern: .*no spaces/],
      [{ pattern: '/api/jobs#top' }, /^pattern: the fragment/],
      [{ pattern: '/__qa/reset' }, /^pattern: the QA controls/],
      [{ pattern: '/^\\/__qa/' }, /^pattern: the QA controls/],
      [{ pattern: '/^api\\/jobs/' }, /^pattern: every path starts with \//],
      [{ pattern: '/(?=x)/' }, /^pattern: not a valid regular expression/],
      [{ pattern: '/api/jobs', method: 'FETCH' }, /^method: one of GET, HEAD, POST, PUT, PATCH, DELETE/],
      [{ pattern: '/api/jobs', method: 'OPTIONS' }, /^method: .*pre-flight/],
    ];
    for (const [rule, message] of cases) {
      for (const [url, extra] of [
        ['/__qa/faults', { status: 500 }],
        ['/__qa/stubs', {}],
      ] as const) {
        const res = await qa(app, 'POST', url, { ...rule, ...extra });
        expect(res.statusCode, `${url} ${JSON.stringify(rule)}`).toBe(400);
        expect(res.json().message, `${url} ${JSON.stringify(rule)}`).toMatch(message);
      }
    }
    expect((await qa(app, 'GET', '/__qa/faults')).json()).toEqual([]);
    expect((await qa(app, 'GET', '/__qa/stubs')).json()).toEqual([]);
    // A method in any case is the method.
    expect((await addFault({ pattern: '/api/jobs', method: 'get', status: 500 })).json().method).toBe('GET');
  });
});

describe('crafted replies', () => {
  it('a fault answers with any status, its headers and a JSON or text body, as written', async () => {
    await addFault({
      pattern: '/api/jobs',
      method: 'GET',
      status: 429,
      headers: { 'Retry-After': '30' },
      jsonBody: { message: 'Slow down', retryIn: 30 },
      times: 1,
    });
    const limited = await get('/api/jobs?limit=1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('30');
    expect(limited.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(limited.json()).toEqual({ message: 'Slow down', retryIn: 30 });

    // A crafted 200: the body given, not the route's shape of it.
    await addFault({ pattern: '/api/jobs', status: 200, jsonBody: { jobs: 'not a list' }, times: 1 });
    const crafted = await get('/api/jobs?limit=1');
    expect([crafted.statusCode, crafted.json()]).toEqual([200, { jobs: 'not a list' }]);

    await addFault({ pattern: '/api/jobs', status: 503, textBody: 'Down for maintenance', times: 1 });
    const text = await get('/api/jobs');
    expect([text.statusCode, text.headers['content-type'], text.body]).toEqual([
      503,
      'text/plain; charset=utf-8',
      'Down for maintenance',
    ]);
    await addFault({
      pattern: '/api/jobs',
      status: 502,
      headers: { 'Content-Type': 'text/html' },
      textBody: '<h1>Bad gateway</h1>',
      times: 1,
    });
    const html = await get('/api/jobs');
    expect([html.headers['content-type'], html.body]).toEqual(['text/html', '<h1>Bad gateway</h1>']);
    // The old kinds stay: a status alone says "Injected fault".
    await addFault({ pattern: '/api/jobs', status: 302, headers: { Location: '/elsewhere' }, times: 1 });
    const moved = await get('/api/jobs');
    expect([moved.statusCode, moved.headers.location, moved.json()]).toEqual([
      302,
      '/elsewhere',
      { message: 'Injected fault' },
    ]);
  });

  it('refuses a reply that could not be sent as written, naming the field', async () => {
    const big = 'x'.repeat(QA_LIMITS.maxReplyBodyBytes);
    const cases: [object, RegExp][] = [
      [{ status: 200, jsonBody: {}, textBody: '' }, /^textBody: give a jsonBody or a textBody, not both/],
      [{ status: 204, jsonBody: { a: 1 } }, /^jsonBody: a 204 reply has no body/],
      [{ status: 200, jsonBody: { big } }, /^jsonBody: at most 65536 bytes/],
      [
        { status: 200, headers: { 'Content-Length': '5' } },
        /^headers: content-length is written by the server/,
      ],
      [{ status: 200, headers: { 'Bad Name': 'x' } }, /^headers: "Bad Name" is not a header name/],
      [
        { status: 200, headers: { 'X-A': 'one\r\nX-B: two' } },
        /^headers: the value of X-A must be plain ASCII/,
      ],
      [{ status: 200, headers: { 'X-A': 'é' } }, /^headers: the value of X-A must be plain ASCII/],
      [{ status: 200, headers: { 'X-A': '1', 'x-a': '2' } }, /^headers: x-a is given twice/],
      [{ status: 199 }, /^status: /],
    ];
    for (const [reply, message] of cases) {
      for (const url of ['/__qa/faults', '/__qa/stubs']) {
        const res = await qa(app, 'POST', url, { pattern: '/api/jobs', ...reply });
        expect(res.statusCode, `${url} ${JSON.stringify(reply).slice(0, 80)}`).toBe(400);
        expect(res.json().message, `${url} ${JSON.stringify(reply).slice(0, 80)}`).toMatch(message);
      }
    }
    const faultOnly: [object, RegExp][] = [
      [{ delayMs: 1, jsonBody: {} }, /^jsonBody: only with a status/],
      [{ delayMs: 1, headers: { 'X-A': '1' } }, /^headers: only with a status/],
      [{ network: 'connection-reset', headers: { 'X-A': '1' } }, /^network: connection-reset sends no reply/],
      [{ status: 500, jsonBody: {}, message: 'm' }, /^message: the reply's body is the jsonBody given/],
      [{ status: 500, textBody: 't', body: 'empty' }, /^body: the reply's body is the textBody given/],
    ];
    for (const [fault, message] of faultOnly) {
      const res = await addFault({ pattern: '/api/jobs', ...fault });
      expect(res.statusCode, JSON.stringify(fault)).toBe(400);
      expect(res.json().message, JSON.stringify(fault)).toMatch(message);
    }
    expect((await qa(app, 'GET', '/__qa/faults')).json()).toEqual([]);
    expect((await qa(app, 'GET', '/__qa/stubs')).json()).toEqual([]);
  });
});

describe('stubs', () => {
  it('answer a method and a pattern with their canned reply, counted, until removed', async () => {
    const stub = await addStub({
      pattern: '/api/jobs?keyword=qzstub',
      method: 'GET',
      jsonBody: { jobs: [], total: 0 },
      headers: { 'X-Stubbed': 'yes' },
    });
    expect(stub.statusCode).toBe(201);
    expect(stub.json()).toMatchObject({ status: 200, method: 'GET', hits: 0 });
    const answered = await get('/api/jobs?keyword=qzstub');
    expect([answered.statusCode, answered.headers['x-stubbed'], answered.json()]).toEqual([
      200,
      'yes',
      { jobs: [], total: 0 },
    ]);
    // Another method, another query: the route.
    expect((await get('/api/jobs?keyword=react')).json().total).toBeGreaterThan(0);
    expect((await qa(app, 'GET', '/__qa/stubs')).json()).toEqual([{ ...stub.json(), hits: 1 }]);

    // With no body, a stub's reply has none; `times` uses it up.
    await addStub({ pattern: '/api/jobs/sitemap', status: 503, times: 2 });
    expect((await get('/api/jobs/sitemap')).body).toBe('');
    expect((await get('/api/jobs/sitemap')).statusCode).toBe(503);
    expect((await get('/api/jobs/sitemap')).statusCode).toBe(200);

    expect((await qa(app, 'DELETE', `/__qa/stubs/${stub.json().id}`)).json()).toEqual({
      message: 'Stub removed',
    });
    expect((await qa(app, 'DELETE', `/__qa/stubs/${stub.json().id}`)).statusCode).toBe(404);
    expect((await get('/api/jobs?keyword=qzstub')).json().jobs).toBeInstanceOf(Array);
  });

  it('are scoped like faults: one session’s or everyone’s, the session’s first; a fault comes first', async () => {
    await addStub({ pattern: '/api/jobs/sitemap', jsonBody: 'alice', session: 'alice' });
    await addStub({ pattern: '/api/jobs/sitemap', jsonBody: 'everyone' });
    expect((await get('/api/jobs/sitemap', { 'x-qa-session': 'alice' })).json()).toBe('alice');
    expect((await get('/api/jobs/sitemap', { 'x-qa-session': 'bob' })).json()).toBe('everyone');
    expect((await get('/api/jobs/sitemap')).json()).toBe('everyone');
    expect((await qa(app, 'GET', '/__qa/stubs?session=alice')).json()).toHaveLength(1);

    await addFault({ pattern: '/api/jobs/sitemap', status: 500, times: 1 });
    expect((await get('/api/jobs/sitemap')).statusCode).toBe(500);
    expect((await get('/api/jobs/sitemap')).json()).toBe('everyone');

    expect((await qa(app, 'DELETE', '/__qa/stubs?session=alice')).json().message).toBe(
      'Stubs of QA session alice cleared (1); global stubs stay',
    );
    expect((await get('/api/jobs/sitemap', { 'x-qa-session': 'alice' })).json()).toBe('everyone');
    expect((await qa(app, 'DELETE', '/__qa/stubs')).json().message).toBe('Stubs cleared');
    expect((await get('/api/jobs/sitemap')).statusCode).toBe(200);
  });

  it('are cleared by a reset, and at most QA_LIMITS.maxStubs are active', async () => {
    for (let i = 0; i < QA_LIMITS.maxStubs; i++) {
      expect((await addStub({ pattern: `/api/nowhere-${i}` })).statusCode).toBe(201);
    }
    const over = await addStub({ pattern: '/api/one-more' });
    expect([over.statusCode, over.json().message]).toEqual([
      409,
      `At most ${QA_LIMITS.maxStubs} stubs at once: clear some first (DELETE /__qa/stubs)`,
    ]);
    await qa(app, 'POST', '/__qa/reset');
    expect((await qa(app, 'GET', '/__qa/stubs')).json()).toEqual([]);
  });
});

describe('paths no route has', () => {
  const notFound = (path: string) => ({ message: `Route GET ${path} not found` });

  it('a stub answers an endpoint not built yet, for everyone or one session', async () => {
    await addStub({ pattern: '/api/not-yet-built', method: 'GET', jsonBody: { built: false } });
    await addStub({
      pattern: '/api/not-yet-built',
      session: 'alice',
      status: 202,
      headers: { 'X-Stubbed': 'alice' },
      textBody: 'hers',
    });
    const everyone = await get('/api/not-yet-built?page=2');
    expect([everyone.statusCode, everyone.json()]).toEqual([200, { built: false }]);
    const hers = await get('/api/not-yet-built', { 'x-qa-session': 'alice' });
    expect([hers.statusCode, hers.headers['x-stubbed'], hers.body]).toEqual([202, 'alice', 'hers']);
    // Another path no route has is still the plain 404.
    const other = await get('/api/not-built-either');
    expect([other.statusCode, other.json()]).toEqual([404, notFound('/api/not-built-either')]);
    expect((await qa(app, 'GET', '/__qa/stubs')).json().map((s: { hits: number }) => s.hits)).toEqual([1, 1]);
  });

  it('a fault meets one, and once it is used up the reply is the plain 404 again', async () => {
    await addFault({ pattern: '/api/not-yet-built', status: 503, message: 'Down', times: 1 });
    const faulted = await get('/api/not-yet-built');
    expect([faulted.statusCode, faulted.json()]).toEqual([503, { message: 'Down' }]);
    const after = await get('/api/not-yet-built');
    expect([after.statusCode, after.json()]).toEqual([404, notFound('/api/not-yet-built')]);
  });

  it('without the QA controls, answer the same 404 as ever', async () => {
    const plain = await makeApp({ qa: false });
    try {
      const res = await plain.inject({ url: '/api/not-yet-built?x=1', headers: { 'x-qa-session': 'alice' } });
      expect([res.statusCode, res.json()]).toEqual([404, notFound('/api/not-yet-built')]);
    } finally {
      await plain.close();
    }
  });

  it('are journaled under /api only: a favicon or robots.txt 404 meets no rule and stays out', async () => {
    await addStub({ pattern: 'favicon' });
    await addStub({ pattern: '/robots.txt' });
    await qa(app, 'DELETE', '/__qa/journal');
    for (const path of ['/favicon.ico', '/robots.txt', '/apiary', '/api/nothing-here']) {
      const res = await get(path);
      expect([path, res.statusCode, res.json()]).toEqual([path, 404, notFound(path)]);
    }
    const journal: { path: string; status: number }[] = (await qa(app, 'GET', '/__qa/journal')).json();
    const calls = journal.filter((e) => !e.path.startsWith('/__qa')).map((e) => [e.path, e.status]);
    expect(calls).toEqual([['/api/nothing-here', 404]]);
  });
});

describe('the journal of calls QA answered', () => {
  it('keeps the body and the user of a faulted and of a stubbed call, with the fault or stub', async () => {
    const token = await login(app, SEEKER);
    const fault = (await addFault({ pattern: '/api/alerts', method: 'POST', status: 503, times: 1 })).json();
    const stub = (
      await addStub({ pattern: '/api/user/profile', method: 'PUT', jsonBody: { ok: true } })
    ).json();
    await app.inject({
      method: 'POST',
      url: '/api/alerts',
      headers: bearer(token),
      payload: { keyword: 'faulted alert', password: 'hidden' },
    });
    await app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(token),
      payload: { name: 'Stubbed Name' },
    });
    const entries = (await qa(app, 'GET', '/__qa/journal?limit=5')).json();
    const stubbed = entries.find((e: { path: string }) => e.path === '/api/user/profile');
    expect(stubbed).toMatchObject({
      method: 'PUT',
      status: 200,
      user: SEEKER,
      body: { name: 'Stubbed Name' },
      response: { ok: true },
      fault: null,
      stub: { id: stub.id, status: 200 },
    });
    const faulted = entries.find((e: { path: string }) => e.path === '/api/alerts');
    expect(faulted).toMatchObject({
      status: 503,
      user: SEEKER,
      body: { keyword: 'faulted alert', password: '[redacted]' },
      fault: { id: fault.id, status: 503 },
      stub: null,
    });
    // Nothing was saved or changed: QA answered instead of the routes.
    const alerts = (await app.inject({ url: '/api/alerts', headers: bearer(token) })).json();
    expect(alerts.map((a: { keyword: string }) => a.keyword)).not.toContain('faulted alert');
    expect((await app.inject({ url: '/api/auth/profile', headers: bearer(token) })).json().name).not.toBe(
      'Stubbed Name',
    );
  });
});

describe('Swagger UI', () => {
  it('sends every QA call’s sample body as it is, and the API takes it', async () => {
    interface Media {
      example?: unknown;
      examples?: Record<string, { value: unknown }>;
    }
    const doc = (await get('/openapi.json')).json() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, Media> } }>>;
    };
    const sent: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      if (!path.startsWith('/__qa')) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const media = operation.requestBody?.content['application/json'];
        const samples = [
          ...(media?.example === undefined ? [] : [media.example]),
          ...Object.values(media?.examples ?? {}).map((e) => e.value),
        ];
        for (const example of samples) {
          const res = await app.inject({
            method: method.toUpperCase() as 'POST',
            url: path,
            headers: qaHeader,
            payload: example as object,
          });
          const what = `${method.toUpperCase()} ${path} ${JSON.stringify(example)}`;
          expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(300);
          sent.push(`${method.toUpperCase()} ${path}`);
        }
      }
    }
    expect(sent).toEqual(
      expect.arrayContaining([
        'POST /__qa/faults',
        'POST /__qa/stubs',
        'PUT /__qa/clock',
        'POST /__qa/clock/advance',
        'POST /__qa/scenarios',
      ]),
    );
  });
});
