// The employer's screening questions in the apply review: one control per question (yes or no, one of the
// choices, a number, a short text), checked with the API's rules and words before anything is sent.
import type { ScreeningAnswerBody, ScreeningQuestion } from '@portal/contracts';
import { LIMITS } from '@portal/contracts/constants';
import { checkScreeningAnswer, type ScreeningValue } from '@portal/contracts/rules';
import { Field, Input } from '@portal/shared-ui/field';
import { useId } from 'react';

/** What the seeker typed or picked, by question id ('' when nothing yet). */
export type TypedAnswers = Record<string, string>;

const valueOf = (q: ScreeningQuestion, typed: string | undefined): ScreeningValue | undefined => {
  const text = (typed ?? '').trim();
  if (!text) return undefined;
  return q.type === 'number' ? Number(text) : text;
};

/** Each question's message ('' when its answer fits), by question id. */
export function answerErrors(questions: readonly ScreeningQuestion[], typed: TypedAnswers) {
  return Object.fromEntries(questions.map((q) => [q.id, checkScreeningAnswer(q, valueOf(q, typed[q.id]))]));
}

/** The answers to send: every question answered, as the API takes them. */
export function answersToSend(
  questions: readonly ScreeningQuestion[],
  typed: TypedAnswers,
): ScreeningAnswerBody[] {
  return questions.flatMap((q) => {
    const value = valueOf(q, typed[q.id]);
    return value === undefined ? [] : [{ questionId: q.id, value }];
  });
}

export const screeningControlId = (prefix: string, questionId: string) => `${prefix}-q-${questionId}`;

interface Props {
  questions: readonly ScreeningQuestion[];
  typed: TypedAnswers;
  onChange: (questionId: string, value: string) => void;
  /** Messages to show (after a send attempt), by question id. */
  errors: Record<string, string>;
  /** Prefix of the controls' ids (the dialog's own), so the first invalid one can be focused. */
  idPrefix: string;
}

export function ScreeningAnswers({ questions, typed, onChange, errors, idPrefix }: Props) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-gray-200 p-4">
      <h3 id={headingId} className="text-sm font-semibold text-gray-900">
        Questions from the employer
      </h3>
      <div className="mt-3 space-y-4">
        {questions.map((q) => {
          const id = screeningControlId(idPrefix, q.id);
          const error = errors[q.id] || undefined;
          const value = typed[q.id] ?? '';
          if (q.type === 'yes-no' || q.type === 'choice') {
            const options =
              q.type === 'yes-no'
                ? [
                    { value: 'yes', label: 'Yes' },
                    { value: 'no', label: 'No' },
                  ]
                : (q.choices ?? []).map((c) => ({ value: c, label: c }));
            return (
              <Field
                key={q.id}
                label={q.text}
                id={id}
                group
                required={q.required}
                optional={!q.required}
                error={error}
              >
                {({ 'aria-required': _required, ...group }) => (
                  <div role="radiogroup" {...group} className="flex flex-wrap gap-x-6 gap-y-2">
                    {options.map((option, i) => (
                      <label key={option.value} className="flex items-center gap-2 text-sm text-gray-900">
                        <input
                          type="radio"
                          // The first option carries the group's id, so focusing the question lands on it.
                          id={i === 0 ? `${id}-first` : undefined}
                          name={id}
                          value={option.value}
                          checked={value === option.value}
                          onChange={() => onChange(q.id, option.value)}
                          className="h-4 w-4 border-gray-300 accent-brand-600"
                        />
                        {option.label}
                      </label>
                    ))}
                  </div>
                )}
              </Field>
            );
          }
          return (
            <Field
              key={q.id}
              label={q.text}
              id={id}
              required={q.required}
              optional={!q.required}
              error={error}
            >
              {(control) => (
                <Input
                  {...control}
                  type={q.type === 'number' ? 'number' : 'text'}
                  {...(q.type === 'number' ? { inputMode: 'decimal' as const } : {})}
                  maxLength={q.type === 'text' ? LIMITS.screeningTextAnswerMaxLength : undefined}
                  value={value}
                  onChange={(event) => onChange(q.id, event.target.value)}
                />
              )}
            </Field>
          );
        })}
      </div>
    </section>
  );
}

/** The control to focus for a question: its input, or the first option of its choices. */
export function focusQuestion(idPrefix: string, questionId: string): void {
  const id = screeningControlId(idPrefix, questionId);
  const target = document.getElementById(`${id}-first`) ?? document.getElementById(id);
  target?.focus();
}
