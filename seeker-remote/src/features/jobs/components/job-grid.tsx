import type { Job } from '@portal/contracts';
import type { ViewMode } from '../../../hooks/use-view-mode';
import { JobCard } from './job-card';

export interface JobGridProps {
  jobs: Job[];
  view: ViewMode;
  canSave: boolean;
  onToggleSave?: (job: Job) => void;
  onApply?: (job: Job) => void;
  pending?: Record<string, 'save' | 'apply' | undefined>;
  label: string;
}

/** Cards in a responsive grid or a single-column list. */
export function JobGrid({ jobs, view, canSave, onToggleSave, onApply, pending, label }: JobGridProps) {
  return (
    <ul
      aria-label={label}
      className={
        view === 'grid' ? 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3' : 'flex flex-col gap-3'
      }
    >
      {jobs.map((job) => (
        <li key={job._id}>
          <JobCard
            job={job}
            view={view}
            canSave={canSave}
            onToggleSave={onToggleSave}
            onApply={onApply}
            pending={pending?.[job._id]}
          />
        </li>
      ))}
    </ul>
  );
}
