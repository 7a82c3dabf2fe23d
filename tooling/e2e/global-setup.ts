// Starts the whole site for the e2e run, once per vitest worker (src/ports.ts), through the project's one
// start-up module (@portal/site, as `npm start` does): api-mock on a fresh in-memory database and the three
// production builds, each on its own port, wired together by config.json exactly as in production. Against
// a deployed site (E2E_*_URL, see src/ports.ts) nothing is started: the deployment is checked
// (src/deployment.ts).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { logModeFrom, newQaToken, startSite, type Site } from '@portal/site';
import { checkDeployment } from './src/deployment';
import { DEPLOYED, E2E_API_ENV, E2E_WORKERS, portsOf, siteConfig, URLS, urlsOf } from './src/ports';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The secret of api-mock's /__qa controls ('' when a deployed API was given none). */
    qaToken: string;
    /** The folder of this run's fixture builds (src/fixture-builds.ts); '' against a deployment. */
    fixtureBuilds: string;
  }
}

const sites: Site[] = [];
let fixtureBuilds = '';

export async function setup(project: TestProject) {
  const qaToken = process.env.E2E_QA_TOKEN?.trim() || (DEPLOYED ? '' : newQaToken());
  project.provide('qaToken', qaToken);
  // The run's fixture builds (src/fixture-builds.ts): each made once, by the first file that needs it.
  if (!DEPLOYED) fixtureBuilds = mkdtempSync(join(tmpdir(), 'portal-fixtures-'));
  project.provide('fixtureBuilds', fixtureBuilds);
  if (DEPLOYED) {
    // A deployment that is not wired to the URLs given fails here once, saying what to fix, not in every test.
    const problems = await checkDeployment(URLS, qaToken);
    if (problems.length) {
      throw new Error(
        `The deployment is not ready for the e2e suite (docs/TESTING.md):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
      );
    }
    const local = readdirSync(join(import.meta.dirname, 'tests')).filter((f) =>
      f.endsWith('.local.e2e.test.ts'),
    );
    console.log(
      `Testing the deployment at ${URLS.shell}. Skipped, because they build, start or stop parts of the site on this machine: ${local.join(', ')}`,
    );
    return;
  }
  // One site per worker (src/ports.ts), started side by side.
  const log = logModeFrom(process.env.E2E_LOG, 'silent');
  const started = await Promise.allSettled(
    Array.from({ length: E2E_WORKERS }, (_, i) =>
      startSite({
        ports: portsOf(i + 1),
        config: siteConfig({}, urlsOf(i + 1)),
        qaToken,
        apiEnv: E2E_API_ENV(i + 1),
        log,
      }),
    ),
  );
  for (const result of started) if (result.status === 'fulfilled') sites.push(result.value);
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
}

export async function teardown() {
  await Promise.all(sites.splice(0).map((site) => site.stop()));
  if (fixtureBuilds) rmSync(fixtureBuilds, { recursive: true, force: true });
}
