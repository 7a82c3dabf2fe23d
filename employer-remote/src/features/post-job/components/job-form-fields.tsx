import {
  CATEGORY_LABELS,
  JOB_CATEGORIES,
  JOB_TYPES,
  type JobCategory,
  type JobType,
} from '@portal/contracts/constants';
import { DollarSignIcon, MapPinIcon } from '@portal/shared-ui';
import { fieldAria, FieldError, FormField, inputClass } from '../../../components';
import type { JobFormState } from '../hooks/use-job-form';

/** The post-job fields (SPEC §2 Post-jobs). Ids double as focus targets after a failed submit. */
export const FIELD_IDS = {
  jobTitle: 'job-title',
  location: 'job-location',
  category: 'job-category',
  jobType: 'job-type',
  description: 'job-description',
  requirements: 'job-requirements',
  salary: 'job-salary-min',
} as const;

export function JobFormFields({ form }: { form: JobFormState }) {
  const { draft, visibleErrors: e, setField, touch } = form;
  const salaryError = e.salary;
  const salaryAria = salaryError
    ? { 'aria-invalid': true as const, 'aria-describedby': 'job-salary-error' }
    : { 'aria-invalid': false as const };

  return (
    <div className="space-y-6">
      <FormField id={FIELD_IDS.jobTitle} label="Job Title" required error={e.jobTitle}>
        <input
          id={FIELD_IDS.jobTitle}
          type="text"
          className={inputClass}
          placeholder="e.g. Senior Frontend Developer"
          value={draft.jobTitle}
          onChange={(ev) => setField('jobTitle', ev.target.value)}
          onBlur={() => touch('jobTitle')}
          required
          maxLength={200}
          {...fieldAria(FIELD_IDS.jobTitle, e.jobTitle)}
        />
      </FormField>

      <FormField id={FIELD_IDS.location} label="Location" required error={e.location}>
        <div className="relative">
          <MapPinIcon className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-gray-500" />
          <input
            id={FIELD_IDS.location}
            type="text"
            className={`${inputClass} pl-10`}
            placeholder="e.g. New York, NY"
            value={draft.location}
            onChange={(ev) => setField('location', ev.target.value)}
            onBlur={() => touch('location')}
            required
            maxLength={200}
            {...fieldAria(FIELD_IDS.location, e.location)}
          />
        </div>
      </FormField>

      <div className="grid gap-6 sm:grid-cols-2">
        <FormField id={FIELD_IDS.category} label="Category" required error={e.category}>
          <select
            id={FIELD_IDS.category}
            className={inputClass}
            value={draft.category}
            onChange={(ev) => setField('category', ev.target.value as JobCategory | '')}
            onBlur={() => touch('category')}
            required
            {...fieldAria(FIELD_IDS.category, e.category)}
          >
            <option value="">Select a category</option>
            {JOB_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_LABELS[category]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={FIELD_IDS.jobType} label="Job Type" required error={e.jobType}>
          <select
            id={FIELD_IDS.jobType}
            className={inputClass}
            value={draft.jobType}
            onChange={(ev) => setField('jobType', ev.target.value as JobType | '')}
            onBlur={() => touch('jobType')}
            required
            {...fieldAria(FIELD_IDS.jobType, e.jobType)}
          >
            <option value="">Select a job type</option>
            {JOB_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </FormField>
      </div>

      <FormField id={FIELD_IDS.description} label="Job Description" required error={e.description}>
        <textarea
          id={FIELD_IDS.description}
          rows={6}
          className={inputClass}
          placeholder="Describe the role, responsibilities and what a typical day looks like..."
          value={draft.description}
          onChange={(ev) => setField('description', ev.target.value)}
          onBlur={() => touch('description')}
          required
          {...fieldAria(FIELD_IDS.description, e.description)}
        />
      </FormField>

      <FormField id={FIELD_IDS.requirements} label="Job Requirements" required error={e.requirements}>
        <textarea
          id={FIELD_IDS.requirements}
          rows={6}
          className={inputClass}
          placeholder="List the skills, experience and qualifications you are looking for..."
          value={draft.requirements}
          onChange={(ev) => setField('requirements', ev.target.value)}
          onBlur={() => touch('requirements')}
          required
          {...fieldAria(FIELD_IDS.requirements, e.requirements)}
        />
      </FormField>

      <fieldset>
        <legend className="mb-1.5 block text-sm font-medium text-gray-800">
          Salary Range
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
          <span className="ml-1 font-normal text-gray-600">(USD per year)</span>
        </legend>
        <div className="grid grid-cols-2 gap-3 sm:gap-6">
          {(
            [
              ['salaryMin', 'job-salary-min', 'Minimum salary', 'Min'],
              ['salaryMax', 'job-salary-max', 'Maximum salary', 'Max'],
            ] as const
          ).map(([field, id, label, placeholder]) => (
            <div key={field}>
              <label htmlFor={id} className="sr-only">
                {label}
              </label>
              <div className="relative">
                <DollarSignIcon className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-gray-500" />
                <input
                  id={id}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1000}
                  className={`${inputClass} pl-9`}
                  placeholder={placeholder}
                  value={draft[field]}
                  onChange={(ev) => setField(field, ev.target.value)}
                  onBlur={() => {
                    if (field === 'salaryMax' || draft.salaryMax.trim()) touch('salary');
                  }}
                  required
                  {...salaryAria}
                />
              </div>
            </div>
          ))}
        </div>
        <FieldError id="job-salary-error" error={salaryError} />
      </fieldset>
    </div>
  );
}
