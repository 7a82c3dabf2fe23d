// The job seeker's journeys beyond the product's first version, in the composed site against api-mock:
// apply with a confirmation → My Applications → the employer moves the application → the seeker's bell and
// tracker say so → withdraw takes it out of the employer's list; a job link opened signed out → sign in →
// back on the job to finish applying; an employer reads jobs without seeker actions; sort and date posted in
// the URL; Back after two "Load more" gives back every card where the person left them; and long unbroken
// words never make a phone page scroll sideways.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  apiCall,
  apiLogin,
  appTakenOver,
  browserSuite,
  DEMO,
  explained,
  expectAxeClean,
  loginViaApi,
  untilCandidateTold,
  URLS,
} from '../src/harness';

const PHONE = { width: 390, height: 844 };
const { open } = browserSuite();

const cards = (page: Page) => page.getByRole('list', { name: 'Jobs' }).getByRole('article');
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

interface PostedJob {
  _id: string;
  title: string;
}

/** A new open job of the demo employer (nobody has applied to it yet), with a word no other job has. */
async function postJob(fields: Partial<Record<'title' | 'location', string>> = {}): Promise<PostedJob> {
  const { token } = await apiLogin(DEMO.employer);
  const tag = `Qzv${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  return apiCall<PostedJob>(token, 'POST', '/api/jobs', {
    title: fields.title ?? `${tag} Platform Engineer`,
    location: fields.location ?? 'Lisbon, Portugal',
    category: 'Engineering',
    type: 'Full-Time',
    description: `Build the ${tag} platform with a small team.`,
    requirements: 'Three years of TypeScript.',
    salaryMin: 50000,
    salaryMax: 70000,
  });
}

async function employerApplicationsFor(jobId: string) {
  const { token } = await apiLogin(DEMO.employer);
  return apiCall<{ applications: { _id: string; applicant: { email: string } }[] }>(
    token,
    'GET',
    `/api/applications/employer?jobId=${encodeURIComponent(jobId)}`,
  );
}

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the application tracker', () => {
  test('apply with a look first → Applied → the employer moves it to Review → bell and tracker say so → withdraw', async () => {
    const job = await postJob();
    const page = await open();
    const { token: seekerToken } = await apiLogin(DEMO.seeker);
    await loginViaApi(page, DEMO.seeker);
    await page.goto(`/find-jobs?keyword=${encodeURIComponent(job.title.split(' ')[0]!)}`);
    const card = cards(page).filter({ has: page.getByRole('link', { name: job.title }) });
    await card.waitFor();
    await appTakenOver(page);

    // Apply from the card opens the confirmation with the job and the resume that goes with it.
    await card.getByRole('button', { name: /Apply Now/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Review your application' });
    await dialog.waitFor();
    expect(await dialog.getByText(job.title).isVisible()).toBe(true);
    await dialog.getByRole('heading', { name: 'Resume' }).waitFor();
    await expectAxeClean(page, 'apply confirmation');
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await toast(page, 'Applied to job successfully!');
    await dialog.waitFor({ state: 'detached' });
    // Focus is on the status that replaced the Apply button.
    await page.waitForFunction(() => document.activeElement?.textContent?.includes('Applied') === true);
    expect(await card.getByRole('button', { name: /Apply Now/ }).count()).toBe(0);

    // My Applications lists it as Applied.
    await page.getByRole('banner').getByRole('link', { name: 'My Applications' }).click();
    await page.waitForURL('**/my-applications');
    await page.getByRole('heading', { level: 1, name: 'My Applications' }).waitFor();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: job.title }) });
    await row.getByText('Applied', { exact: true }).waitFor();
    await expectAxeClean(page, '/my-applications');

    // The employer moves it to Review.
    const [application] = (await employerApplicationsFor(job._id)).applications;
    expect(application?.applicant.email).toBe(DEMO.seeker.email);
    const { token } = await apiLogin(DEMO.employer);
    await apiCall(token, 'PUT', `/api/applications/${application!._id}/status`, { status: 'Review' });
    // The seeker is told once the employer's Undo window is over.
    await untilCandidateTold(seekerToken, application!._id, 'Review');

    await page.reload();
    await row.getByText('Review', { exact: true }).waitFor();
    // The name counts as the badge does: "9+" past nine (the demo seeker has many).
    const bell = page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications, ([1-9]|9\+) unread$/ });
    await bell.click();
    await page.getByText(`Your application for ${job.title} is now Review`).waitFor();
    await expectAxeClean(page, 'notifications open');
    // Opening the list marks it read.
    await page.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await page.keyboard.press('Escape');

    // Withdraw, after a confirmation: gone here, and from the employer's list.
    await row.getByRole('button', { name: `Withdraw application for ${job.title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Withdraw application?' });
    await confirm.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await toast(page, 'Application withdrawn');
    await row.waitFor({ state: 'detached' });
    expect((await employerApplicationsFor(job._id)).applications).toHaveLength(0);
  });
});

