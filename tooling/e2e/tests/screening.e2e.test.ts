// Screening questions in the composed site against api-mock: an employer posts a job with a knock-out
// question, a seeker answers it in the apply review with the knock-out answer, another seeker passes, and
// the employer's pipeline flags the knocked-out candidate, filters by it and shows the answers as given.
// axe-core on the editor, the apply review and the filtered pipeline.
import type { EmployerJobsReply, ScreeningQuestion } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import {
  apiCall,
  appTakenOver,
  apiLogin,
  browserSuite,
  DEMO,
  expectAxeClean,
  seededSeeker,
  type Credentials,
} from '../src/harness';
import { openAs as journeyOpen } from './journey-helpers';

const suite = browserSuite();
const BASE = '/employeer';
const TITLE = 'E2E Screened Welder';
const QUESTION = 'Do you hold a welding certificate?';
/** Seeded job seekers. */
const KNOCKED = seededSeeker(7);
const PASSES = seededSeeker(8);

const openAs = (credentials: Credentials, path: string) => journeyOpen(suite, credentials, path);
const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
const animationsDone = (page: Page) =>
  page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));

test('a knock-out answer is flagged in the pipeline and filtered by', async () => {
  // The employer writes the question with its knock-out in Post a New Job.
  const post = await openAs(DEMO.employer, `${BASE}/post-jobs`);
  await h1(post, 'Post a New Job');
  await post.getByLabel(/^Job Title/).fill(TITLE);
  await post.getByLabel(/^Location/).fill('Porto, Portugal');
  await post.getByLabel(/^Category/).selectOption('Engineering');
  await post.getByLabel(/^Job Type/).selectOption('Full-Time');
  await post.getByLabel(/^Job Description/).fill('Weld the frames.');
  await post.getByLabel(/^Job Requirements/).fill('A certificate.');
  await post.getByLabel('Minimum salary').fill('40000');
  await post.getByLabel('Maximum salary').fill('50000');
  await post.getByRole('button', { name: 'Add a question' }).click();
  const question = post.getByRole('group', { name: 'Question 1' });
  await question.getByLabel(/^Question/).fill(QUESTION);
  await question.getByLabel(/^Knock-out answer/).selectOption('No');
  await expectAxeClean(post, '/employeer/post-jobs (a screening question)');
  await post.getByRole('button', { name: 'Publish Job' }).click();
  await post.getByText('Job Posted Successfully!', { exact: true }).first().waitFor();

  const employerToken = (await apiLogin(DEMO.employer)).token;
  const jobs = await apiCall<EmployerJobsReply>(employerToken, 'GET', '/api/jobs/get-jobs-employeer');
  const job = jobs.find((j) => j.title === TITLE)!;
  expect(job.screeningQuestions).toEqual<ScreeningQuestion[]>([
    { id: expect.any(String), text: QUESTION, type: 'yes-no', required: true, knockoutAnswers: ['no'] },
  ]);

  // One seeker answers "No" in the apply review; the answer is required, so Send asks for it first.
  const seeker = await openAs(KNOCKED, `/jobs/${job._id}`);
  await seeker.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  await seeker.getByRole('button', { name: 'Apply Now', exact: true }).click();
  const review = seeker.getByRole('dialog', { name: 'Review your application' });
  const answer = review.getByRole('radiogroup', { name: new RegExp(QUESTION.replace('?', '\\?')) });
  await answer.waitFor();
  await review.getByRole('button', { name: 'Send application' }).click();
  await review.getByText('This question needs an answer').waitFor();
  await answer.getByRole('radio', { name: 'No' }).check();
  await animationsDone(seeker);
  await expectAxeClean(seeker, '/jobs/:id (apply review with a question)');
  await review.getByRole('button', { name: 'Send application' }).click();
  await seeker.getByText('Applied to job successfully!', { exact: true }).first().waitFor();

  // Another answers "Yes" (through the API: the same call the review makes).
  const passes = await apiLogin(PASSES);
  await apiCall(passes.token, 'POST', `/api/applications/${job._id}`, {
    answers: [{ questionId: job.screeningQuestions[0]!.id, value: 'yes' }],
  });

  // The employer's pipeline flags the knock-out and filters by it; the address keeps the filter.
  const pipeline = await openAs(DEMO.employer, `${BASE}/jobs/${job._id}/applicants`);
  await h1(pipeline, 'Applications Overview');
  const knockedName = (await apiLogin(KNOCKED)).user.name;
  const rowOf = (name: string) => pipeline.getByRole('listitem').filter({ hasText: name });
  await rowOf(knockedName).getByText('Knocked out', { exact: true }).waitFor();
  expect(await rowOf(passes.user.name).getByText('Knocked out', { exact: true }).count()).toBe(0);

  await pipeline.getByLabel('Filter by screening answers').selectOption('Knocked out');
  await pipeline.waitForURL(/[?&]screening=knocked-out/);
  await rowOf(passes.user.name).waitFor({ state: 'detached' });
  await rowOf(knockedName).waitFor();
  await expectAxeClean(pipeline, '/employeer/jobs/:id/applicants?screening=knocked-out');

  await pipeline.getByRole('button', { name: `View Profile of ${knockedName}` }).click();
  const profile = pipeline.getByRole('dialog', { name: 'Applicant Profile' });
  const answers = profile.getByRole('region', { name: 'Screening answers' });
  await answers.getByText(QUESTION).waitFor();
  expect(await answers.getByText('No', { exact: true }).count()).toBe(1);
  expect(await answers.getByText('Knock-out', { exact: true }).count()).toBe(1);

  // The filtered view is an address: closed and reloaded, it is the same view.
  await pipeline.keyboard.press('Escape');
  await profile.waitFor({ state: 'detached' });
  await pipeline.reload();
  await appTakenOver(pipeline);
  await h1(pipeline, 'Applications Overview');
  await rowOf(knockedName).waitFor();
  expect(await rowOf(passes.user.name).count()).toBe(0);
  expect(await pipeline.getByLabel('Filter by screening answers').inputValue()).toBe('knocked-out');
});
