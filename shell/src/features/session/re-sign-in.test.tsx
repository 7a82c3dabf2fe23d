// Signing in again over the page, against the REAL api-mock (shared-auth's test server, on a random port):
// a request whose session the API refuses opens the dialog; signing in as the same person sends it again
// and it succeeds; someone else is asked first; Cancel follows the site's rule (start over at the root).
import type { User } from '@portal/contracts';
import {
  AuthProvider,
  authApi,
  configureApi,
  getErrorMessage,
  readSessionNotice,
  useSessionStore,
} from '@portal/shared-auth';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
// The one test server of the API client's tests (shared-auth's), so the two packages start it one way.
import { DEMO_SEEKER, startApiMock, type ApiMock } from '../../../../shared-auth/src/test/api-mock-server';
import { askToSignInAgain } from './re-sign-in';
import { SessionRefusedHost } from './session-refused-host';

// Every answer here crosses a real server (sign-in hashes a password): on a busy machine it takes seconds.
configure({ asyncUtilTimeout: 10_000 });

let api: ApiMock;
let demo: { token: string; user: Record<string, unknown> };

beforeAll(async () => {
  api = await startApiMock();
  configureApi({ baseURL: api.url, onSessionRefused: askToSignInAgain });
  demo = await api.tokenFor(DEMO_SEEKER.email, DEMO_SEEKER.password);
});
afterAll(async () => {
  configureApi({ baseURL: '' });
  await api?.close();
});
beforeEach(() => {
  // The seeker's session, with a token the API refuses (as an expired one).
  localStorage.setItem('token', 'expired-token');
  localStorage.setItem('user', JSON.stringify(demo.user));
  useSessionStore.getState().checkAuth();
});

/** A page with one action: renaming the signed-in person (a profile save), with what it typed kept. */
function ProfilePage() {
  const [name, setName] = useState('');
  const [result, setResult] = useState('');
  const save = async () => {
    try {
      const saved = await authApi.updateProfile({ name });
      setResult(`Saved ${saved.name} for ${saved.email}`);
    } catch (error) {
      setResult(`Not saved: ${getErrorMessage(error, 'Something went wrong! Try again later')}`);
    }
  };
  return (
    <main>
      <h1>Profile</h1>
      <label>
        Full Name
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <button type="button" onClick={() => void save()}>
        Save Profile
      </button>
      <p role="status">{result}</p>
    </main>
  );
}

function renderPage() {
  render(
    <AuthProvider>
      <ProfilePage />
      <SessionRefusedHost />
    </AuthProvider>,
  );
}

async function saveAs(name: string) {
  await userEvent.type(screen.getByLabelText('Full Name'), name);
  await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
  // The dialog's code is a chunk of its own: its first load is transformed on the spot here (the setup's
  // bound, 15 s, allows for it).
  return screen.findByRole('dialog', { name: 'Sign in again' });
}

/** Signs in through the dialog as `email` (the form starts with the refused person's address). */
async function signInAs(dialog: HTMLElement, email: string, password: string) {
  const field = within(dialog).getByLabelText('Email Address');
  await userEvent.clear(field);
  await userEvent.type(field, email);
  await userEvent.type(within(dialog).getByLabelText('Password'), password);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
}

describe('signing in again in place', () => {
  it('the same person: the refused save is sent again and done, focus back on the page', async () => {
    renderPage();
    const dialog = await saveAs('Renamed In Place');
    expect(within(dialog).getByText(/Your session has expired\. Please sign in again\./)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email Address')).toHaveValue(DEMO_SEEKER.email);
    await userEvent.type(within(dialog).getByLabelText('Password'), DEMO_SEEKER.password);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(`Saved Renamed In Place for ${DEMO_SEEKER.email}`)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Profile' })).toHaveFocus();
    expect(localStorage.getItem('token')).not.toBe('expired-token');
    await authApi.updateProfile({ name: String(demo.user.name) });
  });

  it('a wrong password is said in the dialog, which stays open and sends nothing until the right one', async () => {
    renderPage();
    const dialog = await saveAs('Never Saved');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Wrong-pass1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/./);
    expect(screen.getByRole('status')).toHaveTextContent('');

    const password = within(dialog).getByLabelText('Password');
    await userEvent.clear(password);
    await userEvent.type(password, DEMO_SEEKER.password);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(`Saved Never Saved for ${DEMO_SEEKER.email}`)).toBeInTheDocument();
    await authApi.updateProfile({ name: String(demo.user.name) });
  });

  it('someone else of the same role: asked first, and "Don\'t send" leaves the typed values, nothing sent', async () => {
    const other = await authApi.register({
      name: 'Other Seeker',
      email: `other-${Date.now()}@example.test`,
      password: 'Secret123',
      role: 'jobseeker',
    });
    localStorage.setItem('token', 'expired-token'); // register answers, it does not sign in here
    renderPage();
    const dialog = await saveAs('Typed By Demo');
    await signInAs(dialog, other.email, 'Secret123');

    expect(
      await within(dialog).findByText(new RegExp(`signed in as ${other.email}, but ${DEMO_SEEKER.email}`)),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Send as Other Seeker' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: "Don't send" }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Not saved/));
    expect(screen.getByLabelText('Full Name')).toHaveValue('Typed By Demo');
    expect((useSessionStore.getState().user as User).email).toBe(other.email);
    expect((await authApi.getProfile()).name).toBe('Other Seeker'); // not renamed behind their back
  });

  it('someone else who says yes: sent as them', async () => {
    const other = await authApi.register({
      name: 'Agreeing Seeker',
      email: `agree-${Date.now()}@example.test`,
      password: 'Secret123',
      role: 'jobseeker',
    });
    renderPage();
    const dialog = await saveAs('Agreed Name');
    await signInAs(dialog, other.email, 'Secret123');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send as Agreeing Seeker' }));
    expect(await screen.findByText(`Saved Agreed Name for ${other.email}`)).toBeInTheDocument();
  });

  it("another role's account: nothing is sent and nothing is asked (its own pages take over)", async () => {
    const employer = await authApi.register({
      name: 'Some Employer',
      email: `employer-${Date.now()}@example.test`,
      password: 'Secret123',
      role: 'employeer',
    });
    localStorage.setItem('token', 'expired-token');
    renderPage();
    const dialog = await saveAs('Not For Employers');
    await signInAs(dialog, employer.email, 'Secret123');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Not saved/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useSessionStore.getState().user?.role).toBe('employeer');
    expect((await authApi.getProfile()).name).toBe('Some Employer');
  });

  it("a read of the page's data refused: no dialog, the site's rule (the root says so, sign-in comes back here)", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', {
      ...window.location,
      pathname: '/saved-jobs',
      search: '?view=list',
      hash: '',
      assign,
    });
    try {
      renderPage();
      const error = await authApi.getProfile().catch((e: unknown) => e);
      expect(getErrorMessage(error, 'refused')).toMatch(/./);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(assign).toHaveBeenCalledWith('/');
      expect(readSessionNotice()).toEqual({ returnTo: '/saved-jobs?view=list' });
      expect(useSessionStore.getState().isAuthenticated).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('Cancel: the site rule — signed out, told at the root, and the save fails instead of vanishing', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/profile', search: '', hash: '', assign });
    try {
      renderPage();
      const dialog = await saveAs('Cancelled');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Not saved/));
      expect(assign).toHaveBeenCalledWith('/');
      expect(readSessionNotice()).toEqual({ returnTo: '/profile' });
      expect(useSessionStore.getState().isAuthenticated).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
