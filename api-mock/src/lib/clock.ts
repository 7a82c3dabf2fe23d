/**
 * "Now" for the parts of the API whose answers depend on it (dashboard windows, the per-day series, the
 * seed's relative dates, job expiry, digests, reminders) and for the timestamps those parts write
 * (applications, status changes, notes, notifications, users, saved jobs, alerts). Injected through
 * `buildApp({ clock })` so tests can fix it; with the QA controls on, it is a QaClock's `now`, which QA
 * can set and advance (`/__qa/clock`).
 */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

export const isoNow = (clock: Clock): string => new Date(clock()).toISOString();

/**
 * A QA environment's settable clock: the base clock (the system's, or a test's) moved by an offset that
 * `/__qa/clock` sets, advances and resets. `now` is the Clock every part of the API reads, so nothing but
 * the QA routes knows the time was moved. The periodic sweeps (job expiry, digests, the mail worker…) run
 * on timers of real time: each registers with `onMove`, and a move runs them at once (`moved`), so what
 * became due shows on the next call rather than a sweep later.
 */
export interface QaClock {
  readonly now: Clock;
  /** How far the clock is from its base, in ms (0: the base's own time). */
  readonly offsetMs: number;
  /** The base clock's time, unmoved. */
  base(): number;
  /** The clock reads `at` (ms since the epoch) now, and goes on from there. */
  set(at: number): void;
  advance(ms: number): void;
  /** Back to the base clock's time. */
  reset(): void;
  /** Runs `sweep` after every move QA makes (see `moved`). */
  onMove(sweep: () => void): void;
  /** Runs every registered sweep once (after a move); one that throws does not stop the others. */
  moved(onError: (err: unknown) => void): void;
}

export function qaClock(base: Clock): QaClock {
  let offset = 0;
  const sweeps: (() => void)[] = [];
  return {
    now: () => base() + offset,
    get offsetMs() {
      return offset;
    },
    base,
    set(at) {
      offset = at - base();
    },
    advance(ms) {
      offset += ms;
    },
    reset() {
      offset = 0;
    },
    onMove(sweep) {
      sweeps.push(sweep);
    },
    moved(onError) {
      for (const sweep of sweeps) {
        try {
          sweep();
        } catch (err) {
          onError(err);
        }
      }
    },
  };
}
