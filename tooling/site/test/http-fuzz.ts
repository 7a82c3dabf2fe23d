// A seeded fuzz for any HTTP server the project runs, over real connections (raw sockets, so nothing is
// normalised on the way): paths and queries built from the server's own routes and bent out of shape,
// odd methods and headers, oversized URLs and headers, and clients that send their headers or their body
// too slowly. A server passes when it never answers 5xx and never leaves a client hanging: every request
// gets a status line or a closed connection in time, oversized ones a 4xx.
//
// Any server joins with its base URL and routes (`:name` marks a parameter); a Fastify instance joins
// after `await app.listen({ port: 0 })`, with `http://127.0.0.1:${app.server.address().port}`:
//
//   const report = await fuzzServer({ name: 'ssr', base: ssrUrl, routes: ['/', '/find-jobs', '/jobs/:id'] });
//   expect(problemsOf(report)).toEqual([]);
import { connect } from 'node:net';

export interface FuzzTarget {
  /** Shown in the report. */
  name: string;
  /** http://host:port, no trailing slash. */
  base: string;
  /** Paths the server serves; `:name` segments are filled with good and bad values. */
  routes: readonly string[];
  /** Values that name real records, for the `:name` segments (`{ id: [...] }`). */
  values?: Readonly<Record<string, readonly string[]>>;
}

export interface FuzzOptions {
  seed?: number;
  /** Generated requests (paths, queries, methods, headers). */
  requests?: number;
  /** A request that gets neither a status line nor a closed connection in this time is a hang. */
  answerMs?: number;
  /**
   * The server's own limit for a client still sending its headers or body: a slow client must be answered
   * or cut off within it (plus `answerMs`).
   */
  slowClientMs: number;
}

export interface FuzzReport {
  name: string;
  sent: number;
  /** By status ('closed': the server closed the connection without a status line). */
  statuses: Record<string, number>;
  fiveXx: string[];
  hangs: string[];
  /** Oversized URLs or headers that got anything but a 4xx (or a plain close). */
  oversized: string[];
  /** Slow clients the server did not cut off in time. */
  slow: string[];
}

/** Everything that went wrong, one line each (empty: the server passed). */
export const problemsOf = (r: FuzzReport): string[] => [
  ...r.fiveXx.map((l) => `${r.name} 5xx: ${l}`),
  ...r.hangs.map((l) => `${r.name} hang: ${l}`),
  ...r.oversized.map((l) => `${r.name} oversized: ${l}`),
  ...r.slow.map((l) => `${r.name} slow client: ${l}`),
];

/** mulberry32: a small seeded generator, so a failing run can be replayed with its seed. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}

const ODD_VALUES = [
  '0',
  '-1',
  '1e309',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '%00',
  '%2e%2e',
  '..%2F..%2Fetc%2Fpasswd',
  '..%5C..%5Cwindows',
  '%E0%A4%A',
  '%ZZ',
  '%F0%9F%98%80',
  '%C0%AE%C0%AE',
  "'%20OR%201=1--",
  '%3Cscript%3E',
  '0123456789abcdef01234567',
  'index.html',
  '.env',
  '.git%2Fconfig',
];
const PATH_TAILS = ['/', '//', '/..', '/./', '/%2e%2e/', '.map', '.br', '.gz', '~', '%20', ';x=1', '/x/y/z'];
const QUERY_KEYS = ['page', 'limit', 'q', 'keyword', 'id', '__proto__[x]', 'a[]', 'constructor[prototype]'];
const QUERY_VALUES = ['1', '-1', '1e309', 'NaN', '', '%', '%%', '%ZZ', '[]', '{}', 'x'.repeat(2000), '😀'];
const METHODS = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'BREW'];
const ODD_HEADERS: [string, string][] = [
  ['Range', 'bytes=5-1'],
  ['Range', 'bytes=0-0,1-1,2-2,3-3,4-4,5-5,6-6,7-7,8-8,9-9'],
  ['Range', 'bytes=-0'],
  ['Range', 'lines=1-2'],
  ['If-None-Match', '*'],
  ['If-None-Match', '"garbage'],
  ['If-Modified-Since', 'yesterday'],
  ['If-Range', 'W/"x"'],
  ['Accept-Encoding', 'br;q=2, gzip;q=-1, *;q=nan'],
  ['Accept-Encoding', 'x'.repeat(3000)],
  ['Accept', 'text/html;q=abc'],
  ['Content-Type', 'multipart/form-data'],
  ['Content-Type', 'application/json; charset=utf-99'],
  ['Content-Encoding', 'gzip'],
  ['Authorization', 'Bearer x.y.z'],
  ['Authorization', `Bearer ${'a'.repeat(4000)}`],
  ['Origin', 'null'],
  ['Origin', 'http://evil.test'],
  ['Cookie', 'role=employeer; role=jobseeker'],
  ['X-Forwarded-For', 'garbage'],
  ['Expect', '100-continue'],
  ['Transfer-Encoding', 'chunked'],
];

interface Answer {
  /** The status code, or 'closed' when the connection closed without one. */
  status: string;
  ms: number;
  hung: boolean;
}

