import type { Job } from '@portal/contracts';
import { useSessionStore } from '@portal/shared-auth';
import { Button } from '@portal/shared-ui/button';
import { EmptyState } from '@portal/shared-ui/empty-state';
import { BriefcaseIcon, FilterIcon, SearchIcon } from '@portal/shared-ui/icons';
import { LoadingScreen } from '@portal/shared-ui/loading-screen';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { ButtonLink } from '@portal/shared-ui/button';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ViewToggle } from '../../components/view-toggle';
import { usePageCode } from '../../hooks/use-page-code';
import { useScrollMemory } from '../../hooks/use-scroll-memory';
import { useViewMode } from '../../hooks/use-view-mode';
import { MESSAGES } from '../../lib/messages';
import { useViewer } from '../../lib/viewer';
import { AlertMe } from '../../features/alerts';
import { SeekerLayout } from '../../features/layout';
import { Recommendations } from '../../features/recommendations';
import {
  countActiveFilters,
  EmployerNote,
  EmptySearchHelp,
  filtersFromKey,
  filtersKey,
  firstPageOf,
  JobFiltersPanel,
  JobGrid,
  jobPath,
  jobsSearchQuery,
  JobSearchBar,
  LoadMore,
  PartialMatchNote,
  searchPageHref,
  SortSelect,
  toJobsQuery,
  useJobActions,
  useJobFilters,
} from '../../features/jobs';

// The filters drawer is for small screens, and only once asked for: its code (and its focus trap) loads on
// the first open, not with the results.
const Drawer = lazy(() => import('@portal/shared-ui/drawer').then((m) => ({ default: m.Drawer })));

/** Every loaded page's jobs in order; a job that moved to a later page meanwhile is shown once. */
function uniqueJobs(pages: { jobs: Job[] }[] | undefined): Job[] {
  const seen = new Set<string>();
  const jobs: Job[] = [];
  for (const page of pages ?? []) {
    for (const job of page.jobs) {
      if (seen.has(job._id)) continue;
      seen.add(job._id);
      jobs.push(job);
    }
  }
  return jobs;
}

/**
 * /find-jobs: search, filters (sidebar from lg, drawer below) and the order, all kept in the URL; results
 * from the API a page at a time, from the URL's `?page=N`. The results live in the remote's query cache,
 * keyed by the search and the viewer, so Back from a job shows every card that was loaded, where the person
 * left them. Server-rendered, the page works before its code has run: the search, the filters and the order
 * are one GET form, the next and previous pages are links, and every card is a link to its job.
 */
