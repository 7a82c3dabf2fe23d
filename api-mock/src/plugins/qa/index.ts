// The QA controls' state (`app.qa`: injected faults and the request journal) and the hooks that use it on
// every API call: a matching fault delays the call, answers it with an error status, or breaks it below
// HTTP (network.ts); each call is written to the journal. A QA reset clears the faults. Registered in the
// API's scope, after CORS, so an injected error still reaches the browser's code; the /__qa routes
// themselves are routes/qa.ts.
import type { QaFault } from '@portal/contracts';
import type { Static } from '@sinclair/typebox';
import type { QaFiredFault } from '@portal/contracts';
import { QA_LIMITS } from '@portal/contracts/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { setTimeout as sleep } from 'node:timers/promises';
import { Faults } from './faults.js';
import { Journal, sentReply, type SentReply } from './journal.js';
import { closesConnection, closeWithoutReply, rewriteReply, rewritesReply } from './network.js';
import { redact, redactUrl, type RawHeaders } from './redact.js';
import { sessionOf } from './session.js';

export interface QaState {
  faults: Faults;
  journal: Journal;
}

declare module 'fastify' {
  interface FastifyInstance {
    qa: QaState;
  }
  interface FastifyRequest {
    /** The QA fault that met this call. */
    qaFault: QaFault | null;
    /** The QA session the call named (header or cookie), if any. */
    qaSession: string | null;
  }
}

function fired(fault: QaFault): Static<typeof QaFiredFault> {
  return {
    id: fault.id,
    ...(fault.status !== undefined ? { status: fault.status } : {}),
    ...(fault.delayMs !== undefined ? { delayMs: fault.delayMs } : {}),
    ...(fault.network !== undefined ? { network: fault.network } : {}),
    ...(fault.session !== undefined ? { session: fault.session } : {}),
  };
}

/** The injected error reply, as the fault's `body` asks. */
function sendStatus(reply: FastifyReply, fault: QaFault & { status: number }) {
  reply.status(fault.status);
  if (fault.body === 'empty') return reply.send();
  if (fault.body === 'no-message') return reply.send({});
  return reply.send({ message: fault.message ?? 'Injected fault' });
}

/** Reads of the QA controls themselves (the console polls them) stay out of the journal; changes go in. */
const isQaRead = (request: FastifyRequest) => request.method === 'GET' && request.url.startsWith('/__qa');

export default fp(
  async (app) => {
    const qa: QaState = { faults: new Faults(), journal: new Journal() };
    app.decorate('qa', qa);
    app.decorateRequest('qaFault', null);
    app.decorateRequest('qaSession', null);
    app.seed.onReset(() => qa.faults.clear());

    function record(
      request: FastifyRequest,
      status: number | null,
      ms: number,
      reply: SentReply,
      headers: RawHeaders,
    ) {
      qa.journal.record({
        method: request.method,
        path: redactUrl(request.url),
        status,
        ms: Math.round(ms * 100) / 100,
        user: request.portalUser?.email ?? null,
        session: request.qaSession,
        at: new Date().toISOString(),
        requestHeaders: request.headers,
        body: request.isMultipart()
          ? '[multipart/form-data]'
          : request.body === undefined || request.body === null
            ? null
            : redact(request.body),
        responseHeaders: headers,
        reply,
        fault: request.qaFault ? fired(request.qaFault) : null,
      });
    }

    app.addHook('onRequest', async (request, reply) => {
      request.qaSession = sessionOf(request);
      if (request.method === 'OPTIONS' || request.url.startsWith('/__qa')) return;
      const path = request.url.split('?')[0] ?? request.url;
      const fault = qa.faults.match(request.method, path, request.qaSession);
      if (!fault) return;
      request.qaFault = fault;
      if (fault.delayMs) await sleep(fault.delayMs);
      if (closesConnection(fault.network)) {
        // No reply, so no onResponse: the journal hears of it here.
        record(request, null, reply.elapsedTime, null, {});
        closeWithoutReply(request, reply, fault.network);
        return;
      }
      // The bytes it rewrites are the plain ones: the reply goes uncompressed.
      if (rewritesReply(fault.network)) delete request.headers['accept-encoding'];
      if (fault.status !== undefined) return sendStatus(reply, { ...fault, status: fault.status });
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const network = request.qaFault?.network;
      if (!rewritesReply(network) || request.method === 'HEAD') return payload;
      return rewriteReply(reply, payload, network, request.qaFault?.dribbleMs ?? QA_LIMITS.defaultDribbleMs);
    });

    app.addHook('onResponse', async (request, reply) => {
      if (isQaRead(request)) return;
      record(
        request,
        reply.statusCode,
        reply.elapsedTime,
        sentReply(request.qaSentPayload, String(reply.getHeader('content-type') ?? '')),
        reply.getHeaders(),
      );
    });
  },
  { name: 'qa', dependencies: ['auth', 'seed', 'qa-capture'] },
);
