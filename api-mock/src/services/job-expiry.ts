// Jobs expire (`app.jobExpiry`): an open job is listed until its date (LIMITS.jobListingDays after it was
// posted, pushed on by Extend or by re-opening it), then closes by itself, so a posting past its
// validThrough never stays in search, on its company's page or in the sitemap. The sweep runs when the
// API starts and every minute after; it reads the app's clock.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../lib/periodic.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobExpiry: JobExpiry;
  }
}

/** How often open jobs past their date are looked for. */
const SWEEP_MS = 60 * 1000;

function jobExpiry(app: FastifyInstance) {
  return {
    /** Closes every open job past its date; returns how many. */
    sweep(): number {
      const closed = app.jobs.closeExpired();
      if (closed.length > 0) app.log.info({ jobs: closed.length }, 'jobs past their listing closed');
      return closed.length;
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
  { name: 'job-expiry', dependencies: ['database', 'repositories'] },
);
