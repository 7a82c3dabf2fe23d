// Moving applicants to a stage from the pipeline: one bulk call for one applicant or many. Nothing is
// shown as moved before the server answers; then the pipeline is refetched (stages, counts) and the
// outcome describes what happened to each applicant.
import type { ApplicationStatus } from '@portal/contracts/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfterStatusChange } from '../../../lib/cache-updates';
import { moveApplications } from '../api/move-applications';
import { describeMove, describeMoveFailure, type MoveOutcome } from '../lib/move-outcome';

export interface MoveRequest {
  ids: string[];
  stage: ApplicationStatus;
  nameOf: (id: string) => string;
}

export interface MoveResult extends MoveOutcome {
  /** The applications that are in the stage now (moved, or already there). */
  settledIds: string[];
}

export function useMoveApplications() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, stage, nameOf }: MoveRequest): Promise<MoveResult> => {
      try {
        const reply = await moveApplications(ids, stage);
        await invalidateAfterStatusChange(client);
        return {
          ...describeMove(reply, stage, nameOf),
          settledIds: reply.results.filter((r) => r.outcome !== 'failed').map((r) => r._id),
        };
      } catch (error) {
        console.error('Failed to move the applicants', error);
        return { ...describeMoveFailure(ids, stage, nameOf), settledIds: [] };
      }
    },
  });
}
