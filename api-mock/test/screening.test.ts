// Screening questions: an employer's questions on a job (checked, knock-outs kept from candidates), the
// candidate's answers when applying (checked against the questions, knock-outs evaluated by the server),
// the pipeline's answers, knock-out flag and filter, and answers that outlive an edit of the questions.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ScreeningQuestionBody } from '@portal/contracts';
import { SCREENING_RULE_MESSAGES as M } from '@portal/contracts/rules';
import type { App } from '../src/app.js';
import { openSeeded } from './fixtures.js';
import { bearer, jobBody, register } from './helpers.js';

let app: App;
let employer: string;
let other: string;
let seeker: string;
beforeEach(async () => {
  ({ app, employer, other, seeker } = await openSeeded());
});
afterEach(async () => {
  await app.close();
});

const QUESTIONS: ScreeningQuestionBody[] = [
  {
    text: '  Are you authorised to work in Portugal? ',
    type: 'yes-no',
    required: true,
    knockoutAnswers: ['no'],
  },
  {
    text: 'Which shift suits you?',
    type: 'choice',
    required: true,
    choices: [' Morning', 'Evening', 'Night '],
    knockoutAnswers: ['Night'],
  },
  { text: 'Years of C++?', type: 'number', required: false, acceptMin: 2, acceptMax: 40 },
  { text: 'Your favourite widget', type: 'text', required: false },
];

