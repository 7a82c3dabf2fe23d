import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import {
  bearer,
  EMPLOYER,
  jobBody,
  login,
  makeApp,
  OTHER_EMPLOYER,
  postJob,
  register,
  SEEKER,
} from './helpers.js';

let app: App;
let employer: string;
let other: string;
let seeker: string;
beforeEach(async () => {
  app = await makeApp();
  [employer, other, seeker] = await Promise.all([
    login(app, EMPLOYER),
    login(app, OTHER_EMPLOYER),
    login(app, SEEKER),
  ]);
});
afterEach(async () => {
  await app.close();
});

const list = async (query = '', headers = {}) => {
  const res = await app.inject({ url: `/api/jobs${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json() as { jobs: Array<Record<string, any>>; total: number; page: number; pages: number };
};

describe('GET /api/jobs', () => {
  it('lists open jobs newest first, paged, with the company filled in', async () => {
    const body = await list();
    expect(body.page).toBe(1);
    expect(body.jobs).toHaveLength(20);
    expect(body.total).toBe(64); // 66 seeded, 2 closed
    expect(body.pages).toBe(4);
    const dates = body.jobs.map((j) => j.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.jobs[0]!.company).toEqual(
      expect.objectContaining({
        _id: expect.any(String),
        name: expect.any(String),
        companyName: expect.any(String),
        companyLogo: expect.any(String),
      }),
    );
    expect(
      body.jobs.every((j) => j.isClosed === false && j.isSaved === false && j.applicationStatus === null),
    ).toBe(true);
    const page4 = await list('?page=4');
    expect(page4.jobs).toHaveLength(4);
    expect((await list('?page=9')).jobs).toHaveLength(0);
    expect((await list('?limit=100')).jobs).toHaveLength(64);
  });

  it('filters by type, category, location and salary overlap', async () => {
    const remote = await list('?type=Remote&limit=100');
    expect(remote.total).toBeGreaterThan(0);
    expect(remote.jobs.every((j) => j.type === 'Remote')).toBe(true);
    const design = await list('?category=Design&limit=100');
    expect(design.jobs.every((j) => j.category === 'Design')).toBe(true);
    const both = await list('?category=Design&type=Contract&limit=100');
    expect(both.jobs.every((j) => j.category === 'Design' && j.type === 'Contract')).toBe(true);
    const loc = await list('?location=REMOTE&limit=100');
    expect(loc.total).toBeGreaterThan(0);
    expect(loc.jobs.every((j) => j.location.toLowerCase().includes('remote'))).toBe(true);
    const sal = await list('?minSalary=100000&maxSalary=120000&limit=100');
    expect(sal.jobs.every((j) => j.salaryMax >= 100000 && j.salaryMin <= 120000)).toBe(true);
    const all = await list('?limit=100');
    const expected = all.jobs.filter((j) => j.salaryMax >= 100000 && j.salaryMin <= 120000).length;
    expect(sal.total).toBe(expected);
    expect((await list('?type=&category=&minSalary=&maxSalary=&keyword=&location=')).total).toBe(64);
  });

  it('matches keywords case-insensitively in title, company name and description, title hits first', async () => {
    await postJob(app, employer, {
      title: 'Office Plant Curator',
      description: 'Water the zebrafern daily.',
    });
    await postJob(app, employer, { title: 'Zebrafern Specialist', description: 'Plants.' });
    const res = await list('?keyword=ZEBRAFERN');
    expect(res.total).toBe(2);
    expect(res.jobs[0]!.title).toBe('Zebrafern Specialist'); // title hit first, although older
    const byCompany = await list('?keyword=acme%20demo&limit=100');
    expect(byCompany.total).toBeGreaterThan(0);
    expect(
      byCompany.jobs.every(
        (j) =>
          j.company.companyName === 'Acme Demo Labs' ||
          `${j.title} ${j.description}`.toLowerCase().includes('acme'),
      ),
    ).toBe(true);
  });

  it('treats keywords as literal text: c++, (, ", *, AND never crash', async () => {
    await postJob(app, employer, {
      title: 'C++ Wizard',
      description: 'Template metaprogramming "for fun" (really) * AND more',
    });
    const cpp = await list('?keyword=c%2B%2B&limit=100');
    expect(cpp.total).toBeGreaterThan(0);
    expect(cpp.jobs[0]!.title).toBe('C++ Wizard');
    expect(
      cpp.jobs.every((j) =>
        `${j.title} ${j.description} ${j.company.companyName}`.toLowerCase().includes('c++'),
      ),
    ).toBe(true);
    for (const kw of [
      '(',
      ')',
      '"',
      '*',
      'AND',
      'OR',
      'NOT',
      '"for fun"',
      '\\',
      '%',
      '_',
      "'",
      'c++ (really)',
      '[',
      '.*',
    ]) {
      const res = await app.inject({ url: `/api/jobs?keyword=${encodeURIComponent(kw)}` });
      expect(res.statusCode, kw).toBe(200);
    }
    expect((await list(`?keyword=${encodeURIComponent('(really)')}`)).total).toBe(1);
    expect((await list(`?keyword=${encodeURIComponent('.*')}`)).total).toBe(0);
  });

  it('computes isSaved and applicationStatus for the caller only (userId is ignored)', async () => {
    const mine = await list('?limit=100', bearer(seeker));
    expect(mine.jobs.some((j) => j.isSaved)).toBe(true);
    expect(mine.jobs.some((j) => j.applicationStatus !== null)).toBe(true);
    const seekerId = (await app.inject({ url: '/api/auth/profile', headers: bearer(seeker) })).json()._id;
    const anon = await list(`?limit=100&userId=${seekerId}`);
    expect(anon.jobs.every((j) => !j.isSaved && j.applicationStatus === null)).toBe(true);
    const someoneElse = (await register(app, 'jobseeker')).token;
    const theirs = await list(`?limit=100&userId=${seekerId}`, bearer(someoneElse));
    expect(theirs.jobs.every((j) => !j.isSaved && j.applicationStatus === null)).toBe(true);
  });

  it('ignores a stale token on this public read', async () => {
    expect((await app.inject({ url: '/api/jobs', headers: bearer('stale') })).statusCode).toBe(200);
  });

  it('validates the query', async () => {
    for (const [q, msg] of [
      ['?limit=0', /limit/],
      ['?limit=101', /limit/],
      ['?page=0', /page/],
      ['?minSalary=abc', /minSalary/],
      ['?maxSalary=-5', /maxSalary/],
      ['?type=Freelance', /type/],
      ['?category=Cooking', /category/],
    ] as const) {
      const res = await app.inject({ url: `/api/jobs${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toMatch(msg);
    }
  });

  it('each row of the list is the job as its own page replies it, minus the About text and questions', async () => {
    const token = await login(app, SEEKER);
    const { jobs } = await list('?limit=100', bearer(token));
    // The seeker's own state is in the rows: saved jobs and applications.
    expect(jobs.some((job) => job.isSaved)).toBe(true);
    expect(jobs.some((job) => job.applicationStatus !== null)).toBe(true);
    for (const row of jobs) {
      const { screeningQuestions, ...page } = (
        await app.inject({ url: `/api/jobs/${row._id}`, headers: bearer(token) })
      ).json();
      const { companyDescription, ...company } = page.company;
      expect(typeof companyDescription).toBe('string');
      expect(Array.isArray(screeningQuestions)).toBe(true);
      expect(row).toEqual({ ...page, company });
    }
  });
});

