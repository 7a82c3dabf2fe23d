// A QA stub seen in the page: added from the QA console as a tester would, a canned reply to the search
// the page makes (met by its query string) is what the page shows, from the server's first render to the
// browser's; cleared, the database answers again.
import type { JobsListReply } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { browserSuite, expectAxeClean, listStubs, URLS } from '../src/harness';

const { open } = browserSuite();
const cards = (page: Page) => page.getByRole('list', { name: 'Jobs' }).getByRole('article');

test('a stub answering the search with a crafted job list: the page shows the crafted job', async () => {
  // A real job's shape with a made-up title: the page can only have it from the stub.
  const real = (await (await fetch(`${URLS.api}/api/jobs?limit=1`)).json()) as JobsListReply;
  const crafted: JobsListReply = {
    ...real,
    jobs: [{ ...real.jobs[0]!, title: 'Stubbed Lighthouse Keeper' }],
    total: 1,
    page: 1,
    pages: 1,
    match: { mode: 'all', words: ['qzstubbed'], missing: [[]], suggestion: null, widen: [], related: [] },
  };

  const qa = await open();
  await qa.goto(`${URLS.api}/__qa`);
  await qa.getByLabel('QA token').fill(inject('qaToken'));
  await qa.getByRole('button', { name: 'Open the console' }).click();
  await qa.getByText('No stubs: every call reaches its route.').waitFor();
  const form = qa.getByRole('form', { name: 'Add a stub' });
  await form.getByLabel('Stub path').fill('keyword=qzstubbed');
  await form.getByLabel('Stub method').selectOption('GET');
  await form.getByLabel('Reply body', { exact: true }).fill(JSON.stringify(crafted));
  await form.getByLabel('Reply headers').fill('X-Stubbed: yes');
  await form.getByRole('button', { name: 'Add stub' }).click();
  await qa.getByRole('button', { name: 'Remove the stub on keyword=qzstubbed' }).waitFor();
  await expectAxeClean(qa, 'QA console: a stub');

  const page = await open();
  await page.goto('/find-jobs?keyword=qzstubbed');
  await cards(page).getByText('Stubbed Lighthouse Keeper').waitFor();
  expect(await cards(page).count()).toBe(1);
  await expectAxeClean(page, '/find-jobs (a stubbed search)');
  const [stub] = await listStubs();
  expect(stub).toMatchObject({ pattern: 'keyword=qzstubbed', headers: { 'X-Stubbed': 'yes' } });
  expect(stub!.hits).toBeGreaterThan(0);

  // Cleared from the console, the database's answer: no job has that word.
  await qa.getByRole('button', { name: 'Clear all stubs' }).click();
  await qa.getByText('No stubs: every call reaches its route.').waitFor();
  await page.goto('/find-jobs?keyword=qzstubbed');
  await page.getByText('No Jobs found').waitFor();
});
