// One product, one way, in the composed site: the brand, logo, button weight and header height are the same
// on the shell's pages and in both remotes; placeholders are readable; a session that expires on a filled
// job post tells the person, takes them back after sign-in and gives them their typed values; a stored
// user without a token is signed out; every page has its own title, focus lands on the new page's heading
// after a navigation, and a skip link leads to the main content. axe stays clean on the pages visited.
import { API_PATHS } from '@portal/contracts/paths';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  apiCall,
  apiLogin,
  appTakenOver,
  browserSuite,
  DEMO,
  expectAxeClean,
  HEADER_READS,
  loadScenario,
  loginViaApi,
  readsAnswered,
  URLS,
} from '../src/harness';

const { open } = browserSuite();

const EMPLOYER_HOME = '/employeer/employeer-dashboard';
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/** An sRGB triple for any CSS colour the browser computed (it may report oklch), read through a canvas. */
async function rgbOf(page: Page, color: string): Promise<[number, number, number]> {
  return page.evaluate((css) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    context.fillStyle = css;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!] as [number, number, number];
  }, color);
}

function contrast(a: [number, number, number], b: [number, number, number]): number {
  const luminance = (rgb: [number, number, number]) => {
    const [r, g, b] = rgb.map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

interface BrandLook {
  tileColor: string;
  tileSize: string;
  nameColor: string;
  nameSize: string;
  nameWeight: string;
  headerHeight: number;
  buttonWeight: string;
}

/** What the person sees of the brand: the "JobPortal" link's logo tile and name, the banner, one button. */
async function brandLook(page: Page, button: { role: 'link' | 'button'; name: string }): Promise<BrandLook> {
  const brand = page.getByRole('link', { name: 'JobPortal', exact: true }).first();
  await brand.waitFor();
  const fromBrand = await brand.evaluate((link) => {
    const tile = link.querySelector('[aria-hidden="true"]') as HTMLElement;
    const tileStyle = getComputedStyle(tile);
    const nameStyle = getComputedStyle(tile.parentElement as HTMLElement);
    return {
      tileColor: tileStyle.backgroundColor,
      tileSize: `${tile.getBoundingClientRect().width}x${tile.getBoundingClientRect().height}`,
      nameColor: nameStyle.color,
      nameSize: nameStyle.fontSize,
      nameWeight: nameStyle.fontWeight,
    };
  });
  const banner = await page.getByRole('banner').boundingBox();
  const buttonWeight = await page
    .getByRole(button.role, { name: button.name, exact: true })
    .first()
    .evaluate((el) => getComputedStyle(el).fontWeight);
  return {
    ...fromBrand,
    tileColor: String(await rgbOf(page, fromBrand.tileColor)),
    nameColor: String(await rgbOf(page, fromBrand.nameColor)),
    headerHeight: banner?.height ?? 0,
    buttonWeight,
  };
}

describe('one design system', () => {
  test('brand colour, logo size, button weight and header height are equal on /, /login, /find-jobs and the employer dashboard', async () => {
    const page = await open();
    await page.goto('/');
    const landing = await brandLook(page, { role: 'link', name: 'Signup' });
    await page.goto('/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in to your account' }).waitFor();
    const login = await brandLook(page, { role: 'button', name: 'Sign In' });
    await expectAxeClean(page, 'login');
    await page.goto('/find-jobs');
    await page.getByRole('heading', { level: 1, name: 'Find your Dream Job' }).waitFor();
    const findJobs = await brandLook(page, { role: 'link', name: 'Signup' });

    const employer = await open();
    await loginViaApi(employer, DEMO.employer);
    await employer.goto(EMPLOYER_HOME);
    await employer.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const dashboard = await brandLook(employer, { role: 'button', name: 'Logout' });

    expect(landing.tileColor).toBe('37,99,235'); // brand-600, #2563eb: the one blue
    expect(landing.tileSize).toBe('32x32');
    expect(landing.nameSize).toBe('18px');
    expect(landing.headerHeight).toBe(65); // 64 px bar + its 1 px bottom border
    expect(landing.buttonWeight).toBe('500');
    for (const [name, look] of Object.entries({ login, findJobs, dashboard })) {
      expect(look, name).toEqual(landing);
    }
  });

  test('placeholders are readable (at least 4.5:1) on the shell’s forms', async () => {
    const page = await open();
    await page.goto('/signup');
    const input = page.getByLabel('Full Name');
    await input.waitFor();
    const [placeholder, background] = await input.evaluate((el) => [
      getComputedStyle(el, '::placeholder').color,
      getComputedStyle(el).backgroundColor,
    ]);
    const ratio = contrast(await rgbOf(page, placeholder!), await rgbOf(page, background!));
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });
});

const JOB = {
  title: 'E2E Session Survivor',
  location: 'Coimbra, Portugal',
  category: 'Design',
  type: 'Part-Time',
  description: 'Typed before the session expired.',
  requirements: 'Patience with tokens.',
  min: '40000',
  max: '55000',
};

async function fillJobForm(page: Page) {
  await page.getByLabel(/^Job Title/).fill(JOB.title);
  await page.getByLabel(/^Location/).fill(JOB.location);
  await page.getByLabel(/^Category/).selectOption(JOB.category);
  await page.getByLabel(/^Job Type/).selectOption(JOB.type);
  await page.getByLabel(/^Job Description/).fill(JOB.description);
  await page.getByLabel(/^Job Requirements/).fill(JOB.requirements);
  await page.getByLabel('Minimum salary').fill(JOB.min);
  await page.getByLabel('Maximum salary').fill(JOB.max);
}

/** The session expires under the open page: the next call carries a genuine token the API finds expired. */
async function expireSession(page: Page, email: string, tokens: Record<string, string>) {
  await page.evaluate((token) => localStorage.setItem('token', token), tokens[email]!);
}

/** A filled post-job form whose session expires (api-mock's "expired session" scenario), then Publish. */
async function publishWithExpiredSession(page: Page) {
  // The scenario resets to the seed and signs tokens that expired a minute ago.
  const { tokens } = await loadScenario('expired session');
  await loginViaApi(page, DEMO.employer);
  const headerReads = readsAnswered(page);
  await page.goto('/employeer/post-jobs');
  await page.getByRole('heading', { level: 1, name: 'Post a New Job' }).waitFor();
  // The page is rendered on the server: until the app holds it and its own first calls (the header's
  // counts, its lazily loaded parts' data) are answered, one of them made after the token below expires is
  // a refused page load, which rightly ends the session and goes to the site root instead of asking to sign
  // in again. The journey is a filled form left open while the session runs out: an idle page.
  await appTakenOver(page);
  await headerReads;
  await page.waitForLoadState('networkidle');
  await fillJobForm(page);
  await expireSession(page, DEMO.employer.email, tokens);
  await page.getByRole('button', { name: 'Publish Job' }).click();
}

/** The sign-in-again dialog over the page, with focus inside it. */
async function signInAgainDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await dialog.waitFor();
  await dialog.getByText(SESSION_EXPIRED).waitFor();
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  return dialog;
}

