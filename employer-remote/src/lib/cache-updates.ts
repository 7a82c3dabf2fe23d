// What each kind of write changes in the cache, so that every page shows the result of a write without a
// reload of its own: invalidated queries refetch at once when a page shows them, and on the next visit
// otherwise.
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/**
 * A job was posted, edited, closed, activated or deleted: the job lists and details, the dashboard's
 * figures and recent posts, and the applications (their rows show the job's title; a deleted job takes
 * its applications with it).
 */
export function invalidateAfterJobWrite(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.jobs }),
    client.invalidateQueries({ queryKey: queryKeys.analytics }),
    client.invalidateQueries({ queryKey: queryKeys.applications }),
  ]);
}

/** Applications changed stage: the pipelines and candidate lists, and the dashboard (hires, recent). */
export function invalidateAfterStatusChange(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.applications }),
    client.invalidateQueries({ queryKey: queryKeys.analytics }),
  ]);
}
