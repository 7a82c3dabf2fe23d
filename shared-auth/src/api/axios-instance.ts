// The axios instance behind `apiClient`, in a module of its own so that axios is downloaded only when
// the first request is made: shared-auth is a federation singleton that every page loads (and shared
// modules are not tree-shaken), but a page that only reads the session — the landing page — sends none.
import axios, { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosInstance } from 'axios';
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
import { takePrefetched } from './prefetch';

function sentToken(error: AxiosError): boolean {
  const header = error.config?.headers?.get?.('Authorization') ?? error.config?.headers?.['Authorization'];
  return typeof header === 'string' && header.startsWith('Bearer ');
}

/**
 * The network, unless the page's first script already asked for this GET (./prefetch.ts): then its
 * successful answer, handed to axios as the network's would be (axios parses and checks it as usual).
 */
function withPrefetched(network: AxiosAdapter): AxiosAdapter {
  return async (config) => {
    const prefetched =
      config.method === 'get' ? takePrefetched(axios.getUri(config), getStoredToken()) : undefined;
    if (prefetched) {
      try {
        const { status, contentType, body } = await prefetched;
        if (status >= 200 && status < 300) {
          return {
            data: body,
            status,
            statusText: 'OK',
            headers: new AxiosHeaders({ 'content-type': contentType }),
            config,
            request: null,
          };
        }
      } catch {
        // It failed on the way: ask the network.
      }
    }
    return network(config);
  };
}

export function createAxiosInstance(headers: Record<string, string>): AxiosInstance {
  const instance = axios.create({ headers: { ...headers } });
  instance.defaults.adapter = withPrefetched(axios.getAdapter(instance.defaults.adapter));

  instance.interceptors.request.use((config) => {
    // A signed-in page whose token has gone is signed out before it asks for anything (the guards then
    // send the person to sign in), instead of showing every failed read as "nothing found".
    verifyStoredSession();
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
  return instance;
}
