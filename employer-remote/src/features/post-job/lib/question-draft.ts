// The screening questions of the post-job form: how the editor holds one (choices as typed, one per line;
// numbers as typed), and the conversions to and from the API's questions. The checks are the shared rules
// (`@portal/contracts/rules`), the words the API answers with.
import type { ScreeningQuestionBody } from '@portal/contracts';
import { LIMITS, type ScreeningType } from '@portal/contracts/constants';
import {
  answersOf,
  checkScreeningQuestion,
  SCREENING_FIELDS,
  SCREENING_RULE_MESSAGES,
  type ScreeningErrors,
} from '@portal/contracts/rules';

export interface QuestionDraft {
  /** The job's own question being edited (its answers stay tied to it); absent for a new one. */
  id?: string;
  text: string;
  type: ScreeningType;
  required: boolean;
  /** A choice question's answers as typed, one per line. */
  choices: string;
  /** Yes-no and choice questions: the answers that rule a candidate out. */
  knockoutAnswers: string[];
  /** Number questions: the accepted range as typed ('' for no bound). */
  acceptMin: string;
  acceptMax: string;
}

export const NEW_QUESTION: QuestionDraft = {
  text: '',
  type: 'yes-no',
  required: true,
  choices: '',
  knockoutAnswers: [],
  acceptMin: '',
  acceptMax: '',
};

export const MAX_QUESTIONS = LIMITS.screeningQuestionsMax;

/** The choices of the draft, one per non-empty line, trimmed. */
export const choiceLines = (choices: string): string[] =>
  choices
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const bound = (typed: string): number | undefined => (typed.trim() === '' ? undefined : Number(typed));

/**
 * The question as the API takes it. Knock-outs that no longer belong (a choice since removed, or left from
 * another type) are dropped, as the editor no longer shows them.
 */
export function draftToQuestion(q: QuestionDraft): ScreeningQuestionBody {
  const body: ScreeningQuestionBody = { text: q.text.trim(), type: q.type, required: q.required };
  if (q.id) body.id = q.id;
  if (q.type === 'choice') body.choices = choiceLines(q.choices);
  const answers = answersOf({ type: q.type, choices: body.choices });
  if (answers) {
    const knockout = q.knockoutAnswers.filter((k) => answers.includes(k));
    if (knockout.length > 0) body.knockoutAnswers = knockout;
  }
  if (q.type === 'number') {
    const min = bound(q.acceptMin);
    const max = bound(q.acceptMax);
    if (min !== undefined) body.acceptMin = min;
    if (max !== undefined) body.acceptMax = max;
  }
  return body;
}

/** The job's question in the editor (edit mode keeps its id; a copy is a new job with new questions). */
export function questionToDraft(q: ScreeningQuestionBody, keepId: boolean): QuestionDraft {
  return {
    ...(keepId && q.id ? { id: q.id } : {}),
    text: q.text,
    type: q.type,
    required: q.required,
    choices: (q.choices ?? []).join('\n'),
    knockoutAnswers: q.knockoutAnswers ?? [],
    acceptMin: q.acceptMin === undefined ? '' : String(q.acceptMin),
    acceptMax: q.acceptMax === undefined ? '' : String(q.acceptMax),
  };
}

/** Every message of one question, keyed by the rules' fields; empty when it is well formed. */
export function checkQuestionDraft(q: QuestionDraft): ScreeningErrors {
  return checkScreeningQuestion(draftToQuestion(q));
}

/** The first message of the questions ("Question 2: Give between 2 and 10 choices"), or ''. */
export function checkQuestionDrafts(questions: readonly QuestionDraft[]): string {
  if (questions.length > MAX_QUESTIONS) return SCREENING_RULE_MESSAGES.tooMany;
  for (const [i, q] of questions.entries()) {
    const errors = checkQuestionDraft(q);
    const field = SCREENING_FIELDS.find((f) => errors[f]);
    if (field) return `Question ${i + 1}: ${errors[field]}`;
  }
  return '';
}
