// What the journal keeps of a call, with its secrets taken out: bodies (JSON keys named like a secret),
// headers (authorization, cookies, the QA token, anything named like a secret) and query parameters.
import { QA_TOKEN_HEADER } from '@portal/contracts/constants';

/** Keys, headers and query parameters whose values never reach the journal. */
const SECRET_KEY = /pass(word)?|token|secret|authori[sz]ation|cookie|api[-_]?key|credential/i;
const REDACTED = '[redacted]';
const MAX_STRING = 500;
const MAX_ITEMS = 50;
const MAX_DEPTH = 6;

/** A copy of a JSON value for the journal: secrets redacted, long strings and lists cut. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string')
    return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}… (${value.length} chars)` : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((v) => redact(v, depth + 1));
    if (value.length > MAX_ITEMS) items.push(`… (${value.length} items)`);
    return items;
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value).slice(0, MAX_ITEMS)) {
    out[k] = SECRET_KEY.test(k) ? REDACTED : redact(v, depth + 1);
  }
  return out;
}

/** Headers as Node gives them (a request's, or a reply's getHeaders()). */
export type RawHeaders = Record<string, string | number | string[] | undefined>;

/** Header names and values (lists joined), the QA token and every secret-named header redacted. */
export function redactHeaders(headers: RawHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const key = name.toLowerCase();
    out[key] =
      key === QA_TOKEN_HEADER || SECRET_KEY.test(key)
        ? REDACTED
        : (redact(Array.isArray(value) ? value.join(', ') : String(value)) as string);
  }
  return out;
}

/** The URL with the values of secret-named query parameters redacted (`?token=…` → `?token=[redacted]`). */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0 || !SECRET_KEY.test(url.slice(q + 1))) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of new Set(params.keys())) if (SECRET_KEY.test(key)) params.set(key, REDACTED);
  return `${url.slice(0, q)}?${params.toString()}`;
}
