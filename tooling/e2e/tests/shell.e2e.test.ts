// The shell's own pages in the composed site: the landing page per session state and role, signup of each
// role with an avatar, login success and failure, logout, a session that survives a reload, and the
// guards' redirects. Every page visited here passes the axe-core check.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  addFault,
  DEMO,
  expectAxeClean,
  FILES,
  loginViaApi,
  loginViaUi,
  URLS,
  browserSuite,
} from '../src/harness';

const EMPLOYER_HOME = '/employeer/employeer-dashboard';
const SEEKER_HOME = '/find-jobs';

const { open } = browserSuite();

const pathOf = (page: Page) => new URL(page.url()).pathname;
const header = (page: Page) => page.getByRole('banner');
const hrefOf = (page: Page, name: string | RegExp) =>
  page.getByRole('link', { name }).first().getAttribute('href');
const storedUser = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as Record<string, unknown> | null);

/** Waits for the landing page, signed out (Login/Signup) or signed in (Dashboard). */
async function landingReady(page: Page, state: 'signed-out' | 'signed-in') {
  await page.getByRole('heading', { level: 1, name: /dream job/i }).waitFor();
  const marker = state === 'signed-out' ? 'Login' : 'Dashboard';
  await header(page).getByRole('link', { name: marker, exact: true }).waitFor();
}

