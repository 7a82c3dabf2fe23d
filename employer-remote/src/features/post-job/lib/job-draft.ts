// The post-job form's values and their conversions to and from the API's job payload. The product's draft
// names the title `jobTitle`, carries an `isRemote` flag (true exactly when the job type is Remote) and a
// currency that is only ever usd (shown as $); the API's payload has neither.
import type { Job, JobBody, ScreeningQuestionBody } from '@portal/contracts';
import type { JobCategory, JobType } from '@portal/contracts/constants';
import { parseSalary } from '@portal/contracts/rules';
import { draftToQuestion, questionToDraft, type QuestionDraft } from './question-draft';

export interface JobDraft {
  jobTitle: string;
  location: string;
  category: JobCategory | '';
  jobType: JobType | '';
  description: string;
  requirements: string;
  /** Kept as typed (number inputs give strings); parsed as integers when validated and sent. */
  salaryMin: string;
  salaryMax: string;
  /** Always equal to `jobType === 'Remote'` (set by choosing the Remote job type). */
  isRemote: boolean;
  currency: 'usd';
  /** Screening questions asked when applying, in order (a draft kept before they existed has none). */
  questions?: QuestionDraft[];
}

export const EMPTY_DRAFT: JobDraft = {
  jobTitle: '',
  location: '',
  category: '',
  jobType: '',
  description: '',
  requirements: '',
  salaryMin: '',
  salaryMax: '',
  isRemote: false,
  currency: 'usd',
  questions: [],
};

/** Parses a salary input the way the rules compare it: an integer, or NaN when blank or not a number. */
export { parseSalary };

/** Payload of POST /api/jobs and PUT /api/jobs/:id. Call only with a draft that validates. */
export function draftToJobBody(draft: JobDraft): JobBody {
  if (draft.category === '' || draft.jobType === '') throw new Error('draftToJobBody needs a valid draft');
  return {
    title: draft.jobTitle.trim(),
    location: draft.location.trim(),
    category: draft.category,
    type: draft.jobType,
    description: draft.description.trim(),
    requirements: draft.requirements.trim(),
    salaryMin: parseSalary(draft.salaryMin),
    salaryMax: parseSalary(draft.salaryMax),
    screeningQuestions: (draft.questions ?? []).map(draftToQuestion),
  };
}

/**
 * The form prefilled from an existing job: edit mode keeps the questions' ids (the answers given stay
 * tied to them); a copy posted as a new job asks the same questions afresh.
 */
export function jobToDraft(
  job: Pick<Job, Exclude<keyof JobBody, 'screeningQuestions'>> & {
    screeningQuestions?: ScreeningQuestionBody[] | undefined;
  },
  keepQuestionIds = true,
): JobDraft {
  return {
    jobTitle: job.title,
    location: job.location,
    category: job.category,
    jobType: job.type,
    description: job.description,
    requirements: job.requirements,
    salaryMin: String(job.salaryMin),
    salaryMax: String(job.salaryMax),
    isRemote: job.type === 'Remote',
    currency: 'usd',
    questions: (job.screeningQuestions ?? []).map((q) => questionToDraft(q, keepQuestionIds)),
  };
}
