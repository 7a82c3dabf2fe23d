// A tester's QA session: named by the X-QA-Session header (a script, a browser extension, Playwright's
// extraHTTPHeaders; CORS lets the portal's pages send it) or by the qa-session cookie (set by the QA
// console on the API's own origin, so Swagger UI's "Try it out" carries it). A malformed name counts as
// none: product calls never fail because of a QA header. The shell's rendering server passes a visitor's
// session on with the calls of their page's first render, and marks those calls as its own (callerOf).
import { QA_RENDER_HEADER, QA_RENDER_SERVER } from '@portal/contracts/constants';
import { qaSessionOf } from '@portal/contracts/rules';
import type { FastifyRequest } from 'fastify';

export const sessionOf = (request: FastifyRequest): string | null => qaSessionOf(request.headers);

/**
 * Whether the call is the shell's rendering server's, for a page's first render (it says so with the
 * x-qa-render header), or anyone else's. A browser's call never counts as the server's, whatever it sends
 * (its Origin or Sec-Fetch-* headers give it away; CORS never lets a page send the header): a page cannot
 * dodge the faults meant for the browser nor spend those meant for the server's render. The answer only
 * chooses which faults and stubs meet the call.
 */
export function callerOf(request: FastifyRequest): 'server' | 'browser' {
  const { headers } = request;
  const fromBrowser =
    headers.origin !== undefined ||
    headers['sec-fetch-site'] !== undefined ||
    headers['sec-fetch-mode'] !== undefined;
  return headers[QA_RENDER_HEADER] === QA_RENDER_SERVER && !fromBrowser ? 'server' : 'browser';
}
