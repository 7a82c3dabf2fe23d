// Changing one application's status from the Applicant Profile modal: the select shows the new status at
// once and is disabled while sending ("Updating status..."); on success a message and a toast say so; on
// failure the previous status comes back and the modal says the change failed (the product's original
// revert was silent, and a success toast from an earlier change could still be on screen, so the employer
// believed the candidate had moved; that toast is dismissed too).
import type { Application } from '@portal/contracts';
import type { ApplicationStatus } from '@portal/contracts/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { queryKeys } from '../../../lib/query-keys';
import { updateApplicationStatus } from '../api/update-application-status';

export const STATUS_UPDATED = 'Application status updated successfully';
export const STATUS_FAILED = "Couldn't update the status. Please try again.";

export function useStatusChange(applicationId: string, initial: ApplicationStatus) {
  const client = useQueryClient();
  const [status, setStatus] = useState<ApplicationStatus>(initial);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const lastToast = useRef<string | null>(null);
  const mutation = useMutation({
    mutationFn: (next: ApplicationStatus) => updateApplicationStatus(applicationId, next),
    onSuccess: (updated: Application) => {
      client.setQueryData(queryKeys.application(applicationId), updated);
      // The lists refetch when the modal closes (closing the modal reloads the applications).
      void client.invalidateQueries({ queryKey: queryKeys.applications, refetchType: 'none' });
      void client.invalidateQueries({ queryKey: queryKeys.analytics });
    },
  });

  // The application may be refetched while the modal is open (a stale copy from the cache, then the
  // server's): its status is followed unless a change of ours is on its way.
  const [shown, setShown] = useState(initial);
  if (initial !== shown) {
    setShown(initial);
    if (!mutation.isPending) setStatus(initial);
  }

  async function change(next: ApplicationStatus) {
    if (mutation.isPending || next === status) return;
    const previous = status;
    setStatus(next);
    setMessage(null);
    try {
      await mutation.mutateAsync(next);
      setMessage({ tone: 'success', text: STATUS_UPDATED });
      lastToast.current = toast.success(STATUS_UPDATED);
    } catch (error) {
      console.error('Failed to update the application status', error);
      setStatus(previous);
      setMessage({ tone: 'error', text: STATUS_FAILED });
      if (lastToast.current) toast.dismiss(lastToast.current);
    }
  }

  return { status, updating: mutation.isPending, message, change };
}
