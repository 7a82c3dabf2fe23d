export { NotificationBell, notificationText, bellLabel } from './components/notification-bell';
export { notificationKeys, notificationsQuery, NOTIFICATIONS_POLL_MS } from './api/queries';
export { getNotifications, markAllNotificationsRead } from './api/notifications-api';
