// Ports of the site under test: apart from the development ports (3000-3002, 4000) so that a running
// `npm start` never collides with a test run.
export const PORTS = { api: 4100, shell: 3100, seeker: 3101, employer: 3102 } as const;

export const URLS = {
  api: `http://localhost:${PORTS.api}`,
  shell: `http://localhost:${PORTS.shell}`,
  seeker: `http://localhost:${PORTS.seeker}`,
  employer: `http://localhost:${PORTS.employer}`,
} as const;

export const siteConfig = (remotes: { seeker?: string; employer?: string } = {}) => ({
  apiUrl: URLS.api,
  remotes: {
    seeker: remotes.seeker ?? `${URLS.seeker}/mf-manifest.json`,
    employer: remotes.employer ?? `${URLS.employer}/mf-manifest.json`,
  },
});

/** The QA controls' secret the suite starts api-mock with, and sends as the X-QA-Token header. */
export const QA_TOKEN = process.env.API_QA_TOKEN ?? 'e2e-qa-token-not-a-secret';

/**
 * The API's token secret during the e2e run, so a test can sign a token the API will find genuine but
 * expired (the session-expired journey). Never a real secret: this API only ever runs for the tests.
 */
export const E2E_TOKEN_SECRET = 'e2e-only-token-secret-not-for-production';
