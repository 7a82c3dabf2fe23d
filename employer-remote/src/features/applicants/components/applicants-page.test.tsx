import type {
  Application,
  ApplicationReply,
  BulkStatusBody,
  BulkStatusReply,
  ChangeStatusBody,
  ChangeStatusReply,
  EmployerApplication,
  EmployerApplicationsQuery,
  EmployerApplicationsReply,
  JobDetail,
  Note,
  NoteBody,
  NotesReply,
  UndoStatusChangeReply,
} from '@portal/contracts';
import { API_PATHS, ROUTE_PATTERNS } from '@portal/contracts/paths';
import { apiError, type ApiRequest } from '@portal/shared-data/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../test/server';
import { renderAt, signInEmployer, toaster, toastsShown } from '../../../test/utils';
import { ApplicantsPage, LegacyApplicantsPage } from './applicants-page';

const PATTERN = '/employeer/jobs/:jobId/applicants';
const PIPELINE = '/employeer/jobs/job-1/applicants';
/** The pipeline of job-1 opened at its address, with `query` (`?stage=Review`). */
const openPipeline = (query = '') => renderAt(<ApplicantsPage />, `${PIPELINE}${query}`, undefined, PATTERN);
const jobRef = {
  _id: 'job-1',
  title: 'Senior Engineer',
  location: 'Berlin',
  type: 'Full-Time',
  category: 'HR',
} as const;
const job = {
  ...jobRef,
  description: 'd',
  requirements: 'r',
  salaryMin: 1,
  salaryMax: 2,
} as unknown as JobDetail;

function application(
  id: string,
  name: string,
  status: Application['status'],
  notesCount = 0,
): EmployerApplication {
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
      resumeName: '',
      emailVerified: false,
      createdAt: '2025-01-01T00:00:00.000Z',
    },
    notesCount,
  };
}

/** A fake server: the pipeline of job-1 filtered the way the API filters it. */
let people: EmployerApplication[] = [];
function serve(query: EmployerApplicationsQuery): EmployerApplicationsReply {
  const q = (query.q ?? '').toLowerCase();
  const matching = people.filter(
    (p) =>
      (!q || p.applicant.name.toLowerCase().includes(q)) &&
      (!query.screening || p.knockedOut === (query.screening === 'knocked-out')),
  );
  const shown = matching.filter((p) => !query.status || p.status === query.status);
  const count = (s: Application['status']) => matching.filter((p) => p.status === s).length;
  return {
    applications: shown,
    counts: {
      Applied: count('Applied'),
      Review: count('Review'),
      Accepted: count('Accepted'),
      Rejected: count('Rejected'),
      total: matching.length,
    },
    total: shown.length,
    page: 1,
    pages: 1,
  };
}

function bulkReply(ids: string[], status: Application['status'], failing: string[] = []): BulkStatusReply {
  const results = ids.map((id) =>
    failing.includes(id)
      ? {
          _id: id,
          outcome: 'failed' as const,
          error: { statusCode: 403, message: 'You can only update applications for your own jobs' },
        }
      : { _id: id, outcome: 'moved' as const },
  );
  people = people.map((p) => (ids.includes(p._id) && !failing.includes(p._id) ? { ...p, status } : p));
  return {
    status,
    moved: results.filter((r) => r.outcome === 'moved').length,
    unchanged: 0,
    failed: failing.length,
    results,
  };
}

/** What the API got: the list's queries, the bulk moves, the single stage changes, the undos. */
let lists: ApiRequest[];
let moves: ApiRequest[];
let changes: ApiRequest[];
let undos: ApiRequest[];
const listQueries = () => lists.map((request) => request.query);
const bodies = (requests: ApiRequest[]) => requests.map((request) => request.body);

/** From now on the bulk move answers with `answer` (ids and stage from the request's body). */
const onMove = (answer: (body: BulkStatusBody) => BulkStatusReply | Response) =>
  (moves = api.put<BulkStatusReply>(API_PATHS.bulkStatus, ({ body }) => answer(body as BulkStatusBody)));

