// Job alerts at work (`app.alerts`): a new job is queued (posting it never waits), and a worker matches it
// against every alert with the list's own rules (JobIndex.matches). A match is an in-app notification and
// an e-mail: at once for an instant alert, or kept for the alert's daily digest, which goes out once a day
// with the newest jobs it found (QA can send the due digests now: POST /__qa/mail/digests).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { alertSearchPath } from '@portal/contracts/paths';
import { LIMITS } from '@portal/contracts/constants';
import type { MailJob } from '../mail/templates.js';
import { alertLabel, fieldsOf, type AlertFields, type AlertRow } from '../repos/alerts-repo.js';
import type { SearchQuery } from '../search/job-index.js';

declare module 'fastify' {
  interface FastifyInstance {
    alerts: AlertsService;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the digests are looked at (each goes at most once a day). */
const DIGEST_CHECK_MS = 10 * 60 * 1000;
const BATCH = 50;

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
  let scheduled = false;
  let running: Promise<void> | null = null;
  let stopped = false;

  const mailJob = (pk: number): MailJob | null => {
    const row = app.jobs.findByPk(pk);
    if (!row) return null;
    return {
      id: row.id,
      title: row.title,
      companyName: row.company_name,
      location: row.location,
      type: row.type,
      salaryMin: row.salary_min,
      salaryMax: row.salary_max,
    };
  };

  /** Matches one new job against every alert (the job's own employer's alerts aside: seekers only have them). */
  function matchJob(jobPk: number, alerts: AlertRow[]): void {
    const job = mailJob(jobPk);
    if (!job) return;
    const now = new Date(app.settings.clock()).toISOString();
    for (const alert of alerts) {
      if (!app.jobs.index.matches(alertQuery(fieldsOf(alert)), jobPk)) continue;
      app.db.transaction(() => {
        app.notifications.addAlertMatch(alert.user_pk, jobPk, alert.pk, now);
        if (alert.frequency === 'instant') {
          app.mailOutbox.add({
            kind: 'job-alert',
            userPk: alert.user_pk,
            data: { query: alertLabel(alert), jobs: [job] },
            link: `/jobs/${encodeURIComponent(job.id)}`,
          });
          app.alertsRepo.markSent(alert.pk, now);
        } else {
          app.alertsRepo.addPending(alert.pk, jobPk);
        }
      })();
    }
  }

  function drain(): void {
    scheduled = false;
    if (stopped || running) return;
    running = (async () => {
      for (;;) {
        if (stopped) return;
        let jobs: number[];
        try {
          jobs = app.alertsRepo.queuedJobs(BATCH);
        } catch {
          return; // the database is closing
        }
        if (jobs.length === 0) return;
        const alerts = app.alertsRepo.all();
        for (const pk of jobs) {
          matchJob(pk, alerts);
          app.alertsRepo.dequeue(pk);
        }
        // Give the requests waiting meanwhile their turn.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })()
      .catch((err: unknown) => app.log.error({ err }, 'job alerts'))
      .finally(() => {
        running = null;
      });
  }

  const kick = () => {
    if (scheduled || stopped) return;
    scheduled = true;
    setImmediate(drain);
  };

  return {
    /** Queues a new job for the alerts (called by the jobs repository after a post). */
    jobPosted(jobPk: number): void {
      app.alertsRepo.queueJob(jobPk);
      kick();
    },
    start(): void {
      app.jobs.onCreated = (pk) => this.jobPosted(pk);
      kick();
    },
    /** Resolves once the queue is empty (tests, QA). */
    async idle(): Promise<void> {
      while (scheduled || running) await (running ?? new Promise((resolve) => setImmediate(resolve)));
    },
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
            app.mailOutbox.add({
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
    async stop(): Promise<void> {
      stopped = true;
      app.jobs.onCreated = null;
      await running;
    },
  };
}

export type AlertsService = ReturnType<typeof alertsService>;

export default fp(
  async (app) => {
    const alerts = alertsService(app);
    app.decorate('alerts', alerts);
    const digests = setInterval(() => {
      try {
        alerts.sendDigests();
      } catch (err) {
        app.log.error({ err }, 'job alert digests');
      }
    }, DIGEST_CHECK_MS);
    digests.unref();
    app.addHook('onReady', async () => alerts.start());
    app.addHook('onClose', async () => {
      clearInterval(digests);
      await alerts.stop();
    });
  },
  { name: 'alerts', dependencies: ['database', 'repositories', 'mail'] },
);
