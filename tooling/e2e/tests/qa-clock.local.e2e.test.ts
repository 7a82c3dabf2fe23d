// The QA clock moved past a job's date closes it, seen in the pages: on an API of this file's own (the
// clock is the whole environment's, and the suite's other files must keep the real time) with a second
// shell whose config.json points at it. The clock is moved from the QA console, as a tester would.
import type { ChildProcess } from 'node:child_process';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { QA_TOKEN_HEADER } from '@portal/site';
import { LIMITS } from '@portal/contracts/constants';
import {
  browserSuite,
  DEMO,
  describeLocal,
  expectAxeClean,
  siteConfig,
  SPARE_PORTS,
  URLS,
} from '../src/harness';
import { distOf, serveShellApp, startApi, stopProcess, type StaticApp } from '../src/processes';

const API = `http://localhost:${SPARE_PORTS.api}`;
const SHELL = `http://localhost:${SPARE_PORTS.shell}`;
const TITLE = 'Qzclock Lighthouse Keeper';

describeLocal('the QA clock, in the pages', () => {
  const { open } = browserSuite();
  let api: ChildProcess | undefined;
  let shell: StaticApp | undefined;
  let jobId = '';

  beforeAll(async () => {
    api = await startApi(SPARE_PORTS.api);
    shell = await serveShellApp({
      dir: distOf('shell'),
      port: SPARE_PORTS.shell,
      config: siteConfig({}, { ...URLS, api: API }),
      qa: true,
    });
    const login = await fetch(`${API}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO.employer),
    });
    const { token } = (await login.json()) as { token: string };
    const posted = await fetch(`${API}/api/jobs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: TITLE,
        location: 'Porto, Portugal',
        category: 'Engineering',
        type: 'Full-Time',
        description: 'Keep the light on until the clock says otherwise.',
        requirements: 'A steady hand.',
        salaryMin: 40000,
        salaryMax: 50000,
      }),
    });
    expect(posted.status).toBe(201);
    jobId = ((await posted.json()) as { _id: string })._id;
  }, 120_000);

  afterAll(async () => {
    await shell?.close();
    await stopProcess(api);
  });

  const search = (page: Page) => page.goto(`${SHELL}/find-jobs?keyword=qzclock`);

  test(
    'advanced past its date from the console, a job leaves search and its page says it is closed',
    { timeout: 90_000 },
    async () => {
      const page = await open();
      await search(page);
      const card = page.getByRole('list', { name: 'Jobs' }).getByRole('article').filter({ hasText: TITLE });
      await card.getByText('Posted just now').waitFor();
      await page.goto(`${SHELL}/jobs/${jobId}`);
      await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
      expect(await page.getByText('This job is no longer accepting applications.').count()).toBe(0);

      // The console of this API: the clock follows the real time until a tester moves it.
      const qaConsole = await open();
      await qaConsole.goto(`${API}/__qa`);
      await qaConsole.getByLabel('QA token').fill(inject('qaToken'));
      await qaConsole.getByRole('button', { name: 'Open the console' }).click();
      await qaConsole.getByText(/^The clock follows the real time/).waitFor();
      await expectAxeClean(qaConsole, 'QA console: the clock');
      const advance = qaConsole.getByRole('form', { name: 'Advance the clock' });
      await advance.getByLabel('Days').fill(String(LIMITS.jobListingDays + 1));
      await advance.getByRole('button', { name: 'Advance the clock' }).click();
      await qaConsole
        .getByText(`${LIMITS.jobListingDays + 1} days ahead of the real time`, { exact: false })
        .waitFor();

      // The move ran the expiry sweep: nothing to wait for.
      await page.goto(`${SHELL}/jobs/${jobId}`);
      await page.getByText('This job is no longer accepting applications.').waitFor();
      // Its first load counts "posted" from the API's time (the server put the clock's offset in the page).
      await page.getByText('Posted 2 months ago').waitFor();
      await search(page);
      await page.getByText('No Jobs found').waitFor();

      await qaConsole.getByRole('button', { name: 'Back to the real time' }).click();
      await qaConsole.getByText(/^The clock follows the real time/).waitFor();
      const clock = (await (
        await fetch(`${API}/__qa/clock`, { headers: { [QA_TOKEN_HEADER]: inject('qaToken') } })
      ).json()) as { offsetMs: number };
      expect(clock.offsetMs).toBe(0);
    },
  );
});
