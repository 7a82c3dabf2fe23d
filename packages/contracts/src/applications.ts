// The application tracker (a job seeker's own applications, withdraw) and the employer's pipeline
// (all candidates with search, stage filter and per-stage counts; bulk status moves; private notes).
import { Type, type Static } from 'typebox';
import { LIMITS, SCREENING_FILTERS } from './constants.js';
import {
  Application,
  ApplicationStatusSchema,
  Company,
  Id,
  JobCategorySchema,
  JobTypeSchema,
  literals,
  optionalFilter,
  StatusChangeExtras,
  Timestamp,
  UndoHandle,
} from './schemas.js';

/** `page` and `limit` of every paged applications or notifications list. */
export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.pageMax, default: 1 })),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: LIMITS.listPageSizeMax, default: LIMITS.listPageSizeDefault }),
  ),
};

/** Where a paged reply stands: `total` items match the query; `pages` is at least 1. */
export const PageInfo = {
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  pages: Type.Integer({ minimum: 1 }),
};

/** How many applications are in each stage, and in all of them. */
export const StageCounts = Type.Object({
  Applied: Type.Integer({ minimum: 0 }),
  Review: Type.Integer({ minimum: 0 }),
  Accepted: Type.Integer({ minimum: 0 }),
  Rejected: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 }),
});
export type StageCounts = Static<typeof StageCounts>;

// ---------------------------------------------------------------- a job seeker's own applications
/** GET /api/applications/my. `status` "" or absent: every status. */
export const MyApplicationsQuery = Type.Object(
  { status: optionalFilter(ApplicationStatusSchema), ...PageQuery },
  { additionalProperties: false },
);
export type MyApplicationsQuery = Static<typeof MyApplicationsQuery>;

/** One of the caller's applications, with what a tracker row shows of its job and company. */
export const MyApplication = Type.Object({
  _id: Id,
  status: ApplicationStatusSchema,
  /** When the seeker applied. */
  createdAt: Timestamp,
  /** When the status last changed (the application date while it is still Applied). */
  updatedAt: Timestamp,
  job: Type.Object({
    _id: Id,
    title: Type.String(),
    location: Type.String(),
    type: JobTypeSchema,
    category: JobCategorySchema,
    isClosed: Type.Boolean(),
    company: Company,
  }),
  /**
   * The PDF of the built résumé the application was sent with (as it was then), and its file name; both ''
   * when it went with the profile's uploaded file.
   */
  resume: Type.String(),
  resumeName: Type.String(),
});
export type MyApplication = Static<typeof MyApplication>;

export const MyApplicationsReply = Type.Object({
  /** Newest application first. */
  applications: Type.Array(MyApplication),
  /** Per status over all the caller's applications (not narrowed by `status`). */
  counts: StageCounts,
  ...PageInfo,
});
export type MyApplicationsReply = Static<typeof MyApplicationsReply>;

/** GET /api/applications/:id. */
export const ApplicationReply = Application;
export type ApplicationReply = Application;

/** DELETE /api/applications/:id. */
export const WithdrawReply = Type.Object({ message: Type.String(), _id: Id });
export type WithdrawReply = Static<typeof WithdrawReply>;

// ---------------------------------------------------------------- the employer's candidates
/** GET /api/applications/employer: every application to the caller's jobs, or to one (`jobId`). */
export const EmployerApplicationsQuery = Type.Object(
  {
    /**
     * Whitespace-separated terms; each must occur (literal text, any case) in the applicant's name,
     * e-mail or the job title.
     */
    q: Type.Optional(Type.String({ maxLength: LIMITS.searchMaxLength })),
    status: optionalFilter(ApplicationStatusSchema),
    /** One of the caller's jobs: the pipeline of that job. */
    jobId: Type.Optional(Type.Union([Id, Type.Literal('')])),
    /**
     * `knocked-out`: only candidates a screening answer ruled out; `passed`: only the others (a job without
     * knock-outs has only those). Narrows the stage counts as `q` does.
     */
    screening: optionalFilter(literals(SCREENING_FILTERS)),
    ...PageQuery,
  },
  { additionalProperties: false },
);
export type EmployerApplicationsQuery = Static<typeof EmployerApplicationsQuery>;

