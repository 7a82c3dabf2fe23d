import { getErrorMessage } from '@portal/shared-auth';

/**
 * What an e-mail preference's save came to, read out as it changes (a live region): "Saved." or why not.
 * Each preference control of Company Profile saves on its own and has one of these.
 */
export function SaveStatus({
  id,
  save,
}: {
  id: string;
  save: { isSuccess: boolean; isError: boolean; error: unknown };
}) {
  return (
    <p id={id} role="status" className="min-h-5 text-sm">
      {save.isSuccess ? (
        <span className="text-green-700">Saved.</span>
      ) : save.isError ? (
        <span className="text-red-700">
          {getErrorMessage(save.error, "Couldn't save your choice. Please try again.")}
        </span>
      ) : null}
    </p>
  );
}
