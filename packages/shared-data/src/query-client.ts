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
 * again with the page's own retry; a page shown again shows its failure again rather than asking behind
 * their back (which also keeps a page the server rendered as "not found" the way it arrived). Writes are
 * never retried either: a repeated apply or post is not safe.
 */
export const QUERY_DEFAULTS = {
  staleTime: 30_000,
  gcTime: 5 * 60_000,
  retry: false,
  retryOnMount: false,
  refetchOnWindowFocus: true,
} as const;

/**
 * `server`: the cache of one server render, dropped with the request: it keeps its queries without timers
 * (a 5-minute clean-up timer per query would hold every request's data in memory that long).
 */
export function createQueryClient({ server = false }: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...QUERY_DEFAULTS, ...(server ? { gcTime: Infinity } : {}) },
      mutations: { retry: false },
    },
  });
}
