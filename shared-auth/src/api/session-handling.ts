// What the API client adds to the one axios instance (./http): the session's token on each request, and
// what a refused session, a server error or a time-out do. In the client's chunk, with axios: a page that
// only reads the session (the landing page) never downloads it.
import { AxiosError, isAxiosError, type AxiosInstance } from 'axios';
import { currentPath } from '../session/return-path';
import { markSessionExpired } from '../session/session-notice';
import {
  clearSession,
  getStoredToken,
  goToRoot,
  useSessionStore,
  verifyStoredSession,
} from '../session/session-store';
import { SERVER_ERROR_LOG, TIMEOUT_LOG } from './messages';

function sentToken(error: AxiosError): boolean {
  const header = error.config?.headers?.get?.('Authorization') ?? error.config?.headers?.['Authorization'];
  return typeof header === 'string' && header.startsWith('Bearer ');
}

const installed = new WeakSet<AxiosInstance>();

/** Adds the session's handling to `instance` (once). */
export function installSessionHandling(instance: AxiosInstance): void {
  if (installed.has(instance)) return;
  installed.add(instance);

  instance.interceptors.request.use((config) => {
    // A signed-in page whose token has gone is signed out before it asks for anything (the guards then
    // send the person to sign in), instead of showing every failed read as "nothing found".
    verifyStoredSession();
    const token = getStoredToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  instance.interceptors.response.use(
    (response) => response,
    (error: unknown) => {
      if (isAxiosError(error)) {
        const status = error.response?.status;
        if (status === 401 && !error.config?.skipAuthRedirect && sentToken(error)) {
          // A session the server no longer accepts (expired, revoked): remember that, and where the person
          // was, so the site root can tell them and sign-in can bring them back; then start over at the root.
          markSessionExpired(currentPath());
          clearSession();
          goToRoot();
        } else if (status === 401 && !error.config?.skipAuthRedirect) {
          // Refused without a token although the page thought someone was signed in: signed out everywhere.
          if (useSessionStore.getState().isAuthenticated) clearSession();
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
}
