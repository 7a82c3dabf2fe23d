// The seed command (`pnpm --filter @portal/api-mock seed`) on a file database: seeds an empty one, and puts
// a used one back to the seed (accounts, jobs and uploads made since are gone).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { makePng } from '../src/lib/sample-files.js';
import { bearer, login, EMPLOYER, postJob, register, uploadAs } from './helpers.js';

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length) rmSync(dirs.pop()!, { recursive: true, force: true });
});

const seedCommand = (env: Record<string, string>) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/seed.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });

describe('seed command', () => {
  it('seeds an empty file database, and resets a used one to the seed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-mock-seed-'));
    dirs.push(dir);
    const env = { API_DB_FILE: join(dir, 'portal.db'), API_DATA_DIR: dir, API_SEED_SIZE: '10' };
    expect(seedCommand(env)).toMatch(/holds the seed: 43 users, 76 jobs/);

    const app = buildApp({ dbFile: env.API_DB_FILE, dataDir: dir, scryptCost: 1024 });
    await app.ready();
    const { token } = await register(app, 'jobseeker');
    const employer = await login(app, EMPLOYER);
    await postJob(app, employer, { title: 'Gone After Seeding' });
    await uploadAs(app, 'image', token, makePng());
    const uploads = () => readdirSync(join(dir, 'uploads')).filter((n) => !n.startsWith('sample-'));
    expect(uploads()).toHaveLength(1);
    await app.close();

    expect(seedCommand(env)).toMatch(/holds the seed: 43 users, 76 jobs/);
    const again = buildApp({ dbFile: env.API_DB_FILE, dataDir: dir, scryptCost: 1024 });
    await again.ready();
    try {
      expect((await again.inject({ url: '/api/auth/profile', headers: bearer(token) })).statusCode).toBe(401);
      expect((await again.inject({ url: '/api/jobs?keyword=gone' })).json().total).toBe(0);
      expect(uploads()).toHaveLength(0);
    } finally {
      await again.close();
    }
  });

  it('refuses an in-memory database with a message', () => {
    expect(() => seedCommand({ API_DB_FILE: ':memory:' })).toThrow(/API_DB_FILE is :memory:/);
  });
});
