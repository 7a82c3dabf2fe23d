// The QA controls' state (`app.qa`: injected faults and the request journal) and the two hooks that use it
// on every API call: a matching fault delays the call or answers it with an error status, and each call
// is written to the journal; a QA reset clears the faults. Registered in the API's scope, after CORS, so an injected error still reaches
// the browser's code; the /__qa routes themselves are routes/qa.ts.
import type { QaFiredFault } from '@portal/contracts';
import type { Static } from '@sinclair/typebox';
import fp from 'fastify-plugin';
import { QaState, redact } from './state.js';

declare module 'fastify' {
  interface FastifyInstance {
    qa: QaState;
  }
  interface FastifyRequest {
    /** The QA fault that fired on this call, for the journal. */
    qaFault: Static<typeof QaFiredFault> | null;
  }
}

export default fp(
  async (app) => {
    const qa = new QaState();
    app.decorate('qa', qa);
    app.decorateRequest('qaFault', null);
    app.seed.onReset(() => qa.clearFaults());

    app.addHook('onRequest', async (request, reply) => {
      if (request.method === 'OPTIONS' || request.url.startsWith('/__qa')) return;
      const path = request.url.split('?')[0] ?? request.url;
      const fault = qa.match(request.method, path);
      if (!fault) return;
      request.qaFault = {
        id: fault.id,
        ...(fault.status !== undefined ? { status: fault.status } : {}),
        ...(fault.delayMs !== undefined ? { delayMs: fault.delayMs } : {}),
      };
      if (fault.delayMs) await new Promise((r) => setTimeout(r, fault.delayMs));
      if (fault.status)
        return reply.status(fault.status).send({ message: fault.message ?? 'Injected fault' });
    });

    app.addHook('onResponse', async (request, reply) => {
      if (request.method === 'GET' && request.url.startsWith('/__qa/journal')) return;
      const body: unknown = request.isMultipart()
        ? '[multipart/form-data]'
        : request.body === undefined
          ? null
          : redact(request.body);
      qa.record({
        method: request.method,
        path: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 100) / 100,
        user: request.portalUser?.email ?? null,
        at: new Date().toISOString(),
        body,
        fault: request.qaFault,
      });
    });
  },
  { name: 'qa', dependencies: ['auth', 'seed'] },
);
