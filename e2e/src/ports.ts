// Where the site under test is. By default the suite starts it itself on ports apart from the development
// ports (3000-3002, 4000), so that a running `npm start` never collides with a test run; E2E_*_PORT move
// them. With E2E_SHELL_URL, E2E_SEEKER_URL, E2E_EMPLOYER_URL and E2E_API_URL all set, the suite starts
// nothing and runs against those URLs (a deployed environment); see the README's "Testing" section.

function port(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || value > 65535) {
    throw new Error(`${name} must be a port number 1-65535, got "${raw}"`);
  }
  return value;
}

export const PORTS = {
  api: port('E2E_API_PORT', 4100),
  shell: port('E2E_SHELL_PORT', 3100),
  seeker: port('E2E_SEEKER_PORT', 3101),
  employer: port('E2E_EMPLOYER_PORT', 3102),
  /** The mail catcher the suite starts (MailDev): web UI and REST API, and its SMTP server. */
  mail: port('E2E_MAIL_PORT', 1180),
  smtp: port('E2E_SMTP_PORT', 1125),
} as const;

/**
 * Ports of the extra servers the local-only tests start: a second shell, a remote they stop and redeploy,
 * and the two remotes' release hosts of the independent-deploy test.
 */
export const SPARE_PORTS = {
  shell: port('E2E_SPARE_SHELL_PORT', 3199),
  employer: port('E2E_SPARE_EMPLOYER_PORT', 3198),
  seekerReleases: port('E2E_SPARE_SEEKER_RELEASES_PORT', 3196),
  employerReleases: port('E2E_SPARE_EMPLOYER_RELEASES_PORT', 3197),
} as const;

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

export const URLS = deployed ?? {
  api: `http://localhost:${PORTS.api}`,
  shell: `http://localhost:${PORTS.shell}`,
  seeker: `http://localhost:${PORTS.seeker}`,
  employer: `http://localhost:${PORTS.employer}`,
};

/**
 * The mail catcher's web UI and REST API (MailDev) the e-mail tests read: the one the suite starts, or
 * E2E_MAIL_URL beside a deployment (none: the e-mail tests say they cannot run there).
 */
export const MAIL_URL = deployed
  ? process.env.E2E_MAIL_URL?.trim().replace(/\/+$/, '') || null
  : `http://localhost:${PORTS.mail}`;

export const siteConfig = (remotes: { seeker?: string; employer?: string } = {}) => ({
  apiUrl: URLS.api,
  remotes: {
    seeker: remotes.seeker ?? `${URLS.seeker}/mf-manifest.json`,
    employer: remotes.employer ?? `${URLS.employer}/mf-manifest.json`,
  },
});

/** Every origin the suite's pages run on (the spare shell of the local-only tests included). */
export function e2eCorsOrigins(): string {
  const local = [PORTS.shell, PORTS.seeker, PORTS.employer, SPARE_PORTS.shell].map(
    (p) => `http://localhost:${p}`,
  );
  return [
    ...new Set([URLS.shell, URLS.seeker, URLS.employer, ...local].map((url) => new URL(url).origin)),
  ].join(',');
}

/** The environment of every api-mock the suite starts: a fresh, seeded in-memory database with QA controls. */
export const E2E_API_ENV = (): Record<string, string> => ({
  API_DB_FILE: ':memory:',
  API_SEED: '1',
  API_QA: '1',
  API_CORS_ORIGINS: e2eCorsOrigins(),
});
