// SQLite's own full-text search (FTS5) against the hand-written index (src/search/job-index.ts), on the same
// 100,000 generated jobs, for the queries the job list answers: the total of matches and the first page,
// ranked, with the filters. One process, no HTTP: the engines' own cost per query, median of many runs.
//   node scripts/pnpm.mjs --filter @portal/api-mock exec tsx bench/fts5-compare.ts   (under the heavy lock)
//   env: BENCH_SIZE (default 100000), BENCH_RUNS (default 200)
// FTS5 is given its best case: the porter stemmer (plurals), prefix queries (`engineer*`), bm25 with the
// fields weighted as the index weighs them, the filters as plain columns it joins, and every query text
// prepared once. What FTS5 cannot express (typos, "front-end" = "frontend") is left out of its queries.
import { buildApp } from '../src/app.js';

const SIZE = Number(process.env.BENCH_SIZE ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);

interface Case {
  name: string;
  /** The list's query, as the API takes it. */
  query: { keyword: string; type?: string; category?: string; minSalary?: number };
  /** The same as an FTS5 MATCH expression. */
  match: string;
}

const CASES: Case[] = [
  {
    name: 'engineer + 3 filters (the HTTP bench)',
    query: { keyword: 'engineer', type: 'Full-Time', category: 'Engineering', minSalary: 80000 },
    match: 'engineer*',
  },
  { name: 'software engineer', query: { keyword: 'software engineer' }, match: 'software* AND engineer*' },
  { name: 'senior engineer', query: { keyword: 'senior engineer' }, match: 'senior* AND engineer*' },
  { name: 'keyword "e" (most jobs match)', query: { keyword: 'e' }, match: 'e*' },
  { name: 'data analyst', query: { keyword: 'data analyst' }, match: 'data* AND analyst*' },
  {
    name: 'partial: "senior python pastry chef" (no job has all; most of them first)',
    query: { keyword: 'senior python pastry chef' },
    match: 'senior* OR python* OR pastry* OR chef*',
  },
];

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function time(run: () => void): number {
  for (let i = 0; i < 5; i++) run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    run();
    samples.push(performance.now() - t);
  }
  return median(samples);
}

async function main(): Promise<void> {
  const t0 = performance.now();
  const app = buildApp({ seed: { size: SIZE }, scryptCost: 1024, qa: false });
  await app.ready();
  const { db } = app;
  console.log(`${app.jobs.index.size} jobs seeded and indexed in ${Math.round(performance.now() - t0)} ms`);

  const t1 = performance.now();
  db.exec(`CREATE VIRTUAL TABLE jobs_fts USING fts5(title, company, category, location, description,
             tokenize = 'porter unicode61', prefix = '2 3')`);
  db.exec(`INSERT INTO jobs_fts (rowid, title, company, category, location, description)
           SELECT j.pk, j.title, u.company_name, j.category, j.location, j.description
           FROM jobs j JOIN users u ON u.pk = j.employer_pk`);
  console.log(`FTS5 table built in ${Math.round(performance.now() - t1)} ms`);

  const where = `jobs_fts MATCH @match AND j.is_closed = 0 AND (@type IS NULL OR j.type = @type)
    AND (@category IS NULL OR j.category = @category) AND (@min IS NULL OR j.salary_max >= @min)`;
  const count = db.prepare(
    `SELECT count(*) AS n FROM jobs_fts JOIN jobs j ON j.pk = jobs_fts.rowid WHERE ${where}`,
  );
  const page = db.prepare(
    `SELECT jobs_fts.rowid AS pk FROM jobs_fts JOIN jobs j ON j.pk = jobs_fts.rowid WHERE ${where}
     ORDER BY bm25(jobs_fts, 8.0, 4.0, 4.0, 4.0, 2.0), j.pk DESC LIMIT 20`,
  );

  console.log(`\nmedian of ${RUNS} runs per query: total of matches + first page of 20, ranked\n`);
  console.log(
    `${'query'.padEnd(72)} ${'index ms'.padStart(9)} ${'FTS5 ms'.padStart(9)} ${'FTS5/index'.padStart(11)}  totals`,
  );
  for (const c of CASES) {
    const params = {
      match: c.match,
      type: c.query.type ?? null,
      category: c.query.category ?? null,
      min: c.query.minSalary ?? null,
    };
    const indexMs = time(() => app.jobs.index.search(c.query, 0, 20));
    const ftsMs = time(() => {
      count.get(params);
      page.all(params);
    });
    const indexTotal = app.jobs.index.search(c.query, 0, 20).total;
    const ftsTotal = (count.get(params) as { n: number }).n;
    console.log(
      `${c.name.padEnd(72)} ${indexMs.toFixed(3).padStart(9)} ${ftsMs.toFixed(3).padStart(9)} ${(ftsMs / indexMs).toFixed(0).padStart(10)}x  index ${indexTotal}, FTS5 ${ftsTotal}`,
    );
  }
  await app.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
