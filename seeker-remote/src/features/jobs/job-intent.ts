// What a visitor wanted to do on a job before being asked to sign in. The login page brings them back to
// `state.from` (a same-origin path, see shared-auth's return paths); the intent rides along in the query
// string, and the job page finishes it once they are back, signed in.
export const JOB_INTENTS = ['apply', 'save'] as const;
export type JobIntent = (typeof JOB_INTENTS)[number];

export const INTENT_PARAM = 'intent';

/** `/jobs/:id`, with what to do there once signed in. */
export function jobPath(jobId: string, intent?: JobIntent): string {
  const path = `/jobs/${encodeURIComponent(jobId)}`;
  return intent ? `${path}?${INTENT_PARAM}=${intent}` : path;
}

export function readIntent(params: URLSearchParams): JobIntent | null {
  const value = params.get(INTENT_PARAM);
  return (JOB_INTENTS as readonly string[]).includes(value ?? '') ? (value as JobIntent) : null;
}
