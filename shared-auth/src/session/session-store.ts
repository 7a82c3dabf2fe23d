// The session: ONE zustand store per page. This module is a singleton by construction (module state) and the
// package is a Module Federation singleton, so the shell and both remotes read the same store. It must not
// import axios: a page that only reads the session should not pull in the HTTP client.
//
// On the site's server the store is never filled (there is no localStorage there, and one process serves
// everyone): a server render, and the browser's hydration of it, read who the page was rendered for
// instead (the person the host's request session names, else the role hint: ./role-hint), and the
// session's readers below (the token, the current user) ask the request's session (./request-session).
import type { User } from '@portal/contracts';
import { STORAGE_KEYS, type Role } from '@portal/contracts/constants';
import { useSyncExternalStore } from 'react';
import type { StoreApi, UseBoundStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { revokeToken } from '../api/revoke-token';
import { clearDrafts } from './drafts';
import { requestSession } from './request-session';
import { useRoleHintContext, useViewerContext, writeSessionCookies } from './role-hint';
import { clearSessionNotice } from './session-notice';

export interface SessionState {
  user: User | null;
  token: string | null;
  loading: boolean;
  isAuthenticated: boolean;
  /** True once checkAuth has run at least once (lets nested providers skip a second check). */
  checked: boolean;
  /**
   * While a server-rendered page is rendered and hydrated: the role it was rendered for (the hint cookie),
   * whose person is not known yet (`loading`). Null otherwise.
   */
  hint: Role | null;
}

export interface SessionActions {
  /** Restores the session from localStorage (token + user). Never asks the server. */
  checkAuth: () => void;
  /** Stores token and user and marks the session authenticated; other people's drafts are dropped. */
  login: (user: User, token: string) => void;
  /**
   * Clears token, refreshToken and user (and this tab's drafts), asks the API to revoke the token (best
   * effort: its reply is never waited for) and loads `/` (full page load) once that request is sent.
   */
  logout: () => void;
  /** Merges fields into the user and saves it to storage. */
  updateUser: (patch: Partial<User>) => void;
}

export type SessionStore = SessionState & SessionActions;

const signedOut = { user: null, token: null, isAuthenticated: false } as const;

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // storage disabled (privacy mode, sandboxed iframe)
  }
}

function clearStorage(): void {
  const store = storage();
  if (!store) return;
  store.removeItem(STORAGE_KEYS.token);
  store.removeItem(STORAGE_KEYS.refreshToken);
  store.removeItem(STORAGE_KEYS.user);
}

function readSession(): { user: User; token: string } | null {
  const store = storage();
  const token = store?.getItem(STORAGE_KEYS.token) ?? null;
  const rawUser = store?.getItem(STORAGE_KEYS.user) ?? null;
  if (!token || !rawUser) return null;
  const user: unknown = JSON.parse(rawUser); // throws on a corrupt entry: handled by checkAuth
  if (typeof user !== 'object' || user === null || Array.isArray(user)) {
    throw new TypeError('Stored user is not an object');
  }
  return { user: user as User, token };
}

/** Full page load to the site root (logout, and a request the API refused with 401). Tests observe it. */
export function goToRoot(): void {
  if (typeof window !== 'undefined') window.location.assign('/');
}

const store = createStore<SessionStore>()((set, get) => ({
  ...signedOut,
  loading: true,
  checked: false,
  hint: null,

  checkAuth() {
    try {
      const session = readSession();
      if (session) set({ user: session.user, token: session.token, isAuthenticated: true });
      else set({ ...signedOut });
      // A session from before a cookie existed gets it on its first page load, and the offset from UTC is
      // the device's of today.
      writeSessionCookies(session && { role: session.user.role, token: session.token });
    } catch (error) {
      console.error('Auth check failed', error);
      get().logout();
    } finally {
      set({ loading: false, checked: true });
    }
  },

  login(user, token) {
    const store = storage();
    store?.setItem(STORAGE_KEYS.token, token);
    store?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    clearDrafts(user._id);
    clearSessionNotice();
    writeSessionCookies({ role: user.role, token });
    set({ user, token, isAuthenticated: true, loading: false, checked: true });
  },

  logout() {
    const token = getStoredToken();
    clearStorage();
    clearDrafts();
    clearSessionNotice();
    writeSessionCookies(null);
    set({ ...signedOut, loading: false, checked: true });
    // The page load waits only until the revocation is on its way (keepalive carries it past the load).
    if (token) void revokeToken(token).finally(goToRoot);
    else goToRoot();
  },

  updateUser(patch) {
    const current = get().user;
    if (!current) return;
    const user = { ...current, ...patch };
    storage()?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    set({ user });
  },
}));

