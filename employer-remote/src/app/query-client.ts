// The employer remote's one TanStack Query client: every page reads through it (withQueryClient provides it)
// and the route loaders prefetch into it, so a loader's request and the page's query are one request.
import { useSessionStore } from '@portal/shared-auth';
import { createQueryClient } from '@portal/shared-data';

export const queryClient = createQueryClient();

// What is cached belongs to the employer who asked for it. When someone else signs in (or nobody is signed
// in any more), the cache is dropped, so a second employer in the same tab never sees the first one's jobs,
// applicants or notes, not even for the moment a stale query takes to refetch.
let cachedFor = useSessionStore.getState().user?._id ?? null;
useSessionStore.subscribe((state) => {
  const current = state.user?._id ?? null;
  if (current === cachedFor) return;
  cachedFor = current;
  queryClient.clear();
});
