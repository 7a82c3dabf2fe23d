import type { ApplyBody, ApplyReply, ScreeningAnswerBody } from '@portal/contracts';
import type { ResumeChoice } from '@portal/contracts/constants';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';

/**
 * POST /api/applications/:id, with the answers to the job's screening questions when it asks any, and
 * `built` to send a PDF of the résumé built on the profile (the profile's uploaded file otherwise).
 */
export async function applyToJob(
  jobId: string,
  answers?: ScreeningAnswerBody[],
  resume?: ResumeChoice,
): Promise<ApplyReply> {
  const body: ApplyBody = {
    ...(answers ? { answers } : {}),
    ...(resume === 'built' ? { resume } : {}),
  };
  const { data } = await apiClient.post<ApplyReply>(
    API_PATHS.apply(jobId),
    Object.keys(body).length > 0 ? body : undefined,
  );
  return data;
}
