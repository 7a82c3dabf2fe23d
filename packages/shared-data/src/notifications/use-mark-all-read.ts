import type { NotificationsReply } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markAllNotificationsRead } from './notifications-api';
import { notificationKeys } from './queries';

/** The cached list with every notification read, and the server's unread count. */
function allRead(data: NotificationsReply | undefined, unreadCount: number): NotificationsReply | undefined {
  if (!data) return data;
  const readAt = new Date().toISOString();
  return {
    ...data,
    unreadCount,
    notifications: data.notifications.map((item) => (item.read ? item : { ...item, read: true, readAt })),
  };
}

/** Marks every notification read (the list was opened); the cached list and count follow the server. */
export function useMarkAllRead(viewer: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...notificationKeys.all, 'read-all'],
    mutationFn: () => markAllNotificationsRead(),
    // A poll on its way was read before this: its answer must not overwrite the count that follows.
    onMutate: () => client.cancelQueries({ queryKey: notificationKeys.list(viewer) }),
    onSuccess: (reply) =>
      client.setQueryData<NotificationsReply>(notificationKeys.list(viewer), (data) =>
        allRead(data, reply.unreadCount),
      ),
    onError: (error) => console.error('Marking notifications read failed', error),
  });
}
