import { useRef, useState } from 'react';
import { useRequest } from '../../../hooks/use-request';
import { getOverview, takePrefetchedOverview } from '../api/get-overview';

export function useOverview() {
  const [prefetched] = useState(takePrefetchedOverview);
  // A prefetch still in flight serves the first load; every later load (reload) asks the server again.
  const pending = useRef(prefetched && !prefetched.data ? prefetched.promise : null);
  return useRequest(
    () => {
      const first = pending.current;
      pending.current = null;
      return first ?? getOverview();
    },
    'overview',
    'Failed to load the dashboard',
    prefetched?.data,
  );
}
