import type { ApplyReply, JobDetail, JobsListReply, SaveToggleReply } from '@portal/contracts';
import { API_PATHS, ROUTE_PATTERNS } from '@portal/contracts/paths';
import { apiError, type ApiRequest } from '@portal/shared-data/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../test/server';
import {
  currentLocation,
  employer,
  makeJob,
  makeJobDetail,
  renderAt,
  renderAtDataRouter,
  returnTo,
  signIn,
  signOut,
} from '../../test/fixtures';
import { FindJobsPage } from './find-jobs-page';

const reply = (jobs = [makeJob(), makeJob()], total = 57, page = 1, pages = 5): JobsListReply => ({
  jobs,
  total,
  page,
  pages,
  match: { mode: 'all', words: [], missing: jobs.map(() => []), suggestion: null, widen: [], related: [] },
});

/** An answer of the API, made afresh for each request (a Response is read once). */
type Reply<T> = T | (() => Response);
const made = <T,>(answer: Reply<T>) => (typeof answer === 'function' ? (answer as () => Response)() : answer);

/** The searches the API got (GET /api/jobs), and the query of the last one (every value a string). */
let searches: ApiRequest[];
const lastQuery = () => searches.at(-1)?.query;
/** From now on GET /api/jobs answers each of `answers` in turn, then the last one again. */
function onSearch(...answers: Reply<JobsListReply>[]) {
  let next = 0;
  searches = api.get<JobsListReply>(API_PATHS.jobs, () =>
    made(answers[Math.min(next++, answers.length - 1)]!),
  );
}
/** The applications (POST /api/applications/:jobId) and saves (POST /api/save-jobs/:id) the API got. */
let applications: ApiRequest[];
let saves: ApiRequest[];
/** From now on an application is answered with each of `answers` in turn, then the last one again. */
function onApply(...answers: Reply<ApplyReply>[]) {
  let next = 0;
  applications = api.post<ApplyReply>(ROUTE_PATTERNS.apply, () =>
    made(answers[Math.min(next++, answers.length - 1)]!),
  );
}
const APPLIED = { message: 'ok', application: { status: 'Applied' } } as ApplyReply;

function renderPage(route = '/find-jobs') {
  return renderAt(<FindJobsPage />, { route, path: '/find-jobs' });
}

beforeEach(() => {
  onSearch(reply());
  // The apply review reads the job's screening questions from its own page's call.
  api.get<JobDetail>(ROUTE_PATTERNS.job, makeJobDetail());
  // Nothing is sent unless a test says how the API answers: a write it does not expect fails it.
  applications = [];
  saves = [];
  signOut();
});

