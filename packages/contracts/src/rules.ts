// Validation rules and their messages, defined once. The front ends' validators (shared-auth, the employer's
// post-job form) and the server's 4xx messages (api-mock) all read them from here, so a message can never
// say one thing in the browser and another from the API; shared-auth's rules-drift test drives the real
// server with each rule and fails when the two differ. Plain values and functions, no schema library:
// `@portal/contracts/rules` costs a front end only these few bytes. Wording and order: packages/contracts/README.md.
import {
  JOB_CATEGORIES,
  JOB_TYPES,
  LIMITS,
  QA_SESSION_COOKIE,
  QA_SESSION_HEADER,
  QA_SESSION_PATTERN,
  ROLES,
} from './constants.js';

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)}MB`;

/** The account rules' messages (signup, login, profile files). */
export const ACCOUNT_RULE_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Enter valid email address',
  passwordRequired: 'Password is required',
  passwordLength: `password must be atleast ${LIMITS.passwordMinLength} characters`,
  passwordLowercase: 'password must contain at least one lowercase letter',
  passwordUppercase: 'password must contain at least one uppercase letter',
  passwordNumber: 'password must contain at least one number',
  fullNameRequired: 'Enter full name',
  roleRequired: 'Please select a role',
  avatarType: 'Avatar must be a JPG or a PNG file',
  avatarSize: `Avatar must be less than ${megabytes(LIMITS.avatarMaxBytes)}.`,
  resumeType: 'Resume must be a PDF, DOC or DOCX file',
  resumeSize: `Resume must be less than ${megabytes(LIMITS.resumeMaxBytes)}.`,
} as const;

/** The job post rules' messages. */
export const JOB_RULE_MESSAGES = {
  jobTitleRequired: 'Job title is required',
  // The field is labelled "Location": the message names it the way the form does.
  jobLocationRequired: 'Location is required',
  jobCategoryRequired: 'Please select a category',
  jobTypeRequired: 'Please select a job type',
  jobDescriptionRequired: 'Job description is required',
  jobRequirementsRequired: 'Job requirements are required',
  salaryRequired: 'Both minimum and maximum salary are required',
  salaryNegative: 'Salary cannot be negative',
  salaryOrder: 'Maximum salary must be greater than the minimum salary',
  /** Only the API can receive a fraction or a non-number (the form parses whole numbers). */
  salaryWhole: 'Salary must be a whole number of at least 0',
  /** A job goes out under its company's name: an employer names the company before the first one. */
  companyNameRequired: 'Add your company name before posting a job',
  /** …and cannot take the name away while jobs carry it. */
  companyNameKept: 'Company name is required while you have jobs posted',
} as const;

/**
 * Every rule's message. (Two objects underneath so that a page checking only account fields, such as the
 * landing page's session code, does not carry the job wording.)
 */
export const RULE_MESSAGES = /* @__PURE__ */ Object.assign({}, ACCOUNT_RULE_MESSAGES, JOB_RULE_MESSAGES);
export type RuleMessage = (typeof RULE_MESSAGES)[keyof typeof RULE_MESSAGES];

/** {something}@{something}.{something}, no whitespace anywhere (also the API schema's `pattern`). */
export const EMAIL_PATTERN_SOURCE = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
const EMAIL_PATTERN = new RegExp(EMAIL_PATTERN_SOURCE);

type Text = string | null | undefined;

/** Each check returns '' when the value passes, else the message to show. */
export function checkEmail(email: Text): string {
  const value = email ?? '';
  if (!value.trim()) return ACCOUNT_RULE_MESSAGES.emailRequired;
  if (!EMAIL_PATTERN.test(value)) return ACCOUNT_RULE_MESSAGES.emailInvalid;
  return '';
}

/** The password rules, checked in this order; the first that fails is the message. */
export function checkPassword(password: Text): string {
  const value = password ?? '';
  if (!value) return ACCOUNT_RULE_MESSAGES.passwordRequired;
  if (value.length < LIMITS.passwordMinLength) return ACCOUNT_RULE_MESSAGES.passwordLength;
  if (!/[a-z]/.test(value)) return ACCOUNT_RULE_MESSAGES.passwordLowercase;
  if (!/[A-Z]/.test(value)) return ACCOUNT_RULE_MESSAGES.passwordUppercase;
  if (!/\d/.test(value)) return ACCOUNT_RULE_MESSAGES.passwordNumber;
  return '';
}

export function checkFullName(name: Text): string {
  return (name ?? '').trim() ? '' : ACCOUNT_RULE_MESSAGES.fullNameRequired;
}

export function checkRole(role: Text): string {
  return (ROLES as readonly string[]).includes(role ?? '') ? '' : ACCOUNT_RULE_MESSAGES.roleRequired;
}

/** What the file checks read: a browser `File` fits, and so does a plain object in a test. */
export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

const IMAGE_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png']);
const IMAGE_EXTENSIONS = /\.(jpe?g|png)$/i;
const RESUME_TYPES = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);
const RESUME_EXTENSIONS = /\.(pdf|docx?)$/i;

/** Avatar or company logo: optional; JPG/JPEG/PNG; at most LIMITS.avatarMaxBytes. */
export function checkImageFile(file: FileFacts | null | undefined): string {
  if (!file) return '';
  // Trust the MIME type when the browser gives one; fall back to the extension when it does not.
  const typeOk = file.type ? IMAGE_TYPES.has(file.type.toLowerCase()) : IMAGE_EXTENSIONS.test(file.name);
  if (!typeOk) return ACCOUNT_RULE_MESSAGES.avatarType;
  if (file.size > LIMITS.avatarMaxBytes) return ACCOUNT_RULE_MESSAGES.avatarSize;
  return '';
}

/** Resume: optional; .pdf/.doc/.docx; at most LIMITS.resumeMaxBytes. */
export function checkResumeFile(file: FileFacts | null | undefined): string {
  if (!file) return '';
  const typeOk = RESUME_EXTENSIONS.test(file.name) || RESUME_TYPES.has(file.type.toLowerCase());
  if (!typeOk) return ACCOUNT_RULE_MESSAGES.resumeType;
  if (file.size > LIMITS.resumeMaxBytes) return ACCOUNT_RULE_MESSAGES.resumeSize;
  return '';
}

/** `accept` attributes of the matching file inputs. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';
export const RESUME_ACCEPT = '.pdf,.doc,.docx';

// ---------------------------------------------------------------- job posts

/** The job fields that can carry a message, in the order they are checked and shown. */
export const JOB_RULE_FIELDS = [
  'title',
  'location',
  'category',
  'type',
  'description',
  'requirements',
  'salary',
] as const;
export type JobRuleField = (typeof JOB_RULE_FIELDS)[number];
export type JobRuleErrors = Partial<Record<JobRuleField, string>>;

/** A job as a form holds it (salaries may still be text) or as the API receives it. */
export interface JobRuleInput {
  title: Text;
  location: Text;
  category: Text;
  type: Text;
  description: Text;
  requirements: Text;
  salaryMin: string | number | null | undefined;
  salaryMax: string | number | null | undefined;
}

/** A salary as the rules compare it: an integer, or NaN when blank or not a number ("50000.9" → 50000). */
export function parseSalary(value: string | number | null | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : Number.NaN;
  const trimmed = (value ?? '').trim();
  if (!/^-?\d+(\.\d*)?$/.test(trimmed)) return Number.NaN;
  return Number.parseInt(trimmed, 10);
}

/** The salary pair: both present, neither negative, maximum above minimum (whole numbers). */
export function checkSalaryPair(min: JobRuleInput['salaryMin'], max: JobRuleInput['salaryMax']): string {
  const low = parseSalary(min);
  const high = parseSalary(max);
  if (Number.isNaN(low) || Number.isNaN(high)) return JOB_RULE_MESSAGES.salaryRequired;
  if (low < 0 || high < 0) return JOB_RULE_MESSAGES.salaryNegative;
  if (low >= high) return JOB_RULE_MESSAGES.salaryOrder;
  return '';
}

const blank = (value: Text) => !(value ?? '').trim();

/** Every message of a job post, keyed by field in JOB_RULE_FIELDS order; an empty object means valid. */
export function checkJobFields(job: JobRuleInput): JobRuleErrors {
  const errors: JobRuleErrors = {};
  if (blank(job.title)) errors.title = JOB_RULE_MESSAGES.jobTitleRequired;
  if (blank(job.location)) errors.location = JOB_RULE_MESSAGES.jobLocationRequired;
  if (!(JOB_CATEGORIES as readonly string[]).includes(job.category ?? ''))
    errors.category = JOB_RULE_MESSAGES.jobCategoryRequired;
  if (!(JOB_TYPES as readonly string[]).includes(job.type ?? ''))
    errors.type = JOB_RULE_MESSAGES.jobTypeRequired;
  if (blank(job.description)) errors.description = JOB_RULE_MESSAGES.jobDescriptionRequired;
  if (blank(job.requirements)) errors.requirements = JOB_RULE_MESSAGES.jobRequirementsRequired;
  const salary = checkSalaryPair(job.salaryMin, job.salaryMax);
  if (salary) errors.salary = salary;
  return errors;
}

// ---------------------------------------------------------------- the job seeker's profile (matching, resume builder)

/** How much a profile may hold: enough for any real résumé, bounded so no profile can grow without end. */
export const PROFILE_LIMITS = {
  headline: 120,
  skill: 40,
  skills: 30,
  desiredLocation: 100,
  summary: 2000,
  /** Experience and education entries each. */
  entries: 15,
  /** An entry's title, company, school or degree. */
  entryText: 100,
  entryDescription: 1000,
} as const;

export const PROFILE_RULE_MESSAGES = {
  headlineLength: `Headline must be at most ${PROFILE_LIMITS.headline} characters`,
  skillLength: `Each skill must be at most ${PROFILE_LIMITS.skill} characters`,
  skillsCount: `Add at most ${PROFILE_LIMITS.skills} skills`,
  desiredLocationLength: `Location must be at most ${PROFILE_LIMITS.desiredLocation} characters`,
  desiredTypeInvalid: 'Please select a job type',
  summaryLength: `Summary must be at most ${PROFILE_LIMITS.summary} characters`,
  entriesCount: `Add at most ${PROFILE_LIMITS.entries} entries`,
  entryTitleRequired: 'Job title is required',
  entryCompanyRequired: 'Company is required',
  entrySchoolRequired: 'School is required',
  entryTextLength: `At most ${PROFILE_LIMITS.entryText} characters`,
  entryDescriptionLength: `Description must be at most ${PROFILE_LIMITS.entryDescription} characters`,
  monthInvalid: 'Enter a month like 2021-09',
  endBeforeStart: 'The end cannot be before the start',
} as const;

/** A job held in the profile's experience: months as `YYYY-MM`, `end` '' while it goes on. */
export interface ExperienceInput {
  title: Text;
  company: Text;
  start: Text;
  end: Text;
  description: Text;
}
export interface EducationInput {
  school: Text;
  degree: Text;
  start: Text;
  end: Text;
}
export interface ProfileRuleInput {
  headline?: Text;
  skills?: readonly Text[] | null | undefined;
  desiredLocation?: Text;
  desiredType?: Text;
  summary?: Text;
  experience?: readonly ExperienceInput[] | null | undefined;
  education?: readonly EducationInput[] | null | undefined;
}
/** Messages by field path: `headline`, `skills`, `experience.0.company`, `education.1.end`… */
export type ProfileRuleErrors = Record<string, string>;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const tooLong = (value: Text, max: number) => (value ?? '').trim().length > max;

/** The skills as they are kept: trimmed, no blanks, no repeats (case-insensitive), in the order given. */
export function normalizeSkills(skills: readonly Text[] | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of skills ?? []) {
    const skill = (raw ?? '').trim().replace(/\s+/g, ' ');
    if (skill && !seen.has(skill.toLowerCase())) {
      seen.add(skill.toLowerCase());
      out.push(skill);
    }
  }
  return out;
}

function checkMonths(errors: ProfileRuleErrors, path: string, start: Text, end: Text): void {
  if (!MONTH.test((start ?? '').trim())) errors[`${path}.start`] = PROFILE_RULE_MESSAGES.monthInvalid;
  const until = (end ?? '').trim();
  if (until && !MONTH.test(until)) errors[`${path}.end`] = PROFILE_RULE_MESSAGES.monthInvalid;
  else if (until && MONTH.test((start ?? '').trim()) && until < (start ?? '').trim())
    errors[`${path}.end`] = PROFILE_RULE_MESSAGES.endBeforeStart;
}

/** Every message of the profile's matching and résumé fields (only the fields given are checked). */
export function checkProfileFields(input: ProfileRuleInput): ProfileRuleErrors {
  const errors: ProfileRuleErrors = {};
  const m = PROFILE_RULE_MESSAGES;
  if (tooLong(input.headline, PROFILE_LIMITS.headline)) errors.headline = m.headlineLength;
  if (input.skills) {
    const skills = normalizeSkills(input.skills);
    if (skills.some((s) => s.length > PROFILE_LIMITS.skill)) errors.skills = m.skillLength;
    else if (skills.length > PROFILE_LIMITS.skills) errors.skills = m.skillsCount;
  }
  if (tooLong(input.desiredLocation, PROFILE_LIMITS.desiredLocation))
    errors.desiredLocation = m.desiredLocationLength;
  if (input.desiredType && !(JOB_TYPES as readonly string[]).includes(input.desiredType))
    errors.desiredType = m.desiredTypeInvalid;
  if (tooLong(input.summary, PROFILE_LIMITS.summary)) errors.summary = m.summaryLength;
  if (input.experience) {
    if (input.experience.length > PROFILE_LIMITS.entries) errors.experience = m.entriesCount;
    input.experience.slice(0, PROFILE_LIMITS.entries).forEach((entry, i) => {
      const path = `experience.${i}`;
      if (blank(entry.title)) errors[`${path}.title`] = m.entryTitleRequired;
      else if (tooLong(entry.title, PROFILE_LIMITS.entryText)) errors[`${path}.title`] = m.entryTextLength;
      if (blank(entry.company)) errors[`${path}.company`] = m.entryCompanyRequired;
      else if (tooLong(entry.company, PROFILE_LIMITS.entryText))
        errors[`${path}.company`] = m.entryTextLength;
      checkMonths(errors, path, entry.start, entry.end);
      if (tooLong(entry.description, PROFILE_LIMITS.entryDescription))
        errors[`${path}.description`] = m.entryDescriptionLength;
    });
  }
  if (input.education) {
    if (input.education.length > PROFILE_LIMITS.entries) errors.education = m.entriesCount;
    input.education.slice(0, PROFILE_LIMITS.entries).forEach((entry, i) => {
      const path = `education.${i}`;
      if (blank(entry.school)) errors[`${path}.school`] = m.entrySchoolRequired;
      else if (tooLong(entry.school, PROFILE_LIMITS.entryText)) errors[`${path}.school`] = m.entryTextLength;
      if (tooLong(entry.degree, PROFILE_LIMITS.entryText)) errors[`${path}.degree`] = m.entryTextLength;
      checkMonths(errors, path, entry.start, entry.end);
    });
  }
  return errors;
}

// ---------------------------------------------------------------- job alerts

export const ALERT_RULE_MESSAGES = {
  alertEmpty: 'Add a keyword or a filter to be alerted about',
  alertSalaryOrder: JOB_RULE_MESSAGES.salaryOrder,
} as const;

/** A job alert's criteria: something to look for, and a salary range the right way round. */
export function checkAlertFields(alert: {
  keyword?: Text;
  location?: Text;
  type?: Text;
  category?: Text;
  minSalary?: number | null;
  maxSalary?: number | null;
}): string {
  const set = (v: Text) => Boolean((v ?? '').trim());
  const salary = (v: number | null | undefined) => v !== null && v !== undefined;
  if (
    !set(alert.keyword) &&
    !set(alert.location) &&
    !set(alert.type) &&
    !set(alert.category) &&
    !salary(alert.minSalary) &&
    !salary(alert.maxSalary)
  )
    return ALERT_RULE_MESSAGES.alertEmpty;
  if (salary(alert.minSalary) && salary(alert.maxSalary) && alert.minSalary >= alert.maxSalary)
    return ALERT_RULE_MESSAGES.alertSalaryOrder;
  return '';
}

// ---------------------------------------------------------------- screening questions
export * from './screening-rules.js';

// ---------------------------------------------------------------- direct messages
export * from './message-rules.js';

const QA_SESSION_VALID = new RegExp(QA_SESSION_PATTERN);
const QA_SESSION_IN_COOKIE = new RegExp(`(?:^|;\\s*)${QA_SESSION_COOKIE}=([^;]*)`);

/**
 * The QA session a request names: its X-QA-Session header, else its qa-session cookie; null when it names
 * none or a malformed one (product calls never fail because of a QA header). The API reads a call's
 * session so, and the shell's rendering server a visitor's, to pass it on with the render's calls.
 */
export function qaSessionOf(headers: Record<string, string | string[] | undefined>): string | null {
  const header = headers[QA_SESSION_HEADER];
  const cookie = headers.cookie;
  const named =
    typeof header === 'string'
      ? header.trim()
      : QA_SESSION_IN_COOKIE.exec(typeof cookie === 'string' ? cookie : '')?.[1]?.trim();
  return named && QA_SESSION_VALID.test(named) ? named : null;
}