/**
 * Sends `request` (a whole request, or `parts` written `gapMs` apart) and waits for the status line or a
 * close, at most `waitMs`.
 */
function send(base: string, parts: (string | Buffer)[], waitMs: number, gapMs = 0): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const t0 = performance.now();
    const socket = connect(Number(port), hostname);
    let data = '';
    let settled = false;
    const timers: NodeJS.Timeout[] = [];
    const finish = (status: string, hung = false) => {
      if (settled) return;
      settled = true;
      for (const t of timers) clearTimeout(t);
      socket.destroy();
      resolve({ status, ms: performance.now() - t0, hung });
    };
    timers.push(setTimeout(() => finish('none', true), waitMs));
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1');
      // Interim answers (100 Continue) come before the real one: skip them.
      for (;;) {
        const m = /^HTTP\/1\.[01] (\d{3})[^\r\n]*\r\n/.exec(data);
        if (!m) break;
        if (!m[1]!.startsWith('1')) return finish(m[1]!);
        const end = data.indexOf('\r\n\r\n');
        if (end < 0) return;
        data = data.slice(end + 4);
      }
      if (data.length > 64 && !data.startsWith('HTTP/')) finish('garbage');
    });
    socket.on('close', () => finish('closed'));
    socket.on('error', () => finish('closed'));
    socket.on('connect', () => {
      parts.forEach((part, i) => {
        timers.push(
          setTimeout(() => {
            if (!settled && !socket.destroyed) socket.write(part);
          }, i * gapMs),
        );
      });
    });
  });
}

