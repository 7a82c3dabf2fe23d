import type { MailPreferencesReply, UnsubscribeReply, User, VerifyEmailReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { useSessionStore } from '@portal/shared-auth';
import { apiError, type Answer, type ApiRequest } from '@portal/shared-data/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../test/server';
import { renderAt, seeker, signIn, signOut } from '../../test/fixtures';
import { EmailPreferences } from './components/email-preferences';
import { EmailStatus } from './components/email-status';
import { Unsubscribe } from './components/unsubscribe';
import { VerifyEmail } from './components/verify-email';

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

/** What the API got: preference saves, and the unsubscribe link's switches (POST ?token= {subscribed}). */
let saves: ApiRequest[];
let switches: ApiRequest[];
const onPreferences = (answer: Answer<MailPreferencesReply>) => api.get(API_PATHS.mailPreferences, answer);
const onSave = (answer: Answer<MailPreferencesReply>) => (saves = api.put(API_PATHS.mailPreferences, answer));
const onLink = (answer: Answer<UnsubscribeReply>) => api.get(API_PATHS.unsubscribe, answer);
/** The link's switch answers these in turn; one the test did not give fails. */
let switchAnswers: UnsubscribeReply[];
const onSwitch = (answer: UnsubscribeReply) => switchAnswers.push(answer);
/** Each switch of the link: its token and whether mail is wanted. */
const switched = () => switches.map((request) => [request.query.token, request.body]);

beforeEach(() => {
  // Nothing is sent unless a test says how the API answers: a write it does not expect fails it.
  saves = [];
  switchAnswers = [];
  switches = api.post<UnsubscribeReply>(
    API_PATHS.unsubscribe,
    () => switchAnswers.shift() ?? apiError(500, 'no answer for this switch'),
  );
  signOut();
});

describe('e-mail preferences', () => {
  it('a switch saves that kind at once and says so', async () => {
    signIn();
    onPreferences(prefs(true));
    onSave(prefs(false));
    renderAt(<EmailPreferences viewer="u1" />, { route: '/p', path: '/p' });
    const alerts = await screen.findByRole('checkbox', { name: 'Job alerts' });
    expect(alerts).toBeChecked();
    await userEvent.click(alerts);
    await waitFor(() => expect(saves.map((request) => request.body)).toEqual([{ 'job-alert': false }]));
    expect(await screen.findByText('Saved: Job alerts e-mails off')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Job alerts' })).not.toBeChecked();
  });

  it('a failed save puts the switch back and says why', async () => {
    signIn();
    onPreferences(prefs(true));
    onSave(() => apiError(400, 'job-alert: not for you'));
    renderAt(<EmailPreferences viewer="u1" />, { route: '/p', path: '/p' });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Job alerts' }));
    expect(await screen.findByText('job-alert: not for you')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Job alerts' })).toBeChecked();
  });
});

describe('unsubscribe link', () => {
  it('signed out, the undo is a sign-in: turning mail back on takes the account’s owner', async () => {
    onLink(link(true));
    onSwitch(link(false, 'You will no longer get job alerts e-mails'));
    renderAt(<Unsubscribe token="tok" />, { route: '/u', path: '/u' });
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe from job alerts' }));
    expect(await screen.findByText('You will no longer get job alerts e-mails')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe to job alerts again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in to turn them back on' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(switches).toHaveLength(1);
  });

  it('opening the link changes nothing; the button unsubscribes, and (signed in) can undo', async () => {
    signIn();
    onLink(link(true));
    onSwitch(link(false, 'You will no longer get job alerts e-mails'));
    renderAt(<Unsubscribe token="tok" />, { route: '/u', path: '/u' });
    expect(await screen.findByText('Job alerts e-mails go to s•••@demo.test.')).toBeInTheDocument();
    expect(switches).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe from job alerts' }));
    await waitFor(() => expect(switched()).toEqual([['tok', { subscribed: false }]]));
    expect(await screen.findByText('You will no longer get job alerts e-mails')).toBeInTheDocument();
    onSwitch(link(true, 'You will get job alerts e-mails again'));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe to job alerts again' }));
    await waitFor(() => expect(switched().at(-1)).toEqual(['tok', { subscribed: true }]));
    expect(await screen.findByText('You will get job alerts e-mails again')).toBeInTheDocument();
  });

  it('a bad link says so', async () => {
    onLink(() => apiError(400, 'This unsubscribe link is not valid: x'));
    renderAt(<Unsubscribe token="bad" />, { route: '/u', path: '/u' });
    expect(await screen.findByText('This unsubscribe link is not valid: x')).toBeInTheDocument();
    renderAt(<Unsubscribe token="" />, { route: '/u', path: '/u' });
    expect(screen.getAllByText('This link does not work')).toHaveLength(2);
  });
});

describe('verification', () => {
  it('the link confirms the address once, and a signed-in session learns it', async () => {
    signIn({ ...seeker, emailVerified: false });
    const verifications = api.post<VerifyEmailReply>(API_PATHS.verifyEmail, {
      message: 'Your e-mail address is confirmed',
      emailVerified: true,
    });
    // The account as the server has it now.
    api.get<User>(API_PATHS.profile, { ...seeker, emailVerified: true });
    renderAt(<VerifyEmail token="tok" />, { route: '/v', path: '/v' });
    expect(await screen.findByText('Your e-mail address is confirmed')).toBeInTheDocument();
    expect(verifications.map((request) => request.body)).toEqual([{ token: 'tok' }]);
    await waitFor(() => expect(useSessionStore.getState().user?.emailVerified).toBe(true));
  });

  it('an expired link says what to do', async () => {
    api.post(API_PATHS.verifyEmail, () => apiError(400, 'This confirmation link has expired: x'));
    renderAt(<VerifyEmail token="old" />, { route: '/v', path: '/v' });
    expect(await screen.findByText('This confirmation link has expired: x')).toBeInTheDocument();
  });

  it('the profile shows whether the address is verified, and sends the link again', async () => {
    api.post<VerifyEmailReply>(API_PATHS.resendVerification, {
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
