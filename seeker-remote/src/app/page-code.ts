// The code of pages that another page leads to, as one import each, so the route (lazy) and the page that
// prefetches it ask for the same chunk.
export const loadJobDetail = () => import('./routes/job-detail-page');

/**
 * Opening a job is the next step from a list of jobs: once the list is on screen and the browser is idle,
 * fetch the job page's chunk so the first click does not wait for it. Not before: until the first cards
 * show, the network and the main thread belong to them.
 */
export function prefetchJobDetailWhenIdle(): void {
  // Safari has no requestIdleCallback: a timer stands in. Bound, since the browser's needs its window.
  const idle: (run: () => void) => void =
    typeof window.requestIdleCallback === 'function'
      ? (run) => window.requestIdleCallback(run)
      : (run) => window.setTimeout(run, 2000);
  idle(() => void loadJobDetail().catch(() => undefined));
}
