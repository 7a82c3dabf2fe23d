// The axios instance behind `apiClient`, in a module of its own so that axios is downloaded only when
// the first request is made: shared-auth is a federation singleton that every page loads (and shared
// modules are not tree-shaken), but a page that only reads the session — the landing page — sends none.
import axios, { AxiosError, type AxiosInstance } from 'axios';
import { clearSession, getStoredToken, goToRoot } from '../session/session-store';
import { SERVER_ERROR_LOG, TIMEOUT_LOG } from './messages';

function sentToken(error: AxiosError): boolean {
  const header = error.config?.headers?.get?.('Authorization') ?? error.config?.headers?.['Authorization'];
  return typeof header === 'string' && header.startsWith('Bearer ');
}

export function createAxiosInstance(headers: Record<string, string>): AxiosInstance {
  const instance = axios.create({ headers: { ...headers } });

  instance.interceptors.request.use((config) => {
    const token = getStoredToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    // Let the browser set the multipart boundary itself.
    if (typeof FormData !== 'undefined' && config.data instanceof FormData)
      config.headers.delete('Content-Type');
    return config;
  });

  instance.interceptors.response.use(
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
  return instance;
}
