// Every API path the portal calls, in one place. Ids are URL-encoded so that no id can change the path.
const id = (value: string) => encodeURIComponent(value);

export const API_PATHS = {
  register: '/api/auth/register',
  login: '/api/auth/login',
  /** Revokes the caller's token (best effort from the client: a logout never waits on it). */
  logout: '/api/auth/logout',
  profile: '/api/auth/profile',
  /** POST {token}: confirms the e-mail address (the link in the verification e-mail; no sign-in). */
  verifyEmail: '/api/auth/verify-email',
  /** POST, signed in: sends the verification e-mail again. */
  resendVerification: '/api/auth/verify-email/resend',
  /** POST {email}, no sign-in: a password reset link by e-mail (the same answer for any address). */
  forgotPassword: '/api/auth/forgot-password',
  /** POST {token, password}, no sign-in: the link's new password; signs in, ends every other session. */
  resetPassword: '/api/auth/reset-password',
  /** PUT {currentPassword, newPassword}, signed in: a new password; every other session ends. */
  changePassword: '/api/auth/password',
  /** POST, signed in: every session of the account ends, this one too. */
  logoutAll: '/api/auth/logout-all',
  uploadImage: '/api/auth/upload-image',
  uploadFile: '/api/auth/upload-file',
  updateProfile: '/api/user/profile',
  /** GET and PUT {discoverable}, a job seeker: whether employers can find them in the talent pool. */
  discovery: '/api/user/discovery',
  /** GET ?q&location&page&limit, an employer: the discoverable job seekers, best match first. */
  talent: '/api/talent',
  deleteResume: '/api/user/resume',
  /** GET, a job seeker: the résumé they built on their profile, as a PDF (422 until there is one). */
  resumePdf: '/api/user/resume.pdf',
  analyticsOverview: '/api/analytics/overview',
  jobs: '/api/jobs',
  employerJobs: '/api/jobs/get-jobs-employeer',
  /** The open jobs as a sitemap lists them (id and last change), in pages of a sitemap file's size. */
  jobsSitemap: '/api/jobs/sitemap',
  job: (jobId: string) => `/api/jobs/${id(jobId)}`,
  /** GET, public: a company's page (a former slug answers with the current one). */
  company: (slug: string) => `/api/companies/${id(slug)}`,
  /** GET ?page&limit, public: the company's open jobs, newest first. */
  companyJobs: (slug: string) => `/api/companies/${id(slug)}/jobs`,
  /** The companies with a page as a sitemap lists them (slug and last change), in pages of a sitemap file's size. */
  companiesSitemap: '/api/companies/sitemap',
  similarJobs: (jobId: string) => `/api/jobs/${id(jobId)}/similar`,
  toggleClose: (jobId: string) => `/api/jobs/${id(jobId)}/toggle-close`,
  /** PUT, the job's employer: the job stays listed LIMITS.jobExtendDays longer. */
  extendJob: (jobId: string) => `/api/jobs/${id(jobId)}/extend`,
  saveJob: (jobId: string) => `/api/save-jobs/${id(jobId)}`,
  savedJobs: '/api/save-jobs/my',
  apply: (jobId: string) => `/api/applications/${id(jobId)}`,
  jobApplications: (jobId: string) => `/api/applications/job/${id(jobId)}`,
  applicationStatus: (applicationId: string) => `/api/applications/${id(applicationId)}/status`,
  /** GET (the seeker or the job's employer) and DELETE (withdraw: the seeker) one application. */
  application: (applicationId: string) => `/api/applications/${id(applicationId)}`,
  myApplications: '/api/applications/my',
  employerApplications: '/api/applications/employer',
  bulkStatus: '/api/applications/status',
  /** POST: takes a stage change (one application or a bulk move) back while its Undo window is open. */
  statusChangeUndo: (changeId: string) => `/api/applications/status-changes/${id(changeId)}/undo`,
  applicationNotes: (applicationId: string) => `/api/applications/${id(applicationId)}/notes`,
  applicationNote: (applicationId: string, noteId: string) =>
    `/api/applications/${id(applicationId)}/notes/${id(noteId)}`,
  notifications: '/api/notifications',
  /** GET: the caller's conversations (one per job and seeker, with a message), with their unread counts. */
  conversations: '/api/conversations',
  /**
   * GET (a page, `?before=`) and POST (send) the messages of a conversation: its id, or an application's
   * (the conversation of its job and seeker).
   */
  messages: (conversationId: string) => `/api/conversations/${id(conversationId)}/messages`,
  /** PUT: the caller has read the conversation up to its newest message. */
  messagesRead: (conversationId: string) => `/api/conversations/${id(conversationId)}/messages/read`,
  /** POST {jobId, message}, an employer: invite a seeker found in the talent pool to apply to a job. */
  talentInvitations: (seekerId: string) => `/api/talent/${id(seekerId)}/invitations`,
  /** GET, text/event-stream: the caller's new messages and unread counts as they happen. */
  messageStream: '/api/messages/stream',
  /** GET: the caller's interviews to come (`?when=all`: every one), soonest first. */
  interviews: '/api/interviews',
  /** GET (the application's interviews, latest first) and POST (the employer proposes times). */
  applicationInterviews: (applicationId: string) => `/api/applications/${id(applicationId)}/interviews`,
  /** POST {time}: the candidate picks a time. */
  interviewAccept: (interviewId: string) => `/api/interviews/${id(interviewId)}/accept`,
  /** POST {message?}: the candidate declines. */
  interviewDecline: (interviewId: string) => `/api/interviews/${id(interviewId)}/decline`,
  /** POST {message?}: either party cancels (a proposal withdrawn, a booking called off). */
  interviewCancel: (interviewId: string) => `/api/interviews/${id(interviewId)}/cancel`,
  /** PUT {start, durationMinutes, timeZone, place?, message?}: the employer moves a booked interview. */
  interviewTime: (interviewId: string) => `/api/interviews/${id(interviewId)}/time`,
  /** GET: the booked interview's calendar invitation (text/calendar), as the last e-mail carried it. */
  interviewCalendar: (interviewId: string) => `/api/interviews/${id(interviewId)}/calendar.ics`,
  /** GET (the seeker's job alerts) and POST (a new one). */
  alerts: '/api/alerts',
  /** PUT (edit) and DELETE one job alert. */
  alert: (alertId: string) => `/api/alerts/${id(alertId)}`,
  /** GET: open jobs ranked for the signed-in seeker's profile and applications, each with its reasons. */
  recommendations: '/api/jobs/recommended',
  notificationRead: (notificationId: string) => `/api/notifications/${id(notificationId)}/read`,
  notificationsReadAll: '/api/notifications/read-all',
  /** GET and PUT: the signed-in user's e-mail preferences, one switch per kind of e-mail. */
  mailPreferences: '/api/mail/preferences',
  /** GET (what a link would unsubscribe from) and POST (unsubscribe, one click, no sign-in), `?token=`. */
  unsubscribe: '/api/mail/unsubscribe',
  health: '/health',
  openapi: '/openapi.json',
} as const;

