// QA controls: reset to the seed, inject faults, read the journal. Registered only when enabled.
import { MessageReply, QaFault, QaFaultBody, QaJournalReply, QaResetBody } from '@portal/contracts';
import { Type } from '@sinclair/typebox';
import type { AppContext } from '../context.js';
import type { App } from '../types.js';

export function qaRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/__qa/reset',
    {
      schema: {
        tags: ['qa'],
        summary:
          'Reset every table to the seed (optional {size}: extra generated jobs); clears faults and lockouts',
        body: QaResetBody,
        response: { 200: MessageReply },
      },
      preValidation: async (request) => {
        if (request.body === undefined || request.body === null) request.body = {};
      },
    },
    async (request) => {
      const s = ctx.reset(request.body.size);
      return {
        message: `Reset to the seed: ${s.users} users, ${s.jobs} jobs, ${s.applications} applications in ${s.ms} ms`,
      };
    },
  );

  app.post(
    '/__qa/faults',
    {
      schema: {
        tags: ['qa'],
        summary: 'Inject a delay and/or an error status on calls whose path matches (substring or /regex/)',
        body: QaFaultBody,
        response: { 201: QaFault },
      },
    },
    async (request, reply) => reply.status(201).send(ctx.qa.addFault(request.body)),
  );

  app.get(
    '/__qa/faults',
    { schema: { tags: ['qa'], summary: 'Active faults', response: { 200: Type.Array(QaFault) } } },
    async () => ctx.qa.listFaults(),
  );

  app.delete(
    '/__qa/faults',
    { schema: { tags: ['qa'], summary: 'Remove every fault', response: { 200: MessageReply } } },
    async () => {
      ctx.qa.clearFaults();
      return { message: 'Faults cleared' };
    },
  );

  app.get(
    '/__qa/journal',
    {
      schema: {
        tags: ['qa'],
        summary: 'Recent requests, newest first',
        querystring: Type.Object({
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })),
        }),
        response: { 200: QaJournalReply },
      },
    },
    async (request) => ctx.qa.recent(request.query.limit ?? 100),
  );
}
