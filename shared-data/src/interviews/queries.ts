import { queryOptions } from '@tanstack/react-query';
import { getApplicationInterviews, getUpcomingInterviews } from './interviews-api';

/** The cache's keys: per viewer, so a second account in the same tab never sees the first one's. */
export const interviewKeys = {
  viewer: (viewer: string) => ['interviews', viewer] as const,
  upcoming: (viewer: string) => ['interviews', viewer, 'upcoming'] as const,
  application: (viewer: string, applicationId: string) =>
    ['interviews', viewer, 'application', applicationId] as const,
};

export function upcomingInterviewsQuery(viewer: string) {
  return queryOptions({
    queryKey: interviewKeys.upcoming(viewer),
    queryFn: ({ signal }) => getUpcomingInterviews(signal),
  });
}

export function applicationInterviewsQuery(viewer: string, applicationId: string) {
  return queryOptions({
    queryKey: interviewKeys.application(viewer, applicationId),
    queryFn: ({ signal }) => getApplicationInterviews(applicationId, signal),
  });
}
