// The apply dialog's choice of résumé: the file uploaded on the profile, or a PDF of the résumé built on
// the profile (made by the server as the application is sent).
import type {
  ApplyReply,
  JobDetail,
  SimilarJobsReply,
  UpdateProfileBody,
  UploadFileReply,
  User,
} from '@portal/contracts';
import { API_PATHS, ROUTE_PATTERNS } from '@portal/contracts/paths';
import type { ApiRequest } from '@portal/shared-data/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../test/server';
import { currentLocation, makeJobDetail, renderAt, seeker, signIn } from '../../test/fixtures';
import { JobDetailPage } from './job-detail-page';

const built: Partial<User> = {
  headline: 'Frontend developer',
  skills: ['React'],
  experience: [{ title: 'Engineer', company: 'Acme', start: '2021-09', end: '', description: '' }],
};
const uploaded: Partial<User> = { resume: 'http://api/uploads/cv.pdf', resumeName: 'Jane CV.pdf' };

const renderPage = () => renderAt(<JobDetailPage />, { route: '/jobs/job-1', path: '/jobs/:jobId' });

async function openDialog(user: Partial<User>) {
  signIn({ ...seeker, ...user });
  renderPage();
  await userEvent.click((await screen.findAllByRole('button', { name: 'Apply Now' }))[0]!);
  return screen.findByRole('dialog', { name: 'Review your application' });
}
const choice = (dialog: HTMLElement, name: string) =>
  within(within(dialog).getByRole('group', { name: 'Resume' })).getByRole('radio', { name });
const send = (dialog: HTMLElement) =>
  userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));

/** The applications the API got (POST /api/applications/:jobId): the job and the body sent. */
let applications: ApiRequest[];
const sent = () => applications.map((request) => [request.params.id, request.body]);

beforeEach(() => {
  api.get<SimilarJobsReply>(ROUTE_PATTERNS.similarJobs, { jobs: [] });
  api.get<JobDetail>(ROUTE_PATTERNS.job, makeJobDetail({ _id: 'job-1' }));
  applications = api.post<ApplyReply>(ROUTE_PATTERNS.apply, {
    message: 'ok',
    application: { status: 'Applied' },
  } as ApplyReply);
});

describe('the résumé sent with an application', () => {
  it('offers the uploaded file first and the built résumé beside it; the built one is sent as chosen', async () => {
    const dialog = await openDialog({ ...uploaded, ...built });
    expect(choice(dialog, 'Use my uploaded file')).toBeChecked();
    expect(choice(dialog, 'Use my built résumé')).toBeEnabled();
    expect(
      within(dialog).getByText('Your uploaded resume will be sent with this application.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'See your résumé' })).toHaveAttribute('href', '/resume');

    await userEvent.click(choice(dialog, 'Use my built résumé'));
    expect(choice(dialog, 'Use my built résumé')).toBeChecked();
    expect(
      within(dialog).getByText('A PDF of your built résumé will be sent with this application.'),
    ).toBeInTheDocument();
    await send(dialog);
    expect(await screen.findByText('Applied to job successfully!')).toBeInTheDocument();
    expect(sent()).toEqual([['job-1', { resume: 'built' }]]);
  });

  it('sends the uploaded file as before when it stays chosen', async () => {
    const dialog = await openDialog({ ...uploaded, ...built });
    await send(dialog);
    expect(await screen.findByText('Applied to job successfully!')).toBeInTheDocument();
    // No body: the profile's uploaded file goes with it.
    expect(sent()).toEqual([['job-1', undefined]]);
  });

  it('without a built résumé, its choice is disabled and links to /resume to build one', async () => {
    const dialog = await openDialog(uploaded);
    const builtChoice = choice(dialog, 'Use my built résumé');
    expect(builtChoice).toBeDisabled();
    expect(builtChoice).toHaveAccessibleDescription('You have not built a résumé yet. Build your résumé');
    await userEvent.click(within(dialog).getByRole('link', { name: 'Build your résumé' }));
    expect(currentLocation()).toBe('/resume');
  });

  it('with no uploaded file but a built résumé, the built one is chosen first', async () => {
    const dialog = await openDialog(built);
    expect(choice(dialog, 'Use my built résumé')).toBeChecked();
    expect(within(dialog).getByText(/There is no resume on your profile/)).toBeInTheDocument();
    await send(dialog);
    expect(await screen.findByText('Applied to job successfully!')).toBeInTheDocument();
    expect(sent()).toEqual([['job-1', { resume: 'built' }]]);
  });

  it('uploading a file in the dialog makes it the choice', async () => {
    const uploads = api.post<UploadFileReply>(API_PATHS.uploadFile, {
      fileUrl: 'http://api/uploads/new-cv.pdf',
    });
    api.put<User>(
      API_PATHS.updateProfile,
      ({ body }) => ({ ...seeker, ...built, ...(body as UpdateProfileBody) }) as User,
    );
    const dialog = await openDialog(built);
    await userEvent.upload(
      within(dialog).getByLabelText('Upload resume'),
      new File(['x'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(await within(dialog).findByRole('link', { name: 'new-cv.pdf' })).toBeInTheDocument();
    await waitFor(() =>
      expect(uploads.map((request) => request.body)).toEqual([
        { file: { filename: 'cv.pdf', type: 'application/pdf' } },
      ]),
    );
    expect(choice(dialog, 'Use my uploaded file')).toBeChecked();
    await send(dialog);
    expect(await screen.findByText('Applied to job successfully!')).toBeInTheDocument();
    // No body: the profile's uploaded file goes with it.
    expect(sent()).toEqual([['job-1', undefined]]);
  });
});
