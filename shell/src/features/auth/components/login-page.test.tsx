import type { LoginReply, User } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { markSessionExpired, readSessionNotice, useSessionStore } from '@portal/shared-auth';
import { apiError, type Answer, type ApiRequest } from '@portal/shared-data/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, pollUntil } from '../../../test/async';
import { setRouteTree } from '../../../lib/route-access';
import { api } from '../../../test/server';
import { employer, renderAt, resetSession, seeker, storeSession } from '../../../test/session';
import { LoginPage } from './login-page';

// The API answers this file's tests (the package's other files make real requests).
api.inThisFile();

/** The sign-ins the API got (POST /api/auth/login). None is answered unless a test says how. */
let login: ApiRequest[];
const onLogin = (answer: Answer<LoginReply>, options?: { once?: boolean }) =>
  (login = api.post(API_PATHS.login, answer, options));
const reply = (user: User, token = `token-${user.role}`): LoginReply => ({ ...user, token, role: user.role });

const email = () => screen.getByLabelText('Email Address');
const password = () => screen.getByLabelText('Password');
const rememberMe = () => screen.getByRole('checkbox', { name: 'Remember me' });
const submit = () => screen.getByRole('button', { name: /sign in|signing in/i });

const errorOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

async function fill(user: ReturnType<typeof userEvent.setup>, who: User = seeker, pass = 'Demo1234') {
  await user.type(email(), who.email);
  await user.type(password(), pass);
}

/**
 * Submits with the page's timeouts faked (the redirect's delay), waits for the sign-in to be answered
 * ("Welcome Back"), and returns a clock to move.
 */
async function submitWithClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fireEvent.click(submit());
  await act(() =>
    pollUntil(() => expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument()),
  );
  return (ms: number) =>
    act(() => {
      vi.advanceTimersByTime(ms);
    });
}

