// Fixtures for the tracker, pipeline, notes, notifications and dashboard tests: a fixed clock, a small
// world of one employer with applicants, and the permission matrix as one assertion.
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { App, BuildAppOptions } from '../src/app.js';
import { bearer, EMPLOYER, login, makeApp, OTHER_EMPLOYER, postJob, register, SEEKER } from './helpers.js';

/** The fixed "now" of the clock tests: a Friday noon, UTC. */
export const NOW = Date.parse('2030-03-15T12:00:00.000Z');
export const DAY = 86_400_000;
export const fixedClock = () => NOW;
export const iso = (t: number) => new Date(t).toISOString();

/** A fresh seeded app with the demo employer, another employer and the demo seeker signed in. */
export async function openSeeded(options: BuildAppOptions = {}) {
  const app = await makeApp(options);
  const [employer, other, seeker] = await Promise.all([
    login(app, EMPLOYER),
    login(app, OTHER_EMPLOYER),
    login(app, SEEKER),
  ]);
  return { app, employer, other, seeker };
}

export interface Caller {
  token: string;
  id: string;
  name: string;
  email: string;
}

const caller = ({ token, user }: Awaited<ReturnType<typeof register>>): Caller => ({
  token,
  id: user._id,
  name: user.name,
  email: user.email,
});

/** One employer with `jobs` jobs; `seekers` seekers; each seeker applied to every job, in order. */
export interface World {
  employer: Caller;
  jobs: { _id: string; title: string }[];
  seekers: Caller[];
  /** applications[job][seeker] */
  applications: string[][];
}

export async function makeWorld(
  app: App,
  options: { titles: string[]; seekerNames: string[]; employerName?: string },
): Promise<World> {
  const employer = caller(await register(app, 'employeer', options.employerName ?? 'World Employer'));
  const seekers: Caller[] = [];
  for (const name of options.seekerNames) seekers.push(caller(await register(app, 'jobseeker', name)));
  const jobs: World['jobs'] = [];
  const applications: string[][] = [];
  for (const title of options.titles) {
    const job = await postJob(app, employer.token, { title });
    jobs.push({ _id: job._id, title });
    const row: string[] = [];
    for (const seeker of seekers) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/applications/${job._id}`,
        headers: bearer(seeker.token),
      });
      if (res.statusCode !== 201) throw new Error(`apply: ${res.statusCode} ${res.body}`);
      row.push(res.json().application._id as string);
    }
    applications.push(row);
  }
  return { employer, jobs, seekers, applications };
}

/**
 * Ends every open Undo window now: the candidates of those stage changes are told, as the server does
 * once the windows pass (stage-changes.test.ts tests the windows themselves). Returns how many were told.
 */
export function tellCandidates(app: App): number {
  app.db
    .prepare('UPDATE applications SET notice_due_at = ? WHERE notice_due_at IS NOT NULL')
    .run(app.settings.clock());
  return app.stageChanges.deliverDue();
}

/** Moves an application (as its employer) and lets its Undo window pass: the candidate has been told. */
export async function setStatus(app: App, token: string, applicationId: string, status: string) {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/applications/${applicationId}/status`,
    headers: bearer(token),
    payload: { status },
  });
  if (res.statusCode !== 200) throw new Error(`status: ${res.statusCode} ${res.body}`);
  tellCandidates(app);
  return res.json();
}

/** Moves a row's timestamps (tests of time windows); `table` and columns are fixed strings here. */
export function backdate(
  app: App,
  table: 'applications' | 'jobs',
  id: string,
  at: { created?: number; updated?: number },
): void {
  if (at.created !== undefined)
    app.db.prepare(`UPDATE ${table} SET created_at = ? WHERE id = ?`).run(iso(at.created), id);
  if (at.updated !== undefined)
    app.db.prepare(`UPDATE ${table} SET updated_at = ? WHERE id = ?`).run(iso(at.updated), id);
}

export type MatrixRole = 'none' | 'seeker' | 'other' | 'owner';

/**
 * The permission matrix of one call: the status each kind of caller gets (no token, a job seeker who
 * is not the owner, an employer who is not the owner, the owner). Every refusal is `{ message }`.
 */
export async function expectMatrix(
  app: App,
  call: InjectOptions,
  tokens: Record<Exclude<MatrixRole, 'none'>, string>,
  expected: Record<MatrixRole, number>,
): Promise<void> {
  for (const role of ['none', 'seeker', 'other', 'owner'] as const) {
    const headers = role === 'none' ? {} : bearer(tokens[role]);
    const res = await app.inject({ ...call, headers: { ...call.headers, ...headers } });
    expect(
      res.statusCode,
      `${call.method ?? 'GET'} ${JSON.stringify(call.url)} as ${role}: ${res.body}`,
    ).toBe(expected[role]);
    if (res.statusCode >= 400) expect(Object.keys(res.json())).toEqual(['message']);
  }
}
