// Who may call what: every route of the app × {no token, QA token only, job seeker, other employer, owner}.
// The table must list every route the app registers (read from the app itself through its onRoute hook):
// a new route without a row fails the first test. Adding a row is one line:
//   'PUT /api/things/:id': jobOwner({ id: 'job', body: () => ({ name: 'x' }) }),
// The identities a row allows must get a 2xx or 3xx (so the request must be a valid one); the others
// exactly 401 or 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { SaveJobReply, ScreeningQuestionBody } from '@portal/contracts';
import { makePdf, makePng } from '../src/lib/sample-files.js';
import type { App } from '../src/app.js';
import {
  bearer,
  EMPLOYER,
  jobBody,
  login,
  makeAppWithRoutes,
  type RouteInfo,
  multipart,
  OTHER_EMPLOYER,
  PASSWORD,
  postJob,
  qaHeader,
  SEEKER,
} from './helpers.js';
import { tellCandidates } from './fixtures.js';

type Who = 'anonymous' | 'qa' | 'seeker' | 'otherEmployer' | 'owner';
/** allowed: a 2xx (or a redirect); otherwise that very status. */
type Outcome = 'allowed' | 401 | 403;
const WHO: Who[] = ['anonymous', 'qa', 'seeker', 'otherEmployer', 'owner'];

/** Records made fresh for every row: the owner's job (the seeker applied to and saved it), another open job. */
interface Fixtures {
  job: string;
  application: string;
  freshJob: string;
  /** The fresh job's required screening question (a yes/no whose "no" knocks out). */
  freshQuestion: string;
  upload: string;
  /** A private note of the owner's on the application. */
  note: string;
  /** The seeker's notification of the owner moving the application. */
  notification: string;
  /** A QA fault that meets no call. */
  fault: string;
  /** A QA stub that meets no call. */
  stub: string;
  /** The seeker's unsubscribe link token (job alerts): the token is the credential, no sign-in. */
  unsubscribe: string;
  /** The token of the seeker's verification link. */
  verify: string;
  /** A job alert of the seeker's. */
  alert: string;
  /** The owner's move of the application, still inside its Undo window. */
  statusChange: string;
  /** The seeker's user id (discoverable: in the talent pool). */
  seekerId: string;
  /** The owner's invitation of the seeker to another job: a conversation with no application. */
  conversation: string;
  /** An open job of the owner's the seeker was not invited to yet. */
  invitable: string;
  /** An interview the owner proposed to the seeker (another application, in Review), and its time. */
  interview: string;
  interviewTime: string;
  /** An interview the seeker booked (a third application). */
  booked: string;
}

interface Request {
  /** Fixture substituted for `:id` / `:name` in the route. */
  id?: keyof Fixtures;
  /** Concrete path for wildcard routes, or routes with more than one parameter. */
  path?: string | ((f: Fixtures) => string);
  body?: (f: Fixtures) => unknown;
  file?: 'image' | 'file';
  headers?: Record<string, string>;
  /** An event stream: the reply is read up to its headers, then dropped (it never ends by itself). */
  stream?: boolean;
}
interface Row extends Request {
  expect: Record<Who, Outcome>;
}

const rule =
  (expect: Record<Who, Outcome>) =>
  (request: Request = {}): Row => ({ ...request, expect });
/** Anyone, token or not. */
const open = rule({
  anonymous: 'allowed',
  qa: 'allowed',
  seeker: 'allowed',
  otherEmployer: 'allowed',
  owner: 'allowed',
});
/** Any signed-in user. */
const signedIn = rule({
  anonymous: 401,
  qa: 401,
  seeker: 'allowed',
  otherEmployer: 'allowed',
  owner: 'allowed',
});
const seekerOnly = rule({ anonymous: 401, qa: 401, seeker: 'allowed', otherEmployer: 403, owner: 403 });
const employerOnly = rule({
  anonymous: 401,
  qa: 401,
  seeker: 403,
  otherEmployer: 'allowed',
  owner: 'allowed',
});
/** The employer who owns the job (or the job of the application). */
const jobOwner = rule({ anonymous: 401, qa: 401, seeker: 403, otherEmployer: 403, owner: 'allowed' });
/** The two parties of an application: its seeker and the employer of its job. */
const applicationParty = rule({
  anonymous: 401,
  qa: 401,
  seeker: 'allowed',
  otherEmployer: 403,
  owner: 'allowed',
});
/** The QA controls: the QA token only; a user's token is no QA token. */
const qaOnly = rule({ anonymous: 401, qa: 'allowed', seeker: 401, otherEmployer: 401, owner: 401 });

