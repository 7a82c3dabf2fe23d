// The cost of the talent pool's search to the server, whatever an employer types: over 10,000 discoverable
// job seekers, a search reads the full-text index and the matching rows by their keys (never a pass over
// the users, never a JavaScript call per row), the newest profiles off an index in their order (no sort),
// and a search already made (another page of it, another employer asking the same) reads no index again
// until a seeker changes; many words are refused past the cap before any reading, long input before
// anything runs. How fast it answers at 50 connections is bench:security's figure (section "talent").
import { describe, expect, it, vi } from 'vitest';
import { TALENT_LIMITS } from '@portal/contracts/constants';
import type { App } from '../src/app.js';
import { TALENT_SQL, talentMatch } from '../src/repos/talent-repo.js';
import { bearer, register } from './helpers.js';
import { cleanUpAfterEach, fresh } from './security-helpers.js';

cleanUpAfterEach();

/** SQLite's plan of a statement, one line per step. */
const plan = (app: App, sql: string, ...params: unknown[]) =>
  (app.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((r) => r.detail);

/** The SQL of every statement that read rows (all/get) while `work` ran, in order. */
async function statementsOf(app: App, work: () => Promise<unknown>): Promise<string[]> {
  const statement = Object.getPrototypeOf(app.db.prepare('SELECT 1')) as {
    all: (...args: unknown[]) => unknown;
    get: (...args: unknown[]) => unknown;
  };
  const spies = [vi.spyOn(statement, 'all'), vi.spyOn(statement, 'get')];
  try {
    await work();
    return spies.flatMap((spy) => spy.mock.contexts.map((c) => (c as { source: string }).source));
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}

const SKILLS = ['React', 'TypeScript', 'Go', 'Postgres', 'Kotlin', 'Rust', 'Python', 'Terraform'];
const CITIES = ['Berlin', 'Lisbon', 'Porto', 'Madrid', 'Warsaw'];

/** 10,000 discoverable job seekers (written straight to SQLite; discovery turned on as the API does). */
async function pool(): Promise<{ app: App; employer: string }> {
  const app = await fresh({ rateLimits: { enabled: false } });
  const employer = await register(app, 'employeer', 'Recruiter');
  const insert = app.db.prepare(
    `INSERT INTO users (id, name, email, password_hash, role, headline, skills, desired_location, created_at, updated_at)
     VALUES (?, ?, ?, 'x', 'jobseeker', ?, ?, ?, ?, ?)`,
  );
  const hex = (n: number) => n.toString(16).padStart(24, '0');
  const at = new Date().toISOString();
  app.db.transaction(() => {
    for (let i = 0; i < 10_000; i++) {
      const skills = [SKILLS[i % 8], SKILLS[(i * 3 + 1) % 8], SKILLS[(i * 5 + 2) % 8]];
      insert.run(
        hex(5e6 + i),
        `Seeker ${i}`,
        `pool${i}@pool.test`,
        `Senior ${SKILLS[i % 8]} engineer ${i}`,
        JSON.stringify(skills),
        CITIES[i % 5],
        at,
        at,
      );
    }
    app.db.prepare(`UPDATE users SET discoverable = 1 WHERE email LIKE 'pool%@pool.test'`).run();
  })();
  return { app, employer: employer.token };
}

describe('talent search over 10,000 discoverable seekers', () => {
  it('reads the index and the matching rows by key, with no JavaScript per row; the cap of words holds', async () => {
    const { app, employer } = await pool();
    const search = async (q: string, location = '') => {
      const res = await app.inject({
        url: `/api/talent?q=${encodeURIComponent(q)}&location=${encodeURIComponent(location)}&limit=20`,
        headers: bearer(employer),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { total: number; talent: unknown[] };
    };
    expect((await search('')).total).toBe(10_000);
    // Every seeker's headline has "engineer" and "senior": every one matches, 20 come back.
    const everyone = await search('senior engineer');
    expect(everyone.total).toBe(10_000);
    expect(everyone.talent).toHaveLength(20);
    expect((await search('react', 'berlin')).total).toBeGreaterThan(0);

    // The cap: as many words as count, each a common prefix, still answer; one more is refused unread.
    const words = Array.from(
      { length: TALENT_LIMITS.queryMaxWords },
      (_, i) => ['se', 'en', 'sen', 'eng'][i % 4],
    );
    expect((await search(words.join(' '))).total).toBe(10_000);
    const over = await app.inject({
      url: `/api/talent?q=${encodeURIComponent([...words, 'x'].join(' '))}`,
      headers: bearer(employer),
    });
    expect(over.statusCode).toBe(400);

    // The plans: the full-text index, then each match's user by its primary key; the newest profiles
    // off their own index, in its order; a page's rows by key.
    const steps = plan(app, TALENT_SQL.ranking, talentMatch('react typescript', 'berlin'));
    expect(steps.some((step) => /SCAN t VIRTUAL TABLE INDEX/.test(step))).toBe(true);
    expect(steps.some((step) => /SEARCH u USING INTEGER PRIMARY KEY/.test(step))).toBe(true);
    expect(steps.some((step) => /SCAN u\b/.test(step))).toBe(false);
    expect(plan(app, TALENT_SQL.newest)).toEqual([
      'SCAN users USING COVERING INDEX users_discoverable_by_update',
    ]);
    const rows = plan(app, TALENT_SQL.rows, '[1]');
    expect(rows.some((step) => /SEARCH users USING INTEGER PRIMARY KEY/.test(step))).toBe(true);
    expect(rows.some((step) => /SCAN users\b/.test(step))).toBe(false);
  });

  it('ranks a search once: its other pages, and the same search again, read no index until a seeker changes', async () => {
    const { app, employer } = await pool();
    const page = (query: string) =>
      app.inject({ url: `/api/talent?${query}`, headers: bearer(employer) }).then((res) => {
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as { total: number; talent: { name: string }[] };
      });
    const ranked = (sqls: string[]) => sqls.filter((sql) => sql === TALENT_SQL.ranking).length;
    const newest = (sqls: string[]) => sqls.filter((sql) => sql === TALENT_SQL.newest).length;

    let first: { total: number; talent: { name: string }[] } | undefined;
    const once = await statementsOf(app, async () => {
      first = await page('q=react&location=berlin');
      await page('q=react&location=berlin&page=2');
      await page('q=react&location=berlin');
      await page('');
      await page('page=3');
    });
    expect(ranked(once)).toBe(1);
    expect(newest(once)).toBe(1);
    // No statement counts the matches: the ranking's length is the total.
    expect(once.some((sql) => /count\(/i.test(sql))).toBe(false);

    // A seeker shown in the search changes (here behind the API's back): the next search ranks afresh and
    // shows the change.
    const shown = first!.talent[0]!.name;
    app.db.prepare('UPDATE users SET name = ? WHERE name = ?').run('Renamed Seeker', shown);
    let after: { total: number; talent: { name: string }[] } | undefined;
    const again = await statementsOf(app, async () => {
      after = await page('q=react&location=berlin');
    });
    expect(ranked(again)).toBe(1);
    expect(after!.talent.map((card) => card.name)).toContain('Renamed Seeker');

    // A seeker who is not discoverable changes: nothing any search shows moved, nothing is read again.
    app.db.prepare(`UPDATE users SET name = 'Still Hidden' WHERE role = 'employeer'`).run();
    expect(ranked(await statementsOf(app, () => page('q=react&location=berlin')))).toBe(0);
  });

  it('refuses long input before anything runs, with a message', async () => {
    const { app, employer } = await pool();
    for (const [key, max] of [
      ['q', TALENT_LIMITS.queryMaxLength],
      ['location', TALENT_LIMITS.locationMaxLength],
    ] as const) {
      const res = await app.inject({
        url: `/api/talent?${key}=${'a'.repeat(max + 1)}`,
        headers: bearer(employer),
      });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().message, key).toMatch(new RegExp(key));
    }
    // A query string far past any field's size is refused by the server before it is parsed.
    const huge = await app.inject({ url: `/api/talent?q=${'a'.repeat(100_000)}`, headers: bearer(employer) });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
  });
});
