// @vitest-environment node
// Two hosts in one process (two shell servers: the end-to-end suite's two sites, a test's servers) that load
// the same remote name from two origins: each runs the code of its own origin, and each origin is asked for
// its own files. One remote built once, copied to a second origin with one page's code changed there. And a
// host warming up loads its remote's pages' code, not only its routes.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sharedConfig } from '@portal/build-config/federation';
import { staticFiles } from '@portal/build-config/serve';
import * as React from 'react';
import type { RouteObject } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureRemotes } from './fixture-remotes';
import { createRemoteHost, type RemoteHost } from './federation';

const SOURCES = {
  'routes.js': `
    export const createRoutes = () => ({
      dehydrate: () => ({}),
      routes: [
        { path: '/fixture', Component: () => 'the fixture list', handle: { title: 'Fixtures' } },
        { path: '/fixture/:id', lazy: () => import('./detail.js'), handle: { title: 'Detail', code: 'detail' } },
      ],
    });`,
  // Its page's code runs on React, shared with the host: the host's copy, as every remote page on the server.
  'detail.js': `
    import { useState } from 'react';
    export const Component = () => 'one fixture';
    export const reactUseState = useState;`,
};

const policy = sharedConfig(join(import.meta.dirname, '..'), { server: true });

interface Origin {
  url: string;
  server: Server;
  /** The paths it was asked for, in order. */
  asked: string[];
}

function serveOrigin(dir: string): Promise<Origin> {
  const files = staticFiles({ dir });
  const asked: string[] = [];
  const server = createServer((req, res) => {
    asked.push(new URL(req.url ?? '/', 'http://x').pathname);
    void files(req, res);
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, asked }),
    ),
  );
}

let dir: string;
let one: Origin;
let two: Origin;
const hosts: RemoteHost[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'two-hosts-'));
  for (const [file, text] of Object.entries(SOURCES)) writeFileSync(join(dir, file), text);
  await buildFixtureRemotes(dir, [
    {
      name: 'fixture',
      exposes: { './routes': './routes.js' },
      patterns: ['/fixture', '/fixture/:id'],
      shared: { react: { singleton: true, requiredVersion: `^${React.version}` } },
    },
  ]);
  // The second origin's release: the same build with its detail page's Node code changed.
  const first = join(dir, 'dist', 'fixture');
  const second = join(dir, 'dist', 'fixture-two');
  cpSync(first, second, { recursive: true });
  const server = join(second, 'server');
  const pages = readdirSync(server).filter((file) =>
    readFileSync(join(server, file), 'utf8').includes("'one fixture'"),
  );
  expect(pages).toHaveLength(1);
  const page = join(server, pages[0] ?? '');
  writeFileSync(page, readFileSync(page, 'utf8').replace("'one fixture'", "'another fixture'"));
  [one, two] = await Promise.all([serveOrigin(first), serveOrigin(second)]);
}, 120_000);

afterEach(() => {
  for (const host of hosts.splice(0)) host.dispose();
});

afterAll(async () => {
  for (const origin of [one, two]) origin?.server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A host configured with the remote at `origin`, as a shell server configures it from config.json. */
function hostOf(origin: Origin): RemoteHost {
  const host = createRemoteHost({ policy, budgetMs: 60_000 });
  hosts.push(host);
  host.configure({ fixture: `${origin.url}/mf-manifest.json` });
  return host;
}

/** The host's remote's lazy detail page, its code loaded as the server loads it. */
async function detailModule(host: RemoteHost) {
  const { createRoutes } = await host.routesModule('fixture');
  const { routes } = createRoutes({ target: 'server', siteUrl: 'http://site', signedIn: false });
  const detail = routes.find((route) => route.path === '/fixture/:id') as RouteObject | undefined;
  return (
    (await (detail?.lazy as () => Promise<{ Component: () => unknown; reactUseState: unknown }>)()) ?? {}
  );
}

/** What the host's remote renders for its lazy detail page. */
const detailPage = async (host: RemoteHost) => (await detailModule(host)).Component();

const nodeFiles = (origin: Origin) => origin.asked.filter((path) => path.startsWith('/server/'));

describe('two hosts in one process, one remote name from two origins', () => {
  it("each runs its own origin's code, and each origin is asked for its own Node files", async () => {
    const a = hostOf(one);
    expect(await detailPage(a)).toBe('one fixture');
    const askedOfOne = nodeFiles(one);
    expect(askedOfOne).toContain('/server/remoteEntry.js');
    expect(askedOfOne.length).toBeGreaterThan(2);

    const b = hostOf(two);
    expect(await detailPage(b)).toBe('another fixture');
    // The second host fetched its entry and every chunk from its own origin, as the first did from its.
    expect(nodeFiles(two)).toEqual(askedOfOne);
    expect(nodeFiles(one)).toEqual(askedOfOne);

    // And the first host still runs its own.
    expect(await detailPage(a)).toBe('one fixture');
  });

  it("a release switched in one host leaves the other's container on the host's shared modules", async () => {
    const a = hostOf(one);
    const b = hostOf(two);
    await a.routesModule('fixture');
    await b.routesModule('fixture');
    // The second host's remote moves to another release (here: the first origin's build, under another URL).
    b.configure({ fixture: `${one.url}/mf-manifest.json?release=2` });
    const switched = await detailModule(b);
    expect(switched.Component()).toBe('one fixture');
    expect(switched.reactUseState).toBe(React.useState);
    const page = await detailModule(a);
    expect(page.Component()).toBe('one fixture');
    expect(page.reactUseState).toBe(React.useState);
  });

  it('a host taken out of the process leaves the other one its own code', async () => {
    const a = hostOf(one);
    const b = hostOf(two);
    expect(await detailPage(a)).toBe('one fixture');
    a.dispose();
    expect(await detailPage(b)).toBe('another fixture');
  });
});

describe('a host warming up', () => {
  it("loads its remote's pages' code too: a page's first render asks the origin for nothing more", async () => {
    // An origin of its own: no other host of the process has loaded this remote's code from it.
    const origin = await serveOrigin(join(dir, 'dist', 'fixture'));
    try {
      const host = hostOf(origin);
      await host.warm();
      const asked = nodeFiles(origin);
      expect(asked).toContain('/server/remoteEntry.js');
      expect(await detailPage(host)).toBe('one fixture');
      expect(nodeFiles(origin)).toEqual(asked);
    } finally {
      origin.server.close();
    }
  });
});
