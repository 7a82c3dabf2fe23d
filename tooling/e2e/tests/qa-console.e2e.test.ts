// The QA console (api-mock's /__qa, the start banner's link) in Chromium, as a tester uses it: it asks for
// the QA token and keeps it for the tab (never in the URL), loads a scenario, adds a fault scoped to the
// tester's QA session (other callers are untouched), reads the journal with its filters and secrets
// redacted, removes the fault, reads the outbox of mail; axe-clean throughout. And Swagger UI's "Try it out"
// cannot create a fault without the token.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, URLS, browserSuite, expectAxeClean } from '../src/harness';
import { MAIL_URL } from '../src/ports';

const { open } = browserSuite();
const CONSOLE = `${URLS.api}/__qa`;
const SESSION = 'e2e-console';

function qaToken(): string {
  const token = inject('qaToken');
  if (!token) throw new Error('the suite has no QA token (E2E_QA_TOKEN)');
  return token;
}

async function signIn(page: Page, token = qaToken()) {
  await page.getByLabel('QA token').fill(token);
  await page.getByRole('button', { name: 'Open the console' }).click();
}

/** The console in a fresh page, signed in; with `session`, in that tester's QA session. */
async function openConsole(session?: string): Promise<Page> {
  const page = await open();
  await page.goto(CONSOLE);
  await signIn(page);
  if (session) {
    await page.getByLabel('Session name').fill(session);
    await page.getByRole('button', { name: 'Use this session' }).click();
    await page.getByText(`Your QA session is ${session}.`).waitFor();
  }
  return page;
}

/** The add-a-fault form with its path, for the tester's own session only. */
async function faultForMe(page: Page, path: string) {
  const form = page.getByRole('form', { name: 'Add a fault' });
  await form.getByLabel('Path', { exact: true }).fill(path);
  await form.getByRole('radio', { name: `Only my session (${SESSION})` }).check();
  return form;
}

const jobs = (session?: string) =>
  fetch(`${URLS.api}/api/jobs?limit=1`, { headers: session ? { 'x-qa-session': session } : {} });

test('asks for the QA token, refuses a wrong one, and keeps the right one for the tab only', async () => {
  const page = await open();
  await page.goto(CONSOLE);
  expect(await page.title()).toBe('QA console · api-mock');
  await page.getByRole('heading', { level: 1, name: 'QA console' }).waitFor();
  await expectAxeClean(page, 'QA console: sign-in');

  await signIn(page, 'not-the-qa-token-at-all');
  await page
    .getByRole('alert')
    .getByText(/The QA token was refused/)
    .waitFor();
  expect(await page.getByRole('heading', { name: 'Faults', exact: true }).isVisible()).toBe(false);

  await signIn(page);
  await page.getByRole('heading', { name: 'Faults', exact: true }).waitFor();
  expect(page.url()).toBe(CONSOLE);
  expect(page.url()).not.toContain(qaToken());
  // Kept for this tab's session: a reload opens the console without asking again.
  await page.reload();
  await page.getByRole('heading', { name: 'Journal', exact: true }).waitFor();
  expect(await page.getByLabel('QA token').isVisible()).toBe(false);
  await expectAxeClean(page, 'QA console');

  await page.getByRole('button', { name: 'Forget the QA token' }).click();
  await page.getByLabel('QA token').waitFor();
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
});

