// @vitest-environment node
// A QA environment's first renders: the API calls a page's loaders make on the server carry that visitor's
// QA session (read from their header or cookie as the API reads it) and the rendering server's mark, and
// nothing else; renders running at the same time each carry their own visitor's; outside a QA environment
// (no headers given) the calls carry neither.
import { apiClient, configureApi } from '@portal/shared-auth';
import { clockOffset, setClockOffset } from '@portal/shared-ui/format';
import type { RemoteRoute } from '@portal/remote-contract';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentRenderCallHeaders, qaSessionOf, renderCallHeaders, withRenderCalls } from './qa-calls';
import { renderPage } from './render';

describe('the QA session a visitor names', () => {
  it('is the X-QA-Session header, else the qa-session cookie, when it is a valid name', () => {
    expect(qaSessionOf({ 'x-qa-session': 'alice' })).toBe('alice');
    expect(qaSessionOf({ cookie: 'theme=dark; qa-session=bob; portal_role=jobseeker' })).toBe('bob');
    expect(qaSessionOf({ 'x-qa-session': 'alice', cookie: 'qa-session=bob' })).toBe('alice');
    expect(qaSessionOf({ 'x-qa-session': 'not a name' })).toBeNull();
    expect(qaSessionOf({ cookie: 'qa-session=a%0d%0aX-Evil: 1' })).toBeNull();
    expect(qaSessionOf({ cookie: 'not-qa-session=alice' })).toBeNull();
    expect(qaSessionOf({})).toBeNull();
  });

  it('goes to the API as the session header beside the server’s mark, and nothing else', () => {
    expect(renderCallHeaders('alice')).toEqual({ 'x-qa-render': 'server', 'x-qa-session': 'alice' });
    expect(renderCallHeaders(null)).toEqual({ 'x-qa-render': 'server' });
  });
});

describe('a page’s loaders on the server', () => {
  let api: Server;
  const seen: { path: string; headers: IncomingHttpHeaders }[] = [];
  /** The QA clock offset the stand-in API names in its replies (null: none, as outside QA). */
  let offsetToSend: string | null = null;

  beforeAll(async () => {
    api = createServer((req, res) => {
      seen.push({ path: req.url ?? '', headers: req.headers });
      // Slow enough that the renders below are all in flight at once.
      void sleep(30).then(() => {
        res.writeHead(200, {
          'content-type': 'application/json',
          ...(offsetToSend === null ? {} : { 'x-qa-clock-offset': offsetToSend }),
        });
        res.end('{"title":"A job"}');
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    configureApi({
      baseURL: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
      requestHeaders: currentRenderCallHeaders,
    });
  });
  afterAll(async () => {
    configureApi({ baseURL: '' });
    await new Promise((resolve) => api.close(resolve));
  });

  const routes = (name: string): RemoteRoute[] => [
    {
      path: '/jobs-x',
      loader: async () => (await apiClient.get<{ title: string }>(`/api/jobs?for=${name}`)).data,
      Component: () => <h1>Jobs</h1>,
      handle: { title: 'Jobs' },
    },
  ];
  const render = (name: string, headers: Record<string, string> | null) =>
    withRenderCalls(headers, () =>
      renderPage({
        url: 'http://portal.test/jobs-x',
        role: null,
        siteUrl: 'http://portal.test',
        remote: { name: 'jobs', routes: { routes: routes(name), dehydrate: () => null } },
        signal: new AbortController().signal,
      }),
    );

  it('note the QA clock offset the API names, which is what the pages’ clock reads', async () => {
    offsetToSend = '172800000';
    try {
      await render('clock', renderCallHeaders(null));
      expect(clockOffset()).toBe(2 * 86_400_000);
    } finally {
      offsetToSend = null;
      setClockOffset(0);
    }
  });

  it('each carry their own visitor’s session, however many render at once; outside QA, none', async () => {
    seen.length = 0;
    const pages = await Promise.all([
      render('alice', renderCallHeaders('alice')),
      render('bob', renderCallHeaders('bob')),
      render('anonymous', renderCallHeaders(null)),
      render('production', null),
    ]);
    expect(pages.map((page) => page.kind)).toEqual(['page', 'page', 'page', 'page']);
    const of = (name: string) => seen.find((call) => call.path === `/api/jobs?for=${name}`)?.headers;
    expect(of('alice')).toMatchObject({ 'x-qa-session': 'alice', 'x-qa-render': 'server' });
    expect(of('bob')).toMatchObject({ 'x-qa-session': 'bob', 'x-qa-render': 'server' });
    expect(of('anonymous')).toMatchObject({ 'x-qa-render': 'server' });
    expect(of('anonymous')).not.toHaveProperty('x-qa-session');
    expect(of('production')).not.toHaveProperty('x-qa-session');
    expect(of('production')).not.toHaveProperty('x-qa-render');
    for (const { headers } of seen) {
      expect(headers).not.toHaveProperty('cookie');
      expect(headers).not.toHaveProperty('authorization');
    }
    // A call made outside any render (the browser's side of the same code) carries nothing either.
    await apiClient.get('/api/jobs?for=outside');
    expect(of('outside')).not.toHaveProperty('x-qa-render');
  });
});
