// E-mail for real: api-mock sends over SMTP to the mail catcher the suite starts (MailDev), and the tests
// read what arrived through its REST API. Each kind: the mail reaches the catcher (a status change once its
// Undo window is over), links to the page it is about, and carries a one-click unsubscribe that needs no
// sign-in.
import { describe, expect, test } from 'vitest';
import {
  apiCall,
  apiLogin,
  appTakenOver,
  browserSuite,
  DEMO,
  expectAxeClean,
  loginViaApi,
  untilCandidateTold,
  URLS,
} from '../src/harness';
import { linkIn, mailHeaders, waitForMail } from '../src/mail';

const { open } = browserSuite();

/** A new job seeker with an address of their own; returns the address and the token. */
async function register(tag: string): Promise<{ email: string; token: string; registered: number }> {
  const email = `${tag.toLowerCase()}@mail.test`;
  const registered = Date.now();
  const reply = await fetch(`${URLS.api}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Mia Mailer', email, password: 'Secret123', role: 'jobseeker' }),
  });
  expect(reply.status).toBe(201);
  return { email, token: ((await reply.json()) as { token: string }).token, registered };
}

/** A fresh job of the demo employer that a fresh seeker applied to; returns both sides' tokens. */
async function applicationToMove() {
  const employer = await apiLogin(DEMO.employer);
  const tag = `Mlx${Date.now().toString(36)}`;
  const job = await apiCall<{ _id: string; title: string }>(employer.token, 'POST', '/api/jobs', {
    title: `${tag} Support Engineer`,
    location: 'Porto, Portugal',
    category: 'Customer Service',
    type: 'Full-Time',
    description: 'Help our customers.',
    requirements: 'Patience.',
    salaryMin: 30000,
    salaryMax: 40000,
  });
  const { email, token } = await register(tag);
  const seeker = { token };
  const applied = await apiCall<{ application: { _id: string } }>(
    seeker.token,
    'POST',
    `/api/applications/${job._id}`,
  );
  return { employer, job, email, seekerToken: token, application: applied.application._id };
}

describe('e-mail', () => {
  test('a status change reaches the seeker’s inbox once its Undo window is over, links to the tracker, and unsubscribes in one click', async () => {
    const { employer, job, email, seekerToken, application } = await applicationToMove();
    const moved = Date.now();
    await apiCall(employer.token, 'PUT', `/api/applications/${application}/status`, { status: 'Review' });
    // Not before the window (10 s) is over: the employer may still take it back.
    await expect(waitForMail(email, /is now Review$/, { timeoutMs: 5_000 })).rejects.toThrow(/No e-mail/);
    const mail = await waitForMail(email, new RegExp(`^Your application for ${job.title} is now Review$`), {
      timeoutMs: 30_000,
    });
    console.log(`e-mail latency, application-status (a 10 s Undo window first): ${Date.now() - moved} ms`);
    expect(mail.html).toContain('Open my applications');
    expect(linkIn(mail, `${URLS.shell}/my-applications`)).toBe(`${URLS.shell}/my-applications`);

    // The mail client's one-click unsubscribe: a POST of the form to the List-Unsubscribe URL, no sign-in.
    const headers = await mailHeaders(mail.id);
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const url = /^<(.+)>$/.exec(headers['list-unsubscribe']!)![1]!;
    expect(url.startsWith(`${URLS.api}/api/mail/unsubscribe?token=`)).toBe(true);
    const off = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(off.status).toBe(200);
    expect((await off.json()).subscribed).toBe(false);

    // The next change sends nothing (its window over, the seeker is told in the app only).
    await apiCall(employer.token, 'PUT', `/api/applications/${application}/status`, { status: 'Accepted' });
    await untilCandidateTold(seekerToken, application, 'Accepted');
    await expect(waitForMail(email, /is now Accepted$/, { timeoutMs: 1_500 })).rejects.toThrow(/No e-mail/);
  });

  test('a new account gets its verification e-mail; the link confirms the address, and the profile says so', async () => {
    const { email, registered } = await register(`Ver${Date.now().toString(36)}`);
    const mail = await waitForMail(email, /^Confirm your e-mail address for JobPortal$/);
    // Printed, not asserted: a test asserts what arrives, the bench how fast (a bound fails under load).
    console.log(`e-mail latency, verification: ${Date.now() - registered} ms`);
    const link = linkIn(mail, `${URLS.shell}/verify-email?token=`);

    // No sign-in needed: the link is the proof.
    const page = await open();
    await page.goto(link);
    await page.getByText('Your e-mail address is confirmed').waitFor();
    expect(await page.title()).toContain('Confirm your e-mail address');
    await expectAxeClean(page);

    await loginViaApi(page, { email, password: 'Secret123' });
    await page.goto('/profile');
    // Rendered with the person's data: what is typed before the app holds the page would be lost.
    await appTakenOver(page);
    // The address's own badge: the talent card's preview on the same page shows "Verified" too.
    await page
      .getByRole('region', { name: 'E-mail address' })
      .getByText('Verified', { exact: true })
      .waitFor();
    // The link works once: opened again it says the address was already confirmed.
    await page.goto(link);
    await page.getByText('Your e-mail address was already confirmed').waitFor();
  });

  test('a job alert e-mails a new matching job; its unsubscribe page and the preferences page switch it off and on', async () => {
    const tag = `Alx${Date.now().toString(36)}`;
    const { email, token } = await register(tag);
    await apiCall(token, 'POST', '/api/alerts', { keyword: tag, frequency: 'instant' });
    const employer = await apiLogin(DEMO.employer);
    const posted = Date.now();
    const job = await apiCall<{ _id: string; title: string }>(employer.token, 'POST', '/api/jobs', {
      title: `${tag} Data Analyst`,
      location: 'Lisbon, Portugal',
      category: 'IT & Software',
      type: 'Full-Time',
      description: 'Dashboards and SQL.',
      requirements: 'SQL.',
      salaryMin: 40000,
      salaryMax: 55000,
    });
    const mail = await waitForMail(
      email,
      new RegExp(`^New job for "${tag.toLowerCase()}": ${job.title} at `, 'i'),
    );
    console.log(`e-mail latency, job-alert: ${Date.now() - posted} ms`);
    expect(linkIn(mail, `${URLS.shell}/jobs/`)).toBe(`${URLS.shell}/jobs/${job._id}`);
    expect(mail.html).toContain('View the job');

    // The footer's unsubscribe link: a page that needs no sign-in and changes nothing until the click.
    const page = await open();
    await page.goto(linkIn(mail, `${URLS.shell}/unsubscribe?token=`));
    await page.getByRole('heading', { name: 'Unsubscribe' }).waitFor();
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Unsubscribe from job alerts' }).click();
    await page.getByText('You will no longer get job alerts e-mails').waitFor();

    // Signed in, the preferences page shows it off; switching it on saves at once.
    await loginViaApi(page, { email, password: 'Secret123' });
    await page.goto('/email-preferences');
    // Rendered with the person's data: what is typed before the app holds the page would be lost.
    await appTakenOver(page);
    const alerts = page.getByRole('checkbox', { name: 'Job alerts' });
    await alerts.waitFor();
    expect(await alerts.isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'Application updates' }).isChecked()).toBe(true);
    await expectAxeClean(page);
    await alerts.check();
    await page.getByText('Saved: Job alerts e-mails on').waitFor();
    const prefs = await apiCall<{ preferences: { kind: string; enabled: boolean }[] }>(
      token,
      'GET',
      '/api/mail/preferences',
    );
    expect(prefs.preferences.find((p) => p.kind === 'job-alert')?.enabled).toBe(true);
  });
});
