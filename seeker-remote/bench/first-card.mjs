#!/usr/bin/env node
// Time from navigation to the first job card on /find-jobs in the composed site (Chromium, median of N).
// Usage: node bench/first-card.mjs [shellUrl=http://localhost:3000] [runs=5] [cold|warm]
//   cold: a fresh browser context per run (first visit); warm: one context, chunks cached (return visit).
// Needs a running site (built shell + remotes and api-mock). The browser is the repository's one launcher's
// (@portal/remote-contract/chromium), on the full browser as the figures so far were measured.
import { launchChromium } from '@portal/remote-contract/chromium';

const shell = process.argv[2] ?? 'http://localhost:3000';
const runs = Number(process.argv[3] ?? 5);
const warm = process.argv[4] === 'warm';
const browser = await launchChromium({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  jit: 'full',
});

const times = [];
const shared = warm ? await browser.newContext({ viewport: { width: 1280, height: 800 } }) : null;
for (let i = 0; i < runs + 1; i += 1) {
  // Run 0 only warms the servers (and, for warm runs, the HTTP cache).
  const context = shared ?? (await browser.newContext({ viewport: { width: 1280, height: 800 } }));
  const page = await context.newPage();
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (document.querySelector('main article')) {
        window.__firstCard = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${shell}/find-jobs`);
  await page.waitForFunction(() => typeof window.__firstCard === 'number', null, { timeout: 30_000 });
  const ms = await page.evaluate(() => window.__firstCard);
  if (i > 0) times.push(ms);
  if (shared) await page.close();
  else await context.close();
}
await browser.close();
times.sort((a, b) => a - b);
const median = /** @type {number} */ (times[Math.floor(times.length / 2)]); // runs >= 1
console.log(
  `first job card on ${shell}/find-jobs: median ${median.toFixed(0)} ms over ${runs} ${warm ? 'warm' : 'cold'} loads (${times.map((t) => t.toFixed(0)).join(', ')})`,
);
