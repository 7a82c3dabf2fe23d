import type { EmployerJob, EmployerJobsReply, SaveJobReply, ToggleCloseReply } from '@portal/contracts';
import { API_PATHS, ROUTE_PATTERNS } from '@portal/contracts/paths';
import { formatDate } from '@portal/shared-ui/format';
import { apiError, never, type ApiRequest } from '@portal/shared-data/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../../test/server';
import {
  EMPLOYER,
  employerJob,
  renderAt,
  setScreenWidth,
  signInEmployer,
  toaster,
} from '../../../test/utils';
import { ManageJobsPage } from './manage-jobs-page';

const PATH = '/employeer/manage-jobs';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

function job(n: number, isClosed = false): EmployerJob {
  return employerJob({
    _id: `job-${n}`,
    title: `Job ${String.fromCharCode(64 + n)}`,
    isClosed,
    applicationCount: n,
    createdAt: '2025-02-03T00:00:00.000Z',
    updatedAt: '2025-02-03T00:00:00.000Z',
    // Job B's listing ends in three days; the others' in a month.
    validThrough: inDays(n === 2 ? 3 : 30),
  });
}
const seven = [1, 2, 3, 4, 5, 6, 7].map((n) => job(n, n === 7));

let lists: ApiRequest[];
beforeEach(() => {
  signInEmployer();
  lists = api.get<EmployerJobsReply>(API_PATHS.employerJobs, seven);
});

const rows = () => screen.getAllByRole('row').slice(1);

