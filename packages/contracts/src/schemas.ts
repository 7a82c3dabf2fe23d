// Request and reply bodies of every API call as JSON Schema (TypeBox). The server validates with
// these (Fastify uses JSON Schema natively); the front ends import only the derived types (`import type`).
import { Type, type Static, type TSchema } from 'typebox';
import {
  APPLICATION_STATUSES,
  JOB_CATEGORIES,
  JOB_TYPES,
  LIMITS,
  QA_CALLERS,
  QA_FAULT_BODIES,
  QA_LIMITS,
  QA_NETWORK_FAULTS,
  QA_SCENARIOS,
  QA_SESSION_PATTERN,
  DATE_POSTED,
  JOB_SORTS,
  REJECTION_REASONS,
  RESUME_CHOICES,
  ROLES,
  SCREENING_TYPES,
  SEARCH_FILTERS,
} from './constants.js';
import { EMAIL_PATTERN_SOURCE } from './rules.js';

/** A string enum of the given values, typed as their union. */
export const literals = <T extends readonly string[]>(values: T) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

// ---------------------------------------------------------------- building blocks
export const Id = Type.String({
  minLength: 1,
  maxLength: 64,
  description: 'Opaque record id',
  examples: ['65f0c2a91b3e4d5f6a7b8c9d'],
});
export const IdParams = Type.Object({ id: Id }, { additionalProperties: false });
export type IdParams = Static<typeof IdParams>;

export const RoleSchema = literals(ROLES);
export const JobTypeSchema = literals(JOB_TYPES);
export const JobCategorySchema = literals(JOB_CATEGORIES);
export const ApplicationStatusSchema = literals(APPLICATION_STATUSES);

/** ISO-8601 timestamp string. */
export const Timestamp = Type.String({ format: 'date-time' });
/** A URL the server handed out (upload) or any http(s) URL; empty string means "none". */
export const UrlOrEmpty = Type.String({ maxLength: 2048 });

export const MessageReply = Type.Object({ message: Type.String() });
export type MessageReply = Static<typeof MessageReply>;
/** Every 4xx/5xx reply. */
export const ErrorReply = MessageReply;
export type ErrorReply = MessageReply;

// ---------------------------------------------------------------- users and auth
/** A job in the résumé's experience: months `YYYY-MM`, `end` '' while it goes on. */
export const ExperienceEntry = Type.Object(
  {
    title: Type.String({ maxLength: 500 }),
    company: Type.String({ maxLength: 500 }),
    start: Type.String({ maxLength: 20 }),
    end: Type.String({ maxLength: 20 }),
    description: Type.String({ maxLength: 5000 }),
  },
  { additionalProperties: false },
);
export type ExperienceEntry = Static<typeof ExperienceEntry>;
export const EducationEntry = Type.Object(
  {
    school: Type.String({ maxLength: 500 }),
    degree: Type.String({ maxLength: 500 }),
    start: Type.String({ maxLength: 20 }),
    end: Type.String({ maxLength: 20 }),
  },
  { additionalProperties: false },
);
export type EducationEntry = Static<typeof EducationEntry>;

/**
 * What a job seeker's profile adds for matching and the résumé builder (employers have them empty). The
 * schema's bounds are loose on purpose: the rules (`checkProfileFields`) give each field its own message.
 */
export const SeekerProfileFields = {
  /** One line: "Frontend developer, 5 years of React". */
  headline: Type.String({ maxLength: 1000 }),
  skills: Type.Array(Type.String({ maxLength: 200 }), { maxItems: 100 }),
  desiredLocation: Type.String({ maxLength: 1000 }),
  /** A job type, or '' for any. */
  desiredType: Type.Union([JobTypeSchema, Type.Literal('')]),
  openToRemote: Type.Boolean(),
  summary: Type.String({ maxLength: 10000 }),
  experience: Type.Array(ExperienceEntry, { maxItems: 50 }),
  education: Type.Array(EducationEntry, { maxItems: 50 }),
};

/**
 * A job seeker as employers see them: the public part of the profile they built (never the e-mail address,
 * the résumé file or anything else of the account). The talent pool's card, and the candidate an employer
 * sees on an application to one of their jobs.
 */
export const TalentCard = Type.Object({
  _id: Id,
  name: Type.String(),
  headline: Type.String(),
  skills: Type.Array(Type.String()),
  desiredLocation: Type.String(),
  openToRemote: Type.Boolean(),
  summary: Type.String(),
  experience: Type.Array(ExperienceEntry),
  education: Type.Array(EducationEntry),
  /** The seeker confirmed their e-mail address (the landing page's "verified candidates"). */
  verified: Type.Boolean(),
});
export type TalentCard = Static<typeof TalentCard>;

