// Search benchmark: the real server (child process, 100,000 seeded jobs) against a bare node:http server
// replying a fixed JSON body, both loaded by autocannon from this process; then the read-only and the
// mixed soak (bench/soak.ts) and the adversarial employer (bench/adversary.ts).
//   node tooling/scripts/pnpm.mjs --filter @portal/api-mock bench
//   env: BENCH_SECONDS (each load phase: 10 s for the single query, 60 s for each soak when unset),
//        BENCH_SIZE=100000, BENCH_CONNECTIONS=50, BENCH_SKIP_SOAK=1, BENCH_SKIP_ADVERSARY=1
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adversary, rssMb } from './adversary.js';
import { figuresOf, prepareSoak, soak, type Figures } from './soak.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SOAK_SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const SIZE = Number(process.env.BENCH_SIZE ?? 100_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SEARCH = '/api/jobs?keyword=engineer&type=Full-Time&category=Engineering&minSalary=80000';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up in ${timeoutMs} ms`);
}

async function load(url: string): Promise<Figures> {
  return figuresOf(await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, pipelining: 1 }));
}

/** Sequential requests on one keep-alive connection: mean ms per request. */
async function sequential(url: string, n = 400): Promise<{ ms: number; body: unknown }> {
  let body: unknown;
  for (let i = 0; i < 20; i++) body = await (await fetch(url)).json();
  const t = performance.now();
  for (let i = 0; i < n; i++) body = await (await fetch(url)).json();
  return { ms: (performance.now() - t) / n, body };
}

