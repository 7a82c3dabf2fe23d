// The portal's one notifications menu and API, for every remote's header (a subpath: a page without a
// signed-in user never loads it).
export {
  bellLabel,
  NotificationsMenu,
  type NotificationsMenuProps,
  type NotificationView,
} from './notifications-menu';
export { notificationKeys, notificationsQuery, NOTIFICATIONS_POLL_MS } from './queries';
export { getNotifications, markAllNotificationsRead, NOTIFICATIONS_SHOWN } from './notifications-api';
export { useMarkAllRead } from './use-mark-all-read';
