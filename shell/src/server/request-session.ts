// Whose page a render is. A request whose cookies carry a session token (shared-auth writes it beside the
// role hint) is rendered for its person once the API has said who that is (their account, as on their
// profile page): their pages arrive with their data, as a visitor's do. The session rides in the render's
// async context, which shared-auth asks (configureRequestSession) for the token of each API call and for
// its access rules, so every render is its own person's however many run at once. The token is sent to
// the API only, never written to a page or a log.
import type { User } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import {
  apiClient,
  configureRequestSession,
  readSessionCookies,
  type RequestSession,
} from '@portal/shared-auth';
import { AsyncLocalStorage } from 'node:async_hooks';

const sessions = new AsyncLocalStorage<RequestSession | null>();
configureRequestSession(() => sessions.getStore() ?? null);

/** Runs `render` as the page of `session`'s person (null: a visitor's, or a role hint's). */
export function withRequestSession<T>(session: RequestSession | null, render: () => T): T {
  return sessions.run(session, render);
}

/** Whether a request's cookies carry a session token (its page is then that person's alone). */
export const carriesSession = (cookieHeader: string | undefined) =>
  readSessionCookies(cookieHeader).token !== null;

/**
 * The session a request's cookies carry, as the API answers for its token now; null when there is none,
 * or the API refuses it or has not answered within `budgetMs` (the page is then rendered as for the role
 * hint, and the browser, which holds the session, takes it from there).
 */
export async function confirmSession(
  cookieHeader: string | undefined,
  { budgetMs, signal }: { budgetMs: number; signal: AbortSignal },
): Promise<RequestSession | null> {
  const { token, utcOffsetMinutes } = readSessionCookies(cookieHeader);
  if (!token) return null;
  try {
    const { data: user } = await apiClient.get<User>(API_PATHS.profile, {
      headers: { Authorization: `Bearer ${token}` },
      // A refused token is the browser's to handle (it asks the person to sign in again): here it only
      // means the page is rendered without them.
      skipAuthRedirect: true,
      timeout: budgetMs,
      signal,
    });
    return { user, token, utcOffsetMinutes };
  } catch {
    return null;
  }
}
