// The API calls of a page's first render, in a QA environment (ShellServerOptions.qa): they go out as the
// visitor's QA session (the X-QA-Session header or the qa-session cookie they sent, read as the API reads
// them) and marked as the rendering server's (X-QA-Render: server), so that a tester's faults and stubs
// reach their first load, and a fault can apply to the server's render, the browser's calls or both. Those
// two headers are all that goes: never the visitor's other headers or cookies (their Authorization, their
// session's role hint). Each render's calls carry its own visitor's session, however many render at once:
// the headers ride in the render's async context, which shared-auth's API client asks at each call.
import { QA_RENDER_HEADER, QA_RENDER_SERVER, QA_SESSION_HEADER } from '@portal/contracts/constants';
import { AsyncLocalStorage } from 'node:async_hooks';

/** The QA session a visitor's request names (the header first, then the cookie), or null: as the API reads it. */
export { qaSessionOf } from '@portal/contracts/rules';

/** The headers of a render's API calls for a visitor of that QA session (null: none). */
export function renderCallHeaders(session: string | null): Record<string, string> {
  return { [QA_RENDER_HEADER]: QA_RENDER_SERVER, ...(session ? { [QA_SESSION_HEADER]: session } : {}) };
}

const calls = new AsyncLocalStorage<Record<string, string>>();

/** Runs a render whose API calls carry `headers` (null: nothing added, outside a QA environment). */
export function withRenderCalls<T>(headers: Record<string, string> | null, render: () => T): T {
  return headers ? calls.run(headers, render) : calls.exit(render);
}

/** For shared-auth's API client (configureApi's requestHeaders): the headers of the render making a call. */
export function currentRenderCallHeaders(): Record<string, string> | undefined {
  return calls.getStore();
}
