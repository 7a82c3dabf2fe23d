// Interviews: proposed on an application by its job's employer, picked or declined by its candidate, moved
// by the employer, cancelled by either; each party's list of the interviews to come; the calendar file of
// a booked one. The rules and whom each step tells are the interview service's (services/interviews.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorReply,
  IdParams,
  Interview,
  InterviewAcceptBody,
  InterviewMessageBody,
  InterviewProposalBody,
  InterviewRescheduleBody,
  InterviewsQuery,
  InterviewsReply,
} from '@portal/contracts';
import fp from 'fastify-plugin';
import { me } from '../plugins/auth.js';

const errors = { '4xx': ErrorReply };
const tags = ['interviews'];

const interviewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { auth } = app;
  const employer = auth.role('employeer', 'Only employers can propose or move interviews');
  const seeker = auth.role('jobseeker', 'Only job seekers can pick or decline an interview time');

  app.get(
    '/api/interviews',
    {
      schema: {
        tags,
        summary:
          "The caller's interviews: those to come (booked and not over, or awaiting the candidate's pick), soonest first; `when=all`: every one, latest first",
        querystring: InterviewsQuery,
        response: { 200: InterviewsReply, ...errors },
      },
      onRequest: auth.signedIn,
    },
    async (request) => {
      const user = me(request);
      return { interviews: app.interviews.ofUser(user.pk, user.role, request.query.when ?? 'upcoming') };
    },
  );

  app.get(
    '/api/applications/:id/interviews',
    {
      schema: {
        tags,
        summary: "An application's interviews, latest first (its candidate and the job's employer)",
        params: IdParams,
        response: { 200: InterviewsReply, ...errors },
      },
      onRequest: auth.signedIn,
    },
    async (request) => ({
      interviews: app.interviewing.forApplication(me(request), request.params.id),
    }),
  );

  app.post(
    '/api/applications/:id/interviews',
    {
      schema: {
        tags,
        summary:
          'The employer proposes 1-5 interview times on an application in Review; the candidate is told (notification, e-mail, a message in the conversation)',
        params: IdParams,
        body: InterviewProposalBody,
        response: { 201: Interview, ...errors },
      },
      onRequest: employer,
    },
    async (request, reply) => {
      const user = me(request);
      // A proposal is a message in the conversation: it spends the employer's message budget.
      await app.rateLimits.sendMessage(user.pk);
      return reply.status(201).send(app.interviewing.propose(user, request.params.id, request.body));
    },
  );

  app.post(
    '/api/interviews/:id/accept',
    {
      schema: {
        tags,
        summary:
          'The candidate picks one of the times offered: both parties get the calendar invitation. 409 when another candidate took that time first',
        params: IdParams,
        body: InterviewAcceptBody,
        response: { 200: Interview, ...errors },
      },
      onRequest: seeker,
    },
    async (request) => app.interviewing.accept(me(request), request.params.id, request.body.time),
  );

  app.post(
    '/api/interviews/:id/decline',
    {
      schema: {
        tags,
        summary: 'The candidate declines the proposal, with an optional message to the employer',
        params: IdParams,
        body: InterviewMessageBody,
        response: { 200: Interview, ...errors },
      },
      onRequest: seeker,
    },
    async (request) => app.interviewing.decline(me(request), request.params.id, request.body.message ?? ''),
  );

  app.post(
    '/api/interviews/:id/cancel',
    {
      schema: {
        tags,
        summary:
          'Either party cancels (the employer may withdraw a proposal); a booked one sends both a METHOD:CANCEL invitation. Again: no change',
        params: IdParams,
        body: InterviewMessageBody,
        response: { 200: Interview, ...errors },
      },
      onRequest: auth.signedIn,
    },
    async (request) => app.interviewing.cancel(me(request), request.params.id, request.body.message ?? ''),
  );

  app.put(
    '/api/interviews/:id/time',
    {
      schema: {
        tags,
        summary:
          'The employer moves a booked interview: both calendars get the update (same UID, next SEQUENCE)',
        params: IdParams,
        body: InterviewRescheduleBody,
        response: { 200: Interview, ...errors },
      },
      onRequest: employer,
    },
    async (request) => app.interviewing.reschedule(me(request), request.params.id, request.body),
  );

  app.get(
    '/api/interviews/:id/calendar.ics',
    {
      schema: {
        tags,
        summary: 'The booked interview as a calendar file (text/calendar), as its latest e-mail carried it',
        params: IdParams,
        response: {
          200: {
            description: 'An iCalendar file (METHOD:REQUEST, or METHOD:CANCEL once cancelled)',
            content: { 'text/calendar': { schema: { type: 'string' } } },
          },
          ...errors,
        },
      },
      onRequest: auth.signedIn,
    },
    async (request, reply) => {
      const ics = app.interviewing.calendar(me(request), request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="interview.ics"')
        .header('cache-control', 'private, no-store')
        .send(ics);
    },
  );
};

export default fp(interviewRoutes, {
  name: 'routes/interviews',
  dependencies: ['auth', 'interviews', 'rate-limits'],
  encapsulate: true,
});
