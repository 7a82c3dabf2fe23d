// The runtime configuration (config.json) a development server hands its page. `npm run dev` gives the
// whole site's in PORTAL_DEV_CONFIG; an app's dev server started alone (`npm run dev` in its folder) serves
// its public/config.json moved to the ports it was given, the variables `npm start` reads: API_PORT (or
// API_URL) for the API, PORTAL_SEEKER_PORT and PORTAL_EMPLOYER_PORT for the remotes. Without them the file
// is served as it is.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** @type {Record<string, string>} a remote's name in config.json → the variable that moves it */
const REMOTE_PORTS = { seeker: 'PORTAL_SEEKER_PORT', employer: 'PORTAL_EMPLOYER_PORT' };

/**
 * @param {string} url
 * @param {string | undefined} port
 */
function withPort(url, port) {
  if (!port?.trim()) return url;
  const moved = new URL(url);
  moved.port = port.trim();
  return moved.href;
}

/**
 * config.json as an app's dev server serves it.
 * @param {{ dir: string, env?: Record<string, string | undefined> }} options `dir`: the app's folder
 * @returns {string}
 */
export function devConfig({ dir, env = process.env }) {
  if (env.PORTAL_DEV_CONFIG) return env.PORTAL_DEV_CONFIG;
  /** @type {Partial<import('@portal/remote-contract/runtime-config').RuntimeConfig> & Record<string, unknown>} */
  const config = JSON.parse(readFileSync(join(dir, 'public', 'config.json'), 'utf8'));
  const apiUrl = env.API_URL?.trim() || (config.apiUrl && withPort(config.apiUrl, env.API_PORT));
  const remotes = Object.fromEntries(
    Object.entries(config.remotes ?? {}).map(([name, url]) => {
      const variable = REMOTE_PORTS[name];
      return [name, variable ? withPort(url, env[variable]) : url];
    }),
  );
  return `${JSON.stringify({ ...config, ...(apiUrl ? { apiUrl: apiUrl.replace(/\/$/, '') } : {}), remotes }, null, 2)}\n`;
}
