import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyToJob } from '../../features/jobs/api/apply-to-job';
import { getJob } from '../../features/jobs/api/get-job';
import { employer, httpError, makeJob, renderAt, signIn, signOut } from '../../test/fixtures';
import { JobDetailPage } from './job-detail-page';

vi.mock('../../features/jobs/api/get-job', () => ({ getJob: vi.fn() }));
vi.mock('../../features/jobs/api/apply-to-job', () => ({ applyToJob: vi.fn() }));

const renderPage = (id = 'job-1') =>
  renderAt(<JobDetailPage />, { route: `/jobs/${id}`, path: '/jobs/:jobId' });

beforeEach(() => {
  vi.mocked(getJob).mockReset();
  vi.mocked(applyToJob).mockReset();
});

describe('/jobs/:jobId', () => {
  it('asks a signed-out visitor to log in and does not load the job', async () => {
    signOut();
    renderPage();
    expect(screen.getByText('Log in to view this job')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Log in to view this job' })).toBeInTheDocument();
    expect(getJob).not.toHaveBeenCalled();
  });

  it('shows the job: title, location, category, type, DD-MM-YYYY date, compensation, text with line breaks', async () => {
    signIn();
    vi.mocked(getJob).mockResolvedValue(
      makeJob({
        _id: 'job-1',
        title: 'Staff Engineer',
        category: 'HR',
        type: 'Remote',
        description: 'Line one\nLine two <b>not bold</b>',
        requirements: '5 years\nTypeScript',
      }),
    );
    renderPage('job-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff Engineer' })).toBeInTheDocument();
    expect(getJob).toHaveBeenCalledWith('job-1', expect.anything());
    expect(screen.getByText('Berlin')).toBeInTheDocument();
    expect(screen.getByText('Human Resources')).toBeInTheDocument();
    expect(screen.getByText('Remote')).toBeInTheDocument();
    expect(screen.getByText('07-03-2025')).toBeInTheDocument();
    expect(screen.getByText('$50,000 - $80,000 per year')).toBeInTheDocument();
    expect(screen.getByText('Competitive')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About This Role' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "What We're Looking For" })).toBeInTheDocument();
    const description = screen.getByText(/Line one/);
    expect(description.textContent).toBe('Line one\nLine two <b>not bold</b>');
    expect(description.querySelector('b')).toBeNull();
    expect(description).toHaveClass('whitespace-pre-line');
  });

  it('shows the status badge instead of Apply Now when already applied', async () => {
    signIn();
    vi.mocked(getJob).mockResolvedValue(makeJob({ applicationStatus: 'Accepted' }));
    renderPage();
    expect(await screen.findByText('Accepted')).toHaveClass('bg-green-100');
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
  });

  it('applies: "Applied to job successfully!" and the Applied badge replaces the button', async () => {
    signIn();
    vi.mocked(getJob).mockResolvedValue(makeJob({ _id: 'job-1' }));
    vi.mocked(applyToJob).mockResolvedValue({ message: 'ok' } as never);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByText('Applied to job successfully!')).toBeInTheDocument();
    expect(applyToJob).toHaveBeenCalledWith('job-1');
    expect(screen.getByText('Applied')).toHaveClass('bg-gray-100');
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
  });

  it('shows the server message on failure ("Only Job Seekers can apply" for an employer)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn(employer);
    vi.mocked(getJob).mockResolvedValue(makeJob());
    vi.mocked(applyToJob).mockRejectedValue(httpError(403, 'Only Job Seekers can apply'));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Apply Now' }));
    expect(await screen.findByText('Only Job Seekers can apply')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply Now' })).toBeInTheDocument();
  });

  it('shows a not-found state for a missing job', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn();
    vi.mocked(getJob).mockRejectedValue(httpError(404, 'Job not found'));
    renderPage('nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute('href', '/find-jobs');
  });

  it('offers a retry when loading fails for another reason', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn();
    vi.mocked(getJob)
      .mockRejectedValueOnce(httpError(500))
      .mockResolvedValueOnce(makeJob({ title: 'Back again' }));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
  });
});