describe('public job pages', () => {
  test('signed out: the whole job, About the company, Similar jobs, Share; Apply → sign in → back to finish', async () => {
    const job = await postJob();
    const page = await open();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: URLS.shell });
    await page.goto(`/jobs/${job._id}`);
    await page.getByRole('heading', { level: 1, name: job.title }).waitFor();
    for (const heading of ['About This Role', "What We're Looking For", 'About the company']) {
      await page.getByRole('heading', { name: heading }).waitFor();
    }
    await page.getByRole('heading', { name: 'Similar jobs' }).waitFor();
    await page.getByText(/^Sign in to apply or save this job/).waitFor();
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByText('Link copied to the clipboard.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${URLS.shell}/jobs/${job._id}`);
    await expectAxeClean(page, '/jobs/:id (signed out)');

    await page.getByRole('button', { name: 'Apply Now', exact: true }).first().click();
    await page.waitForURL('**/login');
    await page.getByLabel(/email/i).fill(DEMO.seeker.email);
    await page.getByLabel(/^password$/i).fill(DEMO.seeker.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    // Back on the job, with the confirmation open; the intent has left the URL.
    await page.waitForURL((url) => url.pathname === `/jobs/${job._id}` && url.search === '');
    const dialog = page.getByRole('dialog', { name: 'Review your application' });
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await toast(page, 'Applied to job successfully!');
    // The job's own status comes first (Similar jobs below may show others).
    await page.getByText('Application status:').first().waitFor();
    expect((await employerApplicationsFor(job._id)).applications).toHaveLength(1);
  });

  test('an employer reads jobs without Save or Apply, and is told why', async () => {
    const page = await open();
    await loginViaApi(page, DEMO.employer);
    await page.goto('/find-jobs');
    await cards(page).first().waitFor();
    const note = /signed in as an employer/;
    await page.getByText(note).waitFor();
    expect(await page.getByRole('button', { name: /^(Apply Now|Save )/ }).count()).toBe(0);

    await cards(page).first().getByRole('heading').getByRole('link').click();
    await page.waitForURL(/\/jobs\/[^/]+$/);
    await page.getByRole('heading', { name: 'About the company' }).waitFor();
    await page.getByText(note).first().waitFor();
    expect(await page.getByRole('button', { name: /^(Apply Now|Save )/ }).count()).toBe(0);
    await expectAxeClean(page, '/jobs/:id (employer)');
  });
});

describe('search order and date posted', () => {
  test('sort and date posted are kept in the URL and survive a reload', async () => {
    const page = await open();
    await page.goto('/find-jobs');
    await cards(page).first().waitFor();
    // The list arrives rendered: a choice made before the app holds the page never reaches its state.
    await appTakenOver(page);
    await page.getByLabel('Sort by').selectOption('salary');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'salary');
    await page.getByRole('complementary').getByLabel('7 days', { exact: true }).check();
    await page.waitForURL((url) => url.searchParams.get('datePosted') === '7d');
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    // Highest maximum salary first: the cards' "…K - yK/year" maxima never rise down the list.
    const maxima = (await cards(page).allTextContents()).map((text) => {
      const match = /([\d.]+)K\/year/.exec(text);
      return match ? Number(match[1]) : NaN;
    });
    expect(maxima.length).toBeGreaterThan(1);
    expect(maxima.every((value, i) => i === 0 || value <= maxima[i - 1]!)).toBe(true);
    await page.reload();
    await cards(page).first().waitFor();
    await appTakenOver(page);
    expect(await page.getByLabel('Sort by').inputValue()).toBe('salary');
    expect(await page.getByRole('complementary').getByLabel('7 days', { exact: true }).isChecked()).toBe(
      true,
    );
    await page.getByRole('complementary').getByRole('button', { name: 'Clear All' }).click();
    // The form clears at once, the address half a second later (a failure says which of the two did not).
    await explained(page, expect.poll(() => page.getByLabel('Sort by').inputValue()).toBe('relevance'));
    await explained(
      page,
      page.waitForURL((url) => url.search === ''),
    );
    expect(await page.getByLabel('Sort by').inputValue()).toBe('relevance');
  });
});

