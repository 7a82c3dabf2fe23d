import { useSessionStore } from '@portal/shared-auth';
import { Drawer, EmptyState, icons, LoadingScreen } from '@portal/shared-ui';
import { useState } from 'react';
import { ViewToggle } from '../../components/view-toggle';
import { useViewMode } from '../../hooks/use-view-mode';
import { MESSAGES } from '../../lib/messages';
import { SeekerLayout } from '../../features/layout';
import {
  countActiveFilters,
  JobFiltersPanel,
  JobGrid,
  JobSearchBar,
  LoadMore,
  useJobActions,
  useJobFilters,
  useJobsSearch,
} from '../../features/jobs';

/** /find-jobs (SPEC §2): search, filters (sidebar ≥ lg, drawer below), results paged from the API. */
export function FindJobsPage() {
  const user = useSessionStore((s) => s.user);
  const isAuthenticated = useSessionStore((s) => s.isAuthenticated);
  const sessionLoading = useSessionStore((s) => s.loading);
  const { filters, update, clearAll, applyNow, appliedKey } = useJobFilters();
  const search = useJobsSearch(appliedKey, sessionLoading ? 'pending' : (user?._id ?? 'guest'));
  const actions = useJobActions(search.patchJob);
  const [view, setView] = useViewMode();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const activeFilters = countActiveFilters(filters);

  const panel = <JobFiltersPanel filters={filters} onChange={update} onClearAll={clearAll} />;
  const firstLoad = search.status === 'loading' && search.jobs.length === 0;

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
          keyword={filters.keyword}
          location={filters.location}
          onChange={update}
          onSearch={applyNow}
        />
      </section>

      <div className="lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8">
        <aside aria-labelledby="filter-jobs-title" className="hidden lg:block">
          <div className="sticky top-20 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
            <h2
              id="filter-jobs-title"
              className="mb-4 flex items-center gap-2 text-lg font-semibold text-gray-900"
            >
              <icons.Filter className="h-5 w-5 text-gray-500" />
              Filter Jobs
            </h2>
            {panel}
          </div>
        </aside>

        <section aria-labelledby="results-title" aria-busy={search.status === 'loading'}>
          <h2 id="results-title" className="sr-only">
            Job results
          </h2>
          <div className="mb-4 flex items-center justify-between gap-3">
            <p className="text-sm text-gray-700" aria-live="polite">
              {search.status === 'ready' ? (
                `Showing ${search.total} jobs`
              ) : search.status === 'error' ? (
                'Showing 0 jobs'
              ) : (
                <span className="text-gray-500">Searching...</span>
              )}
            </p>
            <div className="flex items-center gap-2">
              <button
                type="button"
                onClick={() => setDrawerOpen(true)}
                aria-label="Open filters"
                className="relative inline-flex h-10 items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 text-sm font-medium text-gray-700 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 lg:hidden"
              >
                <icons.Filter className="h-4 w-4" />
                <span aria-hidden="true">Filters</span>
                {activeFilters > 0 && (
                  <span aria-hidden="true" className="rounded-full bg-brand-600 px-1.5 text-xs text-white">
                    {activeFilters}
                  </span>
                )}
              </button>
              <ViewToggle mode={view} onChange={setView} />
            </div>
          </div>

          {firstLoad ? (
            <LoadingScreen text={MESSAGES.findingJobs} className="min-h-[40vh]" />
          ) : search.status === 'error' ? (
            <EmptyState
              icon={<icons.Briefcase className="h-8 w-8" />}
              title="Jobs could not be loaded"
              description="Check your connection and try again."
              action={
                <button
                  type="button"
                  onClick={search.retry}
                  className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  Try again
                </button>
              }
            />
          ) : search.jobs.length === 0 && search.status === 'ready' ? (
            <EmptyState
              icon={<icons.Search className="h-8 w-8" />}
              title={MESSAGES.noJobsTitle}
              description={MESSAGES.noJobsDescription}
              action={
                <button
                  type="button"
                  onClick={clearAll}
                  className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  Clear All Filters
                </button>
              }
            />
          ) : (
            <div className={search.status === 'loading' ? 'opacity-60 transition-opacity' : undefined}>
              <JobGrid
                jobs={search.jobs}
                view={view}
                canSave={isAuthenticated}
                onToggleSave={actions.toggleSave}
                onApply={actions.apply}
                pending={actions.pending}
                label="Jobs"
              />
              {search.hasMore && <LoadMore onLoadMore={search.loadMore} loading={search.loadingMore} />}
            </div>
          )}
        </section>
      </div>

      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} title="Filters" side="left">
        {panel}
        <button
          type="button"
          onClick={() => setDrawerOpen(false)}
          className="mt-4 w-full rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Show results
        </button>
      </Drawer>
    </SeekerLayout>
  );
}
