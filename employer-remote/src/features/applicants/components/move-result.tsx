import { Alert, Button, XIcon } from '@portal/shared-ui';
import type { MoveOutcome } from '../lib/move-outcome';

/** What a move did: a confirmation, or what did not move and why (each applicant named). */
export function MoveResult({ outcome, onDismiss }: { outcome: MoveOutcome; onDismiss: () => void }) {
  return (
    <Alert
      tone={outcome.tone}
      className="mx-4 mt-4 sm:mx-6"
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
    </Alert>
  );
}