let unique = 0;
const DAY_MS = 86_400_000;
const newAccount = () => ({
  name: 'Matrix User',
  email: `matrix${++unique}@test.dev`,
  password: 'Secret123',
  role: 'jobseeker',
});

const SCREENING_QUESTION: ScreeningQuestionBody = {
  text: 'Can you start within a month?',
  type: 'yes-no',
  required: true,
  knockoutAnswers: ['no'],
};

// HEAD routes are checked with their GET row.
export const MATRIX: Record<string, Row> = {
  'POST /api/auth/register': open({ body: newAccount }),
  'POST /api/auth/login': open({ body: () => ({ email: SEEKER, password: PASSWORD }) }),
  'POST /api/auth/logout': signedIn(),
  'GET /api/auth/profile': signedIn(),
  // The link's token is the credential: anyone holding it (the e-mail's reader) confirms that address.
  'POST /api/auth/verify-email': open({ body: (f) => ({ token: f.verify }) }),
  'POST /api/auth/verify-email/resend': signedIn(),
  // Getting back into an account: anyone may ask for a link (the same answer for any address); the link's
  // token is the credential of the reset (a fresh one per call: a link works once).
  'POST /api/auth/forgot-password': open({ body: () => ({ email: `matrix${++unique}@test.dev` }) }),
  'POST /api/auth/reset-password': open({
    body: () => ({ token: app.passwordResets.create(resetPk()), password: 'Matrix1234' }),
  }),
  'PUT /api/auth/password': signedIn({
    body: () => ({ currentPassword: PASSWORD, newPassword: PASSWORD }),
  }),
  'POST /api/auth/logout-all': signedIn(),
  'POST /api/auth/upload-image': open({ file: 'image' }),
  'POST /api/auth/upload-file': signedIn({ file: 'file' }),
  'GET /uploads/:name': open({ id: 'upload' }),
  'PUT /api/user/profile': signedIn({ body: () => ({ name: 'Matrix Name' }) }),
  // The talent pool: a job seeker's own discovery; the search over those who turned it on, employers'.
  'GET /api/user/discovery': seekerOnly(),
  'PUT /api/user/discovery': seekerOnly({ body: () => ({ discoverable: true }) }),
  'GET /api/talent': employerOnly({ path: '/api/talent?q=react&location=berlin' }),
  // Any employer may invite; to one of their own jobs only (another employer's is a 403).
  'POST /api/talent/:id/invitations': jobOwner({
    id: 'seekerId',
    body: (f) => ({ jobId: f.invitable, message: 'Matrix invitation' }),
  }),
  // The seeker's built résumé as a PDF: their own, made from their profile.
  'GET /api/user/resume.pdf': seekerOnly(),
  'DELETE /api/user/resume': signedIn(),
  'POST /api/user/resume': signedIn({ body: () => ({ resumeUrl: '' }) }),
  'GET /api/jobs': open(),
  'GET /api/jobs/:id': open({ id: 'job' }),
  'GET /api/jobs/:id/similar': open({ id: 'job' }),
  'GET /api/jobs/sitemap': open(),
  // Company pages are public, like the job pages they link from (the demo employer's company).
  'GET /api/companies/:slug': open({ path: '/api/companies/acme-demo-labs' }),
  'GET /api/companies/:slug/jobs': open({ path: '/api/companies/acme-demo-labs/jobs?page=1' }),
  'GET /api/companies/sitemap': open(),
  'GET /api/jobs/get-jobs-employeer': employerOnly(),
  'POST /api/jobs': employerOnly({ body: () => jobBody({ screeningQuestions: [SCREENING_QUESTION] }) }),
  'PUT /api/jobs/:id': jobOwner({
    id: 'job',
    body: () => jobBody({ title: 'Edited', screeningQuestions: [SCREENING_QUESTION] }),
  }),
  'DELETE /api/jobs/:id': jobOwner({ id: 'job' }),
  'PUT /api/jobs/:id/toggle-close': jobOwner({ id: 'job' }),
  'PUT /api/jobs/:id/extend': jobOwner({ id: 'job' }),
  'POST /api/save-jobs/:id': seekerOnly({ id: 'job' }),
  'DELETE /api/save-jobs/:id': seekerOnly({ id: 'job' }),
  'GET /api/save-jobs/my': seekerOnly(),
  // With the built résumé: its PDF is made and stored for the application (the demo seeker built one).
  'POST /api/applications/:id': seekerOnly({
    id: 'freshJob',
    body: (f) => ({ answers: [{ questionId: f.freshQuestion, value: 'no' }], resume: 'built' }),
  }),
  'GET /api/applications/job/:id': jobOwner({ id: 'job' }),
  'PUT /api/applications/:id/status': jobOwner({ id: 'application', body: () => ({ status: 'Review' }) }),
  'GET /api/applications/my': seekerOnly(),
  'GET /api/applications/:id': applicationParty({ id: 'application' }),
  // Withdraw: only the application's own seeker (the job's employer is refused by role).
  'DELETE /api/applications/:id': seekerOnly({ id: 'application' }),
  // Another employer sees their own candidates; a bulk move of someone else's application reports it failed.
  'GET /api/applications/employer': employerOnly({
    path: '/api/applications/employer?screening=knocked-out',
  }),
  'PUT /api/applications/status': employerOnly({
    body: (f) => ({ ids: [f.application], status: 'Accepted' }),
  }),
  // Only the employer who made the change (the owner is asked last: the others' refusals undo nothing).
  'POST /api/applications/status-changes/:id/undo': jobOwner({ id: 'statusChange' }),
  'GET /api/applications/:id/notes': jobOwner({ id: 'application' }),
  'POST /api/applications/:id/notes': jobOwner({ id: 'application', body: () => ({ text: 'Matrix note' }) }),
  'DELETE /api/applications/:id/notes/:noteId': jobOwner({
    path: (f) => `/api/applications/${f.application}/notes/${f.note}`,
  }),
  'GET /api/notifications': signedIn(),
  'PUT /api/notifications/read-all': signedIn(),
  // Only the notification's reader: here the seeker whose application moved.
  'PUT /api/notifications/:id/read': seekerOnly({ id: 'notification' }),
  // Messages: the two parties of the application (the candidate answers: the owner wrote first).
  'GET /api/conversations': signedIn(),
  'GET /api/applications/:id/messages': applicationParty({ id: 'application' }),
  'POST /api/applications/:id/messages': applicationParty({
    id: 'application',
    body: () => ({ text: 'Matrix message' }),
  }),
  'PUT /api/applications/:id/messages/read': applicationParty({ id: 'application' }),
  // A conversation by its id: here an invitation's (no application), the seeker answering it.
  'GET /api/conversations/:id/messages': applicationParty({ id: 'conversation' }),
  'POST /api/conversations/:id/messages': applicationParty({
    id: 'conversation',
    body: () => ({ text: 'Matrix message' }),
  }),
  'PUT /api/conversations/:id/messages/read': applicationParty({ id: 'conversation' }),
  'GET /api/messages/stream': signedIn({ stream: true, headers: { accept: 'text/event-stream' } }),
  // Interviews: the job's employer proposes and moves, the candidate picks and declines, either cancels
  // (again is no change) and sees them; each user's own list.
  'GET /api/interviews': signedIn(),
  'GET /api/applications/:id/interviews': applicationParty({ id: 'application' }),
  'POST /api/applications/:id/interviews': jobOwner({
    id: 'application',
    body: () => ({
      times: [
        { start: new Date(Date.now() + 2 * DAY_MS + ++unique * 60_000).toISOString(), durationMinutes: 30 },
      ],
      timeZone: 'Europe/Lisbon',
      place: 'Matrix office',
    }),
  }),
  'POST /api/interviews/:id/accept': seekerOnly({
    id: 'interview',
    body: (f) => ({ time: f.interviewTime }),
  }),
  'POST /api/interviews/:id/decline': seekerOnly({
    id: 'interview',
    body: () => ({ message: 'No, thanks' }),
  }),
  'POST /api/interviews/:id/cancel': applicationParty({ id: 'booked', body: () => ({}) }),
  'PUT /api/interviews/:id/time': jobOwner({
    id: 'booked',
    body: () => ({
      start: new Date(Date.now() + 2 * DAY_MS + ++unique * 60_000).toISOString(),
      durationMinutes: 45,
      timeZone: 'UTC',
    }),
  }),
  'GET /api/interviews/:id/calendar.ics': applicationParty({ id: 'booked' }),
  'GET /api/mail/preferences': signedIn(),
  'PUT /api/mail/preferences': signedIn({ body: () => ({ message: false }) }),
  'GET /api/mail/unsubscribe': open({ path: (f) => `/api/mail/unsubscribe?token=${f.unsubscribe}` }),
  'POST /api/mail/unsubscribe': open({
    path: (f) => `/api/mail/unsubscribe?token=${f.unsubscribe}`,
    body: () => ({ subscribed: false }),
  }),
  'GET /api/alerts': seekerOnly(),
  'POST /api/alerts': seekerOnly({ body: () => ({ keyword: `matrix alert ${++unique}` }) }),
  'PUT /api/alerts/:id': seekerOnly({ id: 'alert', body: () => ({ frequency: 'daily' }) }),
  'DELETE /api/alerts/:id': seekerOnly({ id: 'alert' }),
  'GET /api/jobs/recommended': seekerOnly(),
  'GET /api/analytics/overview': employerOnly(),
  'GET /health': open(),
  'GET /openapi.json': open(),
  'GET /docs': open(),
  'GET /docs/json': open(),
  'GET /docs/yaml': open(),
  'GET /docs/static/index.html': open(),
  'GET /docs/static/swagger-initializer.js': open(),
  'GET /docs/static/*': open({ path: '/docs/static/swagger-ui.css' }),
  'HEAD /docs/': open(),
  'OPTIONS *': open({
    path: '/api/jobs',
    headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' },
  }),
  // The QA console's page, script and style hold no secret: it asks for the token, which every call it
  // makes (the rows below) needs.
  'GET /__qa': open(),
  'GET /__qa/console.mjs': open(),
  'GET /__qa/console.css': open(),
  'POST /__qa/reset': qaOnly({ body: () => ({}) }),
  'GET /__qa/scenarios': qaOnly(),
  'POST /__qa/scenarios': qaOnly({ body: () => ({ name: 'empty employer' }) }),
  'POST /__qa/faults': qaOnly({
    body: () => ({ pattern: '/nowhere', status: 500, times: 1, caller: 'server' }),
  }),
  'GET /__qa/faults': qaOnly(),
  'DELETE /__qa/faults': qaOnly(),
  'DELETE /__qa/faults/:id': qaOnly({ id: 'fault' }),
  'POST /__qa/stubs': qaOnly({
    body: () => ({ pattern: '/nowhere', jsonBody: { ok: true }, times: 1, caller: 'browser' }),
  }),
  'GET /__qa/stubs': qaOnly(),
  'DELETE /__qa/stubs': qaOnly(),
  'DELETE /__qa/stubs/:id': qaOnly({ id: 'stub' }),
  'GET /__qa/journal': qaOnly(),
  'DELETE /__qa/journal': qaOnly(),
  'GET /__qa/mail': qaOnly(),
  'POST /__qa/mail/digests': qaOnly(),
  // Moves that leave the clock where it is: the rows after these run on the same time.
  'GET /__qa/clock': qaOnly(),
  'PUT /__qa/clock': qaOnly({ body: () => ({ at: new Date().toISOString() }) }),
  'POST /__qa/clock/advance': qaOnly({ body: () => ({ ms: 0 }) }),
  'DELETE /__qa/clock': qaOnly(),
};

