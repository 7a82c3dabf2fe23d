import { useEffect, useRef } from 'react';

/**
 * Loads the next page when the user scrolls near the end (IntersectionObserver), and offers a
 * "Load more" button for keyboard users and browsers without the observer.
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
      <button
        type="button"
        onClick={onLoadMore}
        disabled={loading}
        className="rounded-lg border border-gray-300 bg-white px-5 py-2 text-sm font-medium text-gray-700 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
      >
        {loading ? 'Loading more jobs...' : 'Load more'}
      </button>
    </div>
  );
}
