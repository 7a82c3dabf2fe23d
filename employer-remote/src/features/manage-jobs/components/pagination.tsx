import { ChevronLeftIcon, ChevronRightIcon } from '@portal/shared-ui';
import type { Page } from '../lib/job-table';

const base =
  'inline-flex min-w-9 cursor-pointer items-center justify-center gap-1 rounded-lg border px-3 py-1.5 text-sm font-medium ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50';

/** Previous / page numbers / Next and "Showing x to y of z results"; renders nothing for a single page. */
export function Pagination({ page, onPage }: { page: Page<unknown>; onPage: (page: number) => void }) {
  if (page.pages <= 1) return null;
  const numbers = Array.from({ length: page.pages }, (_, i) => i + 1);
  return (
    <div className="flex flex-col items-center justify-between gap-3 border-t border-gray-200 px-4 py-3 sm:flex-row">
      <p className="text-sm text-gray-700">
        Showing {page.from} to {page.to} of {page.total} results
      </p>
      <nav aria-label="Pagination" className="flex flex-wrap items-center justify-center gap-1">
        <button
          type="button"
          className={`${base} border-gray-300 bg-white text-gray-700 hover:bg-gray-50`}
          onClick={() => onPage(page.page - 1)}
          disabled={page.page <= 1}
        >
          <ChevronLeftIcon className="h-4 w-4" />
          Previous
        </button>
        {numbers.map((n) => (
          <button
            key={n}
            type="button"
            aria-label={`Page ${n}`}
            aria-current={n === page.page ? 'page' : undefined}
            className={`${base} ${
              n === page.page
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-gray-300 bg-white text-gray-700 hover:bg-gray-50'
            }`}
            onClick={() => onPage(n)}
          >
            {n}
          </button>
        ))}
        <button
          type="button"
          className={`${base} border-gray-300 bg-white text-gray-700 hover:bg-gray-50`}
          onClick={() => onPage(page.page + 1)}
          disabled={page.page >= page.pages}
        >
          Next
          <ChevronRightIcon className="h-4 w-4" />
        </button>
      </nav>
    </div>
  );
}
