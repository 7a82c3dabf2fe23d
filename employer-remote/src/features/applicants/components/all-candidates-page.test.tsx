import type {
  ApplicationReply,
  EmployerApplication,
  EmployerApplicationsReply,
  NotesReply,
} from '@portal/contracts';
import { API_PATHS, ROUTE_PATTERNS } from '@portal/contracts/paths';
import type { ApiRequest } from '@portal/shared-data/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../../test/server';
import { renderAt, signInEmployer } from '../../../test/utils';
import { AllCandidatesPage } from './all-candidates-page';

const PATH = '/employeer/candidates';

function row(id: string, name: string, jobTitle: string, status: EmployerApplication['status']) {
  return {
    _id: id,
    status,
    createdAt: '2025-03-04T10:00:00.000Z',
    updatedAt: '2025-03-05T10:00:00.000Z',
    job: { _id: `job-${jobTitle}`, title: jobTitle, location: 'Berlin', type: 'Full-Time', category: 'HR' },
    applicant: {
      _id: `a-${id}`,
      name,
      email: `${name.split(' ')[0]!.toLowerCase()}@example.test`,
      avatar: '',
      resume: '',
      resumeName: '',
      emailVerified: false,
      createdAt: '2025-01-01T00:00:00.000Z',
    },
    notesCount: 0,
  } satisfies EmployerApplication;
}

function reply(applications: EmployerApplication[], total = applications.length, pages = 1, page = 1) {
  return {
    applications,
    counts: { Applied: 2, Review: 1, Accepted: 0, Rejected: 0, total: 3 },
    total,
    page,
    pages,
  } satisfies EmployerApplicationsReply;
}

const everyone = [
  row('1', 'Sam Seeker', 'Senior Engineer', 'Applied'),
  row('2', 'Ada Lovelace', 'Data Analyst', 'Review'),
  row('3', 'Omar Lee', 'Senior Engineer', 'Applied'),
];

let listRequests: ApiRequest[];
beforeEach(() => {
  signInEmployer();
  api.get<ApplicationReply>(ROUTE_PATTERNS.application, ({ params }) =>
    everyone.find((a) => a._id === params.id)!,
  );
  listRequests = api.get<EmployerApplicationsReply>(API_PATHS.employerApplications, reply(everyone));
  api.get<NotesReply>(ROUTE_PATTERNS.applicationNotes, []);
});

/** The list's queries the API got, in order (empty filters are left out of the address). */
const listQueries = () => listRequests.map((request) => request.query);

describe('AllCandidatesPage', () => {
  it('lists every application across the jobs, with the job, and opens an applicant', async () => {
    const { user } = renderAt(<AllCandidatesPage />, PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'All Candidates' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Candidates' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('Data Analyst')).toBeInTheDocument();
    expect(screen.getByText('3 candidates')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Applied 2' })).toBeInTheDocument();
    expect(listQueries()).toContainEqual({ page: '1', limit: '20' });

    await user.click(screen.getByRole('button', { name: 'View Profile of Ada Lovelace' }));
    const dialog = screen.getByRole('dialog', { name: 'Applicant Profile' });
    expect(within(dialog).getByText('ada@example.test')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Change Application Status')).toHaveValue('Review');
  });

  it('searches name, e-mail or job once typing pauses, and filters by stage', async () => {
    const { user } = renderAt(<AllCandidatesPage />, PATH);
    await screen.findByText('Sam Seeker');
    await user.type(screen.getByRole('searchbox', { name: 'Search candidates' }), 'engineer');
    await waitFor(() =>
      expect(listQueries().at(-1)).toEqual(expect.objectContaining({ q: 'engineer', page: '1' })),
    );
    // One request for the pause, not one per key.
    expect(listQueries().filter((query) => query.q === 'engin')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Review 1' }));
    await waitFor(() =>
      expect(listQueries().at(-1)).toEqual(expect.objectContaining({ q: 'engineer', status: 'Review' })),
    );
  });

  it('pages through the candidates', async () => {
    api.get<EmployerApplicationsReply>(API_PATHS.employerApplications, ({ query }) => {
      const page = Number(query.page ?? 1);
      return reply(page === 2 ? [everyone[2]!] : everyone.slice(0, 2), 42, 3, page);
    });
    const { user } = renderAt(<AllCandidatesPage />, PATH);
    expect(await screen.findByText('Showing 1 to 2 of 42 results')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Omar Lee')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when nobody applied yet, and when nobody matches', async () => {
    api.get<EmployerApplicationsReply>(API_PATHS.employerApplications, {
      ...reply([]),
      counts: { Applied: 0, Review: 0, Accepted: 0, Rejected: 0, total: 0 },
    });
    const { user } = renderAt(<AllCandidatesPage />, PATH);
    expect(await screen.findByText('No candidates yet')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search candidates' }), 'zzz');
    expect(await screen.findByText('No candidates match')).toBeInTheDocument();
  });
});
