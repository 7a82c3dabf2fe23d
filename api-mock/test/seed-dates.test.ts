// The seed is dated from the day it runs: a demo board whose open jobs are live postings (none past the 60
// days a posting is listed for), and every job under a company that can have a page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { DAY, fixedClock, NOW } from './fixtures.js';
import { makeApp } from './helpers.js';

const LISTING_DAYS = 60;

describe('seed dates', () => {
  let app: App;
  beforeAll(async () => {
    app = await makeApp({ clock: fixedClock, seedSize: 400 });
  });
  afterAll(() => app.close());

  const jobs = () =>
    app.db
      .prepare<
        [],
        { pk: number; is_closed: number; created_at: string; updated_at: string; company: string }
      >(
        `SELECT j.pk, j.is_closed, j.created_at, j.updated_at, u.company_name AS company
         FROM jobs j JOIN users u ON u.pk = j.employer_pk ORDER BY j.pk`,
      )
      .all();

  it('posts every open job within the listing period, spread over the last weeks', () => {
    const open = jobs().filter((j) => !j.is_closed);
    expect(open.length).toBeGreaterThan(300);
    const ages = open.map((j) => (NOW - Date.parse(j.created_at)) / DAY);
    for (const j of open) expect(Date.parse(j.updated_at)).toBeGreaterThan(NOW - LISTING_DAYS * DAY);
    expect(Math.max(...ages)).toBeLessThanOrEqual(45);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    // Some in the last week, most older: "posted N days ago" and "last 7 days" mean something.
    const lastWeek = ages.filter((a) => a <= 7).length;
    expect(lastWeek).toBeGreaterThan(5);
    expect(lastWeek).toBeLessThan(open.length / 2);
  });

  it('keeps newest first in creation order', () => {
    const times = jobs().map((j) => Date.parse(j.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('puts every job under an employer with a company name', () => {
    expect(jobs().filter((j) => j.company.trim() === '')).toEqual([]);
  });
});
