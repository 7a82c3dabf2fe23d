// The job seeker pages of the composed site (seeker remote inside the shell) against api-mock: search with
// keyword, type, category and salary kept in the URL, the job page and applying, saving from the list, the
// saved-jobs page, the profile with a resume, the job-list failure message, the same pages on a 390 px phone
// with the filters drawer, and the axe-core check on every page.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  addFault,
  appTakenOver,
  clearFaults,
  DEMO,
  expectAxeClean,
  loginViaApi,
  URLS,
  browserSuite,
} from '../src/harness';

const PHONE = { width: 390, height: 844 };
const { open } = browserSuite();

async function openAsSeeker(path: string, viewport?: { width: number; height: number }) {
  const page = await open(viewport);
  const user = await loginViaApi(page, DEMO.seeker);
  await page.goto(path);
  // The page arrives rendered with the person's data: what a test types or clicks in place waits until the
  // app holds it (typed before that, text never reaches the page's state).
  await appTakenOver(page);
  return { page, user };
}

const searchOf = (page: Page) => new URL(page.url()).searchParams;
const cards = (page: Page) => page.getByRole('list', { name: 'Jobs' }).getByRole('article');
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** "Showing N jobs" once results are in. */
async function shownTotal(page: Page): Promise<number> {
  const text = (await page.getByText(/^Showing \d+ jobs$/).textContent()) ?? '';
  return Number(/\d+/.exec(text)?.[0]);
}

