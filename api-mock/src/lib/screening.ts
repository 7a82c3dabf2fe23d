// Screening questions as the database keeps them (JSON in jobs.screening_questions and
// applications.screening_answers) and the checks the API runs on them with the shared rules: a job's
// questions when it is posted or edited, a candidate's answers when they apply.
import type {
  ScreeningAnswer,
  ScreeningAnswerBody,
  ScreeningQuestion,
  ScreeningQuestionBody,
} from '@portal/contracts';
import { LIMITS } from '@portal/contracts/constants';
import {
  checkScreeningAnswer,
  checkScreeningQuestion,
  isKnockout,
  isUnanswered,
  SCREENING_FIELDS,
  SCREENING_RULE_MESSAGES as M,
} from '@portal/contracts/rules';
import { badRequest } from './errors.js';
import { newId } from './ids.js';

/** A question as stored: its id, the employer's fields trimmed, knock-outs only where they belong. */
export type StoredQuestion = ScreeningQuestion;

/** An answer as stored: the question as asked, the answer, and whether it was a knock-out then. */
export interface StoredAnswer {
  questionId: string;
  question: string;
  type: ScreeningQuestion['type'];
  choices?: string[];
  value: string | number | null;
  knockedOut: boolean;
}

const parse = <T>(json: string | null | undefined): T[] => {
  if (!json) return [];
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? (value as T[]) : [];
};

export const parseQuestions = (json: string | null | undefined): StoredQuestion[] =>
  parse<StoredQuestion>(json);

/** The question without its knock-outs: what anyone but the job's employer reads. */
export function publicQuestion(q: StoredQuestion): ScreeningQuestion {
  return {
    id: q.id,
    text: q.text,
    type: q.type,
    required: q.required,
    ...(q.choices ? { choices: q.choices } : {}),
  };
}

/**
 * The job's questions as sent, checked and trimmed, ready to store. A question keeps its id when the job
 * already has a question with it (its answers stay tied to it); any other gets a new one. Throws a 400
 * naming the question and field (`screeningQuestions.1.choices: …`).
 */
export function checkQuestions(
  body: ScreeningQuestionBody[],
  current: readonly StoredQuestion[],
): StoredQuestion[] {
  if (body.length > LIMITS.screeningQuestionsMax) throw badRequest(`screeningQuestions: ${M.tooMany}`);
  const known = new Set(current.map((q) => q.id));
  const sent = new Set<string>();
  return body.map((q, i) => {
    const errors = checkScreeningQuestion(q);
    const field = SCREENING_FIELDS.find((f) => errors[f]);
    if (field) throw badRequest(`screeningQuestions.${i}.${field}: ${errors[field]}`);
    if (q.id !== undefined) {
      if (sent.has(q.id)) throw badRequest(`screeningQuestions.${i}.id: ${M.questionTwice}`);
      sent.add(q.id);
    }
    const id = q.id !== undefined && known.has(q.id) ? q.id : newId();
    const stored: StoredQuestion = { id, text: q.text.trim(), type: q.type, required: q.required };
    if (q.type === 'choice') stored.choices = q.choices!.map((c) => c.trim());
    const knockout = (q.knockoutAnswers ?? []).map((k) => k.trim());
    if (knockout.length > 0) stored.knockoutAnswers = [...new Set(knockout)];
    if (q.type === 'number') {
      if (q.acceptMin !== undefined) stored.acceptMin = q.acceptMin;
      if (q.acceptMax !== undefined) stored.acceptMax = q.acceptMax;
    }
    return stored;
  });
}

/**
 * The candidate's answers to the job's questions, checked, with the knock-outs evaluated here (never
 * taken from the client). Every question of the job gets a row (null when an optional one is left
 * unanswered). Throws a 400 naming the question (`answers.<questionId>: …`).
 */
export function answerQuestions(
  questions: readonly StoredQuestion[],
  body: readonly ScreeningAnswerBody[],
): { answers: StoredAnswer[]; knockedOut: boolean } {
  const given = new Map<string, ScreeningAnswerBody['value']>();
  for (const a of body) {
    if (!questions.some((q) => q.id === a.questionId))
      throw badRequest(`answers.${a.questionId}: ${M.answerUnknown}`);
    if (given.has(a.questionId)) throw badRequest(`answers.${a.questionId}: ${M.answerTwice}`);
    given.set(a.questionId, a.value);
  }
  const answers = questions.map((q): StoredAnswer => {
    const raw = given.get(q.id);
    const message = checkScreeningAnswer(q, raw);
    if (message) throw badRequest(`answers.${q.id}: ${message}`);
    const value = isUnanswered(raw) ? null : typeof raw === 'string' ? raw.trim() : raw;
    return {
      questionId: q.id,
      question: q.text,
      type: q.type,
      ...(q.choices ? { choices: q.choices } : {}),
      value,
      knockedOut: isKnockout(q, value),
    };
  });
  return { answers, knockedOut: answers.some((a) => a.knockedOut) };
}

/** The stored answers for a reader: the job's employer sees the knock-outs, the candidate does not. */
export function answersFor(json: string, employerView: boolean): ScreeningAnswer[] {
  return parse<StoredAnswer>(json).map(({ knockedOut, ...answer }) =>
    employerView ? { ...answer, knockedOut } : answer,
  );
}
