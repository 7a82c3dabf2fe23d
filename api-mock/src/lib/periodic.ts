import type { FastifyInstance } from 'fastify';

/**
 * Runs `job` every `ms` while the app is up (the digests that go once a day, looked for every few
 * minutes), and at once whenever QA moves the clock (`/__qa/clock`): what a move made due shows on the
 * next call, not a period later. An error is logged under `name` and the next run comes all the same; the
 * timer never keeps the process alive and stops when the app closes.
 */
export function runPeriodically(app: FastifyInstance, name: string, ms: number, job: () => void): void {
  const run = () => {
    try {
      job();
    } catch (err) {
      app.log.error({ err }, name);
    }
  };
  const timer = setInterval(run, ms);
  timer.unref();
  app.settings.qaClock?.onMove(run);
  app.addHook('onClose', async () => clearInterval(timer));
}
