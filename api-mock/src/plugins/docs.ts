// The OpenAPI document, generated from every route's schema, and Swagger UI at /docs (assets served
// locally). The document itself is served by routes/docs.ts, inside the API's scope.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Job portal API (api-mock)',
          version: '1.0.0',
          description:
            'Every call the portal makes, on an embedded SQLite database, plus QA controls under /__qa.',
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            qaToken: { type: 'apiKey', in: 'header', name: 'X-QA-Token' },
          },
        },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/docs' });
  },
  { name: 'docs' },
);
