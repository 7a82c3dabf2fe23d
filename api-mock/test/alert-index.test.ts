// The job alerts' index (search/alert-index.ts) never leaves out an alert that matches a job by the list's
// own rules, and leaves out the alerts whose words, filters or location the job lacks.
import { describe, expect, it } from 'vitest';
import { JOB_CATEGORIES, JOB_TYPES } from '@portal/contracts/constants';
import { AlertIndex, keySignatures, termSignatures } from '../src/search/alert-index.js';
import { JobIndex } from '../src/search/job-index.js';
import { fuzzyPrefixMatch, isFuzzyTerm } from '../src/search/text.js';

/** A small seeded generator: the same cases every run. */
function random(seed: number) {
  let s = seed;
  const next = () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

/** One edit of `word` past its first letter (replace, insert, delete, swap), or none. */
function typo(word: string, r: ReturnType<typeof random>, alphabet: string): string {
  if (word.length < 2) return word;
  const i = 1 + Math.floor(r.next() * (word.length - 1));
  const c = r.pick([...alphabet]);
  switch (Math.floor(r.next() * 5)) {
    case 0:
      return word.slice(0, i) + c + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + c + word.slice(i);
    case 2:
      return word.slice(0, i) + word.slice(i + 1);
    case 3:
      return i + 1 < word.length ? word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2) : word;
    default:
      return word;
  }
}

describe('the job alerts index', () => {
  it('a word and a key it matches (as a prefix, or with one typo) always share a signature', () => {
    const r = random(7);
    let matching = 0;
    for (let n = 0; n < 200_000; n++) {
      // Few letters, so that many pairs match and every kind of typo meets every position.
      const term = Array.from({ length: 1 + Math.floor(r.next() * 8) }, () => r.pick(['a', 'b', 'c'])).join(
        '',
      );
      const key =
        r.next() < 0.5
          ? typo(term, r, 'abc') +
            Array.from({ length: Math.floor(r.next() * 3) }, () => r.pick(['a', 'b'])).join('')
          : Array.from({ length: 1 + Math.floor(r.next() * 9) }, () => r.pick(['a', 'b', 'c'])).join('');
      const matches = key.startsWith(term) || (isFuzzyTerm(term) && fuzzyPrefixMatch(term, key));
      if (!matches) continue;
      matching++;
      const offered = new Set<string>();
      keySignatures(key, offered);
      expect(
        termSignatures(term).some((sig) => offered.has(sig)),
        `${term} → ${key}`,
      ).toBe(true);
    }
    expect(matching).toBeGreaterThan(20_000);
  });

  it('finds every alert that matches a job by the list’s rules, and few that do not', () => {
    const r = random(11);
    const words = [
      'engineer',
      'senior',
      'frontend',
      'front-end',
      'react',
      'node.js',
      'c++',
      'designer',
      'data',
      'analyst',
      'manager',
      'product',
      'sales',
      'ux/ui',
      'go',
      'rust',
      'nurse',
      'chef',
      'pastry',
      'support',
    ];
    const places = ['Lisbon, Portugal', 'Porto, Portugal', 'Berlin', 'Remote (EU)', 'New York, NY'];
    const jobs = new JobIndex();
    for (let pk = 1; pk <= 300; pk++) {
      const title = Array.from({ length: 1 + Math.floor(r.next() * 3) }, () => r.pick(words)).join(' ');
      jobs.upsert({
        pk,
        title,
        companyName: r.pick(['Acme', 'Northwind', 'Front End Labs']),
        description: Array.from({ length: 6 }, () => r.pick(words)).join(' '),
        location: r.pick(places),
        type: r.pick(JOB_TYPES),
        category: r.pick(JOB_CATEGORIES),
        salaryMin: 1000,
        salaryMax: 2000,
        isClosed: false,
        createdAt: pk,
      });
    }
    const index = new AlertIndex();
    const alerts = new Map<number, { keyword: string; location: string; type: string; category: string }>();
    for (let pk = 1; pk <= 600; pk++) {
      const keyword =
        r.next() < 0.8
          ? Array.from({ length: 1 + Math.floor(r.next() * 3) }, () =>
              typo(r.pick(words), r, 'aeinrst'),
            ).join(' ')
          : '';
      const alert = {
        pk,
        keyword,
        // Places as written, and with a typo (the location filter forgives one in a word of 5+ letters).
        location:
          r.next() < 0.3
            ? typo(
                r.pick(['lisbon', 'portugal', 'berlin', 'york', 'eu)', 'new york', 'berlin germany']),
                r,
                'aeinrst',
              )
            : '',
        type: r.next() < 0.3 ? r.pick(JOB_TYPES) : '',
        category: r.next() < 0.3 ? r.pick(JOB_CATEGORIES) : '',
      };
      if (!alert.keyword && !alert.location && !alert.type && !alert.category) alert.type = 'Remote';
      index.add(alert);
      alerts.set(pk, alert);
    }
    let matched = 0;
    let looked = 0;
    for (let pk = 1; pk <= 300; pk++) {
      const view = jobs.alertView(pk)!;
      const candidates = new Set(index.candidates(view));
      looked += candidates.size;
      for (const [alertPk, alert] of alerts) {
        const query = {
          keyword: alert.keyword || undefined,
          location: alert.location || undefined,
          type: alert.type || undefined,
          category: alert.category || undefined,
        };
        if (!view.matches(query)) continue;
        matched++;
        expect(candidates.has(alertPk), `alert ${JSON.stringify(alert)} on job ${pk}`).toBe(true);
      }
    }
    expect(matched).toBeGreaterThan(500);
    // Far fewer looked at than every alert for every job.
    expect(looked).toBeLessThan((300 * 600) / 4);
  });

  it('an alert that changes or goes is filed again or forgotten', () => {
    const index = new AlertIndex();
    const job = { type: 'Remote', category: 'Engineering', location: 'lisbon', keys: ['engineer'] };
    index.add({ pk: 1, keyword: 'engineer', location: '', type: '', category: '' });
    index.add({ pk: 2, keyword: '', location: 'lisbon', type: 'Remote', category: '' });
    index.add({ pk: 3, keyword: '', location: '', type: '', category: 'Engineering' });
    expect(index.candidates(job).sort()).toEqual([1, 2, 3]);
    index.add({ pk: 1, keyword: 'chef', location: '', type: '', category: '' });
    index.remove(2);
    expect(index.candidates(job)).toEqual([3]);
    expect(index.size).toBe(2);
    index.clear();
    expect(index.candidates(job)).toEqual([]);
  });
});