describe('landing page', () => {
  test('signed out: Login and Signup, hero buttons, features, figures, current year; axe clean', async () => {
    const page = await open();
    await page.goto('/');
    await landingReady(page, 'signed-out');

    expect(await header(page).getByRole('link', { name: 'JobPortal' }).isVisible()).toBe(true);
    expect(await header(page).getByRole('link', { name: 'Signup', exact: true }).getAttribute('href')).toBe(
      '/signup',
    );
    expect(await header(page).getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
    expect(await hrefOf(page, /find jobs/i)).toBe(SEEKER_HOME);
    expect(await hrefOf(page, /post a job/i)).toBe('/login');

    for (const text of ['Smart Job Matching', 'Resume Builder', 'Direct Messaging', 'Skill Assessments']) {
      expect(await page.getByRole('heading', { name: text }).isVisible(), text).toBe(true);
    }
    for (const text of ['Talent Pool Access', 'Analytics Dashboard', 'Verified Candidates', 'Quick Hiring']) {
      expect(await page.getByRole('heading', { name: text }).isVisible(), text).toBe(true);
    }
    for (const figure of ['2.4M+', '50K+', '150K+', '89K+', '94%', '+15%', '+22%', '+18%', '+8%']) {
      expect(await page.getByText(figure, { exact: true }).count(), figure).toBeGreaterThan(0);
    }
    const footer = await page.getByRole('contentinfo').textContent();
    expect(footer).toContain(`© ${new Date().getFullYear()} JobPortal`);
    await expectAxeClean(page, 'landing (signed out)');

    await page.getByRole('link', { name: /post a job/i }).click();
    await page.waitForURL('**/login');
    await page.goto('/');
    await header(page).getByRole('link', { name: 'Signup', exact: true }).click();
    await page.waitForURL('**/signup');
  });

  test('signed out on a 390 px phone: the header and hero fit; axe clean', async () => {
    const page = await open({ width: 390, height: 844 });
    await page.goto('/');
    await landingReady(page, 'signed-out');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await expectAxeClean(page, 'landing (mobile)');
  });

  test('signed in as a job seeker: welcome, avatar, Dashboard to /find-jobs, Post a Job to /login', async () => {
    const page = await open();
    const user = await loginViaApi(page, DEMO.seeker);
    await page.goto('/');
    await landingReady(page, 'signed-in');

    const first = user.name.split(' ')[0] ?? user.name;
    expect(await header(page).getByText(`Welcome, ${first}`).isVisible()).toBe(true);
    expect(
      await header(page)
        .getByRole('img', { name: `${user.name}'s avatar` })
        .count(),
    ).toBe(1);
    expect(await header(page).getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);
    expect(await hrefOf(page, 'Dashboard')).toBe(SEEKER_HOME);
    expect(await hrefOf(page, /post a job/i)).toBe('/login');
    await expectAxeClean(page, 'landing (seeker)');

    await header(page).getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(`**${SEEKER_HOME}`);
    await page.getByRole('heading', { name: 'Find your Dream Job' }).waitFor();
  });

  test('signed in as an employer: Dashboard and Post a Job go to the employer dashboard', async () => {
    const page = await open();
    const user = await loginViaApi(page, DEMO.employer);
    await page.goto('/');
    await landingReady(page, 'signed-in');

    const first = user.name.split(' ')[0] ?? user.name;
    expect(await header(page).getByText(`Welcome, ${first}`).isVisible()).toBe(true);
    expect(await hrefOf(page, 'Dashboard')).toBe(EMPLOYER_HOME);
    expect(await hrefOf(page, /post a job/i)).toBe(EMPLOYER_HOME);
    await expectAxeClean(page, 'landing (employer)');

    await page.getByRole('link', { name: /post a job/i }).click();
    await page.waitForURL(`**${EMPLOYER_HOME}`);
  });
});

describe('signup', () => {
  test.each([
    { card: 'Job Seeker', role: 'jobseeker', home: SEEKER_HOME },
    { card: 'Employeer', role: 'employeer', home: EMPLOYER_HOME },
  ])('a new $role with an avatar lands on $home, signed in', async ({ card, role, home }) => {
    const page = await open();
    await page.goto('/signup');
    await page.getByRole('heading', { level: 1, name: 'Create Account' }).waitFor();
    if (role === 'jobseeker') await expectAxeClean(page, 'signup');

    const email = `e2e-${role}-${Date.now()}@example.test`;
    await page.getByLabel('Full Name').fill(`E2E ${card}`);
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await page.getByLabel('Password', { exact: true }).getAttribute('type')).toBe('text');
    await page
      .getByLabel(/profile picture/i)
      .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: FILES.png });
    await page.getByAltText('Your new avatar').waitFor();
    await page.getByRole('radiogroup').getByText(card, { exact: true }).click();
    expect(await page.getByRole('radio', { name: new RegExp(card) }).isChecked()).toBe(true);
    if (role === 'employeer') await expectAxeClean(page, 'signup (filled)');

    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Account Created!' }).waitFor();
    expect(await page.getByText('Redirecting to your dashboard...').isVisible()).toBe(true);
    await page.waitForURL(`**${home}`);

    const user = await storedUser(page);
    expect(user).toMatchObject({ email, role, name: `E2E ${card}` });
    expect(user?.token).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    // The avatar was uploaded first and registered with its URL, which serves the image.
    const avatar = typeof user?.avatar === 'string' ? user.avatar : '';
    expect(avatar).toMatch(/^https?:\/\//);
    const response = await fetch(avatar);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/image\/png/);

    // The new account can sign in again.
    await page.goto('/');
    await landingReady(page, 'signed-in');
  });

  test('validation messages show under the fields; an existing e-mail shows the server message', async () => {
    const page = await open();
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      'Enter full name',
      'Email is required',
      'Password is required',
      'Please select a role',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(await page.getByLabel('Full Name').getAttribute('aria-invalid')).toBe('true');
    await expectAxeClean(page, 'signup (errors)');

    await page.getByLabel('Full Name').fill('Copy Cat');
    expect(await page.getByText('Enter full name', { exact: true }).count()).toBe(0);
    await page.getByLabel('Email Address').fill(DEMO.seeker.email);
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByRole('radiogroup').getByText('Job Seeker', { exact: true }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).not.toBe('');
    expect(pathOf(page)).toBe('/signup');
  });
});

