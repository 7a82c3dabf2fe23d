// @vitest-environment node
// What a rendered page's first response names: its stylesheets, and the code it will load, taken from the
// shell's page-code.json and the owning remote's manifest (read by the remote host), each file once.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createRemoteHost, type RemoteHost } from '@portal/remote-host/federation';
import { pageLinks, readPageCode, type PageCode } from './page-code';
import { jobsManifest } from '@portal/remote-host/test-manifest';

const MANIFEST_URL = 'http://127.0.0.1:9/jobs/mf-manifest.json';

const SHELL_CODE: PageCode = {
  // React is loaded at start-up (no files beyond it); the toasts' module when something uses it.
  shared: { react: [], 'react-router-dom': [], 'react-hot-toast': ['/836.k.js'] },
  chunks: {
    'mount-remote': ['/12.a.js', '/mount-remote.b.js'],
    'api-client': ['/207.c.js', '/api-client.d.js'],
    toaster: ['/836.k.js'],
  },
};

/** The jobs remote's manifest as its build writes it, with the files that mount its routes. */
function manifestWithCode() {
  const manifest = jobsManifest();
  return {
    ...manifest,
    metaData: {
      ...manifest.metaData,
      portal: {
        ...manifest.metaData.portal,
        code: {
          routes: ['558.e.js', '__federation_expose_routes.f.js'],
          shared: {
            react: ['190.g.js'],
            '@tanstack/react-query': ['442.h.js'],
            'shared-ui': ['15.i.js', '900.j.js'],
            'react-hot-toast': ['77.l.js'],
          },
        },
      },
    },
  };
}

let host: RemoteHost | undefined;
afterEach(() => host?.dispose());

async function readManifest(manifest: unknown) {
  host = createRemoteHost({
    policy: __PORTAL_SHARED__,
    fetchImpl: (async () => Response.json(manifest)) as unknown as typeof fetch,
  });
  host.configure({ jobs: MANIFEST_URL });
  return host.manifest('jobs');
}

/** The links' elements as [rel, href, as]. */
const linksOf = (html: string) =>
  [...html.matchAll(/<link rel="([^"]+)" href="([^"]+)"(?: as="([^"]+)")?/g)].map(([, rel, href, as]) => [
    rel,
    href,
    as ?? '',
  ]);

