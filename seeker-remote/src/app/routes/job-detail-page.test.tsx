import type {
  ApplyReply,
  JobDetail,
  SaveToggleReply,
  SimilarJobsReply,
  UpdateProfileBody,
  UploadFileReply,
  User,
} from '@portal/contracts';
import { API_PATHS, ROUTE_PATTERNS } from '@portal/contracts/paths';
import { useSessionStore } from '@portal/shared-auth';
import { apiError, type Answer, type ApiRequest, type RouteOptions } from '@portal/shared-data/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../test/server';
import {
  currentLocation,
  employer,
  makeJob,
  makeJobDetail,
  renderAt,
  returnTo,
  seeker,
  signIn,
  signOut,
} from '../../test/fixtures';
import { JobDetailPage } from './job-detail-page';

const renderPage = (route = '/jobs/job-1') => renderAt(<JobDetailPage />, { route, path: '/jobs/:jobId' });
const file = (name: string, type: string) => new File(['x'], name, { type });
/** The Apply Now at the top (jsdom applies no CSS, so the phone's sticky one is there too). */
const applyNow = async () => (await screen.findAllByRole('button', { name: 'Apply Now' }))[0]!;

/** GET /api/jobs/:id answers `answer`; returns the requests it got. */
const onJob = (answer: Answer<JobDetail>, options?: RouteOptions) =>
  api.get(ROUTE_PATTERNS.job, answer, options);
/** The applications the API got (POST /api/applications/:jobId) and the saves (POST /api/save-jobs/:id). */
let applications: ApiRequest[];
let saves: ApiRequest[];
/** Each application sent: the job and its body. */
const sent = () => applications.map((request) => [request.params.id, request.body]);
/** From now on an application is answered with `answer` (it goes through by default). */
const onApply = (
  answer: Answer<ApplyReply> = { message: 'ok', application: { status: 'Applied' } } as ApplyReply,
) => (applications = api.post(ROUTE_PATTERNS.apply, answer));

let similarRequests: ApiRequest[];
beforeEach(() => {
  similarRequests = api.get<SimilarJobsReply>(ROUTE_PATTERNS.similarJobs, { jobs: [] });
  // Nothing is sent unless a test says how the API answers: a write it does not expect fails it.
  applications = [];
  saves = [];
});

