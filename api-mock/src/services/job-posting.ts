// Posting a job (`app.jobPosting`): the jobs repository stores and indexes it, then the job alerts queue
// it for their matcher (posting never waits for that). Every post goes through here, an employer's
// (routes/jobs.ts) and a QA scenario's, so none can miss the alerts.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobBody } from '@portal/contracts';
import type { StoredQuestion } from '../lib/screening.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobPosting: JobPosting;
  }
}

function jobPosting(app: FastifyInstance) {
  return {
    /** `questions`: the screening questions, already checked (lib/screening.ts checkQuestions). */
    post(employerPk: number, body: JobBody, questions: StoredQuestion[] = []) {
      const posted = app.jobs.create(employerPk, body, questions);
      app.alerts.jobPosted(posted.pk);
      return posted;
    },
  };
}

export type JobPosting = ReturnType<typeof jobPosting>;

export default fp(
  async (app) => {
    app.decorate('jobPosting', jobPosting(app));
  },
  { name: 'job-posting', dependencies: ['repositories', 'alerts'] },
);
