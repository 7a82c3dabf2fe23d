// Job alerts at work (`app.alerts`): a new job is queued (posting it never waits), and a worker matches it
// against the alerts with the list's own rules (JobIndex.alertView). The alerts are indexed (AlertIndex):
// a job is checked only against the alerts it could match, in steps of a few milliseconds that take
// turns with every other long job, so no number of alerts holds the server. A match is an in-app
// notification and an e-mail: at once for an instant alert, or kept for the alert's daily digest, which
// goes out once a day with the newest jobs it found (QA can send the due digests now:
// POST /__qa/mail/digests). Each recipient's e-mails are capped per day by the outbox (MailRepo).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { alertSearchPath } from '@portal/contracts/paths';
import { LIMITS } from '@portal/contracts/constants';
import { runPeriodically } from '../lib/periodic.js';
import { runStepsYielding } from '../lib/steps.js';
import { backgroundWorker } from '../lib/worker.js';
import type { MailJob } from '../mail/templates.js';
import type { JobAlert } from '@portal/contracts';
import { alertLabel, fieldsOf, toAlert, type AlertFields, type AlertRow } from '../repos/alerts-repo.js';
import { AlertIndex } from '../search/alert-index.js';
import type { SearchQuery } from '../search/job-index.js';

declare module 'fastify' {
  interface FastifyInstance {
    alerts: AlertsService;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the digests are looked at (each goes at most once a day). */
const DIGEST_CHECK_MS = 10 * 60 * 1000;
/** A matching step's length: this many alerts checked, or this long, whichever comes first. */
const STEP_ALERTS = 200;
const STEP_MS = 4;

/** An alert's criteria as a search of the job list. */
export function alertQuery(fields: AlertFields): SearchQuery {
  return {
    keyword: fields.keyword || undefined,
    location: fields.location || undefined,
    type: fields.type || undefined,
    category: fields.category || undefined,
    minSalary: fields.minSalary ?? undefined,
    maxSalary: fields.maxSalary ?? undefined,
  };
}

function alertsService(app: FastifyInstance) {
  const mailJob = (pk: number): MailJob | null => {
    const row = app.jobs.findByPk(pk);
    if (!row) return null;
    return {
      id: row.id,
      title: row.title,
      // A job from before a company name was required names its recruiter, as its page does.
      companyName: row.company_name.trim() || row.company_user_name,
      location: row.location,
      type: row.type,
      salaryMin: row.salary_min,
      salaryMax: row.salary_max,
    };
  };

  /** Every alert, as filed in the index, with the criteria the check reads (kept in step by the repository). */
  const index = new AlertIndex();
  const alerts = new Map<number, AlertRow>();
  const file = (row: AlertRow) => {
    alerts.set(row.pk, row);
    index.add({
      pk: row.pk,
      keyword: row.alert_keyword,
      location: row.alert_location,
      type: row.alert_type,
      category: row.alert_category,
    });
  };
  const unfile = (pk: number) => {
    alerts.delete(pk);
    index.remove(pk);
  };
  /** Alerts checked against new jobs since the start (what the index spares shows here). */
  let checked = 0;
  const reload = () => {
    index.clear();
    alerts.clear();
    for (const row of app.alertsRepo.all()) file(row);
  };

  /** What a match does: a notification, and an e-mail now (instant) or in the next digest (daily). */
  function record(alert: AlertRow, jobPk: number, job: MailJob, now: string): void {
    app.notifications.addAlertMatch(alert.user_pk, jobPk, alert.pk, now);
    if (alert.frequency === 'instant') {
      app.mail.queue({
        kind: 'job-alert',
        userPk: alert.user_pk,
        data: { query: alertLabel(alert), jobs: [job] },
        link: `/jobs/${encodeURIComponent(job.id)}`,
      });
      app.alertsRepo.markSent(alert.pk, now);
    } else {
      app.alertsRepo.addPending(alert.pk, jobPk);
    }
  }

  /**
   * Matches one new job against the alerts the index finds for it, a few milliseconds at a time (a yield
   * between steps). An alert deleted or a job gone meanwhile is left out: each step reads them afresh.
   */
  function* matchJob(jobPk: number): Generator<void, void, void> {
    const view = app.jobs.index.alertView(jobPk);
    const job = view && mailJob(jobPk);
    if (!view || !job) return;
    const candidates = index.candidates(view);
    let i = 0;
    while (i < candidates.length) {
      if (i > 0) {
        yield;
        // A QA reset replaces every job and alert; the job may have been deleted meanwhile.
        if (app.seed.resetting || !app.jobs.findByPk(jobPk)) return;
      }
      const until = performance.now() + STEP_MS;
      const end = Math.min(candidates.length, i + STEP_ALERTS);
      const matched: AlertRow[] = [];
      do {
        const alert = alerts.get(candidates[i++]!);
        checked++;
        if (alert && view.matches(alertQuery(fieldsOf(alert)))) matched.push(alert);
      } while (i < end && (i % 16 !== 0 || performance.now() < until));
      if (matched.length === 0) continue;
      const now = new Date(app.settings.clock()).toISOString();
      app.db.transaction(() => {
        for (const alert of matched) record(alert, jobPk, job, now);
      })();
    }
  }

  /** Matches the queued jobs, oldest first, each taken off the queue once matched. */
  const worker = backgroundWorker(app, {
    name: 'job alerts',
    async drain() {
      while (!worker.stopped) {
        let jobs: number[];
        try {
          jobs = app.alertsRepo.queuedJobs(1);
        } catch {
          return; // the database is closing
        }
        const pk = jobs[0];
        if (pk === undefined) return;
        await runStepsYielding(matchJob(pk));
        if (worker.stopped) return;
        app.alertsRepo.dequeue(pk);
      }
    },
  });

  return {
    /** Queues a new job for the alerts (every post does: services/job-posting.ts). */
    jobPosted(jobPk: number): void {
      app.alertsRepo.queueJob(jobPk);
      worker.wake();
    },
    /** Saves a new alert of the user's and files it for the matcher. */
    create(userPk: number, fields: AlertFields): JobAlert {
      const row = app.alertsRepo.create(userPk, fields);
      file(row);
      return toAlert(row);
    },
    /** Changes an alert's criteria, filed again under them. */
    update(pk: number, fields: AlertFields): JobAlert {
      const row = app.alertsRepo.update(pk, fields);
      file(row);
      return toAlert(row);
    },
    delete(pk: number): void {
      app.alertsRepo.delete(pk);
      unfile(pk);
    },
    start(): void {
      reload();
      // A QA reset (or scenario) replaces every alert.
      app.seed.onReset(reload);
      worker.wake();
    },
    /** Alerts held by the index, and alerts checked against new jobs so far (tests, QA). */
    get stats(): { indexed: number; checked: number } {
      return { indexed: index.size, checked };
    },
    /** Resolves once the queue is empty (tests, QA). */
    idle: () => worker.idle(),
    /**
     * Sends the digest of every daily alert with new jobs whose last digest is a day old (`now`: every one
     * with new jobs). Returns how many went out.
     */
    sendDigests(now = false): number {
      const clock = app.settings.clock();
      const due = app.alertsRepo.dueDigests(new Date(now ? clock : clock - DAY_MS).toISOString());
      for (const alert of due) {
        const jobs = app.alertsRepo
          .pendingJobs(alert.pk, LIMITS.digestJobsMax)
          .map(mailJob)
          .filter((j): j is MailJob => j !== null);
        app.db.transaction(() => {
          if (jobs.length > 0) {
            app.mail.queue({
              kind: 'job-alert',
              userPk: alert.user_pk,
              data: { query: alertLabel(alert), jobs },
              link: alertSearchPath(fieldsOf(alert)),
            });
          }
          app.alertsRepo.digestSent(alert.pk, new Date(clock).toISOString());
        })();
      }
      return due.length;
    },
    stop: () => worker.stop(),
  };
}

export type AlertsService = ReturnType<typeof alertsService>;

export default fp(
  async (app) => {
    const alerts = alertsService(app);
    app.decorate('alerts', alerts);
    runPeriodically(app, 'job alert digests', DIGEST_CHECK_MS, () => alerts.sendDigests());
    app.addHook('onReady', async () => alerts.start());
    app.addHook('onClose', async () => alerts.stop());
  },
  { name: 'alerts', dependencies: ['database', 'repositories', 'mail', 'seed'] },
);
