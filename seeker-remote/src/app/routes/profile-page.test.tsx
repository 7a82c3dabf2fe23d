import type {
  DeleteResumeReply,
  DiscoveryReply,
  UpdateProfileBody,
  UploadFileReply,
  UploadImageReply,
  User,
} from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { useSessionStore } from '@portal/shared-auth';
import { apiError, type Answer, type ApiRequest } from '@portal/shared-data/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../test/server';
import { currentLocation, renderAtDataRouter, seeker, signIn } from '../../test/fixtures';
import { ProfilePage } from './profile-page';

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

/** What the API got: profile saves (PUT /api/user/profile), uploads of an image and of a résumé. */
let saves: ApiRequest[];
let imageUploads: ApiRequest[];
let resumeUploads: ApiRequest[];
const savedBodies = () => saves.map((request) => request.body);
/** From now on a profile save is answered with `answer`. */
const onSave = (answer: Answer<User>) => (saves = api.put(API_PATHS.updateProfile, answer));
/** A profile save as the API answers one: the user with what was sent (the e-mail never changes). */
const savedAsSent: Answer<User> = ({ body }) => ({
  ...seeker,
  ...(body as UpdateProfileBody),
  email: seeker.email,
});
const onResumeUpload = (answer: Answer<UploadFileReply>) =>
  (resumeUploads = api.post(API_PATHS.uploadFile, answer));

beforeEach(() => {
  // The page says whether employers can find the seeker: not yet.
  api.get<DiscoveryReply>(API_PATHS.discovery, {
    discoverable: false,
    card: {
      _id: seeker._id,
      name: seeker.name,
      headline: '',
      skills: [],
      desiredLocation: '',
      openToRemote: false,
      summary: '',
      experience: [],
      education: [],
      verified: false,
    },
  });
  // Nothing is sent unless a test says how the API answers: a write it does not expect fails it.
  saves = [];
  imageUploads = [];
  resumeUploads = [];
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
    expect(imageUploads).toHaveLength(0);
  });

  it('accepts only .pdf/.doc/.docx resumes', async () => {
    renderPage();
    const input = screen.getByLabelText('Upload resume');
    expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx');
    fireEvent.change(input, { target: { files: [file('cv.txt', 'text/plain')] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(/Resume must be/);
    expect(resumeUploads).toHaveLength(0);
  });

  it('says "Resume upload failed" when the upload fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    onResumeUpload(() => apiError(500));
    renderPage();
    fireEvent.change(screen.getByLabelText('Upload resume'), {
      target: { files: [file('cv.pdf', 'application/pdf')] },
    });
    expect(await screen.findByText('Resume upload failed')).toBeInTheDocument();
  });

  it("shows the server's reason when it gives one (a full upload quota)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const quota = 'Upload quota reached: your files take 50 MB of 50 MB.';
    onResumeUpload(() => apiError(413, quota));
    renderPage();
    fireEvent.change(screen.getByLabelText('Upload resume'), {
      target: { files: [file('cv.pdf', 'application/pdf')] },
    });
    expect(await screen.findByText(quota)).toBeInTheDocument();
  });

  it('disables Save while a file uploads, then saves: toast and the shared session (header) updates at once', async () => {
    const upload = deferred<string>();
    onResumeUpload(async () => ({ fileUrl: await upload.promise }));
    onSave(savedAsSent);
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
    expect(savedBodies()).toEqual([
      expect.objectContaining({
        name: 'Janet Doe',
        email: seeker.email,
        avatar: '',
        resume: 'http://api/uploads/9b1e.pdf',
      }),
    ]);
    expect(useSessionStore.getState().user).toMatchObject({
      name: 'Janet Doe',
      resume: 'http://api/uploads/9b1e.pdf',
    });
    expect(within(screen.getByRole('banner')).getByText('Janet Doe')).toBeInTheDocument();
  });

  it('uploads a new avatar with a preview and shows it in the header after saving', async () => {
    imageUploads = api.post<UploadImageReply>(API_PATHS.uploadImage, {
      imageUrl: 'http://api/uploads/me.png',
    });
    onSave(savedAsSent);
    renderPage();
    fireEvent.change(screen.getByLabelText('Change photo'), {
      target: { files: [file('me.png', 'image/png')] },
    });
    await waitFor(() =>
      expect(imageUploads.map((request) => request.body)).toEqual([
        { image: { filename: 'me.png', type: 'image/png' } },
      ]),
    );
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
    expect(saves).toHaveLength(0);
  });

  it('deletes the resume: "Resume Deleted successfully!!"', async () => {
    signIn({ ...seeker, resume: 'http://api/uploads/old.pdf' });
    const deletions = api.delete<DeleteResumeReply>(API_PATHS.deleteResume, {
      message: 'ok',
      user: { ...seeker, resume: '' },
    });
    renderPage();
    expect(screen.getByRole('link', { name: /old\.pdf/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete resume' }));
    expect(await screen.findByText('Resume Deleted successfully!!')).toBeInTheDocument();
    expect(deletions.map((request) => request.body)).toEqual([{ resumeUrl: 'http://api/uploads/old.pdf' }]);
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
    onSave({ ...seeker, name: 'Jane Q. Seeker' });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(useSessionStore.getState().user?.name).toBe('Jane Q. Seeker'));
    expect(sessionStorage.length).toBe(0);
  });
});

describe('/profile: one Save for the whole profile', () => {
  it('sends a name change and a headline change in one call, and keeps both', async () => {
    onSave(savedAsSent);
    renderPage();
    expect(screen.queryByRole('button', { name: 'Save resume details' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Save changes' })).toHaveLength(1);
    const name = screen.getByLabelText('Full Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Janet Doe');
    await userEvent.type(screen.getByLabelText(/^Headline/), 'Data analyst');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile Updated Successfully!!')).toBeInTheDocument();
    expect(savedBodies()).toEqual([
      expect.objectContaining({ name: 'Janet Doe', headline: 'Data analyst', email: seeker.email }),
    ]);
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
    expect(saves).toHaveLength(0);
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
    onSave(savedAsSent);
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