/** Fuzzes one server; never throws for what the server does (the report says it). */
export async function fuzzServer(target: FuzzTarget, options: FuzzOptions): Promise<FuzzReport> {
  const { seed = 20261126, requests = 600, answerMs = 5000, slowClientMs } = options;
  const r = generator(seed);
  const host = new URL(target.base).host;
  const report: FuzzReport = {
    name: target.name,
    sent: 0,
    statuses: {},
    fiveXx: [],
    hangs: [],
    oversized: [],
    slow: [],
  };
  const record = (label: string, answer: Answer) => {
    report.sent++;
    report.statuses[answer.status] = (report.statuses[answer.status] ?? 0) + 1;
    if (answer.hung) report.hangs.push(`${label} (no answer in ${Math.round(answer.ms)} ms)`);
    else if (/^5\d\d$/.test(answer.status)) report.fiveXx.push(`${label} → ${answer.status}`);
  };

  const path = (): string => {
    const route = r.pick(target.routes);
    let p = route.replace(/:(\w+)/g, (_, name: string) => {
      const good = target.values?.[name];
      return good && r.chance(0.4) ? r.pick(good) : r.pick(ODD_VALUES);
    });
    if (r.chance(0.15)) p += r.pick(PATH_TAILS);
    if (r.chance(0.05)) p = p.replace(/\//g, () => (r.chance(0.3) ? '//' : '/'));
    if (r.chance(0.05)) p = `${p}/${'seg/'.repeat(r.int(10, 200))}`;
    if (r.chance(0.03)) p = encodeURI(p).replace(/\//g, '%2F').replace(/^%2F/, '/');
    return p;
  };
  const query = (): string => {
    if (!r.chance(0.4)) return '';
    const parts = Array.from(
      { length: r.int(1, 5) },
      () => `${r.pick(QUERY_KEYS)}=${r.pick(QUERY_VALUES).replace(/ /g, '%20')}`,
    );
    if (r.chance(0.1)) parts.push('page=1&page=2&page=3');
    if (r.chance(0.05)) parts.push('&&&==&');
    return `?${parts.join('&')}`;
  };

  // 1. Generated requests over the routes.
  for (let i = 0; i < requests; i++) {
    const method = r.pick(METHODS);
    const target_ = `${path()}${query()}`;
    const headers = [`Host: ${host}`, 'Connection: close'];
    for (let h = r.int(0, 3); h > 0; h--) {
      const [name, value] = r.pick(ODD_HEADERS);
      headers.push(`${name}: ${value}`);
    }
    const body = ['POST', 'PUT', 'PATCH'].includes(method)
      ? r.pick(['', '{}', '{"a":', 'x'.repeat(r.int(1, 5000)), '--b\r\n\r\n'])
      : '';
    if (body || r.chance(0.05)) headers.push(`Content-Length: ${Buffer.byteLength(body)}`);
    const request = `${method} ${target_} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n${body}`;
    record(`${method} ${target_.slice(0, 160)}`, await send(target.base, [request], answerMs));
  }

  // 2. Oversized URLs and headers: a 4xx (or the connection closed), never 5xx, never a hang.
  const oversized: [string, string][] = [
    ['a 20 KB path', `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`],
    [
      'a 100 KB query',
      `GET /?q=${'q'.repeat(100_000)} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
    ],
    [
      'a 64 KB header',
      `GET / HTTP/1.1\r\nHost: ${host}\r\nX-Big: ${'h'.repeat(65_536)}\r\nConnection: close\r\n\r\n`,
    ],
    [
      '5,000 headers (100 KB)',
      `GET / HTTP/1.1\r\nHost: ${host}\r\n${Array.from({ length: 5000 }, (_, i) => `X-Header-${i}: value`).join('\r\n')}\r\nConnection: close\r\n\r\n`,
    ],
  ];
  for (const [label, request] of oversized) {
    const answer = await send(target.base, [request], answerMs);
    record(label, answer);
    const fine = answer.status === 'closed' || /^4\d\d$/.test(answer.status);
    if (!answer.hung && !fine) report.oversized.push(`${label} → ${answer.status}`);
  }

  // 3. Slow clients: headers, or a body, that never finish. They must be answered or cut off in time.
  const limit = slowClientMs + answerMs;
  const slowCases: [string, (string | Buffer)[]][] = [
    ['headers that never end', [`GET / HTTP/1.1\r\nHost: ${host}\r\n`, 'X-Slow: 1\r\n', 'X-Slower: 2\r\n']],
    ['a request line that never ends', ['GET /', 'a', 'b', 'c']],
    [
      'a body that never ends',
      [
        `POST ${target.routes[0] ?? '/'} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"a":`,
        '"b',
        'c',
      ],
    ],
  ];
  await Promise.all(
    slowCases.map(async ([label, parts]) => {
      const answer = await send(target.base, parts, limit, Math.floor(slowClientMs / 4));
      record(`slow: ${label}`, answer);
      if (answer.hung) report.slow.push(`${label}: still open after ${Math.round(answer.ms)} ms`);
      else if (/^5\d\d$/.test(answer.status)) report.slow.push(`${label}: ${answer.status}`);
    }),
  );
  return report;
}

/** One line for the test log: what was sent and what came back. */
export const summaryOf = (r: FuzzReport): string =>
  `${r.name}: ${r.sent} requests; ${Object.entries(r.statuses)
    .sort()
    .map(([k, n]) => `${k}×${n}`)
    .join(' ')}; 5xx ${r.fiveXx.length}, hangs ${r.hangs.length}`;
