// What a deployment must say before the suite runs against it (E2E_*_URL): every part answers, the QA
// controls open with the token, and the runtime configuration wires the four URLs together — the shell's
// config.json names E2E_API_URL and the two remotes' hosts, each remote's own config.json (its standalone
// page) names E2E_API_URL, and the API allows every one of those origins. Each mismatch is reported once,
// up front, naming the file and the value to put there, instead of as failing tests far from the cause.
import { readRemoteManifest } from '@portal/remote-contract';
import { QA_TOKEN_HEADER, waitForHttp } from '@portal/site';
import type { URLS } from './ports';

/** The four URLs of a site under test (src/ports.ts). */
type SiteUrls = typeof URLS;

const REMOTES = [
  ['seeker', 'E2E_SEEKER_URL'],
  ['employer', 'E2E_EMPLOYER_URL'],
] as const;

const sameUrl = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '');
/** The origin of a URL, or null for anything that is not one. */
function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

async function getJson(url: string): Promise<{ value?: unknown; problem?: string }> {
  try {
    const response = await fetch(url, { headers: { 'cache-control': 'no-cache' } });
    if (!response.ok) return { problem: `${url} answers HTTP ${response.status}` };
    return { value: await response.json() };
  } catch (error) {
    return { problem: `${url} is not JSON or does not answer (${String(error)})` };
  }
}

/** A problem when the config.json at `configUrl` does not name the API at `api`. */
async function apiUrlOf(configUrl: string, who: string, api: string): Promise<string[]> {
  const { value, problem } = await getJson(configUrl);
  if (problem) return [`${who}: ${problem}`];
  const apiUrl = (value as { apiUrl?: unknown }).apiUrl;
  if (typeof apiUrl !== 'string' || !sameUrl(apiUrl, api)) {
    return [`${who}: ${configUrl} has "apiUrl": ${JSON.stringify(apiUrl)}; it must be E2E_API_URL, "${api}"`];
  }
  return [];
}

/**
 * Every problem of the deployment at `urls` (the four E2E_*_URL); empty when the suite can run against it.
 * `timeoutMs`: how long each part may take to answer at first (a deployment may be starting).
 */
export async function checkDeployment(
  urls: SiteUrls,
  qaToken: string,
  timeoutMs = 20_000,
): Promise<string[]> {
  // A URL that does not answer makes every other check moot.
  const answers = [
    ['E2E_SHELL_URL', `${urls.shell}/`],
    ['E2E_SEEKER_URL', `${urls.seeker}/mf-manifest.json`],
    ['E2E_EMPLOYER_URL', `${urls.employer}/mf-manifest.json`],
    ['E2E_API_URL', `${urls.api}/health`],
  ] as const;
  const down = (
    await Promise.all(
      answers.map(([name, url]) =>
        waitForHttp(url, { timeoutMs }).then(
          () => null,
          (error: unknown) => `${name}: ${url} does not answer (${String(error)})`,
        ),
      ),
    )
  ).filter((problem): problem is string => problem !== null);
  if (down.length) return down;

  const problems: string[] = [];
  // Every file resets the API and injects faults through /__qa: without access nothing can pass.
  const qa = await fetch(`${urls.api}/__qa/faults`, {
    headers: qaToken ? { [QA_TOKEN_HEADER]: qaToken } : {},
  });
  if (!qa.ok) {
    problems.push(
      `E2E_API_URL: ${urls.api}/__qa answers HTTP ${qa.status}: the API needs its QA controls on (API_QA) and E2E_QA_TOKEN set to its API_QA_TOKEN`,
    );
  }

  // The composed site: the shell's config.json.
  const shellConfig = `${urls.shell}/config.json`;
  const { value, problem } = await getJson(shellConfig);
  if (problem) problems.push(`E2E_SHELL_URL: ${problem}`);
  else {
    problems.push(...(await apiUrlOf(shellConfig, 'E2E_SHELL_URL', urls.api)));
    const { remotes = {} } = value as { remotes?: Record<string, unknown> };
    for (const [remote, variable] of REMOTES) {
      const manifest = remotes[remote];
      if (typeof manifest !== 'string' || originOf(manifest) !== originOf(urls[remote])) {
        problems.push(
          `E2E_SHELL_URL: ${shellConfig} has "remotes.${remote}": ${JSON.stringify(manifest)}; it must be a manifest on ${variable}'s host (e.g. "${urls[remote]}/mf-manifest.json")`,
        );
        continue;
      }
      const served = await getJson(manifest);
      const wrong = served.problem
        ? `fails: ${served.problem}`
        : readRemoteManifest(served.value, { name: remote, url: manifest }).problems.join('; ');
      if (wrong) {
        problems.push(
          `E2E_SHELL_URL: ${shellConfig}'s "remotes.${remote}" ${served.problem ? wrong : `is not the ${remote} remote's manifest: ${wrong}`}`,
        );
      }
    }
  }

  // Each remote's standalone page reads its own config.json.
  for (const [remote, variable] of REMOTES) {
    problems.push(
      ...(await apiUrlOf(
        `${urls[remote]}/config.json`,
        `${variable} (the ${remote}'s standalone page)`,
        urls.api,
      )),
    );
  }

  // Pages on each origin call the API: it must allow them (CORS).
  for (const [variable, url] of [
    ['E2E_SHELL_URL', urls.shell],
    ...REMOTES.map(([r, v]) => [v, urls[r]]),
  ] as const) {
    const origin = new URL(url).origin;
    const response = await fetch(`${urls.api}/api/jobs?limit=1`, { headers: { origin } }).catch(() => null);
    const allowed = response?.headers.get('access-control-allow-origin');
    await response?.body?.cancel();
    if (allowed !== origin && allowed !== '*') {
      problems.push(
        `E2E_API_URL: the API does not allow ${origin} (${variable}) as a CORS origin; add it to its allowed origins (api-mock: API_CORS_ORIGINS)`,
      );
    }
  }
  return problems;
}
