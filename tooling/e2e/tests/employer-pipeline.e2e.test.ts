// The employer's hiring pipeline in the composed site against api-mock: a job's applicants by stage with
// counts, a bulk move the seekers then see, a failed move (QA fault) that leaves everyone where they were and
// says so, private notes (the job's employer only: another employer and the seeker are refused), all
// candidates across the jobs, a dashboard whose rows lead somewhere, Duplicate → publish → "View it in
// Manage Jobs" with the job highlighted, Manage Jobs as cards on a 390 px phone, and an unknown employer URL
// shown as not-found inside the employer layout. axe-core on every new page.
import type {
  EmployerApplicationsReply,
  EmployerJob,
  EmployerJobsReply,
  MyApplicationsReply,
  NotesReply,
  User,
} from '@portal/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import {
  addFault,
  apiCall,
  apiFetch,
  apiLogin,
  appTakenOver,
  browserSuite,
  DEMO,
  errorsOf,
  expectAxeClean,
  loginViaApi,
  seededSeeker,
  type Credentials,
} from '../src/harness';
import { allMail, waitForMail } from '../src/mail';

const suite = browserSuite();
let employerToken: string;
const PHONE = { width: 390, height: 844 };
const BASE = '/employeer';
/** Seeded job seekers who apply to the jobs these tests create. */
const SEEKERS = [1, 2, 3].map(seededSeeker);

beforeAll(async () => {
  employerToken = (await apiLogin(DEMO.employer)).token;
});

async function openAs(credentials: Credentials, path: string, viewport?: { width: number; height: number }) {
  const page = await suite.open(viewport);
  await loginViaApi(page, credentials);
  await page.goto(path);
  // The page arrives rendered with the person's data: what a test types or clicks in place waits until the
  // app holds it (typed before that, text never reaches the page's state).
  await appTakenOver(page);
  return page;
}
const openAsEmployer = (path: string, viewport?: { width: number; height: number }) =>
  openAs(DEMO.employer, path, viewport);

const animationsDone = (page: Page) =>
  page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
/** A stage filter button with its count ("Review 3"), however the browser spaces the name. */
const stageButton = (page: Page, stage: string, count: number) =>
  page.getByRole('group', { name: 'Filter by stage' }).getByRole('button', {
    name: new RegExp(`^${stage}\\s*${count}$`),
  });

async function createJob(title: string): Promise<EmployerJob> {
  return apiCall<EmployerJob>(employerToken, 'POST', '/api/jobs', {
    title,
    location: 'Lisbon, Portugal',
    category: 'Engineering',
    type: 'Full-Time',
    description: 'Run the hiring pipeline.',
    requirements: 'Patience.',
    salaryMin: 60000,
    salaryMax: 80000,
  });
}

/** A job with three seekers applied; returns the job and the seekers' names and tokens. */
async function jobWithThreeApplicants(title: string) {
  const job = await createJob(title);
  const seekers = [];
  for (const credentials of SEEKERS) {
    const { token, user } = await apiLogin(credentials);
    await apiCall(token, 'POST', `/api/applications/${job._id}`);
    seekers.push({ token, name: user.name, email: user.email });
  }
  return { job, seekers };
}

/** Opens a job's pipeline the way an employer does: Manage Jobs, search, the applicants link. */
async function openPipeline(title: string, applicants: number): Promise<Page> {
  const page = await openAsEmployer(`${BASE}/manage-jobs`);
  await h1(page, 'Job Managment');
  await page.getByPlaceholder('Search Jobs...').fill(title);
  await page.getByRole('link', { name: `${applicants} applicants for ${title}` }).click();
  await page.waitForURL(`**${BASE}/jobs/*/applicants`);
  await h1(page, 'Applications Overview');
  return page;
}

/** The raw HTTP status of an API call (the harness's apiCall throws on anything but 2xx). */
async function statusOf(token: string, method: string, path: string, body?: unknown): Promise<number> {
  const response = await apiFetch(token, method, path, body);
  await response.arrayBuffer();
  return response.status;
}

