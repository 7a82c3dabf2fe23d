import type {
  ChangePasswordReply,
  MailPreferencesBody,
  MailPreferencesReply,
  UploadImageReply,
  User,
} from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { useSessionStore } from '@portal/shared-auth';
import type { ApiRequest } from '@portal/shared-data/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../test/server';
import { EMPLOYER, renderAt, signInEmployer } from '../../../test/utils';
import { CompanyProfilePage } from './company-profile-page';

vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const PATH = '/employeer/company-profile';

/**
 * The employer's e-mail preferences as the API keeps them (new applications come each at once at first, and
 * listings ending are e-mailed).
 */
let mailPreferences: MailPreferencesReply;
let listingsEnding = true;
const preference = (enabled: boolean, frequency: 'instant' | 'daily'): MailPreferencesReply => ({
  email: 'employer@demo.test',
  preferences: [
    {
      kind: 'verification' as const,
      label: 'Account verification',
      description: '',
      enabled: true,
      frequency: null,
    },
    { kind: 'new-application' as const, label: 'New applications', description: '', enabled, frequency },
    {
      kind: 'job-expiring' as const,
      label: 'Listings ending',
      description: 'A few days before one of your jobs stops being listed, while you can still extend it',
      enabled: listingsEnding,
      frequency: null,
    },
  ],
});
let mailPuts: ApiRequest[];
const mailBodies = () => mailPuts.map((request) => request.body);
/** The profile saves (PUT /api/user/profile); none is answered unless a test says how. */
let profilePuts: ApiRequest[];

beforeEach(() => {
  signInEmployer();
  profilePuts = [];
  // The e-mail preferences, as the API keeps them.
  listingsEnding = true;
  mailPreferences = preference(true, 'instant');
  api.get<MailPreferencesReply>(API_PATHS.mailPreferences, () => mailPreferences);
  mailPuts = api.put<MailPreferencesReply>(API_PATHS.mailPreferences, ({ body }) => {
    const sent = body as MailPreferencesBody;
    if (sent['job-expiring'] !== undefined) listingsEnding = sent['job-expiring'] as boolean;
    const now = mailPreferences.preferences.find((p) => p.kind === 'new-application')!;
    const choice = sent['new-application'] ?? (now.enabled ? (now.frequency ?? 'instant') : false);
    mailPreferences = preference(choice !== false, choice === 'daily' ? 'daily' : 'instant');
    return mailPreferences;
  });
});

