import type { ForgotPasswordReply, ResetPasswordReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { useSessionStore } from '@portal/shared-auth';
import { apiError, type ApiRequest } from '@portal/shared-data/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../../test/server';
import { renderAt, resetSession, seeker } from '../../../test/session';
import { ForgotPasswordPage } from './forgot-password-page';
import { LoginPage } from './login-page';
import { ResetPasswordPage } from './reset-password-page';

// The API answers this file's tests (the package's other files make real requests).
api.inThisFile();

/** What the API got: asks for a reset link, and new passwords. None is answered unless a test says how. */
let forgotPassword: ApiRequest[];
let resetPassword: ApiRequest[];

const errorOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

beforeEach(() => {
  resetSession();
  forgotPassword = [];
  resetPassword = [];
});

describe('Forgot password?', () => {
  it('is on the sign-in page, next to Remember me', () => {
    renderAt('/login', <LoginPage />);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('sends the link for the address and shows the API’s answer; a bad address is caught first', async () => {
    const user = userEvent.setup();
    forgotPassword = api.post<ForgotPasswordReply>(API_PATHS.forgotPassword, {
      message: 'If an account uses sam@demo.test, we sent it a link.',
    });
    renderAt('/forgot-password', <ForgotPasswordPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email Address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(errorOf(screen.getByLabelText('Email Address'))).toBe('Enter valid email address');
    expect(forgotPassword).toHaveLength(0);
    await user.clear(screen.getByLabelText('Email Address'));
    await user.type(screen.getByLabelText('Email Address'), ' sam@demo.test ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(forgotPassword.map((request) => request.body)).toEqual([{ email: 'sam@demo.test' }]),
    );
    expect(await screen.findByText('Check your e-mail')).toBeInTheDocument();
    expect(screen.getByText('If an account uses sam@demo.test, we sent it a link.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('a refusal (too soon) shows the API’s message in the red box', async () => {
    const user = userEvent.setup();
    api.post(API_PATHS.forgotPassword, () => apiError(429, 'We sent a link to this address a moment ago'));
    renderAt('/forgot-password', <ForgotPasswordPage />);
    await user.type(screen.getByLabelText('Email Address'), 'sam@demo.test');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We sent a link to this address a moment ago');
  });
});

describe('Choose a new password', () => {
  const newPassword = () => screen.getByLabelText('New password');
  const confirm = () => screen.getByLabelText('Confirm new password');

  it('checks the rules and that both fields agree, then sets it and signs in', async () => {
    const user = userEvent.setup();
    const reply: ResetPasswordReply = { ...seeker, token: 'fresh-token', role: 'jobseeker' };
    resetPassword = api.post<ResetPasswordReply>(API_PATHS.resetPassword, reply);
    renderAt('/reset-password', <ResetPasswordPage />, '/reset-password?token=abc');
    await user.type(newPassword(), 'weak');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(errorOf(newPassword())).toBe('password must be atleast 8 characters');
    await user.clear(newPassword());
    await user.type(newPassword(), 'Brandnew123');
    await user.type(confirm(), 'Brandnew124');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(errorOf(confirm())).toBe('The new passwords do not match');
    expect(resetPassword).toHaveLength(0);
    await user.clear(confirm());
    await user.type(confirm(), 'Brandnew123');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() =>
      expect(resetPassword.map((request) => request.body)).toEqual([
        { token: 'abc', password: 'Brandnew123' },
      ]),
    );
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(useSessionStore.getState()).toMatchObject({ isAuthenticated: true, token: 'fresh-token' });
  });

  it('a used or expired link says so, with the way to a new one; no token at all too', async () => {
    const user = userEvent.setup();
    api.post(API_PATHS.resetPassword, () =>
      apiError(400, 'This link to reset your password has expired: ask for a new one'),
    );
    renderAt('/reset-password', <ResetPasswordPage />, '/reset-password?token=old');
    await user.type(newPassword(), 'Brandnew123');
    await user.type(confirm(), 'Brandnew123');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link to reset your password has expired: ask for a new one',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(useSessionStore.getState().isAuthenticated).toBe(false);

    renderAt('/reset-password', <ResetPasswordPage />);
    expect(screen.getByText('This link does not work')).toBeInTheDocument();
  });
});
