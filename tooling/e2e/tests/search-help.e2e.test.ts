// Search that finds what people type, in the browser: variants meet, partial matches say what they lack,
// and an empty result offers a spelling and filters to drop; a made-up word still gets "No Jobs found" and no
// correction; a word no job has ("nurse", or made up) gets links to the categories that have jobs.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { browserSuite, expectAxeClean } from '../src/harness';

const { open } = browserSuite();
const cards = (page: Page) => page.getByRole('list', { name: 'Jobs' }).getByRole('article');
const shown = async (page: Page) =>
  Number(/Showing (\d+) jobs/.exec(await page.getByText(/^Showing \d+ jobs$/).innerText())![1]);

describe('search help', () => {
  test('"front-end", "front end" and "frontend" find the same jobs', async () => {
    const page = await open();
    const counts: number[] = [];
    for (const keyword of ['front-end', 'front end', 'frontend']) {
      await page.goto(`/find-jobs?keyword=${encodeURIComponent(keyword)}`);
      await cards(page).first().waitFor();
      counts.push(await shown(page));
    }
    expect(counts[0]).toBeGreaterThan(0);
    expect(new Set(counts).size).toBe(1);
  });

  test('a word no job has: the jobs with the others, and a line naming it', async () => {
    const page = await open();
    await page.goto('/find-jobs?keyword=python%20zzqxv');
    await cards(page).first().waitFor();
    await page.getByText(/No job has every word of your search/).waitFor();
    await page.getByText(/Not found in the best matches: “zzqxv”/).waitFor();
    await expectAxeClean(page, '/find-jobs (partial)');
  });

  test('a misspelt word: "Did you mean" leads to the jobs; a made-up word gets "No Jobs found" and no correction', async () => {
    const page = await open();
    await page.goto('/find-jobs?keyword=enjineerr');
    await page.getByText('No Jobs found').waitFor();
    await expectAxeClean(page, '/find-jobs (did you mean)');
    await page.getByRole('link', { name: 'engineer' }).click();
    await page.waitForURL(/keyword=engineer$/);
    await cards(page).first().waitFor();

    await page.goto('/find-jobs?keyword=zzqxv');
    await page.getByText('No Jobs found').waitFor();
    expect(await page.getByText(/Did you mean/).count()).toBe(0);
    // What the portal has instead, never a guess at what was meant.
    await page
      .getByRole('list', { name: 'Browse open jobs by category' })
      .getByRole('link')
      .first()
      .waitFor();
  });

  test('no job at that salary: a link drops the filter and finds jobs', async () => {
    const page = await open();
    await page.goto('/find-jobs?keyword=engineer&minSalary=90000000');
    await page.getByText('No Jobs found').waitFor();
    await page.getByRole('link', { name: /^Any salary \(\d+ jobs?\)$/ }).click();
    await page.waitForURL(/\/find-jobs\?keyword=engineer$/);
    await cards(page).first().waitFor();
  });

  test('"nurse": "No Jobs found", then a category link that leads to that category\'s jobs, with or without scripts', async () => {
    const page = await open();
    await page.goto('/find-jobs?keyword=nurse');
    await page.getByText('No Jobs found', { exact: true }).waitFor();
    expect(await page.getByText(/Did you mean/).count()).toBe(0);
    const browse = page.getByRole('list', { name: 'Browse open jobs by category' });
    const links = browse.getByRole('link');
    await links.first().waitFor();
    expect(await links.count()).toBeGreaterThan(0);
    expect(await links.count()).toBeLessThanOrEqual(5);
    await expectAxeClean(page, '/find-jobs (categories to browse)');

    const name = (await links.first().textContent())!.trim();
    const [, label, total] = /^(.+) \((\d+) jobs?\)$/.exec(name)!;
    await links.first().click();
    await page.waitForURL(/\/find-jobs\?category=[^&]+$/);
    await cards(page).first().waitFor();
    expect(await shown(page)).toBe(Number(total));
    for (const card of await cards(page).all()) {
      expect(await card.getByText(label!, { exact: true }).count(), await card.innerText()).toBeGreaterThan(
        0,
      );
    }

    // The server's page has the same links: they work before (or without) the page's code.
    const offline = await open(undefined, { javaScriptEnabled: false });
    await offline.goto('/find-jobs?keyword=nurse');
    await offline.getByText('No Jobs found', { exact: true }).waitFor();
    await offline.getByRole('link', { name }).click();
    await offline.waitForURL(/\/find-jobs\?category=[^&]+$/);
    await cards(offline).first().waitFor();
    expect(await shown(offline)).toBe(Number(total));
  });
});
