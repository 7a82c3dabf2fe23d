// The bitmap index against a plain reference: every job checked one by one with the documented rules
// (text.ts for matching, best field per term for the score), over random jobs, random queries and a
// stream of writes between the queries (so the caches updated in place are checked too).
import { describe, expect, it } from 'vitest';
import { prng } from '../src/seed/seed.js';
import {
  JobIndex,
  docKeys,
  titleKey,
  unitsOf,
  type IndexDoc,
  type SearchQuery,
} from '../src/search/job-index.js';
import {
  fuzzyPrefixMatch,
  isFuzzyTerm,
  keysOfChunk,
  locationMatches,
  MAX_KEY_LENGTH,
  MAX_KEYS_PER_DOC,
  MAX_QUERY_TERMS,
  termsOf,
} from '../src/search/text.js';

const WORDS = [
  'engineer',
  'engineering',
  'enginer',
  'designer',
  'design',
  'manager',
  'management',
  'c++',
  '(remote)',
  'node.js',
  'react',
  'reach',
  'senior',
  'lead',
  'sales',
  'salesforce',
  'data',
  'analyst',
  'zeta',
  'front-end',
  'frontend',
  'front',
  'end',
  'engineers',
  'analysts',
  'ux/ui',
  'part',
  'time',
  'part-time',
  'partner',
];
const TYPES = ['Remote', 'Full-Time', 'Part-Time', 'Contract'];
const CATEGORIES = ['Engineering', 'Design', 'Sales'];
const LOCATIONS = ['Berlin, Germany', 'Remote (EU)', 'New York, NY'];
const BEST = [0, 1, 2, 2, 4, 4, 4, 4];

/** A term's best field in a job's keys, exactly (doubled) or with one typo, as the index scores it; 0: none. */
function termScore(keys: Map<string, number>, term: string): number {
  let exact = 0;
  let fuzzy = 0;
  for (const [key, fields] of keys) {
    if (key.startsWith(term)) exact |= fields;
    else if (isFuzzyTerm(term) && fuzzyPrefixMatch(term, key)) fuzzy |= fields;
  }
  return Math.max(2 * BEST[exact]!, BEST[fuzzy]!);
}

/** Every key of every job (closed ones too): a joined form is tried when some job has a key starting with it. */
function knownKeys(docs: Map<number, IndexDoc>): string[] {
  const known = new Set<string>();
  for (const doc of docs.values()) for (const key of docKeys(doc).keys()) known.add(key);
  return [...known];
}

function reference(
  docs: Map<number, IndexDoc>,
  q: SearchQuery,
  offset: number,
  limit: number,
  known = knownKeys(docs),
) {
  const units = unitsOf(q.keyword);
  const someKeyStarts = (prefix: string) => known.some((k) => k.startsWith(prefix));
  /** Per unit, the joined forms tried after its own parts, in the index's order. */
  const alternatives = units.map((unit, i) => {
    const out: string[] = [];
    if (unit.parts.length > 1) out.push(unit.parts.join(''));
    if (unit.plain) {
      const before = units[i - 1];
      const after = units[i + 1];
      if (before?.plain) out.push(before.parts[0]! + unit.parts[0]!);
      if (after?.plain) out.push(unit.parts[0]! + after.parts[0]!);
    }
    return out.filter((k) => k.length <= MAX_KEY_LENGTH && someKeyStarts(k));
  });
  const rows: { pk: number; score: number; bonus: number; found: number; doc: IndexDoc }[] = [];
  for (const doc of docs.values()) {
    if (doc.isClosed) continue;
    if (q.type && doc.type !== q.type) continue;
    if (q.category && doc.category !== q.category) continue;
    const place = q.location?.trim().toLowerCase();
    if (place && !locationMatches(place, doc.location.toLowerCase())) continue;
    if (q.minSalary !== undefined && doc.salaryMax < q.minSalary) continue;
    if (q.maxSalary !== undefined && doc.salaryMin > q.maxSalary) continue;
    if (q.postedSince !== undefined && doc.createdAt < q.postedSince) continue;
    const keys = docKeys(doc);
    let score = 0;
    let found = 0;
    units.forEach((unit, i) => {
      // Every part must be there (the first part's score counts), else the first joined form found.
      const parts = unit.parts.map((p) => termScore(keys, p));
      let s = parts.every((x) => x > 0) ? parts[0]! : 0;
      for (const alt of alternatives[i]!) if (s === 0) s = termScore(keys, alt);
      if (s > 0) found++;
      score += s;
    });
    // Bonuses (ranking only): two neighbouring plain words side by side in the title (their joined key,
    // exactly, in the title), and a title that is the whole keyword.
    let bonus = 0;
    for (let i = 0; i + 1 < units.length; i++) {
      const [a, b] = [units[i]!, units[i + 1]!];
      if (!a.plain || !b.plain) continue;
      const joined = a.parts[0]! + b.parts[0]!;
      if ([...keys].some(([key, fields]) => (fields & 4) !== 0 && key.startsWith(joined))) bonus += 8;
    }
    if (units.length > 0 && titleKey(doc.title) === titleKey(q.keyword ?? '')) bonus += 8;
    rows.push({ pk: doc.pk, score, bonus, found, doc });
  }
  const all = rows.filter((r) => r.found === units.length);
  if (all.length === 0 && units.length > 1) {
    // No job has every word: those with the most words, then the best score, newest first.
    const some = rows.filter((r) => r.found > 0);
    some.sort((a, b) => b.found * 128 + b.score - (a.found * 128 + a.score) || b.pk - a.pk);
    return { total: some.length, pks: some.slice(offset, offset + limit).map((r) => r.pk), mode: 'some' };
  }
  const sort = q.sort ?? 'relevance';
  all.sort((a, b) => {
    if (sort === 'salary') {
      if (a.doc.salaryMax !== b.doc.salaryMax) return b.doc.salaryMax - a.doc.salaryMax;
      if (a.doc.salaryMin !== b.doc.salaryMin) return b.doc.salaryMin - a.doc.salaryMin;
    } else if (sort === 'relevance' && units.length > 0 && a.score + a.bonus !== b.score + b.bonus)
      return b.score + b.bonus - (a.score + a.bonus);
    return b.pk - a.pk;
  });
  return { total: all.length, pks: all.slice(offset, offset + limit).map((r) => r.pk), mode: 'all' };
}

