import { CATEGORY_LABELS } from '@portal/contracts/constants';
import {
  Badge,
  BriefcaseIcon,
  ClockIcon,
  formatSalaryPerYear,
  jobTypeTone,
  MapPinIcon,
} from '@portal/shared-ui';
import { SCREENING_TYPE_LABELS } from '@portal/contracts/constants';
import { parseSalary, type JobDraft } from '../lib/job-draft';
import { draftToQuestion } from '../lib/question-draft';

/** How the job will read once posted: dated "Posted today", salaries in $ (the only currency). */
export function JobPreview({ draft, companyName }: { draft: JobDraft; companyName?: string | undefined }) {
  const min = parseSalary(draft.salaryMin);
  const max = parseSalary(draft.salaryMax);
  const questions = (draft.questions ?? []).map(draftToQuestion);
  return (
    <article className="space-y-6" aria-labelledby="job-preview-title">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <BriefcaseIcon className="h-7 w-7" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id="job-preview-title" className="text-xl font-bold break-words text-gray-900 sm:text-2xl">
            {draft.jobTitle.trim()}
          </h3>
          {companyName && <p className="text-gray-700">{companyName}</p>}
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-gray-700">
            <span className="inline-flex items-center gap-1">
              <MapPinIcon className="h-4 w-4" />
              {draft.location.trim()}
            </span>
            <span className="inline-flex items-center gap-1">
              <ClockIcon className="h-4 w-4" />
              Posted today
            </span>
            {draft.category && <Badge tone="gray">{CATEGORY_LABELS[draft.category]}</Badge>}
            {draft.jobType && <Badge tone={jobTypeTone(draft.jobType)}>{draft.jobType}</Badge>}
            {draft.isRemote && draft.jobType !== 'Remote' && <Badge tone="green">Remote</Badge>}
          </div>
        </div>
      </div>

      <div className="rounded-xl bg-green-50 p-4">
        <p className="text-sm font-medium text-green-800">Compensation</p>
        <p className="text-lg font-semibold text-green-900">{formatSalaryPerYear(min, max)}</p>
      </div>

      <section>
        <h4 className="mb-2 text-lg font-semibold text-gray-900">Job Description</h4>
        <p className="whitespace-pre-line text-gray-700">{draft.description.trim()}</p>
      </section>
      <section>
        <h4 className="mb-2 text-lg font-semibold text-gray-900">Requirements</h4>
        <p className="whitespace-pre-line text-gray-700">{draft.requirements.trim()}</p>
      </section>
      {questions.length > 0 && (
        <section>
          <h4 className="mb-2 text-lg font-semibold text-gray-900">Screening questions</h4>
          <ol className="list-decimal space-y-1 pl-5 text-gray-700">
            {questions.map((q, i) => (
              <li key={i}>
                {q.text}{' '}
                <span className="text-sm text-gray-600">
                  ({SCREENING_TYPE_LABELS[q.type]}
                  {q.required ? ', required' : ''}
                  {q.knockoutAnswers || q.acceptMin !== undefined || q.acceptMax !== undefined
                    ? ', with a knock-out'
                    : ''}
                  )
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}
    </article>
  );
}
