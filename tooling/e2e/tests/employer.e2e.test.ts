// The employer pages of the composed site (employer remote inside the shell) against api-mock: posting a job
// (validation, preview, publish) and seeing it on the dashboard, managing the demo employer's jobs (paging,
// search, sort, close, activate, edit, delete), reviewing a seeker's application and changing its status (the
// seeker then sees it on the job page), the empty applicants state, the applicants redirect, the company
// profile, the pages on a 390 px phone with the menu drawer, axe-core on every page, and the time from
// navigation to the dashboard's figures.
import type { EmployerJob, EmployerJobsReply, Job } from '@portal/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import {
  addFault,
  apiCall,
  appTakenOver,
  apiLogin,
  clearFaults,
  DEMO,
  expectAxeClean,
  FILES,
  loginViaApi,
  newPage,
  openBrowser,
  resetApi,
  untilCandidateTold,
} from '../src/harness';

let browser: Browser;
let employerToken: string;
const pages: Page[] = [];
const PHONE = { width: 390, height: 844 };
const BASE = '/employeer';

beforeAll(async () => {
  await resetApi();
  await clearFaults();
  employerToken = (await apiLogin(DEMO.employer)).token;
  browser = await openBrowser();
});
afterEach(async () => {
  await clearFaults();
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(async () => {
  await browser?.close();
});

async function openAsEmployer(path: string, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await newPage(browser, viewport);
  pages.push(page);
  await loginViaApi(page, DEMO.employer);
  await page.goto(path);
  // The page arrives rendered with the person's data: what a test types or clicks in place waits until the
  // app holds it (typed before that, text never reaches the page's state).
  await appTakenOver(page);
  return page;
}

/** Waits for running CSS animations (the dialogs fade in) so axe sees the final colours. */
const animationsDone = (page: Page) =>
  page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();
const myJobs = () => apiCall<EmployerJobsReply>(employerToken, 'GET', '/api/jobs/get-jobs-employeer');

function jobBody(title: string) {
  return {
    title,
    location: 'Lisbon, Portugal',
    category: 'Engineering',
    type: 'Full-Time',
    description: 'Own the e2e suite.',
    requirements: 'Playwright, patience.',
    salaryMin: 70000,
    salaryMax: 95000,
  };
}
const createJob = (title: string) => apiCall<EmployerJob>(employerToken, 'POST', '/api/jobs', jobBody(title));

/** Titles of the rows on the current manage-jobs page, read from the rows' Edit links. */
async function rowTitles(page: Page): Promise<string[]> {
  const labels = await page
    .getByRole('link', { name: /^Edit / })
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.replace(/^Edit /, ''));
}

/** "Showing n of m jobs." as [n, m] (the list follows a change in the page's address: poll it after one). */
async function showingJobs(page: Page): Promise<[number, number]> {
  const text = (await page.getByText(/^Showing \d+ of \d+ jobs\.$/).textContent()) ?? '';
  const [, shown, total] = /Showing (\d+) of (\d+)/.exec(text) ?? [];
  return [Number(shown), Number(total)];
}

async function search(page: Page, text: string) {
  await page.getByPlaceholder('Search Jobs...').fill(text);
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

describe('posting a job', () => {
  test('validation messages in order, preview, publish, then the job is on the dashboard', async () => {
    const page = await openAsEmployer(`${BASE}/post-jobs`);
    await h1(page, 'Post a New Job');
    await page.getByText('Fill out the form below to create your job posting').waitFor();
    expect(await page.getByRole('button', { name: 'Publish Job' }).getAttribute('aria-disabled')).toBe(
      'true',
    );

    // A submit attempt (Enter in a field; Publish is aria-disabled while the form is invalid) shows every
    // message, in the product's order (title, location, category, type, description, requirements, salary), and focuses the first invalid field.
    await page.getByLabel(/^Job Title/).press('Enter');
    const messages = [
      'Job title is required',
      'Location is required',
      'Please select a category',
      'Please select a job type',
      'Job description is required',
      'Job requirements are required',
      'Both minimum and maximum salary are required',
    ];
    await page.getByText(messages[6]!).waitFor();
    const formText = (await page.getByRole('form', { name: 'New job' }).textContent()) ?? '';
    const positions = messages.map((m) => formText.indexOf(m));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(await page.getByLabel(/^Job Title/).evaluate((el) => el === document.activeElement)).toBe(true);
    await expectAxeClean(page, 'post-jobs with errors');

    const title = 'E2E Platform Engineer';
    await page.getByLabel(/^Job Title/).fill(title);
    await page.getByLabel(/^Location/).fill('Porto, Portugal');
    await page.getByLabel(/^Category/).selectOption('Engineering');
    await page.getByLabel(/^Job Type/).selectOption('Remote');
    await page.getByLabel(/^Job Description/).fill('Build the hiring platform.');
    await page.getByLabel(/^Job Requirements/).fill('TypeScript and React.');
    await page.getByLabel('Minimum salary').fill('90000');
    await page.getByLabel('Maximum salary').fill('80000');
    await page.getByLabel('Maximum salary').blur();
    await page.getByText('Maximum salary must be greater than the minimum salary').waitFor();
    expect(await page.getByText('Job title is required').count()).toBe(0);
    await page.getByLabel('Maximum salary').fill('120000');
    await page
      .getByText('Maximum salary must be greater than the minimum salary')
      .waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('article');
    await preview.getByRole('heading', { name: title }).waitFor();
    await preview.getByText('Posted today').waitFor();
    await preview.getByText('$90,000 - $120,000 per year').waitFor();
    await expectAxeClean(page, 'post-jobs preview');
    await page.getByRole('button', { name: 'Back to Edit' }).first().click();
    expect(await page.getByLabel(/^Job Title/).inputValue()).toBe(title);

    await page.getByRole('button', { name: 'Publish Job' }).click();
    await toast(page, 'Job Posted Successfully!');
    await page.waitForURL(`**${BASE}/employeer-dashboard`);
    await h1(page, 'Dashboard');
    await page.getByRole('region', { name: 'Recent Job Posts' }).getByText(title).waitFor();
    await expectAxeClean(page, 'dashboard');

    const posted = (await myJobs()).find((job) => job.title === title);
    expect(posted).toMatchObject({
      location: 'Porto, Portugal',
      type: 'Remote',
      salaryMin: 90000,
      salaryMax: 120000,
    });
  });

  test('a failed publish shows the server message top-right and stays on the form', async () => {
    await addFault({
      pattern: '/api/jobs',
      method: 'POST',
      status: 400,
      message: 'Title already used',
      times: 1,
    });
    const page = await openAsEmployer(`${BASE}/post-jobs`);
    await h1(page, 'Post a New Job');
    await page.getByLabel(/^Job Title/).fill('E2E Failing Job');
    await page.getByLabel(/^Location/).fill('Remote');
    await page.getByLabel(/^Category/).selectOption('Design');
    await page.getByLabel(/^Job Type/).selectOption('Contract');
    await page.getByLabel(/^Job Description/).fill('x');
    await page.getByLabel(/^Job Requirements/).fill('y');
    await page.getByLabel('Minimum salary').fill('1000');
    await page.getByLabel('Maximum salary').fill('2000');
    await page.getByRole('button', { name: 'Publish Job' }).click();
    await toast(page, 'Title already used');
    expect(page.url()).toContain(`${BASE}/post-jobs`);
    expect(await page.getByRole('button', { name: 'Publish Job' }).isEnabled()).toBe(true);
  });
});

describe('managing jobs', () => {
  test('paging, search, filter and sort over the demo employer’s jobs', async () => {
    const jobs = await myJobs();
    expect(jobs.length).toBeGreaterThanOrEqual(7);
    const page = await openAsEmployer(`${BASE}/manage-jobs`);
    await h1(page, 'Job Managment');
    await page.getByText('Manage your job posting and track applications').waitFor();
    await page.getByText(/^Showing \d+ of \d+ jobs\.$/).waitFor();
    expect(await showingJobs(page)).toEqual([jobs.length, jobs.length]);
    await expectAxeClean(page, 'manage-jobs');

    // Default: title ascending, 5 per page.
    const byTitle = jobs.map((j) => j.title).sort(collator.compare);
    expect(await page.getByRole('columnheader', { name: /Job Title/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    expect(await rowTitles(page)).toEqual(byTitle.slice(0, 5));
    await page.getByText(`Showing 1 to 5 of ${jobs.length} results`).waitFor();
    // The view is in the address: each click is a navigation, and the table follows it a moment later.
    const sortOf = (name: RegExp) => page.getByRole('columnheader', { name }).getAttribute('aria-sort');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => rowTitles(page)).toEqual(byTitle.slice(5, 10));
    expect(await page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => rowTitles(page)).toEqual(byTitle.slice(0, 5));

    // Title toggles to descending; Applicants starts ascending, numerically.
    await page.getByRole('button', { name: /^Job Title/ }).click();
    await expect.poll(() => sortOf(/Job Title/)).toBe('descending');
    await expect.poll(async () => (await rowTitles(page))[0]).toBe(byTitle[byTitle.length - 1]);
    await page.getByRole('button', { name: /^Applicants/ }).click();
    await expect.poll(() => sortOf(/Applicants/)).toBe('ascending');
    expect(await sortOf(/Job Title/)).toBe('none');
    const counts = () =>
      page
        .getByRole('link', { name: / applicants for / })
        .evaluateAll((links) => links.map((a) => Number.parseInt(a.getAttribute('aria-label') ?? '', 10)));
    await expect.poll(async () => (await counts())[0]).toBe(Math.min(...jobs.map((j) => j.applicationCount)));
    const shown = await counts();
    expect(shown).toEqual([...shown].sort((a, b) => a - b));

    // Search is case-insensitive on title or company.
    const target = jobs[0]!;
    await search(page, target.title.toUpperCase());
    const matching = jobs.filter((j) => j.title.toLowerCase().includes(target.title.toLowerCase()));
    await expect.poll(() => showingJobs(page)).toEqual([matching.length, jobs.length]);
    await search(page, target.company.companyName.toLowerCase());
    await expect.poll(async () => (await showingJobs(page))[0]).toBe(jobs.length);
    await search(page, 'no such job anywhere');
    await page.getByText('No jobs found').waitFor();
    await page.getByText('Try adjusting your search or filter criteria').waitFor();
    await search(page, '');

    await page.getByLabel('Filter by status').selectOption('Closed');
    await expect.poll(async () => (await showingJobs(page))[0]).toBe(jobs.filter((j) => j.isClosed).length);
    await page.getByLabel('Filter by status').selectOption('Active');
    await expect.poll(async () => (await showingJobs(page))[0]).toBe(jobs.filter((j) => !j.isClosed).length);
  });

  test('close, activate, edit and delete', async () => {
    const title = 'E2E Managed Job';
    const created = await createJob(title);
    const page = await openAsEmployer(`${BASE}/manage-jobs`);
    await h1(page, 'Job Managment');
    await search(page, title);
    await page.getByRole('button', { name: `Close ${title}` }).click();
    await toast(page, 'Job is Closed');
    await page.getByRole('button', { name: `Activate ${title}` }).waitFor();
    await page
      .getByRole('row', { name: new RegExp(title) })
      .getByText('Closed', { exact: true })
      .filter({ visible: true })
      .waitFor();
    await page.getByRole('button', { name: `Activate ${title}` }).click();
    await toast(page, 'Job is Active');
    await page.getByRole('button', { name: `Close ${title}` }).waitFor();

    // Edit: Edit Job, at the job's own address, prefilled from the job.
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await page.waitForURL(`**${BASE}/jobs/${created._id}/edit`);
    await h1(page, 'Edit Job');
    await page.getByLabel(/^Location/).waitFor();
    expect(await page.getByLabel(/^Job Title/).inputValue()).toBe(title);
    expect(await page.getByLabel(/^Location/).inputValue()).toBe('Lisbon, Portugal');
    expect(await page.getByLabel('Minimum salary').inputValue()).toBe('70000');
    await expectAxeClean(page, 'post-jobs (edit)');
    await page.getByLabel(/^Location/).fill('Remote (EU)');
    await page.getByRole('button', { name: 'Update Job' }).click();
    await toast(page, 'Job Updated Successfully!');
    // Back where Edit was opened: Manage Jobs, still searched for this job.
    await page.waitForURL(`**${BASE}/manage-jobs?q=*`);
    await h1(page, 'Job Managment');
    expect(await page.getByPlaceholder('Search Jobs...').inputValue()).toBe(title);
    const edited = await apiCall<Job>(employerToken, 'GET', `/api/jobs/${created._id}`);
    expect(edited.location).toBe('Remote (EU)');

    // Delete asks first.
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete job' });
    await dialog.waitFor();
    await animationsDone(page);
    await expectAxeClean(page, 'delete confirmation');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await myJobs()).some((j) => j._id === created._id)).toBe(true);
    await page.getByRole('button', { name: `Delete ${title}` }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, 'Job deleted successfully');
    await page.getByText('No jobs found').waitFor();
    expect((await myJobs()).some((j) => j._id === created._id)).toBe(false);
  });
});

describe('applicants', () => {
  test('the employer reviews an application and changes its status; the seeker sees it', async () => {
    const title = 'E2E Review Job';
    const job = await createJob(title);
    const seeker = await apiLogin(DEMO.seeker);
    await apiCall(seeker.token, 'POST', `/api/applications/${job._id}`);

    const page = await openAsEmployer(`${BASE}/manage-jobs`);
    await h1(page, 'Job Managment');
    await search(page, title);
    await page.getByRole('link', { name: `1 applicants for ${title}` }).click();
    await page.waitForURL(`**${BASE}/jobs/${job._id}/applicants`);
    await h1(page, 'Applications Overview');
    const group = page.getByRole('region', { name: `Applications for ${title}` });
    await group.getByText('1 Application(s)').waitFor();
    await group.getByText(seeker.user.name, { exact: true }).waitFor();
    await group.getByText(seeker.user.email).waitFor();
    await expectAxeClean(page, 'applicants');

    await group.getByRole('button', { name: `View Profile of ${seeker.user.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Applicant Profile' });
    await dialog.waitFor();
    await animationsDone(page);
    await expectAxeClean(page, 'applicant profile modal');
    const select = dialog.getByLabel('Change Application Status');
    expect(await select.inputValue()).toBe('Applied');
    await select.selectOption('Accepted');
    await dialog.getByText('Application status updated successfully').waitFor();
    expect(await select.inputValue()).toBe('Accepted');

    // A failed change restores the previous status.
    await addFault({ pattern: '/status', method: 'PUT', status: 500, times: 1 });
    await select.selectOption('Review');
    await page.waitForFunction(
      () => (document.getElementById('application-status') as HTMLSelectElement | null)?.value === 'Accepted',
    );
    expect(await select.isEnabled()).toBe(true);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // The row's badge (the page now also offers the stages in its Move selects).
    await group
      .getByRole('listitem')
      .filter({ hasText: seeker.user.email })
      .getByText('Accepted', { exact: true })
      .waitFor();

    // The seeker is told once the change's Undo window is over.
    const application = (
      await apiCall<{ _id: string }[]>(employerToken, 'GET', `/api/applications/job/${job._id}`)
    )[0]!;
    await untilCandidateTold(seeker.token, application._id, 'Accepted');
    const seekerPage = await newPage(browser);
    pages.push(seekerPage);
    await loginViaApi(seekerPage, DEMO.seeker);
    await seekerPage.goto(`/jobs/${job._id}`);
    await seekerPage.getByRole('heading', { name: title }).first().waitFor();
    await seekerPage.getByText('Accepted', { exact: true }).first().waitFor();
    // The job's own Apply (Similar jobs below have their own, named "Apply Now for …").
    expect(await seekerPage.getByRole('button', { name: 'Apply Now', exact: true }).count()).toBe(0);
  });

  test('a job without applications shows the empty state', async () => {
    const title = 'E2E Quiet Job';
    await createJob(title);
    const page = await openAsEmployer(`${BASE}/manage-jobs`);
    await search(page, title);
    await page.getByRole('link', { name: `0 applicants for ${title}` }).click();
    await h1(page, 'Applications Overview');
    await page.getByText('No applications available').waitFor();
    await page.getByText('No applications found at the moment').waitFor();
    await page.getByText(title).first().waitFor();
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(`**${BASE}/manage-jobs`);
  });

  test('a direct visit to applicants redirects to manage-jobs', async () => {
    const page = await openAsEmployer(`${BASE}/applicants`);
    await page.waitForURL(`**${BASE}/manage-jobs`);
    await h1(page, 'Job Managment');
  });
});

describe('company profile', () => {
  test('read view, edit with a logo upload, cancel and save', async () => {
    const page = await openAsEmployer(`${BASE}/company-profile`);
    await h1(page, 'Employeer Profile');
    await page.getByRole('heading', { name: 'About Company' }).waitFor();
    await expectAxeClean(page, 'company-profile');

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await h1(page, 'Edit Profile');
    expect(await page.getByLabel('Email Address').getAttribute('readonly')).not.toBeNull();
    await page.getByLabel('Company Name').fill('Discarded Name');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await h1(page, 'Employeer Profile');
    expect(await page.getByText('Discarded Name').count()).toBe(0);

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expectAxeClean(page, 'company-profile edit');
    await page
      .getByLabel('Upload company logo')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: FILES.png });
    await page.getByRole('img', { name: /logo$/ }).waitFor();
    await page.getByLabel('Company Name').fill('Acme E2E Labs');
    await page.getByLabel('Company Description').fill('We test everything twice.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Profile details updated successfully!');
    await h1(page, 'Employeer Profile');
    await page.getByText('Acme E2E Labs').first().waitFor();
    await page.getByText('We test everything twice.').waitFor();
    await page.getByRole('img', { name: 'Acme E2E Labs logo' }).waitFor();
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}');
    expect(stored).toMatchObject({ email: DEMO.employer.email, companyName: 'Acme E2E Labs' });
    expect(stored.companyLogo).toMatch(/^http/);
  });
});

describe('on a 390 px phone', () => {
  test('the menu is a drawer (Escape closes) and every page fits and passes axe', async () => {
    const page = await openAsEmployer(`${BASE}/employeer-dashboard`, PHONE);
    await h1(page, 'Dashboard');
    expect(await page.getByRole('navigation', { name: 'Employer menu' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.waitFor();
    await animationsDone(page);
    await expectAxeClean(page, 'phone menu drawer');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });

    const visits: Array<[string, string]> = [
      ['Post Jobs', 'Post a New Job'],
      ['Manage Jobs', 'Job Managment'],
      ['Company Profile', 'Employeer Profile'],
      ['Dashboard', 'Dashboard'],
    ];
    for (const [link, heading] of visits) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await drawer.getByRole('link', { name: link }).click();
      await drawer.waitFor({ state: 'detached' });
      await h1(page, heading);
      if (heading === 'Job Managment') await page.getByText(/^Showing \d+ of \d+ jobs\.$/).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${heading} is wider than the phone`).toBeLessThanOrEqual(0);
      await expectAxeClean(page, `${heading} at 390 px`);
    }
  });
});
