// Changing one application's status from the Applicant Profile: the select shows the new status at once
// and is disabled while sending ("Updating status..."); on success a message and a toast say so, with Undo
// while the candidate has not been told yet; on failure the previous status comes back and the profile
// says the change failed (the product's original revert was silent, and a success toast from an earlier
// change could still be on screen, so the employer believed the candidate had moved; that toast is
// dismissed too).
import type { Application, UndoHandle } from '@portal/contracts';
import type { ApplicationStatus } from '@portal/contracts/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { invalidateWhileApplicantOpen } from '../../../lib/cache-updates';
import { queryKeys } from '../../../lib/query-keys';
import { updateApplicationStatus, type StatusExtras } from '../api/update-application-status';
import { useUndoChange } from './use-undo-change';
import { useEmployerViewer } from '../../../lib/viewer';

export const STATUS_UPDATED = 'Application status updated successfully';
export const STATUS_FAILED = "Couldn't update the status. Please try again.";

export function useStatusChange(applicationId: string, initial: ApplicationStatus) {
  const client = useQueryClient();
  const viewer = useEmployerViewer();
  const [status, setStatus] = useState<ApplicationStatus>(initial);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [undoHandle, setUndoHandle] = useState<UndoHandle | undefined>(undefined);
  const lastToast = useRef<string | null>(null);
  const undo = useUndoChange();
  const mutation = useMutation({
    mutationFn: ({ next, extras }: { next: ApplicationStatus; extras: StatusExtras }) =>
      updateApplicationStatus(applicationId, next, extras),
    onSuccess: ({ undo: _undo, ...updated }) => {
      client.setQueryData<Application>(queryKeys.application(viewer, applicationId), updated);
      void invalidateWhileApplicantOpen(client);
    },
  });

  // The application may be refetched while the modal is open (a stale copy from the cache, then the
  // server's): its status is followed unless a change of ours is on its way.
  const [shown, setShown] = useState(initial);
  if (initial !== shown) {
    setShown(initial);
    if (!mutation.isPending) setStatus(initial);
  }

  async function change(next: ApplicationStatus, extras: StatusExtras = {}) {
    if (mutation.isPending || next === status) return;
    const previous = status;
    setStatus(next);
    setMessage(null);
    setUndoHandle(undefined);
    try {
      const reply = await mutation.mutateAsync({ next, extras });
      setMessage({ tone: 'success', text: STATUS_UPDATED });
      setUndoHandle(reply.undo);
      lastToast.current = toast.success(STATUS_UPDATED);
    } catch (error) {
      console.error('Failed to update the application status', error);
      setStatus(previous);
      setMessage({ tone: 'error', text: STATUS_FAILED });
      if (lastToast.current) toast.dismiss(lastToast.current);
    }
  }

  /** Takes the last change back while its window is open. */
  async function undoLast() {
    if (!undoHandle || undo.isPending) return;
    const reply = await undo.mutateAsync(undoHandle._id);
    setUndoHandle(undefined);
    const restored = reply.restored.find((a) => a._id === applicationId);
    if (restored) {
      setStatus(restored.status);
      client.setQueryData<Application>(queryKeys.application(viewer, applicationId), restored);
    }
    if (lastToast.current) toast.dismiss(lastToast.current);
    setMessage({ tone: reply.ok ? 'success' : 'error', text: reply.message });
  }

  return {
    status,
    updating: mutation.isPending,
    message,
    change,
    undoHandle,
    undoLast,
    undoing: undo.isPending,
  };
}
