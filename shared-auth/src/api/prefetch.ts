// A page's first API requests, started by the host page's first script before the app's code has arrived
// (the remote that owns the URL declares them in its manifest), and taken by the API client when the page
// asks for the same thing. A response is used once, only while fresh, only for the session it was asked
// for and only when it succeeded; anything else is asked for again over the network, as before, so errors
// (a 401 that signs the person out, a 500) take their usual way.
//
// Both sides live here, so they agree on the URL and the token. Free of imports but the constants: the
// host's first script bundles this module on its own.
import { LIMITS, STORAGE_KEYS } from '@portal/contracts/constants';

export interface PrefetchedResponse {
  status: number;
  contentType: string;
  body: string;
}

interface Prefetch {
  token: string | null;
  at: number;
  response: Promise<PrefetchedResponse>;
}

/** Older than this, a prefetched response is not used (the page arrived late; ask again). */
const FRESH_MS = 10_000;
const KEY = '__PORTAL_PREFETCHED__';

function prefetches(): Record<string, Prefetch> {
  const holder = globalThis as { [KEY]?: Record<string, Prefetch> };
  return (holder[KEY] ??= {});
}

/**
 * Whether a prefetched first request is waiting to be taken (cheap: the API client asks it every time).
 * Ones the page never asked for are dropped once stale, so they neither keep their answers in memory nor
 * make later pages think their data is on its way.
 */
export function hasPrefetched(): boolean {
  const holder = globalThis as { [KEY]?: Record<string, Prefetch> };
  const all = holder[KEY];
  if (!all) return false;
  const now = Date.now();
  for (const [url, prefetch] of Object.entries(all)) if (now - prefetch.at > FRESH_MS) delete all[url];
  return Object.keys(all).length > 0;
}

/** The same URL however its query is ordered (axios writes params in the order a page builds them). */
export function canonicalUrl(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.sort();
  parsed.hash = '';
  return parsed.href;
}

/** `base` + `path` joined as axios joins baseURL and url, with `params` as the query. */
export function apiRequestUrl(base: string, path: string, params: Record<string, string> = {}): string {
  const url = new URL(`${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

const storedToken = (): string | null => {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEYS.token) ?? null;
  } catch {
    return null; // storage blocked: as signed out
  }
};

/** Starts a GET of `url` now, with the stored session's token, for the API client to take. */
export function prefetchGet(url: string): void {
  const token = storedToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = fetch(url, { headers, signal: AbortSignal.timeout(LIMITS.requestTimeoutMs) }).then(
    async (reply) => ({
      status: reply.status,
      contentType: reply.headers.get('content-type') ?? '',
      body: await reply.text(),
    }),
  );
  response.catch(() => undefined); // the API client asks again, and reports what goes wrong then
  prefetches()[canonicalUrl(url)] = { token, at: Date.now(), response };
}

/**
 * The prefetched response for a GET of `url` by the session stored now: once, while fresh; undefined when
 * there is none (then the caller asks the network).
 */
export function takePrefetched(url: string): Promise<PrefetchedResponse> | undefined {
  const token = storedToken();
  const all = prefetches();
  const key = canonicalUrl(url);
  const found = all[key];
  if (!found) return undefined;
  delete all[key];
  if (found.token !== token || Date.now() - found.at > FRESH_MS) return undefined;
  return found.response;
}

/** A GET a remote declares for one of its pages (in its manifest: metaData.portal.preload[pattern].data). */
export interface DeclaredRequest {
  /** The API path; a `:name` part takes the page URL's parameter of that name. */
  path: string;
  /** Fixed query parameters; the value "$utcOffsetMinutes" is the browser's offset from UTC in minutes. */
  query?: Record<string, string>;
  /** Query parameters copied from the page's URL, trimmed, when present and not blank. */
  fromSearch?: string[];
  /** Only for a visitor with a stored session. */
  signedIn?: boolean;
}

const utcOffsetMinutes = () => String(-new Date().getTimezoneOffset() || 0);

/**
 * The URL of a declared request for a page whose URL has these parameters and query; null when it must not
 * be made (signed out, a parameter missing, a path that is not the API's).
 */
export function declaredRequestUrl(
  apiBase: string,
  request: DeclaredRequest,
  pathParams: Record<string, string | undefined>,
  search: URLSearchParams,
): string | null {
  if (typeof request.path !== 'string' || !request.path.startsWith('/') || request.path.startsWith('//'))
    return null;
  if (request.signedIn && !storedToken()) return null;
  let missing = false;
  const path = request.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = pathParams[name];
    if (!value) missing = true;
    return encodeURIComponent(value ?? '');
  });
  if (missing) return null;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.query ?? {})) {
    params[name] = value === '$utcOffsetMinutes' ? utcOffsetMinutes() : String(value);
  }
  for (const name of request.fromSearch ?? []) {
    const value = search.get(name)?.trim();
    if (value) params[name] = value;
  }
  return apiRequestUrl(apiBase, path, params);
}
