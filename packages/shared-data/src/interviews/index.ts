// Interviews for both remotes: an application's interviews (the employer proposes, moves, cancels), the
// interviews to come (the candidate picks or declines), the calls and the time helpers (a subpath: a page
// without a signed-in user never loads it).
export { ApplicationInterviews } from './application-interviews';
export { InterviewCard, type InterviewCardProps, type InterviewSide } from './interview-card';
export { UpcomingInterviews } from './upcoming-interviews';
export { slotText, startText, viewerTimeZone, zonedInstant } from './interview-time';
export { applicationInterviewsQuery, interviewKeys, upcomingInterviewsQuery } from './queries';
export { interviewNotificationText } from './notification-text';
