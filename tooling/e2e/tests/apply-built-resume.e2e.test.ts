// Applying with the résumé built on the profile: a seeker builds one, downloads it as a PDF from /resume,
// applies with "Use my built résumé", and the employer opens the PDF from the pipeline as they open an
// uploaded résumé; its text (read here with a PDF parser) holds the seeker's name and a skill, as they were
// when the application was sent. axe-core on /resume and the apply review.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, test } from 'vitest';
import { apiCall, apiFetch, apiLogin, browserSuite, DEMO, expectAxeClean } from '../src/harness';
import { newAccount, openAs } from './journey-helpers';

const suite = browserSuite();

async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return text;
}

const animationsDone = (page: Page) =>
  page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));

describe('apply with a built résumé', () => {
  test('the seeker builds, downloads and sends it; the employer downloads the PDF as it was sent', async () => {
    const tag = `built${Date.now().toString(36)}`;
    const seeker = await newAccount(tag, 'jobseeker', 'Zoë Builder');
    const { token: employerToken } = await apiLogin(DEMO.employer);
    const job = await apiCall<{ _id: string }>(employerToken, 'POST', '/api/jobs', {
      title: `${tag} Platform Engineer`,
      location: 'Lisbon, Portugal',
      category: 'Engineering',
      type: 'Full-Time',
      description: 'Run the platform with a small team.',
      requirements: 'Kubernetes in production.',
      salaryMin: 50000,
      salaryMax: 70000,
    });

    // The seeker builds a résumé on the profile.
    const page = await openAs(suite, seeker, '/profile');
    await page.getByRole('heading', { name: 'Matching and resume' }).waitFor();
    await page.getByLabel(/^Headline/).fill('Platform engineer');
    await page.getByLabel(/^Skills/).fill('Kubernetes, Terraform');
    await page.getByLabel(/^Summary/).fill('Six years of keeping clusters boring.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Profile Updated Successfully!!').first().waitFor();

    // /resume offers it as a PDF made by the server.
    await page.getByRole('link', { name: 'View printable resume' }).click();
    await page.waitForURL('**/resume');
    await page.getByRole('heading', { level: 1, name: 'Zoë Builder' }).waitFor();
    await expectAxeClean(page, '/resume (with Download PDF)');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Zoe-Builder-Resume.pdf');
    const own = await pdfText(new Uint8Array(await readFile(await download.path())));
    expect(own).toContain('Zoë Builder');
    expect(own).toContain('Kubernetes');

    // It applies with the built résumé (chosen first: there is no uploaded file).
    await page.goto(`/jobs/${job._id}`);
    await page.getByRole('button', { name: 'Apply Now', exact: true }).click();
    const review = page.getByRole('dialog', { name: 'Review your application' });
    const built = review.getByRole('radio', { name: 'Use my built résumé' });
    await built.waitFor();
    expect(await built.isChecked()).toBe(true);
    await review.getByText('A PDF of your built résumé will be sent with this application.').waitFor();
    await animationsDone(page);
    await expectAxeClean(page, '/jobs/:id (apply review, built résumé)');
    await review.getByRole('button', { name: 'Send application' }).click();
    await page.getByText('Applied to job successfully!', { exact: true }).first().waitFor();

    // Edits after sending do not reach the employer's copy.
    const edited = await apiFetch(seeker.token, 'PUT', '/api/user/profile', { skills: ['Haskell'] });
    expect(edited.status).toBe(200);

    // The employer opens it from the pipeline, as an uploaded résumé.
    const pipeline = await openAs(suite, DEMO.employer, `/employeer/jobs/${job._id}/applicants`);
    await pipeline.getByRole('heading', { level: 1, name: 'Applications Overview', exact: true }).waitFor();
    const row = pipeline.getByRole('listitem').filter({ hasText: 'Zoë Builder' });
    const link = row.getByRole('link', { name: 'Resume of Zoë Builder (opens in a new tab)' });
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/\/uploads\/[0-9a-f]{32}\.pdf$/);
    await pipeline.getByRole('button', { name: 'View Profile of Zoë Builder' }).click();
    const profile = pipeline.getByRole('dialog', { name: 'Applicant Profile' });
    expect(await profile.getByRole('link', { name: 'Download Resume' }).getAttribute('href')).toBe(href);

    const file = await pipeline.context().request.get(href);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    const sent = await pdfText(new Uint8Array(await file.body()));
    expect(sent).toContain('Zoë Builder');
    expect(sent).toContain('Kubernetes');
    expect(sent).not.toContain('Haskell');
  });
});
