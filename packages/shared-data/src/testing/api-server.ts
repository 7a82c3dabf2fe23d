// For the remotes' tests (vitest + jsdom): the API at the network edge. One MSW server per package's test
// setup answers the one API client's requests (axios' XMLHttpRequest, and fetch for the live streams), so a
// test runs the remote's own request code, query keys and error handling as the site does and says only
// what the API answers. A request no handler answers fails the test (onUnhandledRequest: 'error').
import type { DefaultBodyType, HttpResponseResolver, JsonBodyType, PathParams } from 'msw';
import { API_PATHS } from '@portal/contracts/paths';
import { delay, http, HttpResponse } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export { http, HttpResponse } from 'msw';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A request the API got, as a test asserts on it: method, path, query and JSON body. */
export interface ApiRequest {
  method: string;
  /** The path, as the client sent it (ids URL-encoded). */
  path: string;
  /** The route's parameters (`:id` in the handler's pattern), decoded. */
  params: Record<string, string>;
  query: Record<string, string>;
  /** The parsed JSON body (an upload: its fields, a file as its name and type), undefined when none was sent. */
  body: unknown;
  /** The request's headers (lower-case names). */
  headers: Record<string, string>;
}

/** What a route answers: the contract's reply (sent as JSON, 200), or a Response for anything else. */
export type Answer<Reply extends JsonBodyType> =
  Reply | ((request: ApiRequest) => Reply | Response | Promise<Reply | Response>);

/**
 * The package's API server, made once per test worker: a package's test files share one (they run in one
 * module graph per worker), and each file starts it for itself with `inThisFile()` from the package's setup
 * file, which runs again before every file: listening before the file's tests, back to its default handlers
 * after each test, closed after the file.
 */
export function startApiServer(...defaults: Parameters<typeof setupServer>) {
  const server = setupServer(...defaults);
  // A request no handler answers fails there (a network error for the page) and fails the test after it:
  // the page asked the API for something the test did not say.
  const unhandled: string[] = [];
  server.events.on('request:unhandled', ({ request }) => unhandled.push(requestLine(request)));
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => asked.push(requestLine(request)));
  /** Listens for this test file's tests; call it in the setup file (or at the top of the test file). */
  const inThisFile = () => {
    beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
    afterEach(() => {
      server.resetHandlers();
      asked.length = 0;
      const requests = unhandled.splice(0);
      if (requests.length)
        throw new Error(`The API got requests no handler answers:\n  ${requests.join('\n  ')}`);
    });
    afterAll(() => server.close());
  };
  return {
    inThisFile,
    ...apiOf(server),
    /** Every request the API got in this test so far, as `GET /api/jobs?page=2`. */
    asked: () => [...asked],
  };
}

const requestLine = (request: Request) => {
  const url = new URL(request.url);
  return `${request.method} ${url.pathname}${url.search}`;
};

/** An answer that never comes (a request still on its way when the test looks). */
export async function never(): Promise<never> {
  await delay('infinite');
  throw new Error('unreachable');
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) return readMultipart(type, await request.text());
  const text = await request.text();
  if (text === '') return undefined;
  return type.includes('json') ? (JSON.parse(text) as unknown) : text;
}

/** A file field of a multipart body: its name and type (what a test asserts on an upload). */
export interface UploadedFile {
  filename: string;
  type: string;
}

/**
 * A multipart body as `{ field: value }`, a file as its name and type. Read by hand: undici's
 * `Request.formData()` refuses the parts jsdom's FormData sends (its File is not Node's).
 */
function readMultipart(type: string, text: string): Record<string, string | UploadedFile> {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(type);
  const fields: Record<string, string | UploadedFile> = {};
  if (!boundary) return fields;
  for (const part of text.split(`--${boundary[1] ?? boundary[2]}`)) {
    const [head = '', ...rest] = part.split('\r\n\r\n');
    const name = /name="([^"]*)"/.exec(head)?.[1];
    if (!name) continue;
    const filename = /filename="([^"]*)"/.exec(head)?.[1];
    fields[name] =
      filename === undefined
        ? rest.join('\r\n\r\n').replace(/\r\n$/, '')
        : { filename, type: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? '' };
  }
  return fields;
}

/** The request as the tests see it. */
export async function describeRequest(request: Request, params: PathParams): Promise<ApiRequest> {
  const url = new URL(request.url);
  return {
    method: request.method,
    path: url.pathname,
    params: Object.fromEntries(
      Object.entries(params).map(([key, value]) => [
        key,
        Array.isArray(value) ? value.join('/') : String(value),
      ]),
    ),
    query: Object.fromEntries(url.searchParams),
    body: await readBody(request),
    headers: Object.fromEntries(request.headers),
  };
}

/**
 * The API's fixed paths: a route with parameters never answers one of them (`/api/jobs/:id` does not answer
 * `/api/jobs/recommended`), whatever order the handlers were added in, as the API's own router decides.
 */
const FIXED_PATHS = new Set<string>(
  Object.values(API_PATHS).filter((path): path is Extract<typeof path, string> => typeof path === 'string'),
);

/** `once`: the route answers one request, then the ones added before it answer again. */
export interface RouteOptions {
  once?: boolean;
}

/** The helpers a package's tests use on its server. */
export function apiOf(server: SetupServer) {
  /**
   * From now on in this test, `method path` answers `answer` (a route pattern: `/api/jobs/:id`); returns
   * the requests it got, in order, to assert on.
   */
  function on<Reply extends JsonBodyType>(
    method: Method,
    path: string,
    answer: Answer<Reply>,
    options?: RouteOptions,
  ) {
    const requests: ApiRequest[] = [];
    const respond = (typeof answer === 'function' ? answer : () => answer) as (
      request: ApiRequest,
    ) => Reply | Response | Promise<Reply | Response>;
    const resolver: HttpResponseResolver<PathParams, DefaultBodyType, JsonBodyType> = async ({
      request,
      params,
    }) => {
      if (path.includes(':') && FIXED_PATHS.has(new URL(request.url).pathname)) return undefined;
      const seen = await describeRequest(request, params);
      requests.push(seen);
      const reply = await respond(seen);
      return reply instanceof Response ? reply : HttpResponse.json<JsonBodyType>(reply);
    };
    server.use(http[method](path, resolver, options));
    return requests;
  }
  return {
    server,
    on,
    get: <Reply extends JsonBodyType>(path: string, answer: Answer<Reply>, options?: RouteOptions) =>
      on('get', path, answer, options),
    post: <Reply extends JsonBodyType>(path: string, answer: Answer<Reply>, options?: RouteOptions) =>
      on('post', path, answer, options),
    put: <Reply extends JsonBodyType>(path: string, answer: Answer<Reply>, options?: RouteOptions) =>
      on('put', path, answer, options),
    patch: <Reply extends JsonBodyType>(path: string, answer: Answer<Reply>, options?: RouteOptions) =>
      on('patch', path, answer, options),
    delete: <Reply extends JsonBodyType>(path: string, answer: Answer<Reply>, options?: RouteOptions) =>
      on('delete', path, answer, options),
  };
}

export type Api = ReturnType<typeof startApiServer>;

/** An error reply as the API sends one: `{ message }` with the status (no message: an empty object). */
export const apiError = (status: number, message?: string) =>
  HttpResponse.json(message === undefined ? {} : { message }, { status });