describe('a humane session', () => {
  test('an expired session on Publish: signed in again in place, and the job is published as typed', async () => {
    const page = await open();
    await publishWithExpiredSession(page);

    // Not sent away: the dialog opens over the form, which keeps everything typed.
    const dialog = await signInAgainDialog(page);
    expect(new URL(page.url()).pathname).toBe('/employeer/post-jobs');
    expect(await dialog.getByLabel('Email Address').inputValue()).toBe(DEMO.employer.email);
    await expectAxeClean(page, 'post-job with the sign-in-again dialog');
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO.employer.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();

    // The Publish is then done: the dashboard, and the API holds the job with the typed values.
    await page.waitForURL(`**${EMPLOYER_HOME}`);
    await page.getByText(JOB.title).first().waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    const { token } = await apiLogin(DEMO.employer);
    const jobs = await apiCall<Array<Record<string, unknown>>>(token, 'GET', '/api/jobs/get-jobs-employeer');
    expect(jobs.filter((job) => job.title === JOB.title)).toHaveLength(1);
    expect(jobs.find((job) => job.title === JOB.title)).toMatchObject({
      location: JOB.location,
      category: JOB.category,
      type: JOB.type,
      description: JOB.description,
      requirements: JOB.requirements,
      salaryMin: Number(JOB.min),
      salaryMax: Number(JOB.max),
    });
  });

  test("an expired session on a seeker's Save job: signed in again in place, and the job is saved", async () => {
    const { tokens } = await loadScenario('expired session');
    const page = await open();
    await loginViaApi(page, DEMO.seeker);
    // The header's reads, and the seeker's recommendations beside the results.
    const pageReads = readsAnswered(page, [...HEADER_READS, API_PATHS.recommendations]);
    await page.goto('/find-jobs?keyword=Designer');
    const jobs = page.getByRole('list', { name: 'Jobs' }).getByRole('article');
    const card = jobs.filter({ has: page.getByRole('button', { name: /^Save / }) }).first();
    const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
    const cardByTitle = jobs.filter({ has: page.getByRole('link', { name: title, exact: true }) }).first();
    // The page's own reads are done (the app took over, its reads answered, nothing in flight):
    // what the expired session meets is the Save, not a read of the page still on its way.
    await appTakenOver(page);
    await pageReads;
    await page.waitForLoadState('networkidle');
    await expireSession(page, DEMO.seeker.email, tokens);
    await cardByTitle.getByRole('button', { name: /^Save / }).click();

    const dialog = await signInAgainDialog(page);
    await expectAxeClean(page, 'find-jobs with the sign-in-again dialog');
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO.seeker.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();

    await page.getByText('Job Saved successfully!', { exact: true }).first().waitFor();
    await cardByTitle.getByRole('button', { name: /^Remove .+ from saved$/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/find-jobs');
    await page.goto('/saved-jobs');
    await page
      .getByRole('list', { name: 'Saved jobs' })
      .getByRole('link', { name: title, exact: true })
      .waitFor();
  });

  test('Cancel in the dialog: the site root tells them, and sign-in brings back the form with the values', async () => {
    const page = await open();
    await publishWithExpiredSession(page);
    const dialog = await signInAgainDialog(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The site's rule then: the site root, where the person is told.
    await page.waitForURL(`${URLS.shell}/`);
    const notice = page.getByRole('status').filter({ hasText: SESSION_EXPIRED });
    await notice.waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).isVisible()).toBe(
      true,
    );
    await expectAxeClean(page, 'landing with the session-expired notice');

    await notice.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email Address').fill(DEMO.employer.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.employer.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    // Back where they were, with everything they had typed.
    await page.waitForURL('**/employeer/post-jobs');
    await page.getByRole('heading', { level: 1, name: 'Post a New Job' }).waitFor();
    await page.getByLabel(/^Job Title/).waitFor();
    expect(await page.getByLabel(/^Job Title/).inputValue()).toBe(JOB.title);
    expect(await page.getByLabel(/^Location/).inputValue()).toBe(JOB.location);
    expect(await page.getByLabel(/^Category/).inputValue()).toBe(JOB.category);
    expect(await page.getByLabel(/^Job Type/).inputValue()).toBe(JOB.type);
    expect(await page.getByLabel(/^Job Description/).inputValue()).toBe(JOB.description);
    expect(await page.getByLabel(/^Job Requirements/).inputValue()).toBe(JOB.requirements);
    expect(await page.getByLabel('Minimum salary').inputValue()).toBe(JOB.min);
    expect(await page.getByLabel('Maximum salary').inputValue()).toBe(JOB.max);

    // Published now; the draft is gone, and the notice does not come back.
    await page.getByRole('button', { name: 'Publish Job' }).click();
    await page.waitForURL(`**${EMPLOYER_HOME}`);
    await page.getByText(JOB.title).first().waitFor();
    await page.getByRole('link', { name: 'Post Jobs' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Post a New Job' }).waitFor();
    expect(await page.getByLabel(/^Job Title/).inputValue()).toBe('');
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: /dream job/i }).waitFor();
    expect(await page.getByText(SESSION_EXPIRED).count()).toBe(0);
  });

  test('a page whose data the API refuses (the session expired meanwhile): the root says so, and signing in comes back to the page', async () => {
    const { tokens } = await loadScenario('expired session');
    const page = await open();
    await loginViaApi(page, DEMO.employer);
    // Away for a while: the session expired, and the next visit opens a page of the employer's own data.
    await expireSession(page, DEMO.employer.email, tokens);
    await page.goto('/employeer/manage-jobs?status=Active');

    await page.waitForURL(`${URLS.shell}/`);
    const notice = page.getByRole('status').filter({ hasText: SESSION_EXPIRED });
    await notice.waitFor();
    expect(await page.getByRole('dialog', { name: 'Sign in again' }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await notice.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email Address').fill(DEMO.employer.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.employer.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/employeer/manage-jobs?status=Active');
    await page.getByRole('heading', { level: 1, name: 'Job Managment' }).waitFor();
  });

  test('a stored user without a token is signed out: Manage Jobs asks to sign in, not "No jobs found"', async () => {
    const page = await open();
    await loginViaApi(page, DEMO.employer);
    // Every read the dashboard makes on opening first (its figures, and the header's bell, which loads
    // lazily): one asked for without the token would end the session on this page before the click this
    // test is about, as a busy machine showed twice (figures, then the bell).
    const bell = page.waitForResponse((response) =>
      response.url().startsWith(`${URLS.api}/api/notifications`),
    );
    await page.goto(EMPLOYER_HOME);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await expect.poll(() => page.getByText('Loading dashboard...').count()).toBe(0);
    await bell;
    // The page arrives rendered for the employer: until it has come alive its session is the one it was
    // rendered with, and a token removed meanwhile would end it here, before the click this test is about.
    await appTakenOver(page);
    // …and its reads are done: a part of the layout that re-renders later (an answer arriving) would find
    // the token gone there, before the click.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => localStorage.removeItem('token'));

    await page.getByRole('link', { name: 'Manage Jobs' }).first().click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in to your account' }).waitFor();
    expect(await page.getByText('No jobs found').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    // Not shown as signed in: the sign-in page offers no "You are signed in as …".
    expect(await page.getByText(/You are signed in as/).count()).toBe(0);

    await page.getByLabel('Email Address').fill(DEMO.employer.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.employer.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/employeer/manage-jobs');
    await page.getByRole('heading', { level: 1, name: 'Job Managment' }).waitFor();
  });

  test('logout asks the API to revoke the token, and never waits for it', async () => {
    const page = await open();
    const user = await loginViaApi(page, DEMO.seeker);
    await page.goto('/find-jobs');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const revoke = page.waitForRequest(
      (request) => request.url() === `${URLS.api}/api/auth/logout` && request.method() === 'POST',
    );
    await page.getByRole('button', { name: new RegExp(user.name) }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    expect((await revoke).headers()['authorization']).toBe(`Bearer ${token}`);
    await page.waitForURL(`${URLS.shell}/`);
    await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).waitFor();
  });
});

describe('continuity', () => {
  const focusedHeading = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement;
      return el?.tagName === 'H1' ? el.textContent : `not a heading: ${el?.tagName}`;
    });

  test('every page has its own title, and focus lands on the new page’s heading after a navigation', async () => {
    const page = await open();
    const titles: string[] = [];
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: /dream job/i }).waitFor();
    titles.push(await page.title());

    await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in to your account' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await focusedHeading(page)).toBe('Sign in to your account');
    titles.push(await page.title());

    await page.getByRole('link', { name: 'Create one here' }).click();
    await page.waitForFunction(() => document.activeElement?.textContent === 'Create Account');
    titles.push(await page.title());

    await page.getByRole('banner').getByRole('link', { name: 'JobPortal' }).click();
    await page.getByRole('link', { name: 'Find Jobs' }).first().click();
    await page.waitForURL('**/find-jobs');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Find your Dream Job');
    titles.push(await page.title());
    await expectAxeClean(page, 'find jobs (focused heading)');

    await page.goto('/no-such-page');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    titles.push(await page.title());

    expect(titles).toEqual([
      'Home · JobPortal',
      'Login · JobPortal',
      'Signup · JobPortal',
      'Find Jobs · JobPortal',
      'Page not found · JobPortal',
    ]);
    await expectAxeClean(page, 'not found');
  });

  test('the skip link is the first Tab stop and takes keyboard users to the main content', async () => {
    const page = await open();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: /dream job/i }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.getByRole('main').evaluate((el) => el === document.activeElement)).toBe(true);
    // The next Tab stop is inside the main content, not back in the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);

    // A remote's page: the shell's link and the remote's landmark agree, as a plain link too (a page the
    // server rendered, before its code runs).
    const skipTarget = (on: Page) =>
      on
        .getByRole('link', { name: 'Skip to main content' })
        .evaluate((link: HTMLAnchorElement) => document.getElementById(link.hash.slice(1))?.tagName);
    await page.goto('/find-jobs');
    await page.getByRole('heading', { level: 1, name: 'Find your Dream Job' }).waitFor();
    expect(await skipTarget(page)).toBe('MAIN');
    const employer = await open();
    await loginViaApi(employer, DEMO.employer);
    await employer.goto(EMPLOYER_HOME);
    await employer.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await skipTarget(employer)).toBe('MAIN');
  });
});
