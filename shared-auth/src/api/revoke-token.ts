import { API_PATHS } from '@portal/contracts/paths';
import { getApiBaseUrl } from './api-settings';

/**
 * Asks the API to revoke `token`, through the one HTTP client. Best effort by design: a logout never fails
 * because of it and never waits for the reply; the promise settles once the request is on its way (the
 * client's chunk loaded, the request handed to the browser), so the page load that follows may start.
 * `keepalive` (the fetch adapter) lets the request outlive the page.
 */
export async function revokeToken(token: string): Promise<void> {
  if (!getApiBaseUrl()) return;
  try {
    const { http, withSettings } = await import(/* webpackChunkName: "api-client" */ './http');
    void http
      .post(
        API_PATHS.logout,
        null,
        withSettings({
          headers: { Authorization: `Bearer ${token}` },
          skipAuthRedirect: true,
          adapter: 'fetch',
          fetchOptions: { keepalive: true },
        }),
      )
      .catch(() => undefined);
    // The interceptors and the adapter reach fetch() in microtasks; a macrotask later it has been called.
    await new Promise((resolve) => setTimeout(resolve, 0));
  } catch {
    // The client's chunk did not arrive (offline): the person is logged out all the same.
  }
}
