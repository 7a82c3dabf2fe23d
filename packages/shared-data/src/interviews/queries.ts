import { queryOptions } from '@tanstack/react-query';
import { resourceKeys } from '../query-keys';
import { getApplicationInterviews, getUpcomingInterviews } from './interviews-api';

const keys = resourceKeys('interviews');

/** The cache's keys: per viewer, so a second account in the same tab never sees the first one's. */
export const interviewKeys = {
  /** Every interviews query of one viewer (a filter, not a key): what a booking or a change invalidates. */
  viewer: (viewer: string) => keys.viewer(viewer),
  upcoming: (viewer: string) => keys.key('upcoming', viewer),
  application: (viewer: string, applicationId: string) => keys.key('application', viewer, applicationId),
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
