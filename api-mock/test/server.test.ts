import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildApp, type App } from '../src/app.js';
import profiles from '../src/services/profiles.js';
import { loadConfig } from '../src/config.js';
import { resolveSettings } from '../src/settings.js';
import { bearer, JPEG, login, makeApp, postJob, qa, uploadAs, EMPLOYER } from './helpers.js';

const apps: App[] = [];
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
});
const track = async (app: App) => {
  apps.push(app);
  await app.ready();
  return app;
};

describe('robustness', () => {
  it('malformed JSON is a 400 with a message, never a stack trace', async () => {
    const app = await track(await makeApp());
    for (const payload of ['{"email":', '{bad json}', '[1,2', '{"__proto__":{"x":1}}']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(Object.keys(res.json())).toEqual(['message']);
      expect(res.body).not.toMatch(/at .*\.ts|node_modules/);
    }
    const text = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hi',
    });
    expect(text.statusCode).toBe(400);
    const wrongType = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(wrongType.statusCode).toBe(415);
    const arrayBody = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: [1, 2] as unknown as string,
    });
    expect(arrayBody.statusCode).toBe(400);
    const empty = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
  });

  it('unknown routes 404 with a message; health; OpenAPI; docs', async () => {
    const app = await track(await makeApp());
    const res = await app.inject({ url: '/api/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Route GET /api/nothing not found' });
    expect((await app.inject({ url: '/health' })).json()).toMatchObject({ status: 'ok' });
    const spec = (await app.inject({ url: '/openapi.json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/auth/register',
      '/api/auth/login',
      '/api/jobs',
      '/api/jobs/{id}',
      '/api/jobs/{id}/toggle-close',
      '/api/save-jobs/my',
      '/api/applications/{id}/status',
      '/api/analytics/overview',
      '/__qa/faults',
    ]) {
      expect(spec.paths[path], path).toBeDefined();
    }
    const docs = await app.inject({ url: '/docs' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toMatch(/swagger/i);
  });

  it('answers CORS for the shell and remote origins only', async () => {
    const app = await track(await makeApp());
    const ok = await app.inject({
      method: 'OPTIONS',
      url: '/api/jobs',
      headers: { origin: 'http://localhost:3001', 'access-control-request-method': 'PUT' },
    });
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3001');
    expect(String(ok.headers['access-control-allow-methods'])).toMatch(/PUT/);
    const bad = await app.inject({ url: '/api/jobs', headers: { origin: 'http://evil.test' } });
    expect(bad.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('compresses replies for clients that ask, Brotli first, and sends plain JSON to the others', async () => {
    const app = await track(await makeApp());
    const plain = await app.inject({ url: '/api/jobs?limit=12' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await app.inject({ url: '/api/jobs?limit=12', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await app.inject({ url: '/api/jobs?limit=12', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });
});

describe('persistence', () => {
  it('data survives a restart on a file database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-mock-test-'));
    try {
      const dbFile = join(dir, 'portal.db');
      const first = buildApp({
        dbFile,
        seed: true,
        scryptCost: 1024,
        tokenSecret: 'a-secret-of-enough-length',
      });
      await first.ready();
      const token = await login(first, EMPLOYER);
      const { _id } = await postJob(first, token, { title: 'Persistent Pangolin Keeper' });
      await first.inject({
        method: 'PUT',
        url: '/api/user/profile',
        headers: bearer(token),
        payload: { companyDescription: 'Kept.' },
      });
      await first.close();

      const second = await track(
        buildApp({ dbFile, seed: true, scryptCost: 1024, tokenSecret: 'a-secret-of-enough-length' }),
      );
      expect(second.startup.seeded).toBeNull(); // not seeded twice
      const job = await second.inject({ url: `/api/jobs/${_id}` });
      expect(job.json().title).toBe('Persistent Pangolin Keeper');
      expect((await second.inject({ url: '/api/jobs?keyword=pangolin' })).json().total).toBe(1);
      const profile = await second.inject({ url: '/api/auth/profile', headers: bearer(token) });
      expect(profile.json().companyDescription).toBe('Kept.');
      expect(second.db.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('config', () => {
  it('has defaults and validates the environment', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 4000, host: '127.0.0.1' });
    // The environment is read into buildApp's own options: they go to it as they are, and it fills in
    // what the environment left out.
    expect(c.app).toMatchObject({
      seed: true,
      seedSize: 200,
      publicUrl: 'http://localhost:4000',
      mail: { transport: 'smtp://127.0.0.1:1025' },
    });
    expect(resolveSettings(c.app)).toMatchObject({
      qa: true,
      mail: { transport: 'smtp://127.0.0.1:1025', siteUrl: 'http://localhost:3000' },
    });
    expect(c.app).not.toHaveProperty('qaToken');
    expect(c.app).not.toHaveProperty('tokenSecret');
    expect(c.app.dbFile).toMatch(/api-mock\/\.data\/portal\.db$/);
    expect(resolveSettings(c.app).corsOrigins).toContain('http://127.0.0.1:3002');
    expect(
      loadConfig({ API_DB_FILE: ':memory:', API_QA: 'false', API_SEED_SIZE: '100000', PORT: '0' }),
    ).toMatchObject({ port: 0, app: { dbFile: ':memory:', qa: false, seedSize: 100000 } });
    expect(loadConfig({ API_SEED: '0', API_MAIL: '0' }).app).toMatchObject({
      seed: false,
      mail: { transport: null },
    });
    // Uploads: beside a file database by default, a folder of the process's own for an in-memory one.
    expect(c.app.dataDir).toMatch(/api-mock\/\.data$/);
    expect(loadConfig({ API_DB_FILE: ':memory:' }).app).not.toHaveProperty('dataDir');
    expect(loadConfig({ API_DB_FILE: ':memory:', API_DATA_DIR: '/srv/portal' }).app.dataDir).toBe(
      '/srv/portal',
    );
    expect(loadConfig({ API_CORS_ORIGINS: 'http://a.test, http://b.test:8080' }).app.corsOrigins).toEqual([
      'http://a.test',
      'http://b.test:8080',
    ]);
    for (const env of [
      { PORT: 'x' },
      { PORT: '70000' },
      { API_QA: 'maybe' },
      { API_SEED_SIZE: '-1' },
      { API_PUBLIC_URL: 'ftp://x' },
      { API_CORS_ORIGINS: 'localhost' },
      { API_TOKEN_SECRET: 'short' },
    ]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow();
    }
  });
});

describe('servers side by side', () => {
  it('two in-memory servers keep their uploads apart: a QA reset of one deletes none of the other’s', async () => {
    // As the server starts them (e2e runs one per worker, the nginx smoke one more): from the environment.
    const env = { API_DB_FILE: ':memory:' };
    const [mine, theirs] = await Promise.all(
      [loadConfig(env), loadConfig(env)].map((config) =>
        makeApp({ dbFile: config.app.dbFile, dataDir: config.app.dataDir }),
      ),
    );
    apps.push(mine!, theirs!);
    expect(mine!.uploadsDir).not.toBe(theirs!.uploadsDir);
    const url = await uploadAs(mine!, 'image', null, JPEG);
    expect((await qa(theirs!, 'POST', '/__qa/reset')).statusCode).toBe(200);
    expect((await mine!.inject({ url: new URL(url).pathname })).statusCode).toBe(200);
  });
});

describe('plugins', () => {
  it('a plugin registered without the services it needs fails at start, naming what is missing', async () => {
    const app = Fastify();
    app.register(profiles);
    await expect(app.ready()).rejects.toThrow(/dependency 'repositories' of plugin 'profiles'/);
  });
});