export const User = Type.Object({
  _id: Id,
  name: Type.String(),
  email: Type.String(),
  role: RoleSchema,
  avatar: Type.String(),
  resume: Type.String(),
  companyName: Type.String(),
  companyDescription: Type.String(),
  companyLogo: Type.String(),
  /** An employer's company page slug (/companies/:slug); "" for a job seeker or before a company name. */
  companySlug: Type.String(),
  /** The uploaded résumé's own file name ("Jane Doe CV.pdf"; '' when none) and when it was uploaded. */
  resumeName: Type.String(),
  resumeUploadedAt: Type.Union([Timestamp, Type.Null()]),
  /** Whether the user confirmed their e-mail address through the link the portal sent. */
  emailVerified: Type.Boolean(),
  ...SeekerProfileFields,
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type User = Static<typeof User>;

/** An empty string fails `minLength` ("Email is required"), anything else malformed the pattern. */
export const Email = Type.String({
  minLength: 1,
  maxLength: 254,
  pattern: EMAIL_PATTERN_SOURCE,
  examples: ['seeker@demo.test'],
});
export const Password = Type.String({ minLength: 1, maxLength: 128, examples: ['Demo1234'] });

export const RegisterBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    email: Email,
    password: Password,
    role: RoleSchema,
    avatar: Type.Optional(UrlOrEmpty),
  },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBody>;
export const RegisterReply = Type.Intersect([User, Type.Object({ token: Type.String() })]);
export type RegisterReply = Static<typeof RegisterReply>;

export const LoginBody = Type.Object(
  { email: Email, password: Password, rememberMe: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;
export const LoginReply = Type.Intersect([User, Type.Object({ token: Type.String(), role: RoleSchema })]);
export type LoginReply = Static<typeof LoginReply>;

/** POST /api/auth/logout: the token sent is revoked (it stays refused after a restart). */
export const LogoutReply = MessageReply;
export type LogoutReply = MessageReply;

export const ProfileReply = User;
export type ProfileReply = User;

export const UploadImageReply = Type.Object({ imageUrl: Type.String() });
export type UploadImageReply = Static<typeof UploadImageReply>;
export const UploadFileReply = Type.Object({ fileUrl: Type.String() });
export type UploadFileReply = Static<typeof UploadFileReply>;

/** PUT /api/user/profile. `email` is accepted (the original client sends it) and ignored. */
export const UpdateProfileBody = Type.Object(
  {
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    email: Type.Optional(Type.String({ maxLength: 254 })),
    avatar: Type.Optional(UrlOrEmpty),
    resume: Type.Optional(UrlOrEmpty),
    companyName: Type.Optional(Type.String({ maxLength: 200 })),
    companyDescription: Type.Optional(Type.String({ maxLength: 5000 })),
    companyLogo: Type.Optional(UrlOrEmpty),
    ...Type.Partial(Type.Object(SeekerProfileFields)).properties,
  },
  { additionalProperties: false },
);
export type UpdateProfileBody = Static<typeof UpdateProfileBody>;
export const UpdateProfileReply = User;
export type UpdateProfileReply = User;

export const DeleteResumeBody = Type.Object({ resumeUrl: UrlOrEmpty }, { additionalProperties: false });
export type DeleteResumeBody = Static<typeof DeleteResumeBody>;
export const DeleteResumeReply = Type.Object({ message: Type.String(), user: User });
export type DeleteResumeReply = Static<typeof DeleteResumeReply>;

// ---------------------------------------------------------------- screening questions
// Screening questions on a job and the candidates' answers to them. A job's questions are the employer's to
// write (with the answers that rule a candidate out); a candidate answers them when applying, and the
// application keeps each answer with the question as it was then, so editing the questions later leaves
// the answers given meaningful.

const ChoiceText = Type.String({ maxLength: LIMITS.screeningChoiceMaxLength });
const Choices = Type.Array(ChoiceText, { maxItems: LIMITS.screeningChoicesMax });
const RangeEnd = Type.Number({ minimum: -LIMITS.screeningNumberMax, maximum: LIMITS.screeningNumberMax });

/**
 * A question as the employer sends it in a job's body. `id` keeps a question the job already has (its
 * answers stay tied to it); a question without one, or with an id the job does not have, is new. `choices`:
 * the answers of a `choice` question (2 to 10). Knock-outs: `knockoutAnswers` for yes-no ("yes"/"no") and
 * choice questions (never every answer), `acceptMin`/`acceptMax` for numbers (an answer outside rules out).
 */
export const ScreeningQuestionBody = Type.Object(
  {
    id: Type.Optional(Id),
    text: Type.String({
      maxLength: LIMITS.screeningQuestionMaxLength,
      examples: ['Are you authorised to work in Portugal?'],
    }),
    type: literals(SCREENING_TYPES),
    required: Type.Boolean(),
    choices: Type.Optional(Choices),
    knockoutAnswers: Type.Optional(Choices),
    acceptMin: Type.Optional(RangeEnd),
    acceptMax: Type.Optional(RangeEnd),
  },
  { additionalProperties: false },
);
export type ScreeningQuestionBody = Static<typeof ScreeningQuestionBody>;

export const ScreeningQuestionsBody = Type.Array(ScreeningQuestionBody, {
  maxItems: LIMITS.screeningQuestionsMax,
});

/**
 * A job's question as read. The knock-out fields are the job's employer's only: anyone else reads the
 * question without them (a candidate is never told which answers rule them out).
 */
export const ScreeningQuestion = Type.Object({
  id: Id,
  text: Type.String(),
  type: literals(SCREENING_TYPES),
  required: Type.Boolean(),
  /** Choice questions: the answers to pick from, in the employer's order. */
  choices: Type.Optional(Type.Array(Type.String())),
  knockoutAnswers: Type.Optional(Type.Array(Type.String())),
  acceptMin: Type.Optional(Type.Number()),
  acceptMax: Type.Optional(Type.Number()),
});
export type ScreeningQuestion = Static<typeof ScreeningQuestion>;

/** A yes-no or choice answer is its text, a short-text answer too; a number question's is a number. */
export const ScreeningAnswerValue = Type.Union([
  Type.String({ maxLength: LIMITS.screeningTextAnswerMaxLength }),
  Type.Number(),
]);

/** One answer in an application's body. */
export const ScreeningAnswerBody = Type.Object(
  { questionId: Id, value: ScreeningAnswerValue },
  { additionalProperties: false },
);
export type ScreeningAnswerBody = Static<typeof ScreeningAnswerBody>;

/**
 * POST /api/applications/:id (optional body): the answers to the job's screening questions, each once. A
 * required question needs one; an optional one may be left out. `resume`: which résumé goes with it (the
 * profile's uploaded file when left out; `built`: a PDF of the résumé built on the profile, made now and
 * kept with the application as sent).
 */
export const ApplyBody = Type.Object(
  {
    answers: Type.Optional(Type.Array(ScreeningAnswerBody, { maxItems: LIMITS.screeningQuestionsMax })),
    resume: Type.Optional(literals(RESUME_CHOICES)),
  },
  { additionalProperties: false },
);
export type ApplyBody = Static<typeof ApplyBody>;

/**
 * An answer as the application keeps it: the question as it was asked (text, type, choices) beside the
 * answer, `null` for an optional question left unanswered. `knockedOut` (the job's employer only): the
 * answer was one the employer's knock-out ruled out when the candidate applied.
 */
export const ScreeningAnswer = Type.Object({
  questionId: Id,
  question: Type.String(),
  type: literals(SCREENING_TYPES),
  choices: Type.Optional(Type.Array(Type.String())),
  value: Type.Union([Type.String(), Type.Number(), Type.Null()]),
  knockedOut: Type.Optional(Type.Boolean()),
});
export type ScreeningAnswer = Static<typeof ScreeningAnswer>;

// ---------------------------------------------------------------- jobs
export const Company = Type.Object({
  _id: Id,
  /** The employer's own name. */
  name: Type.String(),
  companyName: Type.String(),
  companyLogo: Type.String(),
  /** The company page's slug (/companies/:slug); "" while the employer has no company name (no page). */
  slug: Type.String(),
});
export type Company = Static<typeof Company>;

export const JobFields = {
  title: Type.String({ minLength: 1, maxLength: 200, examples: ['Senior React Engineer'] }),
  location: Type.String({ minLength: 1, maxLength: 200, examples: ['Boston, MA'] }),
  category: JobCategorySchema,
  type: JobTypeSchema,
  description: Type.String({
    minLength: 1,
    maxLength: 20000,
    examples: ['Build the pages job seekers search and apply from.'],
  }),
  requirements: Type.String({
    minLength: 1,
    maxLength: 20000,
    examples: ['3+ years of React and TypeScript.'],
  }),
  salaryMin: Type.Integer({ minimum: 0, maximum: LIMITS.salaryMax, examples: [90000] }),
  salaryMax: Type.Integer({ minimum: 0, maximum: LIMITS.salaryMax, examples: [120000] }),
};

/**
 * POST /api/jobs and PUT /api/jobs/:id. The server also checks salaryMin < salaryMax and non-blank text.
 * `screeningQuestions`: the job's questions, all of them, in order (absent on an edit: left as they are).
 */
export const JobBody = Type.Object(
  { ...JobFields, screeningQuestions: Type.Optional(ScreeningQuestionsBody) },
  { additionalProperties: false },
);
export type JobBody = Static<typeof JobBody>;

/** A job as read by anyone (list and detail). */
/** When the job stops being listed: an open job closes by itself then (the employer may extend it). */
const ValidThrough = Timestamp;

export const Job = Type.Object({
  _id: Id,
  ...JobFields,
  isClosed: Type.Boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  validThrough: ValidThrough,
  company: Company,
  /** For a signed-in caller: whether the caller saved it. Always false when signed out. */
  isSaved: Type.Boolean(),
  /** For a signed-in caller: the status of the caller's application, or null. */
  applicationStatus: Type.Union([ApplicationStatusSchema, Type.Null()]),
});
export type Job = Static<typeof Job>;

/** Optional filter that may arrive empty from a form ("" means "any"). */
export const optionalFilter = <T extends TSchema>(schema: T) =>
  Type.Optional(Type.Union([schema, Type.Literal('')]));

export const JobsQuery = Type.Object(
  {
    keyword: Type.Optional(Type.String({ maxLength: 200 })),
    location: Type.Optional(Type.String({ maxLength: 200 })),
    // Bounded, so that "1e309" (Infinity once coerced) is a 400 rather than a number that is not JSON.
    minSalary: optionalFilter(Type.Integer({ minimum: 0, maximum: LIMITS.salaryMax })),
    maxSalary: optionalFilter(Type.Integer({ minimum: 0, maximum: LIMITS.salaryMax })),
    type: optionalFilter(JobTypeSchema),
    category: optionalFilter(JobCategorySchema),
    /**
     * Order: `relevance` (best match of the keyword first, newest among equals), `newest` (creation time),
     * `salary` (highest salaryMax first, then highest salaryMin, then newest). Default: relevance with a
     * keyword, newest without (relevance without a keyword is newest).
     */
    sort: optionalFilter(literals(JOB_SORTS)),
    /** Only jobs posted in the last 24 hours, 7 days or 30 days; absent or "" means any time. */
    datePosted: optionalFilter(literals(DATE_POSTED)),
    /** Accepted for compatibility; the server always uses the token's user. */
    userId: Type.Optional(Type.String({ maxLength: 64 })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.pageMax, default: 1 })),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: LIMITS.jobsPageSizeMax, default: LIMITS.jobsPageSizeDefault }),
    ),
  },
  { additionalProperties: false },
);
export type JobsQuery = Static<typeof JobsQuery>;

