// The talent pool in the composed site against api-mock: a job seeker sees the card employers will see and
// turns discovery on from their profile; an employer finds them by a skill in the Talent Pool (the search
// in the address, kept across a reload) and sees the card only (no e-mail address); the seeker turns
// discovery off and is gone from the employer's next search. axe-core on both pages.
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
  type Credentials,
} from '../src/harness';

const suite = browserSuite();
/** A seeded job seeker (password Demo1234), given a skill nobody else has. */
const SEEKER = { email: 'seeker9@demo.test', password: DEMO.seeker.password };
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
