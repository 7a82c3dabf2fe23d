// @vitest-environment node
// The browser's remote host, the shell's and the contract test's page's: each manifest read once per page
// and handed to the federation runtime, a failed read not kept, a URL's owner found from every manifest,
// `./routes` loaded through the page's federation instance and checked, a failed remote forgotten, and a
// server-rendered remote's stylesheets not preloaded again. The page's federation instance is a fake.
import { join } from 'node:path';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { build } from 'esbuild';
import { describe, expect, it, vi } from 'vitest';
import { createBrowserHost, type HostPage } from './browser';
import { jobsManifest } from './test-manifest';

const JOBS = 'http://jobs.test/mf-manifest.json';
const OTHER = 'http://other.test/mf-manifest.json';
const otherManifest = () => {
  const manifest = jobsManifest();
  return {
    ...manifest,
    name: 'other',
    metaData: {
      ...manifest.metaData,
      name: 'other',
      portal: { ...manifest.metaData.portal, routes: ['/other/*'] },
    },
  };
};
const jobsRoutes = { createRoutes: () => ({ routes: [], dehydrate: () => ({}) }) };

/** A fake page federation instance and a fetch that serves `answers` (URL → what to answer), counting. */
function setUp(answers: Record<string, () => Promise<Response>>, page?: HostPage) {
  const asked: string[] = [];
  const fetchImpl = (async (url: string) => {
    asked.push(url);
    const answer = answers[url];
    return answer ? answer() : new Response('', { status: 404 });
  }) as unknown as typeof fetch;
  const plugins: ModuleFederationRuntimePlugin[] = [];
  const federation = {
    loadRemote: vi.fn(async (): Promise<unknown> => jobsRoutes),
    registerRemotes: vi.fn(),
    registerPlugins: vi.fn((added: ModuleFederationRuntimePlugin[] = []) => void plugins.push(...added)),
  };
  const host = createBrowserHost({
    federation: federation as never,
    remotes: { jobs: JOBS, other: OTHER },
    fetchImpl,
    page,
  });
  const plugin = plugins[0] as Required<ModuleFederationRuntimePlugin>;
  /** What the runtime gets when it asks for `url` (undefined: it fetches it itself). */
  const runtimeFetch = async (url: string) =>
    (await (plugin.fetch as (url: string, init: RequestInit) => Promise<Response | undefined>)(url, {})) ??
    undefined;
  return { host, federation, asked, runtimeFetch, plugin };
}

const serve = (body: unknown) => async () => Response.json(body);