/** How the list's keyword matched, and what to offer when nothing did. */
export const SearchMatch = Type.Object({
  /**
   * `all`: every job has every word of the keyword (or there is none). `some`: no open job had them all,
   * so the list holds the jobs with the most of them, most first.
   */
  mode: literals(['all', 'some'] as const),
  /** The keyword's words as searched (the first 8). */
  words: Type.Array(Type.String()),
  /** Per job of `jobs`, in order: the words it lacks (all empty in `all` mode). */
  missing: Type.Array(Type.Array(Type.String())),
  /** Nothing found and some word is no job's: the keyword spelt as the jobs spell it ("enginer" → "engineer"). */
  suggestion: Type.Union([Type.String(), Type.Null()]),
  /** Nothing found: each filter set whose removal finds jobs, with how many. */
  widen: Type.Array(Type.Object({ filter: literals(SEARCH_FILTERS), total: Type.Integer({ minimum: 1 }) })),
  /**
   * Nothing found and no `suggestion`: what the portal has instead, the categories with open jobs and how
   * many, most first (at most `LIMITS.relatedCategoriesMax`). Counted as `widen` counts: the visitor's other
   * filters (type, location, salary, date posted) kept, the keyword and the category dropped. A made-up word
   * gets them too; a search that found jobs, or a misspelling with its suggestion, gets `[]`.
   */
  related: Type.Array(
    Type.Object({
      category: JobCategorySchema,
      /** How the category is shown (`CATEGORY_LABELS`: `HR` is "Human Resources"). */
      label: Type.String(),
      total: Type.Integer({ minimum: 1 }),
    }),
    { maxItems: LIMITS.relatedCategoriesMax },
  ),
});
export type SearchMatch = Static<typeof SearchMatch>;

