// The QA controls' state (`app.qa`: injected faults, stubs and the request journal) and the hooks that use
// it on every API call: a matching fault delays the call, answers it with a crafted reply, or breaks it
// below HTTP (network.ts); a matching stub answers it with its canned reply instead of the route; each
// call is written to the journal. A QA reset clears the faults and the stubs. Added in the API's scope,
// after CORS, so an injected reply still reaches the browser's code.
import type { QaFault, QaFiredFault, QaFiredStub, QaStub } from '@portal/contracts';
import type { Static } from 'typebox';
import { QA_CLOCK_OFFSET_HEADER, QA_LIMITS } from '@portal/contracts/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { Faults } from './faults.js';
import { Journal, sentReply, type SentReply } from './journal.js';
import { closesConnection, closeWithoutReply, rewriteReply, rewritesReply } from './network.js';
import { redact, redactUrl, type RawHeaders } from './redact.js';
import { sendCrafted } from './replies.js';
import { callerOf, sessionOf } from './session.js';
import { Stubs } from './stubs.js';

export interface QaState {
  faults: Faults;
  stubs: Stubs;
  journal: Journal;
}

declare module 'fastify' {
  interface FastifyInstance {
    qa: QaState;
  }
  interface FastifyRequest {
    /** The reply's body as the route sent it (a string, a Buffer or a stream), for the journal. */
    qaSentPayload: unknown;
    /** The QA fault that met this call. */
    qaFault: QaFault | null;
    /** The QA stub that answered this call. */
    qaStub: QaStub | null;
    /** The QA session the call named (header or cookie), if any. */
    qaSession: string | null;
    /** Who made the call: the shell's rendering server (for a first render) or anyone else. */
    qaCaller: 'server' | 'browser';
  }
}

function firedFault(fault: QaFault): Static<typeof QaFiredFault> {
  return {
    id: fault.id,
    ...(fault.status !== undefined ? { status: fault.status } : {}),
    ...(fault.delayMs !== undefined ? { delayMs: fault.delayMs } : {}),
    ...(fault.network !== undefined ? { network: fault.network } : {}),
    ...(fault.session !== undefined ? { session: fault.session } : {}),
  };
}

function firedStub(stub: QaStub): Static<typeof QaFiredStub> {
  return {
    id: stub.id,
    status: stub.status,
    ...(stub.session !== undefined ? { session: stub.session } : {}),
  };
}

/** The injected reply of a fault with a status: its crafted body, else as its `body` kind asks. */
function sendFault(reply: FastifyReply, fault: QaFault & { status: number }) {
  const fallback =
    fault.body === 'empty'
      ? null
      : fault.body === 'no-message'
        ? {}
        : { message: fault.message ?? 'Injected fault' };
  return sendCrafted(reply, fault.status, fault, fallback);
}

/** Reads of the QA controls themselves (the console polls them) stay out of the journal; changes go in. */
const isQaRead = (request: FastifyRequest) => request.method === 'GET' && request.url.startsWith('/__qa');

/**
 * A path no route has, outside /api: a browser's /favicon.ico, a crawler's /robots.txt. The not-found
 * handler runs these hooks for every path, but only an API path (an endpoint not built yet) is QA's: the
 * rest meet no fault or stub and stay out of the journal.
 */
const isStrayPath = (request: FastifyRequest) => request.is404 && !/^\/api(?:[/?]|$)/.test(request.url);

/**
 * The body of a call QA answers itself (the route never runs, so Fastify never parses it), for the
 * journal: JSON when it says so, else its text; an upload is noted by the journal as it is.
 */
async function readBody(request: FastifyRequest, limit: number): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD' || request.isMultipart()) return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request.raw) {
    size += (chunk as Buffer).byteLength;
    if (size > limit) return `[over ${limit} bytes: not kept]`;
    chunks.push(chunk as Buffer);
  }
  if (size === 0) return undefined;
  const text = Buffer.concat(chunks).toString('utf8');
  if (/[/+]json\b/i.test(request.headers['content-type'] ?? '')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // Not JSON after all: the text.
    }
  }
  return text;
}

