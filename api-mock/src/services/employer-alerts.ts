// Employers hear of new applications (`app.employerAlerts`): a notification in the header's bell at once,
// and an e-mail, at once or as one digest a day (the employer's choice: the `new-application` kind of
// their e-mail preferences, turned off there or by any such e-mail's one-click unsubscribe). Mail goes
// through the outbox like every other, never in the applicant's request.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../lib/periodic.js';

declare module 'fastify' {
  interface FastifyInstance {
    employerAlerts: EmployerAlerts;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often due digests are looked for (each employer gets at most one a day). */
const DIGEST_CHECK_MS = 10 * 60 * 1000;
/** Applications a digest lists by name (it says how many more there were). */
export const DIGEST_MAX_ITEMS = 50;

/** The employer's page of one application. */
export const applicationPage = (applicationId: string) =>
  `/employeer/applications/${encodeURIComponent(applicationId)}`;

function employerAlerts(app: FastifyInstance) {
  return {
    /** A new application (its pk): the job's employer is told. */
    applicationReceived(applicationPk: number): void {
      const facts = app.applications.receivedFacts(applicationPk);
      if (!facts) return;
      const at = app.settings.clock();
      const now = new Date(at).toISOString();
      const item = {
        applicationId: facts.application_id,
        applicantName: facts.applicant_name,
        jobTitle: facts.job_title,
      };
      app.db.transaction(() => {
        app.notifications.addNewApplication(facts.employer_pk, applicationPk, now);
        const kind = 'new-application';
        if (!app.mailOutbox.isSubscribed(facts.employer_pk, kind)) return;
        if (app.mailOutbox.frequency(facts.employer_pk, kind) === 'daily') {
          app.mailOutbox.addDigestItem({ userPk: facts.employer_pk, kind, data: item, applicationPk, at });
        } else {
          app.mail.queue({
            kind,
            userPk: facts.employer_pk,
            data: item,
            link: applicationPage(facts.application_id),
          });
        }
      })();
    },

    /**
     * Sends the digest of every employer with new applications whose last one went a day ago (`now`: every
     * one with something waiting). Returns how many went out.
     */
    sendDigests(now = false): number {
      const clock = app.settings.clock();
      const due = app.mailOutbox.dueDigests('new-application', now ? clock : clock - DAY_MS);
      for (const userPk of due) {
        app.db.transaction(() => {
          const { items, more } = app.mailOutbox.takeDigest(
            userPk,
            'new-application',
            DIGEST_MAX_ITEMS,
            clock,
          );
          if (items.length === 0) return;
          app.mail.queue({
            kind: 'new-application',
            userPk,
            data: { items: items.map((i) => i.data), more },
            link: '/employeer/candidates',
          });
        })();
      }
      return due.length;
    },
  };
}

export type EmployerAlerts = ReturnType<typeof employerAlerts>;

export default fp(
  async (app) => {
    const alerts = employerAlerts(app);
    app.decorate('employerAlerts', alerts);
    runPeriodically(app, 'new-application digests', DIGEST_CHECK_MS, () => alerts.sendDigests());
  },
  { name: 'employer-alerts', dependencies: ['database', 'repositories', 'mail'] },
);
