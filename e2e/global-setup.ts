// Starts the whole site for the e2e run, once per vitest worker (src/ports.ts), through the project's one
// start-up module (@portal/site, as `npm start` does): api-mock on a fresh in-memory database and the three
// production builds, each on its own port, wired together by config.json exactly as in production. Against a deployed site
// (E2E_*_URL, see src/ports.ts) nothing is started: the URLs are only checked to answer.
import type { TestProject } from 'vitest/node';
import { logModeFrom, newQaToken, QA_TOKEN_HEADER, startSite, waitForHttp, type Site } from '@portal/site';
import { DEPLOYED, E2E_API_ENV, E2E_WORKERS, portsOf, siteConfig, URLS, urlsOf } from './src/ports';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The secret of api-mock's /__qa controls ('' when a deployed API was given none). */
    qaToken: string;
  }
}

const sites: Site[] = [];

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
}
