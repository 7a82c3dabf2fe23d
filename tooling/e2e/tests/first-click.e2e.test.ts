// The user menu opens on the first click right after signing in, every time: the signed-in header is the
// server's from its first frame, and a click while the page's code takes it over is not lost. Ten times:
// a race loses a click now and then, not every time.
import { describe, expect, test } from 'vitest';
import { browserSuite, DEMO, loginViaUi } from '../src/harness';

const { open } = browserSuite();

describe('no click lost', () => {
  test('the user menu opens on the first click right after signing in (10 times)', async () => {
    for (let i = 0; i < 10; i += 1) {
      const page = await open();
      await loginViaUi(page, DEMO.seeker);
      // At once, as a person would: the menu is there from the first frame of the signed-in header.
      const menu = page.getByRole('banner').getByRole('button', { name: /Job Seeker/ });
      await menu.click();
      await page.getByRole('link', { name: 'View Profile' }).waitFor();
      expect(await menu.getAttribute('aria-expanded'), `attempt ${i + 1}`).toBe('true');
      await page.context().close();
    }
  }, 120_000);
});
