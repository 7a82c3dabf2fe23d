// The interviews to come, soonest first: the employer's dashboard and the candidate's My Applications
// (where a proposal's time is picked). Nothing is shown while there are none.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { InterviewCard, type InterviewSide } from './interview-card';
import { upcomingInterviewsQuery } from './queries';

export function UpcomingInterviews({
  side,
  viewer,
  /** Each card's link to where the interview belongs (the candidate's page, the job). */
  link,
}: {
  side: InterviewSide;
  viewer: string;
  link?: (interview: { application: { _id: string }; job: { _id: string } }) => ReactNode;
}) {
  const { data: interviews = [] } = useQuery(upcomingInterviewsQuery(viewer));
  if (interviews.length === 0) return null;
  return (
    <section aria-labelledby="upcoming-interviews-heading" className="mb-6">
      <h2 id="upcoming-interviews-heading" className="text-lg font-semibold text-gray-900">
        Upcoming interviews
      </h2>
      <div className="mt-3 space-y-3">
        {interviews.map((interview) => (
          <div key={interview._id}>
            <InterviewCard
              interview={interview}
              side={side}
              viewer={viewer}
              heading={
                side === 'seeker'
                  ? `${interview.job.title} at ${interview.job.company.companyName || interview.job.company.name}`
                  : `${interview.candidate.name} · ${interview.job.title}`
              }
            />
            {link?.(interview)}
          </div>
        ))}
      </div>
    </section>
  );
}
