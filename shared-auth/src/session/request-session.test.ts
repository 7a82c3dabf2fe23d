// On a host's server the session's readers answer for the page being rendered (the request's session),
// never for the server's own store, which no request fills.
import { afterEach, describe, expect, it } from 'vitest';
import { canAccess } from '../guards/guard-routes';
import { employer, resetSession, seeker, storeSession } from '../testing';
import { configureRequestSession, type RequestSession } from './request-session';
import { currentUser, getStoredToken, useSessionStore, viewerUtcOffset } from './session-store';

let current: RequestSession | null = null;

afterEach(() => {
  configureRequestSession(null);
  current = null;
  resetSession();
});

describe('the session of the page being rendered on a host’s server', () => {
  it('is the one the token, the current user, the offset and the access rules read', () => {
    // What the browser's store holds must not count there (a server's store is nobody's).
    storeSession(seeker, 'stored');
    useSessionStore.getState().checkAuth();
    configureRequestSession(() => current);
    current = { user: employer, token: 'theirs', utcOffsetMinutes: 330 };
    expect(getStoredToken()).toBe('theirs');
    expect(currentUser()).toBe(employer);
    expect(viewerUtcOffset()).toBe(330);
    expect(canAccess('employeer')).toBe(true);
    expect(canAccess('jobseeker')).toBe(false);
    expect(canAccess('signed-in')).toBe(true);
  });

  it('a render without one is a visitor’s: no token, nobody, every rule closed', () => {
    configureRequestSession(() => current);
    expect(getStoredToken()).toBeNull();
    expect(currentUser()).toBeNull();
    expect(viewerUtcOffset()).toBe(0);
    expect(canAccess('signed-in')).toBe(false);
    expect(canAccess(undefined)).toBe(true);
  });

  it('in a browser (nothing configured) the stored session counts', () => {
    storeSession(seeker, 'stored');
    useSessionStore.getState().checkAuth();
    expect(getStoredToken()).toBe('stored');
    expect(currentUser()?._id).toBe(seeker._id);
    expect(viewerUtcOffset()).toBe(-new Date().getTimezoneOffset() || 0);
  });
});
