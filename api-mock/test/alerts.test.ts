// Job alerts: a seeker's saved searches (list, create, edit, delete, their own only), matched against each
// new job after the post has answered; a match is a notification and an e-mail, at once or in the daily digest.
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { bearer, EMPLOYER, login, makeApp, postJob, qa, register, SEEKER } from './helpers.js';
import { mailContent } from '../src/mail/templates.js';
import type { AlertFields } from '../src/repos/alerts-repo.js';

let app: App;
afterEach(async () => {
  await app?.close();
});

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** An alert's stored criteria (what the repository takes), daily unless said otherwise. */
const alert = (fields: Partial<AlertFields>): AlertFields => ({
  keyword: '',
  location: '',
  type: '',
  category: '',
  minSalary: null,
  maxSalary: null,
  frequency: 'daily',
  ...fields,
});

const count = (sql: string) => (app.db.prepare(sql).get() as { n: number }).n;

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
    app.db.transaction(() => {
      for (let i = 0; i < 1000; i++) app.alerts.create(pk, alert({ keyword: `word${i} qzwelder` }));
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

  it('a new job is checked against the alerts it could match only: thousands that cannot cost nothing', async () => {
    app = await makeApp();
    const seeker = await register(app, 'jobseeker');
    const pk = app.users.findById(seeker.user._id)!.pk;
    app.db.transaction(() => {
      // Words no job has, filters it does not pass, a location it is not in: none of these can match.
      for (let i = 0; i < 1000; i++) app.alerts.create(pk, alert({ keyword: `zq${i}x nomatch${i}` }));
      for (let i = 0; i < 500; i++) app.alerts.create(pk, alert({ type: 'Internship', minSalary: i }));
      for (let i = 0; i < 500; i++) app.alerts.create(pk, alert({ location: `nowhere ${i}` }));
    })();
    const other = await register(app, 'jobseeker');
    const before = app.alerts.stats.indexed;
    await call(other.token, 'POST', '/api/alerts', { keyword: 'qzwelder', location: 'berlin' });
    // A typo and a plural still find it, as in the list.
    await call(other.token, 'POST', '/api/alerts', { keyword: 'qzwleders' });
    expect(app.alerts.stats.indexed).toBe(before + 2);
    const owner = await login(app, EMPLOYER);
    const job = await postJob(app, owner, { title: 'Qzwelder', location: 'Berlin', type: 'Contract' });
    await app.alerts.idle();
    expect(app.alerts.stats.checked).toBeLessThanOrEqual(2);
    const found = app.db
      .prepare(
        "SELECT alert_pk FROM notifications WHERE type = 'job-alert' AND job_pk = (SELECT pk FROM jobs WHERE id = ?)",
      )
      .all(job._id);
    expect(found).toHaveLength(2);
    // Deleted and changed alerts leave the index with them.
    const [mine] = (await call(other.token, 'GET', '/api/alerts')).json() as { _id: string }[];
    await call(other.token, 'DELETE', `/api/alerts/${mine!._id}`);
    expect(app.alerts.stats.indexed).toBe(before + 1);
  });

  it('matching takes turns with the other requests: a job that matches 2,000 alerts is matched in steps', async () => {
    app = await makeApp();
    const seeker = await register(app, 'jobseeker');
    const pk = app.users.findById(seeker.user._id)!.pk;
    app.db.transaction(() => {
      for (let i = 0; i < 2000; i++) app.alerts.create(pk, alert({ keyword: 'qzcarpenter', minSalary: i }));
    })();
    const owner = await login(app, EMPLOYER);
    await postJob(app, owner, { title: 'Qzcarpenter', salaryMin: 10_000, salaryMax: 20_000 });
    const matched = () => count("SELECT count(*) AS n FROM notifications WHERE type = 'job-alert'");
    // Between two turns of the event loop, some of the matching is done and some is left: it never ran
    // in one go, so other requests were answered in between.
    const seen = new Set<number>();
    while (matched() < 2000) {
      seen.add(matched());
      expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect([...seen].filter((n) => n > 0 && n < 2000).length).toBeGreaterThanOrEqual(5);
    await app.alerts.idle();
    expect(matched()).toBe(2000);
  });

  it('one address gets at most 50 e-mails a day: more matches are notifications, and one skipped mail says why', async () => {
    app = await makeApp();
    const seeker = await register(app, 'jobseeker');
    const pk = app.users.findById(seeker.user._id)!.pk;
    // A confirmed address (one not yet confirmed gets 3 a day in all: the mail tests show that cap).
    app.users.verifyEmail(pk, seeker.user.email);
    app.db.transaction(() => {
      for (let i = 0; i < 60; i++)
        app.alerts.create(pk, alert({ keyword: 'qzglazier', minSalary: i, frequency: 'instant' }));
    })();
    const owner = await login(app, EMPLOYER);
    await postJob(app, owner, { title: 'Qzglazier' });
    await postJob(app, owner, { title: 'Qzglazier Two' });
    await app.alerts.idle();
    expect(count("SELECT count(*) AS n FROM notifications WHERE type = 'job-alert'")).toBe(120);
    const mail = (await qa(app, 'GET', '/__qa/mail?limit=1000')).json();
    expect(mail.counts).toMatchObject({ queued: 50, skipped: 1 });
    const skipped = mail.mails.find((m: { status: string }) => m.status === 'skipped');
    expect(skipped.lastError).toBe('Not sent: 50 e-mails to this address in 24 hours is the most we send');
  });

  it('one address may save so many alerts in ten minutes (API_RATE_ALERTS), whatever the accounts', async () => {
    app = await makeApp({ rateLimits: { alerts: { max: 3, windowMs: 60_000 } } });
    const saved: number[] = [];
    for (let i = 0; i < 4; i++) {
      const { token } = await register(app, 'jobseeker');
      saved.push((await call(token, 'POST', '/api/alerts', { keyword: `budget ${i}` })).statusCode);
    }
    expect(saved).toEqual([201, 201, 201, 429]);
    const { token } = await register(app, 'jobseeker');
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/alerts',
      headers: bearer(token),
      remoteAddress: '10.0.0.9',
      payload: { keyword: 'budget elsewhere' },
    });
    expect(elsewhere.statusCode).toBe(201);
    // A refused or malformed call spends nothing of it.
    const fresh = await makeApp({ rateLimits: { alerts: { max: 1, windowMs: 60_000 } } });
    try {
      const { token: t } = await register(fresh, 'jobseeker');
      const post = (payload: object) =>
        fresh.inject({ method: 'POST', url: '/api/alerts', headers: bearer(t), payload });
      expect((await post({ frequency: 'weekly' })).statusCode).toBe(400);
      expect((await post({ keyword: 'kept' })).statusCode).toBe(201);
    } finally {
      await fresh.close();
    }
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
    // One reason per kind, the strongest first.
    expect(reasons[0]).toEqual([
      'Matches your skills: React, TypeScript, SQL',
      'In Lisbon, where you want to work',
      'Full-Time, as you prefer',
      'Like the Engineering jobs you applied to',
    ]);
    const applied = new Set(
      (await call(seeker, 'GET', '/api/applications/my?limit=100'))
        .json()
        .applications.map((a: { job: { _id: string } }) => a.job._id),
    );
    const many = (await call(seeker, 'GET', '/api/jobs/recommended?limit=20')).json();
    expect(many.jobs.length).toBe(20);
    expect(many.jobs.some((j: { _id: string }) => applied.has(j._id))).toBe(false);

    // The place comes first: the demo seeker wants Lisbon and is open to remote work, so every job offered
    // is in Lisbon or remote while there are such jobs, however many skills a job elsewhere matches.
    await postJob(app, owner, {
      title: 'Qzfront React TypeScript SQL JavaScript CSS Node.js Engineer',
      description: 'React, TypeScript, JavaScript, CSS, SQL and Node.js.',
      type: 'Full-Time',
      location: 'London, United Kingdom',
    });
    const placed = (await call(seeker, 'GET', '/api/jobs/recommended?limit=5')).json() as {
      jobs: { location: string; type: string }[];
      reasons: string[][];
    };
    expect(placed.jobs.map((j) => /Lisbon/.test(j.location) || j.type === 'Remote')).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    // A headline's words make one reason, never one each.
    for (const why of placed.reasons) {
      expect(why.filter((reason) => reason.startsWith('Matches your headline')).length).toBeLessThanOrEqual(
        1,
      );
      expect(new Set(why).size).toBe(why.length);
    }

    const fresh = await register(app, 'jobseeker');
    expect((await call(fresh.token, 'GET', '/api/jobs/recommended')).json()).toEqual({
      jobs: [],
      reasons: [],
    });
    expect((await call(owner, 'GET', '/api/jobs/recommended')).statusCode).toBe(403);
  });
});
