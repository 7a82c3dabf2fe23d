import type { SavedJobEntry } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { unsaveJob } from '../../features/jobs/api/save-job';
import { getSavedJobs } from '../../features/saved-jobs/api/get-saved-jobs';
import { httpError, makeJob, renderAt, signIn } from '../../test/fixtures';
import { SavedJobsPage } from './saved-jobs-page';

vi.mock('../../features/jobs/api/save-job', () => ({ saveJob: vi.fn(), unsaveJob: vi.fn() }));
vi.mock('../../features/saved-jobs/api/get-saved-jobs', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../features/saved-jobs/api/get-saved-jobs')>()),
  getSavedJobs: vi.fn(),
}));

const entry = (title: string): SavedJobEntry => ({
  _id: `s-${title}`,
  job: makeJob({ title, isSaved: true }),
  createdAt: '2025-01-01T00:00:00.000Z',
});
const renderPage = () => renderAt(<SavedJobsPage />, { route: '/saved-jobs', path: '/saved-jobs' });

beforeEach(() => {
  vi.mocked(getSavedJobs).mockReset();
  vi.mocked(unsaveJob).mockReset();
  signIn();
});

describe('/saved-jobs', () => {
  it('lists saved jobs with a back button and the grid/list toggle', async () => {
    vi.mocked(getSavedJobs).mockResolvedValue([entry('Designer'), entry('Writer')]);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Saved Jobs' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Designer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Writer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'List view' })).toBeInTheDocument();
  });

  it('removes an entry: "Job removed successfully!"', async () => {
    vi.mocked(getSavedJobs).mockResolvedValue([entry('Designer'), entry('Writer')]);
    vi.mocked(unsaveJob).mockResolvedValue({ message: 'ok', isSaved: false });
    renderPage();
    await screen.findByRole('link', { name: 'Designer' });
    await userEvent.click(screen.getAllByRole('button', { name: /^Remove .+ from saved$/ })[0]!);
    expect(await screen.findByText('Job removed successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Designer' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Writer' })).toBeInTheDocument();
  });

  it('keeps the entry and says "Something went wrong! Try again later." when removal fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(getSavedJobs).mockResolvedValue([entry('Designer')]);
    vi.mocked(unsaveJob).mockRejectedValue(httpError(500));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Remove .+ from saved$/ }));
    expect(await screen.findByText('Something went wrong! Try again later.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Designer' })).toBeInTheDocument();
  });

  it('shows the empty state with Browse Jobs, also after the last removal', async () => {
    vi.mocked(getSavedJobs).mockResolvedValue([entry('Designer')]);
    vi.mocked(unsaveJob).mockResolvedValue({ message: 'ok', isSaved: false });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Remove .+ from saved$/ }));
    expect(await screen.findByText("You haven't saved any jobs yet")).toBeInTheDocument();
    expect(screen.getByText('Start saving jobs that interests you to view them later')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute('href', '/find-jobs');
  });
});

describe('getSavedJobs', () => {
  it('ignores entries without a job', async () => {
    const actual = await vi.importActual<typeof import('../../features/saved-jobs/api/get-saved-jobs')>(
      '../../features/saved-jobs/api/get-saved-jobs',
    );
    const { apiClient } = await import('@portal/shared-auth');
    const good = entry('Kept');
    vi.spyOn(apiClient, 'get').mockResolvedValue({
      data: [good, { _id: 'x', job: null }, { _id: 'y' }, null],
    } as never);
    await expect(actual.getSavedJobs()).resolves.toEqual([good]);
    expect(apiClient.get).toHaveBeenCalledWith('/api/save-jobs/my', expect.anything());
  });
});
