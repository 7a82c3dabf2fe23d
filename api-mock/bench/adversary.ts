// The adversarial employer of the security review: one account posts ~1,200 jobs whose descriptions are
// 20,000 characters of unique tokens, then deletes them. Prints the server's memory and the time of a
// never-seen keyword before, during and after, and the time of a keyword of 36 terms.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** Resident memory (MB) of a process and its descendants (Linux /proc; null elsewhere). */
export function rssMb(pid: number): number | null {
  try {
    let kb = 0;
    const visit = (p: number) => {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const children = readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim();
      for (const c of children ? children.split(/\s+/) : []) visit(Number(c));
    };
    visit(pid);
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
}

let coldCounter = 0;
/** Mean ms of `n` keyword searches, each a term the server has never seen (so nothing is cached). */
export async function coldTermMs(base: string, n = 50): Promise<number> {
  const t = performance.now();
  for (let i = 0; i < n; i++) {
    const term = `zq${(coldCounter++).toString(36)}x`;
    await (await fetch(`${base}/api/jobs?keyword=${term}`)).json();
  }
  return (performance.now() - t) / n;
}

const token = () => randomBytes(6).toString('base64url').toLowerCase();

function uniqueText(chars: number): string {
  const words: string[] = [];
  let length = 0;
  while (length < chars - 10) {
    const w = token();
    words.push(w);
    length += w.length + 1;
  }
  return words.join(' ');
}

export async function adversary(base: string, serverPid: number, jobs = 1200): Promise<void> {
  const reg = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Mallory',
      email: `mallory-${Date.now()}@bench.test`,
      password: 'Secret123',
      role: 'employeer',
    }),
  });
  if (!reg.ok) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  const { token: auth } = (await reg.json()) as { token: string };
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${auth}` };
  // A job goes out only under a company's name.
  const named = await fetch(`${base}/api/user/profile`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ companyName: 'Mallory Co' }),
  });
  if (!named.ok) throw new Error(`company name: ${named.status} ${await named.text()}`);

  const rss0 = rssMb(serverPid);
  const cold0 = await coldTermMs(base);
  const ids: string[] = [];
  const t0 = performance.now();
  for (let i = 0; i < jobs; i++) {
    const res = await fetch(`${base}/api/jobs`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title: `${token()} ${token()} ${token()}`,
        location: token(),
        category: 'Other',
        type: 'Contract',
        description: uniqueText(20_000),
        requirements: uniqueText(2_000),
        salaryMin: 1,
        salaryMax: 2,
      }),
    });
    if (res.status !== 201) throw new Error(`post ${i}: ${res.status} ${await res.text()}`);
    ids.push(((await res.json()) as { _id: string })._id);
  }
  const postMs = performance.now() - t0;
  const rss1 = rssMb(serverPid);
  const cold1 = await coldTermMs(base);
  // The keyword field takes 200 characters: 36 terms of 4 letters, or 33 of 5 (long enough for typos).
  const longKeyword = async (terms: number, letters: number) => {
    const keyword = Array.from({ length: terms }, () => token().slice(0, letters)).join(' ');
    const t = performance.now();
    const res = await fetch(`${base}/api/jobs?keyword=${encodeURIComponent(keyword)}`);
    await res.text();
    return `${(performance.now() - t).toFixed(1)} ms (HTTP ${res.status})`;
  };
  const long36 = await longKeyword(36, 4);
  const long33 = await longKeyword(33, 5);

  for (const id of ids) {
    const res = await fetch(`${base}/api/jobs/${id}`, { method: 'DELETE', headers });
    if (!res.ok) throw new Error(`delete: ${res.status}`);
  }
  // Give the collector a moment (and a few requests) before reading the memory again.
  for (let i = 0; i < 20; i++) {
    await coldTermMs(base, 5);
    await new Promise((r) => setTimeout(r, 100));
  }
  const rss2 = rssMb(serverPid);
  const cold2 = await coldTermMs(base);
  const mb = (v: number | null) => (v === null ? 'n/a' : `${v} MB`);
  console.log(
    `\nadversarial employer: ${jobs} jobs of unique tokens (20,000-character descriptions), posted in ${(postMs / 1000).toFixed(1)} s, then deleted`,
  );
  console.log(
    `  server RSS: before ${mb(rss0)}, after the posts ${mb(rss1)}, after deleting them ${mb(rss2)}`,
  );
  console.log(
    `  never-seen keyword (mean of 50): before ${cold0.toFixed(2)} ms, with the jobs ${cold1.toFixed(2)} ms, after deleting ${cold2.toFixed(2)} ms`,
  );
  console.log(`  keyword of 36 never-seen 4-letter terms: ${long36}; of 33 5-letter terms: ${long33}`);
}
