// @vitest-environment node
// One page rendered on the server with a remote's routes: the remote's page in the shell's root with its
// title, the remote named in the page's state with its data, a route's status kept; a remote whose page
// throws (in its loader or while rendering) is no page of the server's: the caller leaves it to the browser;
// a large page is written in place, with no inline script.
import { describe, expect, it } from 'vitest';
import { lazy, Suspense } from 'react';
import { data } from 'react-router-dom';
import type { RemoteRoute } from '@portal/remote-contract';
import { renderPage, RenderError } from './render';

const remote = (routes: RemoteRoute[]) => ({
  name: 'jobs',
  routes: { routes, dehydrate: () => ({ cached: 1 }) },
});
const request = (path: string, routes: RemoteRoute[]) =>
  renderPage({
    url: `http://portal.test${path}`,
    role: null,
    siteUrl: 'http://portal.test',
    remote: remote(routes),
    signal: new AbortController().signal,
  });

describe('a page rendered on the server', () => {
  it('renders the remote’s page inside the shell, with its title, and names the remote in the state', async () => {
    const result = await request('/jobs-x', [
      { path: '/jobs-x', Component: () => <h1>Jobs X</h1>, loader: () => null, handle: { title: 'Jobs X' } },
    ]);
    expect(result.kind).toBe('page');
    if (result.kind !== 'page') return;
    expect(result.status).toBe(200);
    expect(result.head).toContain('<title>Jobs X · JobPortal</title>');
    expect(result.root.startsWith('<div id="root">')).toBe(true);
    expect(result.root).toContain('<h1>Jobs X</h1>');
    expect(result.state).toContain('"remote":"jobs"');
    expect(result.state).toContain('"data":{"cached":1}');
  });

  it('carries a QA environment’s clock offset as it stands once the loaders have asked the API', async () => {
    let offset = 0;
    const result = await renderPage({
      url: 'http://portal.test/jobs-x',
      role: null,
      siteUrl: 'http://portal.test',
      remote: remote([
        {
          path: '/jobs-x',
          Component: () => <h1>Jobs X</h1>,
          loader: () => {
            offset = 86_400_000;
            return null;
          },
          handle: { title: 'Jobs X' },
        },
      ]),
      signal: new AbortController().signal,
      clockOffsetMs: () => offset,
    });
    expect(result.kind === 'page' && result.state).toContain('"clockOffsetMs":86400000');
    const outside = await request('/jobs-x', [
      { path: '/jobs-x', Component: () => <h1>Jobs X</h1>, loader: () => null, handle: { title: 'Jobs X' } },
    ]);
    expect(outside.kind === 'page' && outside.state).not.toContain('clockOffsetMs');
  });

  it('keeps the status a loader gives (a thing that does not exist is a 404)', async () => {
    const result = await request('/jobs-x/1', [
      {
        path: '/jobs-x/:id',
        Component: () => <h1>No such job</h1>,
        loader: () => data(null, { status: 404 }),
        handle: { title: 'Job' },
      },
    ]);
    expect(result).toMatchObject({ kind: 'page', status: 404 });
  });

  it('a remote page that throws while rendering, or in its loader, is not the server’s to render', async () => {
    const Throws = () => {
      throw new Error('no window here');
    };
    await expect(
      request('/boom', [{ path: '/boom', Component: Throws, handle: { title: 'Boom' } }]),
    ).rejects.toThrow(RenderError);
    await expect(
      request('/boom', [
        {
          path: '/boom',
          Component: () => <p>never</p>,
          loader: () => {
            throw new Error('loader failed');
          },
          handle: { title: 'Boom' },
        },
      ]),
    ).rejects.toThrow('a route failed on the server');
  });

  it('writes a large page in place: no inline script (the CSP would block it) moves parts of it', async () => {
    // A boundary that suspends and then holds more than React's default 12,800-byte chunk is what React
    // would otherwise send last, with a script to move it.
    const Big = lazy(async () => ({
      default: () => (
        <ul>
          {Array.from({ length: 400 }, (_, i) => (
            <li key={i}>{`Row ${i} of a long list of open positions`}</li>
          ))}
        </ul>
      ),
    }));
    const result = await request('/big', [
      {
        path: '/big',
        Component: () => (
          <Suspense fallback={<p>Loading</p>}>
            <Big />
          </Suspense>
        ),
        handle: { title: 'Big' },
      },
    ]);
    if (result.kind !== 'page') throw new Error('expected a page');
    expect(result.root.length).toBeGreaterThan(12_800);
    expect(result.root).toContain('Row 399 of');
    expect(result.root).not.toContain('<script');
    expect(result.root).not.toContain('<!--$?-->');
  });

  it('a redirect of a route is the server’s redirect', async () => {
    const result = await request('/old', [
      {
        path: '/old',
        loader: () => new Response(null, { status: 302, headers: { Location: '/new' } }),
        handle: { title: 'Old' },
      },
    ]);
    expect(result).toEqual({ kind: 'redirect', status: 302, location: '/new' });
  });
});
