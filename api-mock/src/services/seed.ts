// The data a fresh server starts with, and the QA reset back to it. At start: the seed when the database
// has no users, then the search index built from the jobs table (`app.startup` says what it took). A
// reset (`app.seed.reset`) clears every table and upload, seeds and re-indexes a batch at a time, yielding
// in between, so other requests are answered meanwhile; API calls wait for it (see qa/index.ts).
import fp from 'fastify-plugin';
import { clearSteps } from '../db/database.js';
import { runStepsYielding } from '../lib/steps.js';
import { seedDatabase, seedSteps, type SeedOptions, type SeedSummary } from '../seed/seed.js';

export interface StartupInfo {
  /** What the start-up seed made (null: the database already had users, or seeding is off). */
  seeded: SeedSummary | null;
  /** Jobs in the search index, and the ms it took to build. */
  jobs: number;
  indexMs: number;
}

export interface Seeding {
  /**
   * Re-creates the seed data (QA reset) with `size` extra generated jobs (default: the start-up size),
   * then runs `then` before any waiting API call goes on. Resets run one after another.
   */
  reset(size?: number, then?: () => void): Promise<SeedSummary>;
  /** The reset under way, if any. */
  resetting: Promise<unknown> | null;
  /** Runs `listener` at the end of every reset, before waiting API calls go on (the QA faults are cleared so). */
  onReset(listener: () => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    startup: StartupInfo;
    seed: Seeding;
  }
}

export default fp(
  async (app) => {
    const { db, jobs, uploadsDir } = app;
    const { seed, seedSize, publicUrl, scryptCost, clock } = app.settings;
    const options = (size: number): SeedOptions => ({
      size,
      publicUrl,
      uploadsDir,
      scryptCost,
      now: clock(),
    });

    const empty = (db.prepare('SELECT count(*) AS n FROM users').get() as { n: number }).n === 0;
    const seeded = seed && empty ? seedDatabase(db, options(seedSize)) : null;
    const t0 = performance.now();
    jobs.rebuildIndex();
    app.decorate('startup', { seeded, jobs: jobs.index.size, indexMs: Math.round(performance.now() - t0) });

    let queue: Promise<unknown> = Promise.resolve();
    const listeners: (() => void)[] = [];
    const seeding: Seeding = {
      resetting: null,
      onReset: (listener) => listeners.push(listener),
      reset(size, then) {
        const run = async () => {
          // Back to the system's time before the seed's dates are taken from it: a reset is a fresh start.
          app.settings.qaClock?.reset();
          await runStepsYielding(clearSteps(db));
          await app.uploadFiles.removeAll();
          const summary = await runStepsYielding(seedSteps(db, options(size ?? seedSize)));
          await runStepsYielding(jobs.rebuildIndexSteps());
          then?.();
          for (const listener of listeners) listener();
          app.loginThrottle.clear();
          return summary;
        };
        const done = queue.then(run, run);
        queue = done.catch(() => undefined);
        seeding.resetting = done;
        void done
          .catch(() => undefined)
          .then(() => {
            if (seeding.resetting === done) seeding.resetting = null;
          });
        return done;
      },
    };
    app.decorate('seed', seeding);
    // Closed before the database (onClose runs in reverse order): a reset under way finishes first.
    app.addHook('onClose', async () => {
      await queue;
    });
  },
  { name: 'seed', dependencies: ['database', 'repositories', 'upload-files', 'auth'] },
);
