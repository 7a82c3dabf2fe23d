// "Recommended for you": open jobs ranked by the seeker's profile (skills, headline, desired location and
// type, remote) and applications, each with the reasons it is shown. Shown on the job search and the tracker.
import { useQuery, queryOptions } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { getRecommendations } from './recommendations-api';

export function recommendationsQuery(viewer: string, limit = 4) {
  return queryOptions({
    queryKey: ['recommendations', viewer, limit] as const,
    queryFn: ({ signal }) => getRecommendations(limit, signal),
    // The ranking changes with the profile and new jobs, not from second to second.
    staleTime: 60_000,
  });
}

/** The block: nothing while loading or on failure (it is extra, never in the way of the page). */
export function Recommendations({ viewer, limit = 4 }: { viewer: string; limit?: number }) {
  const recommended = useQuery(recommendationsQuery(viewer, limit));
  if (!recommended.data) return null;
  const { jobs, reasons } = recommended.data;
  return (
    <section aria-labelledby="recommended" className="mb-6 rounded-xl border border-gray-200 bg-white p-4">
      <h2 id="recommended" className="text-lg font-semibold text-gray-900">
        Recommended for you
      </h2>
      {jobs.length === 0 ? (
        <p className="mt-1 text-sm text-gray-600">
          Add your skills, the kind of job and the place you want on your{' '}
          <Link to="/profile" className="font-medium text-brand-700 underline">
            profile
          </Link>{' '}
          to get jobs picked for you.
        </p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {jobs.map((job, i) => (
            <li key={job._id} className="min-w-0 rounded-lg border border-gray-100 p-3">
              <Link
                to={`/jobs/${encodeURIComponent(job._id)}`}
                className="font-medium break-words text-brand-700 hover:underline"
              >
                {job.title}
              </Link>
              <p className="text-sm break-words text-gray-600">
                {job.company.companyName} · {job.location}
              </p>
              <p className="mt-1 text-sm text-gray-800">{(reasons[i] ?? []).join('; ')}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
