// @vitest-environment node
// The remote host's manifests: read once, read again after a while behind the page (a page never waits for
// a manifest it has read before, even a slow one), one read again at a time, and a failed read again not kept.
import { join } from 'node:path';
import { sharedConfig } from '@portal/build-config/federation';
import { afterEach, describe, expect, it } from 'vitest';
import { createRemoteHost, MANIFEST_TTL_MS, type RemoteHost } from './federation';
import { jobsManifest } from './test-manifest';

const URL_OF_JOBS = 'http://127.0.0.1:9/mf-manifest.json';
const policy = sharedConfig(join(import.meta.dirname, '..'), { server: true });

const manifest = (release: string) => jobsManifest({ release });

/** A fetch whose answers the test gives one by one. */
function scriptedFetch() {
  const pending: { resolve: (body: unknown) => void; reject: (error: Error) => void }[] = [];
  const fetchImpl = (() =>
    new Promise<Response>((resolve, reject) => {
      pending.push({ resolve: (body) => resolve(Response.json(body)), reject });
    })) as unknown as typeof fetch;
  return { fetchImpl, pending };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

let host: RemoteHost | undefined;
afterEach(() => host?.dispose());

describe('a manifest deployed in place', () => {
  it('is read again behind the page: the release read before serves until the new one has arrived', async () => {
    const { fetchImpl, pending } = scriptedFetch();
    let clock = 1_000_000;
    host = createRemoteHost({ policy, fetchImpl, now: () => clock });
    host.configure({ jobs: URL_OF_JOBS });
    // The remote's code starts loading with the configuration: its manifest is the first read.
    await tick();
    expect(pending).toHaveLength(1);
    const first = host.manifest('jobs');
    pending[0]?.resolve(manifest('r1'));
    expect((await first).release).toBe('r1');

    // Within the time a manifest is trusted: no read.
    clock += MANIFEST_TTL_MS - 1;
    expect((await host.manifest('jobs')).release).toBe('r1');
    const readsBefore = pending.length;

    // After it: the page gets r1 at once while one read runs, however many pages ask meanwhile.
    clock += 2;
    expect((await host.manifest('jobs')).release).toBe('r1');
    expect((await host.manifest('jobs')).release).toBe('r1');
    expect(pending).toHaveLength(readsBefore + 1);
    pending.at(-1)?.resolve(manifest('r2'));
    await tick();
    expect((await host.manifest('jobs')).release).toBe('r2');
  });

  it('a read again that fails is not kept: the next page reads the manifest within its budget', async () => {
    const { fetchImpl, pending } = scriptedFetch();
    let clock = 1_000_000;
    host = createRemoteHost({ policy, fetchImpl, now: () => clock, budgetMs: 50 });
    host.configure({ jobs: URL_OF_JOBS });
    await tick();
    pending[0]?.resolve(manifest('r1'));
    expect((await host.manifest('jobs')).release).toBe('r1');

    clock += MANIFEST_TTL_MS + 1;
    expect((await host.manifest('jobs')).release).toBe('r1');
    pending.at(-1)?.reject(new Error('connection refused'));
    await tick();
    // Nothing cached now: a page waits for the read (and, past the budget, is left to the browser).
    const count = pending.length;
    const owner = host.ownerOf('/jobs-x');
    await tick();
    expect(pending).toHaveLength(count + 1);
    expect(await owner).toEqual({ owner: null, failed: ['jobs'] });
  });
});

describe('a malformed manifest', () => {
  it('leaves its remote to the browser, naming what is wrong, and is read again on the next page', async () => {
    const good = jobsManifest();
    let served: unknown = {
      ...good,
      metaData: { ...good.metaData, ssrRemoteEntry: 'server/remoteEntry.js' },
    };
    const fetchImpl = (async () => Response.json(served)) as unknown as typeof fetch;
    host = createRemoteHost({ policy, fetchImpl });
    host.configure({ jobs: URL_OF_JOBS });

    await expect(host.manifest('jobs')).rejects.toThrow(
      'The "jobs" remote breaks the remote contract:\n  - metaData.ssrRemoteEntry must be an object',
    );
    expect(await host.ownerOf('/jobs-x')).toEqual({ owner: null, failed: ['jobs'] });
    served = '<!doctype html>';
    await expect(host.manifest('jobs')).rejects.toThrow('the manifest has no metaData');

    served = good;
    expect(await host.ownerOf('/jobs-x')).toEqual({ owner: 'jobs', failed: [] });
  });
});
