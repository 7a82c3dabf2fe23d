// The talent pool: a job seeker chooses to be found (and sees the card employers will see before), and
// employers search the seekers who did, by skills or title and place, and invite one to apply to a job
// (a conversation opened with the invitation, which the seeker is told of and can answer). A result is the
// talent card and nothing more: no e-mail address, no résumé file, no field the seeker did not put on it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DiscoveryBody,
  DiscoveryReply,
  ErrorReply,
  InvitationBody,
  InvitationReply,
  TalentParams,
  TalentSearchQuery,
  TalentSearchReply,
} from '@portal/contracts';
import { TALENT_LIMITS } from '@portal/contracts/constants';
import { checkMessageText } from '@portal/contracts/rules';
import fp from 'fastify-plugin';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors.js';
import { me } from '../plugins/auth.js';
import { fieldMessage } from '../plugins/errors.js';
import { toTalentCard } from '../repos/talent-repo.js';

const errors = { '4xx': ErrorReply };
/** An invitation's message is at most 5,000 characters: a body far past that is refused unparsed. */
const INVITATION_BODY_LIMIT = 64 * 1024;

const talentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { auth } = app;
  const seekerOnly = auth.role('jobseeker', 'Only job seekers can be found in the talent pool');

  /** The caller's discovery as the reply says it (read back: the row as it is now). */
  const discovery = (pk: number) => {
    const row = app.users.findByPk(pk);
    if (!row) throw new Error(`user ${pk} vanished`);
    return { discoverable: row.discoverable === 1, card: toTalentCard(row) };
  };

  app.get(
    '/api/user/discovery',
    {
      schema: {
        tags: ['talent'],
        summary: 'Whether the signed-in job seeker can be found, and the card employers then see',
        response: { 200: DiscoveryReply, ...errors },
      },
      onRequest: seekerOnly,
    },
    async (request) => discovery(me(request).pk),
  );

  app.put(
    '/api/user/discovery',
    {
      schema: {
        tags: ['talent'],
        summary: 'Turn being found by employers on or off (off takes the seeker out of the next search)',
        body: DiscoveryBody,
        response: { 200: DiscoveryReply, ...errors },
      },
      onRequest: seekerOnly,
    },
    async (request) => {
      const { pk } = me(request);
      app.talent.setDiscoverable(pk, request.body.discoverable);
      return discovery(pk);
    },
  );

  app.get(
    '/api/talent',
    {
      schema: {
        tags: ['talent'],
        summary:
          'Search the job seekers who can be found: every word of q in their skills or titles, of location in their place; best first',
        querystring: TalentSearchQuery,
        response: { 200: TalentSearchReply, ...errors },
      },
      onRequest: auth.role('employeer', 'Only employers can search the talent pool'),
    },
    async (request, reply) => {
      // Pre-serialised (see TalentRepo.searchJson); the schema above still documents the shape.
      const body = app.talent.searchJson({
        q: request.query.q ?? '',
        location: request.query.location ?? '',
        page: request.query.page ?? 1,
        limit: request.query.limit ?? TALENT_LIMITS.pageSizeDefault,
      });
      return reply.type('application/json; charset=utf-8').send(body as unknown as TalentSearchReply);
    },
  );

  app.post(
    '/api/talent/:id/invitations',
    {
      schema: {
        tags: ['talent'],
        summary:
          'Invite a job seeker found in the talent pool to apply to one of your open jobs: a conversation opens with the message, and the seeker is told (notification, e-mail)',
        params: TalentParams,
        body: InvitationBody,
        response: { 201: InvitationReply, ...errors },
      },
      bodyLimit: INVITATION_BODY_LIMIT,
      onRequest: auth.role('employeer', 'Only employers can invite job seekers to apply'),
    },
    async (request, reply) => {
      const employer = me(request);
      // Only someone who can be found now: anyone else is not in the pool, whoever they are.
      const seeker = app.users.findById(request.params.id);
      if (!seeker || seeker.role !== 'jobseeker' || seeker.discoverable !== 1)
        throw notFound('No such job seeker in the talent pool');
      const job = app.jobs.findById(request.body.jobId);
      if (!job) throw notFound('Job not found');
      if (job.employer_pk !== employer.pk)
        throw forbidden('You can invite job seekers to your own jobs only');
      if (job.is_closed) throw badRequest('jobId: This job is closed: reopen it to invite job seekers');
      const problem = checkMessageText(request.body.message);
      if (problem) throw badRequest(fieldMessage('message', problem));
      const existing = app.messages.existing(job.pk, seeker.pk);
      if (existing.application)
        throw conflict(`${seeker.name} has already applied to this job: write to them from its applicants`);
      if (existing.conversation)
        throw conflict(`You have already written to ${seeker.name} about this job: see your messages`);
      await app.rateLimits.invite(employer.pk);
      const invited = app.messaging.invite(employer.pk, seeker.pk, job.pk, request.body.message.trim());
      return reply.status(201).send(invited);
    },
  );
};

export default fp(talentRoutes, {
  name: 'routes/talent',
  dependencies: ['auth', 'repositories', 'messaging', 'rate-limits'],
  encapsulate: true,
});