/** Waits until the URL query has `params` and the results for it are shown. */
async function waitForSearch(page: Page, params: Record<string, string>) {
  await page.waitForURL((url) => Object.entries(params).every(([k, v]) => url.searchParams.get(k) === v));
  await page.getByText(/^Showing \d+ jobs$/).waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

async function noHorizontalScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** The first card that still offers Apply Now. */
async function firstOpenCard(page: Page): Promise<Locator> {
  const card = cards(page)
    .filter({ has: page.getByRole('button', { name: /Apply Now/ }) })
    .first();
  await card.waitFor();
  return card;
}

describe('find jobs', () => {
  test('a seeker searches by keyword and narrows by type, category and salary; the URL keeps it', async () => {
    const { page } = await openAsSeeker('/find-jobs');
    await page.getByRole('heading', { level: 1, name: 'Find your Dream Job' }).waitFor();
    await page.getByText(/^Showing \d+ jobs$/).waitFor();
    const all = await shownTotal(page);
    expect(all).toBeGreaterThan(0);
    await expectAxeClean(page, '/find-jobs (seeker)');

    await page.getByPlaceholder('Job, title, company, or keywords').fill('Engineer');
    await page.getByRole('button', { name: 'Search Jobs' }).click();
    await waitForSearch(page, { keyword: 'Engineer' });
    const byKeyword = await shownTotal(page);
    expect(byKeyword).toBeGreaterThan(0);
    expect(byKeyword).toBeLessThan(all);

    const sidebar = page.getByRole('complementary');
    await sidebar.getByRole('heading', { name: 'Filter Jobs' }).waitFor();
    await sidebar.getByLabel('Full-Time', { exact: true }).check();
    await waitForSearch(page, { keyword: 'Engineer', type: 'Full-Time' });
    await sidebar.getByLabel('Engineering', { exact: true }).check();
    await waitForSearch(page, { keyword: 'Engineer', type: 'Full-Time', category: 'Engineering' });
    const min = sidebar.getByLabel('Min Salary');
    await min.fill('40000.5');
    await min.blur();
    expect(await min.inputValue()).toBe('40000');
    await waitForSearch(page, {
      keyword: 'Engineer',
      type: 'Full-Time',
      category: 'Engineering',
      minSalary: '40000',
    });
    expect(await sidebar.getByText('From $40,000 per year').isVisible()).toBe(true);
    const narrowed = await shownTotal(page);
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThanOrEqual(byKeyword);

    const firstCard = cards(page).first();
    const text = (await firstCard.textContent()) ?? '';
    expect(text).toContain('Full-Time');
    expect(text).toContain('Engineering');
    expect(text).toMatch(/\d+(\.\d+)?K - \d+(\.\d+)?K\/year/);
    // When it was posted, as people say it, with the exact date for screen readers (one format everywhere).
    expect(text).toMatch(
      /Posted (just now|\d+ (minute|hour|day|month|year)s? ago), \d{1,2} [A-Z][a-z]{2} \d{4}/,
    );

    // The search survives a reload.
    await page.reload();
    await waitForSearch(page, {
      keyword: 'Engineer',
      type: 'Full-Time',
      category: 'Engineering',
      minSalary: '40000',
    });
    expect(await page.getByPlaceholder('Job, title, company, or keywords').inputValue()).toBe('Engineer');
    expect(await page.getByRole('complementary').getByLabel('Full-Time', { exact: true }).isChecked()).toBe(
      true,
    );
    expect(await shownTotal(page)).toBe(narrowed);

    // Clear All brings back every job.
    await page.getByRole('complementary').getByRole('button', { name: 'Clear All' }).click();
    await page.waitForURL((url) => url.search === '');
    await page.getByText(`Showing ${all} jobs`).waitFor();
  });

  test('more results load as the user scrolls or asks', async () => {
    const { page } = await openAsSeeker('/find-jobs');
    await cards(page).first().waitFor();
    const before = await cards(page).count();
    const total = await shownTotal(page);
    if (total <= before) return; // nothing more to load in this data set
    // Scrolling to the end loads the next page by itself (the "Load more" link may be gone by then, when it
    // was the last page, so the test scrolls the page rather than to the link).
    await page.mouse.wheel(0, 100_000);
    await page.waitForFunction(
      (n) => document.querySelectorAll('[aria-label="Jobs"] article').length > n,
      before,
    );
    expect(await cards(page).count()).toBeGreaterThan(before);
  });

  test('on failure: "Failed to fetch jobs. Please try again later." and an empty list', async () => {
    // Only the list call (a regular expression: api-mock reads a pattern written /like this/ as one).
    await addFault({ pattern: '/^\\/api\\/jobs$/', status: 500 });
    const { page } = await openAsSeeker('/find-jobs');
    await toast(page, 'Failed to fetch jobs. Please try again later.');
    await page.getByText('Showing 0 jobs').waitFor();
    expect(await page.getByRole('article').count()).toBe(0);
    await expectAxeClean(page, '/find-jobs (failure)');
    await clearFaults();
    await page.getByRole('button', { name: 'Try again' }).click();
    await cards(page).first().waitFor();
  });

  test('signed out: no save buttons; Login and Signup in the header', async () => {
    const page = await open();
    await page.goto('/find-jobs');
    await cards(page).first().waitFor();
    expect(
      await cards(page)
        .getByRole('button', { name: /^Save / })
        .count(),
    ).toBe(0);
    // A card focused from the keyboard shows it: a ring around the whole card (its link's stretched area).
    const link = cards(page).first().getByRole('heading').getByRole('link');
    await link.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const ring = await link.evaluate((element) => {
      const after = getComputedStyle(element, '::after');
      return { style: after.outlineStyle, width: after.outlineWidth };
    });
    expect(ring.style).toBe('solid');
    expect(Number.parseFloat(ring.width)).toBeGreaterThanOrEqual(2);
    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: 'Login', exact: true }).getAttribute('href')).toBe(
      '/login',
    );
    expect(await header.getByRole('link', { name: 'Signup', exact: true }).getAttribute('href')).toBe(
      '/signup',
    );
    await expectAxeClean(page, '/find-jobs (signed out)');
  });
});

