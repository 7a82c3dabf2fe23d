import { queryOptions } from '@tanstack/react-query';
import { QUERY_ROOTS } from '../../../lib/query-cache';
import { getNotifications } from './notifications-api';

/** An employer's move shows up within a minute while a seeker page is open (and at once on opening). */
export const NOTIFICATIONS_POLL_MS = 60_000;

export const notificationKeys = {
  all: [QUERY_ROOTS.notifications] as const,
  list: (viewer: string) => [QUERY_ROOTS.notifications, viewer] as const,
};

export function notificationsQuery(viewer: string) {
  return queryOptions({
    queryKey: notificationKeys.list(viewer),
    queryFn: async ({ signal }) => {
      try {
        return await getNotifications(signal);
      } catch (error) {
        console.error('Failed to load notifications', error);
        throw error;
      }
    },
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });
}
