import { Button } from '@portal/shared-ui';

/**
 * The next page of results, when the person asks for it. A button rather than loading on scroll: the list
 * grows only when asked, so the page's end stays reachable, a screen reader is never surprised by new
 * content, and Back from a job returns to exactly the cards that were there.
 */
export function LoadMore({ onLoadMore, loading }: { onLoadMore: () => void; loading: boolean }) {
  return (
    <div className="mt-6 flex justify-center">
      <Button variant="secondary" onClick={onLoadMore} loading={loading}>
        {loading ? 'Loading more jobs...' : 'Load more'}
      </Button>
    </div>
  );
}
