// Job alerts: a seeker's saved searches (list, create, edit, delete, their own only), matched against each
// new job after the post has answered; a match is a notification and an e-mail, at once or in the daily digest.
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { bearer, EMPLOYER, login, makeApp, postJob, qa, register, SEEKER } from './helpers.js';
import { mailContent } from '../src/mail/templates.js';

let app: App;
afterEach(async () => {
  await app?.close();
});

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('job alerts', () => {
  it('are listed, created, edited and deleted by their seeker, with a label saying what they look for', async () => {
    app = await makeApp();
    const { token } = await register(app, 'jobseeker');
    const made = await call(token, 'POST', '/api/alerts', {
      keyword: '  react  native ',
      type: 'Remote',
      category: 'Engineering',
      minSalary: 80000,
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      keyword: 'react native',
      frequency: 'instant',
      label: '"react native" · Remote · Engineering · from $80K',
      lastSentAt: null,
    });
    const id = made.json()._id as string;
    const edited = await call(token, 'PUT', `/api/alerts/${id}`, { frequency: 'daily', maxSalary: 120000 });
    expect(edited.json()).toMatchObject({ frequency: 'daily', keyword: 'react native', maxSalary: 120000 });
    expect(edited.json().label).toContain('$80K–$120K');
    expect((await call(token, 'GET', '/api/alerts')).json()).toHaveLength(1);
    expect((await call(token, 'DELETE', `/api/alerts/${id}`)).json()).toEqual({
      message: 'Job alert deleted',
    });
    expect((await call(token, 'GET', '/api/alerts')).json()).toEqual([]);
  });

  it('bad input is a 400 with the field’s message, a repeat or the 21st a 409, and nothing changes', async () => {
    app = await makeApp();
    const { token } = await register(app, 'jobseeker');
    const empty = await call(token, 'POST', '/api/alerts', { keyword: '  ', frequency: 'daily' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Add a keyword or a filter to be alerted about');
    const order = await call(token, 'POST', '/api/alerts', {
      keyword: 'go',
      minSalary: 90000,
      maxSalary: 50000,
    });
    expect(order.json().message).toBe('Maximum salary must be greater than the minimum salary');
    const badType = await call(token, 'POST', '/api/alerts', { keyword: 'go', frequency: 'weekly' });
    expect(badType.statusCode).toBe(400);
    expect((await call(token, 'POST', '/api/alerts', { keyword: 'go' })).statusCode).toBe(201);
    const again = await call(token, 'POST', '/api/alerts', { keyword: 'GO', frequency: 'daily' });
    expect(again.statusCode).toBe(409);
    for (let i = 1; i < 20; i++) await call(token, 'POST', '/api/alerts', { keyword: `word${i}` });
    const tooMany = await call(token, 'POST', '/api/alerts', { keyword: 'one more' });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('You can keep at most 20 job alerts: delete one first');
    expect((await call(token, 'GET', '/api/alerts')).json()).toHaveLength(20);
  });

  it('another seeker cannot see, change or delete them; employers have none', async () => {
    app = await makeApp();
    const mine = await register(app, 'jobseeker');
    const other = await register(app, 'jobseeker');
    const id = (await call(mine.token, 'POST', '/api/alerts', { keyword: 'rust' })).json()._id;
    expect((await call(other.token, 'GET', '/api/alerts')).json()).toEqual([]);
    expect((await call(other.token, 'PUT', `/api/alerts/${id}`, { keyword: 'x' })).statusCode).toBe(403);
    expect((await call(other.token, 'DELETE', `/api/alerts/${id}`)).statusCode).toBe(403);
    expect((await call(await login(app, EMPLOYER), 'GET', '/api/alerts')).statusCode).toBe(403);
    expect((await call(mine.token, 'GET', '/api/alerts')).json()[0].keyword).toBe('rust');
  });

  it('a new matching job is a notification and an instant e-mail; a job that does not match is neither', async () => {
    app = await makeApp();
    const seeker = await register(app, 'jobseeker');
    await call(seeker.token, 'POST', '/api/alerts', { keyword: 'qzplumber', location: 'porto' });
    const owner = await login(app, EMPLOYER);
    await postJob(app, owner, { title: 'Qzplumber Lead', location: 'Lisbon, Portugal' });
    const job = await postJob(app, owner, { title: 'Senior Qzplumbers', location: 'Porto, Portugal' });
    await app.alerts.idle();
    const notes = (await call(seeker.token, 'GET', '/api/notifications')).json();
    expect(notes.notifications).toHaveLength(1);
    expect(notes.notifications[0]).toMatchObject({
      type: 'job-alert',
      status: null,
      application: null,
      alert: { label: '"qzplumber" · porto' },
      job: { _id: job._id, title: 'Senior Qzplumbers' },
    });
    const mails = (await qa(app, 'GET', '/__qa/mail?kind=job-alert')).json().mails;
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: seeker.user.email, status: 'queued' });
    // The label quotes its keyword once.
    const row = app.db.prepare("SELECT data FROM mail_outbox WHERE kind = 'job-alert'").get() as {
      data: string;
    };
    expect(mailContent('job-alert', JSON.parse(row.data)).subject).toMatch(
      /^New job for "qzplumber" · porto: Senior Qzplumbers at /,
    );
    const alerts = (await call(seeker.token, 'GET', '/api/alerts')).json();
    expect(alerts[0].lastSentAt).not.toBeNull();
  });

  it('posting a job never waits for the matching: a thousand alerts are matched after the post answered', async () => {
    app = await makeApp();
    const seeker = await register(app, 'jobseeker');
    const pk = app.users.findById(seeker.user._id)!.pk;
    const insert = app.db.prepare(
      `INSERT INTO job_alerts (id, user_pk, keyword, frequency, created_at) VALUES (?, ?, ?, 'daily', '2030-01-01T00:00:00.000Z')`,
    );
    app.db.transaction(() => {
      for (let i = 0; i < 1000; i++) insert.run(`${String(i).padStart(24, '0')}`, pk, `word${i} qzwelder`);
    })();
    const owner = await login(app, EMPLOYER);
    const res = await app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: bearer(owner),
      payload: {
        title: 'Qzwelder',
        location: 'Berlin',
        category: 'Other',
        type: 'Contract',
        description: 'Welding.',
        requirements: 'Steady hands.',
        salaryMin: 1,
        salaryMax: 2,
      },
    });
    expect(res.statusCode).toBe(201);
    // The job is queued when the reply goes; the alerts' words are looked at afterwards.
    const queued = app.db.prepare('SELECT count(*) AS n FROM alert_queue').get() as { n: number };
    expect(queued.n).toBe(1);
    await app.alerts.idle();
    expect((app.db.prepare('SELECT count(*) AS n FROM alert_queue').get() as { n: number }).n).toBe(0);
  });

  it('a daily alert keeps its jobs for the digest: one e-mail with them, then nothing pending', async () => {
    app = await makeApp();
    const seeker = await register(app, 'jobseeker');
    await call(seeker.token, 'POST', '/api/alerts', { keyword: 'qzroofer', frequency: 'daily' });
    const owner = await login(app, EMPLOYER);
    await postJob(app, owner, { title: 'Qzroofer' });
    await postJob(app, owner, { title: 'Junior Qzroofer' });
    await app.alerts.idle();
    expect((await qa(app, 'GET', '/__qa/mail?kind=job-alert')).json().mails).toHaveLength(0);
    const sent = await qa(app, 'POST', '/__qa/mail/digests');
    expect(sent.json().message).toBe('Sent 1 job-alert digests and 0 new-application digests');
    const mails = (await qa(app, 'GET', '/__qa/mail?kind=job-alert')).json().mails;
    expect(mails).toHaveLength(1);
    const row = app.db.prepare("SELECT data, link FROM mail_outbox WHERE kind = 'job-alert'").get() as {
      data: string;
      link: string;
    };
    expect(JSON.parse(row.data).jobs.map((j: { title: string }) => j.title)).toEqual([
      'Junior Qzroofer',
      'Qzroofer',
    ]);
    expect(row.link).toBe('/find-jobs?keyword=qzroofer');
    expect((await qa(app, 'POST', '/__qa/mail/digests')).json().message).toBe(
      'Sent 0 job-alert digests and 0 new-application digests',
    );
  });

  it('the demo seeker has a job alert for new React jobs', async () => {
    app = await makeApp();
    const alerts = (await call(await login(app, SEEKER), 'GET', '/api/alerts')).json();
    expect(alerts).toEqual([expect.objectContaining({ keyword: 'react', frequency: 'instant' })]);
  });
});

