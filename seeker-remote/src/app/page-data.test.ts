// The requests the manifest declares for the host to start early (PAGE_DATA) are exactly the ones the
// pages' loaders make: a declared request that drifted would be made for nothing, and the page would wait
// for its own.
import type { RemoteRoute } from '@portal/remote-contract';
import { apiClient } from '@portal/shared-auth';
import { apiRequestUrl, canonicalUrl, declaredRequestUrl } from '@portal/shared-auth/prefetch';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from './query-client';
import { PAGE_DATA, SEEKER_PATHS } from './route-patterns';
import { routes } from './routes';

const API = 'http://api.test';

vi.mock('@portal/shared-auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@portal/shared-auth')>()),
  apiClient: { get: vi.fn(() => new Promise(() => {})) },
}));

/** The route whose path (relative, as the routes declare it) is `path`, anywhere in the tree. */
function routeAt(path: string, tree: RemoteRoute[] = routes): RemoteRoute | undefined {
  for (const route of tree) {
    if (route.path === path) return route;
    const found = route.children && routeAt(path, route.children);
    if (found) return found;
  }
  return undefined;
}

/** A GET as a full API URL, whatever the order of its query. */
const asUrl = (path: string, params: Record<string, unknown> = {}) =>
  canonicalUrl(
    apiRequestUrl(API, path, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]))),
  );

/** The `count` GET URLs a page's loader makes for `url`. */
async function loaderRequests(
  pattern: string,
  url: string,
  count: number,
  params: Record<string, string> = {},
) {
  const route = routeAt(pattern.replace(/^\//, ''));
  if (typeof route?.loader !== 'function') throw new Error(`no loader for ${pattern}`);
  await route.loader({
    request: new Request(`http://portal.test${url}`),
    params,
    context: undefined,
  } as never);
  const get = vi.mocked(apiClient.get);
  await vi.waitFor(() => expect(get).toHaveBeenCalledTimes(count));
  return get.mock.calls
    .map(([path, config]) => asUrl(path, config?.params as Record<string, unknown>))
    .sort();
}

function declared(pattern: string, url: string, params: Record<string, string> = {}) {
  const search = new URL(url, 'http://portal.test').searchParams;
  return (PAGE_DATA[pattern] ?? [])
    .map((request) =>
      canonicalUrl(declaredRequestUrl(API, request, params, search) ?? 'http://missing.invalid/'),
    )
    .sort();
}

afterEach(() => {
  queryClient.clear();
  vi.mocked(apiClient.get).mockClear();
});

describe('PAGE_DATA', () => {
  it.each([
    '/find-jobs',
    '/find-jobs?keyword=react%20dev&location=Berlin&type=Full-Time&category=Engineering&minSalary=50000&maxSalary=90000&datePosted=7d&sort=newest',
  ])('declares the find-jobs loader’s request for %s', async (url) => {
    const requests = await loaderRequests(SEEKER_PATHS.findJobs, url, 1);
    expect(declared(SEEKER_PATHS.findJobs, url)).toEqual(requests);
  });

  it('declares the job page loader’s requests', async () => {
    const params = { jobId: 'abc123' };
    const requests = await loaderRequests(SEEKER_PATHS.jobDetail, '/jobs/abc123', 2, params);
    expect(declared(SEEKER_PATHS.jobDetail, '/jobs/abc123', params)).toEqual(requests);
  });
});
