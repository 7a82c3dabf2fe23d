// The fuzz helper itself: against a server that breaks in each way it looks for, it reports each one.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { fuzzServer, problemsOf } from './http-fuzz';

let server: Server;
let base: string;

beforeAll(async () => {
  // Crashes on a percent sign, hangs on /hang, serves anything long, and never times out a slow client.
  server = createServer({ headersTimeout: 0, requestTimeout: 0, maxHeaderSize: 1024 * 1024 }, (req, res) => {
    if (req.url?.startsWith('/hang')) return;
    res.statusCode = req.url?.includes('%') ? 500 : 200;
    res.end('x');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

test('reports 5xx, hangs, oversized requests served and slow clients kept', async () => {
  const report = await fuzzServer(
    { name: 'broken', base, routes: ['/', '/items/:id', '/hang'] },
    { requests: 60, answerMs: 300, slowClientMs: 300 },
  );
  const problems = problemsOf(report);
  expect(problems.some((p) => p.startsWith('broken 5xx: '))).toBe(true);
  expect(problems.some((p) => p.startsWith('broken hang: GET /hang'))).toBe(true);
  expect(problems).toContain('broken oversized: a 64 KB header → 200');
  expect(problems.some((p) => p.startsWith('broken slow client: headers that never end: still open'))).toBe(
    true,
  );
});
