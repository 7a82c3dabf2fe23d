// The talent pool: a job seeker chooses to be found (and sees the card employers will see before), and
// employers search the seekers who did, by skills or title and place. A result is the talent card and
// nothing more: no e-mail address, no résumé file, no field the seeker did not put on it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DiscoveryBody,
  DiscoveryReply,
  ErrorReply,
  TalentSearchQuery,
  TalentSearchReply,
} from '@portal/contracts';
import { TALENT_LIMITS } from '@portal/contracts/constants';
import fp from 'fastify-plugin';
import { me } from '../plugins/auth.js';
import { toTalentCard } from '../repos/talent-repo.js';

const errors = { '4xx': ErrorReply };

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
};

export default fp(talentRoutes, {
  name: 'routes/talent',
  dependencies: ['auth', 'repositories'],
  encapsulate: true,
});
