// The QA console: a page for testers (scenarios, faults, the journal, the outbox) at /__qa, the link the
// start banner prints. The page and its script and style hold no secret and are served without the QA
// token; everything they show comes from the /__qa routes, which need it: the page asks for the token and
// keeps it in the tab's sessionStorage, never in a URL. The files are read once, at start.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAIL_STATUSES } from '@portal/contracts';
import { MAIL_KIND_INFO, MAIL_KINDS } from '@portal/contracts/constants';
import { QA_PATHS } from '@portal/contracts/paths';
import type { FastifyReply } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../config.js';

const DIR = join(PACKAGE_ROOT, 'qa-console');
const FILES = [
  { url: QA_PATHS.console, file: 'index.html', type: 'text/html; charset=utf-8', summary: 'The QA console' },
  {
    url: `${QA_PATHS.console}/console.mjs`,
    file: 'console.mjs',
    type: 'text/javascript; charset=utf-8',
    summary: "The QA console's script",
  },
  {
    url: `${QA_PATHS.console}/console.css`,
    file: 'console.css',
    type: 'text/css; charset=utf-8',
    summary: "The QA console's style",
  },
] as const;

/**
 * The page runs only its own script and style and talks only to this origin; nothing may frame it (the
 * token is typed into it), and it sends no referrer.
 */
const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

function secure(reply: FastifyReply, type: string): FastifyReply {
  return reply
    .type(type)
    .header('content-security-policy', CSP)
    .header('x-content-type-options', 'nosniff')
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-cache');
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const options = (pairs: [value: string, label: string][]) =>
  pairs
    .map(([value, label]) => `<option value="${escapeHtml(value)}">${escapeHtml(label)}</option>`)
    .join('');

/**
 * The outbox filter's choices come from the contracts, the lists the API validates against, so a new kind
 * or status of e-mail shows in the console without an edit to the page.
 */
const FILLS: Record<string, string> = {
  '<!-- mail statuses -->': options(MAIL_STATUSES.map((status) => [status, status])),
  '<!-- mail kinds -->': options(MAIL_KINDS.map((kind) => [kind, MAIL_KIND_INFO[kind].label])),
};

const qaConsoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const { url, file, type, summary } of FILES) {
    let body = readFileSync(join(DIR, file), 'utf8');
    for (const [marker, html] of Object.entries(FILLS)) body = body.replace(marker, html);
    // A page, not an API call: left out of the OpenAPI document.
    app.get(url, { schema: { summary, hide: true } }, async (_request, reply) =>
      secure(reply, type).send(body),
    );
  }
};

export default qaConsoleRoutes;
