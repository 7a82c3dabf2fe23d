// The check a run against a deployment starts with (src/deployment.ts): the site this run started passes it,
// and a deployment whose config.json files do not name the URLs given gets one line per mismatch, naming the
// file, what it says and what it must say. Local only: it serves miswired copies of the builds itself.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveStatic } from '@portal/build-config/serve';
import { afterAll, expect, inject, test } from 'vitest';
import { checkDeployment } from '../src/deployment';
import { describeLocal, URLS } from '../src/harness';
import { distOf } from '../src/processes';

describeLocal('the check of a deployment before the suite runs against it', () => {
  const servers: Server[] = [];
  afterAll(() => {
    for (const server of servers) server.close();
  });
  async function serve(dir: string, config: object): Promise<string> {
    const server = await serveStatic({ dir, port: 0, spa: true, config });
    servers.push(server);
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  test('passes the site this run started', async () => {
    expect(await checkDeployment(URLS, inject('qaToken'))).toEqual([]);
  });

  test('lists every way a deployment is not wired to the URLs given', async () => {
    const wrongApi = 'http://localhost:1';
    // The "seeker" host serves the employer's build, and the shell names it as the seeker.
    const seeker = await serve(distOf('employer-remote'), { apiUrl: wrongApi, remotes: {} });
    const shell = await serve(distOf('shell'), {
      apiUrl: wrongApi,
      remotes: {
        seeker: `${seeker}/mf-manifest.json`,
        employer: 'https://elsewhere.example/mf-manifest.json',
      },
    });
    const problems = await checkDeployment({ ...URLS, shell, seeker }, 'not-the-token');
    expect(problems).toEqual([
      `E2E_API_URL: ${URLS.api}/__qa answers HTTP 401: the API needs its QA controls on (API_QA) and E2E_QA_TOKEN set to its API_QA_TOKEN`,
      `E2E_SHELL_URL: ${shell}/config.json has "apiUrl": "${wrongApi}"; it must be E2E_API_URL, "${URLS.api}"`,
      `E2E_SHELL_URL: ${shell}/config.json's "remotes.seeker" is not the seeker remote's manifest: the manifest is for "employer", registered as "seeker"`,
      `E2E_SHELL_URL: ${shell}/config.json has "remotes.employer": "https://elsewhere.example/mf-manifest.json"; it must be a manifest on E2E_EMPLOYER_URL's host (e.g. "${URLS.employer}/mf-manifest.json")`,
      `E2E_SEEKER_URL (the seeker's standalone page): ${seeker}/config.json has "apiUrl": "${wrongApi}"; it must be E2E_API_URL, "${URLS.api}"`,
      `E2E_API_URL: the API does not allow ${shell} (E2E_SHELL_URL) as a CORS origin; add it to its allowed origins (api-mock: API_CORS_ORIGINS)`,
      `E2E_API_URL: the API does not allow ${seeker} (E2E_SEEKER_URL) as a CORS origin; add it to its allowed origins (api-mock: API_CORS_ORIGINS)`,
    ]);
  });

  test('stops at the parts that do not answer', async () => {
    const problems = await checkDeployment(
      { ...URLS, seeker: 'http://127.0.0.1:9' },
      inject('qaToken'),
      1000,
    );
    expect(problems).toEqual([
      expect.stringMatching(/^E2E_SEEKER_URL: http:\/\/127\.0\.0\.1:9\/mf-manifest\.json does not answer/),
    ]);
  });
});
