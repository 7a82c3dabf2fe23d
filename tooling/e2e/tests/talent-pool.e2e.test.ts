// The talent pool in the composed site against api-mock: a job seeker sees the card employers will see and
// turns discovery on from their profile; an employer finds them by a skill in the Talent Pool (the search
// in the address, kept across a reload) and sees the card only (no e-mail address); the seeker turns
// discovery off and is gone from the employer's next search. An employer invites a seeker found by a skill
// to apply to one of their jobs: the seeker is e-mailed (the mail catcher) and reads the invitation in
// Messages, with the job a link away. axe-core on the pages and the dialog.
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import {
  apiCall,
  apiLogin,
  appTakenOver,
  browserSuite,
  DEMO,
  expectAxeClean,
  loginViaApi,
  seededSeeker,
  URLS,
  type Credentials,
} from '../src/harness';
import { linkIn, waitForMail } from '../src/mail';
import { confirm, newAccount } from './journey-helpers';

const suite = browserSuite();
/** A seeded job seeker, given a skill nobody else has. */
const SEEKER = seededSeeker(9);
const SKILL = 'Zigbee Firmware';

async function openAs(credentials: Credentials, path: string): Promise<Page> {
  const page = await suite.open();
  await loginViaApi(page, credentials);
  await page.goto(path);
  // The pages are rendered on the server: a click before the app holds the page would go nowhere.
  await appTakenOver(page);
  return page;
}

test('a seeker who turns discovery on is found by a skill, and gone once it is off', async () => {
  const { token, user } = await apiLogin(SEEKER);
  await apiCall(token, 'PUT', '/api/user/profile', {
    headline: 'Embedded engineer',
    skills: [SKILL, 'C'],
    desiredLocation: 'Tallinn',
  });

  // The seeker sees the card employers will see, then turns discovery on.
  const profile = await openAs(SEEKER, '/profile');
  const section = profile.getByRole('region', { name: 'Be found by employers' });
  const card = section.getByRole('article', { name: user.name });
  await card.getByText('Embedded engineer').waitFor();
  expect(
    await card
      .getByRole('list', { name: `${user.name}'s skills` })
      .getByText(SKILL)
      .isVisible(),
  ).toBe(true);
  const toggle = section.getByRole('switch', { name: 'Let employers find my profile' });
  expect(await toggle.isChecked()).toBe(false);
  await toggle.click();
  await section.getByText('Employers can find your profile.').waitFor();
  expect(await toggle.isChecked()).toBe(true);
  await expectAxeClean(profile, '/profile (being found by employers)');

  // The employer searches the talent pool from the menu by the skill.
  const employer = await openAs(DEMO.employer, '/employeer/employeer-dashboard');
  await employer
    .getByRole('navigation', { name: 'Employer menu' })
    .getByRole('link', { name: 'Talent Pool' })
    .click();
  await employer.getByRole('heading', { level: 1, name: 'Talent Pool' }).waitFor();
  const search = employer.getByRole('search', { name: 'Search the talent pool' });
  await search.getByLabel(/^Skills or title/).fill('zigbee');
  await search.getByRole('button', { name: 'Search' }).click();
  const results = employer.getByRole('list', { name: 'Candidates' });
  const found = results.getByRole('article', { name: user.name });
  await found.waitFor();
  expect(new URL(employer.url()).searchParams.get('q')).toBe('zigbee');
  expect(await results.getByRole('article').count()).toBe(1);
  // The card only: the seeker's e-mail address is nowhere on the page.
  expect(await employer.locator('body').innerText()).not.toContain(SEEKER.email);
  await expectAxeClean(employer, '/employeer/talent (a result)');
  // The search is the address: a reload shows it again.
  await employer.reload();
  await employer
    .getByRole('list', { name: 'Candidates' })
    .getByRole('article', { name: user.name })
    .waitFor();
  expect(await employer.getByLabel(/^Skills or title/).inputValue()).toBe('zigbee');

  // Discovery off: out of the employer's very next search.
  await toggle.click();
  await section.getByText('Your profile is hidden from employers.').waitFor();
  await appTakenOver(employer);
  await employer
    .getByRole('search', { name: 'Search the talent pool' })
    .getByRole('button', { name: 'Search' })
    .click();
  await employer.getByText('No candidates found').waitFor();
});

test('an employer invites a seeker found by a skill; the seeker is e-mailed and reads it in Messages', async () => {
  const tag = `Inv${Date.now().toString(36)}`;
  const skill = `${tag}lang`;
  const employer = await newAccount(`${tag}-boss`, 'employeer', 'Ivy Inviter');
  const seeker = await newAccount(`${tag}-cand`, 'jobseeker', 'Finn Found');
  await confirm(seeker.email);
  await apiCall(seeker.token, 'PUT', '/api/user/profile', { headline: 'Compiler engineer', skills: [skill] });
  await apiCall(seeker.token, 'PUT', '/api/user/discovery', { discoverable: true });
  const title = `${tag} Compiler Engineer`;
  const job = await apiCall<{ _id: string }>(employer.token, 'POST', '/api/jobs', {
    title,
    location: 'Tallinn, Estonia',
    category: 'Engineering',
    type: 'Full-Time',
    description: 'Compilers.',
    requirements: 'Parsers.',
    salaryMin: 60000,
    salaryMax: 70000,
  });

  // The employer finds the seeker by the skill and invites them to the job, keeping the message offered.
  const boss = await openAs(employer, `/employeer/talent?q=${skill}`);
  const card = boss.getByRole('list', { name: 'Candidates' }).getByRole('listitem');
  await card.getByRole('article', { name: 'Finn Found' }).waitFor();
  await card.getByRole('button', { name: 'Invite to apply: Finn Found' }).click();
  const dialog = boss.getByRole('dialog', { name: 'Invite Finn Found to apply' });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await dialog.getByText('Please choose a job', { exact: true }).waitFor();
  await dialog.getByRole('combobox', { name: /^Job/ }).selectOption({ label: `${title} · Tallinn, Estonia` });
  expect(await dialog.getByRole('textbox', { name: /^Message/ }).inputValue()).toMatch(/^Hello Finn Found,/);
  await expectAxeClean(boss, '/employeer/talent (inviting)');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await boss.getByText('Invitation sent to Finn Found').waitFor();
  await dialog.waitFor({ state: 'hidden' });

  // The seeker is e-mailed, with a link to the conversation, which shows the invitation and the job.
  const mail = await waitForMail(
    seeker.email,
    new RegExp(`^${employer.company} invites you to apply: ${title}$`),
  );
  const conversation = linkIn(mail, `${URLS.shell}/messages/`);
  const cand = await openAs(seeker, new URL(conversation).pathname);
  await cand.getByRole('heading', { name: employer.company!, exact: true }).waitFor();
  await cand
    .getByRole('log', { name: 'Messages' })
    .getByText(/we found your profile in our talent pool/)
    .waitFor();
  // The job's own link (the conversation's row in the list names the job too, among other words).
  expect(await cand.getByRole('link', { name: title, exact: true }).getAttribute('href')).toBe(
    `/jobs/${job._id}`,
  );
  await expectAxeClean(cand, '/messages/:id (an invitation)');
});
