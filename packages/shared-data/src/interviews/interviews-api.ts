// The interview calls, for both remotes: the caller's interviews, an application's, and each step.
import type {
  Interview,
  InterviewProposalBody,
  InterviewRescheduleBody,
  InterviewsReply,
} from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';

/** GET /api/interviews: the caller's interviews to come, soonest first. */
export async function getUpcomingInterviews(signal?: AbortSignal): Promise<Interview[]> {
  const { data } = await apiClient.get<InterviewsReply>(API_PATHS.interviews, { signal });
  return data.interviews;
}

/** GET /api/applications/:id/interviews: the application's interviews, latest first. */
export async function getApplicationInterviews(
  applicationId: string,
  signal?: AbortSignal,
): Promise<Interview[]> {
  const { data } = await apiClient.get<InterviewsReply>(API_PATHS.applicationInterviews(applicationId), {
    signal,
  });
  return data.interviews;
}

export async function proposeInterview(
  applicationId: string,
  body: InterviewProposalBody,
): Promise<Interview> {
  const { data } = await apiClient.post<Interview>(API_PATHS.applicationInterviews(applicationId), body);
  return data;
}

export async function acceptInterview(interviewId: string, time: string): Promise<Interview> {
  const { data } = await apiClient.post<Interview>(API_PATHS.interviewAccept(interviewId), { time });
  return data;
}

export async function declineInterview(interviewId: string, message: string): Promise<Interview> {
  const { data } = await apiClient.post<Interview>(API_PATHS.interviewDecline(interviewId), { message });
  return data;
}

export async function cancelInterview(interviewId: string, message: string): Promise<Interview> {
  const { data } = await apiClient.post<Interview>(API_PATHS.interviewCancel(interviewId), { message });
  return data;
}

export async function rescheduleInterview(
  interviewId: string,
  body: InterviewRescheduleBody,
): Promise<Interview> {
  const { data } = await apiClient.put<Interview>(API_PATHS.interviewTime(interviewId), body);
  return data;
}

/**
 * Saves the booked interview's calendar file. The call needs the session's header, so it is fetched and
 * handed to the browser as a download (a plain link would go without it).
 */
export async function downloadInterviewCalendar(interviewId: string): Promise<void> {
  const { data } = await apiClient.get<Blob>(API_PATHS.interviewCalendar(interviewId), {
    responseType: 'blob',
  });
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'interview.ics';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