describe('LoginPage', () => {
  beforeEach(() => {
    resetSession();
    login = [];
  });

  it('renders the fields, Remember me, Sign In and the link to /signup', () => {
    renderAt('/login', <LoginPage />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(email()).toHaveAttribute('type', 'email');
    expect(password()).toHaveAttribute('type', 'password');
    expect(rememberMe()).not.toBeChecked();
    expect(submit()).toHaveTextContent('Sign In');
    expect(screen.getByRole('link', { name: 'Create one here' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the required messages under each field and calls nothing', async () => {
    const user = userEvent.setup();
    renderAt('/login', <LoginPage />);
    await user.click(submit());
    expect(errorOf(email())).toBe('Email is required');
    expect(errorOf(password())).toBe('Password is required');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveFocus();
    expect(login).toHaveLength(0);
  });

  it('uses the shared validators: email format, then the password rules in order', async () => {
    const user = userEvent.setup();
    renderAt('/login', <LoginPage />);
    await user.type(email(), 'not an email');
    await user.type(password(), 'abc');
    await user.click(submit());
    expect(errorOf(email())).toBe('Enter valid email address');
    expect(errorOf(password())).toBe('password must be atleast 8 characters');

    await user.clear(email());
    await user.type(email(), 'jane@example.test');
    await user.clear(password());
    await user.type(password(), 'lowercase1');
    await user.click(submit());
    expect(email()).not.toHaveAttribute('aria-invalid');
    expect(errorOf(password())).toBe('password must contain at least one uppercase letter');
    expect(password()).toHaveFocus();
    expect(login).toHaveLength(0);
  });

  it('clears a field’s error as that field is edited', async () => {
    const user = userEvent.setup();
    renderAt('/login', <LoginPage />);
    await user.click(submit());
    await user.type(password(), 'x');
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await user.type(email(), 'j');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderAt('/login', <LoginPage />);
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password()).toHaveAttribute('type', 'password');
  });

  it('sends rememberMe false by default and true when ticked', async () => {
    const user = userEvent.setup();
    onLogin(() => apiError(401, 'Invalid email or password'));
    renderAt('/login', <LoginPage />);
    await fill(user);
    await user.click(submit());
    await waitFor(() =>
      expect(login.at(-1)?.body).toEqual({ email: seeker.email, password: 'Demo1234', rememberMe: false }),
    );
    await screen.findByRole('alert');

    await user.click(rememberMe());
    expect(rememberMe()).toBeChecked();
    await user.click(submit());
    await waitFor(() =>
      expect(login.at(-1)?.body).toEqual({ email: seeker.email, password: 'Demo1234', rememberMe: true }),
    );
  });

  it('shows the server message in the red box, else the fallback', async () => {
    const user = userEvent.setup();
    // The first try is refused; the network is down for the second.
    onLogin(() => HttpResponse.error());
    onLogin(() => apiError(401, 'Invalid email or password'), { once: true });
    renderAt('/login', <LoginPage />);
    await fill(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(useSessionStore.getState().isAuthenticated).toBe(false);

    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed Please check your credentials');
  });

  it('reads "Signing In..." and is disabled while loading', async () => {
    const user = userEvent.setup();
    const pending = deferred<Response>();
    onLogin(() => pending.promise);
    renderAt('/login', <LoginPage />);
    await fill(user);
    await user.click(submit());
    expect(submit()).toHaveTextContent('Signing In...');
    expect(submit()).toBeDisabled();
    await act(async () => pending.resolve(apiError(500)));
    await waitFor(() => expect(submit()).toHaveTextContent('Sign In'));
    expect(submit()).toBeEnabled();
  });

  it.each([
    ['job seeker', seeker, '/find-jobs'],
    ['employer', employer, '/employeer/employeer-dashboard'],
  ] as const)(
    'a %s: logs in, shows "Welcome Back", then goes to %s after 1500 ms',
    async (_label, who, home) => {
      const user = userEvent.setup();
      onLogin(reply(who));
      renderAt('/login', <LoginPage />);
      await fill(user, who);
      const advance = await submitWithClock();

      expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
      expect(screen.getByText('You have been successfully logged in.')).toBeInTheDocument();
      expect(screen.getByText('Redirecting to your dashboard...')).toBeInTheDocument();
      expect(useSessionStore.getState()).toMatchObject({ isAuthenticated: true, user: { email: who.email } });
      expect(useSessionStore.getState().user).not.toHaveProperty('token');
      expect(localStorage.getItem('token')).toBe(`token-${who.role}`);

      advance(1499);
      expect(screen.queryByTestId('location')).not.toBeInTheDocument();
      advance(1);
      expect(screen.getByTestId('location')).toHaveTextContent(home);
    },
  );

  it('goes back to the guarded page it came from when the role may open it', async () => {
    const user = userEvent.setup();
    onLogin(reply(employer));
    renderAt('/login', <LoginPage />, {
      pathname: '/login',
      state: { from: { pathname: '/employeer/manage-jobs' } },
    });
    await fill(user, employer);
    const advance = await submitWithClock();
    advance(1500);
    expect(screen.getByTestId('location')).toHaveTextContent('/employeer/manage-jobs');
  });

  it('after a lost session, goes back to the page it interrupted', async () => {
    const user = userEvent.setup();
    onLogin(reply(employer));
    markSessionExpired('/employeer/post-jobs');
    renderAt('/login', <LoginPage />);
    await fill(user, employer);
    const advance = await submitWithClock();
    advance(1500);
    expect(screen.getByTestId('location')).toHaveTextContent('/employeer/post-jobs');
    expect(readSessionNotice()).toBeNull();
  });

  it('ignores a "from" page the role may not open and goes home instead', async () => {
    // The employer remote's routes, mounted, declare that only employers may open them.
    setRouteTree(() => [{ path: '/employeer', handle: { auth: 'employeer' }, children: [{ path: '*' }] }]);
    const user = userEvent.setup();
    onLogin(reply(seeker));
    renderAt('/login', <LoginPage />, {
      pathname: '/login',
      state: { from: { pathname: '/employeer/post-jobs' } },
    });
    await fill(user);
    const advance = await submitWithClock();
    advance(1500);
    expect(screen.getByTestId('location')).toHaveTextContent('/find-jobs');
  });

  it('stays usable for a signed-in user, with a link to their dashboard', () => {
    storeSession(seeker);
    renderAt('/login', <LoginPage />);
    expect(screen.getByText(/You are signed in as/)).toHaveTextContent('Jane Seeker');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/find-jobs');
    expect(email()).toBeEnabled();
  });
});
