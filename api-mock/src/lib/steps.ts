// Long jobs (a QA reset of 100,000 jobs) as generators that yield between batches: run them in one go
// (start-up, nothing else to serve yet) or with a pause at every yield, so other requests are answered
// while they run.

export function runSteps<T>(steps: Generator<void, T, void>): T {
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function runStepsYielding<T>(steps: Generator<void, T, void>): Promise<T> {
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
    await nextTurn();
  }
}
