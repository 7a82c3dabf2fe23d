// A tester's QA session: named by the X-QA-Session header (a script, a browser extension, Playwright's
// extraHTTPHeaders; CORS lets the portal's pages send it) or by the qa-session cookie (set by the QA
// console on the API's own origin, so Swagger UI's "Try it out" carries it). A malformed name counts as
// none: product calls never fail because of a QA header.
import { QA_SESSION_COOKIE, QA_SESSION_HEADER, QA_SESSION_PATTERN } from '@portal/contracts/constants';
import type { FastifyRequest } from 'fastify';

const VALID = new RegExp(QA_SESSION_PATTERN);
const COOKIE = new RegExp(`(?:^|;\\s*)${QA_SESSION_COOKIE}=([^;]*)`);

export function sessionOf(request: FastifyRequest): string | null {
  const header = request.headers[QA_SESSION_HEADER];
  const named =
    typeof header === 'string' ? header.trim() : COOKIE.exec(request.headers.cookie ?? '')?.[1]?.trim();
  return named && VALID.test(named) ? named : null;
}
