// The employer's side of the pipeline: every application to their jobs (searchable, by stage, paged;
// one job's with `jobId`) and moving several applications at once.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BulkStatusBody,
  BulkStatusReply,
  EmployerApplicationsQuery,
  EmployerApplicationsReply,
  ErrorReply,
} from '@portal/contracts';
import { LIMITS } from '@portal/contracts/constants';
import fp from 'fastify-plugin';
import { forbidden, notFound } from '../lib/errors.js';
import { runStepsYielding } from '../lib/steps.js';
import { me } from '../plugins/auth.js';

const errors = { '4xx': ErrorReply };

const candidateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { auth } = app;
  app.get(
    '/api/applications/employer',
    {
      schema: {
        tags: ['applications'],
        summary:
          "Every application to the caller's jobs (or one job: jobId), newest first; search q, stage filter, per-stage counts, paged",
        querystring: EmployerApplicationsQuery,
        response: { 200: EmployerApplicationsReply, ...errors },
      },
      onRequest: auth.role('employeer', 'Only employers can view applications'),
    },
    async (request) => {
      const user = me(request);
      const q = request.query;
      let jobPk: number | undefined;
      if (q.jobId) {
        const job = app.jobs.findById(q.jobId);
        if (!job) throw notFound('Job not found');
        if (job.employer_pk !== user.pk) throw forbidden('You can only view applications for your own jobs');
        jobPk = job.pk;
      }
      // In steps that take turns with other long work, so four searches at once never hold the server.
      return runStepsYielding(
        app.applications.candidateSteps(user.pk, {
          q: q.q,
          status: q.status || undefined,
          jobPk,
          page: q.page ?? 1,
          limit: q.limit ?? LIMITS.listPageSizeDefault,
        }),
      );
    },
  );

  app.put(
    '/api/applications/status',
    {
      schema: {
        tags: ['applications'],
        summary:
          'Move several applications to one status (the jobs’ owner); answers per application: moved, unchanged or failed with the reason',
        body: BulkStatusBody,
        response: { 200: BulkStatusReply, ...errors },
      },
      onRequest: auth.role('employeer', 'Only employers can change application status'),
    },
    async (request) => {
      const employer = me(request).pk;
      await app.rateLimits.spendStatusChanges(employer, new Set(request.body.ids).size);
      return app.applications.bulkSetStatus(employer, request.body.ids, request.body.status);
    },
  );
};

export default fp(candidateRoutes, {
  name: 'routes/candidates',
  dependencies: ['auth', 'repositories', 'rate-limits'],
  encapsulate: true,
});
