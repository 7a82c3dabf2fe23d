import type { Job, JobBody, JobDetail, SaveJobReply, User } from '@portal/contracts';
import { API_PATHS, ROUTE_PATTERNS } from '@portal/contracts/paths';
import { useSessionStore } from '@portal/shared-auth';
import { apiError, type Answer, type ApiRequest } from '@portal/shared-data/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../test/server';
import { EMPLOYER, renderAt, signInEmployer } from '../../../test/utils';
import { EditJobPage, PostJobPage } from './post-job-page';

vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const PATH = '/employeer/post-jobs';

const job: Job = {
  _id: 'job-1',
  title: 'Senior Engineer',
  location: 'Berlin',
  category: 'Engineering',
  type: 'Remote',
  description: 'Build the platform',
  requirements: '5 years of TypeScript',
  salaryMin: 60000,
  salaryMax: 90000,
  isClosed: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  validThrough: '2025-03-02T00:00:00.000Z',
  company: { _id: 'u1', name: 'Erin Employer', companyName: 'Acme Corp', companyLogo: '', slug: 'acme-corp' },
  isSaved: false,
  applicationStatus: null,
};
/** The job as GET /api/jobs/:id gives it to its employer. */
const detail: JobDetail = {
  ...job,
  company: { ...job.company, companyDescription: '' },
  screeningQuestions: [],
};

async function fillValidForm(user: ReturnType<typeof renderAt>['user']) {
  await user.type(screen.getByLabelText(/Job Title/), 'Frontend Developer');
  await user.type(screen.getByLabelText(/Location/), 'Remote, EU');
  await user.selectOptions(screen.getByLabelText(/Category/), 'Engineering');
  await user.selectOptions(screen.getByLabelText(/Job Type/), 'Full-Time');
  await user.type(screen.getByLabelText(/Job Description/), 'Build UIs');
  await user.type(screen.getByLabelText(/Job Requirements/), 'React');
  await user.type(screen.getByLabelText('Minimum salary'), '50000');
  await user.type(screen.getByLabelText('Maximum salary'), '80000');
}

/** The jobs the API was asked to create (POST /api/jobs) and to update (PUT /api/jobs/:id). */
let creates: ApiRequest[];
let updates: ApiRequest[];
const createBodies = () => creates.map((request) => request.body as JobBody);
const updateCalls = () => updates.map((request) => [request.params.id, request.body as JobBody] as const);
/** From now on a new job is answered with `answer`. */
const onCreate = (answer: Answer<SaveJobReply>) => (creates = api.post(API_PATHS.jobs, answer));
/** From now on an update is answered with `answer`. */
const onUpdate = (answer: Answer<SaveJobReply>) => (updates = api.put(ROUTE_PATTERNS.job, answer));
/** GET /api/jobs/:id answers with `answer`; returns the requests it got. */
const onJob = (answer: Answer<JobDetail>) => api.get(ROUTE_PATTERNS.job, answer);

beforeEach(() => {
  signInEmployer();
  // Nothing is saved unless a test says how the API answers: a save it does not expect fails it.
  creates = [];
  updates = [];
});

