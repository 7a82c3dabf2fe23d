import type { RegisterReply } from '@portal/contracts';
import type { Role } from '@portal/contracts/constants';
import type * as SharedAuth from '@portal/shared-auth';
import { authApi, useSessionStore } from '@portal/shared-auth';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, flushPromises, serverError } from '../../../test/async';
import { employer, renderAt, resetSession, seeker, storeSession } from '../../../test/session';
import { SignupPage } from './signup-page';

vi.mock('@portal/shared-auth', async (importOriginal) => {
  const actual = await importOriginal<typeof SharedAuth>();
  return {
    ...actual,
    authApi: { ...actual.authApi, uploadImage: vi.fn(), register: vi.fn(), login: vi.fn() },
  };
});

const uploadImage = vi.mocked(authApi.uploadImage);
const register = vi.mocked(authApi.register);

const png = (name = 'me.png', size = 1024) => {
  const file = new File(['png'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const reply = (role: Role, avatar = ''): RegisterReply => ({
  ...(role === 'employeer' ? employer : seeker),
  name: 'Sam Newcomer',
  email: 'sam@example.test',
  avatar,
  token: `token-${role}`,
});

const submit = () => screen.getByRole('button', { name: /create account|creating account/i });
const fullName = () => screen.getByLabelText('Full Name');
const email = () => screen.getByLabelText('Email Address');
const password = () => screen.getByLabelText('Password');
const avatarInput = () => screen.getByLabelText(/profile picture/i);

async function fillValid(
  user: ReturnType<typeof userEvent.setup>,
  role: 'Job Seeker' | 'Employeer' = 'Job Seeker',
) {
  await user.type(fullName(), 'Sam Newcomer');
  await user.type(email(), 'sam@example.test');
  await user.type(password(), 'Secret123');
  await user.click(screen.getByRole('radio', { name: new RegExp(role) }));
}

const errorOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id.split(' ').pop() ?? '')?.textContent : undefined;
};

describe('SignupPage', () => {
  beforeEach(() => {
    resetSession();
    uploadImage.mockReset();
    register.mockReset();
  });

  it('renders every field, the two role cards and the link to /login', () => {
    renderAt('/signup', <SignupPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    expect(fullName()).toHaveAttribute('type', 'text');
    expect(email()).toHaveAttribute('type', 'email');
    expect(password()).toHaveAttribute('type', 'password');
    expect(avatarInput()).toHaveAttribute('type', 'file');
    const group = screen.getByRole('radiogroup');
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Job Seeker/ })).toHaveAccessibleName(
      /Looking for opportunities/,
    );
    expect(screen.getByRole('radio', { name: /Employeer/ })).toHaveAccessibleName(/Hiring new talent/);
    expect(screen.getByRole('link', { name: 'Sign in here' })).toHaveAttribute('href', '/login');
    expect(submit()).toHaveTextContent('Create Account');
    expect(submit()).toBeEnabled();
  });

  it('shows each required-field message under its field, in form order, and calls nothing', async () => {
    const user = userEvent.setup();
    renderAt('/signup', <SignupPage />);
    await user.click(submit());

    expect(errorOf(fullName())).toBe('Enter full name');
    expect(errorOf(email())).toBe('Email is required');
    expect(errorOf(password())).toBe('Password is required');
    expect(errorOf(screen.getByRole('radiogroup'))).toBe('Please select a role');
    for (const field of [fullName(), email(), password(), screen.getByRole('radiogroup')]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    const messages = ['Enter full name', 'Email is required', 'Password is required', 'Please select a role'];
    const shown = messages.map((m) => screen.getByText(m));
    for (let i = 1; i < shown.length; i += 1) {
      expect(
        shown[i - 1]!.compareDocumentPosition(shown[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
    expect(fullName()).toHaveFocus();
    expect(uploadImage).not.toHaveBeenCalled();
    expect(register).not.toHaveBeenCalled();
  });

  it('checks email format and the password rules in the spec order', async () => {
    const user = userEvent.setup();
    renderAt('/signup', <SignupPage />);
    await user.type(fullName(), 'Sam');
    await user.type(email(), 'sam@example');
    const cases: [string, string][] = [
      ['short1A', 'password must be atleast 8 characters'],
      ['ALLUPPER123', 'password must contain at least one lowercase letter'],
      ['alllower123', 'password must contain at least one uppercase letter'],
      ['NoDigitsHere', 'password must contain at least one number'],
    ];
    for (const [value, message] of cases) {
      await user.clear(password());
      await user.type(password(), value);
      await user.click(submit());
      expect(errorOf(password())).toBe(message);
      expect(errorOf(email())).toBe('Enter valid email address');
    }
    expect(email()).toHaveFocus();
    expect(register).not.toHaveBeenCalled();
  });

  it('clears only the edited field’s error', async () => {
    const user = userEvent.setup();
    renderAt('/signup', <SignupPage />);
    await user.click(submit());
    await user.type(fullName(), 'S');
    expect(screen.queryByText('Enter full name')).not.toBeInTheDocument();
    expect(fullName()).not.toHaveAttribute('aria-invalid');
    expect(fullName()).not.toHaveAttribute('aria-describedby');
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(email(), 'x');
    expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
    await user.type(password(), 'x');
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument();
    expect(screen.getByText('Please select a role')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Employeer/ }));
    expect(screen.queryByText('Please select a role')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Employeer/ })).toBeChecked();
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderAt('/signup', <SignupPage />);
    await user.type(password(), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');
    expect(password()).toHaveValue('Secret123');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password()).toHaveAttribute('type', 'password');
  });

  it('rejects an avatar that is not JPG/PNG or is over 5 MB, and previews a valid one', async () => {
    // applyAccept off: a person can pick "All files" in the dialog, so the page must check the type itself.
    const user = userEvent.setup({ applyAccept: false });
    renderAt('/signup', <SignupPage />);

    await user.upload(avatarInput(), new File(['gif'], 'anim.gif', { type: 'image/gif' }));
    expect(screen.getByText('Avatar must be a JPG or a PNG file')).toBeInTheDocument();
    expect(avatarInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByAltText('Your new avatar')).not.toBeInTheDocument();

    await user.upload(avatarInput(), png('big.png', 5 * 1024 * 1024 + 1));
    expect(screen.getByText('Avatar must be less than 5MB.')).toBeInTheDocument();
    expect(screen.queryByAltText('Your new avatar')).not.toBeInTheDocument();

    await user.upload(avatarInput(), png('me.png', 5 * 1024 * 1024));
    expect(screen.queryByText('Avatar must be less than 5MB.')).not.toBeInTheDocument();
    expect(screen.getByAltText('Your new avatar')).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(screen.getByText('me.png')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(screen.queryByAltText('Your new avatar')).not.toBeInTheDocument();
  });

  it('uploads the avatar first, then registers with its URL', async () => {
    const user = userEvent.setup();
    uploadImage.mockResolvedValue({ imageUrl: 'http://api.test/uploads/abc.png' });
    register.mockResolvedValue(reply('jobseeker', 'http://api.test/uploads/abc.png'));
    renderAt('/signup', <SignupPage />);
    await fillValid(user);
    const file = png();
    await user.upload(avatarInput(), file);
    await user.click(submit());

    expect(await screen.findByText('Account Created!')).toBeInTheDocument();
    expect(uploadImage).toHaveBeenCalledWith(file);
    expect(uploadImage.mock.invocationCallOrder[0]!).toBeLessThan(register.mock.invocationCallOrder[0]!);
    expect(register).toHaveBeenCalledWith({
      name: 'Sam Newcomer',
      email: 'sam@example.test',
      password: 'Secret123',
      role: 'jobseeker',
      avatar: 'http://api.test/uploads/abc.png',
    });
  });

  it('registers with an empty avatar when no picture is chosen (no upload)', async () => {
    const user = userEvent.setup();
    register.mockResolvedValue(reply('employeer'));
    renderAt('/signup', <SignupPage />);
    await fillValid(user, 'Employeer');
    await user.click(submit());
    expect(await screen.findByText('Account Created!')).toBeInTheDocument();
    expect(uploadImage).not.toHaveBeenCalled();
    expect(register).toHaveBeenCalledWith(expect.objectContaining({ role: 'employeer', avatar: '' }));
  });

  it('shows the server message above the button, else the fallback', async () => {
    const user = userEvent.setup();
    register.mockRejectedValueOnce(serverError(409, 'User already exists'));
    renderAt('/signup', <SignupPage />);
    await fillValid(user);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('User already exists');
    expect(alert.compareDocumentPosition(submit()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(submit()).toHaveTextContent('Create Account');

    register.mockRejectedValueOnce(new Error('Network Error'));
    await user.click(submit());
    expect(await screen.findByText('Registration failed. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('User already exists')).not.toBeInTheDocument();
  });

  it('does not register when the avatar upload fails', async () => {
    const user = userEvent.setup();
    uploadImage.mockRejectedValueOnce(serverError(400, 'Only JPG and PNG images are allowed'));
    renderAt('/signup', <SignupPage />);
    await fillValid(user);
    await user.upload(avatarInput(), png());
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Only JPG and PNG images are allowed');
    expect(register).not.toHaveBeenCalled();
  });

  it('reads "Creating Account..." and is disabled while loading', async () => {
    const user = userEvent.setup();
    const pending = deferred<RegisterReply>();
    register.mockReturnValueOnce(pending.promise);
    renderAt('/signup', <SignupPage />);
    await fillValid(user);
    await user.click(submit());
    expect(submit()).toHaveTextContent('Creating Account...');
    expect(submit()).toBeDisabled();
    await user.click(submit());
    expect(register).toHaveBeenCalledTimes(1);
    await act(async () => pending.reject(new Error('boom')));
    expect(submit()).toHaveTextContent('Create Account');
    expect(submit()).toBeEnabled();
  });

  it.each([
    ['Job Seeker', 'jobseeker', '/find-jobs'],
    ['Employeer', 'employeer', '/employeer/employeer-dashboard'],
  ] as const)(
    'as a %s (%s): logs in at once, shows "Account Created!" and redirects to %s after 2000 ms',
    async (card, role, home) => {
      const user = userEvent.setup();
      register.mockResolvedValue(reply(role));
      renderAt('/signup', <SignupPage />);
      await fillValid(user, card);

      vi.useFakeTimers();
      fireEvent.click(submit());
      await flushPromises();

      expect(screen.getByRole('heading', { name: 'Account Created!' })).toBeInTheDocument();
      expect(screen.getByText(/Welcome to JobPortal/)).toHaveTextContent(
        'Welcome to JobPortal, Sam Newcomer!',
      );
      expect(screen.getByText('Redirecting to your dashboard...')).toBeInTheDocument();
      const session = useSessionStore.getState();
      expect(session.isAuthenticated).toBe(true);
      expect(session.user).toMatchObject({ email: 'sam@example.test', role });
      expect(session.user).not.toHaveProperty('token');
      expect(localStorage.getItem('token')).toBe(`token-${role}`);

      act(() => {
        vi.advanceTimersByTime(1999);
      });
      expect(screen.queryByTestId('location')).not.toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.getByTestId('location')).toHaveTextContent(home);
    },
  );

  it('stays usable for a signed-in user, with a link to their dashboard', () => {
    storeSession(employer, 't');
    renderAt('/signup', <SignupPage />);
    expect(screen.getByText(/You are signed in as/)).toHaveTextContent('Ed Employer');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/employeer/employeer-dashboard',
    );
    expect(fullName()).toBeEnabled();
  });
});
