import type { RegisterReply, UploadImageReply } from '@portal/contracts';
import type { Role } from '@portal/contracts/constants';
import { API_PATHS } from '@portal/contracts/paths';
import { useSessionStore } from '@portal/shared-auth';
import { apiError, type Answer, type ApiRequest } from '@portal/shared-data/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, pollUntil } from '../../../test/async';
import { api } from '../../../test/server';
import { employer, renderAt, resetSession, seeker, storeSession } from '../../../test/session';
import { SignupPage } from './signup-page';

// The API answers this file's tests (the package's other files make real requests).
api.inThisFile();

/** What the API got: avatar uploads and registrations. None is answered unless a test says how. */
let uploadImage: ApiRequest[];
let register: ApiRequest[];
const onUpload = (answer: Answer<UploadImageReply>) =>
  (uploadImage = api.post(API_PATHS.uploadImage, answer));
const onRegister = (answer: Answer<RegisterReply>, options?: { once?: boolean }) =>
  (register = api.post(API_PATHS.register, answer, options));
const registered = () => register.map((request) => request.body);

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
    uploadImage = [];
    register = [];
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
    expect(uploadImage).toHaveLength(0);
    expect(register).toHaveLength(0);
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
    expect(register).toHaveLength(0);
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
    onUpload({ imageUrl: 'http://api.test/uploads/abc.png' });
    onRegister(reply('jobseeker', 'http://api.test/uploads/abc.png'));
    renderAt('/signup', <SignupPage />);
    await fillValid(user);
    const file = png();
    await user.upload(avatarInput(), file);
    await user.click(submit());

    expect(await screen.findByText('Account Created!')).toBeInTheDocument();
    expect(uploadImage.map((request) => request.body)).toEqual([
      { image: { filename: file.name, type: file.type } },
    ]);
    // The upload first, then the registration with its URL.
    expect(api.asked()).toEqual([`POST ${API_PATHS.uploadImage}`, `POST ${API_PATHS.register}`]);
    expect(registered()).toEqual([
      {
        name: 'Sam Newcomer',
        email: 'sam@example.test',
        password: 'Secret123',
        role: 'jobseeker',
        avatar: 'http://api.test/uploads/abc.png',
      },
    ]);
  });

  it('registers with an empty avatar when no picture is chosen (no upload)', async () => {
    const user = userEvent.setup();
    onRegister(reply('employeer'));
    renderAt('/signup', <SignupPage />);
    await fillValid(user, 'Employeer');
    await user.click(submit());
    expect(await screen.findByText('Account Created!')).toBeInTheDocument();
    expect(uploadImage).toHaveLength(0);
    expect(registered()).toEqual([expect.objectContaining({ role: 'employeer', avatar: '' })]);
  });

  it('shows the server message above the button, else the fallback', async () => {
    const user = userEvent.setup();
    // The first try is refused; the network is down for the second.
    onRegister(() => HttpResponse.error());
    onRegister(() => apiError(409, 'User already exists'), { once: true });
    renderAt('/signup', <SignupPage />);
    await fillValid(user);
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('User already exists');
    expect(alert.compareDocumentPosition(submit()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(submit()).toHaveTextContent('Create Account');

    await user.click(submit());
    expect(await screen.findByText('Registration failed. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('User already exists')).not.toBeInTheDocument();
  });

  it('does not register when the avatar upload fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    onUpload(() => apiError(400, 'Only JPG and PNG images are allowed'));
    renderAt('/signup', <SignupPage />);
    await fillValid(user);
    await user.upload(avatarInput(), png());
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Only JPG and PNG images are allowed');
    expect(register).toHaveLength(0);
  });

  it('reads "Creating Account..." and is disabled while loading', async () => {
    const user = userEvent.setup();
    const pending = deferred<Response>();
    onRegister(() => pending.promise);
    renderAt('/signup', <SignupPage />);
    await fillValid(user);
    await user.click(submit());
    expect(submit()).toHaveTextContent('Creating Account...');
    expect(submit()).toBeDisabled();
    await user.click(submit());
    await waitFor(() => expect(register).toHaveLength(1));
    await act(async () => pending.resolve(apiError(500)));
    await waitFor(() => expect(submit()).toHaveTextContent('Create Account'));
    expect(submit()).toBeEnabled();
  });

  it.each([
    ['Job Seeker', 'jobseeker', '/find-jobs'],
    ['Employeer', 'employeer', '/employeer/employeer-dashboard'],
  ] as const)(
    'as a %s (%s): logs in at once, shows "Account Created!" and redirects to %s after 2000 ms',
    async (card, role, home) => {
      const user = userEvent.setup();
      onRegister(reply(role));
      renderAt('/signup', <SignupPage />);
      await fillValid(user, card);

      // Only the page's timeouts are faked (the redirect's): the request and its answer go on.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      fireEvent.click(submit());
      await act(() =>
        pollUntil(() =>
          expect(screen.getByRole('heading', { name: 'Account Created!' })).toBeInTheDocument(),
        ),
      );
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
