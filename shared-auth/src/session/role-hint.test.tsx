// The session's cookies (the role hint naming only the role; the token and the UTC offset the site's server
// renders a person's page with), in step with the stored session, and what a server render and the
// browser's hydration of it read instead of the session (so both show the same).
import type { User } from '@portal/contracts';
import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../guards/require-auth';
import { employer, resetSession, seeker, storeSession, stubLocation } from '../testing';
import { readRoleHint, readSessionCookies, RoleHintProvider, ROLE_HINT_COOKIE } from './role-hint';
import { clearSession, useSessionStore } from './session-store';

const cookieNamed = (name: string) => document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
const cookie = () => cookieNamed(ROLE_HINT_COOKIE);
const SESSION = 'portal_session';
const OFFSET = 'portal_utc_offset';

function Who() {
  const user = useSessionStore((s) => s.user);
  const hint = useSessionStore((s) => s.hint);
  const loading = useSessionStore((s) => s.loading);
  return <p>{user ? `user ${user.name}` : hint ? `a ${hint}` : loading ? 'loading' : 'visitor'}</p>;
}

beforeEach(() => {
  resetSession();
  stubLocation();
  for (const name of [ROLE_HINT_COOKIE, SESSION, OFFSET]) document.cookie = `${name}=; Max-Age=0; Path=/`;
});
afterEach(() => vi.unstubAllGlobals());

describe('the role hint cookie', () => {
  it('names the role on sign-in, and nothing more; goes on sign-out', () => {
    useSessionStore.getState().login(employer, 'secret-token');
    expect(cookie()).toBe(`${ROLE_HINT_COOKIE}=employeer`);
    useSessionStore.getState().logout();
    expect(cookie()).toBeUndefined();
  });

  it('the token and the UTC offset go beside it for the site’s server, and all go on sign-out', () => {
    useSessionStore.getState().login(employer, 'a.b-c_d');
    expect(cookieNamed(SESSION)).toBe(`${SESSION}=a.b-c_d`);
    expect(cookieNamed(OFFSET)).toBe(`${OFFSET}=${-new Date().getTimezoneOffset() || 0}`);
    useSessionStore.getState().logout();
    expect([cookie(), cookieNamed(SESSION), cookieNamed(OFFSET)]).toEqual([undefined, undefined, undefined]);
  });

  it('the server reads a token and an offset, and nothing that cannot be one', () => {
    expect(readSessionCookies('portal_role=employeer; portal_session=a.b-c; portal_utc_offset=-300')).toEqual(
      {
        token: 'a.b-c',
        utcOffsetMinutes: -300,
      },
    );
    expect(readSessionCookies(`portal_session=${encodeURIComponent('x=y/z+')}`).token).toBe('x=y/z+');
    for (const token of ['', 'a b', '<script>', '%E0%A4%A', 'x'.repeat(2049)]) {
      expect(readSessionCookies(`portal_session=${token}`).token).toBeNull();
    }
    expect(readSessionCookies('xportal_session=abc').token).toBeNull();
    for (const offset of ['841', '-900', '1e3', 'abc', '', '60.5']) {
      expect(readSessionCookies(`portal_session=t; portal_utc_offset=${offset}`).utcOffsetMinutes).toBe(0);
    }
    expect(readSessionCookies(undefined)).toEqual({ token: null, utcOffsetMinutes: 0 });
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

/**
 * The browser's side of a server-rendered page: `user`'s session stored and read before hydrating, the
 * server's `html` hydrated with `page`, with no mismatch; then `shown` once the stored session counts.
 */
async function hydrateAs(user: User, html: string, page: ReactElement, shown: string) {
  storeSession(user, 'abc');
  useSessionStore.getState().checkAuth();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors = vi.spyOn(console, 'error');
  const root = await act(async () => hydrateRoot(container, page));
  expect(await screen.findByText(shown)).toBeInTheDocument();
  expect(errors).not.toHaveBeenCalled();
  act(() => root.unmount());
  container.remove();
}

describe('server rendering with the hint', () => {
  it('the server renders the hint; the browser hydrates the same, then shows the person', async () => {
    const page = (
      <RoleHintProvider role="jobseeker">
        <Who />
      </RoleHintProvider>
    );
    const html = renderToString(page);
    expect(html).toContain('a jobseeker');
    await hydrateAs(seeker, html, page, 'user Jane Seeker');
  });

  it('the person the server knew is rendered as signed in, and hydrates the same with no mismatch', async () => {
    const page = (
      <RoleHintProvider role="employeer" viewer={{ ...employer, name: 'Newer Name' }}>
        <MemoryRouter initialEntries={['/mine']}>
          <Routes>
            <Route
              path="/mine"
              element={
                <RequireAuth role="employeer" fallback={<p>waiting</p>}>
                  <Who />
                </RequireAuth>
              }
            />
          </Routes>
        </MemoryRouter>
      </RoleHintProvider>
    );
    const html = renderToString(page);
    expect(html).toContain('user Newer Name');
    // After hydration the stored session counts (the shell brings it up to date from the page first).
    await hydrateAs(employer, html, page, `user ${employer.name}`);
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
