import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { employer, resetSession, seeker, stubLocation } from '../testing';
import { clearSession, useSessionStore } from './session-store';

const state = () => useSessionStore.getState();

describe('session store (user, loading, isAuthenticated; token and user in localStorage)', () => {
  let assign: ReturnType<typeof stubLocation>;
  beforeEach(() => {
    resetSession();
    assign = stubLocation();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('starts loading and signed out', () => {
    expect(state()).toMatchObject({ user: null, token: null, loading: true, isAuthenticated: false });
  });

  it('restores the session at start-up when token and user are both stored', () => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem('user', JSON.stringify(seeker));
    state().checkAuth();
    expect(state()).toMatchObject({ user: seeker, token: 'abc', isAuthenticated: true, loading: false });
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    ['no token', { user: JSON.stringify(seeker) }],
    ['no user', { token: 'abc' }],
    ['nothing', {}],
    ['an empty token', { token: '', user: JSON.stringify(seeker) }],
  ])('stays signed out with %s, and stops loading', (_label, stored: Record<string, string>) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    state().checkAuth();
    expect(state()).toMatchObject({ user: null, isAuthenticated: false, loading: false });
    expect(assign).not.toHaveBeenCalled();
  });

  it('logs "Auth check failed" and logs out when the stored user is not JSON', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('token', 'abc');
    localStorage.setItem('refreshToken', 'r');
    localStorage.setItem('user', '{not json');
    state().checkAuth();
    expect(error).toHaveBeenCalledWith('Auth check failed', expect.anything());
    expect(state()).toMatchObject({ user: null, isAuthenticated: false, loading: false });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  });

  it('treats a stored user that is not an object as a failed check', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('token', 'abc');
    localStorage.setItem('user', 'null');
    state().checkAuth();
    expect(error).toHaveBeenCalledWith('Auth check failed', expect.anything());
    expect(state().isAuthenticated).toBe(false);
  });

  it('login stores token and user JSON and marks the session authenticated', () => {
    state().login(employer, 'tok-1');
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(employer);
    expect(state()).toMatchObject({ user: employer, token: 'tok-1', isAuthenticated: true, loading: false });
  });

  it('logout clears token, refreshToken and user, resets the state and loads / with a full page load', async () => {
    state().login(seeker, 'tok-1');
    localStorage.setItem('refreshToken', 'r');
    localStorage.setItem('unrelated', 'kept');
    state().logout();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(state()).toMatchObject({ user: null, token: null, isAuthenticated: false, loading: false });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('updateUser merges fields and saves the user to storage', () => {
    state().login(seeker, 'tok-1');
    state().updateUser({ name: 'Jane Q. Seeker', avatar: 'http://x/a.png' });
    const expected = { ...seeker, name: 'Jane Q. Seeker', avatar: 'http://x/a.png' };
    expect(state().user).toEqual(expected);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(expected);
    expect(state().isAuthenticated).toBe(true);
  });

  it('updateUser without a user does nothing', () => {
    state().checkAuth();
    state().updateUser({ name: 'x' });
    expect(state().user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('re-checking picks up a session stored since the last check, and one removed since', () => {
    state().checkAuth();
    expect(state().isAuthenticated).toBe(false);
    localStorage.setItem('token', 't');
    localStorage.setItem('user', JSON.stringify(seeker));
    state().checkAuth();
    expect(state()).toMatchObject({ isAuthenticated: true, user: seeker });
    localStorage.removeItem('token');
    state().checkAuth();
    expect(state()).toMatchObject({ isAuthenticated: false, user: null });
  });

  it('clearSession drops the session without navigating', () => {
    state().login(seeker, 't');
    clearSession();
    expect(state().isAuthenticated).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });
});
