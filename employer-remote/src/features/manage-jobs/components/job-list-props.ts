import type { EmployerJob } from '@portal/contracts';

/**
 * What a row (table) or a card (phone) of Manage Jobs can do with its job: its applicants, Edit and
 * Duplicate are links (each view has its own address: a new tab, a bookmark), Close/Activate, Extend and
 * Delete act in place.
 */
export interface JobHandlers {
  /** The list's own address, where Edit Job returns to. */
  returnTo: string;
  onToggle: (job: EmployerJob) => void;
  onExtend: (job: EmployerJob) => void;
  onDelete: (job: EmployerJob) => void;
}

export interface JobListProps extends JobHandlers {
  /** null while loading (five skeletons). */
  jobs: EmployerJob[] | null;
  /** Jobs with a close/activate or delete on its way. */
  busyIds: ReadonlySet<string>;
  /** The job just posted or edited, shown highlighted. */
  highlightId: string | null;
}

/** The employer's company as a job row shows it. */
export const companyOf = (job: EmployerJob) => job.company?.companyName || job.company?.name || '';

/** Accessible names of a job's actions: the same on the table and on the cards. */
export const actionLabels = (job: EmployerJob) => ({
  applicants: `${job.applicationCount} applicants for ${job.title}`,
  edit: `Edit ${job.title}`,
  duplicate: `Duplicate ${job.title}`,
  toggle: `${job.isClosed ? 'Activate' : 'Close'} ${job.title}`,
  extend: `Extend ${job.title}`,
  delete: `Delete ${job.title}`,
});