export function FindJobsPage() {
  const viewer = useViewer();
  // While the server renders the page and the browser takes it over, the signed-in seeker is only a role.
  const hintedSeeker = useSessionStore((state) => viewer === null && state.hint === 'jobseeker');
  const formId = useId();
  const [searchParams] = useSearchParams();
  const firstPage = firstPageOf(searchParams);
  const { filters, update, clearAll, applyNow, appliedKey } = useJobFilters();
  const query = useMemo(() => toJobsQuery(filtersFromKey(appliedKey)), [appliedKey]);
  const search = useInfiniteQuery({
    ...jobsSearchQuery(viewer?.key ?? 'guest', query, firstPage),
    enabled: viewer !== null,
    // A new search keeps the current cards on screen (dimmed) until its results arrive.
    placeholderData: keepPreviousData,
  });
  const actions = useJobActions();
  const [view, setView] = useViewMode();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first open on, so closing it is the Drawer's own (focus goes back to the button).
  const [drawerUsed, setDrawerUsed] = useState(false);
  const activeFilters = countActiveFilters(filters);

  const jobs = useMemo(() => uniqueJobs(search.data?.pages), [search.data]);
  const total = search.data?.pages.at(-1)?.total ?? 0;
  const lastPage = search.data?.pages.at(-1)?.page ?? firstPage;
  const failed = search.isError && !search.data;
  const searching = search.isFetching && !search.isFetchingNextPage;
  // The cards on screen belong to an older search while the new one is typed (it waits for the typing to
  // stop) or loading: they are dimmed, and inert, so a quick click cannot open a job the new search no
  // longer shows.
  const stale = search.isPlaceholderData || filtersKey(filters) !== appliedKey;
  const match = search.data?.pages[0]?.match;
  const applied = filtersFromKey(appliedKey);
  useScrollMemory(jobs.length > 0);
  // Opening a job is the next step from the list: on the intent (a pointer over the list, a touch, keyboard
  // focus on a card) the job page's code is fetched, so the click does not wait for it. Not on load: a
  // visitor who only browses the list (on a phone's data plan, say) never pays for it, and until the first
  // cards show the network and the main thread belong to them. Every job's page is the same code.
  const fetchPageCode = usePageCode();
  const firstJob = jobs[0];
  const fetchJobPageCode = () => {
    if (firstJob) fetchPageCode(jobPath(firstJob._id));
  };

  const panel = (form?: string) => (
    <JobFiltersPanel filters={filters} onChange={update} onClearAll={clearAll} form={form} />
  );

  return (
    <SeekerLayout>
      <section
        aria-labelledby="find-jobs-title"
        className="mb-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-8"
      >
        <h1 id="find-jobs-title" className="mb-1 text-2xl font-bold text-gray-900 sm:text-3xl">
          {MESSAGES.findJobsTitle}
        </h1>
        <p className="mb-5 text-sm text-gray-600 sm:text-base">
          Search thousands of jobs from companies that are hiring now.
        </p>
        <JobSearchBar
          id={formId}
          keyword={filters.keyword}
          location={filters.location}
          onChange={update}
          onSearch={applyNow}
        />
      </section>

      {actions.viewer === 'employer' && <EmployerNote className="mb-6" />}

      {/* Before the results, its place kept from the server's first byte for a signed-in seeker (the role
          hint), so the results never move when it arrives. */}
      {(hintedSeeker || (actions.viewer === 'seeker' && viewer)) && (
        <Recommendations viewer={actions.viewer === 'seeker' && viewer ? viewer.key : null} />
      )}

      <div className="lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8">
        <aside aria-labelledby="filter-jobs-title" className="hidden lg:block">
          <div className="sticky top-20 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
            <h2
              id="filter-jobs-title"
              className="mb-4 flex items-center gap-2 text-lg font-semibold text-gray-900"
            >
              <FilterIcon className="h-5 w-5 text-gray-500" />
              Filter Jobs
            </h2>
            {panel(formId)}
          </div>
        </aside>

        <section aria-labelledby="results-title" aria-busy={searching} className="min-w-0">
          <h2 id="results-title" className="sr-only">
            Job results
          </h2>
          <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-gray-700" aria-live="polite">
              {search.data && stale ? (
                <span className="text-gray-600">Updating results...</span>
              ) : search.data ? (
                `Showing ${total} jobs`
              ) : failed ? (
                'Showing 0 jobs'
              ) : (
                <span className="text-gray-600">Searching...</span>
              )}
            </p>
            <div className="flex flex-wrap items-center gap-2">
              {actions.viewer === 'seeker' && viewer && !stale && (
                <AlertMe search={applied} viewer={viewer.key} />
              )}
              <SortSelect value={filters.sort} onChange={(sort) => update({ sort })} form={formId} />
              <Button
                variant="secondary"
                onClick={() => {
                  setDrawerUsed(true);
                  setDrawerOpen(true);
                }}
                className="relative lg:hidden"
              >
                {/* Named by what it shows, "Filters 2", so that someone who says what they see reaches it;
                    the word "active" is for screen readers, after the shown text. */}
                <FilterIcon className="h-4 w-4" />
                Filters
                {activeFilters > 0 && (
                  <>
                    {' '}
                    <span className="rounded-full bg-brand-600 px-1.5 text-xs text-white">
                      {activeFilters}
                    </span>{' '}
                    <span className="sr-only">active</span>
                  </>
                )}
              </Button>
              <ViewToggle mode={view} onChange={setView} />
            </div>
          </div>

          {failed ? (
            <EmptyState
              icon={<BriefcaseIcon className="h-8 w-8" />}
              title="Jobs could not be loaded"
              description="Check your connection and try again."
              action={<Button onClick={() => void search.refetch()}>Try again</Button>}
            />
          ) : !search.data ? (
            <LoadingScreen text={MESSAGES.findingJobs} className="min-h-[40vh]" />
          ) : jobs.length === 0 ? (
            <EmptyState
              icon={<SearchIcon className="h-8 w-8" />}
              title={MESSAGES.noJobsTitle}
              description={MESSAGES.noJobsDescription}
              action={
                <>
                  <Button onClick={clearAll}>Clear All Filters</Button>
                  {match && <EmptySearchHelp match={match} params={searchParams} />}
                </>
              }
            />
          ) : (
            <div inert={stale} className={stale ? 'opacity-60 transition-opacity' : undefined}>
              {match && !stale && <PartialMatchNote match={match} />}
              {firstPage > 1 && (
                <div className="mb-4 flex justify-center">
                  <ButtonLink as={Link} to={searchPageHref(searchParams, firstPage - 1)} variant="ghost">
                    Previous page
                  </ButtonLink>
                </div>
              )}
              <div
                onPointerOver={fetchJobPageCode}
                onTouchStart={fetchJobPageCode}
                onFocus={fetchJobPageCode}
              >
                <JobGrid jobs={jobs} view={view} actions={actions} label="Jobs" />
              </div>
              {search.hasNextPage && !search.isPlaceholderData && (
                <LoadMore
                  href={searchPageHref(searchParams, lastPage + 1)}
                  onLoadMore={() => void search.fetchNextPage({ cancelRefetch: false })}
                  loading={search.isFetchingNextPage}
                />
              )}
            </div>
          )}
        </section>
      </div>

      {drawerUsed && (
        <Suspense fallback={null}>
          <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} title="Filters" side="left">
            {panel()}
            <Button fullWidth onClick={() => setDrawerOpen(false)} className="mt-4">
              Show results
            </Button>
          </Drawer>
        </Suspense>
      )}
      {actions.dialog}
    </SeekerLayout>
  );
}
