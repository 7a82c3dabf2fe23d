// Starts the whole site once for the e2e run through the project's one start-up module (@portal/site, as
// `npm start` does): api-mock on a fresh in-memory database and the three production builds, each on its
// own port, wired together by config.json exactly as in production. Against a deployed site
// (E2E_*_URL, see src/ports.ts) nothing is started: the URLs are only checked to answer.
import type { TestProject } from 'vitest/node';
import { logModeFrom, newQaToken, QA_TOKEN_HEADER, startSite, waitForHttp, type Site } from '@portal/site';
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
    // A wrong URL fails here once, not in every test.
    const checks = [
      ['E2E_SHELL_URL', `${URLS.shell}/`],
      ['E2E_SEEKER_URL', `${URLS.seeker}/mf-manifest.json`],
      ['E2E_EMPLOYER_URL', `${URLS.employer}/mf-manifest.json`],
      ['E2E_API_URL', `${URLS.api}/health`],
    ] as const;
    for (const [name, url] of checks) {
      await waitForHttp(url, { timeoutMs: 20_000 }).catch((error: unknown) => {
        throw new Error(`${name}: ${url} does not answer (${String(error)})`);
      });
    }
    // Every file resets the API and injects faults through /__qa: without access nothing can pass.
    const qa = await fetch(`${URLS.api}/__qa/faults`, {
      headers: qaToken ? { [QA_TOKEN_HEADER]: qaToken } : {},
    });
    if (!qa.ok) {
      throw new Error(
        `${URLS.api}/__qa answers HTTP ${qa.status}: the API needs its QA controls on (API_QA) and E2E_QA_TOKEN set to its API_QA_TOKEN`,
      );
    }
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
