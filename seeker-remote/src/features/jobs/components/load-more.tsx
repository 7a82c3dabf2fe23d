import { Button } from '@portal/shared-ui/button';
import { useEffect, useRef } from 'react';

/**
 * The next page of results: loaded when the person scrolls near the end of the list (IntersectionObserver),
 * and on the "Load more" button for keyboard users and browsers without the observer. The loaded pages live
 * in the query cache, so Back from a job gives back every card that was loaded, however it got there.
 */
export function LoadMore({ onLoadMore, loading }: { onLoadMore: () => void; loading: boolean }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const callback = useRef(onLoadMore);
  callback.current = onLoadMore;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={sentinel} className="mt-6 flex justify-center">
      <Button variant="secondary" onClick={onLoadMore} loading={loading}>
        {loading ? 'Loading more jobs...' : 'Load more'}
      </Button>
    </div>
  );
}
