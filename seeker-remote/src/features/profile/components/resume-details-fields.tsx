import type { EducationEntry, ExperienceEntry, UpdateProfileBody, User } from '@portal/contracts';
import { JOB_TYPES } from '@portal/contracts/constants';
import { checkProfileFields, PROFILE_LIMITS } from '@portal/contracts/rules';
import { Button, ButtonLink } from '@portal/shared-ui/button';
import { Field, Input, Select, Textarea } from '@portal/shared-ui/field';
import { PlusIcon, TrashIcon } from '@portal/shared-ui/icons';
import { get, useFieldArray, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { ProfileValues, ResumeDetailsValues } from './profile-values';

const splitSkills = (text: string) => text.split(',');

/** The user's résumé details as the form starts with them. */
export function resumeDetailsOf(user: User): ResumeDetailsValues {
  return {
    headline: user.headline,
    skills: user.skills.join(', '),
    desiredLocation: user.desiredLocation,
    desiredType: user.desiredType,
    openToRemote: user.openToRemote,
    summary: user.summary,
    experience: user.experience,
    education: user.education,
  };
}

/** The résumé details as the profile update sends them (skills split on commas). */
export function resumeDetailsBody(values: ResumeDetailsValues): Partial<UpdateProfileBody> {
  return {
    headline: values.headline,
    skills: splitSkills(values.skills),
    desiredLocation: values.desiredLocation,
    desiredType: values.desiredType as UpdateProfileBody['desiredType'],
    openToRemote: values.openToRemote,
    summary: values.summary,
    experience: values.experience,
    education: values.education,
  };
}

/**
 * The shared rules (`checkProfileFields`, the API's too) as react-hook-form errors: their messages are keyed
 * by path ("experience.0.company"), react-hook-form wants them nested like the values.
 */
export function resumeDetailsErrors(values: ResumeDetailsValues): Record<string, unknown> {
  const messages = checkProfileFields({ ...values, skills: splitSkills(values.skills) });
  const errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(messages)) {
    const keys = path.split('.');
    let node = errors;
    keys.slice(0, -1).forEach((key, i) => {
      node[key] ??= /^\d+$/.test(keys[i + 1]!) ? [] : {};
      node = node[key] as Record<string, unknown>;
    });
    node[keys.at(-1)!] = { type: 'rule', message };
  }
  return errors;
}

/** The message at `path` ("experience.0.title"), if any. */
export const errorAt = (errors: FieldErrors, path: string): string | undefined => {
  // react-hook-form's `get` is untyped: read the message only when there is one.
  const node = get<unknown>(errors, path);
  return typeof node === 'object' && node !== null && 'message' in node && typeof node.message === 'string'
    ? node.message
    : undefined;
};

const NEW_EXPERIENCE: ExperienceEntry = { title: '', company: '', start: '', end: '', description: '' };
const NEW_EDUCATION: EducationEntry = { school: '', degree: '', start: '', end: '' };

/**
 * What matching and the résumé builder read: headline, skills, where and what kind of job, and the résumé's
 * sections (summary, experience, education), as a section of the profile form (saved with it, by its Save).
 */
