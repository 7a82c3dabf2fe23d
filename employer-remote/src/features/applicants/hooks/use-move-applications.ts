// Moving applicants to a stage from the pipeline: one bulk call for one applicant or many. Nothing is
// shown as moved before the server answers; then the pipeline is refetched (stages, counts) and the
// outcome describes what happened to each applicant, with the move's Undo while its window is open.
import type { UndoHandle } from '@portal/contracts';
import type { ApplicationStatus } from '@portal/contracts/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterStatusChange } from '../../../lib/cache-updates';
import { moveApplications } from '../api/move-applications';
import type { StatusExtras } from '../api/update-application-status';
import { describeMove, describeMoveFailure, type MoveOutcome } from '../lib/move-outcome';

export interface MoveRequest {
  ids: string[];
  stage: ApplicationStatus;
  nameOf: (id: string) => string;
  /** A rejection's reason and message. */
  extras?: StatusExtras;
}

export interface MoveResult extends MoveOutcome {
  /** The applications that are in the stage now (moved, or already there). */
  settledIds: string[];
  /** Taking the move back, while its window is open (absent when nothing moved). */
  undo?: UndoHandle;
}

export function useMoveApplications() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, stage, nameOf, extras }: MoveRequest): Promise<MoveResult> => {
      try {
        const reply = await moveApplications(ids, stage, extras);
        await invalidateAfterStatusChange(client);
        return {
          ...describeMove(reply, stage, nameOf),
          settledIds: reply.results.filter((r) => r.outcome !== 'failed').map((r) => r._id),
          ...(reply.undo ? { undo: reply.undo } : {}),
        };
      } catch (error) {
        console.error('Failed to move the applicants', error);
        return { ...describeMoveFailure(ids, stage, nameOf), settledIds: [] };
      }
    },
  });
}
