import type { MailPreferencesReply, UnsubscribeReply } from '@portal/contracts';
import { authApi, useSessionStore } from '@portal/shared-auth';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { httpError, renderAt, seeker, signIn, signOut } from '../../test/fixtures';
import * as api from './api/mail-api';
import { EmailPreferences } from './components/email-preferences';
import { EmailStatus } from './components/email-status';
import { Unsubscribe } from './components/unsubscribe';
import { VerifyEmail } from './components/verify-email';

vi.mock('./api/mail-api', async (actual) => {
  const real = await actual<typeof import('./api/mail-api')>();
  return {
    ...real,
    mailPreferencesQuery: (viewer: string) => ({
      queryKey: real.mailKeys.preferences(viewer),
      queryFn: () => mocks.getPreferences(),
    }),
    unsubscribeQuery: (token: string) => ({
      queryKey: real.mailKeys.unsubscribe(token),
      queryFn: () => mocks.getUnsubscribe(token),
      retry: false,
    }),
    saveMailPreferences: vi.fn(),
    setSubscribed: vi.fn(),
    verifyEmail: vi.fn(),
    resendVerification: vi.fn(),
  };
});
const mocks = vi.hoisted(() => ({ getPreferences: vi.fn(), getUnsubscribe: vi.fn() }));

const prefs = (alerts: boolean): MailPreferencesReply => ({
  email: 'sam@demo.test',
  preferences: [
    {
      kind: 'application-status',
      label: 'Application updates',
      description: 'When…',
      enabled: true,
      frequency: null,
    },
    { kind: 'job-alert', label: 'Job alerts', description: 'New jobs…', enabled: alerts, frequency: null },
  ],
});
const link = (subscribed: boolean, message = 'Job alerts e-mails to s•••@demo.test'): UnsubscribeReply => ({
  kind: 'job-alert',
  label: 'Job alerts',
  email: 's•••@demo.test',
  subscribed,
  message,
});

beforeEach(() => {
  vi.clearAllMocks();
  signOut();
});

describe('e-mail preferences', () => {
  it('a switch saves that kind at once and says so', async () => {
    signIn();
    mocks.getPreferences.mockResolvedValue(prefs(true));
    vi.mocked(api.saveMailPreferences).mockResolvedValue(prefs(false));
    renderAt(<EmailPreferences viewer="u1" />, { route: '/p', path: '/p' });
    const alerts = await screen.findByRole('checkbox', { name: 'Job alerts' });
    expect(alerts).toBeChecked();
    await userEvent.click(alerts);
    expect(api.saveMailPreferences).toHaveBeenCalledWith({ 'job-alert': false });
    expect(await screen.findByText('Saved: Job alerts e-mails off')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Job alerts' })).not.toBeChecked();
  });

  it('a failed save puts the switch back and says why', async () => {
    signIn();
    mocks.getPreferences.mockResolvedValue(prefs(true));
    vi.mocked(api.saveMailPreferences).mockRejectedValue(httpError(400, 'job-alert: not for you'));
    renderAt(<EmailPreferences viewer="u1" />, { route: '/p', path: '/p' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Job alerts' }));
    expect(await screen.findByText('job-alert: not for you')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Job alerts' })).toBeChecked();
  });
});

describe('unsubscribe link', () => {
  it('signed out, the undo is a sign-in: turning mail back on takes the account’s owner', async () => {
    mocks.getUnsubscribe.mockResolvedValue(link(true));
    vi.mocked(api.setSubscribed).mockResolvedValueOnce(
      link(false, 'You will no longer get job alerts e-mails'),
    );
    renderAt(<Unsubscribe token="tok" />, { route: '/u', path: '/u' });
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe from job alerts' }));
    expect(await screen.findByText('You will no longer get job alerts e-mails')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe to job alerts again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in to turn them back on' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(api.setSubscribed).toHaveBeenCalledTimes(1);
  });

  it('opening the link changes nothing; the button unsubscribes, and (signed in) can undo', async () => {
    signIn();
    mocks.getUnsubscribe.mockResolvedValue(link(true));
    vi.mocked(api.setSubscribed).mockResolvedValueOnce(
      link(false, 'You will no longer get job alerts e-mails'),
    );
    renderAt(<Unsubscribe token="tok" />, { route: '/u', path: '/u' });
    expect(await screen.findByText('Job alerts e-mails go to s•••@demo.test.')).toBeInTheDocument();
    expect(api.setSubscribed).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe from job alerts' }));
    expect(api.setSubscribed).toHaveBeenCalledWith('tok', false);
    expect(await screen.findByText('You will no longer get job alerts e-mails')).toBeInTheDocument();
    vi.mocked(api.setSubscribed).mockResolvedValueOnce(link(true, 'You will get job alerts e-mails again'));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe to job alerts again' }));
    expect(api.setSubscribed).toHaveBeenLastCalledWith('tok', true);
    expect(await screen.findByText('You will get job alerts e-mails again')).toBeInTheDocument();
  });

  it('a bad link says so', async () => {
    mocks.getUnsubscribe.mockRejectedValue(httpError(400, 'This unsubscribe link is not valid: x'));
    renderAt(<Unsubscribe token="bad" />, { route: '/u', path: '/u' });
    expect(await screen.findByText('This unsubscribe link is not valid: x')).toBeInTheDocument();
    renderAt(<Unsubscribe token="" />, { route: '/u', path: '/u' });
    expect(screen.getAllByText('This link does not work')).toHaveLength(2);
  });
});

describe('verification', () => {
  it('the link confirms the address once, and a signed-in session learns it', async () => {
    signIn({ ...seeker, emailVerified: false });
    vi.mocked(api.verifyEmail).mockResolvedValue({
      message: 'Your e-mail address is confirmed',
      emailVerified: true,
    });
    const profile = vi.spyOn(authApi, 'getProfile').mockResolvedValue({ ...seeker, emailVerified: true });
    renderAt(<VerifyEmail token="tok" />, { route: '/v', path: '/v' });
    expect(await screen.findByText('Your e-mail address is confirmed')).toBeInTheDocument();
    expect(api.verifyEmail).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(useSessionStore.getState().user?.emailVerified).toBe(true));
    profile.mockRestore();
  });

  it('an expired link says what to do', async () => {
    vi.mocked(api.verifyEmail).mockRejectedValue(httpError(400, 'This confirmation link has expired: x'));
    renderAt(<VerifyEmail token="old" />, { route: '/v', path: '/v' });
    expect(await screen.findByText('This confirmation link has expired: x')).toBeInTheDocument();
  });

  it('the profile shows whether the address is verified, and sends the link again', async () => {
    vi.mocked(api.resendVerification).mockResolvedValue({
      message: 'We sent a new confirmation link to sam@demo.test',
      emailVerified: false,
    });
    const { unmount } = renderAt(<EmailStatus user={{ ...seeker, emailVerified: false }} />, {
      route: '/s',
      path: '/s',
    });
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We sent a new confirmation link to sam@demo.test')).toBeInTheDocument();
    unmount();
    renderAt(<EmailStatus user={{ ...seeker, emailVerified: true }} />, { route: '/s', path: '/s' });
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
  });
});
