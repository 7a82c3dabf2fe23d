// The résumé a job seeker builds on their profile, as a PDF: downloaded by the seeker, and sent with an
// application, where it is made once, stored like an uploaded résumé (quotas, /uploads/ URL, sweeping)
// and opened by the employer as it was sent. Every PDF is read back with a PDF parser: it must hold text.
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import type { App } from '../src/app.js';
import { fold, migrate } from '../src/db/database.js';
import { ApplicationsRepo } from '../src/repos/applications-repo.js';
import type { BuildAppOptions } from '../src/app.js';
import { bearer, EMPLOYER, login, makeApp, postJob, register } from './helpers.js';

let app: App;
afterEach(async () => {
  await app?.close();
});

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

const DETAILS = {
  headline: 'Platform engineer who ships',
  summary: 'Eight years of building developer platforms.',
  skills: ['TypeScript', 'Kubernetes', 'PostgreSQL'],
  desiredLocation: 'Lisbon',
  openToRemote: true,
  experience: [
    {
      title: 'Staff Engineer',
      company: 'Northwind',
      start: '2021-09',
      end: '',
      description: 'Led the move to Kubernetes.',
    },
  ],
  education: [
    { school: 'Universidade de Lisboa', degree: 'MSc Informatics', start: '2012-09', end: '2014-07' },
  ],
};

async function setUp(options: BuildAppOptions = {}) {
  app = await makeApp(options);
  const seeker = await register(app, 'jobseeker', 'Zoë Quantum');
  const employer = await login(app, EMPLOYER);
  const job = (await postJob(app, employer))._id;
  return { seeker, employer, job };
}

