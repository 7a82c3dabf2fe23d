// Starts the whole site once for the e2e run through the project's one start-up module (@portal/site, as
// `npm start` does): api-mock on a fresh in-memory database and the three production builds, each on its
// own port, wired together by config.json exactly as in production. Against a deployed site
// (E2E_*_URL, see src/ports.ts) nothing is started: the deployment is checked (src/deployment.ts).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { logModeFrom, newQaToken, startSite, type Site } from '@portal/site';
import { checkDeployment } from './src/deployment';
import { DEPLOYED, E2E_API_ENV, PORTS, siteConfig, URLS } from './src/ports';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The secret of api-mock's /__qa controls ('' when a deployed API was given none). */
    qaToken: string;
  }
}

let site: Site | undefined;

export async function setup(project: TestProject) {
  const qaToken = process.env.E2E_QA_TOKEN?.trim() || (DEPLOYED ? '' : newQaToken());
  project.provide('qaToken', qaToken);
  if (DEPLOYED) {
    // A deployment that is not wired to the URLs given fails here once, saying what to fix, not in every test.
    const problems = await checkDeployment(URLS, qaToken);
    if (problems.length) {
      throw new Error(
        `The deployment is not ready for the e2e suite (README, "Testing"):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
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
  site = await startSite({
    ports: PORTS,
    config: siteConfig(),
    qaToken,
    apiEnv: E2E_API_ENV(),
    log: logModeFrom(process.env.E2E_LOG, 'silent'),
  });
}

export async function teardown() {
  await site?.stop();
}
