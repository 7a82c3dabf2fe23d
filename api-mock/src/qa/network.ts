// Faults below HTTP, as WireMock has them: a connection reset, a connection closed with no reply, a reply
// whose JSON is cut in half, and a reply sent a little at a time.
import type { QaNetworkFault } from '@portal/contracts/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';

/** How often a dribble sends its next piece. */
const DRIBBLE_TICK_MS = 100;
/** Replies read whole before they are cut or dribbled (files included): a cap on the memory it takes. */
const MAX_REWRITTEN = 16 * 1024 * 1024;

/** The faults that replace the reply by no reply at all. */
export const closesConnection = (
  network: QaNetworkFault | undefined,
): network is 'connection-reset' | 'empty-reply' =>
  network === 'connection-reset' || network === 'empty-reply';
/** The faults that rewrite the reply's bytes (so it is sent uncompressed, and read whole first). */
export const rewritesReply = (network: QaNetworkFault | undefined): network is 'malformed-json' | 'dribble' =>
  network === 'malformed-json' || network === 'dribble';

/**
 * Ends the call with no HTTP reply: a TCP reset (RST, the client sees ECONNRESET), or the connection
 * closed cleanly with nothing sent (FIN: curl's "Empty reply from server", a browser's ERR_EMPTY_RESPONSE).
 * The request body is drained first for an empty reply, so the close is a clean one.
 */
export function closeWithoutReply(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: 'connection-reset' | 'empty-reply',
) {
  reply.hijack();
  const socket = request.raw.socket as Socket | null;
  if (!socket || typeof socket.resetAndDestroy !== 'function') {
    // No network under it (app.inject): end the call with nothing sent, which is what a client sees.
    reply.raw.destroy();
    return;
  }
  if (kind === 'connection-reset') {
    socket.resetAndDestroy();
    return;
  }
  const close = () => socket.destroySoon();
  if (request.raw.complete) close();
  else request.raw.on('end', close).on('error', close).resume();
}

async function bytesOf(payload: unknown): Promise<Buffer> {
  if (payload === null || payload === undefined) return Buffer.alloc(0);
  if (typeof payload === 'string') return Buffer.from(payload);
  if (Buffer.isBuffer(payload)) return payload;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload as AsyncIterable<Buffer | string>) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buf.byteLength;
    if (size > MAX_REWRITTEN) break;
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

/**
 * The bytes in pieces, one every DRIBBLE_TICK_MS or so: the first at once (with the headers), the last
 * `totalMs` later (the client knows the length, so the reply is complete with its last byte). A reply of
 * a byte or none is held back whole for `totalMs`.
 */
function dribble(bytes: Buffer, totalMs: number): Readable {
  const pieces = Math.min(bytes.byteLength, Math.ceil(totalMs / DRIBBLE_TICK_MS) + 1);
  const size = Math.ceil(bytes.byteLength / Math.max(1, pieces));
  return Readable.from(
    (async function* () {
      if (pieces <= 1) {
        await sleep(totalMs);
        if (bytes.byteLength) yield bytes;
        return;
      }
      const gap = totalMs / (pieces - 1);
      for (let i = 0; i < pieces; i++) {
        if (i > 0) await sleep(gap);
        const piece = bytes.subarray(i * size, (i + 1) * size);
        if (piece.byteLength) yield piece;
      }
    })(),
  );
}

/** The reply as a malformed-json or dribble fault sends it (an onSend payload). */
export async function rewriteReply(
  reply: FastifyReply,
  payload: unknown,
  network: 'malformed-json' | 'dribble',
  dribbleMs: number,
): Promise<Buffer | Readable> {
  const bytes = await bytesOf(payload);
  if (network === 'malformed-json') {
    // Any proper prefix of a JSON object or list is not JSON: the first half, announced as JSON.
    const cut = bytes.subarray(0, Math.floor(bytes.byteLength / 2));
    reply.header('content-type', 'application/json; charset=utf-8');
    reply.header('content-length', cut.byteLength);
    return cut;
  }
  reply.header('content-length', bytes.byteLength);
  return dribble(bytes, dribbleMs);
}
