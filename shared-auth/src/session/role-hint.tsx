// What the site's server knows of a session, from cookies the browser keeps in step with it: the role of
// whoever is signed in (a cookie that names the role and nothing else, like GitHub's `logged_in`), and the
// session's token with the person's UTC offset. The session itself stays where the product keeps it
// (localStorage); the cookies go to the site's own origin only (SameSite=Lax, so a link from another site
// opens the page signed in, while no other site's request or frame can read what comes back). With the
// token the server asks the API who it is and renders their page with their data; with the hint alone (a
// token the API refused, a session from before the token cookie) it renders that role's chrome and leaves
// anything personal to the browser.
//
// In the browser, the first render of a page the server rendered must show what the server showed: the
// session hook reads what the server rendered for while the page hydrates (React's server snapshot), then
// the stored session.
import type { User } from '@portal/contracts';
import {
  ROLE_HINT_COOKIE,
  ROLES,
  SESSION_COOKIE,
  UTC_OFFSET_COOKIE,
  type Role,
} from '@portal/contracts/constants';
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';

export { ROLE_HINT_COOKIE };
/** Refreshed at every page load of a signed-in person, so it outlives a month without a visit only. */
const MAX_AGE_S = 30 * 24 * 3600;

const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** The value of the cookie `name` in a request's Cookie header (the server's side), if it is there. */
function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** The role a request's Cookie header names (the server's side); null for none or anything else. */
export function readRoleHint(cookieHeader: string | undefined): Role | null {
  const value = cookieValue(cookieHeader, ROLE_HINT_COOKIE);
  return isRole(value) ? value : null;
}

/** A token as the API issues them (base64url parts joined by dots), of a sane length: anything else is not one. */
const TOKEN = /^[\w.~+/=-]{1,2048}$/;
/** The furthest offsets from UTC there are (UTC-12:00 and UTC+14:00), in minutes. */
const MAX_OFFSET_MIN = 14 * 60;

/**
 * The session a request's cookies carry (the server's side): its token (null for none, or anything that
 * cannot be one) and the person's offset from UTC in minutes (0 when it is missing or not a real offset).
 */
export function readSessionCookies(cookieHeader: string | undefined): {
  token: string | null;
  utcOffsetMinutes: number;
} {
  let token: string | null = null;
  try {
    const raw = cookieValue(cookieHeader, SESSION_COOKIE);
    const decoded = raw === undefined ? '' : decodeURIComponent(raw);
    if (TOKEN.test(decoded)) token = decoded;
  } catch {
    // a malformed escape: no token
  }
  const offset = cookieValue(cookieHeader, UTC_OFFSET_COOKIE) ?? '';
  const minutes = /^-?\d{1,3}$/.test(offset) ? Number(offset) : 0;
  return { token, utcOffsetMinutes: Math.abs(minutes) <= MAX_OFFSET_MIN ? minutes : 0 };
}

function writeCookie(name: string, value: string | null): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = value
    ? `${name}=${value}; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax${secure}`
    : `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}

/** Sets (a role) or clears (null) the browser's hint, in step with the stored session. */
export function writeRoleHint(role: Role | null): void {
  if (typeof document === 'undefined') return;
  writeCookie(ROLE_HINT_COOKIE, role);
}

/**
 * Sets (a signed-in session) or clears (null) every cookie the site's server reads of it, in step with the
 * stored session: the role hint, the token and the person's current offset from UTC.
 */
export function writeSessionCookies(session: { role: Role; token: string } | null): void {
  if (typeof document === 'undefined') return;
  writeRoleHint(session?.role ?? null);
  writeCookie(SESSION_COOKIE, session ? encodeURIComponent(session.token) : null);
  writeCookie(UTC_OFFSET_COOKIE, session ? String(-new Date().getTimezoneOffset() || 0) : null);
}

/**
 * What the server rendered for: `undefined` outside a server-rendered page (the store's own first state
 * counts), else the hint's role or null (a visitor).
 */
const RoleHintContext = createContext<Role | null | undefined>(undefined);
/** The person the server rendered the page for (their session confirmed by the API), or null. */
const ViewerContext = createContext<User | null>(null);

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

/**
 * Around a server-rendered page, on the server and while it hydrates: the role it was rendered for and,
 * when the server knew them, the person (`viewer`).
 */
export function RoleHintProvider({
  role,
  viewer = null,
  children,
}: {
  role: Role | null;
  viewer?: User | null;
  children?: ReactNode;
}) {
  // Effects run once React has taken the page over: the hydration is done.
  useEffect(() => hydration?.end(), []);
  return (
    <RoleHintContext.Provider value={role}>
      <ViewerContext.Provider value={viewer}>{children}</ViewerContext.Provider>
    </RoleHintContext.Provider>
  );
}

export const useRoleHintContext = () => useContext(RoleHintContext);
export const useViewerContext = () => useContext(ViewerContext);

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