/** What a server render shows for the person it knows: signed in, as the API said they are now. */
const known = new WeakMap<User, SessionStore>();
function viewerState(user: User): SessionStore {
  let state = known.get(user);
  if (!state) {
    state = {
      ...store.getInitialState(),
      user,
      token: null,
      isAuthenticated: true,
      loading: false,
      checked: true,
      hint: user.role,
    };
    known.set(user, state);
  }
  return state;
}

/** What a server render shows for a role hint: a visitor (null), or someone of that role not yet known. */
const hinted = new Map<Role | null, SessionStore>();
function hintedState(role: Role | null): SessionStore {
  let state = hinted.get(role);
  if (!state) {
    state = { ...store.getInitialState(), ...signedOut, loading: role !== null, checked: false, hint: role };
    hinted.set(role, state);
  }
  return state;
}

/**
 * The session hook (`useSessionStore(selector)`) and the store's API (`useSessionStore.getState()`…). In a
 * server-rendered page the hook's server snapshot is the person the page was rendered for (or their role
 * hint's), so the server's render and the browser's hydration agree; after hydration React re-renders with
 * the stored session.
 */
function useBoundStore<T>(selector: (state: SessionStore) => T = (state) => state as T): T {
  const hint = useRoleHintContext();
  const viewer = useViewerContext();
  const server = viewer
    ? viewerState(viewer)
    : hint === undefined
      ? store.getInitialState()
      : hintedState(hint);
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(server),
  );
}

export const useSessionStore = Object.assign(useBoundStore, store) as UseBoundStore<StoreApi<SessionStore>>;

/**
 * The stored token, read straight from storage (used by the API client for each request); on a host's
 * server, the token of the session the page is being rendered for.
 */
export function getStoredToken(): string | null {
  const request = requestSession();
  if (request !== undefined) return request?.token ?? null;
  return storage()?.getItem(STORAGE_KEYS.token) ?? null;
}

/**
 * Who is signed in: the stored session's user in the browser; on a host's server, the person the page is
 * being rendered for (null for a visitor). For loaders and other code outside React (components read the
 * session hook).
 */
export function currentUser(): User | null {
  const request = requestSession();
  return request !== undefined ? (request?.user ?? null) : store.getState().user;
}

/**
 * The signed-in person's offset from UTC in minutes, east positive: the device's in the browser; on a
 * host's server, the one their browser last wrote with their session (so both render the same days).
 */
export function viewerUtcOffset(): number {
  const request = requestSession();
  return request !== undefined ? (request?.utcOffsetMinutes ?? 0) : -new Date().getTimezoneOffset() || 0;
}

/**
 * Clears the session without navigating (state + storage). Used by the API client on a 401 before it
 * navigates itself, and by tests. Drafts stay: they are what the person gets back after signing in again.
 */
export function clearSession(): void {
  clearStorage();
  writeSessionCookies(null);
  useSessionStore.setState({ ...signedOut, loading: false, checked: true });
}

/**
 * A session counts only while both its token and its user are stored: when either has gone (another tab, a
 * cleared site, a hand in the dev tools), the person is signed out everywhere at once, rather than shown as
 * signed in while every request fails. Returns whether the session is still good.
 */
export function verifyStoredSession(): boolean {
  if (!useSessionStore.getState().isAuthenticated) return false;
  const store = storage();
  if (store?.getItem(STORAGE_KEYS.token) && store.getItem(STORAGE_KEYS.user)) return true;
  clearSession();
  return false;
}

// Keep tabs in step: a login or logout in another tab re-reads the stored session here.
let syncing = false;
/** Starts the cross-tab sync (idempotent). Called by AuthProvider; returns nothing to undo on purpose. */
export function startSessionSync(): void {
  if (syncing || typeof window === 'undefined') return;
  syncing = true;
  // Back to this tab: a session removed meanwhile (by hand, or in a way no storage event reported) ends here.
  window.addEventListener('focus', () => {
    if (useSessionStore.getState().checked) verifyStoredSession();
  });
  window.addEventListener('storage', (event) => {
    if (event.storageArea && event.storageArea !== storage()) return;
    if (event.key !== null && event.key !== STORAGE_KEYS.token && event.key !== STORAGE_KEYS.user) return;
    if (!useSessionStore.getState().checked) return;
    try {
      const session = readSession();
      if (session)
        useSessionStore.setState({ user: session.user, token: session.token, isAuthenticated: true });
      else useSessionStore.setState({ ...signedOut });
      writeSessionCookies(session && { role: session.user.role, token: session.token });
    } catch {
      useSessionStore.setState({ ...signedOut });
      writeSessionCookies(null);
    }
  });
}