const call = (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

async function postScreenedJob(questions: ScreeningQuestionBody[] = QUESTIONS) {
  const res = await call(employer, 'POST', '/api/jobs', jobBody({ screeningQuestions: questions }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** The answers by position of the job's questions. */
const answersTo = (job: { screeningQuestions: { id: string }[] }, values: (string | number)[]) =>
  values.map((value, i) => ({ questionId: job.screeningQuestions[i]!.id, value }));

const apply = (token: string, jobId: string, body?: unknown) =>
  call(token, 'POST', `/api/applications/${jobId}`, body);

const pipeline = async (query: string) => {
  const res = await call(employer, 'GET', `/api/applications/employer?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('questions on a job', () => {
  it('are stored trimmed, with ids, and their knock-outs are read by the job’s employer only', async () => {
    const job = await postScreenedJob();
    expect(job.screeningQuestions).toHaveLength(4);
    expect(job.screeningQuestions[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      text: 'Are you authorised to work in Portugal?',
      type: 'yes-no',
      required: true,
      knockoutAnswers: ['no'],
    });
    expect(job.screeningQuestions[1].choices).toEqual(['Morning', 'Evening', 'Night']);
    expect(job.screeningQuestions[2]).toMatchObject({ acceptMin: 2, acceptMax: 40 });

    const owned = (await call(employer, 'GET', `/api/jobs/${job._id}`)).json();
    expect(owned.screeningQuestions).toEqual(job.screeningQuestions);
    const mine = (await call(employer, 'GET', '/api/jobs/get-jobs-employeer')).json();
    expect(mine.find((j: { _id: string }) => j._id === job._id).screeningQuestions).toEqual(
      job.screeningQuestions,
    );
    for (const token of [seeker, other, null]) {
      const read = (await call(token, 'GET', `/api/jobs/${job._id}`)).json();
      expect(read.screeningQuestions.map((q: object) => Object.keys(q).sort())).toEqual([
        ['id', 'required', 'text', 'type'],
        ['choices', 'id', 'required', 'text', 'type'],
        ['id', 'required', 'text', 'type'],
        ['id', 'required', 'text', 'type'],
      ]);
    }
  });

  it('a job posted without questions has none; an edit without them keeps the ones it has', async () => {
    const plain = (await call(employer, 'POST', '/api/jobs', jobBody())).json();
    expect(plain.screeningQuestions).toEqual([]);
    const job = await postScreenedJob();
    const edited = await call(employer, 'PUT', `/api/jobs/${job._id}`, jobBody({ title: 'Renamed' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().screeningQuestions).toEqual(job.screeningQuestions);
    const cleared = await call(employer, 'PUT', `/api/jobs/${job._id}`, jobBody({ screeningQuestions: [] }));
    expect(cleared.json().screeningQuestions).toEqual([]);
  });

  it('refuses a malformed question with a 400 naming the question and field', async () => {
    const q = (over: Partial<ScreeningQuestionBody>): ScreeningQuestionBody => ({
      text: 'Q?',
      type: 'yes-no',
      required: false,
      ...over,
    });
    const cases: [unknown, string][] = [
      [Array.from({ length: 11 }, () => q({})), 'screeningQuestions'],
      [[q({}), q({ text: '   ' })], `screeningQuestions.1.text: ${M.textRequired}`],
      [[q({ type: 'choice', choices: ['Only one'] })], `screeningQuestions.0.choices: ${M.choicesCount}`],
      [[q({ type: 'choice', choices: ['A', ' '] })], `screeningQuestions.0.choices: ${M.choiceBlank}`],
      [[q({ type: 'choice', choices: ['A', 'a'] })], `screeningQuestions.0.choices: ${M.choicesDistinct}`],
      [[q({ choices: ['A', 'B'] })], `screeningQuestions.0.choices: ${M.choicesNotHere}`],
      [[q({ knockoutAnswers: ['maybe'] })], `screeningQuestions.0.knockoutAnswers: ${M.knockoutNotAnAnswer}`],
      [
        [q({ knockoutAnswers: ['yes', 'no'] })],
        `screeningQuestions.0.knockoutAnswers: ${M.knockoutEveryAnswer}`,
      ],
      [
        [q({ type: 'text', knockoutAnswers: ['x'] })],
        `screeningQuestions.0.knockoutAnswers: ${M.knockoutNotHere}`,
      ],
      [[q({ acceptMin: 1 })], `screeningQuestions.0.acceptMin: ${M.rangeNotHere}`],
      [
        [q({ type: 'number', acceptMin: 5, acceptMax: 1 })],
        `screeningQuestions.0.acceptMax: ${M.rangeOrder}`,
      ],
      [[q({ type: 'number', acceptMin: 1e12 })], 'screeningQuestions.0.acceptMin'],
      [[q({ type: 'essay' as never })], 'screeningQuestions.0.type'],
      [[q({ text: 'x'.repeat(301) })], 'screeningQuestions.0.text'],
      [[{ ...q({}), required: 'yes' }], 'screeningQuestions.0.required'],
    ];
    for (const [screeningQuestions, message] of cases) {
      const res = await call(employer, 'POST', '/api/jobs', { ...jobBody(), screeningQuestions });
      expect(res.statusCode, JSON.stringify(screeningQuestions).slice(0, 200)).toBe(400);
      expect(res.json().message).toContain(message);
      // A question's kind is no job type.
      expect(res.json().message).not.toContain('job type');
    }
  });
});

describe('answers when applying', () => {
  it('refuses a required question unanswered, a wrong type, an unknown or repeated question with a 400', async () => {
    const job = await postScreenedJob();
    const [yesNo, choice, number, text] = job.screeningQuestions.map((q: { id: string }) => q.id);
    const cases: [unknown, string][] = [
      [undefined, `answers.${yesNo}: ${M.answerRequired}`],
      [{}, `answers.${yesNo}: ${M.answerRequired}`],
      [{ answers: [{ questionId: yesNo, value: 'yes' }] }, `answers.${choice}: ${M.answerRequired}`],
      [{ answers: [{ questionId: yesNo, value: '  ' }] }, `answers.${yesNo}: ${M.answerRequired}`],
      [{ answers: [{ questionId: yesNo, value: 1 }] }, `answers.${yesNo}: ${M.answerYesNo}`],
      [{ answers: [{ questionId: yesNo, value: 'Yes please' }] }, `answers.${yesNo}: ${M.answerYesNo}`],
      [{ answers: answersTo(job, ['yes', 'Afternoon']) }, `answers.${choice}: ${M.answerChoice}`],
      [{ answers: answersTo(job, ['yes', 'Morning', '3']) }, `answers.${number}: ${M.answerNumber}`],
      [{ answers: answersTo(job, ['yes', 'Morning', 1e10]) }, `answers.${number}: ${M.answerNumber}`],
      [{ answers: answersTo(job, ['yes', 'Morning', 3, 7]) }, `answers.${text}: `],
      [{ answers: answersTo(job, ['yes', 'Morning', 3, 'x'.repeat(501)]) }, `answers.`],
      [
        { answers: [...answersTo(job, ['yes', 'Morning']), { questionId: 'nope', value: 'x' }] },
        `answers.nope: ${M.answerUnknown}`,
      ],
      [
        { answers: [...answersTo(job, ['yes', 'Morning']), { questionId: yesNo, value: 'no' }] },
        `answers.${yesNo}: ${M.answerTwice}`,
      ],
      [{ answers: [{ questionId: yesNo, value: null }] }, 'answers.0.value'],
      [{ answers: 'yes' }, 'answers'],
    ];
    for (const [body, message] of cases) {
      const res = await apply(seeker, job._id, body);
      expect(res.statusCode, `${JSON.stringify(body)?.slice(0, 200)}: ${res.body}`).toBe(400);
      expect(res.json().message).toContain(message);
    }
    // Nothing was stored: the same seeker can still apply.
    expect((await apply(seeker, job._id, { answers: answersTo(job, ['yes', 'Morning']) })).statusCode).toBe(
      201,
    );
  });

  it('a job without required questions takes an application with no body, as before', async () => {
    const plain = (await call(employer, 'POST', '/api/jobs', jobBody())).json();
    const res = await apply(seeker, plain._id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().application).not.toHaveProperty('screeningAnswers');
    const optional = await postScreenedJob([QUESTIONS[3]!]);
    const answered = await apply(seeker, optional._id);
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json().application.screeningAnswers).toEqual([
      expect.objectContaining({ question: 'Your favourite widget', value: null }),
    ]);
  });

  it('keeps the answers with the questions as asked; the candidate never sees a knock-out', async () => {
    const job = await postScreenedJob();
    const res = await apply(seeker, job._id, { answers: answersTo(job, ['no', 'Evening', 1, ' Gears ']) });
    expect(res.statusCode, res.body).toBe(201);
    const { application } = res.json();
    expect(application).not.toHaveProperty('knockedOut');
    expect(application.screeningAnswers).toEqual([
      {
        questionId: job.screeningQuestions[0].id,
        question: 'Are you authorised to work in Portugal?',
        type: 'yes-no',
        value: 'no',
      },
      {
        questionId: job.screeningQuestions[1].id,
        question: 'Which shift suits you?',
        type: 'choice',
        choices: ['Morning', 'Evening', 'Night'],
        value: 'Evening',
      },
      { questionId: job.screeningQuestions[2].id, question: 'Years of C++?', type: 'number', value: 1 },
      {
        questionId: job.screeningQuestions[3].id,
        question: 'Your favourite widget',
        type: 'text',
        value: 'Gears',
      },
    ]);
    const own = (await call(seeker, 'GET', `/api/applications/${application._id}`)).json();
    expect(own.screeningAnswers).toEqual(application.screeningAnswers);
    expect(own).not.toHaveProperty('knockedOut');

    const seen = (await call(employer, 'GET', `/api/applications/${application._id}`)).json();
    expect(seen.knockedOut).toBe(true);
    expect(seen.screeningAnswers.map((a: { knockedOut: boolean }) => a.knockedOut)).toEqual([
      true,
      false,
      true,
      false,
    ]);
    // Nobody else reads them: another seeker, another employer.
    const stranger = await register(app, 'jobseeker', 'Other Seeker');
    for (const token of [stranger.token, other]) {
      const denied = await call(token, 'GET', `/api/applications/${application._id}`);
      expect(denied.statusCode).toBe(403);
      expect(denied.body).not.toContain('Evening');
    }
  });
});

describe('the pipeline', () => {
  it('shows the answers, flags knock-outs and filters by them, with the counts narrowed', async () => {
    const job = await postScreenedJob();
    const passes = await register(app, 'jobseeker', 'Pat Passes');
    const fails = await register(app, 'jobseeker', 'Kim Knocked');
    const nightOwl = await register(app, 'jobseeker', 'Nia Night');
    const ok = await apply(passes.token, job._id, { answers: answersTo(job, ['yes', 'Morning', 5]) });
    const out = await apply(fails.token, job._id, { answers: answersTo(job, ['no', 'Morning']) });
    const night = await apply(nightOwl.token, job._id, { answers: answersTo(job, ['yes', 'Night', 41]) });
    for (const res of [ok, out, night]) expect(res.statusCode, res.body).toBe(201);
    const id = (res: typeof ok) => res.json().application._id as string;

    const all = await pipeline(`jobId=${job._id}`);
    expect(all.total).toBe(3);
    const flags = Object.fromEntries(
      all.applications.map((a: { _id: string; knockedOut: boolean }) => [a._id, a.knockedOut]),
    );
    expect(flags).toEqual({ [id(ok)]: false, [id(out)]: true, [id(night)]: true });
    const nia = all.applications.find((a: { _id: string }) => a._id === id(night));
    expect(
      nia.screeningAnswers.map((a: { value: unknown; knockedOut: boolean }) => [a.value, a.knockedOut]),
    ).toEqual([
      ['yes', false],
      ['Night', true],
      [41, true],
      [null, false],
    ]);

    const knocked = await pipeline(`jobId=${job._id}&screening=knocked-out`);
    expect(knocked.applications.map((a: { _id: string }) => a._id).sort()).toEqual(
      [id(out), id(night)].sort(),
    );
    expect(knocked.counts).toMatchObject({ Applied: 2, total: 2 });
    const passed = await pipeline(`jobId=${job._id}&screening=passed`);
    expect(passed.applications.map((a: { _id: string }) => a._id)).toEqual([id(ok)]);
    expect(passed.counts.total).toBe(1);
    // Across all the employer's jobs too, with the other filters.
    const byName = await pipeline('screening=knocked-out&q=kim');
    expect(byName.applications.map((a: { _id: string }) => a._id)).toEqual([id(out)]);
    expect((await call(employer, 'GET', '/api/applications/employer?screening=maybe')).statusCode).toBe(400);

    const list = (await call(employer, 'GET', `/api/applications/job/${job._id}`)).json();
    expect(list.find((a: { _id: string }) => a._id === id(out)).knockedOut).toBe(true);
  });

  it('keeps the answers given when the questions are edited afterwards', async () => {
    const job = await postScreenedJob();
    const res = await apply(seeker, job._id, { answers: answersTo(job, ['yes', 'Night', 3]) });
    const before = (await call(employer, 'GET', `/api/applications/${res.json().application._id}`)).json();
    const [yesNo] = job.screeningQuestions;
    const edited = await call(
      employer,
      'PUT',
      `/api/jobs/${job._id}`,
      jobBody({
        screeningQuestions: [
          // Kept by id, reworded, its knock-out turned around; the rest dropped; one new question.
          { ...yesNo, text: 'Can you work in Portugal without a visa?', knockoutAnswers: ['yes'] },
          { text: 'Notice period in weeks', type: 'number', required: true, acceptMax: 4 },
        ],
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const questions = edited.json().screeningQuestions;
    expect(questions[0].id).toBe(yesNo.id);
    expect(questions[1].id).not.toBe(job.screeningQuestions[1].id);

    const after = (await call(employer, 'GET', `/api/applications/${before._id}`)).json();
    expect(after.screeningAnswers).toEqual(before.screeningAnswers);
    expect(after.knockedOut).toBe(true);
    // A new candidate answers the questions as they are now.
    const next = await register(app, 'jobseeker', 'Later Applicant');
    const later = await apply(next.token, job._id, {
      answers: [
        { questionId: questions[0].id, value: 'no' },
        { questionId: questions[1].id, value: 2 },
      ],
    });
    expect(later.statusCode, later.body).toBe(201);
    const seen = (await call(employer, 'GET', `/api/applications/${later.json().application._id}`)).json();
    expect(seen.knockedOut).toBe(false);
    expect(seen.screeningAnswers[0].question).toBe('Can you work in Portugal without a visa?');
  });

  it('an id from another job is a new question there, and a repeated one is refused', async () => {
    const first = await postScreenedJob();
    const second = await postScreenedJob([{ text: 'Q?', type: 'yes-no', required: false }]);
    const borrowed = await call(
      employer,
      'PUT',
      `/api/jobs/${second._id}`,
      jobBody({ screeningQuestions: [{ ...QUESTIONS[0]!, id: first.screeningQuestions[0].id }] }),
    );
    expect(borrowed.statusCode, borrowed.body).toBe(200);
    expect(borrowed.json().screeningQuestions[0].id).not.toBe(first.screeningQuestions[0].id);
    const own = second.screeningQuestions[0];
    const twice = await call(
      employer,
      'PUT',
      `/api/jobs/${second._id}`,
      jobBody({ screeningQuestions: [own, { ...own, text: 'Again?' }] }),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(`screeningQuestions.1.id: ${M.questionTwice}`);
  });
});

describe('who reads and writes screening questions and answers', () => {
  it('none, seeker, other seeker, other employer, owner', async () => {
    const job = await postScreenedJob();
    const applied = await apply(seeker, job._id, { answers: answersTo(job, ['no', 'Morning']) });
    const application = applied.json().application._id as string;
    const otherSeeker = (await register(app, 'jobseeker', 'Other Seeker')).token;
    const callers = { none: null, seeker, otherSeeker, other, owner: employer };
    const statuses = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: () => unknown) => {
      const got: Record<string, number> = {};
      for (const [who, token] of Object.entries(callers))
        got[who] = (await call(token, method, url, body?.())).statusCode;
      return got;
    };
    // Writing the questions: the job's employer only.
    expect(
      await statuses('PUT', `/api/jobs/${job._id}`, () => jobBody({ screeningQuestions: QUESTIONS })),
    ).toEqual({ none: 401, seeker: 403, otherSeeker: 403, other: 403, owner: 200 });
    // Answering: job seekers, each once (the seeker already has).
    const fresh = await postScreenedJob([QUESTIONS[3]!]);
    expect(await statuses('POST', `/api/applications/${fresh._id}`, () => ({}))).toEqual({
      none: 401,
      seeker: 201,
      otherSeeker: 201,
      other: 403,
      owner: 403,
    });
    // Reading the answers: the candidate (without knock-outs) and the job's employer only.
    expect(await statuses('GET', `/api/applications/${application}`)).toEqual({
      none: 401,
      seeker: 200,
      otherSeeker: 403,
      other: 403,
      owner: 200,
    });
    expect(await statuses('GET', `/api/applications/job/${job._id}`)).toEqual({
      none: 401,
      seeker: 403,
      otherSeeker: 403,
      other: 403,
      owner: 200,
    });
    // The knock-out filter: employers, each over their own candidates only.
    expect(await statuses('GET', '/api/applications/employer?screening=knocked-out')).toEqual({
      none: 401,
      seeker: 403,
      otherSeeker: 403,
      other: 200,
      owner: 200,
    });
    const theirs = (await call(other, 'GET', '/api/applications/employer?screening=knocked-out')).json();
    expect(theirs.applications.some((a: { _id: string }) => a._id === application)).toBe(false);
    // The questions are public, their knock-outs the owner's.
    for (const [who, token] of Object.entries(callers)) {
      const read = (await call(token, 'GET', `/api/jobs/${job._id}`)).json();
      expect(
        read.screeningQuestions.some((q: object) => 'knockoutAnswers' in q),
        who,
      ).toBe(who === 'owner');
    }
  });
});
