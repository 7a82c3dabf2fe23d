import type {
  InterviewsReply,
  MyApplication,
  MyApplicationsReply,
  StageCounts,
  WithdrawReply,
} from '@portal/contracts';
import { API_PATHS, ROUTE_PATTERNS } from '@portal/contracts/paths';
import { apiError, type ApiRequest } from '@portal/shared-data/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../test/server';
import { currentLocation, makeJob, renderAt, signIn } from '../../test/fixtures';
import { MyApplicationsPage } from './my-applications-page';

const application = (id: string, title: string, status: MyApplication['status']): MyApplication => {
  const job = makeJob({ _id: `job-${id}`, title });
  return {
    _id: id,
    status,
    createdAt: '2025-03-07T12:00:00.000Z',
    updatedAt: '2025-03-08T12:00:00.000Z',
    job: {
      _id: job._id,
      title,
      location: 'Lisbon',
      type: job.type,
      category: job.category,
      isClosed: false,
      company: job.company,
    },
    resume: '',
    resumeName: '',
  };
};

const countsOf = (list: MyApplication[]): StageCounts => ({
  Applied: list.filter((a) => a.status === 'Applied').length,
  Review: list.filter((a) => a.status === 'Review').length,
  Accepted: list.filter((a) => a.status === 'Accepted').length,
  Rejected: list.filter((a) => a.status === 'Rejected').length,
  total: list.length,
});

/** The seeker's applications as the API has them now. */
let served: MyApplication[] = [];
/** From now on the API has `all`. */
const serve = (all: MyApplication[]) => (served = all);
/** The list's requests the API got. */
let lists: ApiRequest[];

const renderPage = (route = '/my-applications') =>
  renderAt(<MyApplicationsPage />, { route, path: '/my-applications' });

beforeEach(() => {
  served = [];
  // The page's upcoming interviews: none here.
  api.get<InterviewsReply>(API_PATHS.interviews, { interviews: [] });
  // api-mock's answer for a list: filtered by status, counts over all of them.
  lists = api.get<MyApplicationsReply>(API_PATHS.myApplications, ({ query }) => {
    const applications = query.status ? served.filter((a) => a.status === query.status) : served;
    return { applications, counts: countsOf(served), total: applications.length, page: 1, pages: 1 };
  });
  signIn();
});

describe('/my-applications', () => {
  it('lists every application: job (a link), company, place, date applied and status', async () => {
    serve([application('a1', 'Night Nurse', 'Review'), application('a2', 'Designer', 'Accepted')]);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My Applications' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Applications' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Night Nurse' })).toHaveAttribute(
      'href',
      '/jobs/job-a1',
    );
    expect(rows[0]).toHaveTextContent('Acme Corp');
    expect(rows[0]).toHaveTextContent('Lisbon');
    expect(rows[0]).toHaveTextContent(/Applied \d+ (day|month|year)s? ago, 7 Mar 2025/);
    expect(within(rows[0]!).getByText('Review')).toHaveClass('bg-yellow-100');
    // Only Applied and Review can be withdrawn: the employer has decided on the others.
    expect(
      within(rows[0]!).getByRole('button', { name: 'Withdraw application for Night Nurse' }),
    ).toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
  });

  it('names the built résumé an application went with, a link to its PDF as sent; nothing for the uploaded one', async () => {
    const built = {
      ...application('a1', 'Night Nurse', 'Applied'),
      resume: 'http://localhost:4000/uploads/resumes/built-1.pdf',
      resumeName: 'Zoe-Quantum-Resume.pdf',
    };
    serve([built, application('a2', 'Designer', 'Applied')]);
    renderPage();
    const rows = within(await screen.findByRole('list', { name: 'Applications' })).getAllByRole('listitem');
    const pdf = within(rows[0]!).getByRole('link', {
      name: 'Zoe-Quantum-Resume.pdf sent for Night Nurse (PDF, opens in a new tab)',
    });
    expect(pdf).toHaveAttribute('href', 'http://localhost:4000/uploads/resumes/built-1.pdf');
    expect(rows[0]).toHaveTextContent('Sent with your built résumé: Zoe-Quantum-Resume.pdf');
    expect(rows[1]).not.toHaveTextContent(/built résumé/);
  });

  it('filters by status with counts, kept in the URL', async () => {
    const user = userEvent.setup();
    serve([
      application('a1', 'Night Nurse', 'Review'),
      application('a2', 'Designer', 'Accepted'),
      application('a3', 'Writer', 'Review'),
    ]);
    renderPage();
    const filter = await screen.findByRole('group', { name: 'Filter by status' });
    expect(within(filter).getByRole('button', { name: 'All 3' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(filter).getByRole('button', { name: 'Rejected 0' })).toBeInTheDocument();
    await user.click(within(filter).getByRole('button', { name: 'Review 2' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Designer' })).not.toBeInTheDocument());
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(currentLocation()).toBe('/my-applications?status=Review');
    expect(lists.at(-1)?.query).toEqual({ status: 'Review', page: '1', limit: '20' });
  });

  it('withdraws after a confirmation: the row goes, focus moves to the next one, the counts follow', async () => {
    const user = userEvent.setup();
    const all = [application('a1', 'Night Nurse', 'Applied'), application('a2', 'Writer', 'Review')];
    serve(all);
    const withdrawals = api.delete<WithdrawReply>(ROUTE_PATTERNS.application, ({ params }) => {
      serve(all.filter((a) => a._id !== params.id));
      return { message: 'Application withdrawn', _id: params.id! };
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Withdraw application for Night Nurse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw application?' });
    expect(dialog).toHaveTextContent('Night Nurse');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Application withdrawn')).toBeInTheDocument();
    expect(withdrawals.map((request) => request.path)).toEqual([API_PATHS.application('a1')]);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Night Nurse' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('link', { name: 'Writer' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'All 1' })).toBeInTheDocument();
  });

  it('a refused withdrawal (409) says why in the dialog, and the list shows the new status', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    serve([application('a1', 'Night Nurse', 'Review')]);
    api.delete(ROUTE_PATTERNS.application, () => {
      serve([application('a1', 'Night Nurse', 'Accepted')]);
      return apiError(409, 'This application is already Accepted and can no longer be withdrawn');
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Withdraw application for Night Nurse' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This application is already Accepted and can no longer be withdrawn',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const list = screen.getByRole('list', { name: 'Applications' });
    expect(await within(list).findByText('Accepted')).toHaveClass('bg-green-100');
    expect(screen.queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
  });

  it('with no applications: an empty state that leads to Find Jobs', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText("You haven't applied to any jobs yet")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find Jobs' })).toHaveAttribute('href', '/find-jobs');
    expect(screen.queryByRole('group', { name: 'Filter by status' })).not.toBeInTheDocument();
  });

  it('a failed load offers to try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // The first load fails; the next is answered.
    api.get(API_PATHS.myApplications, () => apiError(500), { once: true });
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    serve([application('a1', 'Night Nurse', 'Applied')]);
    await userEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'Night Nurse' })).toBeInTheDocument();
  });
});