describe('continuity of the list', () => {
  test('Back after two "Load more" gives back all 36 cards and the scroll position', async () => {
    const page = await open();
    await loginViaApi(page, DEMO.seeker);
    await page.goto('/find-jobs');
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(12);
    // "Load more" adds to the list once the app runs; a click before that opens page 2 from the server.
    await appTakenOver(page);
    for (const atLeast of [24, 36]) {
      await page.getByRole('link', { name: 'Load more' }).click();
      await page.waitForFunction(
        (n) => document.querySelectorAll('[aria-label="Jobs"] article').length >= n,
        atLeast,
      );
    }
    // A card well above the list's end: the list loads its next page by itself when its end comes within
    // 400 px of the screen, and with 24 cards below this one it stays out of that reach. Still once
    // nothing is loading (a page the clicks above set off may still be on its way).
    const target = cards(page).nth(12);
    await target.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const more = [...document.querySelectorAll('main a')].find((link) =>
        /^(Load more|Loading more jobs\.\.\.)$/.test(link.textContent?.trim() ?? ''),
      );
      const end = more?.parentElement?.getBoundingClientRect();
      return more?.textContent?.trim() === 'Load more' && !!end && end.top >= window.innerHeight + 400;
    });
    const loaded = await cards(page).count();
    expect(loaded).toBeGreaterThanOrEqual(36);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(500);
    const title = (await target.getByRole('heading').textContent())?.trim() ?? '';
    await target.getByRole('heading').getByRole('link').click();
    await page.waitForURL(/\/jobs\/[^/]+$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    await page.goBack();
    await page.waitForURL('**/find-jobs');
    await page.waitForFunction(
      (n) => document.querySelectorAll('[aria-label="Jobs"] article').length === n,
      loaded,
    );
    // The host focuses the page heading after a navigation (which scrolls to it); the position is put back
    // after that. Waited for rather than given a fixed time: on a busy machine both come late.
    await page.waitForFunction(
      (y) => document.activeElement?.tagName === 'H1' && Math.abs(window.scrollY - y) <= 2,
      scrolled,
    );
  });
});

describe('on a 390 px phone', () => {
  test('long unbroken titles and locations wrap; Apply stays at hand at the end of the job page', async () => {
    const long = `Supercalifragilistic${'x'.repeat(120)}`;
    const job = await postJob({ location: long, title: `Wrapping ${long}` });
    const page = await open(PHONE);
    await loginViaApi(page, DEMO.seeker);
    await page.goto(`/find-jobs?keyword=${encodeURIComponent(`Wrapping ${long}`)}`);
    await cards(page).first().waitFor();
    expect(await noHorizontalScroll(page)).toBe(true);

    await page.goto(`/jobs/${job._id}`);
    await page.getByRole('heading', { name: 'About the company' }).waitFor();
    expect(await noHorizontalScroll(page)).toBe(true);
    // The Apply on a phone is the one at the bottom of the screen, still there after scrolling to the end.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const apply = page.getByRole('button', { name: 'Apply Now', exact: true });
    await apply.waitFor();
    const box = await apply.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
    await expectAxeClean(page, '/jobs/:id (phone, long words)');

    await page.goto('/my-applications');
    await page.getByRole('heading', { level: 1, name: 'My Applications' }).waitFor();
    expect(await noHorizontalScroll(page)).toBe(true);
    await expectAxeClean(page, '/my-applications (phone)');
  });

  test('the notifications panel fits the screen', async () => {
    const page = await open(PHONE);
    await loginViaApi(page, DEMO.seeker);
    await page.goto('/find-jobs');
    // The server renders the signed-in header: a click before the app holds the page opens nothing (a
    // landing waited 15 s for the panel's link).
    await appTakenOver(page);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications/ })
      .click();
    // The panel's last line spans its width.
    const box = await page.getByRole('link', { name: 'See all your applications' }).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    expect(await noHorizontalScroll(page)).toBe(true);
  });
});
