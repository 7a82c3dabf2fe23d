import { SCREENING_TYPE_LABELS, SCREENING_TYPES, type ScreeningType } from '@portal/contracts/constants';
import type { ScreeningField } from '@portal/contracts/rules';
import { Button, Field, fieldErrorId, Input, PlusIcon, Select, Textarea, TrashIcon } from '@portal/shared-ui';
import type { PortalForm } from '@portal/shared-ui/form';
import { useState } from 'react';
import type { JobDraft } from '../lib/job-draft';
import {
  checkQuestionDraft,
  choiceLines,
  MAX_QUESTIONS,
  NEW_QUESTION,
  type QuestionDraft,
} from '../lib/question-draft';

export const SCREENING_TEXT = {
  heading: 'Screening questions',
  intro: `Up to ${MAX_QUESTIONS} questions candidates answer when they apply. A knock-out answer flags the candidate in your pipeline; candidates are not told which answers are knock-outs.`,
  add: 'Add a question',
  full: `A job can have at most ${MAX_QUESTIONS} screening questions.`,
} as const;

/**
 * The job's screening questions: add, edit and remove, each with its answer type, whether it must be
 * answered, and its knock-out (an answer, some choices, or the accepted range of a number). A question's
 * messages show once one of its fields was left, and all of them after a submit attempt.
 */
export function ScreeningQuestionsEditor({ form }: { form: PortalForm<JobDraft> }) {
  const questions = form.watch('questions') ?? [];
  // Fields left, per question position ("2.text"); a removed question takes its own with it.
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const submitted = form.formState.submitCount > 0;

  const write = (next: QuestionDraft[]) =>
    form.setValue('questions', next, { shouldDirty: true, shouldValidate: submitted });
  const change = (index: number, patch: Partial<QuestionDraft>) =>
    write(questions.map((q, i) => (i === index ? { ...q, ...patch } : q)));
  const remove = (index: number) => {
    write(questions.filter((_, i) => i !== index));
    setLeft(new Set());
  };
  const leave = (index: number, field: ScreeningField) =>
    setLeft((done) => new Set(done).add(`${index}.${field}`));

  return (
    <section aria-labelledby="screening-heading" className="space-y-4 border-t border-gray-200 pt-6">
      <div>
        <h2 id="screening-heading" className="text-lg font-semibold text-gray-900">
          {SCREENING_TEXT.heading} <span className="text-sm font-normal text-gray-600">(optional)</span>
        </h2>
        <p className="mt-1 text-sm text-gray-700">{SCREENING_TEXT.intro}</p>
      </div>
      {questions.map((question, index) => (
        <QuestionFields
          key={index}
          index={index}
          question={question}
          errors={checkQuestionDraft(question)}
          shows={(field) => submitted || left.has(`${index}.${field}`)}
          onChange={(patch) => change(index, patch)}
          onLeave={(field) => leave(index, field)}
          onRemove={() => remove(index)}
        />
      ))}
      {questions.length < MAX_QUESTIONS ? (
        <Button variant="secondary" size="sm" onClick={() => write([...questions, { ...NEW_QUESTION }])}>
          <PlusIcon className="h-4 w-4" />
          {SCREENING_TEXT.add}
        </Button>
      ) : (
        <p className="text-sm text-gray-700">{SCREENING_TEXT.full}</p>
      )}
    </section>
  );
}

/** The two ends of a number question's accepted range. */
const RANGE_ENDS = [
  { field: 'acceptMin', label: 'Lowest accepted number', hint: 'A lower answer is a knock-out.' },
  { field: 'acceptMax', label: 'Highest accepted number', hint: 'A higher answer is a knock-out.' },
] as const;

interface QuestionFieldsProps {
  index: number;
  question: QuestionDraft;
  errors: Partial<Record<ScreeningField, string>>;
  shows: (field: ScreeningField) => boolean;
  onChange: (patch: Partial<QuestionDraft>) => void;
  onLeave: (field: ScreeningField) => void;
  onRemove: () => void;
}

