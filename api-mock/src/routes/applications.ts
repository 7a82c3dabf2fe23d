import {
  ApplicationsReply,
  ApplyReply,
  ChangeStatusBody,
  ChangeStatusReply,
  ErrorReply,
  IdParams,
} from '@portal/contracts';
import type { AppContext } from '../context.js';
import { isUniqueViolation } from '../db/database.js';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors.js';
import { me, type Auth } from '../plugins/auth.js';
import type { App } from '../types.js';

const errors = { '4xx': ErrorReply };

export function applicationRoutes(app: App, ctx: AppContext, auth: Auth): void {
  app.post(
    '/api/applications/:id',
    {
      schema: {
        tags: ['applications'],
        summary: 'Apply to an open job (job seekers; once per job)',
        security: [{ bearer: [] }],
        params: IdParams,
        response: { 201: ApplyReply, ...errors },
      },
      onRequest: auth.role('jobseeker', 'Only Job Seekers can apply'),
    },
    async (request, reply) => {
      const job = ctx.jobs.findById(request.params.id);
      if (!job) throw notFound('Job not found');
      if (job.is_closed) throw badRequest('This job is closed and no longer accepts applications');
      try {
        const application = ctx.applications.create(job.pk, me(request).pk);
        return reply.status(201).send({ message: 'Applied to job successfully', application });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('You have already applied to this job');
        throw err;
      }
    },
  );

  app.get(
    '/api/applications/job/:id',
    {
      schema: {
        tags: ['applications'],
        summary: "A job's applications (its owner), newest first",
        security: [{ bearer: [] }],
        params: IdParams,
        response: { 200: ApplicationsReply, ...errors },
      },
      onRequest: auth.role('employeer', 'Only employers can view applications'),
    },
    async (request) => {
      const job = ctx.jobs.findById(request.params.id);
      if (!job) throw notFound('Job not found');
      if (job.employer_pk !== me(request).pk)
        throw forbidden('You can only view applications for your own jobs');
      return ctx.applications.forJob(job.pk);
    },
  );

  app.put(
    '/api/applications/:id/status',
    {
      schema: {
        tags: ['applications'],
        summary: "Change an application's status (the job's owner)",
        security: [{ bearer: [] }],
        params: IdParams,
        body: ChangeStatusBody,
        response: { 200: ChangeStatusReply, ...errors },
      },
      onRequest: auth.role('employeer', 'Only employers can change application status'),
    },
    async (request) => {
      const found = ctx.applications.findOwnership(request.params.id);
      if (!found) throw notFound('Application not found');
      if (found.employer_pk !== me(request).pk)
        throw forbidden('You can only update applications for your own jobs');
      return ctx.applications.setStatus(found.pk, request.body.status);
    },
  );
}
