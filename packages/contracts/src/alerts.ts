// Job alerts: a saved search (keyword and filters) that tells the seeker about new jobs matching it, in the
// app (a notification) and by e-mail, at once or in a daily digest.
import { Type, type Static } from 'typebox';
import { ALERT_FREQUENCIES, LIMITS } from './constants.js';
import { Id, JobCategorySchema, JobTypeSchema, literals, Timestamp } from './schemas.js';

const Salary = Type.Union([Type.Integer({ minimum: 0, maximum: LIMITS.salaryMax }), Type.Null()]);

/** POST /api/alerts and PUT /api/alerts/:id. Text and filters as the job list takes them; at least one is set. */
export const AlertBody = Type.Object(
  {
    keyword: Type.Optional(Type.String({ maxLength: 200 })),
    location: Type.Optional(Type.String({ maxLength: 200 })),
    type: Type.Optional(Type.Union([JobTypeSchema, Type.Literal('')])),
    category: Type.Optional(Type.Union([JobCategorySchema, Type.Literal('')])),
    minSalary: Type.Optional(Salary),
    maxSalary: Type.Optional(Salary),
    /** `instant`: an e-mail per new job; `daily`: one e-mail a day with the new jobs. Default instant. */
    frequency: Type.Optional(literals(ALERT_FREQUENCIES)),
  },
  { additionalProperties: false },
);
export type AlertBody = Static<typeof AlertBody>;

export const JobAlert = Type.Object({
  _id: Id,
  keyword: Type.String(),
  location: Type.String(),
  type: Type.Union([JobTypeSchema, Type.Literal('')]),
  category: Type.Union([JobCategorySchema, Type.Literal('')]),
  minSalary: Salary,
  maxSalary: Salary,
  frequency: literals(ALERT_FREQUENCIES),
  /** How the alert is named to people: `"react" · Remote · Lisbon · from $80K`. */
  label: Type.String(),
  createdAt: Timestamp,
  /** When the last e-mail of this alert went out (null: none yet). */
  lastSentAt: Type.Union([Timestamp, Type.Null()]),
});
export type JobAlert = Static<typeof JobAlert>;
export const JobAlertsReply = Type.Array(JobAlert);
export type JobAlertsReply = Static<typeof JobAlertsReply>;