export const JobsListReply = Type.Object({
  jobs: Type.Array(Job),
  total: Type.Integer(),
  page: Type.Integer(),
  pages: Type.Integer(),
  match: SearchMatch,
});
export type JobsListReply = Static<typeof JobsListReply>;

export const JobQuery = Type.Object(
  { userId: Type.Optional(Type.String({ maxLength: 64 })) },
  { additionalProperties: false },
);
export type JobQuery = Static<typeof JobQuery>;
/** The employer as a job's page shows them in "About the company". */
export const CompanyAbout = Type.Object({
  ...Company.properties,
  /** The employer's own description of the company ("" when they wrote none). */
  companyDescription: Type.String(),
});
export type CompanyAbout = Static<typeof CompanyAbout>;

/**
 * GET /api/jobs/:id: a job with its company's About data. Public: signed out (or with a stale token)
 * `isSaved` is false and `applicationStatus` null; signed in they are the caller's.
 */
export const JobDetail = Type.Object({
  ...Job.properties,
  company: CompanyAbout,
  /** What a candidate is asked when applying (with the knock-outs for the job's employer only). */
  screeningQuestions: Type.Array(ScreeningQuestion),
});
export type JobDetail = Static<typeof JobDetail>;
export const JobReply = JobDetail;
export type JobReply = JobDetail;

/** GET /api/jobs/:id/similar: how many jobs at most. */
export const SimilarJobsQuery = Type.Object(
  {
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: LIMITS.similarJobsMax, default: LIMITS.similarJobsDefault }),
    ),
  },
  { additionalProperties: false },
);
export type SimilarJobsQuery = Static<typeof SimilarJobsQuery>;
/** Open jobs like the given one, best first; never the job itself. */
export const SimilarJobsReply = Type.Object({ jobs: Type.Array(Job) });
export type SimilarJobsReply = Static<typeof SimilarJobsReply>;

/** GET /api/jobs/sitemap: a page of the open jobs, oldest first (`limit` defaults to a whole sitemap file). */
export const JobSitemapQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.pageMax, default: 1 })),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: LIMITS.sitemapPageSize, default: LIMITS.sitemapPageSize }),
    ),
  },
  { additionalProperties: false },
);
export type JobSitemapQuery = Static<typeof JobSitemapQuery>;
export const JobSitemapReply = Type.Object({
  jobs: Type.Array(Type.Object({ _id: Id, updatedAt: Timestamp })),
  total: Type.Integer(),
  page: Type.Integer(),
  pages: Type.Integer(),
});
export type JobSitemapReply = Static<typeof JobSitemapReply>;

