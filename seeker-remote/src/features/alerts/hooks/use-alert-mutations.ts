// The job alerts' writes as mutations: one created from a search, one changed or deleted from the list.
// The list becomes what the server answered, without asking again where the answer says it all.
import type { AlertBody, JobAlert } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alertKeys, createAlert, deleteAlert, updateAlert } from '../api/alerts-api';

/** A new alert from a search: the list is read again (the server fills in what the alert is). */
export function useCreateAlert(viewer: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertBody) => createAlert(body),
    onSuccess: () => void client.invalidateQueries({ queryKey: alertKeys.list(viewer) }),
  });
}

/** One alert's words or place changed: the list shows the server's copy. */
export function useUpdateAlert(viewer: string, alertId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertBody) => updateAlert(alertId, body),
    onSuccess: (next) =>
      client.setQueryData<JobAlert[]>(alertKeys.list(viewer), (list) =>
        list?.map((alert) => (alert._id === next._id ? next : alert)),
      ),
  });
}

/** One alert deleted: it leaves the list at once. */
export function useDeleteAlert(viewer: string, alertId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteAlert(alertId),
    onSuccess: () =>
      client.setQueryData<JobAlert[]>(alertKeys.list(viewer), (list) =>
        list?.filter((alert) => alert._id !== alertId),
      ),
  });
}
