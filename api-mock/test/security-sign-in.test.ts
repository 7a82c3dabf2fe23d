// Replays the findings of the security and reliability tests against the fixed server, here
// sign-in and sessions: guesses (H2, M1), rate limits (M5), time-outs (M6), one spelling per token (N2),
// sign-in budgets (N4) and the lows of the first pass. Each block names the finding it replays;
// security-helpers.ts has what they share.
import { describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { statSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { LIMITS } from '@portal/contracts/constants';
import { buildApp, type App } from '../src/app.js';
import { makePng } from '../src/lib/sample-files.js';
import { bearer, EMPLOYER, login, multipart, OTHER_EMPLOYER, PASSWORD, register, SEEKER } from './helpers.js';
import {
  cleanUpAfterEach,
  closedAfterTest,
  fileOf,
  fresh,
  listening,
  putProfile,
  tempDir,
  upload,
} from './security-helpers.js';

cleanUpAfterEach();

describe('H2 + M1: sign-in guesses', () => {
  it('200 parallel guesses: at most 5 reach the password check, the right one included or not', async () => {
    // The clock stands still: on a busy machine the 200 checks can outlast the first wait (1 s), and the
    // client must be found throttled for what it did, not for how fast the machine was.
    const now = Date.now();
    const app = await fresh({ clock: () => now });
    const guesses = Array.from({ length: 200 }, (_, i) => (i === 150 ? PASSWORD : `Wrong${i}abc`));
    const replies = await Promise.all(
      guesses.map((password) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: SEEKER, password },
          remoteAddress: '203.0.113.50',
        }),
      ),
    );
    const counts = { 200: 0, 401: 0, 429: 0 } as Record<number, number>;
    for (const r of replies) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
    expect(counts[401]! + counts[200]!).toBeLessThanOrEqual(5);
    expect(counts[429]).toBeGreaterThanOrEqual(195);
    // the guessing client stays throttled, even with the right password
    const after = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: SEEKER, password: PASSWORD },
      remoteAddress: '203.0.113.50',
    });
    expect(after.statusCode).toBe(429);
    expect(Number(after.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('guesses from elsewhere never lock the real user out (also when the account is under attack)', async () => {
    const app = await fresh();
    const attempt = (password: string, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: SEEKER, password },
        remoteAddress,
      });
    for (let c = 0; c < 10; c++) {
      for (let i = 0; i < 6; i++) await attempt('Wrong1234', `198.51.100.${c}`);
    }
    const real = await attempt(PASSWORD, '192.0.2.1');
    expect(real.statusCode).toBe(200);
    // a right password clears that client's own record
    expect((await attempt(PASSWORD, '192.0.2.1')).statusCode).toBe(200);
  });
});

describe('M5: rate limits', () => {
  it('the defaults let a suite register 300 users from one address', async () => {
    const app = await fresh();
    for (let i = 0; i < 300; i++) await register(app, 'jobseeker');
  });

  it('limit registration, sign-in, uploads and writes, with a message and Retry-After', async () => {
    const minute = 60_000;
    const app = await fresh({
      rateLimits: {
        register: { max: 2, windowMs: minute },
        login: { max: 3, windowMs: minute },
        upload: { max: 2, windowMs: minute },
        write: { max: 3, windowMs: minute },
      },
    });
    await register(app, 'jobseeker');
    const { token: seeker } = await register(app, 'jobseeker');
    await expect(register(app, 'jobseeker')).rejects.toThrow(/register: 429/);
    for (let i = 0; i < 3; i++) await login(app, EMPLOYER);
    const limited = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: EMPLOYER, password: PASSWORD },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests. Try again in/);
    expect(limited.headers['retry-after']).toBeDefined();
    // another address is not affected
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: EMPLOYER, password: PASSWORD },
      remoteAddress: '192.0.2.99',
    });
    expect(elsewhere.statusCode).toBe(200);
    await upload(app, 'image', null);
    await upload(app, 'image', null);
    const m = multipart('image', 'a.png', 'image/png', makePng());
    const third = await app.inject({
      method: 'POST',
      url: '/api/auth/upload-image',
      headers: m.headers,
      payload: m.payload,
    });
    expect(third.statusCode).toBe(429);
    for (let i = 0; i < 3; i++) await putProfile(app, seeker, { name: `Name ${i}` });
    expect((await putProfile(app, seeker, { name: 'Too many' })).statusCode).toBe(429);
    // reads are never limited
    for (let i = 0; i < 20; i++)
      expect((await app.inject({ url: '/api/jobs?limit=1' })).statusCode).toBe(200);
  });
});

