// Employers hear of new applications: the bell in their header and an e-mail at once (in the mail catcher),
// or, chosen in Company Profile, one digest a day (sent here through QA's "send the digests now").
import { describe, expect, test } from 'vitest';
import { apiCall, browserSuite, expectAxeClean, loginViaApi, qaHeaders, URLS } from '../src/harness';
import { linkIn, waitForMail } from '../src/mail';
import { confirm, newAccount } from './journey-helpers';

const { open } = browserSuite();

describe('employers hear of new applications', () => {
  test('the bell and an e-mail at once; with the daily digest chosen, one e-mail for the day', async () => {
    const tag = `Eal${Date.now().toString(36)}`;
    const employer = await newAccount(`${tag}-boss`, 'employeer', 'Bea Boss');
    // An address not yet confirmed gets 3 e-mails a day in all.
    await confirm(employer.email);
    const job = await apiCall<{ _id: string; title: string }>(employer.token, 'POST', '/api/jobs', {
      title: `${tag} Platform Engineer`,
      location: 'Porto, Portugal',
      category: 'Engineering',
      type: 'Full-Time',
      description: 'Run the platform.',
      requirements: 'Kubernetes.',
      salaryMin: 50000,
      salaryMax: 70000,
    });
    const apply = async (n: number, name: string) => {
      const seeker = await newAccount(`${tag}-s${n}`, 'jobseeker', name);
      return (
        await apiCall<{ application: { _id: string } }>(seeker.token, 'POST', `/api/applications/${job._id}`)
      ).application._id;
    };

    // At once: an e-mail that leads to the application.
    const first = await apply(1, 'Ana Applicant');
    const mail = await waitForMail(
      employer.email,
      new RegExp(`^New application for ${job.title}: Ana Applicant$`),
    );
    expect(linkIn(mail, `${URLS.shell}/employeer/applications/`)).toBe(
      `${URLS.shell}/employeer/applications/${first}`,
    );

    // The bell in the employer's header says so, and leads to the application.
    const page = await open();
    await loginViaApi(page, employer);
    await page.goto('/employeer/employeer-dashboard');
    const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.click();
    await page.getByRole('link', { name: `Ana Applicant applied for ${job.title}` }).waitFor();
    await expectAxeClean(page, 'the employer bell open');
    await page.getByRole('link', { name: `Ana Applicant applied for ${job.title}` }).click();
    await page.waitForURL(`**/employeer/applications/${first}`);
    await page.getByRole('heading', { level: 1, name: 'Applicant Profile' }).waitFor();

    // Company Profile: one daily digest instead.
    await page.goto('/employeer/company-profile');
    const choice = page.getByRole('group', { name: 'New application e-mails' });
    await choice.getByRole('radio', { name: /One daily digest/ }).check();
    await choice.getByText('Saved.').waitFor();
    await expectAxeClean(page, 'company profile with the e-mail choice');

    await apply(2, 'Bo Batch');
    await apply(3, 'Cy Batch');
    await expect(
      waitForMail(employer.email, /^New application for .*: (Bo|Cy) Batch$/, { timeoutMs: 2_000 }),
    ).rejects.toThrow(/No e-mail/);
    const sent = await fetch(`${URLS.api}/__qa/mail/digests`, { method: 'POST', headers: qaHeaders() });
    expect(sent.status).toBe(200);
    const digest = await waitForMail(employer.email, /^2 new applications for your jobs$/);
    expect(digest.text).toContain('Bo Batch');
    expect(digest.text).toContain('Cy Batch');
  });
});
