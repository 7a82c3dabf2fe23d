// Every query key of the employer remote, in one place so that a write can name what it changes. A key
// starts with the resource and carries every input the server sees, so two pages asking the same thing
// share one cached reply and one request, and different questions never share an answer.
import type { EmployerApplicationsQuery, TalentSearchQuery } from '@portal/contracts';

export const queryKeys = {
  /** Everything about jobs: the employer's list and each job's detail. */
  jobs: ['jobs'] as const,
  /** GET /api/jobs/get-jobs-employeer. */
  employerJobs: () => ['jobs', 'employer'] as const,
  /** GET /api/jobs/:id. */
  job: (jobId: string) => ['jobs', 'detail', jobId] as const,

  /** The dashboard's figures (they count jobs and applications, so most writes change them). */
  analytics: ['analytics'] as const,
  /** GET /api/analytics/overview for the viewer's time zone. */
  overview: (utcOffsetMinutes: number) => ['analytics', 'overview', { utcOffsetMinutes }] as const,

  /** Everything about applications: pipelines, all candidates, single applications. */
  applications: ['applications'] as const,
  /** Every list of GET /api/applications/employer (pipelines and all candidates). */
  employerApplicationLists: ['applications', 'employer'] as const,
  /** GET /api/applications/employer with its filters (a job's pipeline when `jobId` is set). */
  employerApplications: (query: EmployerApplicationsQuery) => ['applications', 'employer', query] as const,
  /** GET /api/applications/:id. */
  application: (applicationId: string) => ['applications', 'detail', applicationId] as const,

  /** GET /api/mail/preferences (the employer's e-mail choices). */
  mailPreferences: ['mail-preferences'] as const,

  /** GET /api/talent with its words and page (the talent pool: nothing the employer writes changes it). */
  talent: (query: TalentSearchQuery) => ['talent', query] as const,

  /** GET /api/applications/:id/notes (kept apart: a status change does not change notes). */
  notes: (applicationId: string) => ['notes', applicationId] as const,
} as const;
