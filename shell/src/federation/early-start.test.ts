// The early start's guess of which remote owns a URL (only a hint: the router decides later). Node has no
// URLPattern, so a stand-in built on react-router's matchPath plays the browser's matcher.
import { matchPath } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setManifestUrls } from './manifests';

vi.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: vi.fn(), registerRemotes: vi.fn() }));

/** URLPattern over pathnames, with react-router's matching (`:param`, `:param?`, a final `*`). */
class FakeUrlPattern {
  constructor(private readonly init: { pathname: string }) {
    if (init.pathname.includes('(')) throw new TypeError('unsupported pattern');
  }
  test({ pathname }: { pathname: string }): boolean {
    return matchPath({ path: this.init.pathname, end: true }, pathname) !== null;
  }
}

const manifest = (routes: string[]) => ({ metaData: { portal: { contract: 1, routes } } });
let manifests: Record<string, () => Promise<Response>>;

beforeEach(() => {
  manifests = {
    'http://jobs.test/mf-manifest.json': async () => Response.json(manifest(['/find-jobs', '/jobs/:id'])),
    'http://hire.test/mf-manifest.json': async () =>
      Response.json(manifest(['/employeer/*', '/jobs/new', '/profile/(x)'])),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (manifests[url] ?? (async () => new Response('', { status: 404 })))()),
  );
  vi.stubGlobal('URLPattern', FakeUrlPattern);
  setManifestUrls({ jobs: 'http://jobs.test/mf-manifest.json', hire: 'http://hire.test/mf-manifest.json' });
});
afterEach(() => vi.unstubAllGlobals());

describe('patternMatches', () => {
  it('matches a final /* on its parent path too, as react-router does', async () => {
    const { patternMatches } = await import('./early-start');
    expect(patternMatches('/employeer/*', '/employeer', FakeUrlPattern)).toBe(true);
    expect(patternMatches('/employeer/*', '/employeer/post-job', FakeUrlPattern)).toBe(true);
    expect(patternMatches('/jobs/:id', '/jobs', FakeUrlPattern)).toBe(false);
  });

  it('gives no hint from a pattern the matcher cannot read', async () => {
    const { patternMatches } = await import('./early-start');
    expect(patternMatches('/profile/(x)', '/profile/x', FakeUrlPattern)).toBe(false);
  });
});

describe('likelyOwner', () => {
  it('prefers a claim equal to the path over an earlier remote’s matching pattern', async () => {
    const { likelyOwner } = await import('./early-start');
    // jobs claims /jobs/:id first in config.json's order, but hire claims /jobs/new exactly.
    expect(await likelyOwner('/jobs/new')).toBe('hire');
    expect(await likelyOwner('/jobs/12')).toBe('jobs');
    expect(await likelyOwner('/employeer/employeer-dashboard')).toBe('hire');
    expect(await likelyOwner('/nowhere')).toBeNull();
  });

  it('leaves out a remote whose manifest is down, and guesses nothing without URLPattern', async () => {
    const { likelyOwner } = await import('./early-start');
    manifests['http://jobs.test/mf-manifest.json'] = async () => new Response('', { status: 503 });
    setManifestUrls({ jobs: 'http://jobs.test/mf-manifest.json', hire: 'http://hire.test/mf-manifest.json' });
    expect(await likelyOwner('/find-jobs')).toBeNull();
    expect(await likelyOwner('/employeer')).toBe('hire');
    vi.stubGlobal('URLPattern', undefined);
    expect(await likelyOwner('/employeer')).toBeNull();
  });
});
