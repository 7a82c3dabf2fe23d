// The API's base URL, time-out and headers, in a module of their own: the client reads them at every
// request, and revoking a token on logout (from the session store) needs them without importing the
// client, whose session handling imports the session store.
import { LIMITS } from '@portal/contracts/constants';

/** Settings read at every request, so configureApi (and tests) may change them at any time. */
export interface ApiClientDefaults {
  baseURL: string;
  timeout: number;
  headers: Record<string, string>;
}

export const defaults: ApiClientDefaults = {
  baseURL: '',
  timeout: LIMITS.requestTimeoutMs,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
};

/** Sets the API base URL (from the app's runtime config). */
export function configureApi(options: { baseURL: string }): void {
  defaults.baseURL = options.baseURL.replace(/\/+$/, '');
}

export function getApiBaseUrl(): string {
  return defaults.baseURL;
}
