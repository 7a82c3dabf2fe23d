// The role hint: a cookie naming only the role, in step with the stored session, and what a server render
// and the browser's hydration of it read instead of the session (so both show the same).
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../guards/require-auth';
import { employer, resetSession, seeker, storeSession, stubLocation } from '../testing';
import { readRoleHint, RoleHintProvider, ROLE_HINT_COOKIE } from './role-hint';
import { clearSession, useSessionStore } from './session-store';

const cookie = () => document.cookie.split('; ').find((part) => part.startsWith(`${ROLE_HINT_COOKIE}=`));

function Who() {
  const user = useSessionStore((s) => s.user);
  const hint = useSessionStore((s) => s.hint);
  const loading = useSessionStore((s) => s.loading);
  return <p>{user ? `user ${user.name}` : hint ? `a ${hint}` : loading ? 'loading' : 'visitor'}</p>;
}

beforeEach(() => {
  resetSession();
  stubLocation();
  document.cookie = `${ROLE_HINT_COOKIE}=; Max-Age=0; Path=/`;
});
afterEach(() => vi.unstubAllGlobals());

describe('the role hint cookie', () => {
  it('names the role on sign-in, and nothing more; goes on sign-out', () => {
    useSessionStore.getState().login(employer, 'secret-token');
    expect(cookie()).toBe(`${ROLE_HINT_COOKIE}=employeer`);
    expect(document.cookie).not.toContain('secret-token');
    useSessionStore.getState().logout();
    expect(cookie()).toBeUndefined();
  });

  it('is given to a stored session that has none (signed in before it existed), and cleared with it', () => {
    storeSession(seeker, 'abc');
    useSessionStore.getState().checkAuth();
    expect(cookie()).toBe(`${ROLE_HINT_COOKIE}=jobseeker`);
    clearSession();
    expect(cookie()).toBeUndefined();
  });

  it('is read on the server from the request’s Cookie header: a role, else nothing', () => {
    expect(readRoleHint('a=1; portal_role=jobseeker')).toBe('jobseeker');
    expect(readRoleHint('portal_role=employeer')).toBe('employeer');
    expect(readRoleHint('portal_role=admin')).toBeNull();
    expect(readRoleHint('xportal_role=jobseeker')).toBeNull();
    expect(readRoleHint(undefined)).toBeNull();
  });
});

describe('server rendering with the hint', () => {
  it('the server renders the hint; the browser hydrates the same, then shows the person', async () => {
    const page = (
      <RoleHintProvider role="jobseeker">
        <Who />
      </RoleHintProvider>
    );
    const html = renderToString(page);
    expect(html).toContain('a jobseeker');
    // The browser: the stored session is read before hydrating.
    storeSession(seeker, 'abc');
    useSessionStore.getState().checkAuth();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, page));
    expect(await screen.findByText('user Jane Seeker')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('a visitor (no hint) is rendered as one: nothing waits', () => {
    expect(
      renderToString(
        <RoleHintProvider role={null}>
          <Who />
        </RoleHintProvider>,
      ),
    ).toContain('visitor');
  });

  it('a guarded page renders for the role it lets in, else its waiting state, on the server', () => {
    const guarded = (role: 'jobseeker' | 'employeer' | null) =>
      renderToString(
        <RoleHintProvider role={role}>
          <MemoryRouter initialEntries={['/mine']}>
            <Routes>
              <Route
                path="/mine"
                element={
                  <RequireAuth role="employeer" fallback={<p>waiting</p>}>
                    <p>employer chrome</p>
                  </RequireAuth>
                }
              />
            </Routes>
          </MemoryRouter>
        </RoleHintProvider>,
      );
    expect(guarded('employeer')).toContain('employer chrome');
    expect(guarded('jobseeker')).toContain('waiting');
    expect(guarded(null)).toContain('waiting');
  });

  it('outside a server-rendered page nothing changes: the store’s own first state', () => {
    render(<Who />);
    expect(screen.getByText('loading')).toBeInTheDocument();
  });
});
