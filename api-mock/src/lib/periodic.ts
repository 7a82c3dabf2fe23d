import type { FastifyInstance } from 'fastify';

/**
 * Runs `job` every `ms` while the app is up (the digests that go once a day, looked for every few
 * minutes): an error is logged under `name` and the next run comes all the same; the timer never keeps the
 * process alive and stops when the app closes.
 */
export function runPeriodically(app: FastifyInstance, name: string, ms: number, job: () => void): void {
  const timer = setInterval(() => {
    try {
      job();
    } catch (err) {
      app.log.error({ err }, name);
    }
  }, ms);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