const existingPks = (docs: Map<number, IndexDoc>) => [...docs.keys()];

describe('JobIndex', () => {
  // Hundreds of random writes and queries checked against a brute-force reference: seconds alone, more
  // when npm test runs every stage at once on two cores.
  it('agrees with a job-by-job reference over random jobs, queries and writes', () => {
    const rand = prng(7);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
    const text = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
    const index = new JobIndex();
    const docs = new Map<number, IndexDoc>();
    let clock = 1_000_000;
    const makeDoc = (pk: number, createdAt: number): IndexDoc => ({
      pk,
      title: text(1 + Math.floor(rand() * 3)),
      companyName: rand() < 0.3 ? 'Zeta Labs' : 'Acme',
      description: text(2 + Math.floor(rand() * 8)),
      location: pick(LOCATIONS),
      type: pick(TYPES),
      category: pick(CATEGORIES),
      salaryMin: 1000 * Math.floor(rand() * 50),
      salaryMax: 60_000 + 1000 * Math.floor(rand() * 5),
      isClosed: rand() < 0.1,
      createdAt,
    });
    let nextPk = 1;
    for (; nextPk <= 1500; nextPk++) {
      clock += 1000;
      const doc = makeDoc(nextPk, clock);
      docs.set(nextPk, doc);
      index.upsert(doc);
    }
    const queries: SearchQuery[] = [];
    for (let i = 0; i < 60; i++) {
      queries.push({
        keyword:
          rand() < 0.85
            ? text(1 + Math.floor(rand() * 2)).replace('engineer', pick(['engineer', 'engneer', 'enginer']))
            : '',
        location: rand() < 0.2 ? pick(['remote', 'berlin', 'berlni', 'new yrok', 'ny berlin']) : undefined,
        type: rand() < 0.3 ? pick(TYPES) : undefined,
        category: rand() < 0.2 ? pick(CATEGORIES) : undefined,
        minSalary: rand() < 0.2 ? 62_000 : undefined,
        postedSince: rand() < 0.2 ? clock - 400_000 : undefined,
        sort: pick([undefined, 'relevance', 'newest', 'salary'] as const),
      });
    }
    for (let round = 0; round < 6; round++) {
      const known = knownKeys(docs);
      for (const q of queries) {
        const offset = rand() < 0.3 ? Math.floor(rand() * 40) : 0;
        const { total, pks, mode } = index.search(q, offset, 15);
        expect({ total, pks, mode }, JSON.stringify(q)).toEqual(reference(docs, q, offset, 15, known));
        // One job against a query (job alerts) by the same rules: in the full list exactly when it matches.
        const all = reference(docs, q, 0, docs.size, known);
        const listed = new Set(all.mode === 'all' ? all.pks : []);
        for (let s = 0; s < 40; s++) {
          const pk = pick(existingPks(docs));
          expect(index.matches(q, pk), `${pk} ${JSON.stringify(q)}`).toBe(listed.has(pk));
        }
      }
      // Writes between rounds: posts, edits, closes and deletes, with the caches warm.
      for (let w = 0; w < 60; w++) {
        const r = rand();
        const existing = [...docs.keys()];
        if (r < 0.4) {
          clock += 1000;
          const doc = makeDoc(nextPk, clock);
          docs.set(nextPk++, doc);
          index.upsert(doc);
        } else if (r < 0.7) {
          const pk = pick(existing);
          const doc = { ...makeDoc(pk, docs.get(pk)!.createdAt) };
          docs.set(pk, doc);
          index.upsert(doc);
        } else if (r < 0.85) {
          const pk = pick(existing);
          const doc = { ...docs.get(pk)!, isClosed: !docs.get(pk)!.isClosed };
          docs.set(pk, doc);
          index.setClosed(pk, doc.isClosed);
        } else {
          const pk = pick(existing);
          docs.delete(pk);
          index.remove(pk);
        }
      }
    }
  });

  it('filters by date with jobs created out of order too', () => {
    const index = new JobIndex();
    const base = {
      title: 'x',
      companyName: 'c',
      description: 'd',
      location: 'l',
      type: 'Remote',
      category: 'Sales',
    };
    const times = [50, 10, 30, 20, 60, 40];
    times.forEach((createdAt, i) =>
      index.upsert({ ...base, pk: i + 1, salaryMin: 0, salaryMax: 1, isClosed: false, createdAt }),
    );
    expect(index.search({ postedSince: 30 }, 0, 10).pks).toEqual([6, 5, 3, 1]);
  });

  it('bounds the keys of a job, their length and the terms of a keyword', () => {
    const index = new JobIndex();
    const unique = Array.from({ length: 3000 }, (_, i) => `tok${i}x`).join(' ');
    const long = 'a'.repeat(100);
    index.upsert({
      pk: 1,
      title: `Title Word ${long}`,
      companyName: 'Co',
      description: `${unique} zzyzzyva`,
      location: 'Here',
      type: 'Remote',
      category: 'Sales',
      salaryMin: 0,
      salaryMax: 1,
      isClosed: false,
      createdAt: 0,
    });
    expect(index.stats().keys).toBe(MAX_KEYS_PER_DOC);
    expect(index.search({ keyword: 'tok0x' }, 0, 10).total).toBe(1);
    expect(index.search({ keyword: 'zzyzzyva' }, 0, 10).total).toBe(0); // past the cap
    expect(index.search({ keyword: long }, 0, 10).total).toBe(1); // cut to its first 32 characters
    expect(index.search({ keyword: 'a'.repeat(MAX_KEY_LENGTH) + 'b' }, 0, 10).total).toBe(1);
    const filler = ['t', 'ti', 'tit', 'titl', 'title', 'w', 'wo', 'wor'].slice(0, MAX_QUERY_TERMS).join(' ');
    expect(index.search({ keyword: `${filler} nowhere` }, 0, 10).total).toBe(1); // 9th term ignored
    expect(termsOf(Array.from({ length: 36 }, (_, i) => `t${i}`).join(' '))).toHaveLength(MAX_QUERY_TERMS);
  });

  it('gives every key back when its jobs go, and drops emptied keys from the caches', () => {
    const index = new JobIndex();
    const doc = (pk: number, description: string): IndexDoc => ({
      pk,
      title: 'Engineer',
      companyName: 'Acme',
      description,
      location: `Place ${pk}`,
      type: 'Remote',
      category: 'Sales',
      salaryMin: 0,
      salaryMax: 1,
      isClosed: false,
      createdAt: pk,
    });
    index.upsert(doc(1, 'plain words here'));
    const before = index.stats();
    for (let pk = 2; pk < 200; pk++) {
      index.upsert(doc(pk, Array.from({ length: 300 }, (_, i) => `u${pk}w${i}`).join(' ')));
    }
    index.search({ keyword: 'u5w1' }, 0, 1);
    expect(index.stats().keys).toBeGreaterThan(before.keys + 198 * 299);
    // Edits replace the old keys; deletes give them back.
    index.upsert(doc(5, 'plain'));
    expect(index.search({ keyword: 'u5w1' }, 0, 1).total).toBe(0);
    for (let pk = 2; pk < 200; pk++) index.remove(pk);
    const after = index.stats();
    expect(after.keys).toBe(before.keys);
    expect(after.locations).toBe(before.locations);
    expect(after.postingBytes).toBeLessThanOrEqual(before.postingBytes + 1024);
  });

  it('keys are word starts: literal punctuation, no match inside a word', () => {
    const keys: string[] = [];
    keysOfChunk('(c/c++)', (k) => keys.push(k));
    expect(keys).toEqual(['(c/c++)', 'c/c++)', '/c++)', 'c++)', '++)', '+)', ')']);
    expect(fuzzyPrefixMatch('desinger', 'designers')).toBe(true); // swapped neighbours
    expect(fuzzyPrefixMatch('engneer', 'engineering')).toBe(true); // a missing letter
    expect(fuzzyPrefixMatch('managr', 'manager')).toBe(true); // a wrong letter
    expect(fuzzyPrefixMatch('enginneer', 'engineer')).toBe(true); // a letter too many
    expect(fuzzyPrefixMatch('xngineer', 'engineer')).toBe(false); // the first letter stays
    expect(fuzzyPrefixMatch('engnr', 'engineer')).toBe(false); // two edits
    expect(isFuzzyTerm('c++++')).toBe(false);
    expect(isFuzzyTerm('react')).toBe(true);
    expect(isFuzzyTerm('node')).toBe(false);
  });
});