describe('login', () => {
  test('success as a job seeker: "Signing In...", "Welcome Back", then /find-jobs; axe clean', async () => {
    const page = await open();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await expectAxeClean(page, 'login');
    expect(await page.getByRole('link', { name: 'Create one here' }).getAttribute('href')).toBe('/signup');

    await addFault({ pattern: 'api/auth/login', method: 'POST', delayMs: 700, times: 1 });
    await page.getByLabel('Email Address').fill(DEMO.seeker.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.seeker.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const busy = page.getByRole('button', { name: 'Signing In...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);

    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    expect(await page.getByText('You have been successfully logged in.').isVisible()).toBe(true);
    expect(await page.getByText('Redirecting to your dashboard...').isVisible()).toBe(true);
    await page.waitForURL(`**${SEEKER_HOME}`);
    expect(await storedUser(page)).toMatchObject({ email: DEMO.seeker.email, role: 'jobseeker' });
  });

  test('success as an employer with Remember me: the employer dashboard', async () => {
    const page = await open();
    await page.goto('/login');
    await page.getByLabel('Email Address').fill(DEMO.employer.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.employer.password);
    await page.getByLabel('Remember me').check();
    const request = page.waitForRequest((r) => r.url().endsWith('/api/auth/login') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Sign In' }).click();
    expect((await request).postDataJSON()).toMatchObject({ email: DEMO.employer.email, rememberMe: true });
    await page.waitForURL(`**${EMPLOYER_HOME}`);
    expect(await storedUser(page)).toMatchObject({ role: 'employeer' });
  });

  test('failure: the server message, else the fallback, in the red box; axe clean', async () => {
    const page = await open();
    await page.goto('/login');
    await page.getByLabel('Email Address').fill(DEMO.seeker.email);
    await page.getByLabel('Password', { exact: true }).fill('WrongPass123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toBe('Invalid email or password');
    expect(pathOf(page)).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expectAxeClean(page, 'login (failed)');

    // A reply without a message shows the fallback text.
    await addFault({ pattern: 'api/auth/login', method: 'POST', status: 503, body: 'no-message', times: 1 });
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Login failed Please check your credentials').waitFor();
    expect((await alert.textContent())?.trim()).toBe('Login failed Please check your credentials');
  });

  test('validation messages come from the shared validators', async () => {
    const page = await open();
    await page.goto('/login');
    await page.getByLabel('Email Address').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Enter valid email address').waitFor();
    await page.getByText('password must be atleast 8 characters').waitFor();
  });
});

describe('session', () => {
  test('reload keeps the session; logout from the seeker header returns to a signed-out landing page', async () => {
    const page = await open();
    await loginViaUi(page, DEMO.seeker);
    await page.getByRole('heading', { name: 'Find your Dream Job' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Find your Dream Job' }).waitFor();
    expect(pathOf(page)).toBe(SEEKER_HOME);
    const user = await storedUser(page);
    const name = typeof user?.name === 'string' ? user.name : '';

    await page.goto('/');
    await landingReady(page, 'signed-in');
    await page.reload();
    await landingReady(page, 'signed-in');

    await page.goto(SEEKER_HOME);
    await page.getByRole('button', { name: new RegExp(name) }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${URLS.shell}/`);
    await landingReady(page, 'signed-out');
    const stored = await page.evaluate(() => [
      localStorage.getItem('token'),
      localStorage.getItem('refreshToken'),
      localStorage.getItem('user'),
    ]);
    expect(stored).toEqual([null, null, null]);
  });

  test('a signed-out visit to an employer page goes to /login, and back there after an employer login', async () => {
    const page = await open();
    await page.goto(EMPLOYER_HOME);
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await page.goto('/employeer/manage-jobs');
    await page.waitForURL('**/login');
    await page.getByLabel('Email Address').fill(DEMO.employer.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.employer.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/employeer/manage-jobs');
  });

  test('a job seeker visiting an employer page goes to /find-jobs', async () => {
    const page = await open();
    await loginViaApi(page, DEMO.seeker);
    await page.goto(EMPLOYER_HOME);
    await page.waitForURL(`**${SEEKER_HOME}`);
    await page.getByRole('heading', { name: 'Find your Dream Job' }).waitFor();
  });
});

describe('the site error page', () => {
  test("a page whose code cannot be loaded: the site's error page inside the header, and back home", async () => {
    const page = await open();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: /dream job/i }).waitFor();
    // The page has been taken over by the app (its code is in); from now on no more code arrives.
    await page.waitForLoadState('networkidle');
    await page.route('**/*.js', (route) => route.abort('internetdisconnected'));

    await page.getByRole('banner').getByRole('link', { name: 'Signup', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: 'JobPortal', exact: true }).count()).toBe(
      1,
    );
    expect(await page.title()).toMatch(/^Something went wrong/);
    await expectAxeClean(page, 'the site error page');

    await page.unroute('**/*.js');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.getByRole('heading', { level: 1, name: /dream job/i }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
