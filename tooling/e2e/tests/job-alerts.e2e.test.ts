// Job alerts from the seeker's side: "Alert me" on a search saves it, the alerts page lists, edits and
// deletes it, and a new matching job reaches the bell (the e-mail is tests/mail.e2e.test.ts's).
import { describe, expect, test } from 'vitest';
import {
  apiCall,
  apiLogin,
  appTakenOver,
  browserSuite,
  DEMO,
  expectAxeClean,
  loginViaApi,
  URLS,
} from '../src/harness';

const { open } = browserSuite();

async function newSeeker(tag: string) {
  const email = `${tag.toLowerCase()}@mail.test`;
  const reply = await fetch(`${URLS.api}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Alex Alert', email, password: 'Secret123', role: 'jobseeker' }),
  });
  expect(reply.status).toBe(201);
  return { email, password: 'Secret123', token: ((await reply.json()) as { token: string }).token };
}

describe('job alerts', () => {
  test('listed, switched to a daily digest, edited and deleted on their own page', async () => {
    const tag = `Jal${Date.now().toString(36)}`;
    const seeker = await newSeeker(tag);
    await apiCall(seeker.token, 'POST', '/api/alerts', { keyword: tag, type: 'Remote' });
    const page = await open();
    await loginViaApi(page, seeker);
    await page.goto('/job-alerts');
    // Rendered with the person's data: what is typed before the app holds the page would be lost.
    await appTakenOver(page);
    const list = page.getByRole('list', { name: 'Job alerts' });
    const label = `"${tag}" · Remote`;
    await list.getByRole('heading', { name: label }).waitFor();
    await expectAxeClean(page, '/job-alerts');

    await list.getByLabel('E-mails').selectOption('daily');
    await expect
      .poll(
        async () =>
          (await apiCall<{ frequency: string }[]>(seeker.token, 'GET', '/api/alerts'))[0]?.frequency,
      )
      .toBe('daily');

    await list.getByRole('button', { name: `Edit ${label}` }).click();
    await page.getByLabel(/^Location/).fill('Lisbon');
    await page.getByRole('button', { name: 'Save alert' }).click();
    await list.getByRole('heading', { name: `${label} · Lisbon` }).waitFor();

    await list.getByRole('button', { name: `Delete ${label} · Lisbon` }).click();
    await page.getByRole('button', { name: 'Delete alert' }).click();
    await page.getByText('No job alerts yet').waitFor();
    expect(await apiCall<unknown[]>(seeker.token, 'GET', '/api/alerts')).toEqual([]);
  });

  test('a new job matching an alert is in the bell, and leads to the job', async () => {
    const tag = `Jbl${Date.now().toString(36)}`;
    const seeker = await newSeeker(tag);
    await apiCall(seeker.token, 'POST', '/api/alerts', { keyword: tag });
    const employer = await apiLogin(DEMO.employer);
    const job = await apiCall<{ _id: string; title: string }>(employer.token, 'POST', '/api/jobs', {
      title: `${tag} Recruiter`,
      location: 'Madrid, Spain',
      category: 'HR',
      type: 'Full-Time',
      description: 'Find the people we need.',
      requirements: 'Empathy.',
      salaryMin: 35000,
      salaryMax: 45000,
    });
    // Matching runs after the post has answered (it never slows posting).
    await expect
      .poll(
        async () =>
          (await apiCall<{ unreadCount: number }>(seeker.token, 'GET', '/api/notifications')).unreadCount,
      )
      .toBe(1);
    const page = await open();
    await loginViaApi(page, seeker);
    await page.goto('/saved-jobs');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications, 1 unread$/ })
      .click();
    const note = page.getByRole('link', { name: new RegExp(`New job for your alert .*${job.title}`) });
    await note.click();
    await page.waitForURL(`**/jobs/${job._id}`);
  });

  test('"Alert me" on a search saves it, and the alerts page lists it', async () => {
    const tag = `Jam${Date.now().toString(36)}`;
    const seeker = await newSeeker(tag);
    const page = await open();
    await loginViaApi(page, seeker);
    await page.goto(`/find-jobs?keyword=${tag}&type=Remote`);
    await page.getByText('No Jobs found').waitFor();
    await page.getByRole('button', { name: 'Alert me' }).click();
    await page
      .getByText(`Alert saved: new jobs for "${tag}" · Remote will come to you.`, { exact: false })
      .waitFor();
    await page.getByRole('link', { name: 'Manage job alerts' }).click();
    await page
      .getByRole('list', { name: 'Job alerts' })
      .getByRole('heading', { name: `"${tag}" · Remote` })
      .waitFor();
  });
});
