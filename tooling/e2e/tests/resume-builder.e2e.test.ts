// The résumé builder: the profile's matching and résumé sections, saved through the form with the API's
// rules, become one printable page (print to PDF from the browser); the header stays off the printout; the
// tracker's "Recommended for you" picks jobs by them and says why.
import { describe, expect, test } from 'vitest';
import { appTakenOver, browserSuite, expectAxeClean, loginViaApi, URLS } from '../src/harness';

const { open } = browserSuite();

/** A new job seeker, signed in on a fresh page. */
async function newSeeker(prefix: string, name: string) {
  const email = `${prefix}${Date.now().toString(36)}@mail.test`;
  const registered = await fetch(`${URLS.api}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password: 'Secret123', role: 'jobseeker' }),
  });
  expect(registered.status).toBe(201);
  const page = await open();
  return { page, email };
}

describe('resume builder', () => {
  test('sections typed on the profile make the printable resume', async () => {
    const { page, email } = await newSeeker('rb', 'Rita Builder');
    await loginViaApi(page, { email, password: 'Secret123' });
    await page.goto('/profile');
    // Rendered with the person's data: what is typed before the app holds the page would be lost.
    await appTakenOver(page);
    await page.getByRole('heading', { name: 'Matching and resume' }).waitFor();
    await page.getByLabel(/^Headline/).fill('Data analyst who likes SQL');
    await page.getByLabel(/^Skills/).fill('SQL, Python, Tableau');
    await page.getByLabel(/^Desired location/).fill('Lisbon');
    await page.getByLabel('Open to remote work').check();
    await page.getByLabel(/^Summary/).fill('Five years of turning data into decisions.');
    await page.getByRole('button', { name: 'Add experience' }).click();
    const job = page.getByRole('group', { name: 'Job 1' });
    await job.getByLabel(/^Job title/).fill('Analyst');
    await job.getByLabel(/^Company/).fill('Acme');
    // A wrong month first: the field says so, and nothing is lost.
    await job.getByLabel(/^Start/).fill('2019-03');
    await job.getByLabel(/^End/).fill('2018-01');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await job.getByText('The end cannot be before the start').waitFor();
    expect(await page.getByLabel(/^Headline/).inputValue()).toBe('Data analyst who likes SQL');
    await job.getByLabel(/^End/).fill('');
    await page.getByRole('button', { name: 'Add education' }).click();
    const school = page.getByRole('group', { name: 'School 1' });
    await school.getByLabel(/^School/).fill('University of Porto');
    await school.getByLabel(/^Degree/).fill('BSc Statistics');
    await school.getByLabel(/^Start/).fill('2014-09');
    await school.getByLabel(/^End/).fill('2018-06');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile Updated Successfully!!').first().waitFor();
    await expectAxeClean(page, '/profile (resume details)');

    await page.getByRole('link', { name: 'View printable resume' }).click();
    await page.waitForURL('**/resume');
    await page.getByRole('heading', { level: 1, name: 'Rita Builder' }).waitFor();
    for (const name of ['Summary', 'Experience', 'Education', 'Skills'])
      expect(await page.getByRole('heading', { level: 2, name }).isVisible()).toBe(true);
    await page.getByText('Analyst, Acme').waitFor();
    await page.getByText('Mar 2019 – present').waitFor();
    await page.getByText('SQL · Python · Tableau').waitFor();
    await page.getByText(/Lisbon, open to remote work/).waitFor();
    await expectAxeClean(page, '/resume');
    // Printed: the resume alone, without the site's header or the buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print or save as PDF' }).isVisible()).toBe(false);
    expect(await page.getByRole('heading', { level: 1, name: 'Rita Builder' }).isVisible()).toBe(true);

    // The same profile picks jobs for her, saying why.
    await page.emulateMedia({ media: 'screen' });
    await page.goto('/my-applications');
    const recommended = page.getByRole('region', { name: 'Recommended for you' });
    await recommended
      .getByText(/Matches your skills: .*SQL/)
      .first()
      .waitFor();
    await expectAxeClean(page, '/my-applications (recommended)');
  });

  test('the profile has one Save: a name and a headline saved together stay after a reload', async () => {
    const { page, email } = await newSeeker('ps', 'Paula Save');
    await loginViaApi(page, { email, password: 'Secret123' });
    await page.goto('/profile');
    // Rendered with the person's data: what is typed before the app holds the page would be lost.
    await appTakenOver(page);
    const form = page.getByRole('form', { name: 'Profile' });
    await form.getByRole('heading', { name: 'Matching and resume' }).waitFor();
    expect(await page.getByRole('button', { name: 'Save resume details' }).count()).toBe(0);
    await form.getByLabel('Full Name').fill('Paula Saved');
    await form.getByLabel(/^Headline/).fill('Product designer');

    // Leaving with unsaved changes asks first; Stay keeps them.
    await form.getByRole('link', { name: 'View printable resume' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await dialog.waitFor();
    await expectAxeClean(page, '/profile (leave without saving?)');
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(page.url()).toMatch(/\/profile$/);
    expect(await form.getByLabel('Full Name').inputValue()).toBe('Paula Saved');

    await form.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile Updated Successfully!!').first().waitFor();
    await page.reload();
    // The form can show before the saved profile fills it (a landing read '' there): its values are
    // waited for, not read once.
    await expect.poll(() => page.getByLabel('Full Name').inputValue()).toBe('Paula Saved');
    await expect.poll(() => page.getByLabel(/^Headline/).inputValue()).toBe('Product designer');
    await expectAxeClean(page, '/profile (saved)');

    // Saved: nothing to ask about, the link just goes.
    await page.getByRole('link', { name: 'View printable resume' }).click();
    await page.waitForURL('**/resume');
    await page.getByRole('heading', { level: 1, name: 'Paula Saved' }).waitFor();
  });
});
