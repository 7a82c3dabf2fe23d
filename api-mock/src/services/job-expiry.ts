// Jobs expire (`app.jobExpiry`): an open job is listed until its date (LIMITS.jobListingDays after it was
// posted, pushed on by Extend or by re-opening it), then closes by itself, so a posting past its
// validThrough never stays in search, on its company's page or in the sitemap. A few days before, its
// employer is told (a notification, and an e-mail through the outbox unless they turned that kind off),
// while Extend can still keep it listed. The sweep runs when the API starts and every minute after; it
// reads the app's clock.
import type { FastifyInstance } from 'fastify';
import { LIMITS } from '@portal/contracts/constants';
import fp from 'fastify-plugin';
import { isoNow } from '../lib/clock.js';
import { runPeriodically } from '../lib/periodic.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobExpiry: JobExpiry;
  }
}

/** How often open jobs past their date are looked for. */
const SWEEP_MS = 60 * 1000;

/** Manage Jobs, filtered to the job (its title), where Extend is. */
const manageJobPath = (title: string) => `/employeer/manage-jobs?q=${encodeURIComponent(title)}`;

function jobExpiry(app: FastifyInstance) {
  return {
    /**
     * Tells the employers whose open jobs stop being listed within LIMITS.jobExpiryWarningDays (once per
     * date: an Extend's new date is told again when it comes near), then closes every open job past its
     * date. Returns how many were told and closed.
     */
    sweep(): { told: number; closed: number } {
      const soon = app.jobs.expiringWithin(LIMITS.jobExpiryWarningDays);
      const at = isoNow(app.settings.clock);
      for (const job of soon) {
        app.db.transaction(() => {
          app.jobs.markExpiryTold(job.pk, job.valid_through);
          app.notifications.addJobExpiring(job.employer_pk, job.pk, at);
          app.mail.queue({
            kind: 'job-expiring',
            userPk: job.employer_pk,
            data: { jobId: job.id, jobTitle: job.title, validThrough: job.valid_through },
            link: manageJobPath(job.title),
          });
        })();
      }
      const closed = app.jobs.closeExpired();
      if (closed.length > 0) app.log.info({ jobs: closed.length }, 'jobs past their listing closed');
      return { told: soon.length, closed: closed.length };
    },
  };
}

export type JobExpiry = ReturnType<typeof jobExpiry>;

export default fp(
  async (app) => {
    const expiry = jobExpiry(app);
    app.decorate('jobExpiry', expiry);
    app.addHook('onReady', async () => {
      expiry.sweep();
    });
    runPeriodically(app, 'job expiry', SWEEP_MS, () => expiry.sweep());
  },
  { name: 'job-expiry', dependencies: ['database', 'repositories', 'mail'] },
);
