// The employer header's bell: the portal's one notifications menu (@portal/shared-data/notifications), with
// what an employer's notifications say and where they lead.
import type { Notification } from '@portal/contracts';
import { interviewNotificationText } from '@portal/shared-data/interviews';
import { NotificationsMenu, type NotificationView } from '@portal/shared-data/notifications';
import { applicationPath, conversationPath, EMPLOYER_PATHS } from '../../lib/paths';

/**
 * A new application and an interview lead to that application's page; a message, to its conversation; a listing about to
 * end, to its job in Manage Jobs (where Extend is).
 */
export function employerNotification(notification: Notification): NotificationView {
  if (notification.type === 'message' && notification.conversation) {
    return {
      text: `New message from ${notification.sender?.name ?? 'a candidate'} about ${notification.job.title}`,
      to: conversationPath(notification.conversation._id),
    };
  }
  if (notification.type === 'new-application' && notification.application) {
    return {
      text: `${notification.applicant?.name ?? 'Someone'} applied for ${notification.job.title}`,
      to: applicationPath(notification.application._id),
    };
  }
  if (notification.type === 'interview' && notification.application) {
    return {
      text: interviewNotificationText(notification, 'employer'),
      to: applicationPath(notification.application._id),
    };
  }
  if (notification.type === 'job-expiring') {
    return {
      text: `Your listing of ${notification.job.title} ends in a few days: extend it to keep it listed`,
      to: `${EMPLOYER_PATHS.manageJobs}?q=${encodeURIComponent(notification.job.title)}`,
    };
  }
  return { text: notification.job.title, to: EMPLOYER_PATHS.candidates };
}

const FOOTER = { label: 'See all candidates', to: EMPLOYER_PATHS.candidates };

export function EmployerNotifications({ viewer }: { viewer: string }) {
  return <NotificationsMenu viewer={viewer} describe={employerNotification} footer={FOOTER} />;
}