/** GET /api/jobs/recommended: how many at most. */
export const RecommendationsQuery = Type.Object(
  {
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: LIMITS.recommendationsMax,
        default: LIMITS.recommendationsDefault,
      }),
    ),
  },
  { additionalProperties: false },
);
export type RecommendationsQuery = Static<typeof RecommendationsQuery>;
/**
 * Open jobs for the signed-in seeker, best first, never one they applied to; `reasons[i]` says why `jobs[i]`
 * is shown ("Matches your skills: React, SQL"). Empty when the profile and applications say nothing yet.
 */
export const RecommendationsReply = Type.Object({
  jobs: Type.Array(Job),
  reasons: Type.Array(Type.Array(Type.String())),
});
export type RecommendationsReply = Static<typeof RecommendationsReply>;

/** A job in the employer's own list (GET /api/jobs/get-jobs-employeer). */
export const EmployerJob = Type.Object({
  _id: Id,
  ...JobFields,
  isClosed: Type.Boolean(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  validThrough: ValidThrough,
  company: Company,
  applicationCount: Type.Integer({ minimum: 0 }),
  /** The job's screening questions with their knock-outs. */
  screeningQuestions: Type.Array(ScreeningQuestion),
});
export type EmployerJob = Static<typeof EmployerJob>;
export const EmployerJobsReply = Type.Array(EmployerJob);
export type EmployerJobsReply = Static<typeof EmployerJobsReply>;

/** POST/PUT /api/jobs reply: the saved job. */
export const SaveJobReply = EmployerJob;
export type SaveJobReply = EmployerJob;

export const ToggleCloseReply = Type.Object({ isClosed: Type.Boolean(), message: Type.String() });
export type ToggleCloseReply = Static<typeof ToggleCloseReply>;

// ---------------------------------------------------------------- saved jobs
export const SavedJobEntry = Type.Object({ _id: Id, job: Job, createdAt: Timestamp });
export type SavedJobEntry = Static<typeof SavedJobEntry>;
export const SavedJobsReply = Type.Array(SavedJobEntry);
export type SavedJobsReply = Static<typeof SavedJobsReply>;
export const SaveToggleReply = Type.Object({ message: Type.String(), isSaved: Type.Boolean() });
export type SaveToggleReply = Static<typeof SaveToggleReply>;

// ---------------------------------------------------------------- applications
export const ApplicationJob = Type.Object({
  _id: Id,
  title: Type.String(),
  location: Type.String(),
  type: JobTypeSchema,
  category: JobCategorySchema,
});
export const Applicant = Type.Object({
  _id: Id,
  name: Type.String(),
  email: Type.String(),
  avatar: Type.String(),
  /**
   * The résumé that goes with the application: the PDF of the built résumé it was sent with (as it was
   * then), else the profile's uploaded file ('' when none).
   */
  resume: Type.String(),
  /** The résumé file's own name ('' when none). */
  resumeName: Type.String(),
  /** The applicant confirmed their e-mail address: the "verified" mark employers see. */
  emailVerified: Type.Boolean(),
  createdAt: Timestamp,
});
/** Why the employer rejected the candidate, and what they wrote to them (the employer's view only). */
export const Rejection = Type.Object({
  reason: literals(REJECTION_REASONS),
  message: Type.String(),
});
export type Rejection = Static<typeof Rejection>;

export const Application = Type.Object({
  _id: Id,
  status: ApplicationStatusSchema,
  createdAt: Timestamp,
  updatedAt: Timestamp,
  job: ApplicationJob,
  applicant: Applicant,
  /** The job's employer, on a rejected application whose rejection gave a reason. */
  rejection: Type.Optional(Rejection),
  /**
   * The candidate as they built their profile (headline, skills, experience, education): the job's
   * employer's view of one application only (GET /api/applications/:id), not the lists.
   */
  candidate: Type.Optional(TalentCard),
  /**
   * The answers to the job's screening questions as given, each with the question as it was asked (absent
   * when the job asked none). Its candidate and the job's employer only.
   */
  screeningAnswers: Type.Optional(Type.Array(ScreeningAnswer)),
  /** The job's employer only: some answer was a knock-out when the candidate applied. */
  knockedOut: Type.Optional(Type.Boolean()),
});
export type Application = Static<typeof Application>;
export const ApplicationsReply = Type.Array(Application);
export type ApplicationsReply = Static<typeof ApplicationsReply>;
export const ApplyReply = Type.Object({ message: Type.String(), application: Application });
export type ApplyReply = Static<typeof ApplyReply>;
/**
 * What a stage change carries besides the stage. A rejection may give a reason (kept for the employer)
 * and a message (sent to the candidate with the news); neither belongs to any other stage.
 */
export const StatusChangeExtras = {
  reason: Type.Optional(literals(REJECTION_REASONS)),
  message: Type.Optional(Type.String({ maxLength: LIMITS.statusMessageMaxLength })),
};

export const ChangeStatusBody = Type.Object(
  { status: ApplicationStatusSchema, ...StatusChangeExtras },
  { additionalProperties: false },
);
export type ChangeStatusBody = Static<typeof ChangeStatusBody>;

/**
 * A stage change that can still be taken back: POST `API_PATHS.statusChangeUndo(_id)` before `until`.
 * The candidate is told of the change only once `until` has passed (an undone change tells them nothing).
 */
export const UndoHandle = Type.Object({
  _id: Id,
  until: Timestamp,
  /** How long from this reply Undo stays open (a client whose clock differs from the server's counts this). */
  windowMs: Type.Integer({ minimum: 0 }),
  /** Applications the change moved (the ones Undo moves back). */
  count: Type.Integer({ minimum: 0 }),
});
export type UndoHandle = Static<typeof UndoHandle>;

/** The application as it is now; `undo` when the change moved it (absent when it already had that stage). */
export const ChangeStatusReply = Type.Object({ ...Application.properties, undo: Type.Optional(UndoHandle) });
export type ChangeStatusReply = Static<typeof ChangeStatusReply>;

// ---------------------------------------------------------------- analytics
/** GET /api/analytics/overview. */
export const AnalyticsOverviewQuery = Type.Object(
  {
    /**
     * The viewer's offset from UTC in minutes (Lisbon summer +60, New York winter -300; in a browser
     * `-new Date().getTimezoneOffset()`): where the days of `applicationsPerDay` begin. Default 0 (UTC).
     */
    utcOffsetMinutes: Type.Optional(Type.Integer({ minimum: -840, maximum: 840, default: 0 })),
  },
  { additionalProperties: false },
);
export type AnalyticsOverviewQuery = Static<typeof AnalyticsOverviewQuery>;

/** The three dashboard figures. */
export const DashboardFigures = Type.Object({
  activeJobs: Type.Integer(),
  totalApplicants: Type.Integer(),
  totalHired: Type.Integer(),
});
export type DashboardFigures = Static<typeof DashboardFigures>;

/** Applications received on one day (`date` is YYYY-MM-DD in the requested UTC offset). */
export const DayCount = Type.Object({
  date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  count: Type.Integer({ minimum: 0 }),
});
export type DayCount = Static<typeof DayCount>;

export const AnalyticsOverviewReply = Type.Object({
  counts: Type.Object({
    totalActiveJobs: Type.Integer(),
    totalApplications: Type.Integer(),
    totalHired: Type.Integer(),
    /**
     * Signed whole-number % change of the last 7 days against the 7 before (+50, -20). When the week
     * before had none: 100 if the last week had some, 0 if it had none too.
     */
    trends: DashboardFigures,
    /**
     * The counts the trends compare: open jobs posted, applications received and hires (applications
     * moved to Accepted) in the last 7 days and in the 7 days before them.
     */
    trendWindows: Type.Object({ last7Days: DashboardFigures, previous7Days: DashboardFigures }),
  }),
  data: Type.Object({
    recentJobs: Type.Array(EmployerJob),
    recentApplications: Type.Array(Application),
    /** Applications received per day over the last 30 days, oldest first, today last (30 entries). */
    applicationsPerDay: Type.Array(DayCount),
  }),
});
export type AnalyticsOverviewReply = Static<typeof AnalyticsOverviewReply>;

// ---------------------------------------------------------------- health and QA controls
export const HealthReply = Type.Object({ status: Type.Literal('ok'), uptime: Type.Number() });
export type HealthReply = Static<typeof HealthReply>;

/** A tester's QA session name (header x-qa-session, or cookie qa-session). */
export const QaSessionName = Type.String({ pattern: QA_SESSION_PATTERN, examples: ['alice'] });

/**
 * Which calls a fault or a stub meets: a plain substring, or a regular expression written /like this/
 * (flag i allowed), run by a linear-time engine (RE2 syntax: no backreferences or lookarounds), against
 * the call's path or its path with the query string as sent (either is enough).
 */
const QaPattern = Type.String({
  minLength: 1,
  maxLength: QA_LIMITS.maxPatternLength,
  examples: ['/api/jobs'],
});
/** A method the rule is limited to (GET, HEAD, POST, PUT, PATCH, DELETE); absent: any. */
const QaMethod = Type.Optional(Type.String({ maxLength: 10, examples: ['GET'] }));
/**
 * Whose calls the rule meets: the shell's rendering server's, for a page's first render (`server`), the
 * other callers' (`browser`), or both (absent). With both, the rendering server's calls never use up
 * `times`: the browser's do (see api-mock's README).
 */
const QaCallerField = Type.Optional(literals(QA_CALLERS));
/** A crafted reply's headers, by name (Retry-After, Location, Content-Type…). */
export const QaReplyHeaders = Type.Record(
  Type.String(),
  Type.String({ maxLength: QA_LIMITS.maxReplyHeaderLength }),
  { maxProperties: QA_LIMITS.maxReplyHeaders, examples: [{ 'Retry-After': '30' }] },
);
const QaReplyFields = {
  /** Headers of the reply (the framing ones, such as Content-Length, are the server's). */
  headers: Type.Optional(QaReplyHeaders),
  /** The reply's body as JSON (any JSON value), sent as written (Content-Type application/json). */
  jsonBody: Type.Optional(Type.Unknown()),
  /** The reply's body as text (Content-Type text/plain unless `headers` says otherwise). */
  textBody: Type.Optional(Type.String({ maxLength: QA_LIMITS.maxReplyBodyBytes })),
};

export const QaFaultBody = Type.Object(
  {
    pattern: QaPattern,
    method: QaMethod,
    /** Only calls of this QA session meet the fault; absent: every call (a global fault). */
    session: Type.Optional(QaSessionName),
    caller: QaCallerField,
    /** Wait this long first, then go on (to the route, or to the status or network fault). */
    delayMs: Type.Optional(Type.Integer({ minimum: 0, maximum: QA_LIMITS.maxDelayMs })),
    /** Answer with this status instead of the route (a crafted 200 or a 429 as well as an error). */
    status: Type.Optional(Type.Integer({ minimum: 200, maximum: 599, examples: [503] })),
    ...QaReplyFields,
    /** The injected reply's message (default "Injected fault"); only with `status` and body "message". */
    message: Type.Optional(Type.String({ maxLength: 500 })),
    /**
     * Without a jsonBody or textBody, the injected reply's body: `{message}` (default), `{}` or nothing;
     * only with `status`.
     */
    body: Type.Optional(literals(QA_FAULT_BODIES)),
    /** A fault below HTTP (see QA_NETWORK_FAULTS); malformed-json and dribble apply to whatever the reply is. */
    network: Type.Optional(literals(QA_NETWORK_FAULTS)),
    /** How long a dribble takes to send the whole reply (default 5 s); only with network "dribble". */
    dribbleMs: Type.Optional(Type.Integer({ minimum: 1, maximum: QA_LIMITS.maxDelayMs })),
    /** Apply to the next N matching calls only; unlimited when absent. */
    times: Type.Optional(Type.Integer({ minimum: 1, maximum: QA_LIMITS.maxFaultTimes })),
  },
  {
    additionalProperties: false,
    // Swagger UI's "Try it out" sends the first one as it is: each is a fault the API takes.
    examples: [
      { pattern: '/api/jobs', method: 'GET', status: 503, message: 'Server down', times: 1 },
      {
        pattern: '/api/jobs?keyword=react',
        method: 'GET',
        status: 429,
        headers: { 'Retry-After': '30' },
        jsonBody: { message: 'Too many searches: try again in 30 seconds' },
      },
    ],
  },
);
export type QaFaultBody = Static<typeof QaFaultBody>;
export const QaFault = Type.Object({
  ...QaFaultBody.properties,
  id: Type.String(),
  /** Calls it has met so far. */
  hits: Type.Integer(),
});
export type QaFault = Static<typeof QaFault>;
/** A stub: a canned reply for the calls of a method and a pattern, instead of the route. */
export const QaStubBody = Type.Object(
  {
    pattern: QaPattern,
    method: QaMethod,
    /** Only calls of this QA session meet the stub; absent: every call (a global stub). */
    session: Type.Optional(QaSessionName),
    caller: QaCallerField,
    /** The reply's status (default 200). */
    status: Type.Optional(Type.Integer({ minimum: 200, maximum: 599, examples: [200] })),
    ...QaReplyFields,
    /** Wait this long before replying. */
    delayMs: Type.Optional(Type.Integer({ minimum: 0, maximum: QA_LIMITS.maxDelayMs })),
    /** Answer the next N matching calls only; unlimited when absent. */
    times: Type.Optional(Type.Integer({ minimum: 1, maximum: QA_LIMITS.maxFaultTimes })),
  },
  {
    additionalProperties: false,
    examples: [
      {
        pattern: '/api/jobs?keyword=stubbed',
        method: 'GET',
        status: 200,
        jsonBody: {
          jobs: [],
          total: 0,
          page: 1,
          pages: 0,
          match: { mode: 'all', words: ['stubbed'], missing: [], suggestion: null, widen: [], related: [] },
        },
      },
    ],
  },
);
export type QaStubBody = Static<typeof QaStubBody>;
export const QaStub = Type.Object({
  ...QaStubBody.properties,
  status: Type.Integer(),
  id: Type.String(),
  /** Calls it has answered so far. */
  hits: Type.Integer(),
});
export type QaStub = Static<typeof QaStub>;

/** GET and DELETE /__qa/faults: only the faults of one QA session (global ones are left alone). */
export const QaFaultsQuery = Type.Object(
  { session: Type.Optional(QaSessionName) },
  { additionalProperties: false },
);
export type QaFaultsQuery = Static<typeof QaFaultsQuery>;
export const QaResetBody = Type.Object(
  { size: Type.Optional(Type.Integer({ minimum: 0, maximum: QA_LIMITS.maxResetSize })) },
  { additionalProperties: false },
);
export type QaResetBody = Static<typeof QaResetBody>;

/** The QA clock: the time the API goes by, and how far it is from the system's. */
export const QaClockReply = Type.Object({
  /** The time every part of the API reads (expiry, digests, reminders, "posted", new timestamps). */
  now: Timestamp,
  /** The system's own time. */
  systemNow: Timestamp,
  /** now - systemNow, in ms (0: the clock follows the system's time). */
  offsetMs: Type.Integer(),
});
export type QaClockReply = Static<typeof QaClockReply>;
/** PUT /__qa/clock: the clock reads `at` now and goes on from there. */
export const QaClockSetBody = Type.Object(
  { at: Type.String({ format: 'date-time', examples: ['2027-03-01T09:00:00.000Z'] }) },
  { additionalProperties: false },
);
export type QaClockSetBody = Static<typeof QaClockSetBody>;
const clockSpan = (unitMs: number, example: number, description: string) =>
  Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: Math.floor((QA_LIMITS.maxClockOffsetDays * 86_400_000) / unitMs),
      examples: [example],
      description,
    }),
  );
