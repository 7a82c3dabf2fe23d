// Figures for the security fixes, against the real server (spawned through the launcher):
//   - 200 parallel sign-in guesses on one account from one client: how many reached the password check;
//   - 30 oversize uploads at once: how many were accepted and stored;
//   - a QA reset to the biggest allowed size: how long it takes, and the longest /health wait meanwhile.
// Run under the shared lock:  flock /tmp/portal-heavy.lock node scripts/pnpm.mjs --filter @portal/api-mock bench:security
// API_MOCK_ROOT=<another api-mock folder> measures that copy instead (e.g. the code before the fixes).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(process.env.API_MOCK_ROOT ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
const QA_TOKEN = 'security-figures-qa-token';
const RESET_SIZE = Number(process.env.RESET_SIZE ?? 100_000);

function freePort(): Promise<number> {
  return new Promise((res) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => res(port));
    });
  });
}

async function main(): Promise<void> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'security-figures-'));
  const base = `http://127.0.0.1:${port}`;
  const api = spawn(process.execPath, [join(root, 'bin', 'api-mock.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      API_DB_FILE: ':memory:',
      API_DATA_DIR: dataDir,
      API_QA_TOKEN: QA_TOKEN,
      API_LOG: 'off',
      API_LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/health`)).ok) break;
      } catch {
        // not up yet
      }
      if (i > 600) throw new Error('api-mock did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    const json = { 'content-type': 'application/json' };
    const qa = { 'x-qa-token': QA_TOKEN };

    // 1. parallel guesses
    const guesses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        fetch(`${base}/api/auth/login`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({
            email: 'seeker@demo.test',
            password: i === 150 ? 'Demo1234' : `Wrong${i}xyz`,
          }),
        }).then((r) => r.status),
      ),
    );
    const count = (s: number) => guesses.filter((g) => g === s).length;
    console.log(
      `200 parallel guesses: ${count(401) + count(200)} reached the password check (401: ${count(401)}, 200: ${count(200)}), 429: ${count(429)}`,
    );

    // 2. oversize uploads
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'employer@demo.test', password: 'Demo1234' }),
    });
    const token = ((await login.json()) as { token: string }).token;
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const pdf = Buffer.from('%PDF-1.4\n');
    const uploads = await Promise.all(
      Array.from({ length: 30 }, (_, i) => {
        const image = i % 2 === 0;
        const size = (image ? 5 : 10) * 1024 * 1024 + [1, 2, 4096, 1024 * 1024][i % 4]!;
        const head = image ? png : pdf;
        const form = new FormData();
        form.append(image ? 'image' : 'file', new Blob([head, new Uint8Array(size - head.length)]), 'big');
        return fetch(`${base}/api/auth/${image ? 'upload-image' : 'upload-file'}`, {
          method: 'POST',
          headers: image ? {} : { authorization: `Bearer ${token}` },
          body: form,
        })
          .then((r) => r.status)
          .catch(() => 0);
      }),
    );
    const stored = readdirSync(join(dataDir, 'uploads')).filter((n) => !n.startsWith('sample-'));
    console.log(
      `30 oversize uploads: ${uploads.filter((s) => s === 200).length} accepted, ${uploads.filter((s) => s === 413).length} refused with 413, ${stored.length} files stored`,
    );

    // 3. reset to the biggest allowed size, with /health pinged meanwhile
    let longest = 0;
    let pings = 0;
    let running = true;
    const pinger = (async () => {
      while (running) {
        const t = performance.now();
        await fetch(`${base}/health`);
        longest = Math.max(longest, performance.now() - t);
        pings++;
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    const t0 = performance.now();
    const reset = await fetch(`${base}/__qa/reset`, {
      method: 'POST',
      headers: { ...json, ...qa },
      body: JSON.stringify({ size: RESET_SIZE }),
    });
    const resetMs = performance.now() - t0;
    running = false;
    await pinger;
    console.log(
      `reset to ${RESET_SIZE} jobs: HTTP ${reset.status} in ${Math.round(resetMs)} ms; longest /health wait meanwhile ${Math.round(longest)} ms (${pings} pings)`,
    );
  } finally {
    api.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
