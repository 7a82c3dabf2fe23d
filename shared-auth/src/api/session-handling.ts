// What the API client adds to the one axios instance (./http): the session's token on each request, and
// what a refused session, a server error or a time-out do. In the client's chunk, with axios: a page that
// only reads the session (the landing page) never downloads it.
import { AxiosError, isAxiosError, type AxiosInstance } from 'axios';
import { clearSession, getStoredToken, useSessionStore, verifyStoredSession } from '../session/session-store';
import { getSessionRefusedHandler } from './api-settings';
import { SERVER_ERROR_LOG, TIMEOUT_LOG } from './messages';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the one repeat of a request whose session was refused (never repeated twice). */
    sessionRetried?: boolean;
  }
}

/** The Bearer token a failed request carried, if any. */
function sentToken(error: AxiosError): string | null {
  const header = error.config?.headers?.get?.('Authorization') ?? error.config?.headers?.['Authorization'];
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

/** What the host answers for a refused session; a handler that fails counts as "no". */
async function askHost(action: boolean): Promise<boolean> {
  try {
    const handler = getSessionRefusedHandler();
    if (handler) return await handler({ user: useSessionStore.getState().user, action });
    clearSession();
    return false;
  } catch (error) {
    console.error('The session-refused handler failed', error);
    clearSession();
    return false;
  }
}

let refusal: Promise<boolean> | null = null;

/**
 * Asks the host once for every request the API refuses meanwhile: may they be sent again? The first refused
 * request says what kind of refusal it is (an action, or a read of the page).
 */
function sessionRefused(action: boolean): Promise<boolean> {
  if (!refusal) {
    const asking = askHost(action);
    refusal = asking;
    void asking.then(() => {
      if (refusal === asking) refusal = null;
    });
  }
  return refusal;
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
    async (error: unknown) => {
      if (isAxiosError(error)) {
        const status = error.response?.status;
        const refusedToken = sentToken(error);
        if (status === 401 && !error.config?.skipAuthRedirect && refusedToken) {
          // A session the server no longer accepts (expired, revoked): the host decides what happens (the
          // shell asks the person to sign in again in place). Sent again once, only with another token.
          const config = error.config;
          const action = (config?.method ?? 'get').toLowerCase() !== 'get';
          if (config && !config.sessionRetried && (await sessionRefused(action))) {
            const token = getStoredToken();
            if (token && token !== refusedToken) return instance.request({ ...config, sessionRetried: true });
          }
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
      throw error;
    },
  );
}
