// Liveness, and the OpenAPI document (generated from every route's schema by plugins/docs.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthReply } from '@portal/contracts';
import fp from 'fastify-plugin';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Liveness', response: { 200: HealthReply } } },
    async () => ({ status: 'ok' as const, uptime: Math.round(process.uptime()) }),
  );

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};

export default fp(healthRoutes, { name: 'routes/health', dependencies: ['docs'], encapsulate: true });
