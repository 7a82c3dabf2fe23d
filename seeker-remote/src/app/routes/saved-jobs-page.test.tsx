import type { SavedJobEntry, SavedJobsReply, SaveToggleReply } from '@portal/contracts';
import { API_PATHS, ROUTE_PATTERNS } from '@portal/contracts/paths';
import { apiError } from '@portal/shared-data/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSavedJobs } from '../../features/saved-jobs/api/get-saved-jobs';
import { api } from '../../test/server';
import { makeJob, renderAt, signIn } from '../../test/fixtures';
import { SavedJobsPage } from './saved-jobs-page';

const entry = (title: string): SavedJobEntry => ({
  _id: `s-${title}`,
  job: makeJob({ title, isSaved: true }),
  createdAt: '2025-01-01T00:00:00.000Z',
});
const renderPage = () => renderAt(<SavedJobsPage />, { route: '/saved-jobs', path: '/saved-jobs' });

/** The saved jobs the API keeps: GET /api/save-jobs/my lists them. */
const onSaved = (entries: SavedJobEntry[]) => api.get<SavedJobsReply>(API_PATHS.savedJobs, entries);

beforeEach(() => {
  signIn();
});

describe('/saved-jobs', () => {
  it('lists saved jobs with a back button and the grid/list toggle', async () => {
    onSaved([entry('Designer'), entry('Writer')]);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Saved Jobs' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Designer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Writer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    // A grid until the person chooses the list (a choice made on another page load is in storage).
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('removes an entry: "Job removed successfully!"', async () => {
    onSaved([entry('Designer'), entry('Writer')]);
    api.delete<SaveToggleReply>(ROUTE_PATTERNS.saveJob, { message: 'ok', isSaved: false });
    renderPage();
    await screen.findByRole('link', { name: 'Designer' });
    await userEvent.click(screen.getAllByRole('button', { name: /^Remove .+ from saved$/ })[0]!);
    expect(await screen.findByText('Job removed successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Designer' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Writer' })).toBeInTheDocument();
  });

  it('keeps the entry and says "Something went wrong! Try again later." when removal fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    onSaved([entry('Designer')]);
    api.delete(ROUTE_PATTERNS.saveJob, () => apiError(500));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Remove .+ from saved$/ }));
    expect(await screen.findByText('Something went wrong! Try again later.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Designer' })).toBeInTheDocument();
  });

  it('shows the empty state with Browse Jobs, also after the last removal', async () => {
    onSaved([entry('Designer')]);
    api.delete<SaveToggleReply>(ROUTE_PATTERNS.saveJob, { message: 'ok', isSaved: false });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Remove .+ from saved$/ }));
    expect(await screen.findByText("You haven't saved any jobs yet")).toBeInTheDocument();
    expect(screen.getByText('Start saving jobs that interests you to view them later')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute('href', '/find-jobs');
  });
});

describe('getSavedJobs', () => {
  it('ignores entries without a job', async () => {
    const good = entry('Kept');
    const asked = api.get(API_PATHS.savedJobs, [good, { _id: 'x', job: null }, { _id: 'y' }, null]);
    await expect(getSavedJobs()).resolves.toEqual([good]);
    expect(asked).toHaveLength(1);
  });
});