describe('safe stage changes', () => {
  /** Mails to `email` about the job `title`. */
  const mailsAbout = async (email: string, title: string) =>
    (await allMail()).filter((m) => m.to.some((r) => r.address === email) && m.subject.includes(title));
  const notificationsAbout = async (token: string, applicationId: string) =>
    (
      await apiCall<{ notifications: { application: { _id: string } | null }[] }>(
        token,
        'GET',
        '/api/notifications',
      )
    ).notifications.filter((n) => n.application?._id === applicationId);

  test('an undone rejection tells the candidate nothing; a rejection with a template message reaches them after the window', async () => {
    const title = 'E2E Safe Rejection';
    const { job, seekers } = await jobWithThreeApplicants(title);
    const list = await apiCall<EmployerApplicationsReply>(
      employerToken,
      'GET',
      `/api/applications/employer?jobId=${job._id}`,
    );
    const idOf = (email: string) => list.applications.find((a) => a.applicant.email === email)!._id;
    const [undone, rejected] = seekers as [(typeof seekers)[0], (typeof seekers)[0]];
    const page = await openPipeline(title, 3);

    // A rejection asks for a reason first; Undo takes it back before anyone is told.
    await page
      .getByRole('combobox', { name: `Move ${undone.name} to another stage` })
      .selectOption('Rejected');
    let dialog = page.getByRole('dialog', { name: 'Reject applicant' });
    await dialog.waitFor();
    await animationsDone(page);
    await expectAxeClean(page, 'the rejection dialog');
    await dialog.getByLabel(/^Reason/).selectOption('Other');
    await dialog.getByRole('button', { name: `Reject ${undone.name}` }).click();
    await page.getByText(`Moved ${undone.name} to Rejected.`).waitFor();
    await stageButton(page, 'Rejected', 1).waitFor();
    await page.getByRole('button', { name: `Undo: Moved ${undone.name} to Rejected.` }).click();
    await page.getByText('Undone: 1 application is back where it was').waitFor();
    await stageButton(page, 'Rejected', 0).waitFor();

    // Another rejection, from a template, is told once its window is over.
    await page
      .getByRole('combobox', { name: `Move ${rejected.name} to another stage` })
      .selectOption('Rejected');
    dialog = page.getByRole('dialog', { name: 'Reject applicant' });
    await dialog.getByLabel(/^Reason/).selectOption('Position filled or closed');
    await dialog.getByLabel('Start from a template').selectOption({ label: 'The position has been filled' });
    await dialog.getByRole('button', { name: `Reject ${rejected.name}` }).click();
    await page.getByText(`Moved ${rejected.name} to Rejected.`).waitFor();
    const mail = await waitForMail(
      rejected.email,
      new RegExp(`^Your application for ${title} is now Rejected$`),
      {
        timeoutMs: 40_000,
      },
    );
    const firstName = rejected.name.split(' ')[0]!;
    expect(mail.text).toContain(`Hi ${firstName},`);
    expect(mail.text).toContain(
      `Thank you for your interest in the ${title} role. The position has now been filled`,
    );
    expect(mail.text).not.toContain('{firstName}');
    expect(await notificationsAbout(rejected.token, idOf(rejected.email))).toHaveLength(1);

    // By then the undone one's window is long over too: no mail, no notification, still Applied to them.
    expect(await mailsAbout(undone.email, title)).toEqual([]);
    expect(await notificationsAbout(undone.token, idOf(undone.email))).toEqual([]);
    const seen = await apiCall<{ status: string }>(
      undone.token,
      'GET',
      `/api/applications/${idOf(undone.email)}`,
    );
    expect(seen.status).toBe('Applied');
  });

  test('a bulk move says how many go where before it goes, and keeps the focus on its result', async () => {
    const title = 'E2E Bulk Confirm';
    const { seekers } = await jobWithThreeApplicants(title);
    const page = await openPipeline(title, 3);
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    await page.getByLabel('Move selected to').selectOption('Accepted');
    await page.getByRole('button', { name: 'Move selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move 3 applicants' });
    await dialog.getByText('3 applicants go to Accepted (3 from Applied).').waitFor();
    await dialog.getByRole('button', { name: 'Move 3 applicants to Accepted' }).click();
    await page.getByText('Moved 3 applicants to Accepted.').waitFor();
    // The focus is on the result (not dropped to the page), and Tab reaches its Undo.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const focused = document.activeElement;
          return focused?.getAttribute('tabindex') === '-1' ? (focused.textContent ?? '') : '';
        }),
      )
      .toContain('Moved 3 applicants to Accepted.');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe('Undo');
    await page.keyboard.press('Enter');
    await page.getByText('Undone: 3 applications are back where they were').waitFor();
    await stageButton(page, 'Applied', 3).waitFor();
    expect(seekers).toHaveLength(3);
  });
});

