// The one axios instance of the portal. Every call the packages send goes through it: the API client's
// requests (which add the session's token and its handling, ./session-handling) and the token revocation at
// logout. It is a chunk of its own, loaded on the first call: shared-auth is a federation singleton that
// every page loads (shared modules are not tree-shaken), and the landing page sends nothing.
import axios, { type AxiosRequestConfig } from 'axios';
import { defaults } from './api-settings';

export const http = axios.create({ headers: { ...defaults.headers } });

http.interceptors.request.use((config) => {
  // Let the browser set the multipart boundary itself.
  if (typeof FormData !== 'undefined' && config.data instanceof FormData)
    config.headers.delete('Content-Type');
  return config;
});

/** `config` with the settings read at each call (configureApi and tests may change them at any time). */
export function withSettings(config: AxiosRequestConfig): AxiosRequestConfig {
  return { baseURL: defaults.baseURL, timeout: defaults.timeout, ...config };
}
