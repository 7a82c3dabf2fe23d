import type { UndoStatusChangeReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';

/** POST /api/applications/status-changes/:id/undo: takes a stage change back while its window is open. */
export async function undoStatusChange(changeId: string): Promise<UndoStatusChangeReply> {
  const { data } = await apiClient.post<UndoStatusChangeReply>(API_PATHS.statusChangeUndo(changeId));
  return data;
}
