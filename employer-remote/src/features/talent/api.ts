// The talent pool's calls. The search: the address says what is searched (`?q=…&location=…&page=…`), the
// route loader starts it and the page reads it, under the same key. The invitation to apply to a job.
import type {
  InvitationBody,
  InvitationReply,
  TalentSearchQuery,
  TalentSearchReply,
} from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys';

/** The search an address shows: its words, its place and its page (1 when absent or not a page number). */
export function readTalentView(params: URLSearchParams): Required<Omit<TalentSearchQuery, 'limit'>> {
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.trim() ?? '',
    location: params.get('location')?.trim() ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** GET /api/talent; empty words are left out, so the URL says only what narrows the search. */
async function getTalent(query: TalentSearchQuery, signal?: AbortSignal): Promise<TalentSearchReply> {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
  const { data } = await apiClient.get<TalentSearchReply>(API_PATHS.talent, { params, signal });
  return data;
}

export function talentQuery(viewer: string, params: URLSearchParams) {
  const query = readTalentView(params);
  return queryOptions({
    queryKey: queryKeys.talent(viewer, query),
    queryFn: ({ signal }) => getTalent(query, signal),
    // Who can be found changes without the employer doing anything (a seeker turns discovery off): a
    // search asked again is asked of the server.
    staleTime: 0,
  });
}

export type InvitationValues = InvitationBody;

/** POST /api/talent/:id/invitations: opens the conversation with the seeker about the job. */
export async function sendInvitation(seekerId: string, body: InvitationBody): Promise<InvitationReply> {
  const { data } = await apiClient.post<InvitationReply>(API_PATHS.talentInvitations(seekerId), body);
  return data;
}
