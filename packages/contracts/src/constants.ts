// Plain values shared by the server and the front ends. No schema library here, so a front end that
// imports `@portal/contracts/constants` ships only these few bytes.

export const ROLES = ['jobseeker', 'employeer'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The cookie that tells the site's server the role of whoever is signed in in this browser, and nothing
 * else (@portal/shared-auth writes and reads it). Its value is a role; absent when nobody is signed in.
 */
export const ROLE_HINT_COOKIE = 'portal_role';

/**
 * The cookies that take a signed-in person's session to the site's server, so their pages arrive rendered
 * with their data: the session's token, and their offset from UTC in minutes (east positive: the days of
 * their figures are theirs). Written beside the role hint by @portal/shared-auth, for the site's origin
 * only; the API reads the token from the Authorization header and never from a cookie.
 */
export const SESSION_COOKIE = 'portal_session';
export const UTC_OFFSET_COOKIE = 'portal_utc_offset';

/**
 * How a role is named to people, in every app (signup cards, headers, user menus). The product spells the
 * employer role "Employeer" on its signup card, so that spelling is the one label everywhere.
 */
export const ROLE_LABELS: Record<Role, string> = { jobseeker: 'Job Seeker', employeer: 'Employeer' };

export const JOB_TYPES = ['Remote', 'Full-Time', 'Part-Time', 'Contract', 'Internship'] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const JOB_CATEGORIES = [
  'Engineering',
  'Design',
  'Marketing',
  'Sales',
  'IT & Software',
  'Customer Service',
  'Product',
  'Operations',
  'Finance',
  'HR',
  'Other',
] as const;
export type JobCategory = (typeof JOB_CATEGORIES)[number];

/** Display labels: the stored value `HR` is shown as "Human Resources"; every other category as itself. */
export const CATEGORY_LABELS: Record<JobCategory, string> = {
  Engineering: 'Engineering',
  Design: 'Design',
  Marketing: 'Marketing',
  Sales: 'Sales',
  'IT & Software': 'IT & Software',
  'Customer Service': 'Customer Service',
  Product: 'Product',
  Operations: 'Operations',
  Finance: 'Finance',
  HR: 'Human Resources',
  Other: 'Other',
};

/** Orders of the job list (`sort` of GET /api/jobs). Without one: relevance with a keyword, newest without. */
export const JOB_SORTS = ['relevance', 'newest', 'salary'] as const;
export type JobSort = (typeof JOB_SORTS)[number];
export const JOB_SORT_LABELS: Record<JobSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  salary: 'Salary',
};

/** The list's filters a search that found nothing may offer to drop (the salary range counts as one). */
export const SEARCH_FILTERS = ['type', 'category', 'location', 'salary', 'datePosted'] as const;
export type SearchFilter = (typeof SEARCH_FILTERS)[number];

/** "Date posted" windows (`datePosted` of GET /api/jobs); no value (or "") is "Any time". */
export const DATE_POSTED = ['24h', '7d', '30d'] as const;
export type DatePosted = (typeof DATE_POSTED)[number];
export const DATE_POSTED_LABELS: Record<DatePosted | '', string> = {
  '': 'Any time',
  '24h': '24 hours',
  '7d': '7 days',
  '30d': '30 days',
};
export const DATE_POSTED_MS: Record<DatePosted, number> = {
  '24h': 24 * 3_600_000,
  '7d': 7 * 24 * 3_600_000,
  '30d': 30 * 24 * 3_600_000,
};