/** Fastify route patterns for the same paths (server side). */
export const ROUTE_PATTERNS = {
  job: '/api/jobs/:id',
  company: '/api/companies/:slug',
  companyJobs: '/api/companies/:slug/jobs',
  similarJobs: '/api/jobs/:id/similar',
  toggleClose: '/api/jobs/:id/toggle-close',
  extendJob: '/api/jobs/:id/extend',
  saveJob: '/api/save-jobs/:id',
  apply: '/api/applications/:id',
  jobApplications: '/api/applications/job/:id',
  applicationStatus: '/api/applications/:id/status',
  statusChangeUndo: '/api/applications/status-changes/:id/undo',
  application: '/api/applications/:id',
  applicationNotes: '/api/applications/:id/notes',
  applicationNote: '/api/applications/:id/notes/:noteId',
  notificationRead: '/api/notifications/:id/read',
  applicationMessages: '/api/applications/:id/messages',
  applicationMessagesRead: '/api/applications/:id/messages/read',
  messages: '/api/conversations/:id/messages',
  messagesRead: '/api/conversations/:id/messages/read',
  talentInvitations: '/api/talent/:id/invitations',
  alert: '/api/alerts/:id',
  applicationInterviews: '/api/applications/:id/interviews',
  interviewAccept: '/api/interviews/:id/accept',
  interviewDecline: '/api/interviews/:id/decline',
  interviewCancel: '/api/interviews/:id/cancel',
  interviewTime: '/api/interviews/:id/time',
  interviewCalendar: '/api/interviews/:id/calendar.ics',
} as const;

/** QA controls served by api-mock under /__qa (not part of the product API: for testers and e2e). */
export const QA_PATHS = {
  /** The QA console, a page (it asks for the QA token, which every other path needs). */
  console: '/__qa',
  reset: '/__qa/reset',
  faults: '/__qa/faults',
  journal: '/__qa/journal',
  scenarios: '/__qa/scenarios',
  /** The mail outbox: every e-mail queued, sent or failed, with its attempts and last error. */
  mail: '/__qa/mail',
  /** POST: sends every daily job-alert digest that has new jobs now, without waiting for its day. */
  digests: '/__qa/mail/digests',
} as const;

/** The site's job list for a job alert's search (`/find-jobs?keyword=…`): what a digest and the alerts page link to. */
export function alertSearchPath(alert: {
  keyword: string;
  location: string;
  type: string;
  category: string;
  minSalary: number | null;
  maxSalary: number | null;
}): string {
  const params = new URLSearchParams();
  if (alert.keyword) params.set('keyword', alert.keyword);
  if (alert.location) params.set('location', alert.location);
  if (alert.type) params.set('type', alert.type);
  if (alert.category) params.set('category', alert.category);
  if (alert.minSalary !== null) params.set('minSalary', String(alert.minSalary));
  if (alert.maxSalary !== null) params.set('maxSalary', String(alert.maxSalary));
  const query = params.toString();
  return `/find-jobs${query ? `?${query}` : ''}`;
}
