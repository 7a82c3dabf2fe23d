// Screening questions: what makes a question well formed, what makes an answer fit its question, and
// which answers knock a candidate out. The employer's question editor, the seeker's apply review and the
// API all check with these, so each says the same words. Plain functions, as the other rules.
import { LIMITS, SCREENING_TYPES, YES_NO_ANSWERS, type ScreeningType } from './constants.js';

const NUMBER_RANGE = `between -${LIMITS.screeningNumberMax.toLocaleString('en-US')} and ${LIMITS.screeningNumberMax.toLocaleString('en-US')}`;

export const SCREENING_RULE_MESSAGES = {
  tooMany: `A job can have at most ${LIMITS.screeningQuestionsMax} screening questions`,
  textRequired: 'Question text is required',
  textLength: `Question text must be at most ${LIMITS.screeningQuestionMaxLength} characters`,
  typeRequired: 'Please select a question type',
  choicesCount: `Give between 2 and ${LIMITS.screeningChoicesMax} choices`,
  choiceBlank: 'A choice cannot be blank',
  choiceLength: `A choice must be at most ${LIMITS.screeningChoiceMaxLength} characters`,
  choicesDistinct: 'Each choice must differ from the others',
  choicesNotHere: 'Only a question of several choices has choices',
  knockoutNotAnAnswer: "A knock-out answer must be one of the question's answers",
  knockoutEveryAnswer: 'A knock-out cannot rule out every answer',
  knockoutNotHere: 'Only yes-or-no and choice questions have knock-out answers',
  rangeNotHere: 'Only number questions have an accepted range',
  rangeNumber: `An accepted range is numbers ${NUMBER_RANGE}`,
  rangeOrder: 'The lowest accepted number cannot be above the highest',
  questionTwice: 'Each question appears once',
  answerRequired: 'This question needs an answer',
  answerYesNo: 'Answer yes or no',
  answerChoice: 'Pick one of the choices',
  answerNumber: `Enter a number ${NUMBER_RANGE}`,
  answerTextLength: `An answer must be at most ${LIMITS.screeningTextAnswerMaxLength} characters`,
  answerUnknown: 'This job has no such question',
  answerTwice: 'Each question is answered once',
} as const;

/** A question as the employer writes it (the API's body; the editor's fields, numbers parsed). */
export interface ScreeningQuestionFields {
  text: string;
  type: ScreeningType;
  required: boolean;
  /** The answers to pick from: choice questions only. */
  choices?: string[] | undefined;
  /** Answers that rule a candidate out: yes-no ("yes"/"no") and choice questions. */
  knockoutAnswers?: string[] | undefined;
  /** Number questions: an answer below acceptMin or above acceptMax rules a candidate out. */
  acceptMin?: number | null | undefined;
  acceptMax?: number | null | undefined;
}

export const SCREENING_FIELDS = [
  'text',
  'type',
  'choices',
  'knockoutAnswers',
  'acceptMin',
  'acceptMax',
] as const;
export type ScreeningField = (typeof SCREENING_FIELDS)[number];
export type ScreeningErrors = Partial<Record<ScreeningField, string>>;

const M = SCREENING_RULE_MESSAGES;
const isSet = (n: number | null | undefined): n is number => n !== null && n !== undefined;
const inNumberRange = (n: number) => Number.isFinite(n) && Math.abs(n) <= LIMITS.screeningNumberMax;

/** The answers a question can be given, or null when any text or number is one. */
export function answersOf(q: Pick<ScreeningQuestionFields, 'type' | 'choices'>): readonly string[] | null {
  if (q.type === 'yes-no') return YES_NO_ANSWERS;
  if (q.type === 'choice') return (q.choices ?? []).map((c) => c.trim());
  return null;
}

