// Interviews booked in the portal, in the composed site against api-mock and the mail catcher: the employer
// proposes times from the candidate's page, two candidates offered the same time pick it at the same moment
// (one gets it, the other is told and books another), both parties get a calendar invitation (parsed here
// with ical.js: the instant, one UID, SEQUENCE 0), the employer moves it (SEQUENCE 1) and cancels it
// (METHOD:CANCEL, SEQUENCE 2). axe-core on both pages.
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { apiCall, browserSuite, expectAxeClean, type Credentials } from '../src/harness';
import { attachmentText, waitForMail } from '../src/mail';
import { confirm, newAccount, openAs as journeyOpen } from './journey-helpers';

const suite = browserSuite();
const openAs = (credentials: Credentials, path: string) => journeyOpen(suite, credentials, path);

const DAY = 86_400_000;
/** A day ahead (UTC, the zone the employer picks here) as the date input takes it. */
const dayAhead = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** The invitation an e-mail carries, as a calendar program reads it. */
async function invitationIn(to: string, subject: RegExp) {
  const mail = await waitForMail(to, subject);
  const calendar = new ICAL.Component(ICAL.parse(await attachmentText(mail.id, 'invite.ics')));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
  };
}

/** Picks a time on the candidate's My Applications and books it. */
async function pick(page: Page, job: string, time: RegExp) {
  const card = page.getByRole('article', { name: new RegExp(job) });
  await card.getByRole('radio', { name: time }).check();
  return card.getByRole('button', { name: 'Book this time' });
}

