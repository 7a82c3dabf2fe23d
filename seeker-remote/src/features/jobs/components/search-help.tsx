import type { SearchMatch } from '@portal/contracts';
import type { SearchFilter } from '@portal/contracts/constants';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { SEEKER_PATHS } from '../../../app/route-patterns';

/** The URL parameters each filter of the list sets (salary is a pair). */
const FILTER_PARAMS: Record<SearchFilter, string[]> = {
  type: ['type'],
  category: ['category'],
  location: ['location'],
  salary: ['minSalary', 'maxSalary'],
  datePosted: ['datePosted'],
};
const FILTER_NAMES: Record<SearchFilter, string> = {
  type: 'job type',
  category: 'category',
  location: 'location',
  salary: 'salary',
  datePosted: 'date posted',
};

/** The search in `params` changed by `change` (from its first page): a link that works before any script. */
function searchHref(params: URLSearchParams, change: (next: URLSearchParams) => void): string {
  const next = new URLSearchParams(params);
  next.delete('page');
  change(next);
  const query = next.toString();
  return `${SEEKER_PATHS.findJobs}${query ? `?${query}` : ''}`;
}

// The suggestions below a search that found little: a row of links drawn as pills.
const PILLS = 'mt-1 flex flex-wrap justify-center gap-2';
const PILL =
  'inline-block rounded-full border border-gray-300 bg-white px-3 py-1 font-medium text-brand-700 hover:bg-gray-50';

const quoted = (words: string[]) => words.map((w) => `“${w}”`).join(', ');
const jobs = (total: number) => `${total} ${total === 1 ? 'job' : 'jobs'}`;

/**
 * The line above results that have only some of the words: no job has them all, so these are the jobs with
 * the most of them, and the words the best of them lack.
 */
export function PartialMatchNote({ match }: { match: SearchMatch }) {
  if (match.mode !== 'some') return null;
  const lacking = match.missing[0] ?? [];
  return (
    <p role="status" className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
      No job has every word of your search: showing the jobs with the most of them, best first.
      {lacking.length > 0 && ` Not found in the best matches: ${quoted(lacking)}.`}
    </p>
  );
}

/**
 * Under "No Jobs found": the keyword as the jobs spell it, when a word looked misspelt; each filter whose
 * removal finds jobs, with how many; and, when no spelling fits (a profession the portal has no job for, or
 * a made-up word), the categories that have jobs, each a link to them with the filters kept and without the
 * keyword, as their counts were made. Nothing when none of these helps.
 */
export function EmptySearchHelp({ match, params }: { match: SearchMatch; params: URLSearchParams }) {
  const browseId = useId();
  if (!match.suggestion && match.widen.length === 0 && match.related.length === 0) return null;
  return (
    <div className="mt-4 space-y-2 text-sm text-gray-700">
      {match.suggestion && (
        <p>
          Did you mean{' '}
          <Link
            to={searchHref(params, (next) => next.set('keyword', match.suggestion!))}
            className="font-semibold text-brand-700 underline"
          >
            {match.suggestion}
          </Link>
          ?
        </p>
      )}
      {match.widen.length > 0 && (
        <div>
          <p>Widen your search:</p>
          <ul className={PILLS}>
            {match.widen.map(({ filter, total }) => (
              <li key={filter}>
                <Link
                  to={searchHref(params, (next) => FILTER_PARAMS[filter].forEach((p) => next.delete(p)))}
                  className={PILL}
                >
                  Any {FILTER_NAMES[filter]} ({jobs(total)})
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {match.related.length > 0 && (
        <div>
          <p id={browseId}>Browse open jobs by category</p>
          <ul aria-labelledby={browseId} className={PILLS}>
            {match.related.map(({ category, label, total }) => (
              <li key={category}>
                <Link
                  to={searchHref(params, (next) => {
                    next.delete('keyword');
                    next.set('category', category);
                  })}
                  className={PILL}
                >
                  {label} ({jobs(total)})
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
