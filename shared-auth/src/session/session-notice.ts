// What a lost session leaves for the next page: that it expired, and where the person was. The API client
// writes it before it sends the browser to the site root; the landing page reads it to say "Your session
// has expired. Please sign in again." and sign-in reads it to go back. sessionStorage: this tab only, gone
// with the tab; a successful sign-in or a logout removes it.
import { safeReturnPath } from './return-path';

const NOTICE_KEY = 'portal:session-expired';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

export interface SessionNotice {
  /** Where the person was when the session was refused (a same-origin path), if anywhere worth returning to. */
  returnTo: string | null;
}

function tabStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

/** Records that the session expired while the person was at `returnTo`. */
export function markSessionExpired(returnTo: string | null): void {
  const safe = safeReturnPath(returnTo);
  // The site root and the sign-in pages are not worth returning to.
  const worthIt = safe && !/^\/(login|signup)?(?:[?#]|$)/.test(safe) ? safe : null;
  tabStorage()?.setItem(NOTICE_KEY, JSON.stringify({ returnTo: worthIt }));
}

/** The pending notice, if the session expired in this tab and nobody has signed in since. */
export function readSessionNotice(): SessionNotice | null {
  const raw = tabStorage()?.getItem(NOTICE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    const returnTo = (parsed as { returnTo?: unknown } | null)?.returnTo;
    return { returnTo: safeReturnPath(returnTo) };
  } catch {
    return { returnTo: null };
  }
}

export function clearSessionNotice(): void {
  tabStorage()?.removeItem(NOTICE_KEY);
}
