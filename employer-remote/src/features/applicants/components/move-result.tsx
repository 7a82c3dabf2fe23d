import { Alert, Button, XIcon } from '@portal/shared-ui';
import type { Ref } from 'react';
import type { MoveResult as MoveResultValue } from '../hooks/use-move-applications';
import { UndoControl } from './undo-control';

/**
 * What a move did: a confirmation with its Undo while the window is open, or what did not move and why
 * (each applicant named). It takes the focus after a move (`ref`, focusable), so the keyboard carries on
 * from here and a screen reader reads it.
 */
export function MoveResult({
  outcome,
  onDismiss,
  onUndo,
  undoing,
  ref,
}: {
  outcome: MoveResultValue;
  onDismiss: () => void;
  onUndo: () => void;
  undoing: boolean;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div ref={ref} tabIndex={-1} className="mx-4 mt-4 focus:outline-none sm:mx-6">
      <Alert
        tone={outcome.tone}
        action={
          <Button variant="ghost" size="sm" className="px-2!" aria-label="Dismiss" onClick={onDismiss}>
            <XIcon className="h-4 w-4" />
          </Button>
        }
      >
        <p>{outcome.message}</p>
        {outcome.failures.length > 0 && (
          <ul className="mt-1 list-disc pl-5">
            {outcome.failures.map((failure) => (
              <li key={failure.id}>
                {failure.name}: {failure.message}
              </li>
            ))}
          </ul>
        )}
        {outcome.undo && (
          <div className="mt-2">
            <UndoControl
              handle={outcome.undo}
              label={`Undo: ${outcome.message}`}
              busy={undoing}
              onUndo={onUndo}
            />
          </div>
        )}
      </Alert>
    </div>
  );
}