/** Every message of one question, keyed by field; an empty object means it is well formed. */
export function checkScreeningQuestion(q: ScreeningQuestionFields): ScreeningErrors {
  const errors: ScreeningErrors = {};
  const text = q.text.trim();
  if (!text) errors.text = M.textRequired;
  else if (text.length > LIMITS.screeningQuestionMaxLength) errors.text = M.textLength;
  if (!(SCREENING_TYPES as readonly string[]).includes(q.type)) {
    errors.type = M.typeRequired;
    return errors;
  }
  if (q.type === 'choice') {
    const choices = (q.choices ?? []).map((c) => c.trim());
    if (choices.length < 2 || choices.length > LIMITS.screeningChoicesMax) errors.choices = M.choicesCount;
    else if (choices.some((c) => !c)) errors.choices = M.choiceBlank;
    else if (choices.some((c) => c.length > LIMITS.screeningChoiceMaxLength)) errors.choices = M.choiceLength;
    else if (new Set(choices.map((c) => c.toLowerCase())).size !== choices.length)
      errors.choices = M.choicesDistinct;
  } else if (q.choices && q.choices.length > 0) errors.choices = M.choicesNotHere;
  const knockout = q.knockoutAnswers ?? [];
  const answers = answersOf(q);
  if (knockout.length > 0) {
    if (answers === null) errors.knockoutAnswers = M.knockoutNotHere;
    else if (!errors.choices) {
      if (knockout.some((k) => !answers.includes(k.trim()))) errors.knockoutAnswers = M.knockoutNotAnAnswer;
      else if (answers.every((a) => knockout.some((k) => k.trim() === a)))
        errors.knockoutAnswers = M.knockoutEveryAnswer;
    }
  }
  if (isSet(q.acceptMin) || isSet(q.acceptMax)) {
    if (q.type !== 'number') errors.acceptMin = M.rangeNotHere;
    else if (isSet(q.acceptMin) && !inNumberRange(q.acceptMin)) errors.acceptMin = M.rangeNumber;
    else if (isSet(q.acceptMax) && !inNumberRange(q.acceptMax)) errors.acceptMax = M.rangeNumber;
    else if (isSet(q.acceptMin) && isSet(q.acceptMax) && q.acceptMin > q.acceptMax)
      errors.acceptMax = M.rangeOrder;
  }
  return errors;
}

/** An answer as sent: yes-no and choice answers and short texts are text, a number is a number. */
export type ScreeningValue = string | number;

/** Whether an answer was left empty (absent, or blank text). */
export const isUnanswered = (value: ScreeningValue | null | undefined): value is null | undefined | '' =>
  value === null || value === undefined || (typeof value === 'string' && !value.trim());

/** '' when the answer fits the question (or is absent from an optional one), else the message. */
export function checkScreeningAnswer(
  q: Pick<ScreeningQuestionFields, 'type' | 'required' | 'choices'>,
  value: ScreeningValue | null | undefined,
): string {
  if (isUnanswered(value)) return q.required ? M.answerRequired : '';
  switch (q.type) {
    case 'yes-no':
      return typeof value === 'string' && (YES_NO_ANSWERS as readonly string[]).includes(value)
        ? ''
        : M.answerYesNo;
    case 'choice':
      return typeof value === 'string' && answersOf(q)!.includes(value) ? '' : M.answerChoice;
    case 'number':
      return typeof value === 'number' && inNumberRange(value) ? '' : M.answerNumber;
    case 'text':
      return typeof value === 'string' && value.trim().length <= LIMITS.screeningTextAnswerMaxLength
        ? ''
        : M.answerTextLength;
  }
}

/** Whether a (fitting) answer rules the candidate out; an unanswered question never does. */
export function isKnockout(
  q: Pick<ScreeningQuestionFields, 'type' | 'knockoutAnswers' | 'acceptMin' | 'acceptMax'>,
  value: ScreeningValue | null | undefined,
): boolean {
  if (isUnanswered(value)) return false;
  if (q.type === 'number') {
    if (typeof value !== 'number') return false;
    return (isSet(q.acceptMin) && value < q.acceptMin) || (isSet(q.acceptMax) && value > q.acceptMax);
  }
  if (q.type === 'text') return false;
  return typeof value === 'string' && (q.knockoutAnswers ?? []).includes(value);
}
