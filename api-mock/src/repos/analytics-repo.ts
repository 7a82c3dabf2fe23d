import type { AnalyticsOverviewReply, DashboardFigures, DayCount } from '@portal/contracts';
import { LIMITS } from '@portal/contracts/constants';
import type { Db } from '../db/database.js';
import type { ApplicationsRepo } from './applications-repo.js';
import type { JobsRepo } from './jobs-repo.js';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;
export const RECENT_LIMIT = 5;

/**
 * Signed whole-number % change of the last window against the one before (+50, -20, -67). A week before
 * with nothing has no ratio; it reads +100 when something came in since (growth from nothing) and 0 when
 * both weeks are empty, so the dashboard always has a number to show.
 */
export function trend(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return Math.round(((current - previous) / previous) * 100);
}

export interface OverviewOptions {
  now: number;
  /** Where the per-day series' days begin: minutes east of UTC. */
  utcOffsetMinutes?: number | undefined;
}

/** `count` days ending today (in the given offset), oldest first, as YYYY-MM-DD with the UTC instant each begins. */
export function dayRange(now: number, utcOffsetMinutes: number, count: number) {
  const shift = utcOffsetMinutes * MINUTE;
  // Days are counted on a clock moved by the offset, so UTC calendar arithmetic gives local dates.
  const today = Math.floor((now + shift) / DAY) * DAY;
  const days = Array.from({ length: count }, (_, i) => {
    const localStart = today - (count - 1 - i) * DAY;
    return { date: new Date(localStart).toISOString().slice(0, 10), from: localStart - shift };
  });
  return { days, from: days[0]!.from, to: today + DAY - shift };
}

export class AnalyticsRepo {
  private readonly totals;
  private readonly windows;
  private readonly perDay;

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
    // Window counts: jobs by creation (open ones), applications by creation, hires by their last update
    // (an Accepted application's updatedAt is when it was moved to Accepted).
    this.windows = db.prepare<{ pk: number; from: string; to: string }, DashboardFigures>(
      `SELECT
         (SELECT count(*) FROM jobs WHERE employer_pk = @pk AND is_closed = 0
            AND created_at >= @from AND created_at < @to) AS activeJobs,
         (SELECT count(*) FROM applications a JOIN jobs j ON j.pk = a.job_pk WHERE j.employer_pk = @pk
            AND a.created_at >= @from AND a.created_at < @to) AS totalApplicants,
         (SELECT count(*) FROM applications a JOIN jobs j ON j.pk = a.job_pk WHERE j.employer_pk = @pk
            AND a.status = 'Accepted' AND a.updated_at >= @from AND a.updated_at < @to) AS totalHired`,
    );
    // Timestamps are ISO-8601 UTC text; SQLite's date() with a minutes modifier gives the local date.
    this.perDay = db.prepare<
      { pk: number; from: string; to: string; shift: string },
      { day: string; n: number }
    >(
      `SELECT date(a.created_at, @shift) AS day, count(*) AS n
       FROM applications a JOIN jobs j ON j.pk = a.job_pk
       WHERE j.employer_pk = @pk AND a.created_at >= @from AND a.created_at < @to
       GROUP BY day`,
    );
  }

  /** Applications received per day over the last `LIMITS.perDayDays` days, oldest first. */
  applicationsPerDay(employerPk: number, now: number, utcOffsetMinutes = 0): DayCount[] {
    const iso = (t: number) => new Date(t).toISOString();
    const range = dayRange(now, utcOffsetMinutes, LIMITS.perDayDays);
    const counts = new Map<string, number>();
    for (const row of this.perDay.all({
      pk: employerPk,
      from: iso(range.from),
      to: iso(range.to),
      shift: `${utcOffsetMinutes >= 0 ? '+' : ''}${utcOffsetMinutes} minutes`,
    }))
      counts.set(row.day, row.n);
    return range.days.map(({ date }) => ({ date, count: counts.get(date) ?? 0 }));
  }

  overview(employerPk: number, options: OverviewOptions): AnalyticsOverviewReply {
    const { now } = options;
    const totals = this.totals.get(employerPk, employerPk, employerPk)!;
    const iso = (t: number) => new Date(t).toISOString();
    const span = LIMITS.trendDays * DAY;
    const last = this.windows.get({ pk: employerPk, from: iso(now - span), to: iso(now + 1) })!;
    const before = this.windows.get({ pk: employerPk, from: iso(now - 2 * span), to: iso(now - span) })!;
    return {
      counts: {
        totalActiveJobs: totals.active,
        totalApplications: totals.applications,
        totalHired: totals.hired,
        trends: {
          activeJobs: trend(last.activeJobs, before.activeJobs),
          totalApplicants: trend(last.totalApplicants, before.totalApplicants),
          totalHired: trend(last.totalHired, before.totalHired),
        },
        trendWindows: { last7Days: { ...last }, previous7Days: { ...before } },
      },
      data: {
        recentJobs: this.jobs.forEmployer(employerPk, RECENT_LIMIT),
        recentApplications: this.applications.recent(employerPk, RECENT_LIMIT),
        applicationsPerDay: this.applicationsPerDay(employerPk, now, options.utcOffsetMinutes ?? 0),
      },
    };
  }
}
