// Long jobs (a QA reset of 100,000 jobs, a candidate search over 20,000 applications) as generators that
// yield between batches: run them in one go (start-up, nothing else to serve yet) or with a pause at every
// yield, so other requests are answered while they run.

export function runSteps<T>(steps: Generator<void, T, void>): T {
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Every yielding job's steps, in one line: a step runs only after the previous one (of any job) and one
 * turn of the event loop later, so the requests that came meanwhile (a /health check) are read between
 * any two steps. Each job pausing on its own let four searches started together run their steps back to
 * back, one after another inside the same turn.
 */
let line: Promise<void> = Promise.resolve();
const takeTurn = (): Promise<void> => (line = line.then(nextTurn));

export async function runStepsYielding<T>(steps: Generator<void, T, void>): Promise<T> {
  for (;;) {
    await takeTurn();
    const r = steps.next();
    if (r.done) return r.value;
  }
}
