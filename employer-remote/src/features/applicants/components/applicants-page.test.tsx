import type { Application, Job } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt, signInEmployer } from '../../../test/utils';
import { getJobApplications, getJobSummary } from '../api/get-job-applications';
import { updateApplicationStatus } from '../api/update-application-status';
import { groupApplicationsByJob } from '../lib/group-applications';
import { ApplicantsPage } from './applicants-page';

vi.mock('../api/get-job-applications', () => ({ getJobApplications: vi.fn(), getJobSummary: vi.fn() }));
vi.mock('../api/update-application-status', () => ({ updateApplicationStatus: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const PATH = '/employeer/applicants';
const jobRef = {
  _id: 'job-1',
  title: 'Senior Engineer',
  location: 'Berlin',
  type: 'Full-Time',
  category: 'HR',
} as const;

function application(id: string, name: string, status: Application['status']): Application {
  return {
    _id: id,
    status,
    createdAt: '2025-03-04T10:00:00.000Z',
    updatedAt: '2025-03-05T10:00:00.000Z',
    job: { ...jobRef },
    applicant: {
      _id: `a-${id}`,
      name,
      email: `${id}@example.test`,
      avatar: '',
      resume: 'http://files/cv.pdf',
      createdAt: '2025-01-01T00:00:00.000Z',
    },
  };
}

beforeEach(() => {
  signInEmployer();
  vi.mocked(getJobApplications).mockReset();
  vi.mocked(getJobSummary).mockReset();
  vi.mocked(updateApplicationStatus).mockReset();
});

describe('ApplicantsPage', () => {
  it('redirects to manage-jobs without a job id in navigation state', () => {
    renderAt(<ApplicantsPage />, PATH);
    expect(screen.getByTestId('location')).toHaveTextContent('/employeer/manage-jobs');
    expect(getJobApplications).not.toHaveBeenCalled();
  });

  it('groups the applications of the job and lists each applicant', async () => {
    vi.mocked(getJobApplications).mockResolvedValue([
      application('1', 'Sam Seeker', 'Applied'),
      application('2', 'Ada Lovelace', 'Review'),
    ]);
    renderAt(<ApplicantsPage />, PATH, { jobId: 'job-1' });
    expect(screen.getByText('Loading applications...')).toBeInTheDocument();
    const group = await screen.findByRole('region', { name: 'Applications for Senior Engineer' });
    expect(within(group).getByText('2 Application(s)')).toBeInTheDocument();
    expect(within(group).getByText('Human Resources')).toBeInTheDocument();
    expect(within(group).getByText('Sam Seeker')).toBeInTheDocument();
    expect(within(group).getAllByText('Applied 04 03 2025')).toHaveLength(2);
    const resume = within(group).getByRole('link', { name: /Resume of Sam Seeker/ });
    expect(resume).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('heading', { level: 1, name: 'Applications Overview' })).toBeInTheDocument();
  });

  it('shows the empty state when the job has no applications', async () => {
    vi.mocked(getJobApplications).mockResolvedValue([]);
    vi.mocked(getJobSummary).mockResolvedValue({ ...jobRef, _id: 'job-1' } as unknown as Job);
    renderAt(<ApplicantsPage />, PATH, { jobId: 'job-1' });
    expect(await screen.findByText('No applications available')).toBeInTheDocument();
    expect(screen.getByText('No applications found at the moment')).toBeInTheDocument();
    expect(screen.getByText('0 Application(s)')).toBeInTheDocument();
  });

  it('changes the status in the modal, then reloads the list on close', async () => {
    vi.mocked(getJobApplications).mockResolvedValue([application('1', 'Sam Seeker', 'Applied')]);
    let resolve: (value: Application) => void = () => {};
    vi.mocked(updateApplicationStatus).mockReturnValue(new Promise((r) => (resolve = r)));
    const { user } = renderAt(<ApplicantsPage />, PATH, { jobId: 'job-1' });
    await user.click(await screen.findByRole('button', { name: /View Profile of Sam Seeker/ }));
    const dialog = screen.getByRole('dialog', { name: 'Applicant Profile' });
    expect(within(dialog).getByText('04-03-2025')).toBeInTheDocument();
    const select = within(dialog).getByLabelText('Change Application Status');
    await user.selectOptions(select, 'Accepted');
    expect(select).toBeDisabled();
    expect(within(dialog).getByText('Updating status...')).toBeInTheDocument();
    expect(updateApplicationStatus).toHaveBeenCalledWith('1', 'Accepted');
    resolve(application('1', 'Sam Seeker', 'Accepted'));
    expect(await within(dialog).findByText('Application status updated successfully')).toBeInTheDocument();
    expect(select).toBeEnabled();
    expect(select).toHaveValue('Accepted');
    expect(toast.success).toHaveBeenCalledWith('Application status updated successfully');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(getJobApplications).toHaveBeenCalledTimes(2));
  });

  it('restores the previous status when the change fails', async () => {
    vi.mocked(getJobApplications).mockResolvedValue([application('1', 'Sam Seeker', 'Review')]);
    vi.mocked(updateApplicationStatus).mockRejectedValue(new Error('500'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderAt(<ApplicantsPage />, PATH, { jobId: 'job-1' });
    await user.click(await screen.findByRole('button', { name: /View Profile of Sam Seeker/ }));
    const dialog = screen.getByRole('dialog', { name: 'Applicant Profile' });
    const select = within(dialog).getByLabelText('Change Application Status');
    await user.selectOptions(select, 'Rejected');
    await waitFor(() => expect(select).toBeEnabled());
    expect(select).toHaveValue('Review');
    expect(within(dialog).queryByText('Application status updated successfully')).not.toBeInTheDocument();
    expect(toast.success).not.toHaveBeenCalled();
  });
});

describe('groupApplicationsByJob', () => {
  it('keeps first-seen job order', () => {
    const other = { ...application('3', 'X', 'Applied'), job: { ...jobRef, _id: 'job-2', title: 'Other' } };
    const groups = groupApplicationsByJob([
      application('1', 'A', 'Applied'),
      other,
      application('2', 'B', 'Applied'),
    ]);
    expect(groups.map((g) => [g.job._id, g.applications.length])).toEqual([
      ['job-1', 2],
      ['job-2', 1],
    ]);
  });
});