let app: App;
let routes: RouteInfo[];
/** A seeded seeker no other row signs in as: the reset link's account. */
const resetPk = () => app.users.findByEmail('seeker5@demo.test')!.pk;
beforeAll(async () => {
  ({ app, routes } = await makeAppWithRoutes());
});
afterAll(async () => {
  await app.close();
});

const routeKeys = () => routes.map((r) => `${r.method} ${r.url}`);

async function fixtures(owner: string, seeker: string): Promise<Fixtures> {
  const job = (await postJob(app, owner, { title: 'Matrix Job' }))._id;
  const fresh = await postJob(app, owner, {
    title: 'Matrix Fresh Job',
    screeningQuestions: [SCREENING_QUESTION],
  });
  const freshJob = fresh._id;
  const freshQuestion = (fresh as unknown as SaveJobReply).screeningQuestions[0]!.id;
  const applied = await app.inject({
    method: 'POST',
    url: `/api/applications/${job}`,
    headers: bearer(seeker),
  });
  await app.inject({ method: 'POST', url: `/api/save-jobs/${job}`, headers: bearer(seeker) });
  const application = applied.json().application._id as string;
  const note = await app.inject({
    method: 'POST',
    url: `/api/applications/${application}/notes`,
    headers: bearer(owner),
    payload: { text: 'Fixture note' },
  });
  // The owner's first message (the candidate answers one), written past the API: sent through it by every
  // row, they would spend the owner's message budget before the POST row comes.
  const parties = app.messages.parties(application)!;
  app.messaging.send(parties, parties.employerPk, 'Fixture message');
  const moved = await app.inject({
    method: 'PUT',
    url: `/api/applications/${application}/status`,
    headers: bearer(owner),
    payload: { status: 'Review' },
  });
  // The seeker is told at once (the window itself is stage-changes.test.ts's), for the notification.
  tellCandidates(app);
  const notifications = await app.inject({ url: '/api/notifications', headers: bearer(seeker) });
  // The seeker is in the talent pool, and invited to the fresh job (written past the API, as the message).
  const seekerId = (await app.inject({ url: '/api/auth/profile', headers: bearer(seeker) })).json()._id;
  const seekerPk = app.users.findById(seekerId)!.pk;
  app.talent.setDiscoverable(seekerPk, true);
  const invitation = app.messaging.invite(
    parties.employerPk,
    seekerPk,
    app.jobs.findById(freshJob)!.pk,
    'Fixture invitation',
  );
  const invitable = await postJob(app, owner, { title: 'Matrix Invitable Job' });
  // Two more applications of the seeker's in Review, one with times proposed and one booked (written past
  // the API, as the message: a proposal spends the owner's message budget).
  const ownerRow = app.users.findByPk(parties.employerPk)!;
  const seekerRow = app.users.findByPk(seekerPk)!;
  const inReview = async (title: string) => {
    const job = await postJob(app, owner, { title });
    const { application: applied } = app.applications.create(app.jobs.findById(job._id)!.pk, seekerPk);
    app.db.prepare("UPDATE applications SET status = 'Review' WHERE id = ?").run(applied._id);
    return app.interviewing.propose(ownerRow, applied._id, {
      times: [
        { start: new Date(Date.now() + 2 * DAY_MS + ++unique * 60_000).toISOString(), durationMinutes: 30 },
      ],
      timeZone: 'Europe/Lisbon',
      place: 'Matrix office',
    });
  };
  const interview = await inReview('Matrix Interview Job');
  const toBook = await inReview('Matrix Booked Job');
  app.interviewing.accept(seekerRow, toBook._id, toBook.times[0]!._id);
  // One fault at a time (rows add some too; at most 50 may be active).
  await app.inject({ method: 'DELETE', url: '/__qa/faults', headers: qaHeader });
  const fault = await app.inject({
    method: 'POST',
    url: '/__qa/faults',
    headers: qaHeader,
    payload: { pattern: '/matrix-meets-nothing', status: 500 },
  });
  await app.inject({ method: 'DELETE', url: '/__qa/stubs', headers: qaHeader });
  const stub = await app.inject({
    method: 'POST',
    url: '/__qa/stubs',
    headers: qaHeader,
    payload: { pattern: '/matrix-meets-nothing', status: 503 },
  });
  // A fresh alert each row (the seeker may keep 20).
  app.db.prepare('DELETE FROM job_alerts WHERE user_pk = (SELECT pk FROM users WHERE id = ?)').run(seekerId);
  const alert = await app.inject({
    method: 'POST',
    url: '/api/alerts',
    headers: bearer(seeker),
    payload: { keyword: `fixture alert ${++unique}` },
  });
  return {
    alert: alert.json()._id,
    unsubscribe: encodeURIComponent(app.mail.unsubscribeToken(seekerId, 'job-alert')),
    verify: decodeURIComponent(
      app.mail.verificationLink({ id: seekerId, email: 'seeker@demo.test' }).split('token=')[1]!,
    ),
    job,
    freshJob,
    freshQuestion,
    application,
    upload: 'sample-logo.png',
    note: note.json()._id,
    notification: notifications.json().notifications[0]._id,
    fault: fault.json().id,
    stub: stub.json().id,
    statusChange: moved.json().undo._id,
    seekerId,
    conversation: invitation.conversation._id,
    invitable: invitable._id,
    interview: interview._id,
    interviewTime: interview.times[0]!._id,
    booked: toBook._id,
  };
}

