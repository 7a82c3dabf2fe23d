import type { ApplyReply, ScreeningAnswerBody } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';

/** POST /api/applications/:id, with the answers to the job's screening questions when it asks any. */
export async function applyToJob(jobId: string, answers?: ScreeningAnswerBody[]): Promise<ApplyReply> {
  const { data } = await apiClient.post<ApplyReply>(
    API_PATHS.apply(jobId),
    answers ? { answers } : undefined,
  );
  return data;
}
