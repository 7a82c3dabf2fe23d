import type { FastifyInstance } from 'fastify';

export interface WorkerOptions {
  /** What an error of the worker is logged under. */
  name: string;
  /** Works through everything due now; resolves when nothing is left (or `worker.stopped`). */
  drain: () => Promise<void>;
  /**
   * When the next item falls due (ms since the epoch, on the app's clock), null when nothing waits.
   * Without it the worker runs only when woken (a queue whose items are all due at once).
   */
  nextDue?: () => number | null;
}

export type Worker = ReturnType<typeof backgroundWorker>;

/**
 * The worker of a background queue (mail, job alerts, stage-change notices): one run at a time, never
 * inside the request that woke it (that request answers first), and after each run asleep until the
 * next item is due. Woken while it runs, it runs again when done, so nothing queued meanwhile waits for
 * the next wake. An error is logged under `name`; its timer never keeps the process alive.
 */
export function backgroundWorker(app: FastifyInstance, options: WorkerOptions) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const clearTimer = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };

  /** Sleeps until the next item is due (nothing to do when none waits, or while it runs). */
  function schedule(): void {
    if (stopped || running || !options.nextDue) return;
    clearTimer();
    let next: number | null;
    try {
      next = options.nextDue();
    } catch {
      return; // the database is closing
    }
    if (next === null) return;
    // setTimeout takes at most 2^31-1 ms; a clock QA or a test moved may put the next item further off.
    timer = setTimeout(wake, Math.min(Math.max(0, next - app.settings.clock()), 2 ** 31 - 1));
    timer.unref();
  }

  /** Works through what is due now, on the next turn of the event loop. */
  function wake(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimer();
    running = (async () => {
      await new Promise((resolve) => setImmediate(resolve));
      if (!stopped) await options.drain();
    })()
      .catch((err: unknown) => app.log.error({ err }, options.name))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          wake();
        } else {
          schedule();
        }
      });
  }

  return {
    wake,
    schedule,
    /** True once the app is closing: a drain stops between two items. */
    get stopped(): boolean {
      return stopped;
    },
    /** Resolves once it is not running (tests, QA). */
    async idle(): Promise<void> {
      while (running) await running;
    },
    /** Stops it: no new run, the one under way finishes its item. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimer();
      await running;
    },
  };
}
