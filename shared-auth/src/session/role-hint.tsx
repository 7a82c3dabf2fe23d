// The one thing the site's server may know about a session: the role of whoever is signed in, told by a
// cookie that names the role and nothing else (like GitHub's `logged_in`). The session itself stays where
// the product keeps it (localStorage) and the token never leaves the browser but to the API. With the hint
// the server renders the right chrome (no Login button for a signed-in person, no Apply for an employer)
// while anything personal waits for the browser, which holds the session.
//
// In the browser, the first render of a page the server rendered must show what the server showed: the
// session hook reads the hint while the page hydrates (React's server snapshot), then the real session.
import { ROLE_HINT_COOKIE, ROLES, type Role } from '@portal/contracts/constants';
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';

export { ROLE_HINT_COOKIE };
/** Refreshed at every page load of a signed-in person, so it outlives a month without a visit only. */
const MAX_AGE_S = 30 * 24 * 3600;

const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** The role a request's Cookie header names (the server's side); null for none or anything else. */
export function readRoleHint(cookieHeader: string | undefined): Role | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.split('=').map((side) => side.trim());
    if (name === ROLE_HINT_COOKIE && isRole(value)) return value;
  }
  return null;
}

/** Sets (a role) or clears (null) the browser's hint, in step with the stored session. */
export function writeRoleHint(role: Role | null): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = role
    ? `${ROLE_HINT_COOKIE}=${role}; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax${secure}`
    : `${ROLE_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

/**
 * What the server rendered for: `undefined` outside a server-rendered page (the store's own first state
 * counts), else the hint's role or null (a visitor).
 */
const RoleHintContext = createContext<Role | null | undefined>(undefined);

let hydration: { done: Promise<void>; end: () => void } | null = null;

/**
 * The browser is about to hydrate a server-rendered page (the shell says so before anything else runs):
 * answers that arrive before the page has hydrated are held until it has (`afterHydration`), so the first
 * render shows what the server showed (a page's data asked for with its code can be there before React).
 */
export function beginHydration(): void {
  if (hydration) return;
  let end: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    end = resolve;
  });
  hydration = { done, end };
}

/** Resolves once the page being hydrated has been (at once when no page is being hydrated). */
export function afterHydration(): Promise<void> {
  return hydration?.done ?? Promise.resolve();
}

/** Around a server-rendered page, on the server and while it hydrates: the role it was rendered for. */
export function RoleHintProvider({ role, children }: { role: Role | null; children?: ReactNode }) {
  // Effects run once React has taken the page over: the hydration is done.
  useEffect(() => hydration?.end(), []);
  return <RoleHintContext.Provider value={role}>{children}</RoleHintContext.Provider>;
}

export const useRoleHintContext = () => useContext(RoleHintContext);

const subscribeNever = () => () => undefined;

/**
 * False on the server and while the page hydrates, true once the browser has taken over: for what only
 * the browser can decide (sending a visitor to sign in, a session's personal data).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
