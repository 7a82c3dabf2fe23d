// Post-job validation, pure: the job rules of `@portal/contracts/rules` (the same rules and messages the API
// answers with), mapped onto the form's field names. Location is checked too, right after the title. The
// salary pair speaks through the maximum field: its message is about the pair, shown under both inputs.
import type { FormRules } from '@portal/shared-ui/form';
import { checkJobFields, RULE_MESSAGES } from '@portal/contracts/rules';
import type { JobDraft } from './job-draft';
import { checkQuestionDrafts } from './question-draft';

/** The form's fields that can carry an error, in the order the messages are checked and shown. */
export const JOB_FORM_FIELDS = [
  'jobTitle',
  'location',
  'category',
  'jobType',
  'description',
  'requirements',
  'salary',
  'questions',
] as const;
export type JobFormField = (typeof JOB_FORM_FIELDS)[number];
export type JobFormErrors = Partial<Record<JobFormField, string>>;

export const JOB_FORM_MESSAGES = {
  jobTitle: RULE_MESSAGES.jobTitleRequired,
  location: RULE_MESSAGES.jobLocationRequired,
  category: RULE_MESSAGES.jobCategoryRequired,
  jobType: RULE_MESSAGES.jobTypeRequired,
  description: RULE_MESSAGES.jobDescriptionRequired,
  requirements: RULE_MESSAGES.jobRequirementsRequired,
  salaryRequired: RULE_MESSAGES.salaryRequired,
  salaryNegative: RULE_MESSAGES.salaryNegative,
  salaryOrder: RULE_MESSAGES.salaryOrder,
} as const;

/** Every error of the draft, keyed by field; keys follow JOB_FORM_FIELDS order. Empty object = valid. */
export function validateJobForm(draft: JobDraft): JobFormErrors {
  const found = checkJobFields({ ...draft, title: draft.jobTitle, type: draft.jobType });
  const errors: JobFormErrors = {};
  if (found.title) errors.jobTitle = found.title;
  if (found.location) errors.location = found.location;
  if (found.category) errors.category = found.category;
  if (found.type) errors.jobType = found.type;
  if (found.description) errors.description = found.description;
  if (found.requirements) errors.requirements = found.requirements;
  if (found.salary) errors.salary = found.salary;
  const questions = checkQuestionDrafts(draft.questions ?? []);
  if (questions) errors.questions = questions;
  return errors;
}

export function isJobFormValid(draft: JobDraft): boolean {
  return Object.keys(validateJobForm(draft)).length === 0;
}

const ruleOf =
  (field: JobFormField) =>
  (_value: unknown, draft: JobDraft): string =>
    validateJobForm(draft)[field] ?? '';

/** The form layer's rules (one per form field; the salary pair's on `salaryMax`). */
export const JOB_FORM_RULES: FormRules<JobDraft> = {
  jobTitle: ruleOf('jobTitle'),
  location: ruleOf('location'),
  category: ruleOf('category'),
  jobType: ruleOf('jobType'),
  description: ruleOf('description'),
  requirements: ruleOf('requirements'),
  salaryMax: ruleOf('salary'),
  // The editor shows each question's own messages; this one keeps an invalid question from being sent.
  questions: ruleOf('questions'),
};
