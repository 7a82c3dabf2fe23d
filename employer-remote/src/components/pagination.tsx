import { Button, ChevronLeftIcon, ChevronRightIcon } from '@portal/shared-ui';

/** Where a paged list stands: the page shown (1-based), how many pages, and which items it shows. */
export interface PageInfo {
  page: number;
  pages: number;
  total: number;
  /** 1-based index of the first and last item shown. */
  from: number;
  to: number;
}

/** The place of a server page in its list: `total` items, `limit` per page, page `page`, `shown` on it. */
export function pageInfo(page: number, pages: number, total: number, limit: number, shown: number): PageInfo {
  const from = total === 0 || shown === 0 ? 0 : (page - 1) * limit + 1;
  return { page, pages, total, from, to: from === 0 ? 0 : from + shown - 1 };
}

/**
 * The page numbers to offer: all of them up to 7 pages; beyond that the first, the last and the current
 * one with its neighbours, a gap (null) standing for the pages left out.
 */
export function pageNumbers(page: number, pages: number): (number | null)[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const low = Math.max(2, Math.min(page - 1, pages - 4));
  const high = Math.min(pages - 1, Math.max(page + 1, 5));
  const numbers: (number | null)[] = [1];
  if (low > 2) numbers.push(null);
  for (let n = low; n <= high; n++) numbers.push(n);
  if (high < pages - 1) numbers.push(null);
  numbers.push(pages);
  return numbers;
}

/** Previous / page numbers / Next and "Showing x to y of z results"; renders nothing for a single page. */
export function Pagination({ page, onPage }: { page: PageInfo; onPage: (page: number) => void }) {
  if (page.pages <= 1) return null;
  const numbers = pageNumbers(page.page, page.pages);
  return (
    <div className="flex flex-col items-center justify-between gap-3 border-t border-gray-200 px-4 py-3 sm:flex-row">
      <p className="text-sm text-gray-700">
        Showing {page.from} to {page.to} of {page.total} results
      </p>
      <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-1">
        <Button variant="secondary" size="sm" onClick={() => onPage(page.page - 1)} disabled={page.page <= 1}>
          <ChevronLeftIcon className="h-4 w-4" />
          Previous
        </Button>
        {numbers.map((n, i) =>
          n === null ? (
            <span key={`gap-${i}`} className="px-1 text-gray-500" aria-hidden="true">
              …
            </span>
          ) : (
            <Button
              key={n}
              variant={n === page.page ? 'primary' : 'secondary'}
              size="sm"
              className="min-w-9"
              aria-label={`Page ${n}`}
              aria-current={n === page.page ? 'page' : undefined}
              onClick={() => onPage(n)}
            >
              {n}
            </Button>
          ),
        )}
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onPage(page.page + 1)}
          disabled={page.page >= page.pages}
        >
          Next
          <ChevronRightIcon className="h-4 w-4" />
        </Button>
      </nav>
    </div>
  );
}
