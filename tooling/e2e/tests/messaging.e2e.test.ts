// Direct messages in the composed site against api-mock: an employer writes to a candidate from the
// candidate's page, the candidate is e-mailed (the mail catcher) and sees the unread count in the header,
// reads and answers from My applications, and the answer appears in the employer's open conversation and
// their header's count without a reload (the live stream). axe-core on both Messages pages.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCall, browserSuite, expectAxeClean, URLS, type Credentials } from '../src/harness';
import { linkIn, waitForMail } from '../src/mail';
import { confirm, newAccount, openAs as journeyOpen } from './journey-helpers';

const suite = browserSuite();

const openAs = (credentials: Credentials, path: string) => journeyOpen(suite, credentials, path);

/** The header's Messages link, by the name that carries its count. */
const messagesLink = (page: Page, name: string) => page.getByRole('link', { name, exact: true }).waitFor();

test('employer → candidate → employer: e-mail, unread counts up and down, answers live', async () => {
  const tag = `Msg${Date.now().toString(36)}`;
  const employer = await newAccount(`${tag}-boss`, 'employeer', 'Mia Manager');
  const seeker = await newAccount(`${tag}-cand`, 'jobseeker', 'Cal Candidate');
  await Promise.all([confirm(employer.email), confirm(seeker.email)]);
  const title = `${tag} Data Engineer`;
  const job = await apiCall<{ _id: string }>(employer.token, 'POST', '/api/jobs', {
    title,
    location: 'Porto, Portugal',
    category: 'Engineering',
    type: 'Full-Time',
    description: 'Pipelines.',
    requirements: 'SQL.',
    salaryMin: 40000,
    salaryMax: 50000,
  });
  const applied = await apiCall<{ application: { _id: string } }>(
    seeker.token,
    'POST',
    `/api/applications/${job._id}`,
  );
  const applicationId = applied.application._id;

  // The employer writes from the candidate's page.
  const boss = await openAs(employer, `/employeer/applications/${applicationId}`);
  await boss.getByRole('link', { name: 'Message Cal Candidate' }).click();
  await boss.waitForURL(`**/employeer/messages/${applicationId}`);
  await boss.getByRole('heading', { name: 'Cal Candidate' }).waitFor();
  await boss.getByRole('button', { name: 'Send' }).click();
  await boss.getByText('Write a message first', { exact: true }).waitFor();
  await boss
    .getByRole('textbox', { name: 'Message' })
    .fill('Hello Cal, are you free on Tuesday? <b>Agenda</b>: https://example.com/agenda');
  await boss.getByRole('button', { name: 'Send' }).click();
  const bossLog = boss.getByRole('log', { name: 'Messages' });
  await bossLog.getByText(/are you free on Tuesday/).waitFor();
  await expectAxeClean(boss, '/employeer/messages/:id');

  // The candidate is e-mailed once, with a link to the conversation.
  const mail = await waitForMail(
    seeker.email,
    new RegExp(`^New message from ${employer.company} about ${title}$`),
  );
  expect(linkIn(mail, `${URLS.shell}/messages/`)).toBe(`${URLS.shell}/messages/${applicationId}`);

  // The candidate's header counts it; My applications leads to the conversation, which reads it.
  const cand = await openAs(seeker, '/my-applications');
  await messagesLink(cand, 'Messages, 1 unread');
  await cand.getByRole('link', { name: `Messages about ${title}` }).click();
  await cand.waitForURL(`**/messages/${applicationId}`);
  const candLog = cand.getByRole('log', { name: 'Messages' });
  // Markup stays text; the address is a plain link.
  await candLog.getByText(/<b>Agenda<\/b>/).waitFor();
  expect(await candLog.getByRole('link', { name: 'https://example.com/agenda' }).getAttribute('href')).toBe(
    'https://example.com/agenda',
  );
  await messagesLink(cand, 'Messages');
  await expectAxeClean(cand, '/messages/:id');

  // The answer appears in the employer's open conversation without a reload.
  await cand.getByRole('textbox', { name: 'Message' }).fill('Tuesday works for me.');
  await cand.getByRole('button', { name: 'Send' }).click();
  await candLog.getByText('Tuesday works for me.').waitFor();
  await bossLog.getByText('Tuesday works for me.').waitFor();

  // On the list instead, the employer's header counts a new one live, and opening it reads it.
  await boss.getByRole('link', { name: 'Messages', exact: true }).click();
  await boss.waitForURL('**/employeer/messages');
  await boss.getByRole('list', { name: 'Conversations' }).waitFor();
  await cand.getByRole('textbox', { name: 'Message' }).fill('Shall I bring anything?');
  await cand.getByRole('button', { name: 'Send' }).click();
  await messagesLink(boss, 'Messages, 1 unread');
  await expectAxeClean(boss, '/employeer/messages');
  // The row is named by what it shows: who, the unread count, the job, the last message, when.
  await boss.getByRole('link', { name: `Cal Candidate 1 (unread) ${title} Shall I bring anything?` }).click();
  await boss.getByRole('log', { name: 'Messages' }).getByText('Shall I bring anything?').waitFor();
  await messagesLink(boss, 'Messages');
});