describe('the browser remote host', () => {
  it('registers config.json remotes on the page’s federation instance, in order', () => {
    const { host, federation } = setUp({});
    expect(federation.registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'jobs', entry: JOBS },
        { name: 'other', entry: OTHER },
      ],
      { force: false },
    );
    expect(host.names()).toEqual(['jobs', 'other']);
  });

  it('reads a manifest once per page, typed, and hands the runtime that very manifest', async () => {
    const { host, asked, runtimeFetch } = setUp({ [JOBS]: serve(jobsManifest({ release: 'r7' })) });
    const manifest = await host.manifest('jobs');
    expect(manifest).toMatchObject({ name: 'jobs', release: 'r7', routes: ['/jobs-x'], url: JOBS });
    expect(manifest.ssrEntry).toBe('http://jobs.test/server/remoteEntry.js');
    await host.manifest('jobs');
    expect(await (await runtimeFetch(JOBS))?.json()).toEqual(jobsManifest({ release: 'r7' }));
    expect(asked).toEqual([JOBS]);
    // A manifest the host has not read: the runtime asks for it itself.
    expect(await runtimeFetch(OTHER)).toBeUndefined();
  });

  it('forgets a failed read: the next call reads the manifest again', async () => {
    let up = false;
    const { host, asked, runtimeFetch } = setUp({
      [JOBS]: async () => (up ? Response.json(jobsManifest()) : new Response('', { status: 503 })),
    });
    await expect(host.manifest('jobs')).rejects.toThrow(`${JOBS}: HTTP 503`);
    expect(await runtimeFetch(JOBS)).toBeUndefined();
    up = true;
    expect((await host.manifest('jobs')).name).toBe('jobs');
    expect(asked).toEqual([JOBS, JOBS]);
    await expect(host.manifest('nowhere')).rejects.toThrow('No remote named "nowhere" in config.json');
  });

  it('finds the remote that claims a URL without waiting for a hung manifest, and reports one that is down', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const hung = setUp({
      [JOBS]: serve(jobsManifest()),
      [OTHER]: () => new Promise<Response>(() => undefined),
    });
    expect(await hung.host.ownerOf('/jobs-x')).toEqual({ owner: 'jobs', failed: [] });

    const down = setUp({ [JOBS]: serve(jobsManifest()) });
    expect(await down.host.ownerOf('/other/1')).toEqual({ owner: null, failed: ['other'] });
    expect(errors).toHaveBeenCalledWith(
      'The "other" remote\'s manifest could not be used:',
      expect.any(Error),
    );
    const both = setUp({ [JOBS]: serve(jobsManifest()), [OTHER]: serve(otherManifest()) });
    expect(await both.host.ownerOf('/other/1')).toEqual({ owner: 'other', failed: [] });
    errors.mockRestore();
  });

  it('loads ./routes through the page’s federation instance, reads the manifest for it once, and checks it', async () => {
    const { host, federation, asked, runtimeFetch } = setUp({ [JOBS]: serve(jobsManifest()) });
    expect(await host.routesModule('jobs')).toBe(jobsRoutes);
    expect(federation.loadRemote).toHaveBeenCalledWith('jobs/routes');
    // The runtime's request for the manifest is the host's read.
    expect(await runtimeFetch(JOBS)).toBeInstanceOf(Response);
    expect(asked).toEqual([JOBS]);

    federation.loadRemote.mockResolvedValueOnce({ pages: {} });
    await expect(host.routesModule('jobs')).rejects.toMatchObject({ name: 'ContractError' });
  });

  it('forgets a remote that failed: registered again by force, its manifest read again', async () => {
    const { host, federation, asked } = setUp({ [JOBS]: serve(jobsManifest()) });
    await host.manifest('jobs');
    host.forget('jobs');
    expect(federation.registerRemotes).toHaveBeenLastCalledWith([{ name: 'jobs', entry: JOBS }], {
      force: true,
    });
    await host.manifest('jobs');
    expect(asked).toEqual([JOBS, JOBS]);
    host.forget('nowhere');
    expect(federation.registerRemotes).toHaveBeenCalledTimes(2);
  });

  it('does not preload again the remote whose stylesheets a server-rendered page carries', async () => {
    const page = {
      baseURI: 'http://site.test/jobs/1',
      querySelectorAll: () => [{ getAttribute: () => 'http://jobs.test/routes.css' }],
    } as unknown as HostPage;
    const { plugin } = setUp({}, page);
    const preloadOps = [{ nameOrAlias: 'jobs' }, { nameOrAlias: 'other' }];
    const remotes = [
      { name: 'jobs', entry: JOBS },
      { name: 'other', entry: OTHER },
    ];
    await (plugin.beforePreloadRemote as (args: unknown) => unknown)({ preloadOps, options: { remotes } });
    expect(preloadOps).toEqual([{ nameOrAlias: 'other' }]);
  });

  it('imports nothing of Node: it is bundled for a browser page as it is', async () => {
    // esbuild refuses a module of Node's (`node:fs`, `path`…) in a bundle for the browser.
    const bundled = await build({
      entryPoints: [join(import.meta.dirname, 'browser.ts')],
      bundle: true,
      write: false,
      platform: 'browser',
      format: 'esm',
      logLevel: 'silent',
    });
    expect(bundled.errors).toEqual([]);
  });
});
