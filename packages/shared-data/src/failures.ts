// Failed loads and writes are logged to the console (the product shows no message for most of them; the
// pages that do say something handle the error themselves). A request cancelled because nobody needs its
// answer any more (the page was left, the query key changed) is not a failure and is not logged.
export function isCancelled(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'name' in error &&
    (error.name === 'CanceledError' || error.name === 'AbortError')
  );
}

/** Logs `error` under `label` (unless it is a cancellation) and throws it on, for the caller to handle. */
export function logAndRethrow(label: string) {
  return (error: unknown): never => {
    if (!isCancelled(error)) console.error(label, error);
    throw error;
  };
}