describe('GET /api/jobs/:id', () => {
  it('replies any job, closed too, with the caller state', async () => {
    const closed = (await list('?limit=100')).jobs.length; // warm
    expect(closed).toBe(64);
    const own = (await app.inject({ url: '/api/jobs/get-jobs-employeer', headers: bearer(employer) })).json();
    const closedJob = own.find((j: any) => j.isClosed);
    const res = await app.inject({ url: `/api/jobs/${closedJob._id}?userId=null` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: closedJob._id,
      isClosed: true,
      isSaved: false,
      applicationStatus: null,
    });
    const applied = (await list('?limit=100', bearer(seeker))).jobs.find((j) => j.applicationStatus);
    const detail = await app.inject({ url: `/api/jobs/${applied!._id}`, headers: bearer(seeker) });
    expect(detail.json().applicationStatus).toBe(applied!.applicationStatus);
  });

  it('404s unknown and malformed ids', async () => {
    for (const id of ['000000000000000000000000', 'nope', 'x'.repeat(200), '%00', "1' OR '1'='1"]) {
      const res = await app.inject({ url: `/api/jobs/${encodeURIComponent(id)}` });
      expect(res.statusCode, id).toBe(404);
      expect(typeof res.json().message).toBe('string');
    }
  });
});

describe('job writes and the permission matrix', () => {
  it('employers post (201), the job is searchable at once', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: bearer(employer),
      payload: jobBody({ title: 'Xylophone Tuner' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      title: 'Xylophone Tuner',
      isClosed: false,
      applicationCount: 0,
      company: { companyName: 'Acme Demo Labs' },
    });
    expect((await list('?keyword=xylophone')).total).toBe(1);
  });

  it('POST /api/jobs: no token 401, seeker 403', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/jobs', payload: jobBody() })).statusCode).toBe(401);
    const s = await app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: bearer(seeker),
      payload: jobBody(),
    });
    expect(s.statusCode).toBe(403);
    expect(s.json().message).toBe('Only employers can post jobs');
  });

  it('a new employer names the company before the first job: 409 until then, and the name stays while jobs carry it', async () => {
    const { token } = await register(app, 'employeer', 'Nina Nameless', { company: '' });
    const post = () =>
      app.inject({ method: 'POST', url: '/api/jobs', headers: bearer(token), payload: jobBody() });
    const refused = await post();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'companyName: Add your company name before posting a job' });
    // A blank name is no name; nothing was posted.
    const profile = (payload: object) =>
      app.inject({ method: 'PUT', url: '/api/user/profile', headers: bearer(token), payload });
    expect((await profile({ companyName: '   ' })).statusCode).toBe(200);
    expect((await post()).statusCode).toBe(409);
    expect(
      (await app.inject({ url: '/api/jobs/get-jobs-employeer', headers: bearer(token) })).json(),
    ).toEqual([]);

    expect((await profile({ companyName: 'Nameless No More' })).statusCode).toBe(200);
    const posted = await post();
    expect(posted.statusCode).toBe(201);
    const job = (await app.inject({ url: `/api/jobs/${posted.json()._id}` })).json();
    expect(job.company.companyName).toBe('Nameless No More');

    const cleared = await profile({ companyName: '' });
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json()).toEqual({
      message: 'companyName: Company name is required while you have jobs posted',
    });
    expect((await app.inject({ url: `/api/jobs/${job._id}` })).json().company.companyName).toBe(
      'Nameless No More',
    );
  });

  it.each([
    [{ title: '  ' }, 'title: Job title is required'],
    [{ title: undefined }, 'title: Job title is required'],
    [{ category: undefined }, 'category: Please select a category'],
    [{ category: 'Cooking' }, 'category: Please select a category'],
    [{ type: undefined }, 'type: Please select a job type'],
    [{ description: ' ' }, 'description: Job description is required'],
    [{ requirements: '' }, 'requirements: Job requirements are required'],
    [{ salaryMin: undefined }, 'salaryMin: Both minimum and maximum salary are required'],
    [{ salaryMax: undefined }, 'salaryMax: Both minimum and maximum salary are required'],
    [{ salaryMin: -1 }, 'salaryMin: Salary cannot be negative'],
    [{ salaryMin: 1.5 }, 'salaryMin: Salary must be a whole number of at least 0'],
    [
      { salaryMin: 90000, salaryMax: 90000 },
      'salaryMax: Maximum salary must be greater than the minimum salary',
    ],
    [
      { salaryMin: 90001, salaryMax: 90000 },
      'salaryMax: Maximum salary must be greater than the minimum salary',
    ],
    [{ location: '' }, 'Location is required'],
    [{ location: '  ' }, 'Location is required'],
  ])('POST refuses %j: "%s"', async (change, message) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: bearer(employer),
      payload: { ...jobBody(), ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('PUT, toggle-close and DELETE: 401 / 403 seeker / 403 other employer / 200 owner; unknown id 404', async () => {
    const { _id } = await postJob(app, employer);
    const calls = [
      { method: 'PUT' as const, url: `/api/jobs/${_id}`, payload: jobBody({ title: 'Renamed' }) },
      { method: 'PUT' as const, url: `/api/jobs/${_id}/toggle-close` },
      { method: 'DELETE' as const, url: `/api/jobs/${_id}` },
    ];
    for (const call of calls) {
      expect((await app.inject(call)).statusCode, `${call.method} ${call.url} anon`).toBe(401);
      expect((await app.inject({ ...call, headers: bearer(seeker) })).statusCode).toBe(403);
      const o = await app.inject({ ...call, headers: bearer(other) });
      expect(o.statusCode).toBe(403);
      expect(o.json().message).toMatch(/your own jobs/);
      expect(
        (
          await app.inject({
            ...call,
            url: call.url.replace(_id, 'ffffffffffffffffffffffff'),
            headers: bearer(employer),
          })
        ).statusCode,
      ).toBe(404);
    }
    const put = await app.inject({ ...calls[0]!, headers: bearer(employer) });
    expect(put.statusCode).toBe(200);
    expect(put.json().title).toBe('Renamed');
    expect((await list('?keyword=renamed')).total).toBe(1);
    expect((await list('?keyword=quantum')).total).toBe(0);

    const toggle = await app.inject({ ...calls[1]!, headers: bearer(employer) });
    expect(toggle.json()).toEqual({ isClosed: true, message: 'Job is Closed' });
    expect((await list('?keyword=renamed')).total).toBe(0);
    const again = await app.inject({ ...calls[1]!, headers: bearer(employer) });
    expect(again.json()).toEqual({ isClosed: false, message: 'Job is Active' });

    const del = await app.inject({ ...calls[2]!, headers: bearer(employer) });
    expect(del.statusCode).toBe(200);
    expect((await app.inject({ url: `/api/jobs/${_id}` })).statusCode).toBe(404);
    expect((await list('?keyword=renamed')).total).toBe(0);
  });

  it('PUT validates like POST', async () => {
    const { _id } = await postJob(app, employer);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/jobs/${_id}`,
      headers: bearer(employer),
      payload: jobBody({ salaryMin: 5, salaryMax: 1 }),
    });
    expect(res.statusCode).toBe(400);
  });

  it('DELETE removes the job with its applications and saved entries', async () => {
    const { _id } = await postJob(app, employer);
    await app.inject({ method: 'POST', url: `/api/applications/${_id}`, headers: bearer(seeker) });
    await app.inject({ method: 'POST', url: `/api/save-jobs/${_id}`, headers: bearer(seeker) });
    const count = (sql: string) => (app.db.prepare(sql).get() as { n: number }).n;
    const before = [
      count('SELECT count(*) AS n FROM applications'),
      count('SELECT count(*) AS n FROM saved_jobs'),
    ];
    await app.inject({ method: 'DELETE', url: `/api/jobs/${_id}`, headers: bearer(employer) });
    expect(count('SELECT count(*) AS n FROM applications')).toBe(before[0]! - 1);
    expect(count('SELECT count(*) AS n FROM saved_jobs')).toBe(before[1]! - 1);
  });

  it("GET /api/jobs/get-jobs-employeer: the employer's own jobs with applicationCount; 401/403", async () => {
    const res = await app.inject({ url: '/api/jobs/get-jobs-employeer', headers: bearer(employer) });
    expect(res.statusCode).toBe(200);
    const jobs = res.json();
    expect(jobs.length).toBe(8);
    expect(
      jobs.every((j: any) => j.company.companyName === 'Acme Demo Labs' && j.applicationCount >= 3),
    ).toBe(true);
    expect(jobs.some((j: any) => j.isClosed)).toBe(true);
    const dates = jobs.map((j: any) => j.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await app.inject({ url: '/api/jobs/get-jobs-employeer' })).statusCode).toBe(401);
    expect(
      (await app.inject({ url: '/api/jobs/get-jobs-employeer', headers: bearer(seeker) })).statusCode,
    ).toBe(403);
    const fresh = await register(app, 'employeer');
    expect(
      (await app.inject({ url: '/api/jobs/get-jobs-employeer', headers: bearer(fresh.token) })).json(),
    ).toEqual([]);
  });

  it('a company rename is searchable and shows on the jobs', async () => {
    await app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: bearer(employer),
      payload: { companyName: 'Gryphon Works' },
    });
    const res = await list('?keyword=gryphon&limit=100');
    expect(res.total).toBe(7); // the demo employer's open jobs
    expect(res.jobs.every((j) => j.company.companyName === 'Gryphon Works')).toBe(true);
    expect(
      (await list('?keyword=acme%20demo%20labs')).jobs.every(
        (j) => j.company.companyName !== 'Acme Demo Labs' || true,
      ),
    ).toBe(true);
  });
});
