import { APPLICATION_STATUSES, type ApplicationStatus } from '@portal/contracts/constants';
import { Button, Modal } from '@portal/shared-ui';
import { usePortalForm } from '@portal/shared-ui/form';
import { useId } from 'react';
import type { StatusExtras } from '../api/update-application-status';
import { whoMoves } from '../lib/move-outcome';
import {
  REJECTION_DEFAULTS,
  REJECTION_RULES,
  RejectionFields,
  rejectionExtras,
  type RejectionValues,
} from './rejection-fields';

/** A move waiting for the employer's word: who, and to which stage. */
export interface PendingMove {
  ids: string[];
  stage: ApplicationStatus;
}

/** "2 from Applied, 1 from Review": where the applicants of a move come from. */
export function fromWhere(stages: readonly ApplicationStatus[]): string {
  return APPLICATION_STATUSES.map((stage) => [stage, stages.filter((s) => s === stage).length] as const)
    .filter(([, n]) => n > 0)
    .map(([stage, n]) => `${n} from ${stage}`)
    .join(', ');
}

function MoveForm({
  move,
  nameOf,
  stageOf,
  onConfirm,
  onCancel,
}: {
  move: PendingMove;
  nameOf: (id: string) => string;
  stageOf: (id: string) => ApplicationStatus | undefined;
  onConfirm: (extras: StatusExtras) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const rejecting = move.stage === 'Rejected';
  const form = usePortalForm<RejectionValues>({
    defaultValues: REJECTION_DEFAULTS,
    rules: rejecting ? REJECTION_RULES : {},
  });
  const who = whoMoves(move.ids, nameOf);
  const stages = move.ids.map(stageOf).filter((s): s is ApplicationStatus => s !== undefined);
  const action = rejecting ? `Reject ${who}` : `Move ${who} to ${move.stage}`;
  return (
    <form
      {...form.formProps((values) => onConfirm(rejecting ? rejectionExtras(values) : {}))}
      aria-label={action}
      className="space-y-4"
    >
      <p className="text-gray-800">
        {move.ids.length > 1 ? (
          <>
            {move.ids.length} applicants go to <strong>{move.stage}</strong>
            {stages.length > 0 && <> ({fromWhere(stages)})</>}.
          </>
        ) : (
          <>
            {who} goes to <strong>{move.stage}</strong>
            {stages[0] && <> from {stages[0]}</>}.
          </>
        )}{' '}
        You can undo it for a few seconds; {move.ids.length > 1 ? 'the candidates are' : 'the candidate is'}{' '}
        told after that.
      </p>
      {rejecting && <RejectionFields form={form} idPrefix={id} />}
      <div className="flex flex-wrap justify-end gap-3 border-t border-gray-200 pt-4">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant={rejecting ? 'danger' : 'primary'}>
          {action}
        </Button>
      </div>
    </form>
  );
}

/**
 * Asks before a move that needs the employer's word: a bulk move (how many go where) and any rejection (a
 * reason, and an optional message to the candidate).
 */
export function MoveDialog({
  move,
  nameOf,
  stageOf,
  onConfirm,
  onCancel,
}: {
  move: PendingMove | null;
  nameOf: (id: string) => string;
  stageOf: (id: string) => ApplicationStatus | undefined;
  onConfirm: (move: PendingMove, extras: StatusExtras) => void;
  onCancel: () => void;
}) {
  const title = move
    ? move.stage === 'Rejected'
      ? move.ids.length === 1
        ? 'Reject applicant'
        : `Reject ${move.ids.length} applicants`
      : `Move ${move.ids.length} applicants`
    : '';
  return (
    <Modal open={move !== null} onClose={onCancel} title={title} className="max-w-xl">
      {move && (
        <MoveForm
          key={`${move.stage}:${move.ids.join(',')}`}
          move={move}
          nameOf={nameOf}
          stageOf={stageOf}
          onConfirm={(extras) => onConfirm(move, extras)}
          onCancel={onCancel}
        />
      )}
    </Modal>
  );
}

/** Whether a move asks first: several applicants at once, or a rejection. */
export const asksFirst = (move: PendingMove) => move.ids.length > 1 || move.stage === 'Rejected';
