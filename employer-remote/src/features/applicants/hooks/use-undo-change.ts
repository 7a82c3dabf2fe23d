// Taking a stage change back (Undo): the server puts each application back where it was and tells the
// candidates nothing; everything that shows stages is refetched.
import { getErrorMessage } from '@portal/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterStatusChange } from '../../../lib/cache-updates';
import { undoStatusChange } from '../api/undo-status-change';

export const UNDO_FAILED = "Couldn't undo the change. Please try again.";

export function useUndoChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (changeId: string) => {
      try {
        const reply = await undoStatusChange(changeId);
        await invalidateAfterStatusChange(client);
        return { ok: true as const, message: reply.message, restored: reply.applications };
      } catch (error) {
        console.error('Failed to undo the status change', error);
        // The server's words when it has them ("Too late to undo: …").
        return { ok: false as const, message: getErrorMessage(error, UNDO_FAILED), restored: [] };
      }
    },
  });
}
