// Which calls a QA fault or stub meets: its pattern against the call's path, or its path with the query
// string — either is enough, so `/^\/api\/jobs$/` meets `/api/jobs?limit=1` (as WireMock's urlPathPattern
// would) and `keyword=react` or `/api/jobs?keyword=react` meets that search (as its urlPattern would).
// A pattern that can never meet a call is refused with the reason, rather than sit there silently.
import { RE2JS } from 're2js';
import { badRequest } from '../lib/errors.js';

/** Whether a call (its path, and its path with the query string as sent) meets the pattern. */
export type UrlTest = (path: string, url: string) => boolean;

/** The methods a call can have here: a pre-flight (OPTIONS) is never faulted nor stubbed. */
export const QA_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The method, upper case, or a 400 when no call could have it. */
export function checkMethod(method: string): string {
  const upper = method.toUpperCase();
  if (!(QA_METHODS as readonly string[]).includes(upper)) {
    throw badRequest(`method: one of ${QA_METHODS.join(', ')} (a pre-flight OPTIONS is never faulted)`);
  }
  return upper;
}

const neverQa = () =>
  badRequest('pattern: the QA controls (/__qa) are never faulted nor stubbed, so it would never meet a call');

/**
 * A pattern's test. Written /like this/ (flag i allowed) it is a regular expression run by RE2JS, a
 * linear-time engine (no backtracking, so `(a+)+` costs what `a+` costs); anything else is a plain
 * substring. Length is capped by the schema.
 */
export function urlTest(pattern: string): UrlTest {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(pattern)) {
    throw badRequest(
      'pattern: it is matched against the path and query (/api/jobs?keyword=react), never a whole URL with its origin',
    );
  }
  const re = /^\/(.+)\/(i?)$/s.exec(pattern);
  if (!re) {
    if (/\s/.test(pattern)) {
      throw badRequest('pattern: a path or query as sent has no spaces or line breaks (a space is %20 or +)');
    }
    if (pattern.includes('#')) {
      throw badRequest('pattern: the fragment (#…) never reaches the server, so it would never meet a call');
    }
    if (pattern.startsWith('/__qa')) throw neverQa();
    return (path, url) => url.includes(pattern);
  }
  const source = re[1]!;
  // Anchored at the start, a pattern must begin as every path does: with a slash.
  const anchored = /^\^(\\\/|\/)?(.)?/.exec(source);
  if (anchored && !anchored[1] && anchored[2] !== undefined && /[A-Za-z0-9_~%-]/.test(anchored[2])) {
    throw badRequest(`pattern: every path starts with /, so /${source}/ would never meet a call`);
  }
  if (/^\^(\\\/|\/)__qa/.test(source)) throw neverQa();
  let regex: RE2JS;
  try {
    regex = RE2JS.compile(source, re[2] ? RE2JS.CASE_INSENSITIVE : 0);
  } catch (err) {
    throw badRequest(`pattern: not a valid regular expression (${(err as Error).message})`);
  }
  return (path, url) => regex.test(path) || (url !== path && regex.test(url));
}
