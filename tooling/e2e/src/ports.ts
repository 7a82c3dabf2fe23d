// Where the site under test is. By default the suite starts it itself on ports apart from the development
// ports (3000-3002, 4000), so that a running `npm start` never collides with a test run; E2E_*_PORT move
// them. With E2E_SHELL_URL, E2E_SEEKER_URL, E2E_EMPLOYER_URL and E2E_API_URL all set, the suite starts
// nothing and runs against those URLs (a deployed environment); see docs/TESTING.md.

function port(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > 65535) {
    throw new Error(`${name} must be a port number 1-65535, got "${raw}"`);
  }
  return value;
}

/**
 * Test files run two at a time, each vitest worker against a site of its own (its own api-mock, so one
 * file's reset or injected faults never reach another's pages): worker N's ports are the base ports
 * (E2E_*_PORT) plus 10 × (N - 1). global-setup.ts starts one site per worker.
 */
export const E2E_WORKERS = port('E2E_WORKERS', 2);
const worker = Number(process.env.VITEST_POOL_ID ?? 1);

/** The ports of worker `n`'s site. */
export function portsOf(n: number) {
  const offset = 10 * (n - 1);
  return {
    api: port('E2E_API_PORT', 4100) + offset,
    shell: port('E2E_SHELL_PORT', 3100) + offset,
    seeker: port('E2E_SEEKER_PORT', 3101) + offset,
    employer: port('E2E_EMPLOYER_PORT', 3102) + offset,
    /** The mail catcher the site starts (MailDev): web UI and REST API, and its SMTP server. */
    mail: port('E2E_MAIL_PORT', 1180) + offset,
    smtp: port('E2E_SMTP_PORT', 1125) + offset,
  };
}

/**
 * Ports of the extra servers worker `n`'s local-only tests start: a second shell, a remote they stop and
 * redeploy, the two remotes' release hosts of the independent-deploy test, and an api-mock of a test's own
 * (the QA clock's, which moves time for its whole API).
 */
function sparePortsOf(n: number) {
  const offset = 10 * (n - 1);
  return {
    shell: port('E2E_SPARE_SHELL_PORT', 3199) + offset,
    employer: port('E2E_SPARE_EMPLOYER_PORT', 3198) + offset,
    seekerReleases: port('E2E_SPARE_SEEKER_RELEASES_PORT', 3196) + offset,
    employerReleases: port('E2E_SPARE_EMPLOYER_RELEASES_PORT', 3197) + offset,
    api: port('E2E_SPARE_API_PORT', 4199) + offset,
  };
}

export const PORTS = portsOf(worker);
export const SPARE_PORTS = sparePortsOf(worker);

/** Two parts on one port would fail far from the cause (a test talking to the wrong server). */
function assertDistinct(ports: Record<string, number>) {
  const seen = new Map<number, string>();
  for (const [part, value] of Object.entries(ports)) {
    const other = seen.get(value);
    if (other) throw new Error(`E2E ports: ${other} and ${part} are both ${value}; give each its own port`);
    seen.set(value, part);
  }
}
assertDistinct({
  E2E_API_PORT: PORTS.api,
  E2E_SHELL_PORT: PORTS.shell,
  E2E_SEEKER_PORT: PORTS.seeker,
  E2E_EMPLOYER_PORT: PORTS.employer,
  E2E_MAIL_PORT: PORTS.mail,
  E2E_SMTP_PORT: PORTS.smtp,
  E2E_SPARE_SHELL_PORT: SPARE_PORTS.shell,
  E2E_SPARE_EMPLOYER_PORT: SPARE_PORTS.employer,
  E2E_SPARE_SEEKER_RELEASES_PORT: SPARE_PORTS.seekerReleases,
  E2E_SPARE_EMPLOYER_RELEASES_PORT: SPARE_PORTS.employerReleases,
  E2E_SPARE_API_PORT: SPARE_PORTS.api,
});

const DEPLOYED_VARS = ['E2E_SHELL_URL', 'E2E_SEEKER_URL', 'E2E_EMPLOYER_URL', 'E2E_API_URL'] as const;

function deployedUrls() {
  const given = DEPLOYED_VARS.filter((name) => process.env[name]?.trim());
  if (given.length === 0) return null;
  if (given.length < DEPLOYED_VARS.length) {
    const missing = DEPLOYED_VARS.filter((name) => !given.includes(name));
    throw new Error(
      `Testing a deployed site needs all of ${DEPLOYED_VARS.join(', ')}; missing ${missing.join(', ')}`,
    );
  }
  const url = (name: (typeof DEPLOYED_VARS)[number]) => {
    const raw = process.env[name]!.trim();
    try {
      return new URL(raw).href.replace(/\/+$/, '');
    } catch {
      throw new Error(`${name} must be an absolute URL, got "${raw}"`);
    }
  };
  return {
    api: url('E2E_API_URL'),
    shell: url('E2E_SHELL_URL'),
    seeker: url('E2E_SEEKER_URL'),
    employer: url('E2E_EMPLOYER_URL'),
  };
}

const deployed = deployedUrls();

/** true when the suite runs against URLs given in the environment and starts nothing itself. */
export const DEPLOYED = deployed !== null;

/** Where worker `n`'s site is (the deployed one, whatever the worker). */
export function urlsOf(n: number) {
  const ports = portsOf(n);
  return (
    deployed ?? {
      api: `http://localhost:${ports.api}`,
      shell: `http://localhost:${ports.shell}`,
      seeker: `http://localhost:${ports.seeker}`,
      employer: `http://localhost:${ports.employer}`,
    }
  );
}

export const URLS = urlsOf(worker);

/**
 * The mail catcher's web UI and REST API (MailDev) the e-mail tests read: this worker's, or E2E_MAIL_URL
 * beside a deployment (none: the e-mail tests say they cannot run there).
 */
export const MAIL_URL = deployed
  ? process.env.E2E_MAIL_URL?.trim().replace(/\/+$/, '') || null
  : `http://localhost:${PORTS.mail}`;

/** The runtime configuration of worker `n`'s shell; `remotes` moves a remote elsewhere. */
export const siteConfig = (
  remotes: { seeker?: string; employer?: string } = {},
  urls: ReturnType<typeof urlsOf> = URLS,
) => ({
  apiUrl: urls.api,
  remotes: {
    seeker: remotes.seeker ?? `${urls.seeker}/mf-manifest.json`,
    employer: remotes.employer ?? `${urls.employer}/mf-manifest.json`,
  },
});

/** Every origin worker `n`'s pages run on (the local-only tests' spare shell and remotes included). */
export function e2eCorsOrigins(n: number = worker): string {
  const ports = portsOf(n);
  const spare = sparePortsOf(n);
  const urls = urlsOf(n);
  const local = [ports.shell, ports.seeker, ports.employer, spare.shell].map((p) => `http://localhost:${p}`);
  return [
    ...new Set([urls.shell, urls.seeker, urls.employer, ...local].map((url) => new URL(url).origin)),
  ].join(',');
}

/** The environment of every api-mock worker `n` starts: a fresh, seeded in-memory database with QA controls. */
export const E2E_API_ENV = (n: number = worker): Record<string, string> => ({
  API_DB_FILE: ':memory:',
  API_SEED: '1',
  API_QA: '1',
  API_CORS_ORIGINS: e2eCorsOrigins(n),
});
