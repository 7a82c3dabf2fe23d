import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession, seeker, storeSession, stubLocation } from '../testing';
import { AuthProvider, useAuth } from './auth-provider';
import { startSessionSync, useSessionStore } from './session-store';

function Who() {
  const { user, loading, isAuthenticated } = useAuth();
  if (loading) return <p>loading</p>;
  return <p>{isAuthenticated ? `hello ${user?.name}` : 'signed out'}</p>;
}

describe('AuthProvider / useAuth', () => {
  beforeEach(() => {
    resetSession();
    stubLocation();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('throws "useAuth must be used within an AuthProvider" outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow(
      new Error('useAuth must be used within an AuthProvider'),
    );
  });

  it('restores the stored session on mount', () => {
    storeSession(seeker, 't');
    render(
      <AuthProvider>
        <Who />
      </AuthProvider>,
    );
    expect(screen.getByText('hello Jane Seeker')).toBeInTheDocument();
  });

  it('exposes login, logout, updateUser and checkAuth, re-rendering on changes', () => {
    const wrapper = ({ children }: { children: ReactNode }) => <AuthProvider>{children}</AuthProvider>;
    const { result } = renderHook(() => useAuth(), { wrapper });
    expect(result.current).toMatchObject({ user: null, loading: false, isAuthenticated: false });
    act(() => result.current.login(seeker, 't'));
    expect(result.current).toMatchObject({ user: seeker, isAuthenticated: true });
    act(() => result.current.updateUser({ name: 'New Name' }));
    expect(result.current.user?.name).toBe('New Name');
    act(() => result.current.logout());
    expect(result.current).toMatchObject({ user: null, isAuthenticated: false });
    expect(typeof result.current.checkAuth).toBe('function');
  });

  it('checks once: a nested (remote) provider shares the same session and does not re-check', () => {
    const checkAuth = vi.spyOn(useSessionStore.getState(), 'checkAuth');
    storeSession(seeker, 't');
    const { rerender } = render(
      <AuthProvider>
        <AuthProvider>
          <Who />
        </AuthProvider>
      </AuthProvider>,
    );
    expect(screen.getByText('hello Jane Seeker')).toBeInTheDocument();
    rerender(
      <AuthProvider>
        <AuthProvider>
          <Who />
          <AuthProvider>
            <p>late remote</p>
          </AuthProvider>
        </AuthProvider>
      </AuthProvider>,
    );
    expect(checkAuth).toHaveBeenCalledTimes(1);
  });

  it('follows a login or logout made in another tab (storage event)', () => {
    startSessionSync();
    render(
      <AuthProvider>
        <Who />
      </AuthProvider>,
    );
    expect(screen.getByText('signed out')).toBeInTheDocument();
    storeSession(seeker, 't');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'user', storageArea: localStorage }));
    });
    expect(screen.getByText('hello Jane Seeker')).toBeInTheDocument();
    localStorage.clear();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    });
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });
});