describe('recommended jobs', () => {
  it('rank open jobs by the profile and say why; never a job applied to; empty without wishes', async () => {
    app = await makeApp();
    const seeker = await login(app, SEEKER);
    const owner = await login(app, EMPLOYER);
    const best = await postJob(app, owner, {
      title: 'Qzfront React Engineer',
      description: 'React, TypeScript and SQL every day.',
      type: 'Full-Time',
      location: 'Lisbon, Portugal',
    });
    const reply = await call(seeker, 'GET', '/api/jobs/recommended?limit=5');
    expect(reply.statusCode).toBe(200);
    const { jobs, reasons } = reply.json() as { jobs: { _id: string }[]; reasons: string[][] };
    expect(jobs[0]!._id).toBe(best._id);
    expect(reasons[0]![0]).toBe('Matches your skills: React, TypeScript, SQL');
    expect(reasons[0]).toEqual(
      expect.arrayContaining(['Full-Time, as you prefer', 'In Lisbon, where you want to work']),
    );
    const applied = new Set(
      (await call(seeker, 'GET', '/api/applications/my?limit=100'))
        .json()
        .applications.map((a: { job: { _id: string } }) => a.job._id),
    );
    const many = (await call(seeker, 'GET', '/api/jobs/recommended?limit=20')).json();
    expect(many.jobs.length).toBe(20);
    expect(many.jobs.some((j: { _id: string }) => applied.has(j._id))).toBe(false);

    const fresh = await register(app, 'jobseeker');
    expect((await call(fresh.token, 'GET', '/api/jobs/recommended')).json()).toEqual({
      jobs: [],
      reasons: [],
    });
    expect((await call(owner, 'GET', '/api/jobs/recommended')).statusCode).toBe(403);
  });
});