export const EmployerApplication = Type.Object({
  ...Application.properties,
  /** Private notes the employer wrote on it. */
  notesCount: Type.Integer({ minimum: 0 }),
});
export type EmployerApplication = Static<typeof EmployerApplication>;

export const EmployerApplicationsReply = Type.Object({
  /** Newest application first. */
  applications: Type.Array(EmployerApplication),
  /** Per stage for `q` and `jobId`, not narrowed by `status` (the numbers on the stage tabs). */
  counts: StageCounts,
  ...PageInfo,
});
export type EmployerApplicationsReply = Static<typeof EmployerApplicationsReply>;

// ---------------------------------------------------------------- bulk status
/** PUT /api/applications/status. Repeated ids count once. */
export const BulkStatusBody = Type.Object(
  {
    ids: Type.Array(Id, { minItems: 1, maxItems: LIMITS.bulkStatusMax }),
    status: ApplicationStatusSchema,
    ...StatusChangeExtras,
  },
  { additionalProperties: false },
);
export type BulkStatusBody = Static<typeof BulkStatusBody>;

export const BULK_OUTCOMES = ['moved', 'unchanged', 'failed'] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];

/**
 * What happened to one application: `moved` (it now has the new status), `unchanged` (it already had it;
 * nothing was written and nobody notified) or `failed` (not touched; `error` says why, with the status
 * code the single-application call would have answered).
 */
export const BulkStatusResult = Type.Object({
  _id: Type.String(),
  outcome: literals(BULK_OUTCOMES),
  /** The application as it is now (moved and unchanged). */
  application: Type.Optional(Application),
  error: Type.Optional(Type.Object({ statusCode: Type.Integer(), message: Type.String() })),
});
export type BulkStatusResult = Static<typeof BulkStatusResult>;

export const BulkStatusReply = Type.Object({
  status: ApplicationStatusSchema,
  moved: Type.Integer({ minimum: 0 }),
  unchanged: Type.Integer({ minimum: 0 }),
  failed: Type.Integer({ minimum: 0 }),
  /** One per distinct id, in the order sent. */
  results: Type.Array(BulkStatusResult),
  /** Taking the whole move back (the moved ones), while its window is open; absent when nothing moved. */
  undo: Type.Optional(UndoHandle),
});
export type BulkStatusReply = Static<typeof BulkStatusReply>;

/** POST /api/applications/status-changes/:id/undo. */
export const UndoStatusChangeReply = Type.Object({
  message: Type.String(),
  /** Applications moved back to the stage they had. */
  restored: Type.Integer({ minimum: 0 }),
  /** Applications left as they are: moved again since, or withdrawn. */
  skipped: Type.Integer({ minimum: 0 }),
  /** The applications moved back, as they are now. */
  applications: Type.Array(Application),
});
export type UndoStatusChangeReply = Static<typeof UndoStatusChangeReply>;

// ---------------------------------------------------------------- private notes
export const NoteParams = Type.Object({ id: Id, noteId: Id }, { additionalProperties: false });
export type NoteParams = Static<typeof NoteParams>;

/** POST /api/applications/:id/notes. Trimmed; blank is refused. */
export const NoteBody = Type.Object(
  { text: Type.String({ maxLength: LIMITS.noteMaxLength }) },
  { additionalProperties: false },
);
export type NoteBody = Static<typeof NoteBody>;

export const Note = Type.Object({
  _id: Id,
  text: Type.String(),
  createdAt: Timestamp,
  author: Type.Object({ _id: Id, name: Type.String() }),
});
export type Note = Static<typeof Note>;

/** Newest note first. */
export const NotesReply = Type.Array(Note);
export type NotesReply = Static<typeof NotesReply>;
