import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import {
  EmployerJobsReply,
  ErrorReply,
  IdParams,
  JobBody,
  JobQuery,
  JobReply,
  JobsListReply,
  JobsQuery,
  MessageReply,
  RecommendationsQuery,
  RecommendationsReply,
  SaveJobReply,
  SimilarJobsQuery,
  SimilarJobsReply,
  ToggleCloseReply,
} from '@portal/contracts';
import { DATE_POSTED_MS, LIMITS } from '@portal/contracts/constants';
import { RULE_MESSAGES as RULES } from '@portal/contracts/rules';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors.js';
import { me } from '../plugins/auth.js';
import { fieldMessage } from '../plugins/errors.js';
import { checkQuestions, parseQuestions, publicQuestion } from '../lib/screening.js';
import { skillsOf, type UserRow } from '../repos/users-repo.js';
import { recommend } from '../search/recommend.js';

const errors = { '4xx': ErrorReply };
const JOB_NOT_FOUND = 'Job not found';

/** The shared job rules the schema cannot express: non-blank text, min < max. Returns the trimmed body. */
export function checkJobBody(body: JobBody): JobBody {
  const title = body.title.trim();
  if (!title) throw badRequest(fieldMessage('title', RULES.jobTitleRequired));
  const location = body.location.trim();
  if (!location) throw badRequest(fieldMessage('location', RULES.jobLocationRequired));
  const description = body.description.trim();
  if (!description) throw badRequest(fieldMessage('description', RULES.jobDescriptionRequired));
  const requirements = body.requirements.trim();
  if (!requirements) throw badRequest(fieldMessage('requirements', RULES.jobRequirementsRequired));
  if (body.salaryMin >= body.salaryMax) {
    throw badRequest(fieldMessage('salaryMax', RULES.salaryOrder));
  }
  return { ...body, title, location, description, requirements };
}

const jobRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { auth } = app;
  const employer = (action: string) => auth.role('employeer', `Only employers can ${action}`);

  /** The job, owned by the caller: 404 when unknown, 403 when someone else's. */
  const ownJob = (id: string, user: UserRow, action: string) => {
    const job = app.jobs.findById(id);
    if (!job) throw notFound(JOB_NOT_FOUND);
    if (job.employer_pk !== user.pk) throw forbidden(`You can only ${action} your own jobs`);
    return job;
  };

  app.get(
    '/api/jobs/recommended',
    {
      schema: {
        tags: ['jobs'],
        summary:
          "Open jobs for the caller's profile (skills, headline, desired location and type, remote) and applications, best first, each with why",
        security: [{ bearer: [] }],
        querystring: RecommendationsQuery,
        response: { 200: RecommendationsReply, ...errors },
      },
      onRequest: auth.role('jobseeker', 'Only Job Seekers get job recommendations'),
    },
    async (request, reply) => {
      const user = me(request);
      const ranked = recommend(
        app.jobs.index,
        {
          skills: skillsOf(user),
          headline: user.headline,
          desiredLocation: user.desired_location,
          desiredType: user.desired_type,
          openToRemote: user.open_to_remote === 1,
          applied: app.applications.appliedJobs(user.pk),
        },
        request.query.limit ?? LIMITS.recommendationsDefault,
      );
      const body = app.jobs.recommendedJson(ranked, user.pk);
      return reply.type('application/json; charset=utf-8').send(body as unknown as RecommendationsReply);
    },
  );

  app.get(
    '/api/jobs',
    {
      schema: {
        tags: ['jobs'],
        summary:
          'Search open jobs (keyword with typo tolerance, location, type, category, salary range, date posted; sorted by relevance, newest or salary; paged)',
        querystring: JobsQuery,
        response: { 200: JobsListReply, ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const viewer = auth.optionalUser(request);
      const page = q.page ?? 1;
      const limit = q.limit ?? LIMITS.jobsPageSizeDefault;
      // Pre-serialised (see JobsRepo.searchJson); the schema above still documents the shape.
      const body = app.jobs.searchJson(
        {
          keyword: q.keyword,
          location: q.location,
          type: q.type || undefined,
          category: q.category || undefined,
          minSalary: q.minSalary === '' ? undefined : q.minSalary,
          maxSalary: q.maxSalary === '' ? undefined : q.maxSalary,
          postedSince: q.datePosted ? app.jobs.now() - DATE_POSTED_MS[q.datePosted] : undefined,
          sort: q.sort || undefined,
        },
        page,
        limit,
        viewer?.pk ?? null,
      );
      return reply.type('application/json; charset=utf-8').send(body as unknown as JobsListReply);
    },
  );

  app.get(
    '/api/jobs/get-jobs-employeer',
    {
      schema: {
        tags: ['jobs'],
        summary: "The employer's own jobs, newest first, with applicationCount",
        response: { 200: EmployerJobsReply, ...errors },
      },
      onRequest: employer('list their jobs'),
    },
    async (request) => app.jobs.forEmployer(me(request).pk),
  );

  app.get(
    '/api/jobs/:id',
    {
      schema: {
        tags: ['jobs'],
        summary:
          'One job (closed ones too), public; with the company About data and, signed in, isSaved/applicationStatus',
        params: IdParams,
        querystring: JobQuery,
        response: { 200: JobReply, ...errors },
      },
    },
    async (request): Promise<JobReply> => {
      const viewer = auth.optionalUser(request);
      const row = app.jobs.findById(request.params.id);
      if (!row) throw notFound(JOB_NOT_FOUND);
      const job = app.jobs.toJob(row, app.jobs.viewerState(viewer?.pk ?? null, [row.pk]));
      // The About text is long and only the detail page shows it, so it is read here, not in the list rows.
      const companyDescription = app.users.findByPk(row.employer_pk)?.company_description ?? '';
      // The knock-outs are the employer's: a candidate is never told which answers rule them out.
      const questions = parseQuestions(row.screening_questions);
      const screeningQuestions = viewer?.pk === row.employer_pk ? questions : questions.map(publicQuestion);
      return { ...job, company: { ...job.company, companyDescription }, screeningQuestions };
    },
  );

  app.get(
    '/api/jobs/:id/similar',
    {
      schema: {
        tags: ['jobs'],
        summary:
          'Open jobs like this one (same category or shared title words; same type ranks higher), never the job itself',
        params: IdParams,
        querystring: SimilarJobsQuery,
        response: { 200: SimilarJobsReply, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = auth.optionalUser(request);
      const row = app.jobs.findById(request.params.id);
      if (!row) throw notFound(JOB_NOT_FOUND);
      const limit = request.query.limit ?? LIMITS.similarJobsDefault;
      const body = app.jobs.similarJson(row, limit, viewer?.pk ?? null);
      return reply.type('application/json; charset=utf-8').send(body as unknown as SimilarJobsReply);
    },
  );

  app.post(
    '/api/jobs',
    {
      schema: {
        tags: ['jobs'],
        summary:
          'Post a job (employers; 409 until the employer has named the company), with up to 10 screening questions and their knock-outs',
        body: JobBody,
        response: { 201: SaveJobReply, ...errors },
      },
      onRequest: employer('post jobs'),
    },
    async (request, reply) => {
      const user = me(request);
      // Candidates, alerts and the company page all name the company: a job never goes out without one
      // (it once went out under the recruiter's own name, its alert e-mail reading "… at ").
      if (!user.company_name.trim()) throw conflict(fieldMessage('companyName', RULES.companyNameRequired));
      const body = checkJobBody(request.body);
      const { job } = app.jobPosting.post(user.pk, body, checkQuestions(body.screeningQuestions ?? [], []));
      return reply.status(201).send(job);
    },
  );

  app.put(
    '/api/jobs/:id',
    {
      schema: {
        tags: ['jobs'],
        summary:
          'Update a job (its owner); screeningQuestions, when sent, replace the questions (answers already given are kept as given)',
        params: IdParams,
        body: JobBody,
        response: { 200: SaveJobReply, ...errors },
      },
      onRequest: employer('edit jobs'),
    },
    async (request) => {
      const user = me(request);
      const job = ownJob(request.params.id, user, 'edit');
      const body = checkJobBody(request.body);
      // Questions kept by id stay tied to the answers given to them; the answers keep their own copy of
      // the question as asked, so an edit never changes what a candidate answered.
      const questions =
        body.screeningQuestions &&
        checkQuestions(body.screeningQuestions, parseQuestions(job.screening_questions));
      return app.jobs.update(job.pk, body, questions);
    },
  );

  app.delete(
    '/api/jobs/:id',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Delete a job with its applications and saved entries (its owner)',
        params: IdParams,
        response: { 200: MessageReply, ...errors },
      },
      onRequest: employer('delete jobs'),
    },
    async (request) => {
      const user = me(request);
      const job = ownJob(request.params.id, user, 'delete');
      app.jobs.delete(job.pk);
      return { message: 'Job deleted successfully' };
    },
  );

  app.put(
    '/api/jobs/:id/toggle-close',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Close or re-open a job (its owner)',
        params: IdParams,
        response: { 200: ToggleCloseReply, ...errors },
      },
      onRequest: employer('close or reopen jobs'),
    },
    async (request) => {
      const user = me(request);
      const job = ownJob(request.params.id, user, 'close or reopen');
      const isClosed = app.jobs.toggleClosed(job.pk);
      return { isClosed, message: isClosed ? 'Job is Closed' : 'Job is Active' };
    },
  );

  app.put(
    '/api/jobs/:id/extend',
    {
      schema: {
        tags: ['jobs'],
        summary: `Keep a job listed ${LIMITS.jobExtendDays} days longer (its owner; from today when its date has passed, at most ${LIMITS.jobListedAheadMaxDays} days ahead: 409 beyond)`,
        params: IdParams,
        response: { 200: SaveJobReply, ...errors },
      },
      onRequest: employer('extend jobs'),
    },
    async (request) => {
      const user = me(request);
      const job = ownJob(request.params.id, user, 'extend');
      if (app.jobs.extend(job.pk) === null) {
        throw conflict(
          `This job is already listed until ${job.valid_through.slice(0, 10)}, the longest a job can be listed ahead (${LIMITS.jobListedAheadMaxDays} days)`,
        );
      }
      return app.jobs.employerJob(job.pk);
    },
  );
};

export default fp(jobRoutes, {
  name: 'routes/jobs',
  dependencies: ['auth', 'repositories', 'job-posting'],
  encapsulate: true,
});
