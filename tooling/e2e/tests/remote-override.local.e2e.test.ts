// A remote pointed at another URL in one browser, inside a running site: a team's development server (here:
// a second host of the seeker's build on a spare port) tried in the composed site. Local-only: it starts a
// second shell whose config.json allows that origin, and the host.
import { createServer, type Server } from 'node:http';
import { staticFiles } from '@portal/build-config/serve';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { browserSuite, describeLocal, expectAxeClean, siteConfig, SPARE_PORTS } from '../src/harness';
import { distOf, serveShellApp } from '../src/processes';

const { open } = browserSuite();
const SHELL = `http://localhost:${SPARE_PORTS.shell}`;
const DEV = `http://localhost:${SPARE_PORTS.employer}`;
const DEV_MANIFEST = `${DEV}/mf-manifest.json`;

describeLocal('a remote overridden in one browser', () => {
  let host: Server;
  let shell: Awaited<ReturnType<typeof serveShellApp>>;
  /** The paths the development host was asked for. */
  const asked: string[] = [];

  beforeAll(async () => {
    const files = staticFiles({ dir: distOf('seeker-remote') });
    host = createServer((req, res) => {
      asked.push(req.url ?? '');
      void files(req, res);
    });
    await new Promise<void>((resolve) => host.listen(SPARE_PORTS.employer, '127.0.0.1', resolve));
    // This environment allows the development host's origin (production's config.json lists none).
    shell = await serveShellApp({
      dir: distOf('shell'),
      port: SPARE_PORTS.shell,
      config: { ...siteConfig(), overrides: [DEV] },
    });
  });
  afterAll(async () => {
    await shell?.close();
    host?.closeAllConnections();
    await new Promise((resolve) => host?.close(resolve));
  });

  test('set by a link, shown on every page while active, used for the remote’s code, cleared in one click', async () => {
    const page = await open();
    await page.goto(`${SHELL}/find-jobs?remote-override=seeker=${encodeURIComponent(DEV_MANIFEST)}`);
    // The page loads again without the parameter, with the seeker's code from the development host.
    const bar = page.getByRole('complementary', { name: 'Remote override' });
    await expect.poll(() => bar.textContent()).toContain(`seeker from ${DEV_MANIFEST}`);
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('list', { name: 'Jobs' }).getByRole('article').first().waitFor();
    expect(asked).toContain('/mf-manifest.json');
    expect(asked.some((path) => path.endsWith('.js'))).toBe(true);
    await expectAxeClean(page);

    // Every page of this browser says so; the server leaves them to the browser.
    await page.getByRole('link', { name: 'JobPortal' }).first().click();
    await bar.waitFor();
    const cookies = await page.context().cookies(SHELL);
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect(await (await fetch(`${SHELL}/find-jobs`, { headers: { cookie } })).text()).not.toContain(
      'id="portal-page"',
    );

    asked.length = 0;
    await page.getByRole('button', { name: 'Clear override' }).click();
    await page.waitForLoadState('load');
    await bar.waitFor({ state: 'detached' });
    await page.goto(`${SHELL}/find-jobs`);
    await page.getByRole('list', { name: 'Jobs' }).getByRole('article').first().waitFor();
    expect(asked).toEqual([]);
  });

  test('an origin the site does not allow is refused, said so, and nothing changes', async () => {
    const page = await open();
    const elsewhere = 'http://localhost:9/mf-manifest.json';
    await page.goto(`${SHELL}/find-jobs?remote-override=seeker=${encodeURIComponent(elsewhere)}`);
    const alert = page.getByRole('alert').filter({ hasText: 'Remote override refused' });
    await expect.poll(() => alert.textContent()).toContain('http://localhost:9 is not among the origins');
    await page.getByRole('list', { name: 'Jobs' }).getByRole('article').first().waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect(await page.context().cookies(SHELL)).not.toContainEqual(
      expect.objectContaining({ name: 'portal_remote_override' }),
    );
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await alert.waitFor({ state: 'detached' });
  });
});