describe('/find-jobs', () => {
  it('shows the title, the loading text, then "Showing N jobs" with N = all matches', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Find your Dream Job' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Job, title, company, or keywords')).toBeInTheDocument();
    expect(screen.getByText('Finding amazing opportunities....')).toBeInTheDocument();
    expect(await screen.findByText(/Showing/)).toHaveTextContent('Showing 57 jobs');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(lastQuery()).toEqual({ page: '1', limit: '12' });
  });

  describe("the job page's code", () => {
    /** /find-jobs in a data router beside a job's page, whose code is the route's own `lazy`, counted. */
    function renderBesideJobPage() {
      const asked = { times: 0 };
      const jobPage = {
        path: '/jobs/:jobId',
        lazy: () => {
          asked.times += 1;
          return Promise.resolve({ element: <h1>Job page</h1> });
        },
      };
      renderAtDataRouter(<FindJobsPage />, { route: '/find-jobs', path: '/find-jobs', routes: [jobPage] });
      return asked;
    }

    it.each([
      ['a pointer over the list', (card: HTMLElement) => fireEvent.pointerOver(card)],
      ['a touch', (card: HTMLElement) => fireEvent.touchStart(card)],
      ['keyboard focus on a card', (card: HTMLElement) => within(card).getAllByRole('link')[0]!.focus()],
    ])('is fetched on the intent to open a job (%s), not on load, and once', async (_, intent) => {
      const asked = renderBesideJobPage();
      const [first, second] = await screen.findAllByRole('article');
      expect(asked.times).toBe(0);
      intent(first!);
      expect(asked.times).toBe(1);
      intent(second!);
      fireEvent.pointerOver(first!);
      expect(asked.times).toBe(1);
    });
  });

  it('works before its code has run: the search, filters and order are one GET form of /find-jobs', async () => {
    renderPage('/find-jobs?type=Remote&sort=newest');
    await screen.findByText(/Showing 57 jobs/);
    const form = screen.getByRole('search', { name: 'Search jobs' }) as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/find-jobs');
    // What the browser would send: every field by its URL name, the ones outside the form included.
    const sent = new URLSearchParams(
      [...new FormData(form).entries()].map(([key, value]) => [
        key,
        typeof value === 'string' ? value : value.name,
      ]),
    );
    expect(sent.get('keyword')).toBe('');
    expect(sent.get('type')).toBe('Remote');
    expect(sent.get('sort')).toBe('newest');
    expect(sent.has('minSalary')).toBe(true);
    expect(sent.has('category')).toBe(true);
  });

  it('pages through links: ?page=N starts there, with links to the page before and the next', async () => {
    onSearch(reply(undefined, 57, 3, 5));
    renderPage('/find-jobs?keyword=react&page=3');
    await screen.findByText(/Showing 57 jobs/);
    expect(lastQuery()).toEqual({ keyword: 'react', page: '3', limit: '12' });
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/find-jobs?keyword=react&page=2',
    );
    expect(screen.getByRole('link', { name: 'Load more' })).toHaveAttribute(
      'href',
      '/find-jobs?keyword=react&page=4',
    );
    // A new search starts at its first page.
    await userEvent.type(screen.getByPlaceholderText('Job, title, company, or keywords'), 's');
    await waitFor(() => expect(currentLocation()).toBe('/find-jobs?keyword=reacts'));
  });

  it('starts from the search in the URL (reload / shared link)', async () => {
    renderPage('/find-jobs?keyword=react&type=Remote&category=HR&minSalary=40000');
    await screen.findByText(/Showing 57 jobs/);
    expect(lastQuery()).toEqual({
      keyword: 'react',
      type: 'Remote',
      category: 'HR',
      minSalary: '40000',
      page: '1',
      limit: '12',
    });
    expect(screen.getByPlaceholderText('Job, title, company, or keywords')).toHaveValue('react');
    const sidebar = screen.getByRole('complementary');
    expect(within(sidebar).getByLabelText('Remote')).toBeChecked();
    expect(within(sidebar).getByLabelText('Human Resources')).toBeChecked();
    expect(within(sidebar).getByLabelText('Min Salary')).toHaveValue(40000);
  });

  it('debounces every change by 500 ms before fetching, then keeps the search in the URL', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage();
    await screen.findByText(/Showing 57 jobs/);
    expect(searches).toHaveLength(1);

    await user.type(screen.getByPlaceholderText('Job, title, company, or keywords'), 'dev');
    await user.click(within(screen.getByRole('complementary')).getByLabelText('Contract'));
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(searches).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(150));
    await waitFor(() => expect(searches).toHaveLength(2));
    expect(lastQuery()).toEqual({ keyword: 'dev', type: 'Contract', page: '1', limit: '12' });
    expect(currentLocation()).toBe('/find-jobs?keyword=dev&type=Contract');
  });

  it('Search Jobs searches at once', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText(/Showing 57 jobs/);
    const input = screen.getByPlaceholderText('Job, title, company, or keywords');
    fireEvent.change(input, { target: { value: 'nurse' } });
    await user.click(screen.getByRole('button', { name: 'Search Jobs' }));
    await waitFor(() => expect(lastQuery()).toEqual({ keyword: 'nurse', page: '1', limit: '12' }));
  });

  it('parses salaries to whole numbers on blur, clears them when empty, and summarises the range', async () => {
    renderPage();
    const sidebar = screen.getByRole('complementary');
    const min = within(sidebar).getByLabelText('Min Salary');
    const max = within(sidebar).getByLabelText('Max Salary');
    expect(min).toHaveAttribute('type', 'number');
    expect(min).toHaveAttribute('min', '0');
    expect(min).toHaveAttribute('step', '1000');
    fireEvent.change(min, { target: { value: '50000.75' } });
    fireEvent.blur(min);
    expect(min).toHaveValue(50000);
    fireEvent.change(max, { target: { value: '80000' } });
    fireEvent.blur(max);
    expect(within(sidebar).getByText('$50,000 - $80,000 per year')).toBeInTheDocument();
    fireEvent.change(max, { target: { value: '' } });
    fireEvent.blur(max);
    expect(max).toHaveValue(null);
    expect(within(sidebar).getByText('From $50,000 per year')).toBeInTheDocument();
    await waitFor(() => expect(lastQuery()).toEqual({ minSalary: '50000', page: '1', limit: '12' }));
  });

  it('Clear All resets every filter, the search and the URL', async () => {
    const user = userEvent.setup();
    renderPage('/find-jobs?keyword=x&type=Remote&maxSalary=9000');
    await screen.findByText(/Showing 57 jobs/);
    const sidebar = screen.getByRole('complementary');
    await user.click(within(sidebar).getByRole('button', { name: 'Clear All' }));
    expect(screen.getByPlaceholderText('Job, title, company, or keywords')).toHaveValue('');
    expect(within(sidebar).getByLabelText('All types')).toBeChecked();
    expect(within(sidebar).getByLabelText('Max Salary')).toHaveValue(null);
    await waitFor(() => expect(currentLocation()).toBe('/find-jobs'));
    expect(lastQuery()).toEqual({ page: '1', limit: '12' });
  });

  it('shows the empty state with Clear All Filters', async () => {
    onSearch(reply([], 0, 1, 0));
    renderPage('/find-jobs?keyword=zzz');
    expect(await screen.findByText('No Jobs found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria or filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(screen.getByPlaceholderText('Job, title, company, or keywords')).toHaveValue('');
  });

  it('on failure says "Failed to fetch jobs. Please try again later." and empties the list', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    onSearch(reply(), () => apiError(500));
    renderPage();
    await screen.findByText(/Showing 57 jobs/);
    fireEvent.change(screen.getByPlaceholderText('Job, title, company, or keywords'), {
      target: { value: 'x' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search Jobs' }));
    expect(await screen.findByText('Failed to fetch jobs. Please try again later.')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('Showing 0 jobs')).toBeInTheDocument();
  });

  it('loads the next page on request and appends it', async () => {
    const first = [makeJob(), makeJob()];
    const second = [makeJob()];
    onSearch(reply(first, 3, 1, 2), reply(second, 3, 2, 2));
    renderPage();
    await screen.findByText(/Showing 3 jobs/);
    // A link to the next page (it works before the page's code has run); clicked here, it loads in place.
    const more = screen.getByRole('link', { name: 'Load more' });
    expect(more).toHaveAttribute('href', expect.stringMatching(/[?&]page=2$/));
    await userEvent.click(more);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(lastQuery()).toEqual({ page: '2', limit: '12' });
    expect(screen.queryByRole('link', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('toggles grid and list view, and a page opened after keeps the choice', async () => {
    const view = renderPage();
    await screen.findByText(/Showing 57 jobs/);
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    const list = screen.getByRole('button', { name: 'List view' });
    await userEvent.click(list);
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'false');
    view.unmount();
    renderPage();
    await screen.findByText(/Showing 57 jobs/);
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('the Filters button is named by what it shows, the active filters counted after it', async () => {
    renderPage('/find-jobs?type=Remote&category=HR');
    expect(screen.getByRole('button', { name: 'Filters 2 active' })).toBeInTheDocument();
  });

  it('opens the Filters drawer from its "Filters" button and closes it on Escape', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    // The drawer's code loads on the first open.
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(dialog).getByRole('group', { name: 'Job Type' })).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Internship'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(screen.getByRole('complementary')).getByLabelText('Internship')).toBeChecked();
  });

  it('while a new search is typed or loading, the old cards are dimmed and cannot be clicked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage();
    await screen.findByText(/Showing 57 jobs/);
    const results = screen.getByRole('list', { name: 'Jobs' }).parentElement!.parentElement!;
    expect(results).not.toHaveAttribute('inert');
    await user.type(screen.getByPlaceholderText('Job, title, company, or keywords'), 'dev');
    // Typed, not yet searched: the cards are the old search's.
    expect(screen.getByText('Updating results...')).toBeInTheDocument();
    expect(results).toHaveAttribute('inert');
    await act(async () => vi.advanceTimersByTime(600));
    expect(await screen.findByText(/Showing 57 jobs/)).toBeInTheDocument();
    expect(results).not.toHaveAttribute('inert');
  });

  it('no job has every word: a line says so and names the words the best matches lack', async () => {
    onSearch({
      ...reply([makeJob()], 1, 1, 1),
      match: {
        mode: 'some',
        words: ['python', 'chef'],
        missing: [['chef']],
        suggestion: null,
        widen: [],
        related: [],
      },
    });
    renderPage('/find-jobs?keyword=python%20chef');
    expect(await screen.findByText(/No job has every word of your search/)).toHaveTextContent(
      'Not found in the best matches: “chef”.',
    );
  });

  it('an empty result offers the spelling the jobs use and the filters to drop', async () => {
    onSearch({
      ...reply([], 0, 1, 0),
      match: {
        mode: 'all',
        words: ['enjineerr'],
        missing: [],
        suggestion: 'engineer',
        widen: [{ filter: 'type', total: 3 }],
        related: [],
      },
    });
    renderPage('/find-jobs?keyword=enjineerr&type=Remote');
    expect(await screen.findByText('No Jobs found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'engineer' })).toHaveAttribute(
      'href',
      '/find-jobs?keyword=engineer&type=Remote',
    );
    expect(screen.getByRole('link', { name: 'Any job type (3 jobs)' })).toHaveAttribute(
      'href',
      '/find-jobs?keyword=enjineerr',
    );
  });

  it('an empty result no spelling fixes keeps "No Jobs found" and links to the categories that have jobs', async () => {
    onSearch({
      ...reply([], 0, 1, 0),
      match: {
        mode: 'all',
        words: ['nurse'],
        missing: [],
        suggestion: null,
        widen: [],
        related: [{ category: 'IT & Software', label: 'IT & Software', total: 120 }],
      },
    });
    renderPage('/find-jobs?keyword=nurse');
    expect(await screen.findByText('No Jobs found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria or filters.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'IT & Software (120 jobs)' })).toHaveAttribute(
      'href',
      '/find-jobs?category=IT+%26+Software',
    );
  });

  describe('signed in', () => {
    beforeEach(() => signIn());

    it('offers "Alert me" for the search and "Recommended for you" before the results', async () => {
      renderPage('/find-jobs?keyword=react');
      await screen.findByText(/Showing 57 jobs/);
      expect(screen.getByRole('button', { name: 'Alert me' })).toBeInTheDocument();
      const recommended = await screen.findByRole('region', { name: 'Recommended for you' });
      const results = screen.getByRole('region', { name: 'Job results' });
      expect(recommended.compareDocumentPosition(results) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it('saves and unsaves with the product messages', async () => {
      onSearch(reply([makeJob({ title: 'A' })], 1, 1, 1));
      saves = api.post<SaveToggleReply>(ROUTE_PATTERNS.saveJob, { message: 'ok', isSaved: true });
      api.delete<SaveToggleReply>(ROUTE_PATTERNS.saveJob, { message: 'ok', isSaved: false });
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: /^Save / }));
      expect(await screen.findByText('Job Saved successfully!')).toBeInTheDocument();
      expect(saves.map((request) => request.params.id)).toEqual([expect.stringMatching(/^job-/)]);
      await userEvent.click(screen.getByRole('button', { name: /^Remove .+ from saved$/ }));
      expect(await screen.findByText('Job removed successfully!')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /^Save / })).toBeInTheDocument();
    });

    it('says "Something went wrong! Try again later" when saving fails', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      onSearch(reply([makeJob()], 1, 1, 1));
      api.post(ROUTE_PATTERNS.saveJob, () => apiError(500));
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: /^Save / }));
      expect(await screen.findByText('Something went wrong! Try again later')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /^Save / })).toBeInTheDocument();
    });

    it('applies from a card after a look: the dialog, then the toast, and the focused badge replaces Apply Now', async () => {
      onSearch(reply([makeJob({ title: 'Card Job' })], 1, 1, 1));
      onApply(APPLIED);
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: /Apply Now/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Review your application' });
      expect(within(dialog).getByText('Card Job')).toBeInTheDocument();
      expect(applications).toHaveLength(0);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
      expect(await screen.findByText('Applied to job successfully!')).toBeInTheDocument();
      expect(screen.getByText('Applied')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Apply Now/ })).not.toBeInTheDocument();
      await waitFor(() => expect(document.activeElement).toHaveTextContent('Application status: Applied'));
    });

    it('asks the job’s screening questions in the review and sends the answers', async () => {
      onSearch(reply([makeJob({ title: 'Card Job' })], 1, 1, 1));
      api.get<JobDetail>(
        ROUTE_PATTERNS.job,
        makeJobDetail({
          title: 'Card Job',
          screeningQuestions: [
            { id: 'q1', text: 'Can you relocate?', type: 'yes-no', required: true },
            { id: 'q2', text: 'Which shift?', type: 'choice', required: false, choices: ['Day', 'Night'] },
            { id: 'q3', text: 'Years of React?', type: 'number', required: true },
            { id: 'q4', text: 'Anything else?', type: 'text', required: false },
          ],
        }),
      );
      onApply(APPLIED);
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: /Apply Now/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Review your application' });
      const relocate = await within(dialog).findByRole('radiogroup', { name: /Can you relocate\?/ });
      // Nothing is sent while a required question is unanswered: its message shows and it takes the focus.
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
      expect(applications).toHaveLength(0);
      expect(within(relocate).getByRole('radio', { name: 'Yes' })).toHaveFocus();
      expect(within(dialog).getAllByText('This question needs an answer')).toHaveLength(2);
      await userEvent.click(within(relocate).getByRole('radio', { name: 'No' }));
      await userEvent.click(within(dialog).getByRole('radio', { name: 'Night' }));
      await userEvent.type(within(dialog).getByLabelText(/Years of React\?/), '3');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Send application' }));
      expect(await screen.findByText('Applied to job successfully!')).toBeInTheDocument();
      expect(applications.map((request) => request.body)).toEqual([
        {
          answers: [
            { questionId: 'q1', value: 'no' },
            { questionId: 'q2', value: 'Night' },
            { questionId: 'q3', value: 3 },
          ],
        },
      ]);
    });

    it('Cancel closes the dialog without applying', async () => {
      onSearch(reply([makeJob()], 1, 1, 1));
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: /Apply Now/ }));
      const dialog = await screen.findByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(applications).toHaveLength(0);
    });

    it('shows the server message when applying fails, else the fallback', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      onSearch(reply([makeJob()], 1, 1, 1));
      onApply(
        () => apiError(409, 'You have already applied'),
        () => HttpResponse.error(),
      );
      renderPage();
      await userEvent.click(await screen.findByRole('button', { name: /Apply Now/ }));
      const dialog = await screen.findByRole('dialog');
      const send = within(dialog).getByRole('button', { name: 'Send application' });
      await userEvent.click(send);
      expect(await within(dialog).findByText('You have already applied')).toBeInTheDocument();
      await userEvent.click(send);
      expect(await within(dialog).findByText('Something went wrong! Try again later')).toBeInTheDocument();
    });
  });

  it('signed out: no save button; Apply Now asks to log in and comes back to the job to finish', async () => {
    onSearch(reply([makeJob({ _id: 'job-9' })], 1, 1, 1));
    renderPage();
    await screen.findByText(/Showing 1 jobs/);
    expect(screen.queryByRole('button', { name: /^Save / })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Apply Now/ }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(returnTo()).toBe('/jobs/job-9?intent=apply');
    expect(applications).toHaveLength(0);
  });

  it('an employer sees the jobs without Save or Apply, and a line saying why', async () => {
    signIn(employer);
    onSearch(reply([makeJob()], 1, 1, 1));
    renderPage();
    await screen.findByText(/Showing 1 jobs/);
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Apply Now/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Save / })).not.toBeInTheDocument();
    expect(screen.getByText(/signed in as an employer/)).toBeInTheDocument();
  });

  it('sorts and filters by date posted, both kept in the URL and reset by Clear All', async () => {
    const user = userEvent.setup();
    renderPage('/find-jobs?sort=salary&datePosted=7d');
    await screen.findByText(/Showing 57 jobs/);
    expect(lastQuery()).toEqual({ sort: 'salary', datePosted: '7d', page: '1', limit: '12' });
    expect(screen.getByLabelText('Sort by')).toHaveValue('salary');
    const sidebar = screen.getByRole('complementary');
    expect(within(sidebar).getByRole('group', { name: 'Date Posted' })).toBeInTheDocument();
    expect(within(sidebar).getByLabelText('7 days')).toBeChecked();

    await user.selectOptions(screen.getByLabelText('Sort by'), 'newest');
    await user.click(within(sidebar).getByLabelText('24 hours'));
    await waitFor(() => expect(currentLocation()).toBe('/find-jobs?sort=newest&datePosted=24h'));
    expect(lastQuery()).toEqual({ sort: 'newest', datePosted: '24h', page: '1', limit: '12' });

    // Relevance is the default order: choosing it leaves the URL.
    await user.selectOptions(screen.getByLabelText('Sort by'), 'relevance');
    await waitFor(() => expect(currentLocation()).toBe('/find-jobs?datePosted=24h'));

    await user.click(within(sidebar).getByRole('button', { name: 'Clear All' }));
    expect(within(sidebar).getByLabelText('Any time')).toBeChecked();
    expect(screen.getByLabelText('Sort by')).toHaveValue('relevance');
    await waitFor(() => expect(currentLocation()).toBe('/find-jobs'));
  });

  it('asks the cache first: the same search again is not fetched again (and Load more pages stay)', async () => {
    const first = [makeJob(), makeJob()];
    onSearch(reply(first, 3, 1, 2), reply([makeJob()], 3, 2, 2));
    const view = renderPage();
    await screen.findByText(/Showing 3 jobs/);
    await userEvent.click(screen.getByRole('link', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    view.unmount();

    renderAt(<FindJobsPage />, { route: '/find-jobs', path: '/find-jobs', client: view.client });
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(searches).toHaveLength(2);
  });
});
