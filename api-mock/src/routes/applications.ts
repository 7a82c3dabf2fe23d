import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import {
  ApplicationReply,
  ApplicationsReply,
  ApplyBody,
  ApplyReply,
  ChangeStatusBody,
  ChangeStatusReply,
  ErrorReply,
  IdParams,
  MyApplicationsQuery,
  MyApplicationsReply,
  WithdrawReply,
} from '@portal/contracts';
import { LIMITS, WITHDRAWABLE_STATUSES, type ApplicationStatus } from '@portal/contracts/constants';
import { isUniqueViolation } from '../db/database.js';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors.js';
import { me } from '../plugins/auth.js';
import { APPLICATION_NOT_FOUND, NOT_YOUR_JOB_APPLICATION } from '../repos/applications-repo.js';
import { toTalentCard } from '../repos/talent-repo.js';
import { storeBuiltResume } from '../services/built-resume.js';
import { checkStatusExtras } from '../services/stage-changes.js';
import { answerQuestions, parseQuestions } from '../lib/screening.js';

const errors = { '4xx': ErrorReply };

const withdrawable: readonly ApplicationStatus[] = WITHDRAWABLE_STATUSES;

const applicationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { auth } = app;
  app.post(
    '/api/applications/:id',
    {
      schema: {
        tags: ['applications'],
        summary:
          "Apply to an open job (job seekers; once per job, again after a withdrawal), with the answers to the job's screening questions (the body may be left out when it asks none that are required) and the résumé to send: the profile's uploaded file, or `built` for a PDF of the résumé built on the profile, made and stored now (422 when nothing is built; 413 when the upload quota is full)",
        params: IdParams,
        body: ApplyBody,
        response: { 201: ApplyReply, ...errors },
      },
      onRequest: auth.role('jobseeker', 'Only Job Seekers can apply'),
      // No body is an application without answers, as every client sent before jobs had questions.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request, reply) => {
      const job = app.jobs.findById(request.params.id);
      if (!job) throw notFound('Job not found');
      if (job.is_closed) throw badRequest('This job is closed and no longer accepts applications');
      // Checked against the questions as they are now, knock-outs evaluated here: the answers are kept as
      // given, with the questions as asked.
      const screening = answerQuestions(parseQuestions(job.screening_questions), request.body.answers ?? []);
      const seeker = me(request);
      // A built résumé goes as a PDF made now and stored like an upload: the employer opens it as they
      // open an uploaded one, and later edits of the profile leave what was sent as it was.
      const resume = request.body.resume === 'built' ? await storeBuiltResume(app, seeker, request.ip) : null;
      try {
        const { pk, application } = app.applications.create(job.pk, seeker.pk, screening, resume);
        // The employer hears of it: the bell at once, and an e-mail at once or in the day's digest.
        app.employerAlerts.applicationReceived(pk);
        return reply.status(201).send({ message: 'Applied to job successfully', application });
      } catch (err) {
        // No application, so nothing uses the PDF made for it.
        if (resume) await app.uploadFiles.release(resume.url, seeker.pk);
        if (isUniqueViolation(err)) throw conflict('You have already applied to this job');
        throw err;
      }
    },
  );

  app.get(
    '/api/applications/my',
    {
      schema: {
        tags: ['applications'],
        summary: "The caller's applications, newest first, filterable by status, with per-status counts",
        querystring: MyApplicationsQuery,
        response: { 200: MyApplicationsReply, ...errors },
      },
      onRequest: auth.role('jobseeker', 'Only Job Seekers have applications'),
    },
    async (request) =>
      app.applications.mine(me(request).pk, {
        status: request.query.status || undefined,
        page: request.query.page ?? 1,
        limit: request.query.limit ?? LIMITS.listPageSizeDefault,
      }),
  );

  app.get(
    '/api/applications/:id',
    {
      schema: {
        tags: ['applications'],
        summary: 'One application (its job seeker, or the employer of its job)',
        params: IdParams,
        response: { 200: ApplicationReply, ...errors },
      },
      onRequest: auth.signedIn,
    },
    async (request) => {
      const user = me(request);
      const found = app.applications.findOwnership(request.params.id);
      if (!found) throw notFound(APPLICATION_NOT_FOUND);
      // The employer reads the candidate as they built their profile, to decide on the application.
      if (found.employer_pk === user.pk) {
        const seeker = app.users.findByPk(found.seeker_pk);
        const application = app.applications.get(found.pk);
        return seeker ? { ...application, candidate: toTalentCard(seeker) } : application;
      }
      if (found.seeker_pk === user.pk) return app.applications.getForCandidate(found.pk);
      throw forbidden('You can only view your own applications or applications to your jobs');
    },
  );

  app.delete(
    '/api/applications/:id',
    {
      schema: {
        tags: ['applications'],
        summary:
          'Withdraw an application (its job seeker; while Applied or Review). The employer no longer sees it',
        params: IdParams,
        response: { 200: WithdrawReply, ...errors },
      },
      onRequest: auth.role('jobseeker', 'Only Job Seekers can withdraw applications'),
    },
    async (request) => {
      const found = app.applications.findOwnership(request.params.id);
      if (!found) throw notFound(APPLICATION_NOT_FOUND);
      if (found.seeker_pk !== me(request).pk) throw forbidden('You can only withdraw your own applications');
      // As the seeker knows it: a change still inside the employer's Undo window has not reached them.
      if (!withdrawable.includes(found.candidate_status))
        throw conflict(
          `This application is already ${found.candidate_status} and can no longer be withdrawn`,
        );
      app.applications.withdraw(found.pk);
      return { message: 'Application withdrawn', _id: request.params.id };
    },
  );

  app.get(
    '/api/applications/job/:id',
    {
      schema: {
        tags: ['applications'],
        summary:
          "A job's applications (its owner), newest first, with the screening answers and knock-out flag",
        params: IdParams,
        response: { 200: ApplicationsReply, ...errors },
      },
      onRequest: auth.role('employeer', 'Only employers can view applications'),
    },
    async (request) => {
      const job = app.jobs.findById(request.params.id);
      if (!job) throw notFound('Job not found');
      if (job.employer_pk !== me(request).pk)
        throw forbidden('You can only view applications for your own jobs');
      return app.applications.forJob(job.pk);
    },
  );

  app.put(
    '/api/applications/:id/status',
    {
      schema: {
        tags: ['applications'],
        summary:
          "Change an application's status (the job's owner). It can be undone until `undo.until`; the job seeker is told after that (a notification and an e-mail, with a rejection's message)",
        params: IdParams,
        body: ChangeStatusBody,
        response: { 200: ChangeStatusReply, ...errors },
      },
      onRequest: auth.role('employeer', 'Only employers can change application status'),
    },
    async (request) => {
      const found = app.applications.findOwnership(request.params.id);
      if (!found) throw notFound(APPLICATION_NOT_FOUND);
      if (found.employer_pk !== me(request).pk) throw forbidden(NOT_YOUR_JOB_APPLICATION);
      const { status, ...extras } = request.body;
      checkStatusExtras(status, extras);
      await app.rateLimits.spendStatusChanges(found.employer_pk, 1);
      return app.stageChanges.changeOne(found, status, extras);
    },
  );
};

export default fp(applicationRoutes, {
  name: 'routes/applications',
  dependencies: ['auth', 'repositories', 'rate-limits', 'stage-changes', 'employer-alerts', 'upload-files'],
  encapsulate: true,
});
