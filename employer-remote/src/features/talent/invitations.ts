// The talent pool's invitation request (kept apart from the dialog, which tests render with it replaced).
import type { InvitationBody, InvitationReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';

export type InvitationValues = InvitationBody;

/** POST /api/talent/:id/invitations: opens the conversation with the seeker about the job. */
export async function sendInvitation(seekerId: string, body: InvitationBody): Promise<InvitationReply> {
  const { data } = await apiClient.post<InvitationReply>(API_PATHS.talentInvitations(seekerId), body);
  return data;
}
