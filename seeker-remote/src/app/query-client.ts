// The seeker remote's one query cache (TanStack Query with the portal's defaults, @portal/shared-data):
// every page reads through it and every route loader prefetches into it, so a loader's request and its
// page's query are the same request, and Back shows what was already loaded.
import { createQueryClient } from '@portal/shared-data';

export const queryClient = createQueryClient();
