// Every query key of the employer remote, in one place so that a write can name what it changes. Keys have
// shared-data's one shape, `[root, kind, viewer, ...inputs]`: the resource, the read, the employer whose data
// it is, and every input the server sees. Two pages asking the same thing share one cached reply and one
// request, different questions never share an answer, and neither do two employers signed in one after the
// other in the same tab (so nothing is cleared when the session changes).
import type { EmployerApplicationsQuery, TalentSearchQuery } from '@portal/contracts';
import { resourceKeys } from '@portal/shared-data';

const jobs = resourceKeys('jobs');
const analytics = resourceKeys('analytics');
const applications = resourceKeys('applications');
const mail = resourceKeys('mail');
const talent = resourceKeys('talent');
const notes = resourceKeys('notes');

export const queryKeys = {
  /** Everything about jobs: the employer's list and each job's detail. */
  jobs: jobs.all,
  /** GET /api/jobs/get-jobs-employeer. */
  employerJobs: (viewer: string) => jobs.key('employer', viewer),
  /** GET /api/jobs/:id. */
  job: (viewer: string, jobId: string) => jobs.key('detail', viewer, jobId),

  /** The dashboard's figures (they count jobs and applications, so most writes change them). */
  analytics: analytics.all,
  /** GET /api/analytics/overview for the viewer's time zone. */
  overview: (viewer: string, utcOffsetMinutes: number) =>
    analytics.key('overview', viewer, { utcOffsetMinutes }),

  /** Everything about applications: pipelines, all candidates, single applications. */
  applications: applications.all,
  /** Every list of GET /api/applications/employer (pipelines and all candidates). */
  employerApplicationLists: applications.kind('employer'),
  /** GET /api/applications/employer with its filters (a job's pipeline when `jobId` is set). */
  employerApplications: (viewer: string, query: EmployerApplicationsQuery) =>
    applications.key('employer', viewer, query),
  /** GET /api/applications/:id. */
  application: (viewer: string, applicationId: string) => applications.key('detail', viewer, applicationId),

  /** GET /api/mail/preferences (the employer's e-mail choices). */
  mailPreferences: (viewer: string) => mail.key('preferences', viewer),

  /** GET /api/talent with its words and page (the talent pool: nothing the employer writes changes it). */
  talent: (viewer: string, query: TalentSearchQuery) => talent.key('search', viewer, query),

  /** GET /api/applications/:id/notes (kept apart: a status change does not change notes). */
  notes: (viewer: string, applicationId: string) => notes.key('application', viewer, applicationId),
} as const;