describe('job detail and applying', () => {
  test('a seeker opens a job, applies, and still sees the badge after a reload', async () => {
    const { page } = await openAsSeeker('/find-jobs?keyword=Engineer');
    const card = await firstOpenCard(page);
    const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
    await card.getByRole('link', { name: title }).click();
    await page.waitForURL(/\/jobs\/[^/]+$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    for (const heading of ['Compensation', 'About This Role', "What We're Looking For"]) {
      expect(await page.getByRole('heading', { name: heading }).isVisible(), heading).toBe(true);
    }
    expect(await page.getByText('Competitive', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(/^\$[\d,]+ - \$[\d,]+ per year$/).isVisible()).toBe(true);
    // The job's own date comes first (Similar jobs below say theirs too).
    const posted = page.getByText(/^Posted (just now|\d+ (minute|hour|day|month|year)s? ago)/).first();
    expect(await posted.isVisible()).toBe(true);
    expect(await posted.getAttribute('title')).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    await expectAxeClean(page, '/jobs/:id (before applying)');

    await page.getByRole('button', { name: 'Apply Now', exact: true }).click();
    // Apply asks for a look first (the job and the resume that goes with it), then sends.
    await page
      .getByRole('dialog', { name: 'Review your application' })
      .getByRole('button', { name: 'Send application' })
      .click();
    // The job's own status is the first one on the page (Similar jobs below may show others).
    const status = page.getByText('Applied', { exact: true }).first();
    await toast(page, 'Applied to job successfully!');
    await status.waitFor();
    expect(await page.getByRole('button', { name: 'Apply Now', exact: true }).count()).toBe(0);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await status.waitFor();
    expect(await page.getByRole('button', { name: 'Apply Now', exact: true }).count()).toBe(0);
    await expectAxeClean(page, '/jobs/:id (applied)');
  });

  test('an employer reads a job without Apply or Save', async () => {
    const page = await open();
    await loginViaApi(page, DEMO.employer);
    const { jobs } = (await (await fetch(`${URLS.api}/api/jobs?limit=1`)).json()) as {
      jobs: { _id: string }[];
    };
    await page.goto(`/jobs/${jobs[0]!._id}`);
    await page
      .getByText(/signed in as an employer/)
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: /^(Apply Now|Save )/ }).count()).toBe(0);
  });

  test('a signed-out visitor reads the whole job; a missing job shows a not-found state', async () => {
    const page = await open();
    const { jobs } = (await (await fetch(`${URLS.api}/api/jobs?limit=1`)).json()) as {
      jobs: { _id: string; title: string }[];
    };
    await page.goto(`/jobs/${jobs[0]!._id}`);
    await page.getByRole('heading', { level: 1, name: jobs[0]!.title }).waitFor();
    for (const heading of ['Compensation', 'About This Role', "What We're Looking For"]) {
      expect(await page.getByRole('heading', { name: heading }).isVisible(), heading).toBe(true);
    }
    await expectAxeClean(page, '/jobs/:id (signed out)');

    await loginViaApi(page, DEMO.seeker);
    await page.goto('/jobs/no-such-job');
    await page.getByRole('heading', { level: 1, name: 'Job not found' }).waitFor();
    await expectAxeClean(page, '/jobs/:id (not found)');
  });
});

describe('saving jobs', () => {
  test('save and unsave from the list, then see and empty /saved-jobs', async () => {
    const { page } = await openAsSeeker('/find-jobs?keyword=Designer');
    const card = cards(page)
      .filter({ has: page.getByRole('button', { name: /^Save / }) })
      .first();
    const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
    const cardByTitle = cards(page)
      .filter({ has: page.getByRole('link', { name: title, exact: true }) })
      .first();

    await cardByTitle.getByRole('button', { name: /^Save / }).click();
    await toast(page, 'Job Saved successfully!');
    await cardByTitle.getByRole('button', { name: /^Remove .+ from saved$/ }).click();
    await toast(page, 'Job removed successfully!');
    await cardByTitle.getByRole('button', { name: /^Save / }).click();
    await cardByTitle.getByRole('button', { name: /^Remove .+ from saved$/ }).waitFor();

    // The header's bookmark opens the saved jobs.
    await page.getByRole('banner').getByRole('link', { name: 'Saved jobs' }).click();
    await page.waitForURL('**/saved-jobs');
    await page.getByRole('heading', { level: 1, name: 'Saved Jobs' }).waitFor();
    const saved = page.getByRole('list', { name: 'Saved jobs' });
    await saved.getByRole('link', { name: title, exact: true }).waitFor();
    await expectAxeClean(page, '/saved-jobs');
    await page.getByRole('button', { name: 'List view' }).click();
    expect(await page.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed')).toBe('true');

    // Remove everything (the demo seeker may have saved jobs in the seed too).
    for (let i = 0; i < 50; i += 1) {
      const remove = saved.getByRole('button', { name: /^Remove .+ from saved$/ });
      const count = await remove.count();
      if (count === 0) break;
      // By keyboard: a person does not wait for the toast that may cover the button.
      await remove.first().focus();
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        (n) => document.querySelectorAll('[aria-label="Saved jobs"] article').length < n,
        count,
      );
    }
    await page.getByText("You haven't saved any jobs yet").waitFor();
    expect(await page.getByText('Start saving jobs that interests you to view them later').isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('link', { name: 'Browse Jobs' }).getAttribute('href')).toBe('/find-jobs');
    await expectAxeClean(page, '/saved-jobs (empty)');
  });
});

