// Keeps a reference to each reply's body as the route produced it, for the QA journal. Registered on the
// root before the HTTP layer (compression), so its onSend hook runs first and sees the body before it is
// compressed; the journal (plugins/qa/index.ts) reads it when the call ends.
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The reply's body as the route sent it (a string, a Buffer or a stream), for the journal. */
    qaSentPayload: unknown;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('qaSentPayload', null);
    app.addHook('onSend', async (request, _reply, payload) => {
      request.qaSentPayload = payload;
      return payload;
    });
  },
  { name: 'qa-capture' },
);
