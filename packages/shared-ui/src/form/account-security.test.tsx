import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountSecurity } from './account-security';

const rule = (value: string) => (value.length >= 8 ? '' : 'password must be atleast 8 characters');
const errorOf = (input: HTMLElement) => {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
};

function setup(overrides: Partial<Parameters<typeof AccountSecurity>[0]> = {}) {
  const props = {
    changePassword: vi.fn(async () => 'Your password is changed.'),
    signOutEverywhere: vi.fn(async () => undefined),
    validatePassword: rule,
    ...overrides,
  };
  render(<AccountSecurity {...props} />);
  return props;
}

const current = () => screen.getByLabelText('Current password');
const next = () => screen.getByLabelText('New password');
const confirm = () => screen.getByLabelText('Confirm new password');

describe('AccountSecurity', () => {
  it('asks the current password, checks the new one and its confirmation, then says it changed', async () => {
    const user = userEvent.setup();
    const props = setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Password and sign-in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(errorOf(current())).toContain('Enter your current password');
    expect(errorOf(next())).toContain('password must be atleast 8 characters');
    await user.type(current(), 'Old12345');
    await user.type(next(), 'Brandnew123');
    await user.type(confirm(), 'Brandnew12');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(errorOf(confirm())).toContain('The new passwords do not match');
    expect(props.changePassword).not.toHaveBeenCalled();
    await user.type(confirm(), '3');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(props.changePassword).toHaveBeenCalledWith({
      currentPassword: 'Old12345',
      newPassword: 'Brandnew123',
    });
    expect(await screen.findByText('Your password is changed.')).toBeInTheDocument();
    expect(current()).toHaveValue('');
  });

  it('puts the API’s field messages under their field, anything else above the button', async () => {
    const user = userEvent.setup();
    const changePassword = vi
      .fn()
      .mockRejectedValueOnce(new Error('currentPassword: Your current password is not right'))
      .mockRejectedValueOnce(new Error('Too many failed attempts. Try again in 8 seconds.'));
    setup({ changePassword });
    await user.type(current(), 'Wrong1234');
    await user.type(next(), 'Brandnew123');
    await user.type(confirm(), 'Brandnew123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not right')).toBeInTheDocument();
    expect(errorOf(current())).toContain('Your current password is not right');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed attempts. Try again in 8 seconds.',
    );
  });

  it('signs out everywhere only once confirmed; a failure says why', async () => {
    const user = userEvent.setup();
    const signOutEverywhere = vi.fn().mockRejectedValueOnce(new Error('Nothing was changed.'));
    setup({ signOutEverywhere });
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(signOutEverywhere).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await user.click(screen.getByRole('button', { name: 'Yes, sign out everywhere' }));
    expect(signOutEverywhere).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Nothing was changed.')).toBeInTheDocument();
  });
});
