// The employer's side of the pipeline: every application to their jobs (searchable, by stage, paged;
// one job's with `jobId`), moving several applications at once, and taking a move back (Undo) while its
// window is open.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BulkStatusBody,
  BulkStatusReply,
  EmployerApplicationsQuery,
  EmployerApplicationsReply,
  ErrorReply,
  IdParams,
  UndoStatusChangeReply,
} from '@portal/contracts';
import { LIMITS } from '@portal/contracts/constants';
import fp from 'fastify-plugin';
import { conflict, forbidden, notFound } from '../lib/errors.js';
import { runStepsYielding } from '../lib/steps.js';
import { me } from '../plugins/auth.js';
import { checkStatusExtras } from '../services/stage-changes.js';

const errors = { '4xx': ErrorReply };

const candidateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { auth } = app;
  app.get(
    '/api/applications/employer',
    {
      schema: {
        tags: ['applications'],
        summary:
          "Every application to the caller's jobs (or one job: jobId), newest first, with the screening answers and knock-out flag; search q, stage filter, screening filter (knocked-out, passed), per-stage counts, paged",
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
          screening: q.screening || undefined,
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
          'Move several applications to one status (the jobs’ owner); answers per application: moved, unchanged or failed with the reason. The moved ones can be undone together until `undo.until`; their job seekers are told after that',
        body: BulkStatusBody,
        response: { 200: BulkStatusReply, ...errors },
      },
      onRequest: auth.role('employeer', 'Only employers can change application status'),
    },
    async (request) => {
      const employer = me(request).pk;
      const { ids, status, ...extras } = request.body;
      checkStatusExtras(status, extras);
      await app.rateLimits.spendStatusChanges(employer, new Set(ids).size);
      return app.stageChanges.changeMany(employer, ids, status, extras);
    },
  );

  app.post(
    '/api/applications/status-changes/:id/undo',
    {
      schema: {
        tags: ['applications'],
        summary:
          'Take a status change back (the employer who made it, before its `undo.until`): each application still where the change put it returns to its previous status, and its job seeker is told nothing',
        params: IdParams,
        response: { 200: UndoStatusChangeReply, ...errors },
      },
      onRequest: auth.role('employeer', 'Only employers can undo a status change'),
    },
    async (request) => {
      const outcome = app.stageChanges.undo(request.params.id, me(request).pk);
      if (!outcome.ok) {
        switch (outcome.reason) {
          case 'unknown':
            throw notFound('Status change not found');
          case 'not-yours':
            throw forbidden('You can only undo your own status changes');
          case 'undone':
            throw conflict('This status change was already undone');
          case 'too-late':
            throw conflict(
              'Too late to undo: the candidates have been told. Move them back to their previous stage instead',
            );
        }
      }
      const { restored, skipped } = outcome;
      const n = restored.length;
      return {
        message:
          n === 0
            ? 'Nothing to undo: every application was moved again or withdrawn since'
            : `Undone: ${n} ${n === 1 ? 'application is' : 'applications are'} back where ${n === 1 ? 'it was' : 'they were'}`,
        restored: n,
        skipped,
        applications: restored,
      };
    },
  );
};

export default fp(candidateRoutes, {
  name: 'routes/candidates',
  dependencies: ['auth', 'repositories', 'rate-limits', 'stage-changes'],
  encapsulate: true,
});
