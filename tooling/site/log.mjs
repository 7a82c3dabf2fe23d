// How the parts of a running site talk to the person who started it: one prefixed line per message, one
// human line per request ("GET /api/jobs 200 3 ms"), or nothing at all when the caller only wants the
// output on failure (e2e, benchmarks).
//
// api-mock may print pino JSON (two lines per request: "incoming request" and "request completed") or
// plain text; both become the same human lines here, so this works whatever api-mock's logger prints.

/** @typedef {'requests' | 'quiet' | 'silent'} LogMode */

export const LOG_MODES = /** @type {const} */ (['requests', 'quiet', 'silent']);

/** @type {Record<number, string>} */
const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
// Lines kept for error messages and `output()`, whatever the mode.
const KEEP_LINES = 400;
// An "incoming request" whose "request completed" never comes must not be remembered forever.
const PENDING_LIMIT = 1000;

/**
 * "GET /find-jobs 200 1.2 ms"
 * @param {string} method @param {string} url @param {number | string} status @param {unknown} ms
 */
export function requestLine(method, url, status, ms) {
  const time =
    typeof ms === 'number' && Number.isFinite(ms) ? ` ${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms` : '';
  return `${method} ${url} ${status}${time}`;
}

/**
 * Turns api-mock's output lines into human ones. Returns null for a line that only prepares another
 * (pino's "incoming request"), else the text and whether it describes one request.
 * @returns {(raw: string) => { text: string, request: boolean } | null}
 */
export function createApiLineFormatter() {
  /** @type {Map<string, { method: string, url: string }>} */
  const pending = new Map();
  return (raw) => {
    const line = raw.replace(/\r$/, '');
    if (!line.startsWith('{')) return { text: line, request: false };
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      return { text: line, request: false };
    }
    if (!entry || typeof entry !== 'object') return { text: line, request: false };
    const id = entry.reqId === undefined ? undefined : String(entry.reqId);
    if (entry.req && typeof entry.req === 'object' && id !== undefined && !entry.res) {
      pending.set(id, { method: String(entry.req.method ?? '?'), url: String(entry.req.url ?? '?') });
      const oldest = pending.keys().next().value;
      if (pending.size > PENDING_LIMIT && oldest !== undefined) pending.delete(oldest);
      return null;
    }
    if (entry.res && typeof entry.res === 'object') {
      const request = (id !== undefined && pending.get(id)) || {
        method: String(entry.req?.method ?? '?'),
        url: String(entry.req?.url ?? '?'),
      };
      if (id !== undefined) pending.delete(id);
      const status = entry.res.statusCode ?? '?';
      const text = requestLine(request.method, request.url, status, entry.responseTime);
      // A failed request keeps the reason the server gave.
      return { text: entry.err?.message ? `${text} (${entry.err.message})` : text, request: true };
    }
    const level = LEVELS[entry.level] ?? String(entry.level ?? 'LOG');
    const message = typeof entry.msg === 'string' ? entry.msg : JSON.stringify(entry);
    const error = entry.err?.message ? `: ${entry.err.message}` : '';
    return { text: `${level === 'INFO' ? '' : `${level} `}${message}${error}`, request: false };
  };
}

/**
 * Where every part's lines go. `requests` prints everything, `quiet` drops the per-request lines,
 * `silent` prints nothing; all modes keep the last lines for `tail()`.
 * @param {{ mode?: LogMode, print?: (line: string) => void }} [options]
 */
export function createLogSink({ mode = 'requests', print = (line) => console.log(line) } = {}) {
  if (!LOG_MODES.includes(mode)) {
    throw new Error(`log mode must be one of ${LOG_MODES.join(', ')}, got "${mode}"`);
  }
  /** @type {string[]} */
  const kept = [];
  const width = 11;
  return {
    mode,
    /**
     * One line of a part ("api-mock", "shell"…); `request` marks a per-request line.
     * @param {string} part @param {string} text
     */
    write(part, text, request = false) {
      const line = `${`[${part}]`.padEnd(width)} ${text}`;
      kept.push(line);
      if (kept.length > KEEP_LINES) kept.shift();
      if (mode === 'silent' || (request && mode === 'quiet')) return;
      print(line);
    },
    /**
     * The last lines written by a part (all parts when none is given), newest last.
     * @param {string} [part]
     */
    tail(part, count = 30) {
      const prefix = part ? `[${part}]` : '';
      return kept.filter((line) => line.startsWith(prefix)).slice(-count);
    },
  };
}

/**
 * Splits a stream into lines and hands each to `onLine` (a last line without "\n" included).
 * @param {import('node:stream').Readable} stream @param {(line: string) => void} onLine
 */
export function eachLine(stream, onLine) {
  let buffer = '';
  stream.setEncoding('utf8');
  stream.on('data', (/** @type {string} */ chunk) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  });
  stream.on('end', () => {
    if (buffer) onLine(buffer);
    buffer = '';
  });
}
