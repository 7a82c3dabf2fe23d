import type { AnalyticsOverviewReply } from '@portal/contracts';
import type { Db } from '../db/database.js';
import type { ApplicationsRepo } from './applications-repo.js';
import type { JobsRepo } from './jobs-repo.js';

const DAY = 24 * 60 * 60 * 1000;
export const RECENT_LIMIT = 5;

/** Whole-number % change of the last 7 days against the 7 before; 0 when there is nothing before. */
export function trend(current: number, previous: number): number {
  if (previous === 0) return 0;
  return Math.round(((current - previous) / previous) * 100);
}

export class AnalyticsRepo {
  private readonly totals;
  private readonly windows;

  constructor(
    db: Db,
    private readonly jobs: JobsRepo,
    private readonly applications: ApplicationsRepo,
  ) {
    this.totals = db.prepare<
      [number, number, number],
      { active: number; applications: number; hired: number }
    >(
      `SELECT
         (SELECT count(*) FROM jobs WHERE employer_pk = ? AND is_closed = 0) AS active,
         (SELECT count(*) FROM applications a JOIN jobs j ON j.pk = a.job_pk WHERE j.employer_pk = ?) AS applications,
         (SELECT count(*) FROM applications a JOIN jobs j ON j.pk = a.job_pk
            WHERE j.employer_pk = ? AND a.status = 'Accepted') AS hired`,
    );
    // Window counts: jobs by creation (open ones), applications by creation, hires by their last update.
    this.windows = db.prepare<
      { pk: number; from: string; to: string },
      { jobs: number; applications: number; hired: number }
    >(
      `SELECT
         (SELECT count(*) FROM jobs WHERE employer_pk = @pk AND is_closed = 0
            AND created_at >= @from AND created_at < @to) AS jobs,
         (SELECT count(*) FROM applications a JOIN jobs j ON j.pk = a.job_pk WHERE j.employer_pk = @pk
            AND a.created_at >= @from AND a.created_at < @to) AS applications,
         (SELECT count(*) FROM applications a JOIN jobs j ON j.pk = a.job_pk WHERE j.employer_pk = @pk
            AND a.status = 'Accepted' AND a.updated_at >= @from AND a.updated_at < @to) AS hired`,
    );
  }

  overview(employerPk: number, now = Date.now()): AnalyticsOverviewReply {
    const totals = this.totals.get(employerPk, employerPk, employerPk)!;
    const iso = (t: number) => new Date(t).toISOString();
    const last = this.windows.get({ pk: employerPk, from: iso(now - 7 * DAY), to: iso(now + 1) })!;
    const before = this.windows.get({ pk: employerPk, from: iso(now - 14 * DAY), to: iso(now - 7 * DAY) })!;
    return {
      counts: {
        totalActiveJobs: totals.active,
        totalApplications: totals.applications,
        totalHired: totals.hired,
        trends: {
          activeJobs: trend(last.jobs, before.jobs),
          totalApplicants: trend(last.applications, before.applications),
          totalHired: trend(last.hired, before.hired),
        },
      },
      data: {
        recentJobs: this.jobs.forEmployer(employerPk, RECENT_LIMIT),
        recentApplications: this.applications.recent(employerPk, RECENT_LIMIT),
      },
    };
  }
}