test('proposed, picked by one of two at once, moved and cancelled: both calendars follow', async () => {
  const tag = `Iv${Date.now().toString(36)}`;
  const employer = await newAccount(`${tag}-boss`, 'employeer', 'Ines Interviewer');
  const ana = await newAccount(`${tag}-ana`, 'jobseeker', 'Ana Applicant');
  const ben = await newAccount(`${tag}-ben`, 'jobseeker', 'Ben Applicant');
  await Promise.all([confirm(employer.email), confirm(ana.email), confirm(ben.email)]);
  const title = `${tag} Calendar Engineer`;
  const job = await apiCall<{ _id: string }>(employer.token, 'POST', '/api/jobs', {
    title,
    location: 'Lisbon, Portugal',
    category: 'Engineering',
    type: 'Full-Time',
    description: 'Calendars.',
    requirements: 'Time zones.',
    salaryMin: 40000,
    salaryMax: 50000,
  });
  const applications: Record<string, string> = {};
  for (const seeker of [ana, ben]) {
    const applied = await apiCall<{ application: { _id: string } }>(
      seeker.token,
      'POST',
      `/api/applications/${job._id}`,
    );
    applications[seeker.email] = applied.application._id;
    await apiCall(employer.token, 'PUT', `/api/applications/${applied.application._id}/status`, {
      status: 'Review',
    });
  }
  const first = `${dayAhead(3)}T10:00:00.000Z`;

  // The employer proposes two times to Ana from her page, in UTC.
  const boss = await openAs(employer, `/employeer/applications/${applications[ana.email]}`);
  await boss.getByRole('button', { name: 'Propose interview times' }).click();
  const form = boss.getByRole('form', { name: 'Propose interview times' });
  await form.getByLabel('Time 1: day').fill(dayAhead(3));
  await form.getByLabel('Time 1: start').fill('10:00');
  await form.getByRole('button', { name: 'Add another time' }).click();
  await form.getByLabel('Time 2: day').fill(dayAhead(4));
  await form.getByLabel('Time 2: start').fill('15:30');
  await form.getByLabel('Time 2: length').selectOption('30');
  await form.getByLabel('Time zone').selectOption('UTC');
  await form.getByLabel('Where').fill('https://meet.example.com/e2e-interview');
  await form.getByLabel(/Note to the candidate/).fill('We will pair on a small calendar bug.');
  await form.getByRole('button', { name: 'Send the times' }).click();
  await boss.getByText('Waiting for the candidate to pick a time').waitFor();
  await expectAxeClean(boss, '/employeer/applications/:id (interview proposed)');
  // …and the same first time to Ben (the API, as a second tab would).
  await apiCall(employer.token, 'POST', `/api/applications/${applications[ben.email]}/interviews`, {
    times: [
      { start: first, durationMinutes: 45 },
      { start: `${dayAhead(5)}T09:00:00.000Z`, durationMinutes: 45 },
    ],
    timeZone: 'UTC',
    place: 'https://meet.example.com/e2e-interview',
  });
  await waitForMail(ana.email, new RegExp(`^Interview invitation: ${title} at ${employer.company}$`));

  // Both pick the shared time at the same moment: one books it, the other is told and books another.
  const [anaPage, benPage] = await Promise.all([
    openAs(ana, '/my-applications'),
    openAs(ben, '/my-applications'),
  ]);
  await expectAxeClean(anaPage, '/my-applications (interview to pick)');
  const timeOne = /10:00–10:45/;
  const books = await Promise.all([pick(anaPage, title, timeOne), pick(benPage, title, timeOne)]);
  await Promise.all(books.map((book) => book.click()));
  const outcome = async (page: Page) => {
    const card = page.getByRole('article', { name: new RegExp(title) });
    await card
      .getByText(/^(Booked|.*taken by another candidate.*)$/)
      .first()
      .waitFor();
    return (await card.getByText('Booked').count()) > 0 ? 'booked' : 'refused';
  };
  const results = await Promise.all([outcome(anaPage), outcome(benPage)]);
  expect(results.sort()).toEqual(['booked', 'refused']);
  const [winner, loserPage, loser] =
    (await outcome(anaPage)) === 'booked' ? [ana, benPage, ben] : [ben, anaPage, ana];
  const loserCard = loserPage.getByRole('article', { name: new RegExp(title) });
  await loserCard
    .getByRole('alert')
    .getByText(/taken by another candidate/)
    .waitFor();
  await expect
    .poll(() => loserCard.getByRole('radio', { name: /10:00–10:45.*\(taken\)/ }).isDisabled())
    .toBe(true);
  await (await pick(loserPage, title, loser === ana ? /15:30–16:00/ : /09:00–09:45/)).click();
  await loserCard.getByText('Booked').waitFor();

  // Both parties of the winner's booking get the invitation: the instant, one UID, SEQUENCE 0.
  // The employer is e-mailed for the other booking too: the time tells the winner's apart.
  const booked = new RegExp(`^Interview booked: ${title}, .* 10:00 `);
  const forWinner = await invitationIn(winner.email, booked);
  const forBoss = await invitationIn(employer.email, booked);
  expect(forWinner).toMatchObject({ method: 'REQUEST', sequence: 0, start: first });
  expect(forBoss).toMatchObject({ method: 'REQUEST', sequence: 0, uid: forWinner.uid });

  // The employer moves it from the winner's page: same UID, SEQUENCE 1, the new instant.
  const winnerPage = await openAs(employer, `/employeer/applications/${applications[winner.email]}`);
  await winnerPage.getByRole('button', { name: 'Move the interview' }).click();
  const move = winnerPage.getByRole('form', { name: 'Move the interview' });
  await move.getByLabel('New time: day').fill(dayAhead(6));
  await move.getByLabel('New time: start').fill('08:15');
  await move.getByLabel('Time zone').selectOption('UTC');
  await move.getByRole('button', { name: 'Move the interview' }).click();
  await move.waitFor({ state: 'detached' });
  const moved = await invitationIn(winner.email, new RegExp(`^Interview moved: ${title}, now `));
  expect(moved).toMatchObject({
    method: 'REQUEST',
    uid: forWinner.uid,
    sequence: 1,
    start: `${dayAhead(6)}T08:15:00.000Z`,
  });

  // …and cancels it: METHOD:CANCEL, SEQUENCE 2, to both.
  await winnerPage.getByRole('button', { name: 'Cancel the interview' }).click();
  await winnerPage.getByLabel(/Message to the candidate/).fill('The role was filled internally, sorry.');
  await winnerPage.getByRole('button', { name: 'Cancel the interview' }).click();
  await winnerPage.getByText('Cancelled', { exact: true }).waitFor();
  const cancelled = new RegExp(`^Interview cancelled: ${title}`);
  for (const to of [winner.email, employer.email]) {
    expect(await invitationIn(to, cancelled)).toMatchObject({
      method: 'CANCEL',
      uid: forWinner.uid,
      sequence: 2,
    });
  }
  await expectAxeClean(winnerPage, '/employeer/applications/:id (interview cancelled)');
});
