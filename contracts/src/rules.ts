// Validation rules and their messages, defined once. The front ends' validators (shared-auth, the employer's
// post-job form) and the server's 4xx messages (api-mock) all read them from here, so a message can never
// say one thing in the browser and another from the API; shared-auth's rules-drift test drives the real
// server with each rule and fails when the two differ. Plain values and functions, no schema library:
// `@portal/contracts/rules` costs a front end only these few bytes. Wording and order: contracts/README.md.
import { JOB_CATEGORIES, JOB_TYPES, LIMITS, ROLES } from './constants.js';

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
