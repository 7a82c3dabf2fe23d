import type { NotificationsReadAllReply, NotificationsReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';

/** How many of the newest notifications the header's list shows. */
export const NOTIFICATIONS_SHOWN = 10;

/** GET /api/notifications: the newest first, with the caller's unread count. */
export async function getNotifications(signal?: AbortSignal): Promise<NotificationsReply> {
  const { data } = await apiClient.get<NotificationsReply>(API_PATHS.notifications, {
    params: { limit: NOTIFICATIONS_SHOWN },
    signal,
  });
  return data;
}

/** PUT /api/notifications/read-all. */
export async function markAllNotificationsRead(): Promise<NotificationsReadAllReply> {
  const { data } = await apiClient.put<NotificationsReadAllReply>(API_PATHS.notificationsReadAll);
  return data;
}