test('loads a scenario, scopes a fault to the tester, reads the journal redacted, removes the fault', async () => {
  const page = await openConsole(SESSION);

  // A scenario: its accounts, each with a ready-made token to copy.
  await page.getByRole('button', { name: 'Load the scenario empty employer' }).click();
  const result = page.getByRole('status').filter({ hasText: 'empty@demo.test' });
  await result.getByRole('cell', { name: 'empty@demo.test', exact: true }).waitFor();
  await result.getByRole('button', { name: 'Copy token (empty@demo.test)' }).waitFor();

  // A fault only the tester's QA session meets: the page's own fallback message.
  const form = await faultForMe(page, '/api/jobs');
  await form.getByLabel('Method').selectOption('GET');
  await form.getByLabel('What happens').selectOption('status');
  await form.getByLabel('Status').fill('503');
  await form.getByLabel('Reply body').selectOption('no-message');
  await form.getByRole('button', { name: 'Add fault' }).click();
  const remove = page.getByRole('button', { name: 'Remove the fault on /api/jobs' });
  await remove.waitFor();
  await page.getByRole('cell', { name: `session ${SESSION}` }).waitFor();

  const mine = await jobs(SESSION);
  expect([mine.status, await mine.json()]).toEqual([503, {}]);
  expect((await jobs()).status).toBe(200);
  expect((await jobs('another-tester')).status).toBe(200);

  // A sign-in for the journal: its password and the token it returns must not show.
  const signInReply = await fetch(`${URLS.api}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-qa-session': SESSION },
    body: JSON.stringify(DEMO.seeker),
  });
  const { token } = (await signInReply.json()) as { token: string };

  const filters = page.getByRole('form', { name: 'Filter the journal' });
  await filters.getByLabel('Only my session').check();
  await filters.getByLabel('With status').fill('5xx');
  await filters.getByRole('button', { name: 'Show calls' }).click();
  const calls = page.getByRole('list', { name: 'Calls, newest first' });
  await calls.getByText(/GET \/api\/jobs\?limit=1 → 503/).waitFor();
  expect(await calls.getByRole('listitem').count()).toBe(1);
  await calls.getByText('fault: status 503').waitFor();

  await filters.getByLabel('With status').fill('');
  await filters.getByLabel('Path contains').fill('/api/auth/login');
  await filters.getByRole('button', { name: 'Show calls' }).click();
  const call = calls.getByText(/POST \/api\/auth\/login → 200/);
  await call.click();
  await calls.getByRole('heading', { name: 'Reply body' }).waitFor();
  const shown = (await calls.textContent()) ?? '';
  expect(shown).toContain('"password": "[redacted]"');
  expect(shown).toContain('"token": "[redacted]"');
  expect(shown).toContain(`"x-qa-session": "${SESSION}"`);
  expect(shown).not.toContain(DEMO.seeker.password);
  expect(shown).not.toContain(token);
  expect(await page.content()).not.toContain(qaToken());
  await expectAxeClean(page, 'QA console: journal open');

  await remove.click();
  await page.getByText('No faults: every call goes through.').waitFor();
  expect((await jobs(SESSION)).status).toBe(200);
});

test('a network fault from the console: the connection is reset for that session only', async () => {
  const page = await openConsole(SESSION);
  const form = await faultForMe(page, '/api/jobs');
  await form.getByLabel('What happens').selectOption('connection-reset');
  // Fields that do not apply to a reset are not offered.
  expect(await form.getByLabel('Status').isVisible()).toBe(false);
  await form.getByRole('button', { name: 'Add fault' }).click();
  await page.getByRole('cell', { name: 'connection reset' }).waitFor();

  await expect(jobs(SESSION)).rejects.toThrow();
  expect((await jobs()).status).toBe(200);
  await page.getByRole('button', { name: "Clear my session's faults" }).click();
  await page.getByText('No faults: every call goes through.').waitFor();
  expect((await jobs(SESSION)).status).toBe(200);
});

test("the outbox: a sign-up's verification e-mail, by kind, sent to the mail catcher", async () => {
  const page = await openConsole();
  const email = `outbox-${Date.now().toString(36)}@mail.test`;
  const signUp = await fetch(`${URLS.api}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Otto Outbox', email, password: 'Secret123', role: 'jobseeker' }),
  });
  expect(signUp.status).toBe(201);

  const filters = page.getByRole('form', { name: 'Filter the outbox' });
  await filters.getByLabel('Of kind').selectOption({ label: 'Account verification' });
  const show = filters.getByRole('button', { name: 'Show mail' });
  const table = page.getByRole('table', { name: 'E-mails, newest first' });
  const row = table.getByRole('row').filter({ hasText: email });
  // With the suite's mail catcher the worker sends it within moments; a deployment named without its
  // catcher (no E2E_MAIL_URL) may have a mail server or none, so the mail is sent or stays queued.
  const expected = MAIL_URL ? /sent \d+ ms after queuing/ : /sent \d+ ms after queuing|queued/;
  await expect
    .poll(
      async () => {
        await show.click();
        return (await row.count()) ? row.innerText() : '';
      },
      { interval: 500 },
    )
    .toMatch(expected);
  await row.getByRole('cell', { name: 'Account verification' }).waitFor();
  expect(await table.getByRole('row').filter({ hasNotText: 'Account verification' }).count()).toBe(1); // the header row
  await page.getByText(/^In the outbox: \d+ queued, \d+ sent, \d+ failed, \d+ skipped\.$/).waitFor();
  await expectAxeClean(page, 'QA console: outbox');

  await filters.getByLabel('With status').selectOption('failed');
  await show.click();
  await page.getByText('No e-mail matches.').waitFor();
});

test('Swagger UI\'s "Try it out" on a QA call is refused without the QA token', async () => {
  const page = await open();
  // Opened by its deep link (Swagger UI's #/tag/operationId): a click on the operation's summary changes the
  // address, and on a loaded machine Playwright waited past its time for that navigation to settle.
  await page.goto(`${URLS.api}/docs#/qa/postQaFaults`);
  // Swagger UI draws the operation once its bundle and the whole spec have loaded, which on a loaded
  // machine took longer than an action's 15 s: the operation itself is waited for, on a bound of its own.
  const operation = page.locator('#operations-qa-postQaFaults');
  await operation.waitFor({ timeout: 60_000 });
  await operation.getByRole('button', { name: 'Try it out' }).click();
  await operation.getByRole('button', { name: 'Execute' }).click();
  // The reply shown by Swagger UI: 401, and the message that names the header it lacks.
  await page
    .getByText(/x-qa-token header with the QA token/)
    .first()
    .waitFor();
  const faults = await fetch(`${URLS.api}/__qa/faults`, { headers: { 'x-qa-token': qaToken() } });
  expect(await faults.json()).toEqual([]);
});
