// Who may call the QA controls: whoever holds the QA secret (header X-QA-Token), from a script or from
// the API's own origin, never a page of another site. The secret lives in a custom header, so a browser
// must send a CORS pre-flight first, which the API never grants for that header: a `no-cors` form post
// or fetch from another origin cannot carry it. Requests a browser marks as cross-site (Sec-Fetch-Site)
// or sends with a foreign Origin are refused before the secret is even looked at.
import { QA_TOKEN_HEADER } from '@portal/contracts/constants';
import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../lib/errors.js';

const digest = (s: string) => createHash('sha256').update(s).digest();

function sameOrigin(origin: string, request: FastifyRequest): boolean {
  try {
    // Through URL on both sides, so "localhost:80" and "http://localhost" compare equal.
    return new URL(origin).host === new URL(`${new URL(origin).protocol}//${request.headers.host}`).host;
  } catch {
    return false; // "null" (sandboxed frames, file:) or garbage
  }
}

export function qaGuard(secret: string) {
  const expected = digest(secret);
  return async (request: FastifyRequest) => {
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') {
      throw forbidden('QA controls refuse cross-site requests');
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !sameOrigin(origin, request)) {
      throw forbidden('QA controls refuse cross-site requests');
    }
    const given = request.headers[QA_TOKEN_HEADER];
    // Compared as digests: equal length, constant time, whatever was sent.
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) {
      throw unauthorized(
        `QA controls need the ${QA_TOKEN_HEADER} header with the QA token (API_QA_TOKEN, printed at start)`,
      );
    }
  };
}
