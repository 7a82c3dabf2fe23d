// What an interview notification says, to the candidate or the employer (the server stores what happened;
// the words, and the time in the viewer's own zone, are the client's).
import type { Notification } from '@portal/contracts';
import type { InterviewSide } from './interview-card';
import { startText } from './interview-time';

export function interviewNotificationText(notification: Notification, side: InterviewSide): string {
  const { job, interview } = notification;
  const title = job.title;
  const company = job.company.companyName || job.company.name;
  const candidate = notification.applicant?.name ?? 'The candidate';
  const when = interview?.start ? startText(interview.start) : '';
  switch (interview?.event) {
    case 'proposed':
      return `${company} would like to interview you for ${title}: pick a time`;
    case 'scheduled':
      return side === 'employer'
        ? `${candidate} booked the interview for ${title}: ${when}`
        : `Your interview for ${title} is booked: ${when}`;
    case 'rescheduled':
      return `Your interview for ${title} moved to ${when}`;
    case 'declined':
      return `${candidate} declined the interview for ${title}`;
    case 'cancelled':
      return side === 'employer'
        ? `${candidate} cancelled the interview for ${title}`
        : `${company} cancelled the interview for ${title}`;
    default:
      return `Interview for ${title}`;
  }
}
