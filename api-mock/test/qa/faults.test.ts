// QA faults beyond a status and a delay: scoped to one tester's QA session, the injected reply's body, and
// the network-level faults, seen from a real socket (a reset, an empty reply, cut JSON, a dribble).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connect } from 'node:net';
import { request as httpRequest } from 'node:http';
import type { App } from '../../src/app.js';
import { makeApp, qa, qaHeader } from '../helpers.js';

let app: App;
beforeEach(async () => {
  app = await makeApp();
});
afterEach(async () => {
  await app.close();
});

const jobs = (headers: Record<string, string> = {}) => app.inject({ url: '/api/jobs?limit=1', headers });

describe('faults scoped to a QA session', () => {
  it("meet only that session's calls (header or cookie); global faults meet everyone's", async () => {
    const alice = await qa(app, 'POST', '/__qa/faults', {
      pattern: '/api/jobs',
      status: 503,
      session: 'alice',
    });
    expect(alice.statusCode).toBe(201);
    expect(alice.json()).toMatchObject({ session: 'alice', status: 503 });
    expect((await jobs({ 'x-qa-session': 'alice' })).statusCode).toBe(503);
    expect((await jobs({ cookie: 'theme=dark; qa-session=alice' })).statusCode).toBe(503);
    expect((await jobs({ 'x-qa-session': 'bob' })).statusCode).toBe(200);
    expect((await jobs()).statusCode).toBe(200);
    // A malformed session name names no session.
    expect((await jobs({ 'x-qa-session': 'alice; x' })).statusCode).toBe(200);

    await qa(app, 'POST', '/__qa/faults', { pattern: '/api/jobs', status: 500, message: 'for all' });
    expect((await jobs()).json()).toEqual({ message: 'for all' });
    expect((await jobs({ 'x-qa-session': 'bob' })).statusCode).toBe(500);
    // A session's own fault comes first.
    expect((await jobs({ 'x-qa-session': 'alice' })).statusCode).toBe(503);
  });

  it('are listed, cleared per session (global ones stay) and removed one by one', async () => {
    const a = (
      await qa(app, 'POST', '/__qa/faults', { pattern: '/a', status: 500, session: 'alice' })
    ).json();
    await qa(app, 'POST', '/__qa/faults', { pattern: '/b', status: 500, session: 'bob' });
    const global = (await qa(app, 'POST', '/__qa/faults', { pattern: '/g', delayMs: 1 })).json();
    expect((await qa(app, 'GET', '/__qa/faults?session=alice')).json().map((f: any) => f.id)).toEqual([a.id]);
    expect((await qa(app, 'GET', '/__qa/faults')).json()).toHaveLength(3);

    const cleared = await qa(app, 'DELETE', '/__qa/faults?session=bob');
    expect(cleared.json().message).toBe('Faults of QA session bob cleared (1); global faults stay');
    expect((await qa(app, 'GET', '/__qa/faults')).json().map((f: any) => f.id)).toEqual([a.id, global.id]);

    expect((await qa(app, 'DELETE', `/__qa/faults/${a.id}`)).json()).toEqual({ message: 'Fault removed' });
    const again = await qa(app, 'DELETE', `/__qa/faults/${a.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toMatch(/Fault not found/);
    expect((await qa(app, 'GET', '/__qa/faults?session=a%20b')).statusCode).toBe(400);
  });

  it('let the portal pages name their session across origins (CORS pre-flight)', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/jobs',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-qa-session',
      },
    });
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/x-qa-session/i);
    expect(String(preflight.headers['access-control-allow-headers'])).not.toMatch(/x-qa-token/i);
  });
});

describe("faults and stubs for the rendering server's calls, the browser's or both", () => {
  const server = { 'x-qa-render': 'server' };
  const hits = async (path: string) => (await qa(app, 'GET', path)).json() as { hits: number }[];

  it('caller "server" meets only the rendering server\'s calls, "browser" only the others, both by default', async () => {
    await qa(app, 'POST', '/__qa/faults', { pattern: '/api/jobs', status: 503, caller: 'server' });
    expect((await jobs(server)).statusCode).toBe(503);
    expect((await jobs()).statusCode).toBe(200);
    await qa(app, 'DELETE', '/__qa/faults');

    await qa(app, 'POST', '/__qa/faults', { pattern: '/api/jobs', status: 502, caller: 'browser' });
    expect((await jobs(server)).statusCode).toBe(200);
    expect((await jobs()).statusCode).toBe(502);
    await qa(app, 'DELETE', '/__qa/faults');

    const both = await qa(app, 'POST', '/__qa/faults', { pattern: '/api/jobs', status: 500 });
    expect(both.json()).not.toHaveProperty('caller');
    expect((await jobs(server)).statusCode).toBe(500);
    expect((await jobs()).statusCode).toBe(500);

    // Stubs the same way, each side its own.
    await qa(app, 'DELETE', '/__qa/faults');
    await qa(app, 'POST', '/__qa/stubs', {
      pattern: '/api/jobs',
      jsonBody: { side: 'server' },
      caller: 'server',
    });
    await qa(app, 'POST', '/__qa/stubs', {
      pattern: '/api/jobs',
      jsonBody: { side: 'browser' },
      caller: 'browser',
    });
    expect((await jobs(server)).json()).toEqual({ side: 'server' });
    expect((await jobs()).json()).toEqual({ side: 'browser' });
  });

  it("with both, `times` counts the browser's calls: the server's render never uses the fault up", async () => {
    // The README's example: the server's render meets it (and leaves the jobs to the browser), then the
    // browser's call meets it, the one call `times` counts.
    await qa(app, 'POST', '/__qa/faults', { pattern: '/api/jobs', method: 'GET', status: 500, times: 1 });
    expect((await jobs(server)).statusCode).toBe(500);
    expect((await jobs(server)).statusCode).toBe(500);
    expect(await hits('/__qa/faults')).toMatchObject([{ hits: 2 }]);
    expect((await jobs()).statusCode).toBe(500);
    expect(await hits('/__qa/faults')).toEqual([]);
    expect((await jobs()).statusCode).toBe(200);
    expect((await jobs(server)).statusCode).toBe(200);

    // For the server only, its calls are the ones counted.
    await qa(app, 'POST', '/__qa/faults', { pattern: '/api/jobs', status: 500, times: 1, caller: 'server' });
    expect((await jobs(server)).statusCode).toBe(500);
    expect((await jobs(server)).statusCode).toBe(200);
    // Stubs count the same way.
    await qa(app, 'POST', '/__qa/stubs', { pattern: '/api/jobs', status: 200, textBody: 'x', times: 1 });
    expect((await jobs(server)).body).toBe('x');
    expect((await jobs()).body).toBe('x');
    expect((await jobs()).body).not.toBe('x');
  });

  it("a browser's call is never the server's, whatever it says (Origin, Sec-Fetch-*); CORS never lets a page say it", async () => {
    await qa(app, 'POST', '/__qa/faults', { pattern: '/api/jobs', status: 503, caller: 'browser' });
    await qa(app, 'POST', '/__qa/faults', { pattern: '/api/jobs', status: 504, caller: 'server' });
    const disguised = [
      { ...server, origin: 'http://localhost:3000' },
      { ...server, 'sec-fetch-site': 'same-site' },
      { ...server, 'sec-fetch-mode': 'cors' },
      { 'x-qa-render': 'yes' },
    ];
    for (const headers of disguised) expect((await jobs(headers)).statusCode).toBe(503);
    expect((await jobs(server)).statusCode).toBe(504);
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/jobs',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-qa-render',
      },
    });
    expect(String(preflight.headers['access-control-allow-headers'] ?? '')).not.toMatch(/x-qa-render/i);
  });

  it("a session's server-only fault meets only that session's render: another tester's never", async () => {
    await qa(app, 'POST', '/__qa/faults', {
      pattern: '/api/jobs',
      status: 503,
      session: 'alice',
      caller: 'server',
    });
    expect((await jobs({ ...server, 'x-qa-session': 'alice' })).statusCode).toBe(503);
    expect((await jobs({ ...server, 'x-qa-session': 'bob' })).statusCode).toBe(200);
    expect((await jobs(server)).statusCode).toBe(200);
    expect((await jobs({ 'x-qa-session': 'alice' })).statusCode).toBe(200);
  });

  it('the journal says which calls were the server’s render, and filters by it', async () => {
    await jobs(server);
    await jobs({ ...server, origin: 'http://localhost:3000' });
    await jobs();
    const all = (await qa(app, 'GET', '/__qa/journal?path=/api/jobs')).json() as { caller: string }[];
    expect(all.map((entry) => entry.caller)).toEqual(['browser', 'browser', 'server']);
    const rendered = (await qa(app, 'GET', '/__qa/journal?caller=server')).json() as {
      caller: string;
      requestHeaders: Record<string, string>;
    }[];
    expect(rendered).toHaveLength(1);
    expect(rendered[0]!.requestHeaders['x-qa-render']).toBe('server');
    expect((await qa(app, 'GET', '/__qa/journal?caller=robot')).statusCode).toBe(400);
  });

  it('refuses a caller it does not know, naming the field', async () => {
    for (const path of ['/__qa/faults', '/__qa/stubs']) {
      const refused = await qa(app, 'POST', path, { pattern: '/api/jobs', status: 500, caller: 'robot' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/caller/);
    }
  });
});

describe('the injected reply', () => {
  it('says "Injected fault", the given message, no message ({}), or nothing at all', async () => {
    await qa(app, 'POST', '/__qa/faults', { pattern: '/api/jobs', status: 500, times: 1 });
    expect((await jobs()).json()).toEqual({ message: 'Injected fault' });
    await qa(app, 'POST', '/__qa/faults', {
      pattern: '/api/jobs',
      status: 502,
      body: 'no-message',
      times: 1,
    });
    const noMessage = await jobs();
    expect([noMessage.statusCode, noMessage.json()]).toEqual([502, {}]);
    await qa(app, 'POST', '/__qa/faults', { pattern: '/api/jobs', status: 503, body: 'empty', times: 1 });
    const empty = await jobs();
    expect([empty.statusCode, empty.body, empty.headers['content-length']]).toEqual([503, '', '0']);
  });

  it('refuses combinations that could not do what they say, naming the field', async () => {
    const cases: [object, RegExp][] = [
      [{ pattern: 'x' }, /give a delayMs, a status, a network fault/],
      [
        { pattern: 'x', network: 'connection-reset', status: 500 },
        /^network: connection-reset sends no reply/,
      ],
      [{ pattern: 'x', network: 'empty-reply', body: 'empty' }, /^network: empty-reply sends no reply/],
      [{ pattern: 'x', delayMs: 5, message: 'm' }, /^message: only with a status/],
      [{ pattern: 'x', delayMs: 5, body: 'empty' }, /^body: only with a status/],
      [
        { pattern: 'x', status: 500, body: 'no-message', message: 'm' },
        /^message: body "no-message" sends no message/,
      ],
      [{ pattern: 'x', status: 500, dribbleMs: 100 }, /^dribbleMs: only with network "dribble"/],
      [{ pattern: 'x', network: 'teleport' }, /^network: /],
      [{ pattern: 'x', status: 500, session: 'no spaces' }, /^session: /],
      [{ pattern: 'x', status: 500, body: 'html' }, /^body: /],
    ];
    for (const [payload, message] of cases) {
      const res = await qa(app, 'POST', '/__qa/faults', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toMatch(message);
    }
    expect((await qa(app, 'GET', '/__qa/faults')).json()).toEqual([]);
  });
});

describe('network faults, on a real connection', () => {
  let port: number;
  beforeEach(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });

  /** What a raw client sees: the bytes it got, and whether the connection ended cleanly or was reset. */
  function rawGet(path: string): Promise<{ data: string; ended: 'end' | 'reset' }> {
    return new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let data = '';
      socket.on('data', (d) => (data += d.toString('latin1')));
      socket.on('error', (err: NodeJS.ErrnoException) => {
        if (err.code === 'ECONNRESET') resolve({ data, ended: 'reset' });
      });
      socket.on('end', () => resolve({ data, ended: 'end' }));
      socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    });
  }

  it('connection-reset resets the TCP connection without a byte; empty-reply closes it cleanly', async () => {
    await qa(app, 'POST', '/__qa/faults', { pattern: '/api/jobs', network: 'connection-reset', times: 1 });
    expect(await rawGet('/api/jobs')).toEqual({ data: '', ended: 'reset' });
    await qa(app, 'POST', '/__qa/faults', { pattern: '/api/jobs', network: 'empty-reply', times: 1 });
    expect(await rawGet('/api/jobs')).toEqual({ data: '', ended: 'end' });
    // The server is fine afterwards, and the journal has both, with no status.
    expect((await fetch(`http://127.0.0.1:${port}/api/jobs?limit=1`)).status).toBe(200);
    const journal = (await qa(app, 'GET', '/__qa/journal?status=none')).json();
    expect(journal.map((e: any) => [e.path, e.status, e.fault.network])).toEqual([
      ['/api/jobs', null, 'empty-reply'],
      ['/api/jobs', null, 'connection-reset'],
    ]);
  });

  it('malformed-json sends the first half of the real reply, uncompressed, as JSON', async () => {
    const whole = await (await fetch(`http://127.0.0.1:${port}/api/jobs?limit=5`)).text();
    await qa(app, 'POST', '/__qa/faults', { pattern: '/api/jobs', network: 'malformed-json', times: 1 });
    const res = await fetch(`http://127.0.0.1:${port}/api/jobs?limit=5`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.headers.get('content-encoding')).toBeNull();
    const text = await res.text();
    expect(text.length).toBe(Math.floor(Buffer.byteLength(whole) / 2));
    expect(whole.startsWith(text)).toBe(true);
    expect(() => JSON.parse(text)).toThrow();
  });

  it('malformed-json cuts an injected error reply too', async () => {
    await qa(app, 'POST', '/__qa/faults', { pattern: '/api/jobs', status: 500, network: 'malformed-json' });
    const res = await fetch(`http://127.0.0.1:${port}/api/jobs`);
    expect(res.status).toBe(500);
    expect(await res.text()).toBe('{"message":"In'); // 14 of the 28 bytes of {"message":"Injected fault"}
  });

  it('dribble sends the whole reply slowly, in pieces, the first long before the last', async () => {
    const whole = await (await fetch(`http://127.0.0.1:${port}/api/jobs?limit=3`)).text();
    await qa(app, 'POST', '/__qa/faults', {
      pattern: '/api/jobs',
      network: 'dribble',
      dribbleMs: 1500,
      session: 'carol',
    });
    const started = Date.now();
    const { firstMs, pieces, body, length } = await new Promise<{
      firstMs: number;
      pieces: number;
      body: string;
      length: string | undefined;
    }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/api/jobs?limit=3',
          headers: { 'x-qa-session': 'carol', 'accept-encoding': 'gzip' },
        },
        (res) => {
          let first = -1;
          let count = 0;
          let text = '';
          res.on('data', (d: Buffer) => {
            if (first < 0) first = Date.now() - started;
            count++;
            text += d.toString();
          });
          res.on('end', () =>
            resolve({ firstMs: first, pieces: count, body: text, length: res.headers['content-length'] }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    });
    const total = Date.now() - started;
    expect(body).toBe(whole);
    expect(length).toBe(String(Buffer.byteLength(whole)));
    // Lower bounds only (a busy machine makes everything later, never earlier): spread over the whole
    // 1.5 s, the first piece at least half of it before the end.
    expect(total).toBeGreaterThanOrEqual(1450);
    expect(total - firstMs).toBeGreaterThanOrEqual(750);
    expect(pieces).toBeGreaterThan(3);
  });

  it("dribble for one tester never slows another's calls: theirs is whole while the dribble goes on", async () => {
    const whole = await (await fetch(`http://127.0.0.1:${port}/api/jobs?limit=3`)).text();
    await qa(app, 'POST', '/__qa/faults', {
      pattern: '/api/jobs',
      network: 'dribble',
      dribbleMs: 3000,
      session: 'dave',
    });
    let dribbling = true;
    const slow = fetch(`http://127.0.0.1:${port}/api/jobs?limit=3`, { headers: { 'x-qa-session': 'dave' } })
      .then((res) => res.text())
      .finally(() => (dribbling = false));
    const other = await (await fetch(`http://127.0.0.1:${port}/api/jobs?limit=3`)).text();
    // Ordering, not time: the other tester's whole reply came while the dribbled one was still arriving.
    expect(dribbling).toBe(true);
    expect(other).toBe(whole);
    expect(await slow).toBe(whole);
  });
});

describe('the journal', () => {
  it('keeps headers and bodies both ways with every secret redacted', async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/login?token=abc&page=2',
      headers: { cookie: 'qa-session=dave; other=1', 'x-qa-session': 'dave', 'x-api-key': 'k' },
      payload: { email: 'seeker@demo.test', password: 'Demo1234' },
    });
    const token = signIn.json().token as string;
    await app.inject({ url: '/api/auth/profile', headers: { authorization: `Bearer ${token}` } });
    const [profile, login] = (await qa(app, 'GET', '/__qa/journal?limit=2')).json();
    expect(login).toMatchObject({
      method: 'POST',
      path: '/api/auth/login?token=%5Bredacted%5D&page=2',
      status: 200,
      session: 'dave',
      body: { email: 'seeker@demo.test', password: '[redacted]' },
      requestHeaders: { cookie: '[redacted]', 'x-qa-session': 'dave', 'x-api-key': '[redacted]' },
      response: { email: 'seeker@demo.test', token: '[redacted]', role: 'jobseeker' },
    });
    expect(login.responseHeaders['content-type']).toMatch(/json/);
    expect(profile).toMatchObject({
      path: '/api/auth/profile',
      user: 'seeker@demo.test',
      requestHeaders: { authorization: '[redacted]' },
      response: { email: 'seeker@demo.test' },
    });
    const all = JSON.stringify((await qa(app, 'GET', '/__qa/journal')).json());
    for (const secret of [token, 'Demo1234', qaHeader['x-qa-token'], 'abc']) {
      expect(all).not.toContain(secret);
    }
  });

  it('filters by path, status (exact or class), user, session and method; can be emptied', async () => {
    const seeker = (
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'seeker@demo.test', password: 'Demo1234' },
      })
    ).json().token;
    await app.inject({ url: '/api/jobs/nope', headers: { 'x-qa-session': 'erin' } });
    await app.inject({ url: '/api/save-jobs/my', headers: { authorization: `Bearer ${seeker}` } });
    await app.inject({ url: '/api/applications/my' });
    const read = async (query: string) =>
      (await qa(app, 'GET', `/__qa/journal?${query}`))
        .json()
        .map((e: any) => `${e.method} ${e.path} ${e.status}`);
    expect(await read('path=/API/JOBS/')).toEqual(['GET /api/jobs/nope 404']);
    expect(await read('status=4xx')).toEqual(['GET /api/applications/my 401', 'GET /api/jobs/nope 404']);
    expect(await read('status=404')).toEqual(['GET /api/jobs/nope 404']);
    expect(await read('user=SEEKER@')).toEqual(['GET /api/save-jobs/my 200', 'POST /api/auth/login 200']);
    expect(await read('session=erin')).toEqual(['GET /api/jobs/nope 404']);
    expect(await read('method=post&user=anonymous')).toEqual([]);
    expect(await read('user=anonymous&path=/api/')).toEqual([
      'GET /api/applications/my 401',
      'GET /api/jobs/nope 404',
    ]);
    expect((await qa(app, 'GET', '/__qa/journal?status=6xx')).statusCode).toBe(400);
    expect((await qa(app, 'DELETE', '/__qa/journal')).json()).toEqual({ message: 'Journal cleared' });
    expect(await read('path=/api/')).toEqual([]);
  });

  it('notes a file instead of keeping its bytes, and keeps no reply over 64 KB', async () => {
    await app.inject({ url: '/uploads/sample-logo.png' });
    await app.inject({ url: '/api/jobs?limit=100' });
    const [list, file] = (await qa(app, 'GET', '/__qa/journal?limit=2')).json();
    expect(file.response).toMatch(/^\[a stream of image\/png\]$/);
    expect(typeof list.response === 'string' ? list.response : 'kept').toMatch(
      /kept|over the journal's 64 KB/,
    );
  });
});