beforeEach(() => {
  signInEmployer();
  people = [
    application('1', 'Sam Seeker', 'Applied'),
    application('2', 'Ada Lovelace', 'Applied', 2),
    application('3', 'Omar Lee', 'Applied'),
    application('4', 'Zoe Park', 'Review'),
  ];
  api.get<ApplicationReply>(
    ROUTE_PATTERNS.application,
    ({ params }) => people.find((p) => p._id === params.id) as Application,
  );
  lists = api.get<EmployerApplicationsReply>(API_PATHS.employerApplications, ({ query }) =>
    serve(query as EmployerApplicationsQuery),
  );
  api.get<JobDetail>(ROUTE_PATTERNS.job, job);
  api.get<NotesReply>(ROUTE_PATTERNS.applicationNotes, []);
  // No write is answered until a test says how: one it does not expect fails it (no handler).
  moves = [];
  changes = [];
  undos = [];
});

const stage = (name: RegExp) => screen.getByRole('button', { name });
const rowOf = (name: string) =>
  screen.getByRole('button', { name: `View Profile of ${name}` }).closest('li') as HTMLElement;

describe('ApplicantsPage: the spec page', () => {
  it('the old address redirects to manage-jobs without a job id in navigation state', () => {
    renderAt(<LegacyApplicantsPage />, '/employeer/applicants');
    expect(screen.getByTestId('location')).toHaveTextContent('/employeer/manage-jobs');
    expect(lists).toHaveLength(0);
  });

  it('the old address renders a waiting page where it cannot move on (the server has no navigation state)', () => {
    const warn = vi.spyOn(console, 'warn');
    const html = renderToString(
      <StaticRouter location="/employeer/applicants">
        <LegacyApplicantsPage />
      </StaticRouter>,
    );
    expect(html).toContain('Loading applications...');
    // (A <Navigate> there is a no-op that the router warns of on every such request.)
    expect(warn).not.toHaveBeenCalled();
  });

  it("the old address with a job (and an applicant) in navigation state leads on to the job's own", () => {
    renderAt(<LegacyApplicantsPage />, '/employeer/applicants', { jobId: 'job-1', applicationId: '4' });
    expect(screen.getByTestId('location')).toHaveTextContent(`${PIPELINE}?applicant=4`);
  });

  it('titles the job, counts its applications and lists each applicant', async () => {
    openPipeline();
    expect(screen.getByText('Loading applications...')).toBeInTheDocument();
    const group = await screen.findByRole('region', { name: 'Applications for Senior Engineer' });
    expect(screen.getByRole('heading', { level: 1, name: 'Applications Overview' })).toBeInTheDocument();
    expect(await within(group).findByText('4 Application(s)')).toBeInTheDocument();
    expect(within(group).getByText('Human Resources')).toBeInTheDocument();
    expect(within(group).getByText('Sam Seeker')).toBeInTheDocument();
    const applied = within(group).getAllByText(/^Applied .* ago$/);
    expect(applied).toHaveLength(4);
    expect(applied[0]).toHaveTextContent(/, 4 Mar 2025$/);
    expect(within(group).getByText('2 notes')).toBeInTheDocument();
    const resume = within(group).getByRole('link', { name: /Resume of Sam Seeker/ });
    expect(resume).toHaveAttribute('target', '_blank');
    // Empty filters are left out of the address.
    expect(listQueries()).toContainEqual({ jobId: 'job-1', page: '1', limit: '20' });
  });

  it('shows the empty state when the job has no applications', async () => {
    people = [];
    openPipeline();
    expect(await screen.findByText('No applications available')).toBeInTheDocument();
    expect(screen.getByText('No applications found at the moment')).toBeInTheDocument();
    expect(await screen.findByText('0 Application(s)')).toBeInTheDocument();
  });
});

