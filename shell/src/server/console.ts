// The remotes' code logs a failed load as `console.error(label, error)`. In a browser that is one entry to
// expand; on the server, Node prints the whole object, and an HTTP client's error carries its request, socket
// and response: hundreds of lines for each failed load, two loads on a missing job's page, so a visitor asking
// for unknown jobs would fill the server's log (and disk) by megabytes a minute. The server logs an HTTP
// error as one line (what was asked for, what came back) and any other error as its stack.

const INSTALLED = Symbol.for('portal.server.compactErrorLogs');

interface HttpClientError {
  isAxiosError: true;
  message: string;
  config?: { method?: string; url?: string; baseURL?: string };
  response?: { status?: number };
}

const isHttpClientError = (value: unknown): value is HttpClientError =>
  typeof value === 'object' && value !== null && (value as { isAxiosError?: unknown }).isAxiosError === true;

/** An argument of console.error as the server writes it: errors short, anything else as it is. */
export function compactLogArgument(value: unknown): unknown {
  if (isHttpClientError(value)) {
    const method = (value.config?.method ?? 'get').toUpperCase();
    const url = value.config?.url ?? '(no URL)';
    const status = value.response?.status;
    return `${value.message} (${method} ${url}${status === undefined ? ', no response' : ''})`;
  }
  if (value instanceof Error) return value.stack ?? `${value.name}: ${value.message}`;
  return value;
}

/** Makes `target.error` write errors short, once per console (a second server in the process changes nothing). */
export function compactErrorLogs(target: Console = console): void {
  const marked = target as Console & { [INSTALLED]?: true };
  if (marked[INSTALLED]) return;
  const original = target.error.bind(target);
  target.error = (...args: unknown[]) => original(...args.map(compactLogArgument));
  marked[INSTALLED] = true;
}
