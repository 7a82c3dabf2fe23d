import { useSessionStore } from '@portal/shared-auth';
import { EmptyState, icons, Skeleton } from '@portal/shared-ui';
import { Link, useNavigate } from 'react-router-dom';
import { ViewToggle } from '../../components/view-toggle';
import { useViewMode } from '../../hooks/use-view-mode';
import { MESSAGES } from '../../lib/messages';
import { JobGrid, useJobActions } from '../../features/jobs';
import { SeekerLayout } from '../../features/layout';
import { useSavedJobs } from '../../features/saved-jobs';

const primary =
  'inline-flex items-center justify-center rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function SavedJobs() {
  const navigate = useNavigate();
  const isAuthenticated = useSessionStore((s) => s.isAuthenticated);
  const saved = useSavedJobs();
  const actions = useJobActions(saved.patchJob);
  const [view, setView] = useViewMode();

  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <button
            type="button"
            onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/find-jobs'))}
            aria-label="Back"
            className="inline-flex h-10 w-10 items-center justify-center rounded-lg border border-gray-300 bg-white text-gray-700 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <icons.ChevronLeft className="h-5 w-5" />
          </button>
          <h1 className="text-2xl font-bold text-gray-900">Saved Jobs</h1>
        </div>
        <ViewToggle mode={view} onChange={setView} />
      </div>

      {saved.status === 'loading' ? (
        <div
          role="status"
          aria-label="Loading saved jobs"
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-48 rounded-xl" />
          ))}
        </div>
      ) : saved.status === 'error' ? (
        <EmptyState
          icon={<icons.Bookmark className="h-8 w-8" />}
          title="Saved jobs could not be loaded"
          description="Please check your connection and try again."
          action={
            <button type="button" onClick={saved.retry} className={primary}>
              Try again
            </button>
          }
        />
      ) : saved.jobs.length === 0 ? (
        <EmptyState
          icon={<icons.Bookmark className="h-8 w-8" />}
          title={MESSAGES.noSavedTitle}
          description={MESSAGES.noSavedDescription}
          action={
            <Link to="/find-jobs" className={primary}>
              Browse Jobs
            </Link>
          }
        />
      ) : (
        <JobGrid
          jobs={saved.jobs}
          view={view}
          canSave={isAuthenticated}
          onToggleSave={saved.remove}
          onApply={actions.apply}
          pending={{ ...actions.pending, ...saved.removing }}
          label="Saved jobs"
        />
      )}
    </>
  );
}

/** /saved-jobs, for signed-in job seekers (the route's handle.auth keeps everyone else out). */
export function SavedJobsPage() {
  return (
    <SeekerLayout>
      <SavedJobs />
    </SeekerLayout>
  );
}