/** POST /__qa/clock/advance: a duration, the sum of the fields given (at least one). */
export const QaClockAdvanceBody = Type.Object(
  {
    days: clockSpan(86_400_000, 61, 'Days to move the clock on'),
    hours: clockSpan(3_600_000, 0, 'Hours to move the clock on'),
    minutes: clockSpan(60_000, 0, 'Minutes to move the clock on'),
    seconds: clockSpan(1_000, 0, 'Seconds to move the clock on'),
    ms: clockSpan(1, 0, 'Milliseconds to move the clock on'),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type QaClockAdvanceBody = Static<typeof QaClockAdvanceBody>;

/** The fault that met a call, as recorded in the journal. */
export const QaFiredFault = Type.Object({
  id: Type.String(),
  status: Type.Optional(Type.Integer()),
  delayMs: Type.Optional(Type.Integer()),
  network: Type.Optional(literals(QA_NETWORK_FAULTS)),
  /** Set when the fault was scoped to a QA session. */
  session: Type.Optional(Type.String()),
});
/** The stub that answered a call, as recorded in the journal. */
export const QaFiredStub = Type.Object({
  id: Type.String(),
  status: Type.Integer(),
  /** Set when the stub was scoped to a QA session. */
  session: Type.Optional(Type.String()),
});
/** Header names (lower case) and values, secrets replaced by "[redacted]". */
export const QaHeaders = Type.Record(Type.String(), Type.String());
export const QaJournalEntry = Type.Object({
  method: Type.String(),
  /** The path and query string, the values of secret-looking query parameters replaced by "[redacted]". */
  path: Type.String(),
  /** null: no HTTP reply at all (a connection-reset or empty-reply fault). */
  status: Type.Union([Type.Integer(), Type.Null()]),
  ms: Type.Number(),
  user: Type.Union([Type.String(), Type.Null()]),
  /** The caller's QA session, when the call named one. */
  session: Type.Union([Type.String(), Type.Null()]),
  /** Who made the call: the shell's rendering server, for a page's first render, or anyone else. */
  caller: literals(['server', 'browser'] as const),
  at: Timestamp,
  /** Authorization, cookies and the QA token (and any header named like a secret) are "[redacted]". */
  requestHeaders: QaHeaders,
  /**
   * The JSON body as sent, with passwords, tokens and secrets replaced by "[redacted]", long strings and
   * lists cut; "[multipart/form-data]" for uploads; null when none.
   */
  body: Type.Unknown(),
  responseHeaders: QaHeaders,
  /**
   * The reply's body as the caller got it (before any malformed-json cut), redacted as `body`; its text
   * when it is not JSON; a note for a file, a stream or a reply over 64 KB; null when none.
   */
  response: Type.Unknown(),
  /** Set when an injected fault met this call. */
  fault: Type.Union([QaFiredFault, Type.Null()]),
  /** Set when a stub answered this call. */
  stub: Type.Union([QaFiredStub, Type.Null()]),
});
export type QaJournalEntry = Static<typeof QaJournalEntry>;
export const QaJournalReply = Type.Array(QaJournalEntry);
export type QaJournalReply = Static<typeof QaJournalReply>;
/** GET /__qa/journal: newest first, every given filter applies. */
export const QaJournalQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: QA_LIMITS.maxJournalRead, default: 100 })),
    /** Part of the path (and query), any case. */
    path: Type.Optional(Type.String({ maxLength: 200 })),
    /** An exact status ("404"), a class ("4xx"), or "none" (no HTTP reply). */
    status: Type.Optional(Type.String({ pattern: '^([1-5][0-9][0-9]|[1-5]xx|none)$' })),
    /** Part of the signed-in user's e-mail, any case; "anonymous" for calls without a user. */
    user: Type.Optional(Type.String({ maxLength: 254 })),
    session: Type.Optional(QaSessionName),
    method: Type.Optional(Type.String({ maxLength: 10 })),
    /** Only the rendering server's calls (`server`) or only the others (`browser`). */
    caller: Type.Optional(literals(['server', 'browser'] as const)),
  },
  { additionalProperties: false },
);
export type QaJournalQuery = Static<typeof QaJournalQuery>;

export const QaScenarioNameSchema = literals(QA_SCENARIOS);
export const QaScenarioBody = Type.Object({ name: QaScenarioNameSchema }, { additionalProperties: false });
export type QaScenarioBody = Static<typeof QaScenarioBody>;
export const QaAccount = Type.Object({
  role: RoleSchema,
  email: Type.String(),
  password: Type.String(),
  note: Type.String(),
});
export const QaScenarioReply = Type.Object({
  message: Type.String(),
  name: QaScenarioNameSchema,
  /** Accounts the scenario is about (password for all: the demo password). */
  accounts: Type.Array(QaAccount),
  /** Ready-made session tokens, by account e-mail (the "expired session" ones are already expired). */
  tokens: Type.Record(Type.String(), Type.String()),
});
export type QaScenarioReply = Static<typeof QaScenarioReply>;
export const QaScenarioList = Type.Array(
  Type.Object({ name: QaScenarioNameSchema, description: Type.String() }),
);
export type QaScenarioList = Static<typeof QaScenarioList>;
