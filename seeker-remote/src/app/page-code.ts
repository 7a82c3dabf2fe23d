// The code of pages that another page leads to, as one import each, so the route (lazy) and the page that
// prefetches it ask for the same chunk.
export const loadJobDetail = () => import('./routes/job-detail-page');

/**
 * Opening a job is the next step from a list of jobs: once the list is on screen and the browser is idle,
 * fetch the job page's chunk so the first click does not wait for it. Not before: until the first cards
 * show, the network and the main thread belong to them.
 */
export function prefetchJobDetailWhenIdle(): void {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
  idle(() => void loadJobDetail().catch(() => undefined));
}
