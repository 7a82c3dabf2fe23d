import type { Job } from '@portal/contracts';
import type { ViewMode } from '../../../hooks/use-view-mode';
import type { JobActions } from '../hooks/use-job-actions';
import { JobCard } from './job-card';

export interface JobGridProps {
  jobs: Job[];
  view: ViewMode;
  /** What the cards offer, by who is looking (see useJobActions). */
  actions: JobActions;
  label: string;
}

/**
 * Cards in a responsive grid or a single-column list. A job seeker gets Save and Apply; a visitor gets Apply,
 * which asks them to sign in (there is nothing to save into yet); an employer reads only.
 */
export function JobGrid({ jobs, view, actions, label }: JobGridProps) {
  const { viewer } = actions;
  return (
    <ul
      aria-label={label}
      className={
        view === 'grid'
          ? 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 [&>li]:min-w-0'
          : 'flex flex-col gap-3 [&>li]:min-w-0'
      }
    >
      {jobs.map((job) => (
        <li key={job._id}>
          <JobCard
            job={job}
            view={view}
            canSave={viewer === 'seeker'}
            onToggleSave={actions.toggleSave}
            onApply={viewer === 'employer' ? undefined : actions.apply}
            pending={actions.pending[job._id]}
            focusStatus={actions.justApplied === job._id}
            onStatusFocused={actions.statusFocused}
          />
        </li>
      ))}
    </ul>
  );
}