describe("a rendered page's links", () => {
  it('names the shell’s mounting code and the remote’s manifest, entry, routes and the modules only it shares', async () => {
    const remote = await readManifest(manifestWithCode());
    const html = pageLinks(SHELL_CODE, { stylesheets: ['/app.css'], remote, signedIn: false });
    expect(linksOf(html)).toEqual([
      ['stylesheet', '/app.css', ''],
      ['preload', MANIFEST_URL, 'fetch'],
      ['preload', '/12.a.js', 'script'],
      ['preload', '/mount-remote.b.js', 'script'],
      ['preload', 'http://127.0.0.1:9/jobs/remoteEntry.js', 'script'],
      ['preload', 'http://127.0.0.1:9/jobs/558.e.js', 'script'],
      ['preload', 'http://127.0.0.1:9/jobs/__federation_expose_routes.f.js', 'script'],
      // React comes from the shell, which shares it: the remote's copy is never loaded.
      ['preload', 'http://127.0.0.1:9/jobs/442.h.js', 'script'],
      ['preload', 'http://127.0.0.1:9/jobs/15.i.js', 'script'],
      ['preload', 'http://127.0.0.1:9/jobs/900.j.js', 'script'],
      // The toasts' module is the shell's copy, which the shell loads only when something uses it: the
      // page would otherwise find it one request after the remote's routes.
      ['preload', '/836.k.js', 'script'],
    ]);
    // The manifest is fetched as the shell fetches it (CORS, no credentials), or the preload is not used.
    expect(html).toContain(`<link rel="preload" href="${MANIFEST_URL}" as="fetch" crossorigin>`);
  });

  it('names the matched page’s own code, and the shared modules only it uses, each file once', async () => {
    const manifest = manifestWithCode();
    const code = manifest.metaData.portal.code as Record<string, unknown>;
    code.pages = {
      detail: {
        own: ['558.e.js', 'detail.m.js'],
        shared: { 'react-hot-toast': ['77.l.js'], zod: ['31.n.js'] },
      },
      other: { own: ['other.o.js'], shared: {} },
    };
    const remote = await readManifest(manifest);
    const hrefs = linksOf(
      pageLinks(SHELL_CODE, { stylesheets: [], remote, pages: ['detail', 'unlisted'], signedIn: false }),
    ).map(([, href]) => href);
    // After the routes: the page's chunk (558 is the routes' already), the remote's copy of a module only it
    // shares; the toasts are the shell's copy, named once (the routes use them too); never another page's.
    expect(hrefs.slice(-2)).toEqual([
      'http://127.0.0.1:9/jobs/detail.m.js',
      'http://127.0.0.1:9/jobs/31.n.js',
    ]);
    expect(hrefs.filter((href) => href === '/836.k.js')).toHaveLength(1);
    expect(hrefs.filter((href) => href === 'http://127.0.0.1:9/jobs/558.e.js')).toHaveLength(1);
    expect(hrefs.join(' ')).not.toContain('other.o.js');
  });

  it('names the toast area on a page that loads it at start (every page but the landing page), once', async () => {
    expect(
      linksOf(pageLinks(SHELL_CODE, { stylesheets: [], remote: null, signedIn: false, toaster: true })),
    ).toEqual([['preload', '/836.k.js', 'script']]);
    expect(pageLinks(SHELL_CODE, { stylesheets: [], remote: null, signedIn: false })).toBe('');
    // A remote that uses the toasts too: the shell's one copy, named once.
    const remote = await readManifest(manifestWithCode());
    const hrefs = linksOf(
      pageLinks(SHELL_CODE, { stylesheets: [], remote, signedIn: false, toaster: true }),
    ).map(([, href]) => href);
    expect(hrefs.filter((href) => href === '/836.k.js')).toHaveLength(1);
  });

  it('adds the API client for a signed-in role, also on the shell’s own pages, each file once', async () => {
    expect(linksOf(pageLinks(SHELL_CODE, { stylesheets: [], remote: null, signedIn: true }))).toEqual([
      ['preload', '/207.c.js', 'script'],
      ['preload', '/api-client.d.js', 'script'],
    ]);
    const twice = { ...SHELL_CODE, chunks: { ...SHELL_CODE.chunks, 'api-client': ['/12.a.js', '/x.js'] } };
    const remote = await readManifest(manifestWithCode());
    const hrefs = linksOf(pageLinks(twice, { stylesheets: [], remote, signedIn: true })).map(
      ([, href]) => href,
    );
    expect(hrefs.filter((href) => href === '/12.a.js')).toHaveLength(1);
    expect(hrefs).toContain('/x.js');
  });

  it('names only the remote’s entry when its manifest lists no code, and only styles without page-code.json', async () => {
    const remote = await readManifest(jobsManifest());
    expect(linksOf(pageLinks(SHELL_CODE, { stylesheets: [], remote, signedIn: false }))).toEqual([
      ['preload', MANIFEST_URL, 'fetch'],
      ['preload', '/12.a.js', 'script'],
      ['preload', '/mount-remote.b.js', 'script'],
      ['preload', 'http://127.0.0.1:9/jobs/remoteEntry.js', 'script'],
    ]);
    expect(pageLinks(null, { stylesheets: ['/a.css?x="y"'], remote, signedIn: true })).toBe(
      '<link rel="stylesheet" href="/a.css?x=&quot;y&quot;">',
    );
  });

  it('reads page-code.json from the build, and nothing from a build without one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'page-code-'));
    expect(readPageCode(dir)).toBeNull();
    writeFileSync(join(dir, 'page-code.json'), JSON.stringify(SHELL_CODE));
    expect(readPageCode(dir)).toEqual(SHELL_CODE);
    // An older build named its shared modules only: they count as loaded at start-up.
    writeFileSync(join(dir, 'page-code.json'), JSON.stringify({ ...SHELL_CODE, shared: ['react'] }));
    expect(readPageCode(dir)).toEqual({ ...SHELL_CODE, shared: { react: [] } });
  });
});