describe('PostJobPage (create)', () => {
  it('shows the title, subtitle and marks required fields', () => {
    renderAt(<PostJobPage />, PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Post a New Job' })).toBeInTheDocument();
    expect(screen.getByText('Fill out the form below to create your job posting')).toBeInTheDocument();
    expect(screen.getByLabelText(/Job Title/)).toBeRequired();
    expect(screen.getByRole('button', { name: 'Publish Job' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Preview' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows no message before a field is touched, then the field message once left invalid', async () => {
    const { user } = renderAt(<PostJobPage />, PATH);
    expect(screen.queryByText('Job title is required')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText(/Job Title/));
    await user.tab();
    expect(screen.getByText('Job title is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Job Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Location is required')).not.toBeInTheDocument();
  });

  it("shows every message in the product's order after a submit attempt and sends nothing", async () => {
    const { user } = renderAt(<PostJobPage />, PATH);
    await user.click(screen.getByRole('button', { name: 'Publish Job' }));
    const form = screen.getByRole('form', { name: 'New job' });
    const messages = [
      'Job title is required',
      'Location is required',
      'Please select a category',
      'Please select a job type',
      'Job description is required',
      'Job requirements are required',
      'Both minimum and maximum salary are required',
    ];
    const text = form.textContent ?? '';
    const positions = messages.map((m) => text.indexOf(m));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    await waitFor(() => expect(screen.getByLabelText(/Job Title/)).toHaveFocus());
    expect(creates).toHaveLength(0);
  });

  it('checks the salary order', async () => {
    const { user } = renderAt(<PostJobPage />, PATH);
    await fillValidForm(user);
    await user.clear(screen.getByLabelText('Maximum salary'));
    await user.type(screen.getByLabelText('Maximum salary'), '50000');
    await user.tab();
    expect(screen.getByText('Maximum salary must be greater than the minimum salary')).toBeInTheDocument();
  });

  it('previews the draft with "Posted today" and $, and goes back to edit', async () => {
    const { user } = renderAt(<PostJobPage />, PATH);
    await fillValidForm(user);
    const preview = screen.getByRole('button', { name: 'Preview' });
    expect(preview).toHaveAttribute('aria-disabled', 'false');
    await user.click(preview);
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', { name: 'Frontend Developer' })).toBeInTheDocument();
    expect(within(article).getByText('Posted today')).toBeInTheDocument();
    expect(within(article).getByText('$50,000 - $80,000 per year')).toBeInTheDocument();
    expect(within(article).getByText('Remote, EU')).toBeInTheDocument();
    expect(within(article).getByText('Build UIs')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: /Back to Edit/ })[0]!);
    expect(screen.getByLabelText(/Job Title/)).toHaveValue('Frontend Developer');
  });

  it('publishes, toasts and returns to the dashboard; isRemote follows the Remote type', async () => {
    onCreate({ ...job, applicationCount: 0, screeningQuestions: [] });
    const { user } = renderAt(<PostJobPage />, PATH);
    await fillValidForm(user);
    await user.selectOptions(screen.getByLabelText(/Job Type/), 'Remote');
    await user.click(screen.getByRole('button', { name: 'Publish Job' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/employeer/employeer-dashboard'),
    );
    expect(createBodies()).toEqual([
      {
        title: 'Frontend Developer',
        location: 'Remote, EU',
        category: 'Engineering',
        type: 'Remote',
        description: 'Build UIs',
        requirements: 'React',
        salaryMin: 50000,
        salaryMax: 80000,
        screeningQuestions: [],
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Job Posted Successfully!');
    // The dashboard is told which job was saved, to offer a way to it.
    expect(screen.getByTestId('state')).toHaveTextContent(
      '{"savedJobId":"job-1","savedJobTitle":"Senior Engineer","created":true}',
    );
  });

  it('keeps isRemote in step with the job type (in the kept draft) and says "Publishing Job..."', async () => {
    let resolve: (value: SaveJobReply) => void = () => {};
    const saved = new Promise<SaveJobReply>((r) => (resolve = r));
    onCreate(() => saved);
    const { user } = renderAt(<PostJobPage />, PATH);
    await fillValidForm(user);
    const draft = () => JSON.parse(sessionStorage.getItem('portal:draft:u1:post-job:new') ?? '{}');
    expect(draft()).toMatchObject({ jobType: 'Full-Time', isRemote: false, currency: 'usd' });
    await user.selectOptions(screen.getByLabelText(/Job Type/), 'Remote');
    await waitFor(() => expect(draft()).toMatchObject({ jobType: 'Remote', isRemote: true }));
    await user.selectOptions(screen.getByLabelText(/Job Type/), 'Contract');
    await waitFor(() => expect(draft()).toMatchObject({ jobType: 'Contract', isRemote: false }));
    await user.click(screen.getByRole('button', { name: 'Publish Job' }));
    expect(await screen.findByRole('button', { name: 'Publishing Job...' })).toBeDisabled();
    resolve({ ...job, applicationCount: 0, screeningQuestions: [] });
  });

  it('publishes from the preview too', async () => {
    onCreate({ ...job, applicationCount: 0, screeningQuestions: [] });
    const { user } = renderAt(<PostJobPage />, PATH);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(screen.getByRole('button', { name: 'Publish Job' }));
    await waitFor(() => expect(creates).toHaveLength(1));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Job Posted Successfully!'));
  });

  it('a Preview while invalid shows the messages and focuses the first invalid field', async () => {
    const { user } = renderAt(<PostJobPage />, PATH);
    await user.type(screen.getByLabelText(/Job Title/), 'Only a title');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Location is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Location/)).toHaveFocus());
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the server message (or the fallback) in a top-right error toast', async () => {
    // The network is down: no server message, the fallback.
    onCreate(() => HttpResponse.error());
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderAt(<PostJobPage />, PATH);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Publish Job' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to post/update job. Please try again', {
        position: 'top-right',
      }),
    );
    expect(screen.getByRole('button', { name: 'Publish Job' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent(PATH);
  });
});

describe('PostJobPage (a company not yet named)', () => {
  it('names the company first: Publish waits for it, the name goes to the profile, then the job goes out', async () => {
    signInEmployer({ ...EMPLOYER, companyName: '' });
    const put = api.put<User>(API_PATHS.updateProfile, ({ body }) => ({
      ...EMPLOYER,
      ...(body as Partial<User>),
      companySlug: 'nameless-no-more',
    }));
    onCreate({ ...job, applicationCount: 0, screeningQuestions: [] });
    const { user } = renderAt(<PostJobPage />, PATH);
    const first = screen.getByRole('region', { name: 'Name your company first' });
    expect(within(first).getByRole('link', { name: 'Company Profile' })).toHaveAttribute(
      'href',
      '/employeer/company-profile',
    );
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Publish Job' }));
    expect(creates).toHaveLength(0);
    expect(toast.error).toHaveBeenCalledWith('Add your company name before posting a job', expect.anything());
    await waitFor(() => expect(within(first).getByLabelText(/Company Name/)).toHaveFocus());

    // A blank name is not sent.
    await user.click(within(first).getByRole('button', { name: 'Save company name' }));
    expect(within(first).getByText('Add your company name before posting a job')).toBeInTheDocument();
    expect(put).toHaveLength(0);

    await user.type(within(first).getByLabelText(/Company Name/), '  Nameless No More ');
    await user.click(within(first).getByRole('button', { name: 'Save company name' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Name your company first' })).not.toBeInTheDocument(),
    );
    expect(put.map((request) => request.body)).toEqual([{ companyName: 'Nameless No More' }]);
    expect(useSessionStore.getState().user?.companyName).toBe('Nameless No More');
    // What was typed in the job form is still there, and now it goes out.
    expect(screen.getByLabelText(/Job Title/)).toHaveValue('Frontend Developer');
    await user.click(screen.getByRole('button', { name: 'Publish Job' }));
    await waitFor(() => expect(creates).toHaveLength(1));
  });

  it('an employer whose company has a name is not asked', () => {
    renderAt(<PostJobPage />, PATH);
    expect(screen.queryByRole('region', { name: 'Name your company first' })).not.toBeInTheDocument();
  });
});

describe('EditJobPage', () => {
  const EDIT = '/employeer/jobs/:jobId/edit';
  it('prefills the form from the job its address names, updates it and returns where it was opened from', async () => {
    const jobRequests = onJob(detail);
    onUpdate({ ...job, applicationCount: 2, screeningQuestions: [] });
    const { user } = renderAt(
      <EditJobPage />,
      '/employeer/jobs/job-1/edit',
      { returnTo: '/employeer/manage-jobs?status=Active' },
      EDIT,
    );
    expect(await screen.findByDisplayValue('Senior Engineer')).toBeInTheDocument();
    expect(jobRequests.map((request) => request.path)).toEqual([API_PATHS.job('job-1')]);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Job' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Location/)).toHaveValue('Berlin');
    expect(screen.getByLabelText(/Category/)).toHaveValue('Engineering');
    expect(screen.getByLabelText(/Job Type/)).toHaveValue('Remote');
    expect(screen.getByLabelText(/Job Description/)).toHaveValue('Build the platform');
    expect(screen.getByLabelText(/Job Requirements/)).toHaveValue('5 years of TypeScript');
    expect(screen.getByLabelText('Minimum salary')).toHaveValue(60000);
    expect(screen.getByLabelText('Maximum salary')).toHaveValue(90000);
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '/employeer/manage-jobs?status=Active',
    );

    await user.clear(screen.getByLabelText(/Job Title/));
    await user.type(screen.getByLabelText(/Job Title/), 'Staff Engineer');
    await user.click(screen.getByRole('button', { name: 'Update Job' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Job Updated Successfully!'));
    expect(updateCalls()).toEqual([
      ['job-1', expect.objectContaining({ title: 'Staff Engineer', type: 'Remote' })],
    ]);
    // The way back follows the toast, not with it: wait for the navigation, do not assume its order.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/employeer/manage-jobs?status=Active'),
    );
  });

  it('opened by its address alone, returns to the job in Manage Jobs', async () => {
    onJob(detail);
    onUpdate({ ...job, applicationCount: 2, screeningQuestions: [] });
    const { user } = renderAt(<EditJobPage />, '/employeer/jobs/job-1/edit', undefined, EDIT);
    await screen.findByDisplayValue('Senior Engineer');
    await user.click(screen.getByRole('button', { name: 'Update Job' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/employeer/manage-jobs'));
    expect(screen.getByTestId('state')).toHaveTextContent('{"highlightJobId":"job-1"}');
  });

  it('never returns to another site', async () => {
    onJob(detail);
    renderAt(<EditJobPage />, '/employeer/jobs/job-1/edit', { returnTo: '//evil.example/x' }, EDIT);
    expect(await screen.findByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '/employeer/manage-jobs',
    );
  });

  it("the product's old edit mode (the job in navigation state) leads on to Edit Job's address", () => {
    renderAt(<PostJobPage />, PATH, { jobId: 'job-1' });
    expect(screen.getByTestId('location')).toHaveTextContent('/employeer/jobs/job-1/edit');
  });
});

describe('PostJobPage (draft across a lost session)', () => {
  it('gives typed values back to the same employer and forgets them once published', async () => {
    const first = renderAt(<PostJobPage />, PATH);
    await fillValidForm(first.user);
    first.unmount();

    const second = renderAt(<PostJobPage />, PATH);
    expect(screen.getByLabelText(/Job Title/)).toHaveValue('Frontend Developer');
    expect(screen.getByLabelText('Maximum salary')).toHaveValue(80000);
    onCreate({} as SaveJobReply);
    await second.user.click(screen.getByRole('button', { name: 'Publish Job' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/employeer/employeer-dashboard'),
    );
    second.unmount();

    renderAt(<PostJobPage />, PATH);
    expect(screen.getByLabelText(/Job Title/)).toHaveValue('');
  });
});

describe('PostJobPage (duplicate)', () => {
  it('opens a new job prefilled from the copied one and publishes it as new', async () => {
    onJob(detail);
    onCreate({
      ...job,
      _id: 'job-2',
      applicationCount: 0,
      screeningQuestions: [],
    });
    const { user } = renderAt(<PostJobPage />, `${PATH}?copyOf=job-1`);
    expect(await screen.findByDisplayValue('Senior Engineer')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Post a New Job' })).toBeInTheDocument();
    expect(screen.getByText(/Copied from “Senior Engineer”/)).toBeInTheDocument();
    expect(screen.getByLabelText('Maximum salary')).toHaveValue(90000);
    await user.click(screen.getByRole('button', { name: 'Publish Job' }));
    await waitFor(() =>
      expect(createBodies()).toEqual([expect.objectContaining({ title: 'Senior Engineer', type: 'Remote' })]),
    );
    expect(updates).toHaveLength(0);
    expect(toast.success).toHaveBeenCalledWith('Job Posted Successfully!');
  });

  it('says so when the job to copy cannot be loaded', async () => {
    onJob(() => apiError(404, 'Job not found'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt(<PostJobPage />, `${PATH}?copyOf=gone`);
    expect(await screen.findByText('This job could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Manage Jobs' })).toBeInTheDocument();
  });
});

describe('screening questions', () => {
  const question = (n: number) => screen.getByRole('group', { name: `Question ${n}` });

  it('adds questions of each kind with their knock-outs and publishes them with the job', async () => {
    onCreate({ ...job, applicationCount: 0, screeningQuestions: [] });
    const { user } = renderAt(<PostJobPage />, PATH);
    await fillValidForm(user);
    expect(screen.getByRole('heading', { level: 2, name: /Screening questions/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.type(within(question(1)).getByLabelText(/^Question/), 'Can you relocate to Berlin?');
    await user.selectOptions(within(question(1)).getByLabelText(/Knock-out answer/), 'No');

    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.type(within(question(2)).getByLabelText(/^Question/), 'Which shift?');
    await user.selectOptions(within(question(2)).getByLabelText('Answer type'), 'One of several choices');
    await user.type(within(question(2)).getByLabelText(/^Choices/), 'Morning{Enter}Night');
    await user.click(within(question(2)).getByRole('checkbox', { name: 'Night' }));
    await user.click(within(question(2)).getByRole('checkbox', { name: 'Candidates must answer' }));

    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.type(within(question(3)).getByLabelText(/^Question/), 'Years of React?');
    await user.selectOptions(within(question(3)).getByLabelText('Answer type'), 'Number');
    await user.type(within(question(3)).getByLabelText(/Lowest accepted number/), '2');

    await user.click(screen.getByRole('button', { name: 'Publish Job' }));
    await waitFor(() => expect(creates).toHaveLength(1));
    expect(createBodies()[0]!.screeningQuestions).toEqual([
      { text: 'Can you relocate to Berlin?', type: 'yes-no', required: true, knockoutAnswers: ['no'] },
      {
        text: 'Which shift?',
        type: 'choice',
        required: false,
        choices: ['Morning', 'Night'],
        knockoutAnswers: ['Night'],
      },
      { text: 'Years of React?', type: 'number', required: true, acceptMin: 2 },
    ]);
  });

  it('shows a malformed question’s message in it, focuses it and sends nothing', async () => {
    const { user } = renderAt(<PostJobPage />, PATH);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.selectOptions(within(question(1)).getByLabelText('Answer type'), 'One of several choices');
    await user.type(within(question(1)).getByLabelText(/^Question/), 'Which shift?');
    expect(within(question(1)).queryByText('Give between 2 and 10 choices')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish Job' }));
    expect(within(question(1)).getByText('Give between 2 and 10 choices')).toBeInTheDocument();
    const choices = within(question(1)).getByLabelText(/^Choices/);
    expect(choices).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(choices).toHaveFocus());
    expect(creates).toHaveLength(0);
    await user.type(choices, 'Morning{Enter}Night');
    expect(within(question(1)).queryByText('Give between 2 and 10 choices')).not.toBeInTheDocument();
  });

  it('takes at most 10 questions, and removes one', async () => {
    const { user } = renderAt(<PostJobPage />, PATH);
    for (let i = 0; i < 10; i++) await user.click(screen.getByRole('button', { name: 'Add a question' }));
    expect(screen.queryByRole('button', { name: 'Add a question' })).not.toBeInTheDocument();
    expect(screen.getByText('A job can have at most 10 screening questions.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove question 10' }));
    expect(screen.queryByRole('group', { name: 'Question 10' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a question' })).toBeInTheDocument();
  });

  it('edits the job’s questions, keeping the ids of those it keeps', async () => {
    onJob({
      ...detail,
      screeningQuestions: [
        { id: 'q1', text: 'Can you relocate?', type: 'yes-no', required: true, knockoutAnswers: ['no'] },
        { id: 'q2', text: 'Years?', type: 'number', required: false, acceptMin: 1, acceptMax: 9 },
      ],
    });
    onUpdate({ ...job, applicationCount: 2, screeningQuestions: [] });
    const { user } = renderAt(
      <EditJobPage />,
      '/employeer/jobs/job-1/edit',
      undefined,
      '/employeer/jobs/:jobId/edit',
    );
    await screen.findByDisplayValue('Senior Engineer');
    expect(within(question(1)).getByLabelText(/^Question/)).toHaveValue('Can you relocate?');
    expect(within(question(1)).getByLabelText(/Knock-out answer/)).toHaveValue('no');
    expect(within(question(2)).getByLabelText(/Highest accepted number/)).toHaveValue(9);
    await user.click(screen.getByRole('button', { name: 'Remove question 1' }));
    await user.clear(within(question(1)).getByLabelText(/Highest accepted number/));
    await user.click(screen.getByRole('button', { name: 'Update Job' }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updateCalls()[0]![1].screeningQuestions).toEqual([
      { id: 'q2', text: 'Years?', type: 'number', required: false, acceptMin: 1 },
    ]);
  });
});