describe('every employer view has an address', () => {
  test("a job's applicants: the stage, search and page survive a reload and step with Back", async () => {
    const title = 'E2E Addressed Pipeline';
    const job = await createJob(title);
    // 22 seeded seekers apply: two pages of 20.
    for (let n = 1; n <= 22; n++) {
      const { token } = await apiLogin(seededSeeker(n));
      await apiCall(token, 'POST', `/api/applications/${job._id}`);
    }
    const address = `${BASE}/jobs/${job._id}/applicants`;
    const page = await openAsEmployer(address);
    await h1(page, 'Applications Overview');
    await stageButton(page, 'Applied', 22).waitFor();
    expect(await page.title()).toBe(`${title} applicants · JobPortal`);

    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL(`**${address}?page=2`);
    await page.getByText('Showing 21 to 22 of 22 results').waitFor();
    await page.reload();
    await page.getByText('Showing 21 to 22 of 22 results').waitFor();
    expect(await page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    // A stage is a step of its own (and starts at page 1); the search is written once typing pauses.
    await stageButton(page, 'Review', 0).click();
    await page.waitForURL(`**${address}?stage=Review`);
    await page.getByText('No applicants match').waitFor();
    await page.goBack();
    await page.waitForURL(`**${address}?page=2`);
    await page.getByText('Showing 21 to 22 of 22 results').waitFor();
    await page.goForward();
    await page.waitForURL(`**${address}?stage=Review`);
    await page
      .getByRole('group', { name: 'Filter by stage' })
      .getByRole('button', { name: /^Review\s*0$/, pressed: true })
      .waitFor();

    await stageButton(page, 'All', 22).click();
    await page.getByRole('searchbox', { name: 'Search applicants' }).fill('seeker7@');
    await page.waitForURL(`**${address}?q=seeker7%40`);
    await stageButton(page, 'All', 1).waitFor();
    await page.reload();
    await stageButton(page, 'All', 1).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search applicants' }).inputValue()).toBe('seeker7@');

    // The applicant open over the list is in the address too.
    await page.getByRole('button', { name: /^View Profile of / }).click();
    await page.getByRole('dialog', { name: 'Applicant Profile' }).waitFor();
    await page.waitForURL(/[?&]applicant=[0-9a-f]{24}/);
    await page.reload();
    await page.getByRole('dialog', { name: 'Applicant Profile' }).getByText(seededSeeker(7).email).waitFor();
  });

  test("a job's applicants opened by its address arrive in the page itself, and come alive as they arrived", async () => {
    const { job, seekers } = await jobWithThreeApplicants('E2E Rendered Pipeline');
    const page = await suite.open();
    await loginViaApi(page, DEMO.employer);
    const response = await page.goto(`${BASE}/jobs/${job._id}/applicants`);
    // The server rendered the employer's rows (their session's cookie): nothing waits for a script.
    const html = (await response?.text()) ?? '';
    for (const seeker of seekers) expect(html).toContain(seeker.email);
    // Theirs alone: stored by nobody.
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await h1(page, 'Applications Overview');
    await stageButton(page, 'Applied', 3).waitFor();
    await page.getByRole('main').getByText(seekers[2]!.email).first().waitFor();
    // (A mismatch between the server's rows and the browser's first render fails the test: csp-guard.ts.)
  });

  test("a candidate's application opens by its address in a new browser, through sign-in", async () => {
    const { job, seekers } = await jobWithThreeApplicants('E2E Addressed Application');
    const list = await apiCall<EmployerApplicationsReply>(
      employerToken,
      'GET',
      `/api/applications/employer?jobId=${job._id}`,
    );
    const application = list.applications.find((a) => a.applicant.email === seekers[1]!.email)!;
    const address = `${BASE}/applications/${application._id}`;

    // Signed in already: the page itself.
    const page = await openAsEmployer(address);
    await h1(page, 'Applicant Profile');
    await page.getByRole('main').getByText(seekers[1]!.email).first().waitFor();
    expect(await page.title()).toBe(`${seekers[1]!.name} · E2E Addressed Application · JobPortal`);
    // The candidate as they built their profile: their headline and skills, as they wrote them.
    const built = await apiCall<User>(seekers[1]!.token, 'GET', '/api/auth/profile');
    const profile = page.getByRole('region', { name: 'Candidate profile' });
    await profile.getByText(built.headline).waitFor();
    await profile.getByText(built.skills.join(' · ')).waitFor();
    await expectAxeClean(page, 'an application on its own page');
    await page.getByRole('link', { name: 'All applicants for E2E Addressed Application' }).click();
    await page.waitForURL(`**${BASE}/jobs/${job._id}/applicants`);

    // A colleague's fresh browser: sign in, then straight to the application.
    const fresh = await suite.open();
    await fresh.goto(address);
    await fresh.waitForURL('**/login**');
    await fresh.getByLabel(/email/i).fill(DEMO.employer.email);
    await fresh.getByLabel(/^password$/i).fill(DEMO.employer.password);
    await fresh.getByRole('button', { name: 'Sign In' }).click();
    await fresh.waitForURL(`**${address}`);
    await fresh.getByRole('main').getByText(seekers[1]!.email).first().waitFor();
  });

  test('Edit Job opens by its address and reloads without a hydration error', async () => {
    const job = await createJob('E2E Addressed Edit');
    const page = await openAsEmployer(`${BASE}/jobs/${job._id}/edit`);
    await h1(page, 'Edit Job');
    await page.getByLabel(/^Job Title/).waitFor();
    // React reports a hydration mismatch (#418) as a console error, not as an uncaught one.
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.reload();
    await h1(page, 'Edit Job');
    expect(await page.getByLabel(/^Job Title/).inputValue()).toBe('E2E Addressed Edit');
    expect(await page.title()).toBe('Edit Job · JobPortal');
    expect(errorsOf(page)).toEqual([]);
    expect(consoleErrors.filter((text) => /hydrat|#41[89]|#42[35]/i.test(text))).toEqual([]);
  });
});

describe('the applicant pipeline', () => {
  test('bulk-moves three applicants to Review: counts follow and the seekers see Review', async () => {
    const title = 'E2E Pipeline Job';
    const { job, seekers } = await jobWithThreeApplicants(title);
    const page = await openPipeline(title, 3);
    await stageButton(page, 'Applied', 3).waitFor();
    await stageButton(page, 'Review', 0).waitFor();
    await expectAxeClean(page, 'pipeline');

    for (const seeker of seekers) {
      await page.getByRole('checkbox', { name: `Select ${seeker.name}` }).check();
    }
    await page.getByText('3 selected').waitFor();
    await page.getByLabel('Move selected to').selectOption('Review');
    await page.getByRole('button', { name: 'Move selected' }).click();
    await page.getByRole('button', { name: 'Move 3 applicants to Review' }).click();
    await page.getByText('Moved 3 applicants to Review.').waitFor();
    await stageButton(page, 'Review', 3).waitFor();
    await stageButton(page, 'Applied', 0).waitFor();
    await expectAxeClean(page, 'pipeline after a move');

    // The stage filter narrows the list to that stage.
    await stageButton(page, 'Applied', 0).click();
    await page.getByText('No applicants match').waitFor();
    await stageButton(page, 'Review', 3).click();
    await page.getByRole('list', { name: 'Applicants' }).getByText(seekers[0]!.email).waitFor();

    // Each seeker sees the new stage on the job's page, once the move's Undo window is over.
    for (const seeker of seekers) {
      await expect
        .poll(
          async () =>
            (
              await apiCall<MyApplicationsReply>(seeker.token, 'GET', '/api/applications/my')
            ).applications.find((a) => a.job._id === job._id)?.status,
          { timeout: 40_000, interval: 500 },
        )
        .toBe('Review');
    }
    for (const [index, credentials] of SEEKERS.entries()) {
      const seekerPage = await openAs(credentials, `/jobs/${job._id}`);
      await seekerPage.getByRole('heading', { name: title }).first().waitFor();
      await seekerPage.getByText('Review', { exact: true }).first().waitFor();
      const mine = await apiCall<MyApplicationsReply>(seekers[index]!.token, 'GET', '/api/applications/my');
      expect(mine.applications.find((a) => a.job._id === job._id)?.status).toBe('Review');
    }
  });

  test('a failed move leaves the applicant where it was and says so, in the list and in the modal', async () => {
    const title = 'E2E Failing Move Job';
    const { job, seekers } = await jobWithThreeApplicants(title);
    const [first] = seekers;
    const page = await openPipeline(title, 3);
    await stageButton(page, 'Applied', 3).waitFor();

    await addFault({ pattern: '/api/applications/status', method: 'PUT', status: 500, times: 1 });
    await page
      .getByRole('combobox', { name: `Move ${first!.name} to another stage` })
      .selectOption('Accepted');
    await page.getByText(`Couldn't move ${first!.name} to Accepted. Please try again.`).waitFor();
    await stageButton(page, 'Accepted', 0).waitFor();
    await stageButton(page, 'Applied', 3).waitFor();

    // The modal's own select: a failed change reverts and says so.
    await page.getByRole('button', { name: `View Profile of ${first!.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Applicant Profile' });
    await dialog.waitFor();
    const select = dialog.getByLabel('Change Application Status');
    expect(await select.inputValue()).toBe('Applied');
    await addFault({ pattern: '/status', method: 'PUT', status: 500, times: 1 });
    await select.selectOption('Review');
    await dialog.getByText("Couldn't update the status. Please try again.").waitFor();
    expect(await select.inputValue()).toBe('Applied');
    await animationsDone(page);
    await expectAxeClean(page, 'applicant modal with a failed change');

    const reply = await apiCall<EmployerApplicationsReply>(
      employerToken,
      'GET',
      `/api/applications/employer?jobId=${job._id}`,
    );
    expect(reply.counts).toMatchObject({ Applied: 3, Review: 0, Accepted: 0, Rejected: 0 });
  });

  test('private notes: the job’s employer adds and deletes them; others are refused', async () => {
    const title = 'E2E Notes Job';
    const { seekers } = await jobWithThreeApplicants(title);
    const [first] = seekers;
    const page = await openPipeline(title, 3);
    await page.getByRole('button', { name: `View Profile of ${first!.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Applicant Profile' });
    await dialog.getByText('No notes yet.').waitFor();
    const text = 'Strong portfolio; call on Monday.';
    await dialog.getByLabel('Add a note').fill(text);
    await dialog.getByRole('button', { name: 'Add note' }).click();
    const notes = dialog.getByRole('list', { name: 'Notes' });
    await notes.getByText(text).waitFor();
    // Signed with the author's name.
    await notes.getByText((await apiLogin(DEMO.employer)).user.name, { exact: true }).waitFor();
    await animationsDone(page);
    await expectAxeClean(page, 'applicant notes');

    // The API refuses the notes to another employer and to the applicant.
    const list = await apiCall<EmployerApplicationsReply>(
      employerToken,
      'GET',
      `/api/applications/employer?q=${encodeURIComponent(first!.email)}`,
    );
    const application = list.applications.find((a) => a.job.title === title)!;
    expect(application.notesCount).toBe(1);
    const path = `/api/applications/${application._id}/notes`;
    const mine = await apiCall<NotesReply>(employerToken, 'GET', path);
    expect(mine.map((note) => note.text)).toEqual([text]);
    const other = (await apiLogin({ email: 'talent@northwind.test', password: DEMO.seeker.password })).token;
    expect(await statusOf(other, 'GET', path)).toBe(403);
    expect(await statusOf(other, 'POST', path, { text: 'Not mine' })).toBe(403);
    expect(await statusOf(first!.token, 'GET', path)).toBe(403);
    expect(await statusOf(first!.token, 'POST', path, { text: 'About me' })).toBe(403);

    await dialog.getByRole('button', { name: /^Delete note/ }).click();
    await dialog.getByText('No notes yet.').waitFor();
  });
});

describe('all candidates', () => {
  test('every application across the jobs, searched by job and filtered by stage; a row opens the applicant', async () => {
    const title = 'E2E Candidates Job';
    const { seekers } = await jobWithThreeApplicants(title);
    const page = await openAsEmployer(`${BASE}/employeer-dashboard`);
    await h1(page, 'Dashboard');
    await page
      .getByRole('navigation', { name: 'Employer menu' })
      .getByRole('link', { name: 'All Candidates' })
      .click();
    await page.waitForURL(`**${BASE}/candidates`);
    await h1(page, 'All Candidates');
    await expect.poll(() => page.title()).toContain('All Candidates');
    const list = page.getByRole('list', { name: 'Candidates' });
    await list.getByRole('listitem').first().waitFor();
    await expectAxeClean(page, 'all candidates');

    await page.getByRole('searchbox', { name: 'Search candidates' }).fill(title);
    await page.getByText(/^3 candidates$/).waitFor();
    for (const seeker of seekers) await list.getByText(seeker.email).waitFor();
    await stageButton(page, 'Review', 0).click();
    await page.getByText('No candidates match').waitFor();
    await stageButton(page, 'All', 3).click();

    await list.getByRole('button', { name: `View Profile of ${seekers[1]!.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Applicant Profile' });
    await dialog.getByText(seekers[1]!.email).first().waitFor();
    await animationsDone(page);
    await expectAxeClean(page, 'all candidates: applicant');
  });
});

describe('a dashboard that leads somewhere', () => {
  test('weekly trends, an accessible chart, and rows that open a job’s applicants or the applicant', async () => {
    const title = 'E2E Dashboard Job';
    const job = await createJob(title);
    const seeker = await apiLogin(SEEKERS[0]!);
    await apiCall(seeker.token, 'POST', `/api/applications/${job._id}`);

    const page = await openAsEmployer(`${BASE}/employeer-dashboard`);
    await h1(page, 'Dashboard');
    await page.getByRole('region', { name: 'Total Applicants' }).getByText('vs last week').waitFor();
    const chart = page.getByRole('figure', { name: /application/ });
    await chart.getByText('Show the numbers as a table').click();
    const table = chart.getByRole('table', { name: /Applications per day/ });
    await table.waitFor();
    // One row per day of the series, plus the header row; today's row counts the application above.
    expect(await table.getByRole('row').count()).toBeGreaterThanOrEqual(31);
    const today = Number(await table.getByRole('row').last().getByRole('cell').last().textContent());
    expect(today).toBeGreaterThanOrEqual(1);
    await expectAxeClean(page, 'dashboard with the chart table');

    // A recent job opens that job's applicants.
    await page
      .getByRole('region', { name: 'Recent Job Posts' })
      .getByRole('link')
      .filter({ hasText: title })
      .click();
    await page.waitForURL(`**${BASE}/jobs/*/applicants`);
    await page.getByRole('region', { name: `Applications for ${title}` }).waitFor();

    // A recent application opens that application's own page.
    await page.goBack();
    await h1(page, 'Dashboard');
    await page
      .getByRole('region', { name: 'Recent Applications' })
      .getByRole('link')
      .filter({ hasText: title })
      .first()
      .click();
    await page.waitForURL(`**${BASE}/applications/*`);
    await h1(page, 'Applicant Profile');
    await page.getByRole('main').getByText(seeker.user.email).first().waitFor();
  });

  test('arrives with its figures in the page, its days the employer’s own (a time zone far from the server’s)', async () => {
    const page = await suite.open(undefined, { timezoneId: 'Asia/Kolkata' });
    await loginViaApi(page, DEMO.employer);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/analytics/overview')) asked.push(request.url());
    });
    const response = await page.goto(`${BASE}/employeer-dashboard`);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('data-figure="Active Jobs"');
    // The server asked for the figures in the employer's days (UTC+5:30), as the browser does: the page
    // hydrates as it arrived (a mismatch fails the test), and nothing is asked for again.
    await h1(page, 'Dashboard');
    await page.getByRole('region', { name: 'Total Applicants' }).getByText('vs last week').waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
  });
});

describe('Manage Jobs', () => {
  test('Duplicate opens post-jobs prefilled; after publishing, "View it in Manage Jobs" shows it highlighted', async () => {
    const source = await createJob('E2E Source Job');
    const page = await openAsEmployer(`${BASE}/manage-jobs`);
    await h1(page, 'Job Managment');
    await page.getByPlaceholder('Search Jobs...').fill(source.title);
    await page.getByRole('link', { name: `Duplicate ${source.title}` }).click();
    await page.waitForURL(`**${BASE}/post-jobs?copyOf=*`);
    await h1(page, 'Post a New Job');
    await page.getByText(`Copied from “${source.title}”`, { exact: false }).waitFor();
    expect(await page.getByLabel(/^Location/).inputValue()).toBe(source.location);
    expect(await page.getByLabel(/^Job Requirements/).inputValue()).toBe(source.requirements);
    await expectAxeClean(page, 'post-jobs as a copy');

    const copyTitle = 'E2E Zeta Copied Job';
    await page.getByLabel(/^Job Title/).fill(copyTitle);
    await page.getByRole('button', { name: 'Publish Job' }).click();
    await page.waitForURL(`**${BASE}/employeer-dashboard`);
    await page.getByText(`“${copyTitle}” is published`).waitFor();
    await page.getByRole('link', { name: 'View it in Manage Jobs' }).click();
    // (On the page the job is on: `?page=` when it is not the first.)
    await page.waitForURL(new RegExp(`${BASE}/manage-jobs(\\?|$)`));
    // The spec's sort (title A→Z) puts "E2E Zeta…" after the demo jobs: the page it is on opens, marked.
    const row = page.getByRole('row').filter({ hasText: copyTitle });
    await row.getByText('Just saved').waitFor();
    await expectAxeClean(page, 'manage jobs with a highlighted job');

    // The source stays as it was, and the copy is a new job.
    const jobs = await apiCall<EmployerJobsReply>(employerToken, 'GET', '/api/jobs/get-jobs-employeer');
    const copy = jobs.find((j) => j.title === copyTitle);
    expect(copy?._id).toBeDefined();
    expect(copy?._id).not.toBe(source._id);
    expect(jobs.find((j) => j._id === source._id)?.title).toBe(source.title);
  });

  test('on a 390 px phone: one card per job, every action clickable without sideways scrolling', async () => {
    const page = await openAsEmployer(`${BASE}/manage-jobs`, PHONE);
    await h1(page, 'Job Managment');
    const cards = page.getByRole('list', { name: 'Your job postings' }).getByRole('article');
    await cards.first().waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'Manage Jobs is wider than the phone').toBeLessThanOrEqual(0);

    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const card = cards.nth(i);
      const title = (await card.getAttribute('aria-label')) ?? '';
      for (const name of [
        new RegExp(`^\\d+ applicants for `),
        `Edit ${title}`,
        `Duplicate ${title}`,
        new RegExp(`^(Close|Activate) `),
        `Delete ${title}`,
      ]) {
        // The applicant count, Edit and Duplicate open pages (links); Close/Activate and Delete act (buttons).
        const button = card.getByRole('button', { name }).or(card.getByRole('link', { name }));
        const box = await button.boundingBox();
        expect(box, `${title}: ${String(name)}`).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, `${title}: ${String(name)} is cut off`).toBeLessThanOrEqual(PHONE.width);
        // Nothing covers it: a click at its centre lands on it.
        expect(
          await button.evaluate((el) => {
            const r = el.getBoundingClientRect();
            el.scrollIntoView({ block: 'center' });
            const s = el.getBoundingClientRect();
            const hit = document.elementFromPoint(s.left + s.width / 2, s.top + s.height / 2);
            return r.width > 0 && !!hit && el.contains(hit);
          }),
        ).toBe(true);
      }
    }
    await expectAxeClean(page, 'manage jobs cards at 390 px');

    // A card's action works: Edit opens the job's Edit Job page.
    const title = (await cards.first().getAttribute('aria-label')) ?? '';
    await cards
      .first()
      .getByRole('link', { name: `Edit ${title}` })
      .click();
    await page.waitForURL(`**${BASE}/jobs/*/edit`);
  });
});

describe('an unknown employer URL', () => {
  test('shows not-found inside the employer layout, with a way to the dashboard', async () => {
    const page = await openAsEmployer(`${BASE}/no-such-page`);
    await h1(page, 'Page not found');
    expect(page.url()).toContain(`${BASE}/no-such-page`);
    await page.getByRole('navigation', { name: 'Employer menu' }).waitFor();
    await page.getByText(`${BASE}/no-such-page`).first().waitFor();
    await expectAxeClean(page, 'employer not-found');
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await page.waitForURL(`**${BASE}/employeer-dashboard`);
    await h1(page, 'Dashboard');
  });
});
