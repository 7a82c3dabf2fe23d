// The browser's copy of the account (the stored user) is what the account was at sign-in, and what this tab
// changed since. Another tab, browser or device may have changed it meanwhile: the address confirmed from
// the e-mail's link on a phone, a resume uploaded from another computer. Pages that show or send the
// account's details (the profile, the apply dialog) refresh it when they open, so "Not verified" or "There
// is no resume on your profile" never contradicts the server.
import { useEffect } from 'react';
import { authApi } from '../api/auth-api';
import { useSessionStore } from './session-store';

/** A refresh this recent is recent enough (a page and its dialog opening together ask once). */
const FRESH_MS = 10_000;

let inFlight: Promise<void> | null = null;
let refreshedAt = 0;

/**
 * Reads the signed-in user from the server into the session (and its storage). `force`: even when it was
 * read a moment ago (the server just said something the copy contradicts). A failure changes nothing: the
 * API client's own handling of a refused session applies.
 */
export function refreshUser({ force = false } = {}): Promise<void> {
  const { isAuthenticated, user } = useSessionStore.getState();
  if (!isAuthenticated || !user) return Promise.resolve();
  if (inFlight) return inFlight;
  if (!force && Date.now() - refreshedAt < FRESH_MS) return Promise.resolve();
  const asked = user._id;
  inFlight = authApi
    .getProfile()
    .then((fresh) => {
      // Only into the session it was read for (nobody signed in as someone else meanwhile).
      const current = useSessionStore.getState();
      if (current.isAuthenticated && current.user?._id === asked && fresh._id === asked)
        current.updateUser(fresh);
    })
    .catch(() => undefined)
    .finally(() => {
      inFlight = null;
      refreshedAt = Date.now();
    });
  return inFlight;
}

/** Refreshes the signed-in user once when the calling page (or dialog) opens. */
export function useRefreshedUser(): void {
  const userId = useSessionStore((s) => s.user?._id);
  useEffect(() => {
    if (userId) void refreshUser();
  }, [userId]);
}
