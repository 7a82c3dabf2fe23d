import { API_PATHS } from '@portal/contracts/paths';
import { getApiBaseUrl } from './api-settings';

/**
 * Asks the API to revoke `token`. Best effort by design: fired and forgotten (a logout never waits for it
 * and never fails because of it); `keepalive` lets it outlive the page load that follows. Plain fetch, not
 * the axios client, which would first have to be downloaded.
 */
export function revokeToken(token: string): void {
  const base = getApiBaseUrl();
  if (!base || typeof fetch !== 'function') return;
  try {
    void fetch(`${base}${API_PATHS.logout}`, {
      method: 'POST',
      keepalive: true,
      headers: { Authorization: `Bearer ${token}` },
    }).catch(() => undefined);
  } catch {
    // A browser that refuses the request still logs out.
  }
}
