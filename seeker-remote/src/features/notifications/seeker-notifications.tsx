// The seeker header's bell: the portal's one notifications menu (@portal/shared-data/notifications), with
// what a job seeker's notifications say and where they lead.
import type { Notification } from '@portal/contracts';
import { interviewNotificationText } from '@portal/shared-data/interviews';
import { NotificationsMenu, type NotificationView } from '@portal/shared-data/notifications';

/**
 * A status change and an interview lead to the tracker; a job an alert found, to the job; a message, to its
 * conversation.
 */
export function seekerNotification(notification: Notification): NotificationView {
  if (notification.type === 'message' && notification.conversation) {
    return {
      text: `New message from ${notification.sender?.name ?? notification.job.company.companyName} about ${notification.job.title}`,
      to: `/messages/${encodeURIComponent(notification.conversation._id)}`,
    };
  }
  if (notification.type === 'interview') {
    // My Applications lists the interviews to come first, where a time is picked.
    return { text: interviewNotificationText(notification, 'seeker'), to: '/my-applications' };
  }
  if (notification.type === 'job-alert') {
    return {
      text: `New job for your alert "${notification.alert?.label ?? 'job alert'}": ${notification.job.title} at ${notification.job.company.companyName}`,
      to: `/jobs/${encodeURIComponent(notification.job._id)}`,
    };
  }
  return {
    text: `Your application for ${notification.job.title} is now ${notification.status}`,
    to: '/my-applications',
  };
}

const FOOTER = { label: 'See all your applications', to: '/my-applications' };

export function SeekerNotifications({ viewer }: { viewer: string }) {
  return <NotificationsMenu viewer={viewer} describe={seekerNotification} footer={FOOTER} />;
}
