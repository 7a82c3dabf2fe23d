import type { ScreeningAnswer } from '@portal/contracts';
import { Badge, TYPE } from '@portal/shared-ui';
import { useId } from 'react';

/** How an answer reads: yes and no capitalised, numbers as numbers, nothing as "Not answered". */
function answerText(answer: ScreeningAnswer): string {
  if (answer.value === null) return 'Not answered';
  if (answer.type === 'yes-no') return answer.value === 'yes' ? 'Yes' : 'No';
  return String(answer.value);
}

/**
 * The candidate's answers to the job's screening questions, each with the question as it was asked when
 * they applied (editing the questions since changes none of it), knock-outs marked.
 */
export function ScreeningAnswers({ answers }: { answers: readonly ScreeningAnswer[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-gray-200 pt-6">
      <h3 id={headingId} className={TYPE.sectionTitle}>
        Screening answers
      </h3>
      <dl className="mt-3 space-y-3">
        {answers.map((answer) => (
          <div key={answer.questionId}>
            <dt className="text-sm text-gray-700">{answer.question}</dt>
            <dd className="mt-0.5 flex flex-wrap items-center gap-2 font-medium text-gray-900">
              <span className="wrap-anywhere">{answerText(answer)}</span>
              {answer.knockedOut && <Badge tone="red">Knock-out</Badge>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The mark of a candidate one of whose answers was a knock-out. */
export function KnockedOutBadge() {
  return <Badge tone="red">Knocked out</Badge>;
}
