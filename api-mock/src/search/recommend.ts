// "Recommended for you": open jobs ranked by what a job seeker's profile and applications say they want,
// each with the reasons it is shown, the strongest first ("Matches your skills: React, SQL"). The weights are
// powers of two so that a stronger reason outranks every lesser one together: the place comes first (a job
// where the seeker wants to work, or remote when they are open to it: 512), so that a seeker in Lisbon is
// not offered London for a skill more; then skills (64 each, at most 6), the desired job type (32), the
// category most applied to (16), headline words (8 each).
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
  /** A word of the headline (the words matched make one reason). */
  headlineWord?: string;
}

/** A job where the seeker wants to work (or remote, for a seeker open to it) before any number of skills. */
const PLACE = 512;

/** "React, SQL and 3 more": the names a reason lists, short enough for one line. */
function someOf(names: string[], shown = 3): string {
  if (names.length <= shown) return names.join(', ');
  return `${names.slice(0, shown).join(', ')} and ${names.length - shown} more`;
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
      // Remote is a place as much as a type.
      weight: wishes.desiredType === 'Remote' ? PLACE : 32,
      reason: `${wishes.desiredType}, as you prefer`,
    });
  }
  // The place: where the seeker wants to work, and remote jobs for a seeker open to them, alike.
  if (wishes.desiredLocation.trim()) {
    const where = wishes.desiredLocation.trim();
    out.push({ query: { location: where }, weight: PLACE, reason: `In ${where}, where you want to work` });
  }
  if (wishes.openToRemote && wishes.desiredType !== 'Remote') {
    out.push({ query: { type: 'Remote' }, weight: PLACE, reason: 'Remote, and you are open to remote work' });
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
    out.push({ query: { keyword: word }, weight: 8, reason: '', headlineWord: word });
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
    // A headline word that is one of the skills matched says nothing more.
    const named = new Set(skills.map((skill) => skill.toLowerCase()));
    const words = met.filter((c) => c.headlineWord && !named.has(c.headlineWord)).map((c) => c.headlineWord!);
    // One reason per kind, the strongest first (the page shows the first).
    const reasons = [
      ...(skills.length ? [{ weight: 64, text: `Matches your skills: ${someOf(skills)}` }] : []),
      ...met.filter((c) => c.reason).map((c) => ({ weight: c.weight, text: c.reason })),
      ...(words.length ? [{ weight: 8, text: `Matches your headline: ${someOf(words)}` }] : []),
    ];
    // Skills say most about a job; a place shared by every job there says least, whatever it weighs.
    const order = (weight: number) => (weight === PLACE ? 63 : weight);
    reasons.sort((a, b) => order(b.weight) - order(a.weight));
    return { pk, reasons: reasons.map((reason) => reason.text) };
  });
}
