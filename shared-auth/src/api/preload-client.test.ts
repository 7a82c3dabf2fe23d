// preloadApiClient starts loading axios, except while the page's first requests (made by the host page's
// first script) wait to be taken: the page renders from those, and axios would only compete with it.
import { afterEach, expect, it, vi } from 'vitest';
import { preloadApiClient } from './api-client';
import { prefetchGet } from './prefetch';

vi.mock('./axios-instance', () => ({ createAxiosInstance: vi.fn(() => ({ request: vi.fn() })) }));
const { createAxiosInstance } = await import('./axios-instance');

afterEach(() => vi.unstubAllGlobals());

it('waits while prefetched first requests are pending, and loads the client once they are gone', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({})),
  );
  prefetchGet('http://api.test/api/jobs?page=1');
  preloadApiClient();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(createAxiosInstance).not.toHaveBeenCalled();
  // Never asked for, it goes stale; then the client loads.
  const now = Date.now();
  vi.spyOn(Date, 'now').mockReturnValue(now + 60_000);
  preloadApiClient();
  await vi.waitFor(() => expect(createAxiosInstance).toHaveBeenCalledOnce());
});
