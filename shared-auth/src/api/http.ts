// The one axios instance of the portal. Every call the packages send goes through it: the API client's
// requests (which add the session's token and its handling, ./session-handling) and the token revocation at
// logout. It is a chunk of its own, loaded on the first call: shared-auth is a federation singleton that
// every page loads (shared modules are not tree-shaken), and the landing page sends nothing.
import axios, { type AxiosRequestConfig } from 'axios';
import { CLOCK_OFFSET_GLOBAL, QA_CLOCK_OFFSET_HEADER } from '@portal/contracts/constants';
import { defaults, getApiBaseUrl } from './api-settings';

export const http = axios.create({ headers: { ...defaults.headers } });

http.interceptors.request.use((config) => {
  // Let the browser set the multipart boundary itself.
  if (typeof FormData !== 'undefined' && config.data instanceof FormData)
    config.headers.delete('Content-Type');
  return config;
});

/**
 * The QA clock's offset a reply names (QA environments only), kept where shared-ui's `portalNow` reads it
 * (CLOCK_OFFSET_GLOBAL), so "posted N days ago" follows the API's time. On the shell's server that global
 * keeps each API's own, for the render that calls it, and the server puts it in the pages it renders.
 */
function noteClockOffset(headers: unknown): void {
  const value = (headers as Record<string, unknown> | undefined)?.[QA_CLOCK_OFFSET_HEADER];
  const ms = typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (Number.isFinite(ms)) (globalThis as Record<symbol, unknown>)[Symbol.for(CLOCK_OFFSET_GLOBAL)] = ms;
}

http.interceptors.response.use(
  (response) => {
    noteClockOffset(response.headers);
    return response;
  },
  (error: unknown) => {
    noteClockOffset((error as { response?: { headers?: unknown } } | null)?.response?.headers);
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  },
);

/** `config` with the settings read at each call (configureApi and tests may change them at any time). */
export function withSettings(config: AxiosRequestConfig): AxiosRequestConfig {
  return { baseURL: getApiBaseUrl(), timeout: defaults.timeout, ...config };
}
