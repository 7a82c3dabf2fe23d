import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { bearer, EMPLOYER, login, makeApp, postJob, qaHeader, SEEKER } from '../helpers.js';

let app: App;
beforeEach(async () => {
  app = await makeApp();
});
afterEach(async () => {
  await app.close();
});

describe('QA faults', () => {
  it('injects a status with a message on matching calls, N times, then stops', async () => {
    const add = await app.inject({
      method: 'POST',
      url: '/__qa/faults',
      headers: qaHeader,
      payload: { pattern: '/api/jobs', status: 500, message: 'Boom', times: 2 },
    });
    expect(add.statusCode).toBe(201);
    expect(add.json()).toMatchObject({
      pattern: '/api/jobs',
      status: 500,
      times: 2,
      hits: 0,
      id: expect.any(String),
    });
    expect((await app.inject({ method: 'GET', url: '/__qa/faults', headers: qaHeader })).json()).toHaveLength(
      1,
    );
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ url: '/api/jobs?keyword=x' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Boom' });
    }
    expect((await app.inject({ url: '/api/jobs' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/__qa/faults', headers: qaHeader })).json()).toHaveLength(0);
  });

  it('filters by method, accepts /regex/, never applies to /__qa, and can be cleared', async () => {
    await app.inject({
      method: 'POST',
      url: '/__qa/faults',
      headers: qaHeader,
      payload: { pattern: '/^\\/api\\/auth\\/log/', method: 'post', status: 401, message: 'nope' },
    });
    await app.inject({
      method: 'POST',
      url: '/__qa/faults',
      headers: qaHeader,
      payload: { pattern: '__qa', status: 503 },
    });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: SEEKER, password: 'Demo1234' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await app.inject({ url: '/api/auth/login' })).statusCode).toBe(404); // GET: no fault, no route
    expect((await app.inject({ url: '/__qa/faults', headers: qaHeader })).statusCode).toBe(200);
    const cleared = await app.inject({ method: 'DELETE', url: '/__qa/faults', headers: qaHeader });
    expect(cleared.json()).toEqual({ message: 'Faults cleared' });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: SEEKER, password: 'Demo1234' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('delays calls, then lets them through', async () => {
    await app.inject({
      method: 'POST',
      url: '/__qa/faults',
      headers: qaHeader,
      payload: { pattern: '/health', delayMs: 150 },
    });
    const t = Date.now();
    const res = await app.inject({ url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(Date.now() - t).toBeGreaterThanOrEqual(140);
  });

  it('validates fault bodies', async () => {
    for (const payload of [
      {},
      { pattern: 'x' },
      { pattern: '/[/', status: 500 },
      { pattern: 'x', status: 199 },
      { pattern: 'x', status: 600 },
      { pattern: 'x', delayMs: -1 },
    ]) {
      const res = await app.inject({ method: 'POST', url: '/__qa/faults', headers: qaHeader, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('QA journal and reset', () => {
  it('records method, path, status, ms, user and time, newest first', async () => {
    const token = await login(app, SEEKER);
    await app.inject({ url: '/api/save-jobs/my', headers: bearer(token) });
    await app.inject({ url: '/api/jobs/nope' });
    const journal = (await app.inject({ url: '/__qa/journal?limit=2', headers: qaHeader })).json();
    expect(journal).toHaveLength(2);
    expect(journal[0]).toMatchObject({ method: 'GET', path: '/api/jobs/nope', status: 404, user: null });
    expect(journal[1]).toMatchObject({ method: 'GET', path: '/api/save-jobs/my', status: 200, user: SEEKER });
    expect(typeof journal[0].ms).toBe('number');
    expect(new Date(journal[0].at).toString()).not.toBe('Invalid Date');
  });

  it('keeps the reply the route sent, not the compressed bytes the client got', async () => {
    const res = await app.inject({ url: '/api/jobs?limit=12', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    const [entry] = (await app.inject({ url: '/__qa/journal?limit=1', headers: qaHeader })).json();
    expect(entry.path).toBe('/api/jobs?limit=12');
    expect(entry.response.jobs).toHaveLength(12);
  });

  it('reset brings back the seed (same ids), with an optional size', async () => {
    const before = (await app.inject({ url: '/api/jobs?limit=5' })).json();
    const employer = await login(app, EMPLOYER);
    await postJob(app, employer, { title: 'Temporary' });
    await app.inject({
      method: 'POST',
      url: '/__qa/faults',
      headers: qaHeader,
      payload: { pattern: 'x', status: 500 },
    });
    const reset = await app.inject({ method: 'POST', url: '/__qa/reset', headers: qaHeader });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toMatch(/Reset/);
    const after = (await app.inject({ url: '/api/jobs?limit=5' })).json();
    expect(after.total).toBe(before.total);
    expect(after.jobs.map((j: any) => j._id)).toEqual(before.jobs.map((j: any) => j._id));
    expect((await app.inject({ url: '/__qa/faults', headers: qaHeader })).json()).toEqual([]);
    // tokens issued before the reset still work: seeded ids are deterministic
    expect((await app.inject({ url: '/api/auth/profile', headers: bearer(employer) })).statusCode).toBe(200);
    const sized = await app.inject({
      method: 'POST',
      url: '/__qa/reset',
      headers: qaHeader,
      payload: { size: 500 },
    });
    expect(sized.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/jobs?limit=1' })).json().total).toBeGreaterThan(500);
    expect(
      (await app.inject({ method: 'POST', url: '/__qa/reset', headers: qaHeader, payload: { size: -1 } }))
        .statusCode,
    ).toBe(400);
  });

  it('is absent when qa is off', async () => {
    const off = await makeApp({ qa: false });
    expect((await off.inject({ method: 'POST', url: '/__qa/reset', headers: qaHeader })).statusCode).toBe(
      404,
    );
    expect((await off.inject({ url: '/__qa/journal', headers: qaHeader })).statusCode).toBe(404);
    await off.close();
  });
});
