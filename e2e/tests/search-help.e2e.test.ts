// Search that finds what people type, in the browser: variants meet, partial matches say what they lack,
// and an empty result offers a spelling and filters to drop; a made-up word still gets "No Jobs found".
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

  test('a misspelt word: "Did you mean" leads to the jobs; a made-up word gets "No Jobs found" alone', async () => {
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
  });

  test('no job at that salary: a link drops the filter and finds jobs', async () => {
    const page = await open();
    await page.goto('/find-jobs?keyword=engineer&minSalary=90000000');
    await page.getByText('No Jobs found').waitFor();
    await page.getByRole('link', { name: /^Any salary \(\d+ jobs?\)$/ }).click();
    await page.waitForURL(/\/find-jobs\?keyword=engineer$/);
    await cards(page).first().waitFor();
  });
});