export function ResumeDetailsFields({ form }: { form: UseFormReturn<ProfileValues> }) {
  const experience = useFieldArray({ control: form.control, name: 'experience' });
  const education = useFieldArray({ control: form.control, name: 'education' });
  const error = (path: string) => errorAt(form.formState.errors, path);
  const { register } = form;

  const month = (path: string, label: string) => (
    <Field
      label={label}
      hint={path.endsWith('end') ? 'Empty while it goes on' : undefined}
      error={error(path)}
    >
      {(control) => (
        <Input {...control} {...register(path as 'headline')} type="month" placeholder="2021-09" />
      )}
    </Field>
  );

  return (
    <section aria-labelledby="resume-details" className="space-y-5 border-t border-gray-100 p-5 sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="resume-details" className="text-lg font-semibold text-gray-900">
          Matching and resume
        </h2>
        <ButtonLink as={Link} to="/resume" variant="secondary" size="sm">
          View printable resume
        </ButtonLink>
      </div>
      <Field label="Headline" optional hint="One line employers see first" error={error('headline')}>
        {(control) => (
          <Input {...control} {...register('headline')} placeholder="Frontend developer, 5 years of React" />
        )}
      </Field>
      <Field
        label="Skills"
        optional
        hint={`Separate them with commas (at most ${PROFILE_LIMITS.skills})`}
        error={error('skills')}
      >
        {(control) => <Input {...control} {...register('skills')} placeholder="React, TypeScript, SQL" />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Desired location" optional error={error('desiredLocation')}>
          {(control) => <Input {...control} {...register('desiredLocation')} placeholder="Berlin" />}
        </Field>
        <Field label="Desired job type" optional error={error('desiredType')}>
          {(control) => (
            <Select {...control} {...register('desiredType')}>
              <option value="">Any</option>
              {JOB_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm text-gray-900">
        <input type="checkbox" className="h-4 w-4 rounded border-gray-300" {...register('openToRemote')} />
        Open to remote work
      </label>
      <Field label="Summary" optional error={error('summary')}>
        {(control) => <Textarea {...control} {...register('summary')} rows={4} />}
      </Field>

      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-gray-900">Experience</legend>
        {error('experience') && <p className="text-sm text-red-700">{error('experience')}</p>}
        {experience.fields.map((entry, i) => (
          <fieldset key={entry.id} className="space-y-3 rounded-lg border border-gray-200 p-4">
            <legend className="px-1 text-sm font-medium text-gray-700">Job {i + 1}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field label="Job title" required error={error(`experience.${i}.title`)}>
                {(control) => <Input {...control} {...register(`experience.${i}.title`)} />}
              </Field>
              <Field label="Company" required error={error(`experience.${i}.company`)}>
                {(control) => <Input {...control} {...register(`experience.${i}.company`)} />}
              </Field>
              {month(`experience.${i}.start`, 'Start')}
              {month(`experience.${i}.end`, 'End')}
            </div>
            <Field label="What you did" optional error={error(`experience.${i}.description`)}>
              {(control) => <Textarea {...control} {...register(`experience.${i}.description`)} rows={3} />}
            </Field>
            <Button variant="ghost" size="sm" onClick={() => experience.remove(i)}>
              <TrashIcon className="h-4 w-4" /> Remove job {i + 1}
            </Button>
          </fieldset>
        ))}
        {experience.fields.length < PROFILE_LIMITS.entries && (
          <Button variant="secondary" size="sm" onClick={() => experience.append(NEW_EXPERIENCE)}>
            <PlusIcon className="h-4 w-4" /> Add experience
          </Button>
        )}
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-base font-semibold text-gray-900">Education</legend>
        {error('education') && <p className="text-sm text-red-700">{error('education')}</p>}
        {education.fields.map((entry, i) => (
          <fieldset key={entry.id} className="space-y-3 rounded-lg border border-gray-200 p-4">
            <legend className="px-1 text-sm font-medium text-gray-700">School {i + 1}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field label="School" required error={error(`education.${i}.school`)}>
                {(control) => <Input {...control} {...register(`education.${i}.school`)} />}
              </Field>
              <Field label="Degree" optional error={error(`education.${i}.degree`)}>
                {(control) => <Input {...control} {...register(`education.${i}.degree`)} />}
              </Field>
              {month(`education.${i}.start`, 'Start')}
              {month(`education.${i}.end`, 'End')}
            </div>
            <Button variant="ghost" size="sm" onClick={() => education.remove(i)}>
              <TrashIcon className="h-4 w-4" /> Remove school {i + 1}
            </Button>
          </fieldset>
        ))}
        {education.fields.length < PROFILE_LIMITS.entries && (
          <Button variant="secondary" size="sm" onClick={() => education.append(NEW_EDUCATION)}>
            <PlusIcon className="h-4 w-4" /> Add education
          </Button>
        )}
      </fieldset>
    </section>
  );
}