describe('ManageJobsPage', () => {
  it('shows five skeleton rows while loading, then the first page of 5 sorted by title', async () => {
    api.get<EmployerJobsReply>(API_PATHS.employerJobs, never);
    renderAt(<ManageJobsPage />, PATH);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
  });

  it('pages, searches, filters and sorts', async () => {
    const { user } = renderAt(<ManageJobsPage />, PATH);
    expect(await screen.findByText('Showing 7 of 7 jobs.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Job Managment' })).toBeInTheDocument();
    expect(rows()).toHaveLength(5);
    expect(screen.getByText('Showing 1 to 5 of 7 results')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Job Title/ })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(rows()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: /Applicants/ }));
    expect(screen.getByRole('columnheader', { name: /Applicants/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(screen.getByRole('button', { name: /Applicants/ }));
    expect(screen.getByRole('columnheader', { name: /Applicants/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(within(rows()[0]!).getByText('Job G')).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('Search Jobs...'), 'job c');
    expect(screen.getByText('Showing 1 of 7 jobs.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();

    await user.clear(screen.getByPlaceholderText('Search Jobs...'));
    await user.selectOptions(screen.getByLabelText('Filter by status'), 'Closed');
    expect(screen.getByText('Showing 1 of 7 jobs.')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search Jobs...'), 'nothing');
    expect(screen.getByText('No jobs found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter criteria')).toBeInTheDocument();
  });

  it('closes a job with a toast and reloads', async () => {
    const toggles = api.put<ToggleCloseReply>(ROUTE_PATTERNS.toggleClose, { isClosed: true, message: 'x' });
    const { user } = renderAt(<ManageJobsPage />, PATH);
    await user.click(await screen.findByRole('button', { name: 'Close Job A' }));
    expect(await within(toaster()).findByText('Job is Closed')).toBeInTheDocument();
    expect(toggles.map((request) => request.path)).toEqual([API_PATHS.toggleClose('job-1')]);
    await waitFor(() => expect(lists).toHaveLength(2));
  });

  it('says how long each open job is listed, louder in its last days; Extend lists it longer', async () => {
    const extended = inDays(33);
    const extensions = api.put<SaveJobReply>(ROUTE_PATTERNS.extendJob, { ...job(2), validThrough: extended });
    const { user } = renderAt(<ManageJobsPage />, PATH);
    const rowOf = async (title: string) =>
      within((await screen.findByText(title)).closest('tr') as HTMLElement);
    (await rowOf('Job A')).getByText(`Listed until ${formatDate(inDays(30), 'DD/MM/YYYY')}`);
    (await rowOf('Job B')).getByText('Listing ends in 3 days: Extend keeps it listed');

    // The list the server gives after it has the new date.
    api.get<EmployerJobsReply>(
      API_PATHS.employerJobs,
      seven.map((j) => (j._id === 'job-2' ? { ...j, validThrough: extended } : j)),
    );
    await user.click(screen.getByRole('button', { name: 'Extend Job B' }));
    const until = `Listed until ${formatDate(extended, 'DD/MM/YYYY')}`;
    expect(await within(toaster()).findByText(until)).toBeInTheDocument();
    expect(extensions.map((request) => request.path)).toEqual([API_PATHS.extendJob('job-2')]);
    (await rowOf('Job B')).getByText(until);
  });

  it('a refused Extend says why', async () => {
    const refusal =
      'This job is already listed until 2027-02-27, the longest a job can be listed ahead (90 days)';
    api.put(ROUTE_PATTERNS.extendJob, () => apiError(409, refusal));
    const { user } = renderAt(<ManageJobsPage />, PATH);
    await user.click(await screen.findByRole('button', { name: 'Extend Job A' }));
    expect(await within(toaster()).findByText(refusal)).toBeInTheDocument();
  });

  it('a closed job offers no Extend and says no listing date', async () => {
    const { user } = renderAt(<ManageJobsPage />, PATH);
    await screen.findByText('Job A');
    await user.selectOptions(screen.getByLabelText('Filter by status'), 'Closed');
    const row = within(screen.getByText('Job G').closest('tr') as HTMLElement);
    row.getByRole('button', { name: 'Activate Job G' });
    expect(row.queryByRole('button', { name: 'Extend Job G' })).not.toBeInTheDocument();
    expect(row.queryByText(/Listed until|Listing ends/)).not.toBeInTheDocument();
  });

  it('deletes only after confirmation', async () => {
    const deletes = api.delete(ROUTE_PATTERNS.job, () => new HttpResponse(null, { status: 204 }));
    const { user } = renderAt(<ManageJobsPage />, PATH);
    await user.click(await screen.findByRole('button', { name: 'Delete Job B' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete job' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletes).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete Job B' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await within(toaster()).findByText('Job deleted successfully')).toBeInTheDocument();
    expect(deletes.map((request) => request.path)).toEqual([API_PATHS.job('job-2')]);
  });

  it("Edit is a link to the job's Edit Job page, which returns to this list as it was", async () => {
    const { user } = renderAt(<ManageJobsPage />, `${PATH}?status=Active`);
    const edit = await screen.findByRole('link', { name: 'Edit Job A' });
    expect(edit).toHaveAttribute('href', '/employeer/jobs/job-1/edit');
    await user.click(edit);
    expect(screen.getByTestId('location')).toHaveTextContent('/employeer/jobs/job-1/edit');
    expect(screen.getByTestId('state')).toHaveTextContent(
      '{"returnTo":"/employeer/manage-jobs?status=Active"}',
    );
  });

  it("the applicant count is a link to the job's applicants", async () => {
    renderAt(<ManageJobsPage />, PATH);
    expect(await screen.findByRole('link', { name: '3 applicants for Job C' })).toHaveAttribute(
      'href',
      '/employeer/jobs/job-3/applicants',
    );
  });

  it('Duplicate is a link to a new job copied from this one', async () => {
    renderAt(<ManageJobsPage />, PATH);
    expect(await screen.findByRole('link', { name: 'Duplicate Job B' })).toHaveAttribute(
      'href',
      '/employeer/post-jobs?copyOf=job-2',
    );
  });

  it('keeps its search, filter, sort and page in the address (the default sort is title A to Z)', async () => {
    const { user } = renderAt(<ManageJobsPage />, PATH);
    await screen.findByRole('link', { name: 'Edit Job A' });
    expect(screen.getByRole('columnheader', { name: /Job Title/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /Applicants/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(`${PATH}?sort=applicants%3Aasc`);
    await user.selectOptions(screen.getByLabelText('Filter by status'), 'Closed');
    expect(screen.getByTestId('location')).toHaveTextContent('status=Closed');
  });

  it('opens on the view its address names', async () => {
    renderAt(<ManageJobsPage />, `${PATH}?q=job&sort=title%3Adesc&page=2`);
    expect(await screen.findByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('searchbox', { name: 'Search jobs' })).toHaveValue('job');
    expect(screen.getByRole('columnheader', { name: /Job Title/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('shows a second employer signed in in the same tab none of the first one’s jobs, not even while theirs load', async () => {
    renderAt(<ManageJobsPage />, PATH);
    expect(await screen.findByText('Job A')).toBeInTheDocument();
    api.get<EmployerJobsReply>(API_PATHS.employerJobs, never);
    act(() => signInEmployer({ ...EMPLOYER, _id: 'u9', name: 'Olga Other' }));
    expect(await screen.findAllByTestId('skeleton-row')).toHaveLength(5);
    expect(screen.queryByText('Job A')).not.toBeInTheDocument();
  });

  it('opens on the page of a job just saved, highlighted, keeping the title sort', async () => {
    renderAt(<ManageJobsPage />, PATH, { highlightJobId: 'job-6' });
    const highlighted = await screen.findByText('Just saved');
    expect(highlighted.closest('tr')).toHaveTextContent('Job F');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('columnheader', { name: /Job Title/ })).toHaveAttribute('aria-sort', 'ascending');
  });
});

describe('ManageJobsPage on a phone', () => {
  it('shows one card per job with every action as a labelled button, and a sort select', async () => {
    setScreenWidth(390);
    const { user } = renderAt(<ManageJobsPage />, PATH);
    const list = await screen.findByRole('list', { name: 'Your job postings' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Job A' })).toBeInTheDocument();
    for (const name of [
      '1 applicants for Job A',
      'Edit Job A',
      'Duplicate Job A',
      'Close Job A',
      'Delete Job A',
    ]) {
      expect(first.getByRole(/^(Close|Delete)/.test(name) ? 'button' : 'link', { name })).toBeVisible();
    }
    await user.selectOptions(screen.getByLabelText('Sort by'), 'applicants:desc');
    expect(within(within(list).getAllByRole('listitem')[0]!).getByRole('heading')).toHaveTextContent('Job G');
  });

  it('shows five skeleton cards while loading', () => {
    setScreenWidth(390);
    api.get<EmployerJobsReply>(API_PATHS.employerJobs, never);
    renderAt(<ManageJobsPage />, PATH);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
  });
});
