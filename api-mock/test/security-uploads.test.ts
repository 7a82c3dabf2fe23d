// Replays the findings of the security and reliability tests against the fixed server, here
// uploads: who owns a file (H1), malformed and oversize bodies (M2, M3), storage one person can fill (N3) and
// compressed bodies (N5). Each block names the finding it replays;
// security-helpers.ts has what they share.
import { describe, expect, it } from 'vitest';
import { existsSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { LIMITS } from '@portal/contracts/constants';
import { makePdf, makePng } from '../src/lib/sample-files.js';
import { BUSY_APPLICANTS } from '../src/seed/scenarios.js';
import { CLAIM_WINDOW_MS } from '../src/repos/uploads-repo.js';
import { bearer, EMPLOYER, login, multipart, PASSWORD, postJob, qa, register, SEEKER } from './helpers.js';
import { tellCandidates } from './fixtures.js';
import {
  cleanUpAfterEach,
  fileOf,
  fresh,
  listening,
  putProfile,
  upload,
  uploadsOf,
} from './security-helpers.js';

cleanUpAfterEach();

describe('H1: uploads belong to their owner', () => {
  it("a seeker cannot point their resume at someone else's file, nor delete it", async () => {
    const app = await fresh();
    const victim = await register(app, 'jobseeker');
    const attacker = await register(app, 'jobseeker');
    const employer = await login(app, EMPLOYER);
    const victimCv = await upload(app, 'file', victim.token);
    expect((await putProfile(app, victim.token, { resume: victimCv })).statusCode).toBe(200);
    const logo = await upload(app, 'image', employer);
    expect((await putProfile(app, employer, { companyLogo: logo })).statusCode).toBe(200);

    for (const target of [victimCv, logo]) {
      const res = await putProfile(app, attacker.token, { resume: target });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('resume: you can only use a file you uploaded (upload it first)');
      await app.inject({ method: 'DELETE', url: '/api/user/resume', headers: bearer(attacker.token) });
      expect(existsSync(fileOf(app, target))).toBe(true);
    }
    // the same name on another host is still someone else's file
    const otherHost = victimCv.replace('http://localhost:4000', 'http://127.0.0.1:4000');
    expect((await putProfile(app, attacker.token, { resume: otherHost })).statusCode).toBe(400);
    expect((await putProfile(app, attacker.token, { avatar: logo })).statusCode).toBe(400);
  });

  it('refuses outside URLs and files of the wrong kind; keeps a value that is already there', async () => {
    const app = await fresh();
    const seeker = await login(app, SEEKER);
    const res = await putProfile(app, seeker, { resume: 'https://evil.test/cv.pdf' });
    expect(res.statusCode).toBe(400);
    const image = await upload(app, 'image', seeker);
    const wrongKind = await putProfile(app, seeker, { resume: image });
    expect(wrongKind.json().message).toBe('resume: must be an uploaded resume (PDF, DOC or DOCX)');
    const cv = await upload(app, 'file', seeker);
    expect((await putProfile(app, seeker, { avatar: cv })).json().message).toMatch(/uploaded image/);
    // the seeded sample resume is not the seeker's upload, but it is already theirs to keep
    const me = (await app.inject({ url: '/api/auth/profile', headers: bearer(seeker) })).json();
    expect((await putProfile(app, seeker, { resume: me.resume, name: 'Kept' })).statusCode).toBe(200);
  });

  it('deletes a file only for its owner and only when no avatar, resume or logo uses it', async () => {
    const app = await fresh();
    const owner = await register(app, 'jobseeker');
    const first = await upload(app, 'file', owner.token);
    await putProfile(app, owner.token, { resume: first });
    const second = await upload(app, 'file', owner.token);
    await putProfile(app, owner.token, { resume: second });
    expect(existsSync(fileOf(app, first))).toBe(false); // replaced: the owner's, used by nobody
    // someone else's profile still uses the file (data from before owners were recorded)
    const other = await register(app, 'jobseeker');
    app.db.prepare('UPDATE users SET avatar = ? WHERE id = ?').run(second, other.user._id);
    const res = await app.inject({ method: 'DELETE', url: '/api/user/resume', headers: bearer(owner.token) });
    expect(res.json().user.resume).toBe('');
    expect(existsSync(fileOf(app, second))).toBe(true);
    app.db.prepare("UPDATE users SET avatar = '' WHERE id = ?").run(other.user._id);
    await putProfile(app, owner.token, { resume: second });
    await app.inject({ method: 'DELETE', url: '/api/user/resume', headers: bearer(owner.token) });
    expect(existsSync(fileOf(app, second))).toBe(false);
  });

  it('signup: an anonymous avatar is claimed once, by the registration that names it, in time', async () => {
    const app = await fresh();
    const body = (email: string, avatar: string) => ({
      name: 'New Person',
      email,
      password: 'Secret123',
      role: 'jobseeker',
      avatar,
    });
    const reg = (email: string, avatar: string) =>
      app.inject({ method: 'POST', url: '/api/auth/register', payload: body(email, avatar) });
    const avatar = await upload(app, 'image', null);
    const first = await reg('first@new.test', avatar);
    expect(first.statusCode).toBe(201);
    expect(first.json().avatar).toBe(avatar);
    const again = await reg('second@new.test', avatar);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/^avatar: upload the image first/);
    // the new owner may keep using it; nobody else may
    expect((await putProfile(app, first.json().token, { name: 'Still mine' })).statusCode).toBe(200);
    // an image uploaded by a signed-in user is theirs, not claimable
    const seeker = await login(app, SEEKER);
    expect((await reg('third@new.test', await upload(app, 'image', seeker))).statusCode).toBe(400);
    // a stale anonymous upload is not claimable, and the sweeper deletes it
    const stale = await upload(app, 'image', null);
    const old = new Date(Date.now() - CLAIM_WINDOW_MS - 1000).toISOString();
    app.db.prepare('UPDATE uploads SET created_at = ? WHERE url = ?').run(old, stale);
    expect((await reg('fourth@new.test', stale)).statusCode).toBe(400);
    await upload(app, 'image', null); // every anonymous upload sweeps unclaimed ones first
    expect(existsSync(fileOf(app, stale))).toBe(false);
    // a failed claim creates no account
    expect((await reg('fourth@new.test', '')).statusCode).toBe(201);
  });
});

