// The ONE API client of the portal: one base URL, one time-out, the Bearer token and the 401/500/time-out
// handling every app must share. The shell (or a standalone remote) calls
// configureApi() with the API URL from its runtime config.json before the first request.
//
// `apiClient` has axios' request methods and reply types, but axios itself (the one instance, ./http, and
// the session's handling, ./session-handling) loads on the first request: the landing page never sends one and so never downloads it.
import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import { defaults, extraRequestHeaders, type ApiClientDefaults } from './api-settings';
import type * as HttpModule from './http';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** A 401 is this request's own answer, not a refused session (login, register: they show their message). */
    skipAuthRedirect?: boolean;
  }
}

export {
  configureApi,
  getApiBaseUrl,
  type ApiClientDefaults,
  type ApiOptions,
  type SessionRefused,
  type SessionRefusedHandler,
} from './api-settings';
export { SERVER_ERROR_LOG, TIMEOUT_LOG } from './messages';

export interface ApiClient {
  defaults: ApiClientDefaults;
  request<T = unknown>(config: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  get<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  delete<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
}

let instance: Promise<typeof HttpModule> | null = null;
function getInstance(): Promise<typeof HttpModule> {
  if (!instance) {
    const loading = Promise.all([
      import(/* webpackChunkName: "api-client" */ './http'),
      import(/* webpackChunkName: "api-client" */ './session-handling'),
    ]).then(([client, { installSessionHandling }]) => {
      installSessionHandling(client.http);
      return client;
    });
    // A chunk that failed to arrive (offline for a moment) is asked for again by the next request.
    loading.catch(() => {
      if (instance === loading) instance = null;
    });
    instance = loading;
  }
  return instance;
}

/**
 * Starts loading the HTTP client now, so that a page's next request does not wait for it: the shell calls
 * it once a page that may ask the API for something has been shown. Idempotent; a failure is left to the
 * request that follows.
 */
export function preloadApiClient(): void {
  getInstance().catch(() => undefined);
}

async function request<T>(config: AxiosRequestConfig): Promise<AxiosResponse<T>> {
  // Asked for before anything is awaited, in the context of the code that makes the request.
  const extra = extraRequestHeaders();
  const { http, withSettings } = await getInstance();
  const withExtra = extra
    ? { ...config, headers: { ...extra, ...(config.headers as Record<string, string> | undefined) } }
    : config;
  return http.request<T>(withSettings(withExtra));
}

export const apiClient: ApiClient = {
  defaults,
  request,
  get: (url, config) => request({ ...config, method: 'get', url }),
  delete: (url, config) => request({ ...config, method: 'delete', url }),
  post: (url, data, config) => request({ ...config, method: 'post', url, data }),
  put: (url, data, config) => request({ ...config, method: 'put', url, data }),
  patch: (url, data, config) => request({ ...config, method: 'patch', url, data }),
};

/** The server's `{ message }` when the error carries one, else `fallback`. */
export function getErrorMessage(error: unknown, fallback: string): string {
  // Structural check (axios marks its errors), so this module needs no axios import.
  if (error && typeof error === 'object' && (error as { isAxiosError?: unknown }).isAxiosError === true) {
    const data: unknown = (error as { response?: { data?: unknown } }).response?.data;
    if (data && typeof data === 'object' && 'message' in data) {
      const message = data.message;
      if (typeof message === 'string' && message.trim()) return message;
    }
  }
  return fallback;
}
