// The page's first script: what it asks for, what it preloads for the remote that owns the URL, and what
// it hands over to the shell's code (which then asks for none of it again).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { discover } from './early-discovery';
import { takeEarlyStart } from './early-handoff';
import { adoptEarlyManifests, fetchManifest, setManifestUrls } from './manifests';
import { FakeUrlPattern } from '../test/fake-url-pattern';

const SEEKER = 'http://jobs.test/seeker/mf-manifest.json';
const EMPLOYER = 'http://hire.test/mf-manifest.json';
// react is preloaded by index.html already (no files left); react-hot-toast is loaded lazily by the shell.
const SHELL = {
  shared: { react: [], 'react-dom': [], 'react-hot-toast': ['/784.js'] },
  remotePage: ['/mount-remote.js'],
  dataClient: ['/api-client.js'],
  prefetched: ['/prefetched.js'],
};

const seekerManifest = {
  metaData: {
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    portal: {
      routes: ['/find-jobs', '/jobs/:jobId'],
      preload: {
        '/find-jobs': {
          js: ['find-jobs.1.js'],
          css: [],
          shared: ['@tanstack/react-query', 'react', 'react-hot-toast'],
          data: [{ path: '/api/jobs', query: { page: '1' }, fromSearch: ['keyword'] }],
        },
        '/jobs/:jobId': {
          js: ['job-detail.1.js'],
          css: [],
          shared: [],
          data: [{ path: '/api/jobs/:jobId' }],
        },
      },
    },
  },
  exposes: [
    { name: 'routes', assets: { js: { sync: ['672.js', 'routes.js'] }, css: { sync: ['672.css'] } } },
  ],
  shared: [
    { name: 'react', assets: { js: { sync: ['react.js'] } } },
    { name: '@tanstack/react-query', assets: { js: { sync: ['353.js'] } } },
  ],
};
const employerManifest = { metaData: { portal: { routes: ['/employeer/*'] } } };

let responses: Record<string, () => Promise<Response>>;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  responses = {
    '/config.json': async () =>
      Response.json({ apiUrl: 'http://api.test', remotes: { seeker: SEEKER, employer: EMPLOYER } }),
    [SEEKER]: async () => Response.json(seekerManifest),
    'http://api.test/api/jobs?page=1&keyword=react': async () => Response.json({ jobs: [] }),
    'http://api.test/api/jobs/42': async () => Response.json({ job: {} }),
    [EMPLOYER]: async () => Response.json(employerManifest),
  };
  fetchMock = vi.fn(async (url: string) =>
    (responses[url] ?? (async () => new Response('', { status: 404 })))(),
  );
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('URLPattern', FakeUrlPattern);
  delete (globalThis as Record<string, unknown>).__PORTAL_EARLY_START__;
  document.head.innerHTML = '';
});
afterEach(() => vi.unstubAllGlobals());

const at = (url: string) => {
  const parsed = new URL(url, 'http://portal.test');
  return { pathname: parsed.pathname, search: parsed.search };
};
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map(
    (link) => `${(link as HTMLLinkElement).as} ${link.getAttribute('href')}`,
  );
/** Lets every pending promise and response body of the script settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('discover', () => {
  it('preloads the owner’s entry, routes code and the page with what the shell does not share', async () => {
    const early = discover(at('/find-jobs?keyword=react'), SHELL);
    await settle();
    expect(early?.dataStarted).toBe(true);
    // The page's data is asked for by the script itself: the API client is not preloaded for it.
    expect(preloads()).toEqual([
      'script /mount-remote.js',
      'script /prefetched.js',
      'script http://jobs.test/seeker/remoteEntry.js',
      'script http://jobs.test/seeker/672.js',
      'script http://jobs.test/seeker/routes.js',
      'style http://jobs.test/seeker/672.css',
      // The remote's own TanStack Query; react and react-hot-toast are the shell's (the latter not yet loaded)
      'script http://jobs.test/seeker/353.js',
      'script /784.js',
      'script http://jobs.test/seeker/find-jobs.1.js',
    ]);
    // The page's first API request, with the page URL's query, started with the page's code.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/config.json',
      SEEKER,
      EMPLOYER,
      'http://api.test/api/jobs?page=1&keyword=react',
    ]);
  });

  it('matches a page by its pattern, and preloads nothing of a remote that does not own the URL', async () => {
    discover(at('/jobs/42'), SHELL);
    await settle();
    expect(preloads()).toContain('script http://jobs.test/seeker/job-detail.1.js');
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('http://api.test/api/jobs/42');
    document.head.innerHTML = '';
    delete (globalThis as Record<string, unknown>).__PORTAL_EARLY_START__;
    const employerPage = discover(at('/employeer/post-job'), SHELL);
    await settle();
    expect(preloads().some((line) => line.includes('jobs.test'))).toBe(false);
    // No first request declared for this page: its loader will need the API client at once.
    expect(preloads()).toContain('script /api-client.js');
    expect(employerPage?.dataStarted).toBe(false);
  });

  it('asks only for config.json on the shell’s own pages', async () => {
    discover(at('/login'), SHELL);
    await settle();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/config.json']);
    expect(preloads()).toEqual([]);
  });

  it('survives a manifest that is down and a config.json that is missing', async () => {
    responses[SEEKER] = async () => new Response('', { status: 503 });
    expect(discover(at('/find-jobs'), SHELL)?.dataStarted).toBe(false);
    await settle();
    expect(preloads()).toEqual(['script /mount-remote.js']);
    delete (globalThis as Record<string, unknown>).__PORTAL_EARLY_START__;
    responses['/config.json'] = async () => new Response('', { status: 404 });
    const early = discover(at('/find-jobs'), SHELL);
    await expect(early?.config).rejects.toThrow('HTTP 404');
  });

  it('hands its requests over once, and starts nothing when the shell’s code came first', async () => {
    const early = discover(at('/find-jobs'), SHELL);
    await settle();
    const taken = takeEarlyStart();
    expect(taken).toBe(early);
    // The shell's manifests take over the requests already made: no second fetch.
    adoptEarlyManifests(taken?.manifests ?? {});
    setManifestUrls({ seeker: SEEKER, employer: EMPLOYER });
    fetchMock.mockClear();
    await expect(fetchManifest('seeker')).resolves.toEqual(seekerManifest);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(discover(at('/find-jobs'), SHELL)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
