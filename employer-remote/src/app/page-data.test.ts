// The request the manifest declares for the host to start early (PAGE_DATA) is exactly the one the
// dashboard's loader makes: a declared request that drifted would be made for nothing, and the page would
// wait for its own.
import type { RemoteRoute } from '@portal/remote-contract';
import { apiClient } from '@portal/shared-auth';
import { apiRequestUrl, canonicalUrl, declaredRequestUrl } from '@portal/shared-auth/prefetch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPLOYER_PATHS } from '../lib/paths';
import { queryClient } from './query-client';
import { EMPLOYER_BASE, PAGE_DATA } from './route-patterns';
import { routes } from './routes';

const API = 'http://api.test';

vi.mock('@portal/shared-auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@portal/shared-auth')>()),
  apiClient: { get: vi.fn(() => new Promise(() => {})) },
}));

const asUrl = (path: string, params: Record<string, unknown> = {}) =>
  canonicalUrl(
    apiRequestUrl(API, path, Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]))),
  );

beforeEach(() => localStorage.setItem('token', 'employer-token'));
afterEach(() => {
  localStorage.removeItem('token');
  queryClient.clear();
  vi.mocked(apiClient.get).mockClear();
});

describe('PAGE_DATA', () => {
  it('declares the dashboard loader’s request, at the dashboard and at /employeer', async () => {
    const layout = routes[0]?.children?.[0];
    const dashboard = layout?.children?.find((route: RemoteRoute) => route.path === 'employeer-dashboard');
    if (typeof dashboard?.loader !== 'function') throw new Error('no dashboard loader');
    await dashboard.loader({
      request: new Request(`http://portal.test${EMPLOYER_PATHS.dashboard}`),
      params: {},
      context: undefined,
    } as never);
    const get = vi.mocked(apiClient.get);
    await vi.waitFor(() => expect(get).toHaveBeenCalledOnce());
    const [path, config] = get.mock.calls[0] ?? [];
    const made = asUrl(path ?? '', config?.params as Record<string, unknown>);
    for (const page of [EMPLOYER_PATHS.dashboard, EMPLOYER_BASE]) {
      const declared = (PAGE_DATA[page] ?? []).map((request) =>
        declaredRequestUrl(API, request, {}, new URLSearchParams()),
      );
      expect(declared).toEqual([made]);
    }
  });

  it('declares nothing for a visitor without a session', () => {
    localStorage.removeItem('token');
    const [request] = PAGE_DATA[EMPLOYER_PATHS.dashboard] ?? [];
    expect(request && declaredRequestUrl(API, request, {}, new URLSearchParams())).toBeNull();
  });
});
