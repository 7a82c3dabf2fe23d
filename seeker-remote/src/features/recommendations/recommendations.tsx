// "Recommended for you": open jobs ranked by the seeker's profile (skills, headline, desired location and
// type, remote) and applications, each with the strongest reason it is shown. On the job search it comes
// before the results; on the tracker below the applications.
import { resourceKeys } from '@portal/shared-data';
import { useQuery, queryOptions } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { QUERY_ROOTS } from '../../lib/query-keys';
import { getRecommendations } from './recommendations-api';

const keys = resourceKeys(QUERY_ROOTS.recommendations);

export function recommendationsQuery(viewer: string, limit = 4) {
  return queryOptions({
    queryKey: keys.key('list', viewer, limit),
    queryFn: ({ signal }) => getRecommendations(limit, signal),
    // The ranking changes with the profile and new jobs, not from second to second.
    staleTime: 60_000,
  });
}

/** One job's box: the same height loading or loaded, so nothing below moves when the jobs arrive. */
const ITEM = 'min-h-24 min-w-0 rounded-lg border border-gray-100 p-3';

/**
 * The block. `viewer` is null while the page is still being taken over from the server (the signed-in
 * seeker not known yet): it then shows its place, as it does while the jobs load, so that the results
 * below it never move. Nothing on failure (it is extra, never in the way of the page).
 */
export function Recommendations({ viewer, limit = 4 }: { viewer: string | null; limit?: number }) {
  const recommended = useQuery({ ...recommendationsQuery(viewer ?? '', limit), enabled: viewer !== null });
  if (recommended.isError) return null;
  const data = recommended.data;
  return (
    <section
      aria-labelledby="recommended"
      aria-busy={!data}
      className="mb-6 rounded-xl border border-gray-200 bg-white p-4"
    >
      <h2 id="recommended" className="text-lg font-semibold text-gray-900">
        Recommended for you
      </h2>
      {!data ? (
        <ul aria-hidden="true" className="mt-3 grid gap-3 sm:grid-cols-2">
          {Array.from({ length: limit }, (_, i) => (
            <li key={i} className={`${ITEM} animate-pulse bg-gray-50`} />
          ))}
        </ul>
      ) : data.jobs.length === 0 ? (
        <p className="mt-1 text-sm text-gray-600">
          Add your skills, the kind of job and the place you want on your{' '}
          <Link to="/profile" className="font-medium text-brand-700 underline">
            profile
          </Link>{' '}
          to get jobs picked for you.
        </p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {data.jobs.map((job, i) => (
            <li key={job._id} className={ITEM}>
              <Link
                to={`/jobs/${encodeURIComponent(job._id)}`}
                className="font-medium break-words text-brand-700 hover:underline"
              >
                {job.title}
              </Link>
              <p className="text-sm break-words text-gray-600">
                {job.company.companyName} · {job.location}
              </p>
              {/* The strongest reason (the API gives them strongest first): one short line. */}
              {data.reasons[i]?.[0] && <p className="mt-1 text-sm text-gray-800">{data.reasons[i][0]}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