describe('profile', () => {
  test('edit the name (header updates at once), upload then delete a resume', async () => {
    const { page, user } = await openAsSeeker('/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    const email = page.getByLabel('Email Address');
    expect(await email.inputValue()).toBe(user.email);
    expect(await email.getAttribute('readonly')).not.toBeNull();
    await expectAxeClean(page, '/profile');

    const newName = `Sam Seeker ${Date.now() % 1000}`;
    await page.getByLabel('Full Name').fill(newName);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Profile Updated Successfully!!');
    await page.getByRole('banner').getByText(newName).waitFor();

    const dir = mkdtempSync(join(tmpdir(), 'seeker-e2e-'));
    const pdf = join(dir, 'my-resume.pdf');
    writeFileSync(
      pdf,
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    // The demo seeker may already have a resume: wait for the new upload itself (its "save to keep" note).
    const unsavedNote = page.getByText('Save your changes to keep this resume on your profile.');
    await page.getByLabel(/^(Upload|Replace) resume$/).setInputFiles(pdf);
    await unsavedNote.waitFor();
    const href = await page.getByRole('link', { name: /View Resume/ }).getAttribute('href');
    expect(href).toMatch(/^https?:\/\//);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await unsavedNote.waitFor({ state: 'detached' });
    await toast(page, 'Profile Updated Successfully!!');
    const file = await fetch(href!);
    expect(file.status).toBe(200);
    expect((await file.text()).startsWith('%PDF')).toBe(true);

    await page.reload();
    await page.getByRole('link', { name: /View Resume/ }).waitFor();
    await page.getByRole('button', { name: 'Delete resume' }).click();
    await toast(page, 'Resume Deleted successfully!!');
    await page.getByText('No resume uploaded yet.').waitFor();
    await page.reload();
    await page.getByText('No resume uploaded yet.').waitFor();
    expect(await page.getByRole('banner').getByText(newName).isVisible()).toBe(true);
  });

  test('a signed-out visitor is sent to /login', async () => {
    const page = await open();
    await page.goto('/profile');
    await page.waitForURL('**/login');
    await page.goto('/saved-jobs');
    await page.waitForURL('**/login');
  });
});

describe('on a 390 px phone', () => {
  test('filters in a drawer (focus trapped, Escape closes), pages fit the width; axe clean', async () => {
    const { page } = await openAsSeeker('/find-jobs', PHONE);
    await cards(page).first().waitFor();
    expect(await page.getByRole('complementary').isVisible()).toBe(false);
    expect(await noHorizontalScroll(page)).toBe(true);
    await expectAxeClean(page, '/find-jobs (phone)');

    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.waitFor();
    await drawer.getByLabel('Remote', { exact: true }).check();
    await drawer.getByLabel('Max Salary').fill('150000');
    await drawer.getByLabel('Max Salary').blur();
    await expectAxeClean(page, '/find-jobs (phone, drawer open)');
    // Tab stays inside the drawer.
    for (let i = 0; i < 30; i += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await waitForSearch(page, { type: 'Remote', maxSalary: '150000' });
    expect(searchOf(page).get('type')).toBe('Remote');
    // The button shows the count of active filters, and its name says it in the same words.
    await page.getByRole('button', { name: 'Filters 2 active', exact: true }).waitFor();
    const text = (await cards(page).first().textContent()) ?? '';
    expect(text).toContain('Remote');

    const card = await firstOpenCard(page);
    const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
    await card.getByRole('link', { name: title }).click();
    await page.waitForURL(/\/jobs\/[^/]+$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('button', { name: 'Apply Now', exact: true }).waitFor();
    expect(await noHorizontalScroll(page)).toBe(true);
    await expectAxeClean(page, '/jobs/:id (phone)');

    await page.goto('/saved-jobs');
    await page.getByRole('heading', { level: 1, name: 'Saved Jobs' }).waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-label="Loading saved jobs"]'));
    expect(await noHorizontalScroll(page)).toBe(true);
    await expectAxeClean(page, '/saved-jobs (phone)');

    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    expect(await noHorizontalScroll(page)).toBe(true);
    await expectAxeClean(page, '/profile (phone)');

    // The user menu works on a phone too.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Job Seeker/, expanded: false })
      .click();
    await page.getByRole('link', { name: 'View Profile' }).waitFor();
    await expectAxeClean(page, 'user menu (phone)');
  });
});
