import { Button, ButtonLink } from '@portal/shared-ui/button';
import { EmptyState } from '@portal/shared-ui/empty-state';
import { BookmarkIcon, ChevronLeftIcon } from '@portal/shared-ui/icons';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ViewToggle } from '../../components/view-toggle';
import { useViewMode } from '../../hooks/use-view-mode';
import { MESSAGES } from '../../lib/messages';
import { useViewer } from '../../lib/viewer';
import { JobGrid, useJobActions } from '../../features/jobs';
import { SeekerLayout } from '../../features/layout';
import { savedJobsQuery } from '../../features/saved-jobs';
import { SEEKER_PATHS } from '../route-patterns';

function SavedJobs() {
  const navigate = useNavigate();
  const viewer = useViewer();
  const saved = useQuery({ ...savedJobsQuery(viewer?.key ?? 'guest'), enabled: viewer !== null });
  // Removing from this list says its own failure message (with a final period).
  const actions = useJobActions({ saveFailedMessage: MESSAGES.somethingWrongSaved });
  const [view, setView] = useViewMode();
  const jobs = useMemo(
    () => (saved.data ?? []).map((entry) => ({ ...entry.job, isSaved: true })),
    [saved.data],
  );

  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <Button
            variant="secondary"
            onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(SEEKER_PATHS.findJobs))}
            aria-label="Back"
            className="h-10 w-10 px-0"
          >
            <ChevronLeftIcon className="h-5 w-5" />
          </Button>
          <h1 className="text-2xl font-bold text-gray-900">Saved Jobs</h1>
        </div>
        <ViewToggle mode={view} onChange={setView} />
      </div>

      {saved.isError ? (
        <EmptyState
          icon={<BookmarkIcon className="h-8 w-8" />}
          title="Saved jobs could not be loaded"
          description="Please check your connection and try again."
          action={<Button onClick={() => void saved.refetch()}>Try again</Button>}
        />
      ) : !saved.data ? (
        <div
          role="status"
          aria-label="Loading saved jobs"
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-48 rounded-xl" />
          ))}
        </div>
      ) : jobs.length === 0 ? (
        <EmptyState
          icon={<BookmarkIcon className="h-8 w-8" />}
          title={MESSAGES.noSavedTitle}
          description={MESSAGES.noSavedDescription}
          action={
            <ButtonLink as={Link} to={SEEKER_PATHS.findJobs}>
              Browse Jobs
            </ButtonLink>
          }
        />
      ) : (
        <JobGrid jobs={jobs} view={view} actions={actions} label="Saved jobs" />
      )}
      {actions.dialog}
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
