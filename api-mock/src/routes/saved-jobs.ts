import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { ErrorReply, IdParams, SavedJobsReply, SaveToggleReply } from '@portal/contracts';
import { notFound } from '../lib/errors.js';
import { me } from '../plugins/auth.js';

const errors = { '4xx': ErrorReply };

const savedJobRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { auth } = app;
  const seeker = auth.role('jobseeker', 'Only Job Seekers can save jobs');

  app.post(
    '/api/save-jobs/:id',
    {
      schema: {
        tags: ['saved jobs'],
        summary: 'Save a job (job seekers); saving twice keeps one entry',
        params: IdParams,
        response: { 200: SaveToggleReply, 201: SaveToggleReply, ...errors },
      },
      onRequest: seeker,
    },
    async (request, reply) => {
      const job = app.jobs.findById(request.params.id);
      if (!job) throw notFound('Job not found');
      const created = app.savedJobs.save(me(request).pk, job.pk);
      return reply.status(created ? 201 : 200).send({ message: 'Job saved successfully', isSaved: true });
    },
  );

  app.delete(
    '/api/save-jobs/:id',
    {
      schema: {
        tags: ['saved jobs'],
        summary: 'Remove a saved job (404 when it was not saved)',
        params: IdParams,
        response: { 200: SaveToggleReply, ...errors },
      },
      onRequest: seeker,
    },
    async (request) => {
      const job = app.jobs.findById(request.params.id);
      if (!job) throw notFound('Job not found');
      if (!app.savedJobs.unsave(me(request).pk, job.pk)) throw notFound('This job is not in your saved jobs');
      return { message: 'Job removed successfully', isSaved: false };
    },
  );

  app.get(
    '/api/save-jobs/my',
    {
      schema: {
        tags: ['saved jobs'],
        summary: "The caller's saved jobs, newest first",
        response: { 200: SavedJobsReply, ...errors },
      },
      onRequest: seeker,
    },
    async (request) => app.savedJobs.list(me(request).pk),
  );
};

export default fp(savedJobRoutes, {
  name: 'routes/saved-jobs',
  dependencies: ['auth', 'repositories'],
  encapsulate: true,
});
