import { Button, ButtonLink } from '@portal/shared-ui/button';
import { useEffect, useRef, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';

/**
 * The next page of results: loaded into the list when the person scrolls near its end (IntersectionObserver)
 * or presses "Load more" (keyboard users, browsers without the observer). On a page the server renders,
 * "Load more" is a link to the next page's URL (`href`, `?page=N`), so before the page's code has run, or
 * without JavaScript, it opens that page from the server. The loaded pages live in the query cache, so Back from a job gives back every card that was
 * loaded, however it got there.
 */
export function LoadMore({
  href,
  onLoadMore,
  loading,
}: {
  href?: string;
  onLoadMore: () => void;
  loading: boolean;
}) {
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

  const loadHere = (event: MouseEvent) => {
    event.preventDefault();
    onLoadMore();
  };
  const label = loading ? 'Loading more jobs...' : 'Load more';
  return (
    <div ref={sentinel} className="mt-6 flex justify-center">
      {href ? (
        <ButtonLink
          as={Link}
          to={href}
          variant="secondary"
          onClick={loadHere}
          aria-disabled={loading || undefined}
        >
          {label}
        </ButtonLink>
      ) : (
        <Button variant="secondary" onClick={onLoadMore} loading={loading}>
          {label}
        </Button>
      )}
    </div>
  );
}
