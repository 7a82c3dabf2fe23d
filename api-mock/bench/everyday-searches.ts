// The ten searches people make every day, on the demo board (the start-up seed: 66 hand-made + 200
// generated jobs), with how many open jobs each finds and the first titles: the figure of "a demo board
// that looks real" (every one must find a fitting job).
//   node tooling/scripts/pnpm.mjs --filter @portal/api-mock exec tsx bench/everyday-searches.ts   (BENCH_SIZE: extra jobs)
import { buildApp } from '../src/app.js';

export const EVERYDAY_SEARCHES = [
  'software engineer',
  'data analyst',
  'product manager',
  'ux designer',
  'marketing manager',
  'sales representative',
  'customer support',
  'accountant',
  'devops engineer',
  'recruiter',
];

async function main(): Promise<void> {
  const app = buildApp({
    seed: true,
    seedSize: Number(process.env.BENCH_SIZE ?? 200),
    scryptCost: 1024,
    qa: false,
  });
  await app.ready();
  let fitting = 0;
  for (const keyword of EVERYDAY_SEARCHES) {
    const reply = JSON.parse(app.jobs.searchJson({ keyword }, 1, 3, null)) as {
      total: number;
      jobs: { title: string }[];
      match: { mode: string };
    };
    if (reply.total > 0 && reply.match.mode === 'all') fitting++;
    console.log(
      `${keyword.padEnd(22)} ${String(reply.total).padStart(5)} jobs (${reply.match.mode} words)  ${reply.jobs.map((j) => j.title).join(' | ')}`,
    );
  }
  console.log(`\n${fitting} of ${EVERYDAY_SEARCHES.length} find jobs with every word`);
  await app.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