describe('M6: time-outs', () => {
  const openSocket = (url: string) => {
    const { port } = new URL(url);
    const socket = connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('data', (d) => (received += d.toString()));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('error', () => undefined);
    return { socket, closed, received: () => received };
  };

  it('close a connection that never finishes its body, or its headers', async () => {
    const { url } = await listening({ timeouts: { requestMs: 1000, headersMs: 1000, idleMs: 10_000 } });
    const body = openSocket(url);
    body.socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    );
    const headers = openSocket(url);
    headers.socket.write('GET /api/jobs HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    // Both are closed (a connection left open forever would time the test out), the body's with a 408.
    await Promise.all([body.closed, headers.closed]);
    expect(body.received()).toMatch(/^HTTP\/1.1 408/);
  });

  it('has sane defaults', async () => {
    // Not listening(), which sets patient ones for the other tests over real connections.
    const app = await fresh();
    await app.listen({ port: 0, host: '127.0.0.1' });
    expect(app.server.requestTimeout).toBe(90_000);
    expect(app.server.headersTimeout).toBe(15_000);
    expect(app.server.keepAliveTimeout).toBe(10_000);
    expect(app.server.timeout).toBe(30_000);
  });
});

describe('lows', () => {
  it('absurd numbers in queries are a 400, never Infinity in JSON', async () => {
    const app = await fresh();
    for (const q of [
      'page=1e309',
      'page=Infinity',
      'page=-Infinity',
      'page=NaN',
      'page=1e15',
      'limit=1e309',
      'minSalary=1e309',
      'maxSalary=99999999999999999999',
      'page=1.5',
    ]) {
      const res = await app.inject({ url: `/api/jobs?${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.body).not.toMatch(/Infinity|NaN/);
    }
    const last = await app.inject({ url: `/api/jobs?page=${LIMITS.pageMax}` });
    expect(last.statusCode).toBe(200);
    expect(() => JSON.parse(last.body)).not.toThrow();
  });

  it('logout revokes the token, also after a restart on a file database', async () => {
    const dir = tempDir();
    const options = {
      dbFile: join(dir, 'portal.db'),
      seed: true,
      scryptCost: 1024,
      tokenSecret: 'a-secret-of-enough-length',
      qaToken: 'a-qa-token-of-enough-length',
    };
    const first = buildApp(options);
    await first.ready();
    const token = await login(first, SEEKER);
    const other = await login(first, SEEKER, PASSWORD);
    const out = await first.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Signed out' });
    const after = await first.inject({ url: '/api/auth/profile', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Signed out, please sign in again');
    expect((await first.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
    await first.close();
    const second = buildApp(options);
    closedAfterTest(second);
    await second.ready();
    expect((await second.inject({ url: '/api/auth/profile', headers: bearer(token) })).statusCode).toBe(401);
    // a QA reset does not bring a revoked token back
    await second.inject({
      method: 'POST',
      url: '/__qa/reset',
      headers: { 'x-qa-token': options.qaToken },
    });
    expect((await second.inject({ url: '/api/auth/profile', headers: bearer(token) })).statusCode).toBe(401);
    void other;
  });

  it('remember-me tokens last 7 days', async () => {
    const app = await fresh();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: SEEKER, password: PASSWORD, rememberMe: true },
    });
    const claims = JSON.parse(Buffer.from(res.json().token.split('.')[1], 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(7 * 24 * 3600);
  });

  it('creates data files 0600 and folders 0700', async () => {
    const dir = join(tempDir(), 'data');
    const app = buildApp({ dbFile: join(dir, 'portal.db'), seed: true, scryptCost: 1024 });
    closedAfterTest(app);
    await app.ready();
    const seeker = await login(app, SEEKER);
    const url = await upload(app, 'file', seeker);
    const mode = (p: string) => statSync(p).mode & 0o777;
    expect(mode(dir)).toBe(0o700);
    expect(mode(join(dir, 'uploads'))).toBe(0o700);
    for (const file of [
      'portal.db',
      'portal.db-wal',
      'uploads/sample-resume.pdf',
      'uploads/sample-logo.png',
    ]) {
      expect(mode(join(dir, file)), file).toBe(0o600);
    }
    expect(mode(fileOf(app, url))).toBe(0o600);
  });
});

describe('N2: one spelling per token; a logout revokes the session whatever the spelling', () => {
  /** The same bytes, written differently: what a lenient base64url decoder reads as the same token. */
  const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const spellings = (token: string): [string, string][] => {
    const [h, p, s] = token.split('.') as [string, string, string];
    const last = B64URL.indexOf(s.at(-1)!);
    // 43 characters carry 32 bytes: the last one's two low bits are spare, so these decode alike.
    const spareBits = `${s.slice(0, -1)}${B64URL[last ^ 1]}`;
    const swapCase = s.replace(/[a-z]/, (c) => c.toUpperCase());
    return [
      ['"=" appended', `${token}=`],
      ['"!" appended', `${token}!`],
      ['"==" padding on the signature', `${h}.${p}.${s}=`],
      ['padding on the payload', `${h}.${p}${'='.repeat((4 - (p.length % 4)) % 4 || 2)}.${s}`],
      ['the spare bits of the last character', `${h}.${p}.${spareBits}`],
      ['base64 alphabet (+ and /)', `${h}.${p}.${s.replaceAll('-', '+').replaceAll('_', '/')}`],
      ['a letter in another case', `${h}.${p}.${swapCase}`],
      ['a line break inside', `${h}.${p}.\n${s}`],
      ['a stray dot', `${h}.${p}..${s}`],
      ['a space before the signature', `${h}.${p}. ${s}`],
    ];
  };
  /** A token whose signature has "-" or "_" (so the base64 alphabet really differs) and a spare-bit last character. */
  async function tokenWithDash(app: App): Promise<string> {
    for (;;) {
      const token = await login(app, SEEKER);
      if (/[-_]/.test(token.split('.')[2]!)) return token;
    }
  }
  const profile = (app: App, authorization: string) =>
    app.inject({ url: '/api/auth/profile', headers: { authorization } });

  it('refuses every other spelling of a valid token with 401, and after logout every spelling', async () => {
    const app = await fresh();
    const token = await tokenWithDash(app);
    expect((await profile(app, `Bearer ${token}`)).statusCode).toBe(200);
    expect((await profile(app, `bearer ${token}`)).statusCode).toBe(200); // the scheme is case-insensitive
    const other: [string, string][] = [
      ...spellings(token).map(([name, t]): [string, string] => [name, `Bearer ${t}`]),
      ['two spaces after Bearer', `Bearer  ${token}`],
      ['a tab after Bearer', `Bearer\t${token}`],
    ];
    for (const [name, authorization] of other) {
      const res = await profile(app, authorization);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(401);
    }
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    for (const [name, authorization] of [['the token', `Bearer ${token}`], ...other]) {
      const res = await profile(app, authorization!);
      expect(res.statusCode, `${name} after logout`).toBe(401);
      // writes too: a revoked session changes nothing
      const write = await app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        headers: { authorization: authorization! },
        payload: { name: 'Back From The Dead' },
      });
      expect(write.statusCode, `${name} write after logout`).toBe(401);
    }
  });

  it('revokes the session id (jti): the revocation is kept by id, not by the text of the token', async () => {
    const app = await fresh();
    const token = await login(app, SEEKER);
    const { jti } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { jti: string };
    expect(app.revokedTokens.isRevoked(jti)).toBe(false);
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(app.revokedTokens.isRevoked(jti)).toBe(true);
    const rows = app.db.prepare('SELECT * FROM revoked_tokens').all();
    expect(rows).toEqual([{ jti, expires_at: expect.any(Number) }]);
  });

  it('tokens of the previous generation (no kid, revoked by hash) are refused as an expired session', async () => {
    const secret = 'a-secret-of-enough-length';
    const app = await fresh({ tokenSecret: secret });
    const seekerId = (
      await app.inject({ url: '/api/auth/profile', headers: bearer(await login(app, SEEKER)) })
    ).json()._id;
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const data = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: seekerId, role: 'jobseeker', iat: now, exp: now + 3600, jti: 'AAAAAAAAAAAA' })}`;
    const old = `${data}.${createHmac('sha256', secret).update(data).digest('base64url')}`;
    const res = await profile(app, `Bearer ${old}`);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Session expired, please sign in again');
  });
});

describe('N4: sign-in budgets keyed by what they protect', () => {
  it('malformed sign-in calls never spend the address budget', async () => {
    const app = await fresh({ rateLimits: { login: { max: 5, windowMs: 60_000 } } });
    for (let i = 0; i < 50; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: i % 2 ? { email: 'not-an-email', password: 'x' } : { pass: 1 },
      });
      expect(res.statusCode).toBe(400);
    }
    const real = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: EMPLOYER, password: PASSWORD },
    });
    expect(real.statusCode).toBe(200);
    // Well-formed calls do spend it: the address budget still holds.
    for (let i = 0; i < 4; i++) await login(app, OTHER_EMPLOYER);
    const over = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: OTHER_EMPLOYER, password: PASSWORD },
    });
    expect(over.statusCode).toBe(429);
    // and the account budget is the backoff per account: another address is not affected.
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: OTHER_EMPLOYER, password: PASSWORD },
      remoteAddress: '192.0.2.80',
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});