describe('ApplicantsPage: the pipeline', () => {
  it('counts each stage, filters by stage and searches by name', async () => {
    const { user } = openPipeline();
    expect(await screen.findByRole('button', { name: 'Applied 3' })).toHaveAttribute('aria-pressed', 'false');
    expect(stage(/^All 4$/)).toHaveAttribute('aria-pressed', 'true');
    expect(stage(/^Review 1$/)).toBeInTheDocument();
    expect(stage(/^Accepted 0$/)).toBeInTheDocument();

    await user.click(stage(/^Review 1$/));
    await waitFor(() => expect(screen.queryByText('Sam Seeker')).not.toBeInTheDocument());
    expect(screen.getByText('Zoe Park')).toBeInTheDocument();
    expect(stage(/^Review 1$/)).toHaveAttribute('aria-pressed', 'true');

    await user.click(stage(/^All/));
    await user.type(screen.getByRole('searchbox', { name: 'Search applicants' }), 'ada');
    await waitFor(() => expect(screen.queryByText('Sam Seeker')).not.toBeInTheDocument());
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(stage(/^All 1$/)).toBeInTheDocument();
    // The header keeps the job's own number.
    expect(screen.getByText('4 Application(s)')).toBeInTheDocument();
  });

  it('moves three selected applicants to Review in one call; counts follow', async () => {
    onMove(({ ids, status }) => bulkReply(ids, status));
    const { user } = openPipeline();
    await screen.findByText('Sam Seeker');
    for (const name of ['Sam Seeker', 'Ada Lovelace', 'Omar Lee']) {
      await user.click(screen.getByRole('checkbox', { name: `Select ${name}` }));
    }
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Move selected to'), 'Review');
    await user.click(screen.getByRole('button', { name: 'Move selected' }));
    // It says how many go where before it goes.
    const dialog = screen.getByRole('dialog', { name: 'Move 3 applicants' });
    expect(dialog).toHaveTextContent('3 applicants go to Review (3 from Applied).');
    expect(moves).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Move 3 applicants to Review' }));
    await waitFor(() => expect(bodies(moves)).toEqual([{ ids: ['1', '2', '3'], status: 'Review' }]));
    expect(await screen.findByText('Moved 3 applicants to Review.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Review 4' })).toBeInTheDocument();
    expect(stage(/^Applied 0$/)).toBeInTheDocument();
    expect(within(rowOf('Sam Seeker')).getByText('Review')).toBeInTheDocument();
    expect(screen.getByText('0 selected')).toBeInTheDocument();
  });

  it('selects the whole page at once', async () => {
    const { user } = openPipeline();
    await screen.findByText('Sam Seeker');
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText('4 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Zoe Park' }));
    expect(screen.getByRole('checkbox', { name: 'Select all on this page' })).toHaveProperty(
      'indeterminate',
      true,
    );
  });

  it('names each applicant who did not move, and shows nobody as moved who did not', async () => {
    onMove(({ ids, status }) => bulkReply(ids, status, ['2']));
    const { user } = openPipeline();
    await screen.findByText('Sam Seeker');
    await user.click(screen.getByRole('checkbox', { name: 'Select Sam Seeker' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Ada Lovelace' }));
    await user.selectOptions(screen.getByLabelText('Move selected to'), 'Accepted');
    await user.click(screen.getByRole('button', { name: 'Move selected' }));
    await user.click(screen.getByRole('button', { name: 'Move 2 applicants to Accepted' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Moved Sam Seeker to Accepted. Couldn't move 1 applicant:");
    expect(alert).toHaveTextContent('Ada Lovelace: You can only update applications for your own jobs');
    await waitFor(() => expect(within(rowOf('Sam Seeker')).getByText('Accepted')).toBeInTheDocument());
    expect(within(rowOf('Ada Lovelace')).getByText('Applied')).toBeInTheDocument();
    // The one that failed stays selected, ready for another try.
    expect(screen.getByRole('checkbox', { name: 'Select Ada Lovelace' })).toBeChecked();
    expect(screen.getByText('1 selected')).toBeInTheDocument();
  });

  it('a move that fails as a whole leaves everyone where they were and says so', async () => {
    onMove(() => apiError(500));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = openPipeline();
    await screen.findByText('Sam Seeker');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Move Sam Seeker to another stage' }),
      'Rejected',
    );
    const dialog = screen.getByRole('dialog', { name: 'Reject applicant' });
    await user.selectOptions(within(dialog).getByLabelText(/^Reason/), 'Other');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Sam Seeker' }));
    await waitFor(() => expect(bodies(moves)).toEqual([{ ids: ['1'], status: 'Rejected', reason: 'Other' }]));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Couldn't move Sam Seeker to Rejected. Please try again.",
    );
    expect(within(rowOf('Sam Seeker')).getByText('Applied')).toBeInTheDocument();
    expect(stage(/^Rejected 0$/)).toBeInTheDocument();
  });

  it('drops dragged applicants on a stage', async () => {
    onMove(({ ids, status }) => bulkReply(ids, status));
    openPipeline();
    await screen.findByText('Sam Seeker');
    const dataTransfer = { setData: vi.fn(), effectAllowed: '', dropEffect: '' };
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.dragStart(rowOf('Omar Lee'), { dataTransfer });
    fireEvent.dragOver(stage(/^Accepted 0$/), { dataTransfer });
    fireEvent.drop(stage(/^Accepted 0$/), { dataTransfer });
    await waitFor(() => expect(bodies(moves)).toEqual([{ ids: ['3'], status: 'Accepted' }]));
    expect(await screen.findByText('Moved Omar Lee to Accepted.')).toBeInTheDocument();
  });
});

describe('ApplicantsPage: safe moves', () => {
  const undoable = (ids: string[], status: Application['status']): BulkStatusReply => ({
    ...bulkReply(ids, status),
    undo: { _id: 'change-1', until: '2030-01-01T00:00:10.000Z', windowMs: 10_000, count: ids.length },
  });

  it('a move offers Undo, which puts the applicant back; the result takes the focus', async () => {
    onMove(({ ids, status }) => undoable(ids, status));
    undos = api.post<UndoStatusChangeReply>(ROUTE_PATTERNS.statusChangeUndo, () => {
      people = people.map((p) => (p._id === '3' ? { ...p, status: 'Applied' } : p));
      return {
        message: 'Undone: 1 application is back where it was',
        restored: 1,
        skipped: 0,
        applications: [],
      };
    });
    const { user } = openPipeline();
    await screen.findByText('Omar Lee');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Move Omar Lee to another stage' }),
      'Review',
    );
    const result = await screen.findByText('Moved Omar Lee to Review.');
    await waitFor(() => expect(result.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.getByText('The candidate is told in 10 seconds unless you undo.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo: Moved Omar Lee to Review.' }));
    await waitFor(() => expect(undos.map((request) => request.params.id)).toEqual(['change-1']));
    expect(await screen.findByText('Undone: 1 application is back where it was')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Omar Lee')).getByText('Applied')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^Undo/ })).not.toBeInTheDocument();
  });

  it('a rejection asks for a reason and offers editable templates for the message', async () => {
    onMove(({ ids, status }) => undoable(ids, status));
    const { user } = openPipeline();
    await screen.findByText('Sam Seeker');
    await user.click(screen.getByRole('checkbox', { name: 'Select Sam Seeker' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Zoe Park' }));
    await user.selectOptions(screen.getByLabelText('Move selected to'), 'Rejected');
    await user.click(screen.getByRole('button', { name: 'Move selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject 2 applicants' });
    expect(dialog).toHaveTextContent('2 applicants go to Rejected (1 from Applied, 1 from Review).');
    const reject = within(dialog).getByRole('button', { name: 'Reject 2 applicants' });
    await user.click(reject);
    expect(await within(dialog).findByText('Please select a reason')).toBeInTheDocument();
    expect(moves).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText(/^Reason/), 'Hired another candidate');
    await user.selectOptions(within(dialog).getByLabelText('Start from a template'), 'position-filled');
    const message = within(dialog).getByLabelText(/^Message to the candidate/);
    expect((message as HTMLTextAreaElement).value).toMatch(
      /^Hi \{firstName\},\n\nThank you for your interest in the \{jobTitle\} role/,
    );
    await user.type(message, ' PS: apply again!');
    await user.click(reject);
    await waitFor(() =>
      expect(bodies(moves)).toEqual([
        {
          ids: ['1', '4'],
          status: 'Rejected',
          reason: 'Hired another candidate',
          message: expect.stringMatching(/\{companyName\} PS: apply again!$/),
        },
      ]),
    );
  });

  it('a cancelled dialog moves nobody', async () => {
    const { user } = openPipeline();
    await screen.findByText('Sam Seeker');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Move Ada Lovelace to another stage' }),
      'Rejected',
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(moves).toHaveLength(0);
  });
});

describe('ApplicantsPage: the view is in the address', () => {
  it('opens on the stage, search and page the address names, and asks for exactly that', async () => {
    openPipeline('?stage=Review&q=zoe&page=1');
    expect(await screen.findByText('Zoe Park')).toBeInTheDocument();
    expect(screen.queryByText('Sam Seeker')).not.toBeInTheDocument();
    expect(stage(/^Review 1$/)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search applicants' })).toHaveValue('zoe');
    expect(listQueries()).toContainEqual(
      expect.objectContaining({ jobId: 'job-1', status: 'Review', q: 'zoe', page: '1' }),
    );
  });

  it('writes a new stage and a search into the address (a new stage starts at page 1)', async () => {
    const { user } = openPipeline('?page=3');
    await user.click(await screen.findByRole('button', { name: /^Review/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`${PIPELINE}?stage=Review`));
    await user.type(screen.getByRole('searchbox', { name: 'Search applicants' }), 'ada');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`${PIPELINE}?stage=Review&q=ada`),
    );
  });

  it('an unknown stage or a bad page is the plain view', async () => {
    openPipeline('?stage=Hired&page=-2');
    expect(await screen.findByText('Sam Seeker')).toBeInTheDocument();
    expect(stage(/^All 4$/)).toHaveAttribute('aria-pressed', 'true');
    // The plain view: no stage in the address, page 1.
    expect(listQueries()).toContainEqual({ jobId: 'job-1', page: '1', limit: '20' });
  });

  it('opening an applicant names it in the address; closing removes it', async () => {
    const { user } = openPipeline('?stage=Review');
    await user.click(await screen.findByRole('button', { name: /View Profile of Zoe Park/ }));
    await screen.findByRole('dialog', { name: 'Applicant Profile' });
    expect(screen.getByTestId('location')).toHaveTextContent(`${PIPELINE}?stage=Review&applicant=4`);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/\?stage=Review$/));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ApplicantsPage: the Applicant Profile modal', () => {
  it('shows the list’s copy at once, then the candidate as they built their profile', async () => {
    let answer: (value: Application) => void = () => {};
    const answered = new Promise<Application>((r) => (answer = r));
    api.get<ApplicationReply>(ROUTE_PATTERNS.application, () => answered);
    const { user } = openPipeline();
    await user.click(await screen.findByRole('button', { name: /View Profile of Ada Lovelace/ }));
    const dialog = screen.getByRole('dialog', { name: 'Applicant Profile' });
    expect(within(dialog).getByText('2@example.test')).toBeInTheDocument();
    expect(within(dialog).getByText("Loading the candidate's profile...")).toBeInTheDocument();
    await act(async () =>
      answer({
        ...people[1]!,
        applicant: { ...people[1]!.applicant, emailVerified: true },
        candidate: {
          _id: 'a-2',
          name: 'Ada Lovelace',
          headline: 'Analyst of engines',
          skills: ['Mathematics', 'Programming'],
          desiredLocation: 'London',
          openToRemote: false,
          summary: '',
          experience: [
            {
              title: 'Translator',
              company: 'Menabrea',
              start: '1842-10',
              end: '1843-07',
              description: 'Notes',
            },
          ],
          education: [],
          verified: true,
        },
      }),
    );
    expect(await within(dialog).findByText('Analyst of engines')).toBeInTheDocument();
    const profile = within(dialog).getByRole('region', { name: 'Candidate profile' });
    expect(within(profile).getByRole('heading', { level: 4, name: 'Experience' })).toBeInTheDocument();
    expect(within(profile).getByText('Translator, Menabrea')).toBeInTheDocument();
    expect(within(profile).getByText('Oct 1842 – Jul 1843')).toBeInTheDocument();
    expect(within(profile).getByText('Mathematics · Programming')).toBeInTheDocument();
    expect(within(profile).queryByRole('heading', { name: 'Education' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Verified')).toBeInTheDocument();
  });

  it('a profile that cannot be read leaves the application on screen and says so', async () => {
    api.get(ROUTE_PATTERNS.application, () => apiError(500));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = openPipeline();
    await user.click(await screen.findByRole('button', { name: /View Profile of Omar Lee/ }));
    const dialog = screen.getByRole('dialog', { name: 'Applicant Profile' });
    expect(
      await within(dialog).findByText(
        "The candidate's profile could not be loaded. Close and open the application again to retry.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('3@example.test')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Change Application Status')).toBeEnabled();
  });

  it('changes the status, then reloads the list on close', async () => {
    let resolve: (value: ChangeStatusReply) => void = () => {};
    const resolved = new Promise<ChangeStatusReply>((r) => (resolve = r));
    changes = api.put<ChangeStatusReply>(ROUTE_PATTERNS.applicationStatus, () => resolved);
    const { user } = openPipeline();
    await user.click(await screen.findByRole('button', { name: /View Profile of Sam Seeker/ }));
    const dialog = screen.getByRole('dialog', { name: 'Applicant Profile' });
    expect(within(dialog).getByText('4 Mar 2025')).toBeInTheDocument();
    const select = within(dialog).getByLabelText('Change Application Status');
    await user.selectOptions(select, 'Accepted');
    expect(select).toBeDisabled();
    expect(within(dialog).getByText('Updating status...')).toBeInTheDocument();
    await waitFor(() =>
      expect(changes.map((request) => [request.params.id, request.body])).toEqual([
        ['1', { status: 'Accepted' }],
      ]),
    );
    const calls = lists.length;
    await act(async () => resolve({ ...people[0]!, status: 'Accepted' }));
    expect(await within(dialog).findByText('Application status updated successfully')).toBeInTheDocument();
    expect(select).toBeEnabled();
    expect(select).toHaveValue('Accepted');
    expect(within(toaster()).getByText('Application status updated successfully')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(lists.length).toBeGreaterThan(calls));
  });

  it('a failed change restores the previous status and says it failed', async () => {
    // The first change goes through, the second fails.
    changes = api.put<ChangeStatusReply>(ROUTE_PATTERNS.applicationStatus, () =>
      changes.length === 1 ? { ...people[3]!, status: 'Accepted' } : apiError(500),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = openPipeline();
    await user.click(await screen.findByRole('button', { name: /View Profile of Zoe Park/ }));
    const dialog = screen.getByRole('dialog', { name: 'Applicant Profile' });
    const select = within(dialog).getByLabelText('Change Application Status');
    await user.selectOptions(select, 'Accepted');
    await within(dialog).findByText('Application status updated successfully');
    await user.selectOptions(select, 'Review');
    expect(
      await within(dialog).findByText("Couldn't update the status. Please try again."),
    ).toBeInTheDocument();
    expect(select).toBeEnabled();
    expect(select).toHaveValue('Accepted');
    expect(within(dialog).queryByText('Application status updated successfully')).not.toBeInTheDocument();
    // The earlier success toast must not stay on screen as if this change had worked.
    expect(toastsShown()).not.toContain('Application status updated successfully');
  });

  it('Rejected asks for the reason first, then sends it; Undo takes the change back', async () => {
    changes = api.put<ChangeStatusReply>(ROUTE_PATTERNS.applicationStatus, ({ body }) => {
      const { status, reason, message } = body as ChangeStatusBody;
      return {
        ...people[0]!,
        status,
        ...(reason ? { rejection: { reason, message: message ?? '' } } : {}),
        undo: { _id: 'change-9', until: '2030-01-01T00:00:10.000Z', windowMs: 10_000, count: 1 },
      };
    });
    undos = api.post<UndoStatusChangeReply>(ROUTE_PATTERNS.statusChangeUndo, {
      message: 'Undone: 1 application is back where it was',
      restored: 1,
      skipped: 0,
      applications: [people[0]!],
    });
    const { user } = openPipeline('?applicant=1');
    const dialog = await screen.findByRole('dialog', { name: 'Applicant Profile' });
    const select = await within(dialog).findByLabelText('Change Application Status');
    await user.selectOptions(select, 'Rejected');
    expect(changes).toHaveLength(0);
    const form = within(dialog).getByRole('form', { name: 'Reject Sam Seeker' });
    await user.selectOptions(within(form).getByLabelText(/^Reason/), 'Missing required skills');
    // user-event reads "{{" as a typed "{".
    await user.type(within(form).getByLabelText(/^Message to the candidate/), 'Thanks, {{firstName}.');
    await user.click(within(form).getByRole('button', { name: 'Reject Sam Seeker' }));
    await waitFor(() =>
      expect(changes.map((request) => [request.params.id, request.body])).toEqual([
        ['1', { status: 'Rejected', reason: 'Missing required skills', message: 'Thanks, {firstName}.' }],
      ]),
    );
    expect(await within(dialog).findByText('Application status updated successfully')).toBeInTheDocument();
    expect(within(dialog).getByText('Missing required skills')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Undo moving Sam Seeker to Rejected' }));
    await waitFor(() => expect(undos.map((request) => request.params.id)).toEqual(['change-9']));
    expect(await within(dialog).findByText('Undone: 1 application is back where it was')).toBeInTheDocument();
    expect(select).toHaveValue('Applied');
  });

  it('opens the applicant named in the address', async () => {
    openPipeline('?applicant=4');
    const dialog = await screen.findByRole('dialog', { name: 'Applicant Profile' });
    expect(await within(dialog).findByText('Zoe Park')).toBeInTheDocument();
  });

  it('lists, adds and deletes private notes (only the author may delete)', async () => {
    const mine: Note = {
      _id: 'n1',
      text: 'Strong portfolio; call Monday.',
      createdAt: new Date().toISOString(),
      author: { _id: 'u1', name: 'Erin Employer' },
    };
    const theirs: Note = {
      ...mine,
      _id: 'n2',
      text: 'Check visa.',
      author: { _id: 'u9', name: 'Pat Other' },
    };
    let notes = [mine, theirs];
    api.get<NotesReply>(ROUTE_PATTERNS.applicationNotes, () => notes);
    const added = api.post<Note>(ROUTE_PATTERNS.applicationNotes, ({ body }) => {
      const note = { ...mine, _id: 'n3', text: (body as NoteBody).text };
      notes = [note, ...notes];
      return note;
    });
    const deleted = api.delete(ROUTE_PATTERNS.applicationNote, ({ params }) => {
      notes = notes.filter((n) => n._id !== params.noteId);
      return new HttpResponse(null, { status: 204 });
    });
    const { user } = openPipeline('?applicant=2');
    const dialog = await screen.findByRole('dialog', { name: 'Applicant Profile' });
    const list = await within(dialog).findByRole('list', { name: 'Notes' });
    expect(within(list).getByText('Strong portfolio; call Monday.')).toBeInTheDocument();
    expect(within(list).getByText('Pat Other')).toBeInTheDocument();
    expect(within(list).getAllByRole('button', { name: /^Delete note/ })).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    expect(await within(dialog).findByText('Note text is required')).toBeInTheDocument();
    expect(added).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Add a note'), '  Second interview booked.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(added.map((request) => [request.params.id, request.body])).toEqual([
        ['2', { text: 'Second interview booked.' }],
      ]),
    );
    expect(await within(list).findByText('Second interview booked.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Add a note')).toHaveValue('');

    await user.click(
      within(list).getByRole('button', { name: 'Delete note “Strong portfolio; call Monday.”' }),
    );
    await waitFor(() =>
      expect(deleted.map((request) => [request.params.id, request.params.noteId])).toEqual([['2', 'n1']]),
    );
    await waitFor(() =>
      expect(within(list).queryByText('Strong portfolio; call Monday.')).not.toBeInTheDocument(),
    );
  });
});

describe('ApplicantsPage: screening answers', () => {
  const answered = (knockedOut: boolean): Partial<EmployerApplication> => ({
    knockedOut,
    screeningAnswers: [
      {
        questionId: 'q1',
        question: 'Can you relocate to Berlin?',
        type: 'yes-no',
        value: knockedOut ? 'no' : 'yes',
        knockedOut,
      },
      { questionId: 'q2', question: 'Years of React?', type: 'number', value: 4, knockedOut: false },
      { questionId: 'q3', question: 'Anything else?', type: 'text', value: null, knockedOut: false },
    ],
  });

  it('flags knock-outs, filters by them (kept in the address) and shows the answers', async () => {
    people = people.map((p) => ({ ...p, ...answered(p._id === '2') }));
    const { user } = openPipeline();
    await screen.findByRole('button', { name: 'View Profile of Ada Lovelace' });
    expect(within(rowOf('Ada Lovelace')).getByText('Knocked out')).toBeInTheDocument();
    expect(within(rowOf('Sam Seeker')).queryByText('Knocked out')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Filter by screening answers'), 'Knocked out');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`${PIPELINE}?screening=knocked-out`),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'View Profile of Sam Seeker' })).not.toBeInTheDocument(),
    );
    expect(listQueries().at(-1)).toEqual(
      expect.objectContaining({ jobId: 'job-1', screening: 'knocked-out' }),
    );

    await user.click(screen.getByRole('button', { name: 'View Profile of Ada Lovelace' }));
    const dialog = await screen.findByRole('dialog');
    const answers = within(dialog).getByRole('region', { name: 'Screening answers' });
    expect(within(answers).getByText('Can you relocate to Berlin?')).toBeInTheDocument();
    expect(within(answers).getByText('No')).toBeInTheDocument();
    expect(within(answers).getByText('Knock-out')).toBeInTheDocument();
    expect(within(answers).getByText('4')).toBeInTheDocument();
    expect(within(answers).getByText('Not answered')).toBeInTheDocument();
  });
});
