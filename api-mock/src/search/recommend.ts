// "Recommended for you": open jobs ranked by what a job seeker's profile and applications say they want,
// each with the reasons it is shown ("matches your skills: React, SQL"). The weights are powers of two so
// that one skill more outranks every lesser reason: skills (64 each, at most 6), then the desired job type
// and remote (32), the desired location (32), the category most applied to (16), headline words (8 each).
import { CATEGORY_LABELS, type JobCategory, type JobType } from '@portal/contracts/constants';
import type { JobIndex, SearchQuery } from './job-index.js';

export interface SeekerWishes {
  skills: string[];
  headline: string;
  desiredLocation: string;
  desiredType: JobType | '';
  openToRemote: boolean;
  /** Jobs the seeker applied to (never recommended), with their categories. */
  applied: { pk: number; category: JobCategory }[];
}

interface Criterion {
  query: SearchQuery;
  weight: number;
  /** The reason this criterion gives, and the skill it is (reasons name matched skills together). */
  reason: string;
  skill?: string;
}

/** Words of a headline worth matching: 4+ letters, not the usual filler. */
const FILLER = new Set([
  'with',
  'years',
  'year',
  'loves',
  'love',
  'looking',
  'work',
  'team',
  'who',
  'and',
  'for',
]);
const headlineWords = (headline: string) =>
  [
    ...new Set(
      headline
        .toLowerCase()
        .split(/[^\p{L}\p{N}+#.]+/u)
        .filter((w) => w.length >= 4 && !FILLER.has(w) && !/^\d+$/.test(w)),
    ),
  ].slice(0, 4);

function criteria(wishes: SeekerWishes): Criterion[] {
  const out: Criterion[] = [];
  for (const skill of wishes.skills.slice(0, 6)) {
    out.push({ query: { keyword: skill }, weight: 64, reason: '', skill });
  }
  if (wishes.desiredType) {
    out.push({
      query: { type: wishes.desiredType },
      weight: 32,
      reason: `${wishes.desiredType}, as you prefer`,
    });
  }
  if (wishes.openToRemote && wishes.desiredType !== 'Remote') {
    out.push({ query: { type: 'Remote' }, weight: 32, reason: 'Remote, and you are open to remote work' });
  }
  if (wishes.desiredLocation.trim()) {
    const where = wishes.desiredLocation.trim();
    out.push({ query: { location: where }, weight: 32, reason: `In ${where}, where you want to work` });
  }
  const byCategory = new Map<JobCategory, number>();
  for (const a of wishes.applied) byCategory.set(a.category, (byCategory.get(a.category) ?? 0) + 1);
  const top = [...byCategory].sort((a, b) => b[1] - a[1])[0];
  if (top) {
    out.push({
      query: { category: top[0] },
      weight: 16,
      reason: `Like the ${CATEGORY_LABELS[top[0]]} jobs you applied to`,
    });
  }
  for (const word of headlineWords(wishes.headline)) {
    out.push({ query: { keyword: word }, weight: 8, reason: `Matches your headline: ${word}` });
  }
  return out;
}

/** The best open jobs for the seeker, each with its reasons, best first (none without any wish). */
export function recommend(
  index: JobIndex,
  wishes: SeekerWishes,
  limit: number,
): { pk: number; reasons: string[] }[] {
  const list = criteria(wishes);
  const pks = index.rank(
    list.map(({ query, weight }) => ({ query, weight })),
    wishes.applied.map((a) => a.pk),
    limit,
  );
  return pks.map((pk) => {
    const met = list.filter((c) => index.matches(c.query, pk));
    const skills = met.filter((c) => c.skill).map((c) => c.skill!);
    const reasons = [
      ...(skills.length ? [`Matches your skills: ${skills.join(', ')}`] : []),
      ...met.filter((c) => !c.skill).map((c) => c.reason),
    ];
    return { pk, reasons };
  });
}