function QuestionFields({
  index,
  question,
  errors,
  shows,
  onChange,
  onLeave,
  onRemove,
}: QuestionFieldsProps) {
  const n = index + 1;
  const id = (field: string) => `question-${n}-${field}`;
  const error = (field: ScreeningField) => (shows(field) ? errors[field] : undefined);
  // The form focuses the first control named after a field with a message, in page order: an invalid
  // question's control answers to "questions", the form's field for all of them.
  const named = (field: ScreeningField) => (errors[field] ? { name: 'questions' } : {});
  const choices = choiceLines(question.choices);
  const toggleKnockout = (answer: string, on: boolean) =>
    onChange({
      knockoutAnswers: on
        ? [...question.knockoutAnswers, answer]
        : question.knockoutAnswers.filter((a) => a !== answer),
    });

  return (
    <fieldset className="space-y-4 rounded-lg border border-gray-200 p-4">
      <legend className="px-1 text-sm font-semibold text-gray-900">Question {n}</legend>
      <Field label="Question" id={id('text')} required error={error('text')}>
        {(control) => (
          <Input
            {...control}
            {...named('text')}
            type="text"
            maxLength={300}
            placeholder="e.g. Are you authorised to work in this country?"
            value={question.text}
            onChange={(event) => onChange({ text: event.target.value })}
            onBlur={() => onLeave('text')}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
        <Field label="Answer type" id={id('type')} error={error('type')}>
          {(control) => (
            <Select
              {...control}
              value={question.type}
              onChange={(event) => onChange({ type: event.target.value as ScreeningType })}
            >
              {SCREENING_TYPES.map((type) => (
                <option key={type} value={type}>
                  {SCREENING_TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <label className="flex items-center gap-2 py-2 text-sm text-gray-900">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-gray-300 accent-brand-600"
            checked={question.required}
            onChange={(event) => onChange({ required: event.target.checked })}
          />
          Candidates must answer
        </label>
      </div>

      {question.type === 'choice' && (
        <Field
          label="Choices"
          id={id('choices')}
          required
          hint="One per line, 2 to 10."
          error={error('choices')}
        >
          {(control) => (
            <Textarea
              {...control}
              {...named('choices')}
              rows={4}
              value={question.choices}
              onChange={(event) => onChange({ choices: event.target.value })}
              onBlur={() => onLeave('choices')}
            />
          )}
        </Field>
      )}

      {question.type === 'yes-no' && (
        <Field label="Knock-out answer" id={id('knockout')} optional error={error('knockoutAnswers')}>
          {(control) => (
            <Select
              {...control}
              {...named('knockoutAnswers')}
              value={question.knockoutAnswers[0] ?? ''}
              onChange={(event) =>
                onChange({ knockoutAnswers: event.target.value ? [event.target.value] : [] })
              }
            >
              <option value="">None</option>
              <option value="yes">Yes</option>
              <option value="no">No</option>
            </Select>
          )}
        </Field>
      )}

      {question.type === 'choice' && choices.length > 0 && (
        <fieldset aria-describedby={errors.knockoutAnswers ? fieldErrorId(id('knockout')) : undefined}>
          <legend className="text-sm font-medium text-gray-900">
            Knock-out answers <span className="font-normal text-gray-600">(optional)</span>
          </legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {choices.map((choice) => (
              <label key={choice} className="flex items-center gap-2 text-sm text-gray-900">
                <input
                  type="checkbox"
                  className="h-4 w-4 rounded border-gray-300 accent-brand-600"
                  checked={question.knockoutAnswers.includes(choice)}
                  onChange={(event) => toggleKnockout(choice, event.target.checked)}
                />
                {choice}
              </label>
            ))}
          </div>
          {errors.knockoutAnswers && (
            <p id={fieldErrorId(id('knockout'))} className="mt-1 text-sm text-red-700">
              {errors.knockoutAnswers}
            </p>
          )}
        </fieldset>
      )}

      {question.type === 'number' && (
        <div className="grid gap-4 sm:grid-cols-2">
          {RANGE_ENDS.map((end) => (
            <Field
              key={end.field}
              label={end.label}
              id={id(end.field)}
              optional
              hint={end.hint}
              error={error(end.field)}
            >
              {(control) => (
                <Input
                  {...control}
                  {...named(end.field)}
                  type="number"
                  value={question[end.field]}
                  onChange={(event) => onChange({ [end.field]: event.target.value })}
                  onBlur={() => onLeave(end.field)}
                />
              )}
            </Field>
          ))}
        </div>
      )}

      <div className="flex justify-end">
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove question ${n}`}>
          <TrashIcon className="h-4 w-4" />
          Remove
        </Button>
      </div>
    </fieldset>
  );
}