/** The QA state on `app`, and the hooks every API call passes: faults, stubs, the journal. */
export function watchCalls(app: FastifyInstance): void {
  const qa: QaState = { faults: new Faults(), stubs: new Stubs(), journal: new Journal() };
  app.decorate('qa', qa);
  app.decorateRequest('qaSentPayload', null);
  app.decorateRequest('qaFault', null);
  app.decorateRequest('qaStub', null);
  app.decorateRequest('qaSession', null);
  app.decorateRequest('qaCaller', 'browser');
  app.seed.onReset(() => {
    qa.faults.clear();
    qa.stubs.clear();
  });
  const bodyLimit = app.initialConfig.bodyLimit ?? 1024 * 1024;

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
      caller: request.qaCaller,
      at: new Date().toISOString(),
      requestHeaders: request.headers,
      body: request.isMultipart()
        ? '[multipart/form-data]'
        : request.body === undefined || request.body === null
          ? null
          : redact(request.body),
      responseHeaders: headers,
      reply,
      fault: request.qaFault ? firedFault(request.qaFault) : null,
      stub: request.qaStub ? firedStub(request.qaStub) : null,
    });
  }

  /**
   * QA answers this call itself: what the route would have known of it (the caller, the body) is taken
   * now, for the journal.
   */
  async function takeCall(request: FastifyRequest) {
    app.auth.optionalUser(request);
    request.body = await readBody(request, bodyLimit);
  }

  // Every reply says how far the QA clock is moved (a faulted or stubbed one too: this runs first), so
  // the pages count "posted N days ago" from the API's time.
  const clock = app.settings.qaClock;
  if (clock) {
    app.addHook('onRequest', async (_request, reply) => {
      reply.header(QA_CLOCK_OFFSET_HEADER, String(clock.offsetMs));
    });
  }

  app.addHook('onRequest', async (request, reply) => {
    request.qaSession = sessionOf(request);
    request.qaCaller = callerOf(request);
    if (request.method === 'OPTIONS' || request.url.startsWith('/__qa') || isStrayPath(request)) return;
    const url = request.url;
    const path = url.split('?')[0] ?? url;
    const caller = request.qaCaller;
    const fault = qa.faults.match(request.method, path, url, request.qaSession, caller);
    if (fault) {
      request.qaFault = fault;
      if (fault.delayMs) await sleep(fault.delayMs);
      if (closesConnection(fault.network)) {
        await takeCall(request);
        // No reply, so no onResponse: the journal hears of it here.
        record(request, null, reply.elapsedTime, null, {});
        closeWithoutReply(request, reply, fault.network);
        return;
      }
      // The bytes it rewrites are the plain ones: the reply goes uncompressed.
      if (rewritesReply(fault.network)) delete request.headers['accept-encoding'];
      if (fault.status !== undefined) {
        await takeCall(request);
        return sendFault(reply, { ...fault, status: fault.status });
      }
    }
    const stub = qa.stubs.match(request.method, path, url, request.qaSession, caller);
    if (!stub) return;
    request.qaStub = stub;
    if (stub.delayMs) await sleep(stub.delayMs);
    await takeCall(request);
    return sendCrafted(reply, stub.status, stub, null);
  });

  // Keeps the body as the route produced it, for the journal: compression comes later (it is a hook of
  // each route, and a route's own hooks run after these), and so does the fault's rewrite below.
  app.addHook('onSend', async (request, _reply, payload) => {
    request.qaSentPayload = payload;
    return payload;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const network = request.qaFault?.network;
    if (!rewritesReply(network) || request.method === 'HEAD') return payload;
    return rewriteReply(reply, payload, network, request.qaFault?.dribbleMs ?? QA_LIMITS.defaultDribbleMs);
  });

  app.addHook('onResponse', async (request, reply) => {
    if (isQaRead(request) || isStrayPath(request)) return;
    record(
      request,
      reply.statusCode,
      reply.elapsedTime,
      sentReply(request.qaSentPayload, String(reply.getHeader('content-type') ?? '')),
      reply.getHeaders(),
    );
  });
}
