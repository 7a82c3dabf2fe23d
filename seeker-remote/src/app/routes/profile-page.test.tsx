import { useSessionStore } from '@portal/shared-auth';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  deleteResume,
  updateProfile,
  uploadAvatar,
  uploadResume,
} from '../../features/profile/api/profile-api';
import { currentLocation, httpError, renderAtDataRouter, seeker, signIn } from '../../test/fixtures';
import { ProfilePage } from './profile-page';

vi.mock('../../features/profile/api/profile-api', () => ({
  updateProfile: vi.fn(),
  uploadAvatar: vi.fn(),
  uploadResume: vi.fn(),
  deleteResume: vi.fn(),
}));

const file = (name: string, type: string, size = 1024) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const renderPage = () => renderAtDataRouter(<ProfilePage />, { route: '/profile', path: '/profile' });
const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

beforeEach(() => {
  for (const fn of [updateProfile, uploadAvatar, uploadResume, deleteResume]) vi.mocked(fn).mockReset();
  signIn();
});

describe('/profile', () => {
  it('shows the editable name, the read-only e-mail and no resume yet', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Jane Seeker');
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('readonly');
    expect(screen.getByText('No resume uploaded yet.')).toBeInTheDocument();
  });

  it('accepts only JPG/PNG images up to 5 MB for the avatar', async () => {
    renderPage();
    const input = screen.getByLabelText('Change photo');
    expect(input).toHaveAttribute('accept', expect.stringContaining('image/png'));
    fireEvent.change(input, { target: { files: [file('a.gif', 'image/gif')] } });
    expect(await screen.findByText('Avatar must be a JPG or a PNG file')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [file('a.png', 'image/png', 6 * 1024 * 1024)] } });
    expect(await screen.findByText('Avatar must be less than 5MB.')).toBeInTheDocument();
    expect(uploadAvatar).not.toHaveBeenCalled();
  });

  it('accepts only .pdf/.doc/.docx resumes', async () => {
    renderPage();
    const input = screen.getByLabelText('Upload resume');
    expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx');
    fireEvent.change(input, { target: { files: [file('cv.txt', 'text/plain')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(/Resume must be/);
    expect(uploadResume).not.toHaveBeenCalled();
  });

  it('says "Resume upload failed" when the upload fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(uploadResume).mockRejectedValue(httpError(500));
    renderPage();
    fireEvent.change(screen.getByLabelText('Upload resume'), {
      target: { files: [file('cv.pdf', 'application/pdf')] },
    });
    expect(await screen.findByText('Resume upload failed')).toBeInTheDocument();
  });

  it("shows the server's reason when it gives one (a full upload quota)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const quota = 'Upload quota reached: your files take 50 MB of 50 MB.';
    vi.mocked(uploadResume).mockRejectedValue(httpError(413, quota));
    renderPage();
    fireEvent.change(screen.getByLabelText('Upload resume'), {
      target: { files: [file('cv.pdf', 'application/pdf')] },
    });
    expect(await screen.findByText(quota)).toBeInTheDocument();
  });

  it('disables Save while a file uploads, then saves: toast and the shared session (header) updates at once', async () => {
    const upload = deferred<string>();
    vi.mocked(uploadResume).mockReturnValue(upload.promise);
    vi.mocked(updateProfile).mockImplementation(async (body) => ({
      ...seeker,
      ...body,
      email: seeker.email,
    }));
    renderPage();
    fireEvent.change(screen.getByLabelText('Upload resume'), {
      target: { files: [file('cv.pdf', 'application/pdf')] },
    });
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();
    upload.resolve('http://api/uploads/9b1e.pdf');
    await waitFor(() => expect(save).toBeEnabled());
    // The file's own name, not the stored one.
    expect(screen.getByRole('link', { name: 'View Resume: cv.pdf' })).toHaveAttribute(
      'href',
      'http://api/uploads/9b1e.pdf',
    );

    const name = screen.getByLabelText('Full Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Janet Doe');
    await userEvent.click(save);
    expect(await screen.findByText('Profile Updated Successfully!!')).toBeInTheDocument();
    // The résumé details go with them, as they were (one Save for the whole profile).
    expect(updateProfile).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Janet Doe',
        email: seeker.email,
        avatar: '',
        resume: 'http://api/uploads/9b1e.pdf',
      }),
    );
    expect(useSessionStore.getState().user).toMatchObject({
      name: 'Janet Doe',
      resume: 'http://api/uploads/9b1e.pdf',
    });
    expect(within(screen.getByRole('banner')).getByText('Janet Doe')).toBeInTheDocument();
  });

  it('uploads a new avatar with a preview and shows it in the header after saving', async () => {
    vi.mocked(uploadAvatar).mockResolvedValue('http://api/uploads/me.png');
    vi.mocked(updateProfile).mockImplementation(async (body) => ({
      ...seeker,
      ...body,
      email: seeker.email,
    }));
    renderPage();
    fireEvent.change(screen.getByLabelText('Change photo'), {
      target: { files: [file('me.png', 'image/png')] },
    });
    await waitFor(() => expect(uploadAvatar).toHaveBeenCalled());
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    await screen.findByText('Profile Updated Successfully!!');
    expect(screen.getByRole('banner').querySelector('img')).toHaveAttribute(
      'src',
      'http://api/uploads/me.png',
    );
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute(
      'src',
      'http://api/uploads/me.png',
    );
  });

  it('requires a name', async () => {
    renderPage();
    await userEvent.clear(screen.getByLabelText('Full Name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter full name')).toBeInTheDocument();
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('deletes the resume: "Resume Deleted successfully!!"', async () => {
    signIn({ ...seeker, resume: 'http://api/uploads/old.pdf' });
    vi.mocked(deleteResume).mockResolvedValue({ message: 'ok', user: { ...seeker, resume: '' } });
    renderPage();
    expect(screen.getByRole('link', { name: /old\.pdf/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete resume' }));
    expect(await screen.findByText('Resume Deleted successfully!!')).toBeInTheDocument();
    expect(deleteResume).toHaveBeenCalledWith('http://api/uploads/old.pdf');
    expect(screen.getByText('No resume uploaded yet.')).toBeInTheDocument();
    expect(useSessionStore.getState().user?.resume).toBe('');
  });
});

describe('/profile draft across a lost session', () => {
  it('gives the edited name back to the same person, and forgets it once saved', async () => {
    const first = renderPage();
    const name = () => screen.getByLabelText('Full Name');
    fireEvent.change(name(), { target: { value: 'Jane Q. Seeker' } });
    first.unmount();

    renderPage();
    expect(name()).toHaveValue('Jane Q. Seeker');
    vi.mocked(updateProfile).mockResolvedValue({ ...seeker, name: 'Jane Q. Seeker' });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(useSessionStore.getState().user?.name).toBe('Jane Q. Seeker'));
    expect(sessionStorage.length).toBe(0);
  });
});

describe('/profile: one Save for the whole profile', () => {
  it('sends a name change and a headline change in one call, and keeps both', async () => {
    vi.mocked(updateProfile).mockImplementation(async (body) => ({
      ...seeker,
      ...body,
      email: seeker.email,
    }));
    renderPage();
    expect(screen.queryByRole('button', { name: 'Save resume details' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Save changes' })).toHaveLength(1);
    const name = screen.getByLabelText('Full Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Janet Doe');
    await userEvent.type(screen.getByLabelText(/^Headline/), 'Data analyst');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile Updated Successfully!!')).toBeInTheDocument();
    expect(updateProfile).toHaveBeenCalledTimes(1);
    expect(updateProfile).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Janet Doe', headline: 'Data analyst', email: seeker.email }),
    );
    expect(useSessionStore.getState().user).toMatchObject({ name: 'Janet Doe', headline: 'Data analyst' });
    expect(screen.getByLabelText('Full Name')).toHaveValue('Janet Doe');
    expect(screen.getByLabelText(/^Headline/)).toHaveValue('Data analyst');
  });

  it('shows the name and the résumé details messages together, focusing the first', async () => {
    renderPage();
    await userEvent.clear(screen.getByLabelText('Full Name'));
    await userEvent.type(screen.getByLabelText(/^Headline/), 'x'.repeat(121));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter full name')).toBeInTheDocument();
    expect(screen.getByText('Headline must be at most 120 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('Cancel discards every edit, the name and the résumé details alike', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText('Full Name'), ' Q.');
    await userEvent.type(screen.getByLabelText(/^Headline/), 'Data analyst');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Full Name')).toHaveValue('Jane Seeker');
    expect(screen.getByLabelText(/^Headline/)).toHaveValue('');
  });
});

describe('/profile: leaving with unsaved changes', () => {
  const leaveDialog = () => screen.queryByRole('dialog', { name: 'Leave without saving?' });

  it('asks first; Stay keeps the edits, Leave goes', async () => {
    const { router } = renderPage();
    await userEvent.type(screen.getByLabelText(/^Headline/), 'Data analyst');
    await act(() => router.navigate('/find-jobs'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(leaveDialog()).not.toBeInTheDocument());
    expect(currentLocation()).toBe('/profile');
    expect(screen.getByLabelText(/^Headline/)).toHaveValue('Data analyst');

    await act(() => router.navigate('/find-jobs'));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave without saving' }),
    );
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/find-jobs');
  });

  it('a reload or a closed tab gets the browser prompt only while something is unsaved', async () => {
    renderPage();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await userEvent.type(screen.getByLabelText('Full Name'), ' Q.');
    expect(unload()).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(unload()).toBe(false);
  });

  it('does not ask when nothing changed', async () => {
    const { router } = renderPage();
    await act(() => router.navigate('/find-jobs'));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(leaveDialog()).not.toBeInTheDocument();
  });

  it('does not ask after a successful save', async () => {
    vi.mocked(updateProfile).mockImplementation(async (body) => ({
      ...seeker,
      ...body,
      email: seeker.email,
    }));
    const { router } = renderPage();
    await userEvent.type(screen.getByLabelText(/^Headline/), 'Data analyst');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Profile Updated Successfully!!');
    await act(() => router.navigate('/find-jobs'));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(leaveDialog()).not.toBeInTheDocument();
  });

  it('does not ask after Cancel', async () => {
    const { router } = renderPage();
    await userEvent.type(screen.getByLabelText('Full Name'), ' Q.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await act(() => router.navigate('/find-jobs'));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(leaveDialog()).not.toBeInTheDocument();
  });
});
