// A tester's own faults reach their first load: the shell's server renders a page's first load calling the
// API as the tester's QA session (the X-QA-Session header their browser sends, as a header extension or
// Playwright's extraHTTPHeaders would), and says the calls are its own. A fault added from the QA console
// for that session shows on the tester's first /find-jobs — the server's render meets it without using it
// up, the browser's call is the one it counts — while another tester's first load of the same page is
// untouched; a stub for the server's render only is what that tester's first load shows, and nobody else's.
import type { JobsListReply } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { addStub, browserSuite, expectAxeClean, listFaults, readJournal, URLS } from '../src/harness';

const { open } = browserSuite();
const ALICE = 'e2e-first-load-alice';
const BOB = 'e2e-first-load-bob';
const FAILED = 'Failed to fetch jobs. Please try again later.';
const cards = (page: Page) => page.getByRole('list', { name: 'Jobs' }).getByRole('article');

/** A tester's browser: every request it sends names their QA session, as a header extension would. */
async function tester(session: string) {
  const page = await open(undefined, { extraHTTPHeaders: { 'x-qa-session': session } });
  // A cookie of the visitor's own on the site, which the server must never pass on to the API.
  await page.context().addCookies([{ name: 'theme', value: 'dark', url: URLS.shell }]);
  return page;
}

test("a tester's fault shows on their first load, used up by their browser's call; another tester's load is untouched", async () => {
  const qa = await open();
  await qa.goto(`${URLS.api}/__qa`);
  await qa.getByLabel('QA token').fill(inject('qaToken'));
  await qa.getByRole('button', { name: 'Open the console' }).click();
  await qa.getByLabel('Session name').fill(ALICE);
  await qa.getByRole('button', { name: 'Use this session' }).click();
  const form = qa.getByRole('form', { name: 'Add a fault' });
  // Only the list call (a regular expression), for Alice, once: the README's example, for one tester.
  await form.getByLabel('Path', { exact: true }).fill('/^\\/api\\/jobs$/');
  await form.getByLabel('Method').selectOption('GET');
  await form.getByRole('radio', { name: `Only my session (${ALICE})` }).check();
  await form.getByLabel('Calls').selectOption({ label: "The server's render and the browser's" });
  await form.getByLabel('What happens').selectOption('status');
  await form.getByLabel('Status').fill('503');
  await form.getByLabel('Times').fill('1');
  await form.getByRole('button', { name: 'Add fault' }).click();
  await qa.getByRole('cell', { name: `session ${ALICE}` }).waitFor();

  // Bob's first load, while Alice's fault waits: the jobs, from the server's render on.
  const bob = await tester(BOB);
  const bobsHtml = await (await bob.goto('/find-jobs'))!.text();
  await cards(bob).first().waitFor();
  const firstJob = (await cards(bob).first().getByRole('heading').textContent())?.trim() ?? '';
  expect(firstJob).not.toBe('');
  expect(bobsHtml).toContain(firstJob);
  expect(await bob.getByText(FAILED).count()).toBe(0);
  expect(await listFaults()).toMatchObject([{ session: ALICE, hits: 0 }]);

  // Alice's first load: the server's render met her fault (no job in its HTML), and so did her browser's
  // call for the jobs, which the page shows as it shows any failure.
  const alice = await tester(ALICE);
  const alicesHtml = await (await alice.goto('/find-jobs'))!.text();
  expect(alicesHtml).not.toContain(firstJob);
  await alice.getByText(FAILED).first().waitFor();
  await alice.getByText('Showing 0 jobs').waitFor();
  expect(await cards(alice).count()).toBe(0);
  await expectAxeClean(alice, "/find-jobs (a tester's fault on the first load)");
  // Used up by the browser's call (times: 1), not by the server's render before it.
  expect(await listFaults()).toEqual([]);

  const calls = await readJournal({ session: ALICE, path: '/api/jobs', status: '503' });
  expect(calls).toHaveLength(2);
  const [fromBrowser, fromServer] = calls;
  expect([fromBrowser!.caller, fromServer!.caller]).toEqual(['browser', 'server']);
  expect(fromServer!.requestHeaders).toMatchObject({ 'x-qa-session': ALICE, 'x-qa-render': 'server' });
  // The server passes on the session and nothing else of the visitor's: no cookie, no Authorization.
  expect(fromServer!.requestHeaders).not.toHaveProperty('cookie');
  expect(fromServer!.requestHeaders).not.toHaveProperty('authorization');
  expect(fromBrowser!.requestHeaders).toHaveProperty('origin');
  expect(fromBrowser!.requestHeaders).not.toHaveProperty('x-qa-render');

  // Used up: her next load has the jobs again.
  await alice.reload();
  await cards(alice).first().waitFor();
});

test("a stub for the server's render only is what that tester's first load shows, and nobody else's", async () => {
  const real = (await (await fetch(`${URLS.api}/api/jobs?limit=1`)).json()) as JobsListReply;
  const crafted: JobsListReply = {
    ...real,
    jobs: [{ ...real.jobs[0]!, title: 'Rendered For Alice Only' }],
    total: 1,
    page: 1,
    pages: 1,
  };
  await addStub({
    pattern: '/^\\/api\\/jobs$/',
    method: 'GET',
    session: ALICE,
    caller: 'server',
    jsonBody: crafted,
  });

  const alice = await tester(ALICE);
  const html = await (await alice.goto('/find-jobs'))!.text();
  expect(html).toContain('Rendered For Alice Only');
  // The page carries on with what the server rendered: one card, the crafted one.
  await cards(alice).getByText('Rendered For Alice Only').waitFor();
  expect(await cards(alice).count()).toBe(1);

  for (const other of [await tester(BOB), await open()]) {
    const theirs = await (await other.goto('/find-jobs'))!.text();
    expect(theirs).not.toContain('Rendered For Alice Only');
    await cards(other).first().waitFor();
    expect(await other.getByText('Rendered For Alice Only').count()).toBe(0);
  }
});
