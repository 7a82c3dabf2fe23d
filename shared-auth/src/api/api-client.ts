// The ONE axios instance of the portal (SPEC §7/§8, DESIGN §5). The shell (or a standalone remote) calls
// configureApi() with the API URL from its runtime config.json before the first request.
import { LIMITS } from '@portal/contracts/constants';
import axios, { AxiosError, type AxiosInstance } from 'axios';
import { clearSession, getStoredToken, goToRoot } from '../session/session-store';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not clear the session / navigate on a 401 (login, register: they show their own message). */
    skipAuthRedirect?: boolean;
  }
}

export const SERVER_ERROR_LOG = 'Server error. please try again later';
export const TIMEOUT_LOG = 'Request timeout. Please try again';

export const apiClient: AxiosInstance = axios.create({
  baseURL: '',
  timeout: LIMITS.requestTimeoutMs,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
});

/** Sets the API base URL (from the app's runtime config). */
export function configureApi(options: { baseURL: string }): void {
  apiClient.defaults.baseURL = options.baseURL.replace(/\/+$/, '');
}

export function getApiBaseUrl(): string {
  return apiClient.defaults.baseURL ?? '';
}

apiClient.interceptors.request.use((config) => {
  const token = getStoredToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  // Let the browser set the multipart boundary itself.
  if (typeof FormData !== 'undefined' && config.data instanceof FormData)
    config.headers.delete('Content-Type');
  return config;
});

function sentToken(error: AxiosError): boolean {
  const header = error.config?.headers?.get?.('Authorization') ?? error.config?.headers?.['Authorization'];
  return typeof header === 'string' && header.startsWith('Bearer ');
}

apiClient.interceptors.response.use(
  (response) => response,
  (error: unknown) => {
    if (axios.isAxiosError(error)) {
      const status = error.response?.status;
      if (status === 401 && !error.config?.skipAuthRedirect && sentToken(error)) {
        // A session the server no longer accepts: drop it and start over at the root (SPEC §8).
        clearSession();
        goToRoot();
      } else if (status === 500) {
        console.error(SERVER_ERROR_LOG);
      } else if (
        error.code === AxiosError.ECONNABORTED ||
        error.code === AxiosError.ETIMEDOUT ||
        /timeout/i.test(error.message)
      ) {
        console.error(TIMEOUT_LOG);
      }
    }
    return Promise.reject(error);
  },
);

/** The server's `{ message }` when the error carries one, else `fallback`. */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (axios.isAxiosError(error)) {
    const data: unknown = error.response?.data;
    if (data && typeof data === 'object' && 'message' in data) {
      const message = (data as { message: unknown }).message;
      if (typeof message === 'string' && message.trim()) return message;
    }
  }
  return fallback;
}
