// One repository per entity, each a decorator (`app.users`, `app.jobs`, …). The jobs repository keeps the
// search index (`app.jobs.index`) in step with every write.
import fp from 'fastify-plugin';
import { Pacer } from '../lib/budget.js';
import { AlertsRepo } from '../repos/alerts-repo.js';
import { AnalyticsRepo } from '../repos/analytics-repo.js';
import { ApplicationsRepo } from '../repos/applications-repo.js';
import { CompaniesRepo } from '../repos/companies-repo.js';
import { JobsRepo } from '../repos/jobs-repo.js';
import { MailRepo } from '../repos/mail-repo.js';
import { NotesRepo } from '../repos/notes-repo.js';
import { NotificationsRepo } from '../repos/notifications-repo.js';
import { PasswordResetsRepo } from '../repos/password-resets-repo.js';
import { RevokedTokensRepo } from '../repos/revoked-tokens-repo.js';
import { SavedJobsRepo } from '../repos/saved-jobs-repo.js';
import { TalentRepo } from '../repos/talent-repo.js';
import { UploadsRepo } from '../repos/uploads-repo.js';
import { UsersRepo } from '../repos/users-repo.js';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersRepo;
    jobs: JobsRepo;
    applications: ApplicationsRepo;
    savedJobs: SavedJobsRepo;
    analytics: AnalyticsRepo;
    notes: NotesRepo;
    notifications: NotificationsRepo;
    uploads: UploadsRepo;
    revokedTokens: RevokedTokensRepo;
    /** The mail outbox and each user's e-mail preferences (sent by services/mail.ts). */
    mailOutbox: MailRepo;
    alertsRepo: AlertsRepo;
    /** Password reset links (their tokens' hashes). */
    passwordResets: PasswordResetsRepo;
    /** The talent pool: discoverable job seekers and the employers' search over them. */
    talent: TalentRepo;
    /** Company pages: employers found by their slugs, their open jobs, the sitemap's listing. */
    companies: CompaniesRepo;
  }
}

export default fp(
  async (app) => {
    const { db } = app;
    const { clock } = app.settings;
    const jobs = new JobsRepo(db, clock);
    const notifications = new NotificationsRepo(db, clock);
    const { mail } = app.settings;
    const mailOutbox = new MailRepo(
      db,
      {
        dailyPerRecipient: mail.dailyPerRecipient,
        unverifiedDailyPerRecipient: mail.unverifiedDailyPerRecipient,
        pacer: new Pacer(clock, mail.pace),
      },
      clock,
    );
    const applications = new ApplicationsRepo(db, clock);
    app.decorate('users', new UsersRepo(db, clock));
    app.decorate('talent', new TalentRepo(db, clock));
    app.decorate('companies', new CompaniesRepo(db));
    app.decorate('jobs', jobs);
    app.decorate('notifications', notifications);
    app.decorate('applications', applications);
    app.decorate('notes', new NotesRepo(db, clock));
    app.decorate('savedJobs', new SavedJobsRepo(db, jobs));
    app.decorate('analytics', new AnalyticsRepo(db, jobs, applications));
    app.decorate('uploads', new UploadsRepo(db, clock));
    app.decorate('revokedTokens', new RevokedTokensRepo(db));
    app.decorate('mailOutbox', mailOutbox);
    app.decorate('alertsRepo', new AlertsRepo(db, clock));
    app.decorate('passwordResets', new PasswordResetsRepo(db, clock));
  },
  { name: 'repositories', dependencies: ['database'] },
);
