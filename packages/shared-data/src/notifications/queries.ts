import { queryOptions } from '@tanstack/react-query';
import { resourceKeys } from '../query-keys';
import { getNotifications } from './notifications-api';

/** Something new shows up within a minute while a page is open (and at once on opening the menu). */
export const NOTIFICATIONS_POLL_MS = 60_000;

const keys = resourceKeys('notifications');

/** The cache's keys: per viewer, so a second account in the same tab never sees the first one's. */
export const notificationKeys = {
  all: keys.all,
  list: (viewer: string) => keys.key('list', viewer),
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