async function main(): Promise<void> {
  const apiPort = await freePort();
  const barePort = await freePort();
  const t0 = performance.now();
  let banner = '';
  const api = spawn(process.execPath, [join(root, 'bin', 'api-mock.mjs')], {
    env: {
      ...process.env,
      PORT: String(apiPort),
      API_DB_FILE: ':memory:',
      API_SEED: '1',
      API_SEED_SIZE: String(SIZE),
      API_LOG_LEVEL: 'warn',
      API_QA: '1',
      // The soak's writes come from a handful of employer tokens far faster than any person posts: the
      // per-user write limit would turn them into 429s and measure the limiter instead of the index.
      API_RATE_LIMITS: '0',
      // Mail (status changes, job alerts of the soak's posts) is queued as in production, never sent.
      API_MAIL: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  api.stdout.on('data', (d: Buffer) => (banner += d.toString()));
  const bareBody = JSON.stringify({ jobs: [], total: 0, page: 1, pages: 1 });
  const bare = spawn(
    process.execPath,
    [
      '-e',
      `require('node:http').createServer((q, s) => { s.writeHead(200, {'content-type': 'application/json'}); s.end(${JSON.stringify(bareBody)}); }).listen(${barePort}, '127.0.0.1')`,
    ],
    { stdio: 'inherit' },
  );
  try {
    await waitFor(`http://127.0.0.1:${apiPort}/health`, api, 120_000);
    await waitFor(`http://127.0.0.1:${barePort}/`, bare, 10_000);
    const startMs = Math.round(performance.now() - t0);
    const seeded =
      /seeded \d+ users \/ (\d+) jobs in (\d+) ms; search index of \d+ jobs built in (\d+) ms/.exec(banner);
    console.log(
      `api-mock up in ${startMs} ms (process start, seed, index): ${seeded ? `${seeded[1]} jobs seeded in ${seeded[2]} ms, index built in ${seeded[3]} ms` : banner}`,
    );

    const apiUrl = `http://127.0.0.1:${apiPort}${SEARCH}`;
    const first = (await (await fetch(apiUrl)).json()) as { total: number; jobs: unknown[] };
    console.log(`query ${SEARCH}\n  -> total ${first.total}, page of ${first.jobs.length}`);

    console.log(`\nautocannon: ${CONNECTIONS} connections, ${SECONDS} s each`);
    const bareFig = await load(`http://127.0.0.1:${barePort}/`);
    const apiFig = await load(apiUrl);
    const row = (name: string, f: Figures) =>
      `  ${name.padEnd(26)} ${String(f.rps).padStart(7)} req/s   p50 ${String(f.p50).padStart(3)} ms   p99 ${String(f.p99).padStart(3)} ms   errors ${f.errors}  non-2xx ${f.non2xx}`;
    console.log(row('bare node:http', bareFig));
    console.log(row('api-mock GET /api/jobs', apiFig));
    console.log(
      `  ratio api-mock / bare: ${(apiFig.rps / bareFig.rps).toFixed(3)} (${Math.round((apiFig.rps / bareFig.rps) * 100)}%)`,
    );

    console.log('\nsingle connection, sequential (mean per request):');
    const list = await sequential(`http://127.0.0.1:${apiPort}/api/jobs`);
    console.log(
      `  list, no filters (page of 20, total ${(list.body as { total: number }).total}): ${list.ms.toFixed(3)} ms`,
    );
    const search = await sequential(apiUrl);
    console.log(`  keyword + filters (page of 20):                ${search.ms.toFixed(3)} ms`);
    const countUrl = `http://127.0.0.1:${apiPort}/api/jobs?keyword=e&minSalary=1000&limit=1`;
    const count = await sequential(countUrl);
    console.log(
      `  count-heavy: keyword "e" + minSalary, limit 1 (total ${(count.body as { total: number }).total}): ${count.ms.toFixed(3)} ms`,
    );
    const deep = await sequential(`http://127.0.0.1:${apiPort}/api/jobs?page=4000&limit=20`);
    console.log(`  deep page 4000 of the unfiltered list:        ${deep.ms.toFixed(3)} ms`);
    let i = 0;
    const t = performance.now();
    for (; i < 100; i++) await (await fetch(`http://127.0.0.1:${apiPort}/api/jobs?keyword=zq${i}x`)).json();
    console.log(
      `  cold keyword (never seen before, 100 distinct): ${((performance.now() - t) / i).toFixed(3)} ms`,
    );
    const goal = apiFig.rps >= 5000 && apiFig.p99 < 50;
    console.log(
      `\ngoal (>= 5000 req/s and p99 < 50 ms at ${CONNECTIONS} connections): ${goal ? 'met' : 'NOT met'}`,
    );

    const base = `http://127.0.0.1:${apiPort}`;
    if (!process.env.BENCH_SKIP_SOAK) {
      const data = await prepareSoak(base);
      console.log(
        `\nsoak: ${CONNECTIONS} connections, ${SOAK_SECONDS} s each, ${data.jobs.length} known jobs, ${data.tokens.size} employer tokens, sort/datePosted in the mix: ${data.sortAndDate ? 'yes' : 'no'}`,
      );
      const rssBefore = rssMb(api.pid!);
      const readOnly = await soak(base, data, false, SOAK_SECONDS, CONNECTIONS);
      const rssRead = rssMb(api.pid!);
      const mixed = await soak(base, data, true, SOAK_SECONDS, CONNECTIONS);
      const rssMixed = rssMb(api.pid!);
      const soakRow = (name: string, f: Figures) =>
        `  ${name.padEnd(44)} ${String(f.rps).padStart(6)} req/s   p50 ${String(f.p50).padStart(3)} ms   p99 ${String(f.p99).padStart(3)} ms   errors ${f.errors}  (${f.statuses})`;
      console.log(soakRow('bare node:http (above)', bareFig));
      console.log(soakRow('read-only (78 % search, 22 % detail)', readOnly));
      console.log(soakRow('mixed (70 % search, 20 % detail, 10 % writes)', mixed));
      const share = mixed.rps / readOnly.rps;
      console.log(
        `  mixed / read-only throughput ${share.toFixed(2)}; server RSS ${rssBefore ?? '?'} MB before, ${rssRead ?? '?'} MB after read-only, ${rssMixed ?? '?'} MB after mixed`,
      );
      console.log(
        `  goal (mixed p99 < 50 ms and >= 0.6 of read-only): ${mixed.p99 < 50 && share >= 0.6 ? 'met' : 'NOT met'}`,
      );
    }
    if (!process.env.BENCH_SKIP_ADVERSARY) await adversary(base, api.pid!);
  } finally {
    api.kill('SIGTERM');
    bare.kill('SIGTERM');
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
