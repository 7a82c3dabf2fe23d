// A prefetched first request (started by the host page's first script) is taken by the API client once,
// for the same session, while fresh and only when it succeeded; otherwise the real API answers.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../session/session-store';
import { startApiMock, type ApiMock } from '../test/api-mock-server';
import { resetSession, stubLocation } from '../test/fixtures';
import { apiClient, configureApi } from './api-client';
import { apiRequestUrl, canonicalUrl, declaredRequestUrl, hasPrefetched, prefetchGet } from './prefetch';

let api: ApiMock;

beforeAll(async () => {
  api = await startApiMock();
  configureApi({ baseURL: api.url });
});
afterAll(async () => {
  await api?.close();
});
beforeEach(() => {
  resetSession();
  stubLocation();
});
afterEach(() => vi.unstubAllGlobals());

/** The page's first script's fetch, answering with a body the real API never sends. */
function stubPrefetch(status = 200) {
  const fetchMock = vi.fn(async () =>
    Response.json({ jobs: [], total: -1, marker: 'prefetched' }, { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const jobsUrl = () => apiRequestUrl(api.url, '/api/jobs', { page: '1', limit: '12' });
const getJobs = () => apiClient.get<{ marker?: string }>('/api/jobs', { params: { limit: 12, page: 1 } });

describe('prefetched first requests', () => {
  it('is used once for the same GET, whatever the order of its query', async () => {
    const fetchMock = stubPrefetch();
    prefetchGet(jobsUrl());
    expect(fetchMock).toHaveBeenCalledOnce();
    expect((await getJobs()).data.marker).toBe('prefetched');
    // The second time the real API answers.
    expect((await getJobs()).data.marker).toBeUndefined();
  });

  it('sends the stored token, and is not used by another session', async () => {
    localStorage.setItem('token', 'token-of-someone');
    const fetchMock = stubPrefetch();
    prefetchGet(jobsUrl());
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-of-someone');
    localStorage.removeItem('token');
    useSessionStore.getState().checkAuth();
    expect((await getJobs()).data.marker).toBeUndefined();
  });

  it('leaves a failed answer to the real API', async () => {
    stubPrefetch(500);
    prefetchGet(jobsUrl());
    expect((await getJobs()).data.marker).toBeUndefined();
  });

  it('is not used when it is stale', async () => {
    stubPrefetch();
    prefetchGet(jobsUrl());
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 60_000);
    expect((await getJobs()).data.marker).toBeUndefined();
  });

  it('is dropped once stale when the page never asked for it', () => {
    stubPrefetch();
    prefetchGet(jobsUrl());
    expect(hasPrefetched()).toBe(true);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 60_000);
    expect(hasPrefetched()).toBe(false);
  });

  it('reads URLs as axios writes them', () => {
    expect(apiRequestUrl('http://api.test/', '/api/jobs', { b: '2', a: '1' })).toBe(
      'http://api.test/api/jobs?b=2&a=1',
    );
    expect(canonicalUrl('http://api.test/api/jobs?b=2&a=1#x')).toBe('http://api.test/api/jobs?a=1&b=2');
  });
});

describe('declaredRequestUrl', () => {
  const search = new URLSearchParams('keyword=%20react%20&sort=&type=Remote');
  it('fills the path from the page URL and copies the declared query parameters', () => {
    expect(
      declaredRequestUrl(
        'http://api.test',
        { path: '/api/jobs', query: { page: '1' }, fromSearch: ['keyword', 'sort', 'type', 'location'] },
        {},
        search,
      ),
    ).toBe('http://api.test/api/jobs?page=1&keyword=react&type=Remote');
    expect(
      declaredRequestUrl('http://api.test', { path: '/api/jobs/:jobId' }, { jobId: 'a b' }, search),
    ).toBe('http://api.test/api/jobs/a%20b');
  });

  it('makes no request signed out when it needs a session, nor for a missing parameter or a foreign URL', () => {
    expect(declaredRequestUrl('http://api.test', { path: '/api/x', signedIn: true }, {}, search)).toBeNull();
    localStorage.setItem('token', 't');
    expect(declaredRequestUrl('http://api.test', { path: '/api/x', signedIn: true }, {}, search)).toBe(
      'http://api.test/api/x',
    );
    expect(declaredRequestUrl('http://api.test', { path: '/api/jobs/:jobId' }, {}, search)).toBeNull();
    expect(declaredRequestUrl('http://api.test', { path: '//evil.test/x' }, {}, search)).toBeNull();
    expect(declaredRequestUrl('http://api.test', { path: 'https://evil.test/x' }, {}, search)).toBeNull();
  });

  it('writes the browser’s offset from UTC where asked', () => {
    const url = declaredRequestUrl(
      'http://api.test',
      { path: '/api/analytics/overview', query: { utcOffsetMinutes: '$utcOffsetMinutes' } },
      {},
      search,
    );
    expect(url).toBe(
      `http://api.test/api/analytics/overview?utcOffsetMinutes=${-new Date().getTimezoneOffset() || 0}`,
    );
  });
});