export const APPLICATION_STATUSES = ['Applied', 'Review', 'Accepted', 'Rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * The statuses in which a job seeker may still withdraw an application. Accepted and Rejected are the
 * employer's decisions: withdrawing then would erase a hire from the employer's figures or let a rejected
 * seeker apply afresh, so the server refuses it (409) and the front end offers no Withdraw button.
 */
export const WITHDRAWABLE_STATUSES = ['Applied', 'Review'] as const satisfies readonly ApplicationStatus[];

/**
 * Which résumé goes with an application: the file uploaded on the profile (`uploaded`, the default), or a
 * PDF of the résumé built on the profile (`built`), made when the application is sent and kept as it was.
 */
export const RESUME_CHOICES = ['uploaded', 'built'] as const;
export type ResumeChoice = (typeof RESUME_CHOICES)[number];

/**
 * Why an employer rejected a candidate: asked with every rejection, kept with the application for the
 * employer (never shown to the candidate, who gets the optional message instead).
 */
export const REJECTION_REASONS = [
  'Not enough experience',
  'Missing required skills',
  'Hired another candidate',
  'Position filled or closed',
  'Salary expectations',
  'Location or work arrangement',
  'No response from the candidate',
  'Other',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/**
 * Kinds of screening question an employer may ask on a job: yes or no, one of the employer's choices, a
 * number, a short text. A yes/no answer is "yes" or "no"; a choice answer is the choice's text.
 */
export const SCREENING_TYPES = ['yes-no', 'choice', 'number', 'text'] as const;
export type ScreeningType = (typeof SCREENING_TYPES)[number];
/** How each kind is named in the employer's question editor. */
export const SCREENING_TYPE_LABELS: Record<ScreeningType, string> = {
  'yes-no': 'Yes or no',
  choice: 'One of several choices',
  number: 'Number',
  text: 'Short text',
};
export const YES_NO_ANSWERS = ['yes', 'no'] as const;
/** The pipeline's screening filter: candidates a knock-out answer ruled out, or the others. */
export const SCREENING_FILTERS = ['knocked-out', 'passed'] as const;
export type ScreeningFilter = (typeof SCREENING_FILTERS)[number];

/**
 * Kinds of in-app notification: an employer moved one of the reader's applications; a job alert found a
 * job; someone applied to one of the reader's jobs (employers); the other party of an application wrote
 * (one per conversation while it has unread messages).
 */
export const NOTIFICATION_TYPES = [
  'application-status',
  'job-alert',
  'new-application',
  'message',
  // One of the employer's open jobs stops being listed in a few days (Extend keeps it listed).
  'job-expiring',
  // Something happened to an application's interview (times proposed, one picked, moved, declined,
  // cancelled): the other party's one notification per application, new and unread again each time.
  'interview',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * Kinds of e-mail the portal sends. Each kind can be turned off on its own (preferences page, or the
 * one-click unsubscribe link every such e-mail carries). A new kind is one entry here and a template in
 * api-mock's `src/mail/templates.ts`.
 */
export const MAIL_KINDS = [
  'verification',
  'application-status',
  'job-alert',
  'message',
  // Getting back into an account (a reset link, asked for on the sign-in page).
  'password-reset',
  'new-application',
  // An employer found the seeker in the talent pool and invites them to apply to a job.
  'invitation',
  // One of the employer's open jobs stops being listed in a few days.
  'job-expiring',
  // An interview's steps: the times proposed, the booking and its changes (with calendar invitations),
  // a decline, the reminder the day before.
  'interview',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
/** How a kind that may come as a digest comes: each one at once, or one e-mail a day. */
export const MAIL_FREQUENCIES = ['instant', 'daily'] as const;
export type MailFrequency = (typeof MAIL_FREQUENCIES)[number];
export const MAIL_KIND_INFO: Record<
  MailKind,
  {
    label: string;
    description: string;
    roles: readonly Role[];
    /** The user may have this kind as one e-mail a day instead of one per event. */
    digest?: boolean;
    /**
     * Sent whenever the person asks for it, never a preference and never unsubscribed from: a reset link
     * turned off would lock its owner out for good. Floods of it are held by its own rate limits.
     */
    always?: boolean;
  }
> = {
  verification: {
    label: 'Account verification',
    description: 'The link that confirms your e-mail address',
    roles: ROLES,
  },
  'application-status': {
    label: 'Application updates',
    description: 'When an employer moves one of your applications',
    roles: ['jobseeker'],
  },
  'job-alert': {
    label: 'Job alerts',
    description: 'New jobs that match your saved searches',
    roles: ['jobseeker'],
  },
  message: {
    label: 'Messages',
    description: 'When someone sends you a message',
    roles: ROLES,
  },
  'password-reset': {
    label: 'Password reset',
    description: 'The link to choose a new password, when someone asks for one for your address',
    roles: ROLES,
    always: true,
  },
  'new-application': {
    label: 'New applications',
    description: 'When someone applies to one of your jobs: each at once, or one e-mail a day',
    roles: ['employeer'],
    digest: true,
  },
  invitation: {
    label: 'Invitations to apply',
    description: 'When an employer who found you in the talent pool invites you to apply to a job',
    roles: ['jobseeker'],
  },
  interview: {
    label: 'Interviews',
    description:
      'Interview times proposed to you, bookings with their calendar invitations, changes and reminders',
    roles: ROLES,
  },
  'job-expiring': {
    label: 'Listings ending',
    description: 'A few days before one of your jobs stops being listed, while you can still extend it',
    roles: ['employeer'],
  },
};

/** How often a job alert e-mails: each new job at once, or one digest a day. */
export const ALERT_FREQUENCIES = ['instant', 'daily'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** Business limits: the product's (time-out, file sizes, password length) and the API's own bounds. */
export const LIMITS = {
  requestTimeoutMs: 80_000,
  avatarMaxBytes: 5 * 1024 * 1024,
  resumeMaxBytes: 10 * 1024 * 1024,
  passwordMinLength: 8,
  jobsPageSizeDefault: 20,
  jobsPageSizeMax: 100,
  /** Applications lists (a seeker's own, an employer's candidates) and notifications. */
  listPageSizeDefault: 20,
  listPageSizeMax: 100,
  /** The highest page number any list accepts (anything larger is a 400, never `Infinity`). */
  pageMax: 1_000_000,
  /** Applications one bulk status call may move. */
  bulkStatusMax: 100,
  noteMaxLength: 2000,
  /** The message a rejection may carry to the candidate. */
  statusMessageMaxLength: 2000,
  /** Free-text search in the applications lists. */
  searchMaxLength: 200,
  /** Dashboard: the trend windows (last N days against the N before) and the per-day series. */
  trendDays: 7,
  perDayDays: 30,
  /** Salaries (job bodies and salary filters) are whole numbers up to this. */
  salaryMax: 100_000_000,
  /** A search that found nothing offers at most this many categories to browse (`SearchMatch.related`). */
  relatedCategoriesMax: 5,
  similarJobsDefault: 4,
  similarJobsMax: 20,
  /**
   * A job is listed this long after it is posted (or re-opened once expired), then closes by itself:
   * search engines drop postings past their validThrough, and so do seekers.
   */
  jobListingDays: 60,
  /** Extend adds this much (from today when the job has already expired)… */
  jobExtendDays: 30,
  /** …up to this far ahead. */
  jobListedAheadMaxDays: 90,
  /** The employer is told this many days before a job's listing ends (notification and e-mail). */
  jobExpiryWarningDays: 3,
  /**
   * The open jobs' listing for sitemaps: a page is one sitemap file. 5,000 URLs (the protocol allows
   * 50,000): a page is ~370 KB of JSON rather than 3.7 MB, so an anonymous caller cannot make the API build
   * megabytes per call; a sitemap index may name 50,000 files.
   */
  sitemapPageSize: 5_000,
  /** A company page's slug (made from a company name of at most 200 characters, cut at a hyphen). */
  companySlugMaxLength: 80,
  /** Job alerts a seeker may keep, and the jobs one digest e-mail lists at most. */
  alertsMax: 20,
  digestJobsMax: 10,
  recommendationsDefault: 6,
  recommendationsMax: 20,
  /** A direct message's text, in characters (after trimming). */
  messageMaxLength: 5000,
  /** Messages one page of a conversation holds (the newest first, older ones on request). */
  messagesPageSizeDefault: 50,
  messagesPageSizeMax: 100,
  /** Screening questions on one job, and what each may hold. */
  screeningQuestionsMax: 10,
  screeningQuestionMaxLength: 300,
  screeningChoicesMax: 10,
  screeningChoiceMaxLength: 100,
  /** A short-text answer. */
  screeningTextAnswerMaxLength: 500,
  /** Number answers and accepted ranges lie within ± this. */
  screeningNumberMax: 1_000_000_000,
  /** The times one interview proposal offers the candidate. */
  interviewTimesMax: 5,
  /** An interview's length, in minutes. */
  interviewMinMinutes: 15,
  interviewMaxMinutes: 480,
  /** How far ahead an interview may be proposed, in days. */
  interviewAheadMaxDays: 365,
  /** Where it takes place (an address, or a video link), and the note and messages that go with it. */
  interviewPlaceMaxLength: 300,
  interviewNoteMaxLength: 1000,
  /** The reminder e-mail goes this long before the interview starts. */
  interviewReminderHours: 24,
} as const;

/**
 * An interview's life: times `proposed` to the candidate, who picks one (`scheduled`) or `declined`s; the
 * employer may move a scheduled one (still `scheduled`, its calendar invitation updated), and either party
 * may cancel (`cancelled`: a proposal withdrawn, or a booking called off).
 */
export const INTERVIEW_STATUSES = ['proposed', 'scheduled', 'declined', 'cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
/** What an interview notification tells: the step that happened last. */
export const INTERVIEW_EVENTS = ['proposed', 'scheduled', 'rescheduled', 'declined', 'cancelled'] as const;
export type InterviewEvent = (typeof INTERVIEW_EVENTS)[number];

/**
 * The talent pool's search: what an employer may type (skills or a title, and a place) and how many words
 * of it count. Each word must match, so a longer query only narrows; past the cap it is refused with a
 * message rather than cut silently.
 */
export const TALENT_LIMITS = {
  queryMaxLength: 200,
  locationMaxLength: 100,
  queryMaxWords: 12,
  pageSizeDefault: 20,
  pageSizeMax: 50,
} as const;

/** QA controls (api-mock's /__qa): the header that carries the secret, caps, and the named scenarios. */
export const QA_TOKEN_HEADER = 'x-qa-token';
/**
 * A tester's QA session: a call that names one (header, or cookie on the API's own origin) meets the
 * faults scoped to that session as well as the global ones; calls of other testers never do.
 */
export const QA_SESSION_HEADER = 'x-qa-session';
export const QA_SESSION_COOKIE = 'qa-session';
/** Letters, digits, '.', '_' and '-': safe in a header, a cookie and a URL as it is. */
export const QA_SESSION_PATTERN = '^[A-Za-z0-9._-]{1,64}$';
/**
 * Marks the calls the shell's rendering server makes for a page's first render (value `server`), so that a
 * fault or a stub can apply to the server's render, the browser's calls or both (QA_CALLERS). The API
 * believes it only on a call no browser sent (no Origin, no Sec-Fetch-* headers; CORS never lets a page
 * send it), and it only chooses which faults and stubs apply: it grants nothing else.
 */
export const QA_RENDER_HEADER = 'x-qa-render';
export const QA_RENDER_SERVER = 'server';
/**
 * Which calls a fault or a stub meets: the rendering server's (`server`), every other caller's (`browser`:
 * the page in the browser, a script, curl) or both (the default).
 */
export const QA_CALLERS = ['server', 'browser', 'both'] as const;
export type QaCaller = (typeof QA_CALLERS)[number];
/**
 * With the QA controls on, every API reply says how far the QA clock is from the system's time (ms; 0 while
 * it follows it), so that pages count "posted 2 days ago" and "N days left" from the API's time.
 */
export const QA_CLOCK_OFFSET_HEADER = 'x-qa-clock-offset';
/**
 * Where a page keeps that offset: `globalThis[Symbol.for(CLOCK_OFFSET_GLOBAL)]`. shared-auth's API client
 * writes it (it sees the replies), shared-ui's `portalNow` reads it: a global, because shared-ui is not
 * shared as one copy, and neither package depends on the other.
 */
export const CLOCK_OFFSET_GLOBAL = 'portal.clockOffsetMs';
/**
 * What a fault does below HTTP, as WireMock's faults do: reset the connection, close it with no reply,
 * send the reply's JSON cut in half, or send the reply slowly, a little at a time (`dribbleMs` in all).
 */
export const QA_NETWORK_FAULTS = ['connection-reset', 'empty-reply', 'malformed-json', 'dribble'] as const;
export type QaNetworkFault = (typeof QA_NETWORK_FAULTS)[number];
/**
 * The body of an injected error status: `{message}` (the given message, else "Injected fault"), `{}` with
 * no message, or nothing at all: the last two show the page's own fallback message.
 */
export const QA_FAULT_BODIES = ['message', 'no-message', 'empty'] as const;
export type QaFaultBodyKind = (typeof QA_FAULT_BODIES)[number];
export const QA_LIMITS = {
  /** Active faults at once. */
  maxFaults: 50,
  /** Active stubs at once. */
  maxStubs: 50,
  /** Headers one crafted reply (a fault's or a stub's) may set. */
  maxReplyHeaders: 20,
  /** Length of one such header's value. */
  maxReplyHeaderLength: 1000,
  /** Bytes of a crafted reply's body (its JSON as sent, or its text). */
  maxReplyBodyBytes: 64 * 1024,
  /** Length of a fault's or a stub's pattern (substring or /regex/). */
  maxPatternLength: 200,
  /** Extra generated jobs a reset may ask for. */
  maxResetSize: 100_000,
  /** A fault applies to at most this many calls (`times`). */
  maxFaultTimes: 100_000,
  /** Longest delay, and longest dribble of a reply, in milliseconds. */
  maxDelayMs: 120_000,
  /** A dribble's default length, in milliseconds. */
  defaultDribbleMs: 5_000,
  /** Journal entries one read returns at most (the journal keeps the last 1000 calls). */
  maxJournalRead: 1000,
  /** The QA clock may be set or advanced this many days from the system's time, either way. */
  maxClockOffsetDays: 3650,
} as const;
export const QA_SCENARIOS = [
  'empty employer',
  'busy employer',
  'many jobs',
  'expired session',
  'talent pool',
  'long conversation',
] as const;
export type QaScenarioName = (typeof QA_SCENARIOS)[number];

/** Keys in the browser's localStorage: the session every app reads (token, refreshToken, user). */
export const STORAGE_KEYS = { token: 'token', refreshToken: 'refreshToken', user: 'user' } as const;

/**
 * A user's matching and résumé fields when they have filled in none (an employer's are always these):
 * what a new account starts with, and what test fixtures spread into a user.
 */
export const NO_PROFILE_FIELDS = {
  headline: '',
  skills: [] as string[],
  desiredLocation: '',
  desiredType: '' as JobType | '',
  openToRemote: false,
  summary: '',
  experience: [] as never[],
  education: [] as never[],
  resumeName: '',
  resumeUploadedAt: null as string | null,
  emailVerified: false,
};