function request(method: string, route: string, row: Row, f: Fixtures, headers: Record<string, string>) {
  const path = typeof row.path === 'function' ? row.path(f) : row.path;
  const url = path ?? (row.id ? route.replace(/:(id|name)/, encodeURIComponent(f[row.id])) : route);
  const options: InjectOptions = {
    method: method,
    url,
    headers: { ...headers, ...row.headers },
  };
  if (row.file) {
    const m =
      row.file === 'image'
        ? multipart('image', 'a.png', 'image/png', makePng())
        : multipart('file', 'cv.pdf', 'application/pdf', makePdf('CV'));
    options.headers = { ...options.headers, ...m.headers };
    options.payload = m.payload;
  } else if (row.body) {
    options.payload = row.body(f) as InjectOptions['payload'];
  }
  if (row.stream) options.payloadAsStream = true;
  return app.inject(options);
}

describe('permission matrix', () => {
  it('has a row for every route the app serves, and no row for a route it does not', () => {
    const keys = routeKeys();
    const served = new Set(keys);
    const missing = keys.filter(
      (k) => !(k in MATRIX) && !(k.startsWith('HEAD ') && `GET ${k.slice(5)}` in MATRIX),
    );
    expect(missing, 'routes without a row in MATRIX').toEqual([]);
    expect(Object.keys(MATRIX).filter((k) => !served.has(k))).toEqual([]);
  });

  it.each(Object.entries(MATRIX))('%s', async (key, row) => {
    const [method, route] = key.split(' ') as [string, string];
    const methods = method === 'GET' && routeKeys().includes(`HEAD ${route}`) ? ['GET', 'HEAD'] : [method];
    for (const m of methods) {
      // Fresh tokens and records for every row: logout revokes a token, reset and delete remove records.
      const tokens = {
        seeker: await login(app, SEEKER),
        otherEmployer: await login(app, OTHER_EMPLOYER),
        owner: await login(app, EMPLOYER),
      };
      const f = await fixtures(tokens.owner, tokens.seeker);
      for (const who of WHO) {
        const headers: Record<string, string> =
          who === 'anonymous' ? {} : who === 'qa' ? { ...qaHeader } : bearer(tokens[who]);
        const res = await request(m, route, row, f, headers);
        const want = row.expect[who];
        let body: string;
        if (row.stream) {
          // An open stream is left at its headers (the app's close ends it); a refusal is read whole.
          const chunks: Buffer[] = [];
          if (res.statusCode >= 400) for await (const chunk of res.stream()) chunks.push(chunk as Buffer);
          else res.stream().destroy();
          body = Buffer.concat(chunks).toString();
        } else body = res.body;
        const label = `${m} ${route} as ${who}: ${res.statusCode} ${body.slice(0, 120)}`;
        if (want === 'allowed') {
          expect(res.statusCode, label).toBeGreaterThanOrEqual(200);
          expect(res.statusCode, label).toBeLessThan(400);
        } else {
          expect(res.statusCode, label).toBe(want);
        }
      }
    }
  });
});

describe('the OpenAPI document', () => {
  // Generated from each route's hooks (plugins/docs.ts): it must say what the matrix finds, so Swagger UI
  // asks for the right credential and never offers a guarded call as public.
  it("declares each route's security as the matrix finds it", async () => {
    const spec = (await app.inject({ url: '/openapi.json' })).json();
    const declared: string[] = [];
    const found: string[] = [];
    for (const [key, row] of Object.entries(MATRIX)) {
      const [method, route] = key.split(' ') as [string, string];
      const path = route.replace(/:(\w+)/g, '{$1}');
      const op = spec.paths[path]?.[method.toLowerCase()];
      if (!op) continue; // routes the document leaves out (docs assets, OPTIONS, the document itself)
      const scheme =
        row.expect.anonymous === 'allowed' ? 'public' : row.expect.qa === 'allowed' ? 'qaToken' : 'bearer';
      found.push(`${key}: ${scheme}`);
      const security = op.security as Record<string, unknown>[];
      declared.push(`${key}: ${security.length === 0 ? 'public' : Object.keys(security[0]!).join('+')}`);
    }
    expect(declared).toEqual(found);
    expect(found.length).toBeGreaterThan(40);
  });
});
