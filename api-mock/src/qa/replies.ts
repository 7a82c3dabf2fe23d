// A reply QA crafts (a fault's or a stub's): any status, headers, and a JSON or a text body, checked when
// it is added so that sending it can never fail, and sent as written, never through the route's
// serializer (a crafted 200 on GET /api/jobs is the body given, not the route's shape of it).
import { QA_LIMITS } from '@portal/contracts/constants';
import type { FastifyReply } from 'fastify';
import { badRequest } from '../lib/errors.js';

export interface CraftedReply {
  headers?: Record<string, string>;
  jsonBody?: unknown;
  textBody?: string;
}

/** RFC 9110's token: the characters a header's name may have. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** Printable ASCII, space and tab: what every client reads the same way (no line breaks, no controls). */
const HEADER_VALUE = /^[\t\x20-\x7e]*$/;
/** Headers the server writes from the reply itself: given by hand they would break the connection. */
const FRAMING = new Set([
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'upgrade',
  'te',
  'trailer',
  'proxy-connection',
]);
/** Statuses that carry no body. */
const NO_BODY = new Set([204, 205, 304]);

/** A 400 naming the field when the reply could not be sent as written. */
export function checkReply(status: number | undefined, reply: CraftedReply): void {
  if (reply.jsonBody !== undefined && reply.textBody !== undefined) {
    throw badRequest('textBody: give a jsonBody or a textBody, not both');
  }
  const body = reply.jsonBody !== undefined ? 'jsonBody' : reply.textBody !== undefined ? 'textBody' : null;
  if (body && status !== undefined && NO_BODY.has(status)) {
    throw badRequest(`${body}: a ${status} reply has no body`);
  }
  if (body) {
    const text = reply.jsonBody !== undefined ? JSON.stringify(reply.jsonBody) : reply.textBody!;
    if (Buffer.byteLength(text) > QA_LIMITS.maxReplyBodyBytes) {
      throw badRequest(`${body}: at most ${QA_LIMITS.maxReplyBodyBytes} bytes`);
    }
  }
  const seen = new Set<string>();
  for (const [name, value] of Object.entries(reply.headers ?? {})) {
    const lower = name.toLowerCase();
    if (!HEADER_NAME.test(name)) throw badRequest(`headers: "${name}" is not a header name`);
    if (FRAMING.has(lower)) {
      throw badRequest(`headers: ${lower} is written by the server from the reply itself`);
    }
    if (seen.has(lower)) throw badRequest(`headers: ${lower} is given twice`);
    seen.add(lower);
    if (!HEADER_VALUE.test(value)) {
      throw badRequest(`headers: the value of ${name} must be plain ASCII text on one line`);
    }
  }
}

/** Sends the crafted reply; `fallback` is the body when it gives none (null: no body at all). */
export function sendCrafted(
  reply: FastifyReply,
  status: number,
  crafted: CraftedReply,
  fallback: unknown,
): FastifyReply {
  reply.status(status);
  for (const [name, value] of Object.entries(crafted.headers ?? {})) reply.header(name, value);
  if (crafted.textBody !== undefined) {
    if (!reply.hasHeader('content-type')) reply.header('content-type', 'text/plain; charset=utf-8');
    return reply.send(crafted.textBody);
  }
  if (crafted.jsonBody === undefined && fallback === null) return reply.send();
  if (!reply.hasHeader('content-type')) reply.header('content-type', 'application/json; charset=utf-8');
  // A string, so no route's reply schema re-shapes it.
  return reply.send(JSON.stringify(crafted.jsonBody !== undefined ? crafted.jsonBody : fallback));
}
