// The code of the pages another page leads to, as one import each, so the route (lazy) and the page that
// prefetches it ask for the same chunk.
export const loadJobDetail = () => import(/* webpackChunkName: "job-detail" */ './routes/job-detail-page');

let jobDetailRequested = false;

/**
 * Opening a job is the next step from a list of jobs: when a person shows the intent (a pointer over the
 * list, a touch, keyboard focus on a card), fetch the job page's chunk so the click does not wait for it.
 * Not on load: a visitor who only browses the list (on a phone's data plan, say) never pays for it, and
 * until the first cards show the network and the main thread belong to them.
 */
export function prefetchJobDetail(): void {
  if (jobDetailRequested) return;
  jobDetailRequested = true;
  void loadJobDetail().catch(() => {
    jobDetailRequested = false;
  });
}
