// The portal's defaults for TanStack Query, so both remotes cache, retry and refresh the same way.
import { QueryClient } from '@tanstack/react-query';

/** The HTTP status of a failed API call (axios' `response.status`), or null for a network failure. */
export function httpStatusOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('response' in error)) return null;
  const status = (error as { response?: { status?: unknown } }).response?.status;
  return typeof status === 'number' ? status : null;
}

/**
 * Reads are fresh for 30 s (navigating back and forth reuses them instead of refetching every time) and
 * are never retried: the spec's failure messages ("Failed to fetch jobs…") must show at once, and a QA
 * fault that fails one request must be seen failing, not hidden by a silent second try. A person asks
 * again with the page's own retry. Writes are never retried either: a repeated apply or post is not safe.
 */
export const QUERY_DEFAULTS = {
  staleTime: 30_000,
  gcTime: 5 * 60_000,
  retry: false,
  refetchOnWindowFocus: true,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...QUERY_DEFAULTS },
      mutations: { retry: false },
    },
  });
}
