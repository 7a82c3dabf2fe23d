// Post-job validation (SPEC §5), pure. Location is marked required in the original but never checked; the
// issue asks us to check it, right after the title.
import { parseSalary, type JobDraft } from './job-draft';

/** The form's fields that can carry an error, in the order the messages are checked and shown. */
export const JOB_FORM_FIELDS = [
  'jobTitle',
  'location',
  'category',
  'jobType',
  'description',
  'requirements',
  'salary',
] as const;
export type JobFormField = (typeof JOB_FORM_FIELDS)[number];
export type JobFormErrors = Partial<Record<JobFormField, string>>;

export const JOB_FORM_MESSAGES = {
  jobTitle: 'Job title is required',
  location: 'Location is required',
  category: 'Please select a category',
  jobType: 'Please select a job type',
  description: 'Job description is required',
  requirements: 'Job requirements are required',
  salaryRequired: 'Both minimum and maximum salary are required',
  salaryNegative: 'Salary cannot be negative',
  salaryOrder: 'Maximum salary must be greater than the minimum salary',
} as const;

/** Every error of the draft, keyed by field; keys follow JOB_FORM_FIELDS order. Empty object = valid. */
export function validateJobForm(draft: JobDraft): JobFormErrors {
  const errors: JobFormErrors = {};
  if (!draft.jobTitle.trim()) errors.jobTitle = JOB_FORM_MESSAGES.jobTitle;
  if (!draft.location.trim()) errors.location = JOB_FORM_MESSAGES.location;
  if (!draft.category) errors.category = JOB_FORM_MESSAGES.category;
  if (!draft.jobType) errors.jobType = JOB_FORM_MESSAGES.jobType;
  if (!draft.description.trim()) errors.description = JOB_FORM_MESSAGES.description;
  if (!draft.requirements.trim()) errors.requirements = JOB_FORM_MESSAGES.requirements;
  const min = parseSalary(draft.salaryMin);
  const max = parseSalary(draft.salaryMax);
  if (Number.isNaN(min) || Number.isNaN(max)) errors.salary = JOB_FORM_MESSAGES.salaryRequired;
  else if (min < 0 || max < 0) errors.salary = JOB_FORM_MESSAGES.salaryNegative;
  else if (min >= max) errors.salary = JOB_FORM_MESSAGES.salaryOrder;
  return errors;
}

export function isJobFormValid(draft: JobDraft): boolean {
  return Object.keys(validateJobForm(draft)).length === 0;
}