describe('CompanyProfilePage', () => {
  it('opens the public company page once the company has a name, and offers none before', () => {
    const { unmount } = renderAt(<CompanyProfilePage />, PATH);
    expect(screen.queryByRole('link', { name: 'View company page' })).not.toBeInTheDocument();
    unmount();
    signInEmployer({ ...EMPLOYER, companyName: 'Acme Demo Labs', companySlug: 'acme-demo-labs' });
    renderAt(<CompanyProfilePage />, PATH);
    expect(screen.getByRole('link', { name: 'View company page' })).toHaveAttribute(
      'href',
      '/companies/acme-demo-labs',
    );
  });

  it('reads: name, e-mail, "No Avatar", "No Logo", company and About Company', () => {
    renderAt(<CompanyProfilePage />, PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Employeer Profile' })).toBeInTheDocument();
    expect(screen.getByText('Erin Employer')).toBeInTheDocument();
    expect(screen.getByText('employer@demo.test')).toBeInTheDocument();
    expect(screen.getByText('No Avatar')).toBeInTheDocument();
    expect(screen.getByText('No Logo')).toBeInTheDocument();
    expect(screen.getByText('Acme Corp')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About Company' })).toBeInTheDocument();
    expect(screen.getByText('We make anvils.')).toBeInTheDocument();
  });

  it('new application e-mails: each at once, a daily digest or off, saved as soon as chosen', async () => {
    const { user } = renderAt(<CompanyProfilePage />, PATH);
    const choice = screen.getByRole('group', { name: 'New application e-mails' });
    const radio = (name: RegExp) => within(choice).findByRole('radio', { name });
    expect(await radio(/Each one at once/)).toBeChecked();
    await user.click(await radio(/One daily digest/));
    await within(choice).findByText('Saved.');
    expect(await radio(/One daily digest/)).toBeChecked();
    await user.click(await radio(/^Off/));
    await waitFor(() =>
      expect(mailBodies()).toEqual([{ 'new-application': 'daily' }, { 'new-application': false }]),
    );
    expect(await radio(/^Off/)).toBeChecked();
  });

  it('e-mails before a listing ends unless turned off, saved as soon as it changes', async () => {
    const { user } = renderAt(<CompanyProfilePage />, PATH);
    const box = await screen.findByRole('checkbox', { name: 'E-mail me before a listing ends' });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription(
      /A few days before one of your jobs stops being listed, while you can still extend it/,
    );
    await user.click(box);
    await waitFor(() => expect(mailBodies()).toEqual([{ 'job-expiring': false }]));
    await waitFor(() => expect(box).not.toBeChecked());
    // The new-application choice is left as it was.
    const choice = screen.getByRole('group', { name: 'New application e-mails' });
    expect(within(choice).getByRole('radio', { name: /Each one at once/ })).toBeChecked();
    await user.click(box);
    await waitFor(() => expect(mailBodies()).toEqual([{ 'job-expiring': false }, { 'job-expiring': true }]));
    await waitFor(() => expect(box).toBeChecked());
  });

  it('shows the pictures when the user has them', () => {
    signInEmployer({ ...EMPLOYER, avatar: 'http://img/a.png', companyLogo: 'http://img/l.png' });
    renderAt(<CompanyProfilePage />, PATH);
    expect(screen.getByRole('img', { name: 'Erin Employer avatar' })).toHaveAttribute(
      'src',
      'http://img/a.png',
    );
    expect(screen.getByRole('img', { name: 'Acme Corp logo' })).toHaveAttribute('src', 'http://img/l.png');
  });

  it('edits, and Cancel discards the edits', async () => {
    const { user } = renderAt(<CompanyProfilePage />, PATH);
    await user.click(screen.getByRole('button', { name: /Edit Profile/ }));
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Personal Information' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Company Information' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Company Description')).toHaveAttribute('rows', '4');
    await user.clear(screen.getByLabelText('Company Name'));
    await user.type(screen.getByLabelText('Company Name'), 'Changed Inc');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Employeer Profile' })).toBeInTheDocument();
    expect(screen.getByText('Acme Corp')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Edit Profile/ }));
    expect(screen.getByLabelText('Company Name')).toHaveValue('Acme Corp');
    expect(profilePuts).toHaveLength(0);
  });

  it('saves: "Saving...", toast, back to the read view, stored user updated with the e-mail unchanged', async () => {
    let resolve: (user: User) => void = () => {};
    const saved = new Promise<User>((r) => (resolve = r));
    profilePuts = api.put<User>(API_PATHS.updateProfile, () => saved);
    const { user } = renderAt(<CompanyProfilePage />, PATH);
    await user.click(screen.getByRole('button', { name: /Edit Profile/ }));
    await user.clear(screen.getByLabelText(/Full Name/));
    await user.type(screen.getByLabelText(/Full Name/), 'Erin New');
    await user.clear(screen.getByLabelText('Company Description'));
    await user.type(screen.getByLabelText('Company Description'), 'Better anvils.');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    // The e-mail is sent unchanged (the server ignores it).
    await waitFor(() =>
      expect(profilePuts.map((request) => request.body)).toEqual([
        {
          name: 'Erin New',
          avatar: '',
          companyName: 'Acme Corp',
          companyDescription: 'Better anvils.',
          companyLogo: '',
          email: 'employer@demo.test',
        },
      ]),
    );
    resolve({
      ...EMPLOYER,
      name: 'Erin New',
      companyDescription: 'Better anvils.',
      email: 'other@server.test',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Employeer Profile' })).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Profile details updated successfully!');
    expect(screen.getByText('Better anvils.')).toBeInTheDocument();
    const stored = useSessionStore.getState().user;
    expect(stored).toMatchObject({ name: 'Erin New', email: 'employer@demo.test' });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ email: 'employer@demo.test' });
  });

  it('uploads an avatar (images only) and disables Save while uploading', async () => {
    let resolve: (url: string) => void = () => {};
    const stored = new Promise<string>((r) => (resolve = r));
    const uploads = api.post<UploadImageReply>(API_PATHS.uploadImage, async () => ({
      imageUrl: await stored,
    }));
    const { user } = renderAt(<CompanyProfilePage />, PATH);
    await user.click(screen.getByRole('button', { name: /Edit Profile/ }));
    const picker = screen.getByLabelText('Upload avatar');
    fireEvent.change(picker, {
      target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] },
    });
    expect(uploads).toHaveLength(0);
    expect(screen.getByText('Avatar must be a JPG or a PNG file')).toBeInTheDocument();
    fireEvent.change(picker, { target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] } });
    await waitFor(() =>
      expect(uploads.map((request) => request.body)).toEqual([
        { image: { filename: 'me.png', type: 'image/png' } },
      ]),
    );
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    resolve('http://img/me.png');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled());
    expect(screen.getByRole('img', { name: 'Erin Employer avatar' })).toHaveAttribute(
      'src',
      'http://img/me.png',
    );
  });

  it('has the account’s "Password and sign-in" under the read view: a new password keeps this session', async () => {
    const changePassword = api.put<ChangePasswordReply>(API_PATHS.changePassword, {
      message: 'Your password is changed.',
      token: 'the-new-token',
    });
    const { user } = renderAt(<CompanyProfilePage />, PATH);
    const section = screen.getByRole('region', { name: 'Password and sign-in' });
    expect(section).toBeInTheDocument();
    await user.type(screen.getByLabelText('Current password'), 'Demo1234');
    await user.type(screen.getByLabelText('New password'), 'Brandnew123');
    await user.type(screen.getByLabelText('Confirm new password'), 'Brandnew123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password is changed.')).toBeInTheDocument();
    expect(changePassword.map((request) => request.body)).toEqual([
      { currentPassword: 'Demo1234', newPassword: 'Brandnew123' },
    ]);
    expect(useSessionStore.getState()).toMatchObject({ token: 'the-new-token', isAuthenticated: true });
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeInTheDocument();
    // Editing the company is a page of its own: the section waits under the read view.
    await user.click(screen.getByRole('button', { name: /Edit Profile/ }));
    expect(screen.queryByRole('region', { name: 'Password and sign-in' })).not.toBeInTheDocument();
  });
});
