import { describe, expect, it } from 'vitest';
import { draftToJobBody, EMPTY_DRAFT, jobToDraft, type JobDraft } from './job-draft';
import { SCREENING_RULE_MESSAGES } from '@portal/contracts/rules';
import { checkQuestionDrafts, NEW_QUESTION, type QuestionDraft } from './question-draft';
import { isJobFormValid, JOB_FORM_RULES, validateJobForm } from './validate-job-form';

const valid: JobDraft = {
  ...EMPTY_DRAFT,
  jobTitle: 'Senior Engineer',
  location: 'Berlin',
  category: 'Engineering',
  jobType: 'Full-Time',
  description: 'Build things',
  requirements: 'Know things',
  salaryMin: '50000',
  salaryMax: '80000',
};

describe('validateJobForm', () => {
  it("reports every message in the product's order for an empty draft (location checked too)", () => {
    expect(Object.values(validateJobForm(EMPTY_DRAFT))).toEqual([
      'Job title is required',
      'Location is required',
      'Please select a category',
      'Please select a job type',
      'Job description is required',
      'Job requirements are required',
      'Both minimum and maximum salary are required',
    ]);
  });

  it('accepts a complete draft', () => {
    expect(validateJobForm(valid)).toEqual({});
    expect(isJobFormValid(valid)).toBe(true);
  });

  it('treats blank-after-trim text as missing', () => {
    const errors = validateJobForm({
      ...valid,
      jobTitle: '   ',
      location: '\t',
      description: ' ',
      requirements: '\n',
    });
    expect(errors).toEqual({
      jobTitle: 'Job title is required',
      location: 'Location is required',
      description: 'Job description is required',
      requirements: 'Job requirements are required',
    });
  });

  it('needs both salaries', () => {
    expect(validateJobForm({ ...valid, salaryMin: '' }).salary).toBe(
      'Both minimum and maximum salary are required',
    );
    expect(validateJobForm({ ...valid, salaryMax: '' }).salary).toBe(
      'Both minimum and maximum salary are required',
    );
  });

  it('needs max > min, compared as integers', () => {
    const message = 'Maximum salary must be greater than the minimum salary';
    expect(validateJobForm({ ...valid, salaryMin: '80000', salaryMax: '80000' }).salary).toBe(message);
    expect(validateJobForm({ ...valid, salaryMin: '90000', salaryMax: '80000' }).salary).toBe(message);
    // "9" > "10" as strings, not as numbers
    expect(validateJobForm({ ...valid, salaryMin: '9', salaryMax: '10' }).salary).toBeUndefined();
    // 100.9 and 100 are the same integer
    expect(validateJobForm({ ...valid, salaryMin: '100', salaryMax: '100.9' }).salary).toBe(message);
  });

  it('gives the form layer one rule per field, the salary pair speaking through the maximum', () => {
    expect(JOB_FORM_RULES.jobTitle!('', EMPTY_DRAFT)).toBe('Job title is required');
    expect(JOB_FORM_RULES.jobTitle!('x', valid)).toBe('');
    expect(JOB_FORM_RULES.salaryMax!('80000', { ...valid, salaryMin: '90000' })).toBe(
      'Maximum salary must be greater than the minimum salary',
    );
    expect(JOB_FORM_RULES.salaryMin).toBeUndefined();
  });

  it('rejects negative salaries', () => {
    expect(validateJobForm({ ...valid, salaryMin: '-5' }).salary).toBe('Salary cannot be negative');
  });
});

describe('draft helpers', () => {
  it('converts to the API payload and back', () => {
    const body = draftToJobBody({ ...valid, jobTitle: '  Senior Engineer ' });
    expect(body).toEqual({
      title: 'Senior Engineer',
      location: 'Berlin',
      category: 'Engineering',
      type: 'Full-Time',
      description: 'Build things',
      requirements: 'Know things',
      salaryMin: 50000,
      salaryMax: 80000,
      screeningQuestions: [],
    });
    expect(jobToDraft(body)).toEqual(valid);
    expect(jobToDraft({ ...body, type: 'Remote' }).isRemote).toBe(true);
  });
});

describe('screening questions', () => {
  const question = (patch: Partial<QuestionDraft>): QuestionDraft => ({
    ...NEW_QUESTION,
    text: 'Q?',
    ...patch,
  });

  it('converts to the API payload and back, ids kept in edit mode only', () => {
    const questions: QuestionDraft[] = [
      question({ id: 'q1', text: ' Can you relocate? ', knockoutAnswers: ['no'] }),
      question({
        type: 'choice',
        required: false,
        choices: ' Morning \n\nNight\n',
        // "Evening" was a choice once: its knock-out goes with it.
        knockoutAnswers: ['Night', 'Evening'],
      }),
      question({ type: 'number', acceptMin: '2', acceptMax: '', knockoutAnswers: ['yes'] }),
      question({ type: 'text', choices: 'left from a choice question' }),
    ];
    const body = draftToJobBody({ ...valid, questions });
    expect(body.screeningQuestions).toEqual([
      { id: 'q1', text: 'Can you relocate?', type: 'yes-no', required: true, knockoutAnswers: ['no'] },
      {
        text: 'Q?',
        type: 'choice',
        required: false,
        choices: ['Morning', 'Night'],
        knockoutAnswers: ['Night'],
      },
      { text: 'Q?', type: 'number', required: true, acceptMin: 2 },
      { text: 'Q?', type: 'text', required: true },
    ]);
    const edited = jobToDraft(body).questions!;
    expect(edited[0]).toEqual({ ...questions[0], text: 'Can you relocate?' });
    expect(edited[1]).toMatchObject({ choices: 'Morning\nNight', knockoutAnswers: ['Night'] });
    expect(edited[2]).toMatchObject({ acceptMin: '2', acceptMax: '' });
    expect(jobToDraft(body, false).questions!.map((q) => q.id)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('reports the first malformed question in the words of the API', () => {
    expect(checkQuestionDrafts([question({})])).toBe('');
    expect(checkQuestionDrafts([question({}), question({ text: ' ' })])).toBe(
      `Question 2: ${SCREENING_RULE_MESSAGES.textRequired}`,
    );
    expect(checkQuestionDrafts([question({ type: 'choice', choices: 'Only' })])).toBe(
      `Question 1: ${SCREENING_RULE_MESSAGES.choicesCount}`,
    );
    expect(checkQuestionDrafts([question({ type: 'number', acceptMin: '9', acceptMax: '1' })])).toBe(
      `Question 1: ${SCREENING_RULE_MESSAGES.rangeOrder}`,
    );
    expect(checkQuestionDrafts(Array.from({ length: 11 }, () => question({})))).toBe(
      SCREENING_RULE_MESSAGES.tooMany,
    );
    const draft = { ...valid, questions: [question({ type: 'choice', choices: 'A\na' })] };
    expect(validateJobForm(draft).questions).toBe(`Question 1: ${SCREENING_RULE_MESSAGES.choicesDistinct}`);
    expect(isJobFormValid(draft)).toBe(false);
    // A draft kept before jobs had questions has none.
    const { questions: _none, ...old } = valid;
    expect(isJobFormValid(old)).toBe(true);
  });
});