describe('/jobs/:jobId, readable by anyone', () => {
  it('shows the whole job to a signed-out visitor: title, details, compensation, text, the company', async () => {
    signOut();
    const jobRequests = onJob(
      makeJobDetail({
        _id: 'job-1',
        title: 'Staff Engineer',
        category: 'HR',
        type: 'Remote',
        description: 'Line one\nLine two <b>not bold</b>',
        requirements: '5 years\nTypeScript',
        companyDescription: 'Acme builds rockets.\nAnd coffee.',
      }),
    );
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff Engineer' })).toBeInTheDocument();
    expect(jobRequests.map((request) => request.path)).toEqual([API_PATHS.job('job-1')]);
    expect(screen.getAllByText('Berlin').length).toBeGreaterThan(0);
    expect(screen.getByText('Human Resources')).toBeInTheDocument();
    expect(screen.getByText('Remote')).toBeInTheDocument();
    expect(screen.getByText(/^Posted .* ago/)).toHaveTextContent(/, 7 Mar 2025$/);
    expect(screen.getByText('$50,000 - $80,000 per year')).toBeInTheDocument();
    expect(screen.getByText('Competitive')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About This Role' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "What We're Looking For" })).toBeInTheDocument();
    const description = screen.getByText(/Line one/);
    expect(description.textContent).toBe('Line one\nLine two <b>not bold</b>');
    expect(description.querySelector('b')).toBeNull();
    expect(description).toHaveClass('whitespace-pre-line');

    const about = screen.getByRole('region', { name: 'About the company' });
    expect(within(about).getByText('Acme Corp')).toBeInTheDocument();
    expect(within(about).getByRole('img', { name: 'Acme Corp logo' })).toBeInTheDocument();
    expect(within(about).getByText(/Acme builds rockets/)).toBeInTheDocument();
  });

  it('titles the page by the job', async () => {
    signOut();
    onJob(makeJobDetail({ title: 'Night Nurse' }));
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Night Nurse' });
    await waitFor(() => expect(document.title).toBe('Night Nurse · JobPortal'));
  });

  it('lists similar jobs with their own links', async () => {
    signOut();
    onJob(makeJobDetail({ _id: 'job-1' }));
    similarRequests = api.get<SimilarJobsReply>(ROUTE_PATTERNS.similarJobs, {
      jobs: [makeJob({ _id: 'job-2', title: 'Cousin Job' })],
    });
    renderPage();
    const similar = await screen.findByRole('list', { name: 'Similar jobs' });
    expect(within(similar).getByRole('link', { name: 'Cousin Job' })).toHaveAttribute('href', '/jobs/job-2');
    expect(similarRequests.map((request) => [request.params.id, request.query])).toEqual([
      ['job-1', { limit: '3' }],
    ]);
  });

  it('a visitor who presses Apply or Save is sent to sign in, to come back to the job to finish', async () => {
    signOut();
    onJob(makeJobDetail({ _id: 'job-1' }));
    const first = renderPage();
    expect(
      await screen.findByText('Sign in to apply or save this job: you will come back here to finish.'),
    ).toBeInTheDocument();
    await userEvent.click(await applyNow());
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(returnTo()).toBe('/jobs/job-1?intent=apply');
    first.unmount();

    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Save job' }));
    expect(returnTo()).toBe('/jobs/job-1?intent=save');
    expect(applications).toHaveLength(0);
    expect(saves).toHaveLength(0);
  });

  it('back signed in with ?intent=apply: the confirmation opens, and the intent leaves the URL', async () => {
    signIn({ ...seeker, resume: 'http://api/uploads/cv.pdf' });
    onJob(makeJobDetail({ _id: 'job-1', title: 'Kept Job' }));
    onApply();
    renderPage('/jobs/job-1?intent=apply');
    const dialog = await screen.findByRole('dialog', { name: 'Review your application' });
    expect(within(dialog).getByText('Kept Job')).toBeInTheDocument();
    // Signed in, nobody is asked to sign in.
    expect(screen.queryByText(/Sign in to apply/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'cv.pdf' })).toHaveAttribute(
      'href',
      'http://api/uploads/cv.pdf',
    );
    await waitFor(() => expect(currentLocation()).toBe('/jobs/job-1'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Applied to job successfully!')).toBeInTheDocument();
    // No body: the profile's uploaded file goes with it.
    expect(sent()).toEqual([['job-1', undefined]]);
  });

  it('back signed in with ?intent=save: the job is saved', async () => {
    signIn();
    onJob(makeJobDetail({ _id: 'job-1' }));
    saves = api.post<SaveToggleReply>(ROUTE_PATTERNS.saveJob, { message: 'ok', isSaved: true });
    renderPage('/jobs/job-1?intent=save');
    expect(await screen.findByText('Job Saved successfully!')).toBeInTheDocument();
    expect(saves.map((request) => request.path)).toEqual([API_PATHS.saveJob('job-1')]);
    expect(screen.getByRole('button', { name: 'Save job' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('an employer sees the job without Save or Apply, and a line saying why', async () => {
    signIn(employer);
    onJob(makeJobDetail({ _id: 'job-1', title: 'Read Only' }));
    renderPage('/jobs/job-1?intent=apply');
    await screen.findByRole('heading', { level: 1, name: 'Read Only' });
    expect(screen.getByText(/signed in as an employer/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save job' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('shows the status badge instead of Apply Now when already applied', async () => {
    signIn();
    onJob(makeJobDetail({ applicationStatus: 'Accepted' }));
    renderPage();
    expect(await screen.findByText('Accepted')).toHaveClass('bg-green-100');
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
  });

  it('applies after a look: the dialog shows the job and resume; then the badge replaces Apply Now and has focus', async () => {
    signIn({
      ...seeker,
      resume: 'http://api/uploads/3f9a1c.pdf',
      resumeName: 'Jane Doe CV.pdf',
      resumeUploadedAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    });
    onJob(makeJobDetail({ _id: 'job-1', title: 'Look First' }));
    onApply();
    renderPage();
    await userEvent.click(await applyNow());
    const dialog = await screen.findByRole('dialog', { name: 'Review your application' });
    expect(within(dialog).getByText('Look First')).toBeInTheDocument();
    expect(within(dialog).getByText(/will be sent with this application/)).toBeInTheDocument();
    // The resume by its own name and date, not the server's stored name.
    expect(within(dialog).getByRole('link', { name: 'Jane Doe CV.pdf' })).toHaveAttribute(
      'href',
      'http://api/uploads/3f9a1c.pdf',
    );
    expect(within(dialog).getByText(/^uploaded 3 days ago$/)).toBeInTheDocument();
    expect(applications).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Applied to job successfully!')).toBeInTheDocument();
    // No body: the profile's uploaded file goes with it.
    expect(sent()).toEqual([['job-1', undefined]]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const badge = screen.getByText('Applied');
    expect(badge).toHaveClass('bg-gray-100');
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Application status: Applied'));
  });

  it("asks the job's screening questions in the review and sends the answers with the application", async () => {
    signIn({ ...seeker, resume: 'http://api/uploads/cv.pdf' });
    onJob(
      makeJobDetail({
        _id: 'job-1',
        screeningQuestions: [
          { id: 'q1', text: 'Do you hold a welding certificate?', type: 'yes-no', required: true },
        ],
      }),
    );
    onApply();
    renderPage();
    await userEvent.click(await applyNow());
    const dialog = await screen.findByRole('dialog', { name: 'Review your application' });
    const answer = within(dialog).getByRole('radiogroup', { name: /Do you hold a welding certificate\?/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(within(dialog).getByText('This question needs an answer')).toBeInTheDocument();
    expect(applications).toHaveLength(0);
    await userEvent.click(within(answer).getByRole('radio', { name: 'No' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Applied to job successfully!')).toBeInTheDocument();
    expect(sent()).toEqual([['job-1', { answers: [{ questionId: 'q1', value: 'no' }] }]]);
  });

  it('without a resume, the dialog offers one and keeps it on the profile before applying', async () => {
    signIn();
    onJob(makeJobDetail({ _id: 'job-1' }));
    api.post<UploadFileReply>(API_PATHS.uploadFile, { fileUrl: 'http://api/uploads/new-cv.pdf' });
    const profileSaves = api.put<User>(API_PATHS.updateProfile, ({ body }) => ({
      ...seeker,
      ...(body as UpdateProfileBody),
    }));
    renderPage();
    await userEvent.click(await applyNow());
    const dialog = await screen.findByRole('dialog', { name: 'Review your application' });
    expect(within(dialog).getByText(/There is no resume on your profile/)).toBeInTheDocument();
    await userEvent.upload(within(dialog).getByLabelText('Upload resume'), file('cv.pdf', 'application/pdf'));
    expect(await within(dialog).findByRole('link', { name: 'new-cv.pdf' })).toBeInTheDocument();
    expect(profileSaves.map((request) => request.body)).toEqual([
      expect.objectContaining({ email: seeker.email, resume: 'http://api/uploads/new-cv.pdf' }),
    ]);
    expect(useSessionStore.getState().user?.resume).toBe('http://api/uploads/new-cv.pdf');
  });

  it('keeps the dialog open with the server message when applying fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn();
    onJob(makeJobDetail());
    onApply(() => apiError(409, 'You have already applied to this job'));
    renderPage();
    await userEvent.click(await applyNow());
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have already applied to this job',
    );
  });

  it('Share copies the link and says so', async () => {
    signOut();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    onJob(makeJobDetail({ _id: 'job-1' }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/jobs/job-1`);
    expect(await screen.findByText('Link copied to the clipboard.')).toBeInTheDocument();
  });

  it('Share opens the share sheet on a touch device, and copies nothing', async () => {
    signOut();
    const writeText = vi.fn().mockResolvedValue(undefined);
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...matchMedia(query),
      matches: query === '(pointer: coarse)',
    })) as typeof window.matchMedia;
    try {
      onJob(makeJobDetail({ _id: 'job-1' }));
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledWith(
        expect.objectContaining({ url: `${window.location.origin}/jobs/job-1` }),
      );
      expect(writeText).not.toHaveBeenCalled();
    } finally {
      window.matchMedia = matchMedia;
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('shows a not-found state for a missing job', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn();
    onJob(() => apiError(404, 'Job not found'));
    renderPage('/jobs/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute('href', '/find-jobs');
  });

  it('offers a retry when loading fails for another reason (and never retries by itself)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn();
    // The first load fails, the next one is answered.
    const answered = onJob(makeJobDetail({ title: 'Back again' }));
    const failed = onJob(() => apiError(500), { once: true });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
    expect([...failed, ...answered]).toHaveLength(2);
  });
});
