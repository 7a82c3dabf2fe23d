// The seeker's job alerts: saved searches that tell them about new jobs (a notification and an e-mail).
import type { AlertBody, JobAlert, JobAlertsReply, MessageReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';
import { resourceKeys } from '@portal/shared-data';
import { queryOptions } from '@tanstack/react-query';
import { QUERY_ROOTS } from '../../../lib/query-keys';

const keys = resourceKeys(QUERY_ROOTS.alerts);

export const alertKeys = { list: (viewer: string) => keys.key('list', viewer) };

/** GET /api/alerts */
export function alertsQuery(viewer: string) {
  return queryOptions({
    queryKey: alertKeys.list(viewer),
    queryFn: async ({ signal }) => (await apiClient.get<JobAlertsReply>(API_PATHS.alerts, { signal })).data,
  });
}

/** POST /api/alerts */
export async function createAlert(body: AlertBody): Promise<JobAlert> {
  return (await apiClient.post<JobAlert>(API_PATHS.alerts, body)).data;
}

/** PUT /api/alerts/:id (fields left out stay) */
export async function updateAlert(id: string, body: AlertBody): Promise<JobAlert> {
  return (await apiClient.put<JobAlert>(API_PATHS.alert(id), body)).data;
}

/** DELETE /api/alerts/:id */
export async function deleteAlert(id: string): Promise<MessageReply> {
  return (await apiClient.delete<MessageReply>(API_PATHS.alert(id))).data;
}