const update = (token: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: '/api/user/profile', headers: bearer(token), payload });
const download = (token: string) => app.inject({ url: '/api/user/resume.pdf', headers: bearer(token) });
const apply = (token: string, job: string, payload?: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: `/api/applications/${job}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
/** The uploaded file behind an absolute upload URL, fetched with no sign-in (as a browser tab opens it). */
const openUpload = (url: string) => app.inject({ url: new URL(url).pathname });
const ownerBytes = (pk: number) => app.uploads.usage({ ownerPk: pk, client: 'nowhere' }).owner;

describe('GET /api/user/resume.pdf', () => {
  it('is a PDF of the built résumé with real text: name, headline, contact, sections, skills', async () => {
    const { seeker } = await setUp();
    expect((await update(seeker.token, DETAILS)).statusCode).toBe(200);
    const res = await download(seeker.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Zoe-Quantum-Resume.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Zoë Quantum',
      'Platform engineer who ships',
      seeker.user.email,
      'Lisbon, open to remote work',
      'Summary',
      'Eight years of building developer platforms.',
      'Experience',
      'Staff Engineer, Northwind',
      'Sep 2021 – present',
      'Education',
      'Universidade de Lisboa, MSc Informatics',
      'Skills',
      'TypeScript, Kubernetes, PostgreSQL',
    ]) {
      expect(text).toContain(expected);
    }
    // In reading order, as a person (and an applicant-tracking system) reads it.
    const order = ['Summary', 'Experience', 'Education', 'Skills'].map((h) => text.indexOf(h));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('asks the seeker to build their résumé first (422), and is the seeker’s only', async () => {
    const { seeker, employer } = await setUp();
    const empty = await download(seeker.token);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toMatch(/^Build your résumé first/);
    expect((await download(employer)).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/user/resume.pdf' })).statusCode).toBe(401);
  });

  it('draws text the standard fonts cannot show as "?", never as other letters', async () => {
    const { seeker } = await setUp();
    await update(seeker.token, { headline: 'Ingénieur 日本 ✓', skills: ['C++', 'Łódź'] });
    const text = await pdfText((await download(seeker.token)).rawPayload);
    expect(text).toContain('Ingénieur ?? ?');
    expect(text).toContain('C++, ?ód?');
  });
});

describe('applying with the built résumé', () => {
  it('stores its PDF like an upload; the employer opens it as sent, whatever the profile says later', async () => {
    const { seeker, employer, job } = await setUp();
    await update(seeker.token, DETAILS);
    const sent = await apply(seeker.token, job, { resume: 'built' });
    expect(sent.statusCode).toBe(201);
    const { applicant } = sent.json().application;
    expect(applicant.resume).toMatch(/^http:\/\/localhost:\d+\/uploads\/[0-9a-f]{32}\.pdf$/);
    expect(applicant.resumeName).toBe('Zoe-Quantum-Resume.pdf');
    // The profile keeps its own (here: no uploaded file).
    const me = (await app.inject({ url: '/api/auth/profile', headers: bearer(seeker.token) })).json();
    expect(me.resume).toBe('');

    // The seeker changes their profile afterwards.
    await update(seeker.token, { name: 'Zoë Renamed', skills: ['Haskell'] });

    // The pipeline names the same file, which holds the résumé as it was sent.
    const list = await app.inject({ url: `/api/applications/job/${job}`, headers: bearer(employer) });
    const row = list.json().find((a: { applicant: { _id: string } }) => a.applicant._id === seeker.user._id);
    expect(row.applicant.resume).toBe(applicant.resume);
    expect(row.applicant.resumeName).toBe('Zoe-Quantum-Resume.pdf');
    const one = await app.inject({
      url: `/api/applications/${sent.json().application._id}`,
      headers: bearer(employer),
    });
    expect(one.json().applicant.resume).toBe(applicant.resume);
    // The seeker's tracker names it too.
    const mine = await app.inject({ url: '/api/applications/my', headers: bearer(seeker.token) });
    expect(mine.json().applications[0]).toMatchObject({
      resume: applicant.resume,
      resumeName: 'Zoe-Quantum-Resume.pdf',
    });
    const file = await openUpload(applicant.resume);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(file.rawPayload);
    expect(text).toContain('Zoë Quantum');
    expect(text).toContain('Kubernetes');
    expect(text).not.toContain('Haskell');
    // While the seeker's own download is the résumé as it is now.
    const now = await pdfText((await download(seeker.token)).rawPayload);
    expect(now).toContain('Zoë Renamed');
    expect(now).toContain('Haskell');
  });

  it('counts against the upload quota like an uploaded file, and a full quota sends nothing (413)', async () => {
    const { seeker, job } = await setUp();
    await update(seeker.token, DETAILS);
    const pk = app.users.findByEmail(seeker.user.email)!.pk;
    expect(ownerBytes(pk)).toBe(0);
    const sent = await apply(seeker.token, job, { resume: 'built' });
    expect(sent.statusCode).toBe(201);
    const size = (await openUpload(sent.json().application.applicant.resume)).rawPayload.length;
    expect(size).toBeGreaterThan(0);
    expect(ownerBytes(pk)).toBe(size);
    await app.close();

    const full = await setUp({ uploads: { quotaBytes: 500 } });
    await update(full.seeker.token, DETAILS);
    const refused = await apply(full.seeker.token, full.job, { resume: 'built' });
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toMatch(/^Upload quota reached: your files take 0 MB of 0 MB\./);
    const mine = await app.inject({ url: '/api/applications/my', headers: bearer(full.seeker.token) });
    expect(mine.json().counts.total).toBe(0);
  });

  it('without a built résumé is a 422 and sends nothing; the profile’s file stays the default', async () => {
    const { seeker, job } = await setUp();
    const refused = await apply(seeker.token, job, { resume: 'built' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/^Build your résumé first/);
    const pk = app.users.findByEmail(seeker.user.email)!.pk;
    expect(ownerBytes(pk)).toBe(0);
    const mine = await app.inject({ url: '/api/applications/my', headers: bearer(seeker.token) });
    expect(mine.json().counts.total).toBe(0);
    // Any other choice is the client's mistake.
    expect((await apply(seeker.token, job, { resume: 'pdf' })).statusCode).toBe(400);
    // No choice: the profile's résumé, as before (here none).
    const plain = await apply(seeker.token, job);
    expect(plain.statusCode).toBe(201);
    expect(plain.json().application.applicant.resume).toBe('');
    const tracked = await app.inject({ url: '/api/applications/my', headers: bearer(seeker.token) });
    expect(tracked.json().applications[0]).toMatchObject({ resume: '', resumeName: '' });
  });

  it('a second application to the job is a 409 and keeps no second PDF', async () => {
    const { seeker, job } = await setUp();
    await update(seeker.token, DETAILS);
    await apply(seeker.token, job, { resume: 'built' });
    const pk = app.users.findByEmail(seeker.user.email)!.pk;
    const before = ownerBytes(pk);
    const again = await apply(seeker.token, job, { resume: 'built' });
    expect(again.statusCode).toBe(409);
    expect(ownerBytes(pk)).toBe(before);
  });

  it('is kept while the application is, and swept once it is withdrawn', async () => {
    let now = Date.parse('2026-11-29T10:00:00Z');
    const { seeker, job } = await setUp({ clock: () => now });
    await update(seeker.token, DETAILS);
    const sent = await apply(seeker.token, job, { resume: 'built' });
    const url = sent.json().application.applicant.resume as string;
    // Past the grace period of uploads nothing uses: the application uses it.
    now += 2 * 60 * 60 * 1000;
    await app.uploadFiles.sweep();
    expect((await openUpload(url)).statusCode).toBe(200);
    const withdrawn = await app.inject({
      method: 'DELETE',
      url: `/api/applications/${sent.json().application._id}`,
      headers: bearer(seeker.token),
    });
    expect(withdrawn.statusCode).toBe(200);
    now += 2 * 60 * 60 * 1000;
    await app.uploadFiles.sweep();
    expect((await openUpload(url)).statusCode).toBe(404);
  });
});

describe('migration 17', () => {
  it('leaves every earlier application with the profile’s résumé', () => {
    const db = new Database(':memory:');
    try {
      db.pragma('foreign_keys = ON');
      db.function('portal_fold', { deterministic: true }, (value: unknown) =>
        typeof value === 'string' ? fold(value) : value,
      );
      migrate(db, 16);
      const at = '2026-01-01T00:00:00.000Z';
      db.exec(`
        INSERT INTO users (pk, id, name, email, password_hash, role, resume, resume_name, created_at, updated_at) VALUES
          (1, 'u1', 'Employer', 'a@x.test', 'x', 'employeer', '', '', '${at}', '${at}'),
          (2, 'u2', 'Seeker', 'b@x.test', 'x', 'jobseeker', 'http://x/uploads/${'a'.repeat(32)}.pdf', 'CV.pdf', '${at}', '${at}');
        INSERT INTO jobs (pk, id, employer_pk, title, location, category, type, description, requirements,
                          salary_min, salary_max, created_at, updated_at)
          VALUES (1, 'j1', 1, 'Job', 'Here', 'Engineering', 'Full-Time', 'd', 'r', 1, 2, '${at}', '${at}');
        INSERT INTO applications (pk, id, job_pk, seeker_pk, created_at, updated_at) VALUES (1, 'a1', 1, 2, '${at}', '${at}');
      `);
      migrate(db);
      const { applicant } = new ApplicationsRepo(db, () => Date.parse(at)).get(1);
      expect(applicant.resume).toBe(`http://x/uploads/${'a'.repeat(32)}.pdf`);
      expect(applicant.resumeName).toBe('CV.pdf');
    } finally {
      db.close();
    }
  });
});
