import { CATEGORY_LABELS, JOB_CATEGORIES, JOB_TYPES } from '@portal/contracts/constants';
import { DollarSignIcon, Field, fieldErrorId, Input, MapPinIcon, Select, Textarea } from '@portal/shared-ui';
import { FormField, type PortalForm } from '@portal/shared-ui/form';
import type { JobDraft } from '../lib/job-draft';
import { ScreeningQuestionsEditor } from './screening-questions-editor';

/**
 * The post-job fields, in the order their messages are checked. Each field speaks once it was left, then
 * live; every message shows after a submit attempt. The salary pair shares one message, carried by the
 * maximum: leaving the maximum (or the minimum, once a maximum is typed) checks the pair.
 */
export function JobFormFields({ form }: { form: PortalForm<JobDraft> }) {
  const salaryError = form.errorOf('salaryMax');
  const salaryIds = { min: 'job-salary-min', max: 'job-salary-max', group: 'job-salary' };
  // The minimum has no rule of its own: changing it re-checks the pair once the pair has spoken.
  const recheckPair = () => {
    if (form.getFieldState('salaryMax').isTouched || form.formState.isSubmitted) {
      void form.trigger('salaryMax');
    }
  };

  return (
    <div className="space-y-6">
      <FormField form={form} name="jobTitle" id="job-title" label="Job Title" required>
        {(control) => (
          <Input {...control} type="text" placeholder="e.g. Senior Frontend Developer" maxLength={200} />
        )}
      </FormField>

      <FormField form={form} name="location" id="job-location" label="Location" required>
        {(control) => (
          <Input
            {...control}
            type="text"
            placeholder="e.g. New York, NY"
            maxLength={200}
            leading={<MapPinIcon className="h-5 w-5" />}
          />
        )}
      </FormField>

      <div className="grid gap-6 sm:grid-cols-2">
        <FormField form={form} name="category" id="job-category" label="Category" required>
          {(control) => (
            <Select {...control}>
              <option value="">Select a category</option>
              {JOB_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {CATEGORY_LABELS[category]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField
          form={form}
          name="jobType"
          id="job-type"
          label="Job Type"
          required
          // isRemote is not a field of its own: it is true exactly when the job type is Remote.
          registerOptions={{
            onChange: (event: { target: { value: string } }) =>
              form.setValue('isRemote', event.target.value === 'Remote'),
          }}
        >
          {(control) => (
            <Select {...control}>
              <option value="">Select a job type</option>
              {JOB_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>

      <FormField form={form} name="description" id="job-description" label="Job Description" required>
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            placeholder="Describe the role, responsibilities and what a typical day looks like..."
          />
        )}
      </FormField>

      <FormField form={form} name="requirements" id="job-requirements" label="Job Requirements" required>
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            placeholder="List the skills, experience and qualifications you are looking for..."
          />
        )}
      </FormField>

      <Field
        group
        id={salaryIds.group}
        required
        label={
          <>
            Salary Range <span className="font-normal text-gray-600">(USD per year)</span>
          </>
        }
        error={salaryError}
      >
        {({ 'aria-required': _required, ...group }) => {
          // The inputs carry aria-required themselves: a plain group cannot be required.
          const invalid = salaryError
            ? { 'aria-invalid': true as const, 'aria-describedby': fieldErrorId(salaryIds.group) }
            : {};
          return (
            <div role="group" {...group} className="grid grid-cols-2 gap-3 sm:gap-6">
              <div>
                <label htmlFor={salaryIds.min} className="sr-only">
                  Minimum salary
                </label>
                <Input
                  id={salaryIds.min}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1000}
                  placeholder="Min"
                  aria-required
                  leading={<DollarSignIcon className="h-4 w-4" />}
                  {...invalid}
                  {...form.register('salaryMin', {
                    onChange: recheckPair,
                    onBlur: () => {
                      if (form.getValues('salaryMax').trim()) void form.trigger('salaryMax');
                    },
                  })}
                />
              </div>
              <div>
                <label htmlFor={salaryIds.max} className="sr-only">
                  Maximum salary
                </label>
                <Input
                  id={salaryIds.max}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1000}
                  placeholder="Max"
                  aria-required
                  leading={<DollarSignIcon className="h-4 w-4" />}
                  {...invalid}
                  {...form.register('salaryMax')}
                />
              </div>
            </div>
          );
        }}
      </Field>

      <ScreeningQuestionsEditor form={form} />
    </div>
  );
}