describe('M2: malformed multipart bodies are a 4xx with a message', () => {
  const B = 'b0und';
  const partOf = (name: string, file: boolean, data: Buffer | string) =>
    Buffer.concat([
      Buffer.from(
        `--${B}\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="f.png"' : ''}\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.from(data),
      Buffer.from('\r\n'),
    ]);
  const end = `--${B}--\r\n`;
  const png = makePng();
  const ok = `multipart/form-data; boundary=${B}`;
  const cases: [string, string, Buffer | string][] = [
    ['no boundary', 'multipart/form-data', Buffer.concat([partOf('image', true, png), Buffer.from(end)])],
    [
      'wrong boundary',
      'multipart/form-data; boundary=other',
      Buffer.concat([partOf('image', true, png), Buffer.from(end)]),
    ],
    ['truncated headers', ok, partOf('image', true, png).subarray(0, 50)],
    ['truncated data', ok, partOf('image', true, png).subarray(0, 90)],
    ['no closing boundary', ok, partOf('image', true, png)],
    ['wrong field name', ok, Buffer.concat([partOf('avatar', true, png), Buffer.from(end)])],
    [
      'two files',
      ok,
      Buffer.concat([partOf('image', true, png), partOf('image', true, png), Buffer.from(end)]),
    ],
    ['fields only', ok, Buffer.concat([partOf('x', false, 'y'), Buffer.from(end)])],
    ['empty file', ok, Buffer.concat([partOf('image', true, ''), Buffer.from(end)])],
    ['empty body', ok, ''],
    ['garbage', ok, 'this is not a form'],
    ['__proto__ field', ok, Buffer.concat([partOf('__proto__', false, 'x'), Buffer.from(end)])],
    ['bad part header', ok, `--${B}\r\nnonsense\r\n\r\nxx\r\n${end}`],
    [
      'broken JSON field',
      ok,
      `--${B}\r\nContent-Disposition: form-data; name="j"\r\nContent-Type: application/json\r\n\r\n{bad\r\n${end}`,
    ],
    [
      'too many fields',
      ok,
      Buffer.concat([...Array.from({ length: 20 }, (_, i) => partOf(`f${i}`, false, 'v')), Buffer.from(end)]),
    ],
    ['JSON', 'application/json', '{"image":"x"}'],
    ['text', 'text/plain', 'image'],
    ['form-urlencoded', 'application/x-www-form-urlencoded', 'image=x'],
  ];

  it('on the anonymous image upload and the resume upload; nothing is stored', async () => {
    const app = await fresh();
    const seeker = await login(app, SEEKER);
    for (const url of ['/api/auth/upload-image', '/api/auth/upload-file']) {
      for (const [name, contentType, payload] of cases) {
        const body =
          url.endsWith('file') && typeof payload !== 'string'
            ? Buffer.from(payload.toString('latin1').replaceAll('name="image"', 'name="file"'), 'latin1')
            : payload;
        const res = await app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': contentType, ...(url.endsWith('file') ? bearer(seeker) : {}) },
          payload: body,
        });
        expect(res.statusCode, `${url} ${name}: ${res.body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${url} ${name}: ${res.body}`).toBeLessThan(500);
        expect(typeof res.json().message, name).toBe('string');
      }
    }
    expect(uploadsOf(app)).toEqual([]);
  });
});

describe('M3: oversize uploads', () => {
  it('are a 413 and store nothing, also 30 at once over real connections', async () => {
    const { app, url } = await listening();
    const seeker = await login(app, SEEKER);
    const png = makePng();
    const pdf = makePdf('CV');
    const pad = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length, 7)]);
    const sends = Array.from({ length: 30 }, (_, i) => {
      const image = i % 2 === 0;
      const limit = image ? LIMITS.avatarMaxBytes : LIMITS.resumeMaxBytes;
      const size = limit + [1, 2, 4096, 1024 * 1024][i % 4]!;
      const m = multipart(
        image ? 'image' : 'file',
        'big',
        'application/octet-stream',
        pad(image ? png : pdf, size),
      );
      return fetch(`${url}/api/auth/${image ? 'upload-image' : 'upload-file'}`, {
        method: 'POST',
        headers: { ...m.headers, ...(image ? {} : bearer(seeker)) },
        body: m.payload,
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { message: string } }));
    });
    const replies = await Promise.all(sends);
    expect(replies.map((r) => r.status)).toEqual(Array(30).fill(413));
    expect(replies[0]!.body.message).toBe('Avatar must be less than 5MB.');
    expect(replies[1]!.body.message).toBe('Resume must be less than 10MB.');
    expect(uploadsOf(app)).toEqual([]);
    expect(app.uploads.allNames()).toEqual([]);
  });
});

describe('N3: storage one user can fill, and what nothing uses', () => {
  const MB = 1024 * 1024;
  const resume = (mb: number) => Buffer.concat([makePdf('CV'), Buffer.alloc(mb * MB - 200, 32)]);

  it('a per-user quota: a clear 413 once it is full, nothing stored, also for parallel uploads', async () => {
    const nine = resume(9);
    // Room for exactly two of them.
    const { app, url } = await listening({ uploads: { quotaBytes: 2 * nine.length } });
    const seeker = await login(app, SEEKER);
    const send = (data: Buffer) => {
      const m = multipart('file', 'cv.pdf', 'application/pdf', data);
      return fetch(`${url}/api/auth/upload-file`, {
        method: 'POST',
        headers: { ...m.headers, ...bearer(seeker) },
        body: m.payload,
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as { message: string } }));
    };
    // Six 9 MB resumes at once: two fit, whatever the order they finish reading in.
    const replies = await Promise.all(Array.from({ length: 6 }, () => send(nine)));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(2);
    const refused = replies.filter((r) => r.status === 413);
    expect(refused).toHaveLength(4);
    expect(refused[0]!.body.message).toMatch(
      /^Upload quota reached: your files take 18 MB of 18 MB\. Files you do not use are removed after 60 minutes; remove one or try again later\.$/,
    );
    expect(uploadsOf(app)).toHaveLength(2);
    // Full: refused before the body is read, whatever its size.
    const next = await send(resume(1));
    expect(next.status).toBe(413);
    expect(uploadsOf(app)).toHaveLength(2);
    // Another user (signing in from elsewhere) has their own quota.
    const other = await register(app, 'jobseeker');
    const elsewhere = multipart('file', 'cv.pdf', 'application/pdf', makePdf('CV'));
    const theirs = await app.inject({
      method: 'POST',
      url: '/api/auth/upload-file',
      headers: { ...elsewhere.headers, ...bearer(other.token) },
      payload: elsewhere.payload,
      remoteAddress: '203.0.113.20',
    });
    expect(theirs.statusCode).toBe(200);
  });

  it('a per-address quota a day, whatever the accounts: free accounts are not free storage', async () => {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const app = await fresh({ clock: () => now, uploads: { quotaBytes: 12 * MB } });
    const send = (token: string, remoteAddress = '198.51.100.70') => {
      const m = multipart('file', 'cv.pdf', 'application/pdf', resume(5));
      return app.inject({
        method: 'POST',
        url: '/api/auth/upload-file',
        headers: { ...m.headers, ...bearer(token) },
        payload: m.payload,
        remoteAddress,
      });
    };
    const accounts = await Promise.all(Array.from({ length: 3 }, () => register(app, 'jobseeker')));
    expect((await send(accounts[0]!.token)).statusCode).toBe(200);
    expect((await send(accounts[1]!.token)).statusCode).toBe(200);
    // A third account from the same address: the address's day is full, though the account's is empty.
    const refused = await send(accounts[2]!.token);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe(
      'Upload quota reached: files sent from your address in the last 24 hours take 10 MB of 12 MB. Try again tomorrow.',
    );
    expect(uploadsOf(app)).toHaveLength(2);
    // From another address it goes; and the next day from this one too.
    expect((await send(accounts[2]!.token, '198.51.100.71')).statusCode).toBe(200);
    now += 24 * 60 * 60 * 1000 + 1000;
    expect((await send(accounts[2]!.token)).statusCode).toBe(200);
  });

  it('the files of an account never confirmed are removed a day after they were uploaded, and leave its profile', async () => {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const app = await fresh({ clock: () => now });
    const unconfirmed = await register(app, 'jobseeker');
    const confirmed = await register(app, 'jobseeker');
    app.users.verifyEmail(app.users.findById(confirmed.user._id)!.pk, confirmed.user.email);
    const files: string[] = [];
    for (const who of [unconfirmed, confirmed]) {
      const cv = await upload(app, 'file', who.token);
      const avatar = await upload(app, 'image', who.token);
      expect((await putProfile(app, who.token, { resume: cv, avatar })).statusCode).toBe(200);
      files.push(cv, avatar);
    }
    now += 23 * 60 * 60 * 1000;
    await app.uploadFiles.sweep();
    expect(files.map((u) => existsSync(fileOf(app, u)))).toEqual([true, true, true, true]);
    now += 2 * 60 * 60 * 1000;
    expect(await app.uploadFiles.sweep()).toBe(2);
    expect(files.map((u) => existsSync(fileOf(app, u)))).toEqual([false, false, true, true]);
    const profile = (token: string) =>
      app.inject({ url: '/api/auth/profile', headers: bearer(token) }).then((r) => r.json());
    expect(await profile(unconfirmed.token)).toMatchObject({ resume: '', avatar: '', resumeName: '' });
    expect((await profile(confirmed.token)).resume).toBe(files[2]);
  });

  it('anonymous (signup) uploads count against the sending address', async () => {
    const app = await fresh({ uploads: { quotaBytes: 12 * MB } });
    const image = (mb: number) => Buffer.concat([makePng(), Buffer.alloc(mb * MB - 100, 7)]);
    const send = (remoteAddress: string) => {
      const m = multipart('image', 'a.png', 'image/png', image(4));
      return app.inject({
        method: 'POST',
        url: '/api/auth/upload-image',
        headers: m.headers,
        payload: m.payload,
        remoteAddress,
      });
    };
    for (let i = 0; i < 3; i++) expect((await send('198.51.100.7')).statusCode).toBe(200);
    expect((await send('198.51.100.7')).statusCode).toBe(413);
    expect((await send('198.51.100.8')).statusCode).toBe(200);
  });

  it('uploads no profile uses are removed after the grace period; used ones stay (a clock drives it)', async () => {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const app = await fresh({ clock: () => now, uploads: { graceMs: 60 * 60 * 1000 } });
    const seeker = await register(app, 'jobseeker');
    const used = await upload(app, 'file', seeker.token);
    expect((await putProfile(app, seeker.token, { resume: used })).statusCode).toBe(200);
    const unused = await upload(app, 'file', seeker.token);
    const avatar = await upload(app, 'image', seeker.token);
    now += 59 * 60 * 1000;
    await app.uploadFiles.sweep();
    expect([used, unused, avatar].map((u) => existsSync(fileOf(app, u)))).toEqual([true, true, true]);
    now += 2 * 60 * 1000;
    expect(await app.uploadFiles.sweep()).toBe(2);
    expect([used, unused, avatar].map((u) => existsSync(fileOf(app, u)))).toEqual([true, false, false]);
    expect(app.uploads.findByUrl(unused)).toBeUndefined();
    // Its quota came back, and the URL can no longer be put on a profile.
    expect(
      app.uploads.usage({ ownerPk: app.users.findById(seeker.user._id)!.pk, client: '127.0.0.1' }).owner,
    ).toBe(statSync(fileOf(app, used)).size);
    expect((await putProfile(app, seeker.token, { avatar })).statusCode).toBe(400);
  });

  it('notifications of one application collapse into one row, however often it moves', async () => {
    const app = await fresh();
    const employer = await login(app, EMPLOYER);
    const seeker = await register(app, 'jobseeker');
    const job = await postJob(app, employer);
    const applied = await app.inject({
      method: 'POST',
      url: `/api/applications/${job._id}`,
      headers: bearer(seeker.token),
    });
    const id = applied.json().application._id as string;
    for (let i = 0; i < 50; i++) {
      const res = await app.inject({
        method: 'PUT',
        url: `/api/applications/${id}/status`,
        headers: bearer(employer),
        payload: { status: i % 2 === 0 ? 'Review' : 'Applied' },
      });
      expect(res.statusCode).toBe(200);
      // Each change's Undo window passes, so each one is told (flips inside one window tell nothing).
      tellCandidates(app);
    }
    const list = (await app.inject({ url: '/api/notifications', headers: bearer(seeker.token) })).json();
    expect(list.total).toBe(1);
    expect(list.notifications[0]).toMatchObject({ status: 'Applied', read: false });
    expect(app.db.prepare('SELECT count(*) AS n FROM notifications').get()).toMatchObject({
      n: expect.any(Number),
    });
    const rows = app.db
      .prepare(
        `SELECT count(*) AS n FROM notifications n JOIN applications a ON a.pk = n.application_pk
         WHERE a.id = ? AND n.type = 'application-status'`,
      )
      .get(id) as { n: number };
    expect(rows.n).toBe(1);
  });

  it('a per-employer budget of status changes that a real bulk move of 1,000 never meets', async () => {
    const app = await fresh();
    const busy = (await qa(app, 'POST', '/__qa/scenarios', { name: 'busy employer' })).json();
    const token = busy.tokens['busy@demo.test'] as string;
    const jobs = (await app.inject({ url: '/api/jobs/get-jobs-employeer', headers: bearer(token) })).json();
    const hot = jobs.find((j: { title: string }) => j.title === 'Senior Backend Engineer');
    const ids = (await app.inject({ url: `/api/applications/job/${hot._id}`, headers: bearer(token) }))
      .json()
      .map((a: { _id: string }) => a._id) as string[];
    expect(ids).toHaveLength(BUSY_APPLICANTS);
    // Every applicant to Review and then to Accepted, 100 a call as the page sends them: 2,000 moves.
    for (const status of ['Review', 'Accepted']) {
      for (let i = 0; i < ids.length; i += 100) {
        const res = await app.inject({
          method: 'PUT',
          url: '/api/applications/status',
          headers: bearer(token),
          payload: { ids: ids.slice(i, i + 100), status },
        });
        expect(res.statusCode, res.body).toBe(200);
      }
    }
    // A script moving the same applications back and forth meets the limit, and is told when to retry.
    const limited = await fresh({ rateLimits: { statusChanges: { max: 250, windowMs: 60_000 } } });
    const employer = await login(limited, EMPLOYER);
    const mine = (
      await limited.inject({ url: '/api/applications/employer?limit=100', headers: bearer(employer) })
    )
      .json()
      .applications.map((a: { _id: string }) => a._id) as string[];
    const move = (status: string) =>
      limited.inject({
        method: 'PUT',
        url: '/api/applications/status',
        headers: bearer(employer),
        payload: { ids: mine, status },
      });
    let calls = 0;
    let res = await move('Review');
    while (res.statusCode === 200) {
      calls++;
      res = await move(calls % 2 ? 'Applied' : 'Review');
    }
    expect(calls * mine.length).toBeLessThanOrEqual(250);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(
      /^Too many status changes: at most 250 applications can be moved in 1 minute\. Try again in/,
    );
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The refused call moved nothing; the single-application route shares the budget.
    const single = await limited.inject({
      method: 'PUT',
      url: `/api/applications/${mine[0]}/status`,
      headers: bearer(employer),
      payload: { status: 'Rejected' },
    });
    expect(single.statusCode).toBe(calls * mine.length < 250 ? 200 : 429);
  });
});

describe('N5: a compressed request body', () => {
  it('is a 415, over a real connection, and nothing is stored', async () => {
    const { app, url } = await listening();
    const seeker = await login(app, SEEKER);
    const m = multipart('file', 'cv.pdf', 'application/pdf', makePdf('CV'));
    for (const encoding of ['gzip', 'deflate', 'br', 'x-unknown']) {
      const res = await fetch(`${url}/api/auth/upload-file`, {
        method: 'POST',
        headers: { ...m.headers, ...bearer(seeker), 'content-encoding': encoding },
        body: encoding === 'gzip' ? gzipSync(m.payload) : m.payload,
        signal: AbortSignal.timeout(5000),
      });
      expect(res.status, encoding).toBe(415);
      expect(((await res.json()) as { message: string }).message).toBe(
        `Compressed request bodies are not accepted (Content-Encoding: ${encoding}): send the body uncompressed`,
      );
    }
    const json = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: SEEKER, password: PASSWORD })),
    });
    expect(json.statusCode).toBe(415);
    expect(uploadsOf(app)).toEqual([]);
  });
});
