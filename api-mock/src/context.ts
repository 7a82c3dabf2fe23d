// Everything a route needs, made once per app.
import type { Db } from './db/database.js';
import type { TokenService } from './auth/token.js';
import type { LoginThrottle } from './auth/login-throttle.js';
import type { UsersRepo } from './repos/users-repo.js';
import type { JobsRepo } from './repos/jobs-repo.js';
import type { ApplicationsRepo } from './repos/applications-repo.js';
import type { SavedJobsRepo } from './repos/saved-jobs-repo.js';
import type { AnalyticsRepo } from './repos/analytics-repo.js';
import type { NotesRepo } from './repos/notes-repo.js';
import type { NotificationsRepo } from './repos/notifications-repo.js';
import type { Clock } from './lib/clock.js';
import type { UploadsRepo } from './repos/uploads-repo.js';
import type { RevokedTokensRepo } from './repos/revoked-tokens-repo.js';
import type { QaState } from './plugins/qa-state.js';
import type { SeedSummary } from './seed/seed.js';

export interface AppContext {
  db: Db;
  users: UsersRepo;
  jobs: JobsRepo;
  applications: ApplicationsRepo;
  saved: SavedJobsRepo;
  analytics: AnalyticsRepo;
  notes: NotesRepo;
  notifications: NotificationsRepo;
  /** "Now" (ms since the epoch) for the dashboard, the seed and application/note/notification times. */
  clock: Clock;
  uploads: UploadsRepo;
  revokedTokens: RevokedTokensRepo;
  tokens: TokenService;
  loginThrottle: LoginThrottle;
  qa: QaState;
  publicUrl: string;
  uploadsDir: string;
  scryptCost: number;
  seedSize: number;
  /**
   * Re-creates the seed data (QA reset), a batch at a time so other requests are answered meanwhile
   * (API calls wait for it to finish, see `resetting`). Resets run one after another.
   */
  reset(size?: number, then?: () => void): Promise<SeedSummary>;
  /** The reset under way, if any. */
  resetting: Promise<unknown> | null;
}
