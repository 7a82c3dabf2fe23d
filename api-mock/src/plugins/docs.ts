// The OpenAPI document, generated from every route's schema, and Swagger UI at /docs (assets served
// locally). The document itself is served by routes/health.ts, inside the API's scope.
//
// Everything a linter (Redocly's recommended rules, run by `npm test`) asks of each operation comes from
// the route itself, so a new route is documented completely without a line of its own:
// - operationId: from its method and path (`GET /api/jobs/:id/similar` → `getJobsByIdSimilar`);
// - security: what its hooks check (a bearer-token hook from app.auth → bearer; none → public, `[]`);
//   a route may still declare its own (the QA controls declare the QA token their plugin checks);
// - a 4xx reply: every route can answer one (an oversized body, a time-out, an injected QA fault), always
//   `{message}`;
// - examples: a sample of each body and reply built from its schema (openapi-sampler, from the schemas'
//   own `examples`, formats and bounds), kept only when the schema accepts it.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ErrorReply } from '@portal/contracts';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import fp from 'fastify-plugin';
import { sample } from 'openapi-sampler';
import { runsBearerCheck } from './auth.js';

/** `GET /api/jobs/:id/similar` → `getJobsByIdSimilar` (the /api prefix every call shares is left out). */
export function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(':')
        ? ['by', ...segment.slice(1).split(/[^A-Za-z0-9]+/)]
        : segment.split(/[^A-Za-z0-9]+/),
    )
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

type Schema = Record<string, unknown>;

const checker = new Ajv({ strict: false, allErrors: false });
addFormats(checker);

/**
 * The schema with a sample of itself as its example, when it has none and the sample is valid. A reply
 * given as media types (`content`, a file's bytes) is left as it is.
 */
function withExample(schema: unknown): unknown {
  if (!schema || typeof schema !== 'object' || 'examples' in schema || 'content' in schema) return schema;
  try {
    const example = sample(schema, { quiet: true, enablePatterns: true });
    if (example === undefined || !checker.validate(schema, example)) return schema;
    return { ...schema, examples: [example] };
  } catch {
    return schema; // a schema the sampler or Ajv cannot take: documented without an example
  }
}

function withExamples(responses: Schema): Schema {
  return Object.fromEntries(Object.entries(responses).map(([status, s]) => [status, withExample(s)]));
}

export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        // 3.1: its Schema Objects are JSON Schema, what the route schemas (TypeBox) are written in, so
        // `examples`, `const` and `type: 'null'` reach the document as written.
        openapi: '3.1.0',
        info: {
          title: 'Job portal API (api-mock)',
          version: '1.0.0',
          description:
            'Every call the portal makes, on an embedded SQLite database, plus QA controls under /__qa.',
          // A private package: no licence is granted, which the document says rather than leaving unsaid.
          license: { name: 'UNLICENSED (private, all rights reserved)' },
        },
        // Relative: the server that serves this document, whatever name it is reached by (localhost, a QA
        // host behind a proxy), so Swagger UI's "Try it out" calls the API it was opened from.
        servers: [{ url: '/', description: 'the api-mock serving this document' }],
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            qaToken: { type: 'apiKey', in: 'header', name: 'X-QA-Token' },
          },
        },
      },
      transform: ({ schema, url, route }) => {
        const given = (schema ?? {}) as Schema;
        if (given.hide) return { schema: given, url };
        const method = [route.method].flat()[0]!;
        const responses = (given.response ?? {}) as Schema;
        const has4xx = Object.keys(responses).some((status) => /^4/.test(status));
        const documented: Schema = {
          ...given,
          operationId: given.operationId ?? operationId(method, url),
          security: given.security ?? (runsBearerCheck(route.onRequest) ? [{ bearer: [] }] : []),
          response: withExamples(has4xx ? responses : { ...responses, '4xx': ErrorReply }),
          ...(given.body ? { body: withExample(given.body) } : {}),
        };
        return { schema: documented, url };
      },
    });
    await app.register(swaggerUi, { routePrefix: '/docs' });
  },
  { name: 'docs' },
);
