// The job list's search on three engines over the same 100,000 generated jobs plus the behaviour tests'
// own jobs: the hand-written index (src/search/), SQLite FTS5 tuned, and MiniSearch. For each: which of the
// search behaviours (the checks below, one per behaviour of test/search*.test.ts) it keeps, and p50/p99 of
// typical searches at 50 connections over HTTP, each engine behind the same small node:http server (the
// engine's page of keys, then the page's rows from SQLite, as JSON). Prints one table.
//   flock /tmp/portal-heavy.lock npm run pnpm -- --filter @portal/api-mock exec tsx bench/engines-compare.ts
//   env: BENCH_SIZE (default 100000), BENCH_SECONDS (each engine's load, default 10), BENCH_CONNECTIONS (50),
//        BENCH_SHOW (keywords, comma-separated: each engine's first titles for them)
//
// FTS5 is given its best case: unicode61 with remove_diacritics and `+#` as word characters (c++, c#),
// prefix indexes of 2, 3 and 4 characters, bm25 weighted as the index weighs fields (title 8, company and
// category/type/location 4, description 2), a job whose title is the keyword first, and the variants by
// query expansion: plurals made singular and searched as a prefix, one typo per word of 5+ letters (the
// table's own vocabulary, fts5vocab, read once), "front end" also as "frontend" and "frontend" also as
// the phrase "front end", a two-word job type as a phrase. MiniSearch the same through its own options:
// field boosts, prefix search, fuzzy (edit distance 1 for words of 5+ letters), the joined forms indexed
// in a field of their own, and the same expansions as a query tree. The filters (type, category,
// location with its typo, salary, date) are the same rule for all three.
import autocannon from 'autocannon';
import type { Database } from 'better-sqlite3';
import { createServer, type Server } from 'node:http';
import MiniSearch, { type Query } from 'minisearch';
import { CATEGORY_LABELS, JOB_TYPES, type JobCategory } from '@portal/contracts/constants';
import type { JobBody } from '@portal/contracts';
import { buildApp } from '../src/app.js';
import { titleKey, unitsOf, type SearchQuery } from '../src/search/job-index.js';
import {
  editDistance,
  fuzzyPrefixMatch,
  isFuzzyTerm,
  joinedChunk,
  locationMatches,
  partsOf,
} from '../src/search/text.js';

const SIZE = Number(process.env.BENCH_SIZE ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Doc {
  pk: number;
  title: string;
  company: string;
  category: string;
  type: string;
  location: string;
  description: string;
  salaryMin: number;
  salaryMax: number;
  isClosed: boolean;
  createdAt: number;
}

interface Hit {
  total: number;
  pks: number[];
  mode: 'all' | 'some';
}

interface Engine {
  name: string;
  search(q: SearchQuery, offset: number, limit: number): Hit;
  suggest(keyword: string): string | null;
}

// ---------------------------------------------------------------- what every engine shares

/** The filters, by the list's rules (the location's typo included). */
function passes(d: Doc, q: SearchQuery): boolean {
  if (d.isClosed) return false;
  if (q.type && d.type !== q.type) return false;
  if (q.category && d.category !== q.category) return false;
  const place = q.location?.trim().toLowerCase();
  if (place && !locationMatches(place, d.location.toLowerCase())) return false;
  if (q.minSalary !== undefined && d.salaryMax < q.minSalary) return false;
  if (q.maxSalary !== undefined && d.salaryMin > q.maxSalary) return false;
  if (q.postedSince !== undefined && d.createdAt < q.postedSince) return false;
  return true;
}

const bySalary = (a: Doc, b: Doc) => b.salaryMax - a.salaryMax || b.salaryMin - a.salaryMin || b.pk - a.pk;

/** The two-word job types as a phrase ("parttime" → "part time"). */
const TYPE_PHRASE = new Map(
  JOB_TYPES.map((t) => partsOf(t.toLowerCase()))
    .filter((p) => p.length > 1)
    .map((p) => [p.join(''), p.join(' ')] as const),
);

const meta = (d: Doc) => {
  const label = CATEGORY_LABELS[d.category as JobCategory] ?? d.category;
  return `${d.category}${label === d.category ? '' : ` ${label}`} ${d.type} ${d.location}`;
};

/** Words as FTS5's unicode61 (with `+#` as word characters) and the MiniSearch tokenizer below split them. */
const tokensOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter((t) => t.length > 0);

/** A vocabulary (word → jobs that have it) for typo expansion and spelling suggestions. */
class Vocabulary {
  readonly sorted: string[];
  constructor(readonly counts: Map<string, number>) {
    this.sorted = [...counts.keys()].sort();
  }
  /** Words starting with `first`, in order. */
  private *startingWith(first: string): Generator<string> {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sorted[mid]! < first) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < this.sorted.length && this.sorted[i]!.startsWith(first); i++) yield this.sorted[i]!;
  }
  /** Words one typo from `term` (as a prefix, first letter right), the most used first, at most `max`. */
  typos(term: string, max = 30): string[] {
    if (!isFuzzyTerm(term)) return [];
    const out: string[] = [];
    for (const w of this.startingWith(term[0]!))
      if (!w.startsWith(term) && fuzzyPrefixMatch(term, w)) out.push(w);
    return out.sort((a, b) => this.counts.get(b)! - this.counts.get(a)!).slice(0, max);
  }
  hasPrefix(term: string): boolean {
    for (const _ of this.startingWith(term)) return true;
    return false;
  }
  /** The closest word (2 edits at most, first letter right, most used on a tie). */
  closest(term: string): string | null {
    let best: string | null = null;
    let bestD = 3;
    for (const w of this.startingWith(term[0]!)) {
      if (!/^[\p{L}\p{N}]+$/u.test(w)) continue;
      const d = editDistance(term, w, 2);
      if (d < bestD || (d === bestD && best !== null && this.counts.get(w)! > this.counts.get(best)!)) {
        best = w;
        bestD = d;
      }
    }
    return bestD <= 2 ? best : null;
  }
  /** "frontend" → "front end" when both halves are words of 3+ letters. */
  split(term: string): string[] {
    const out: string[] = [];
    for (let i = 3; i + 3 <= term.length; i++)
      if (this.counts.has(term.slice(0, i)) && this.counts.has(term.slice(i)))
        out.push(`${term.slice(0, i)} ${term.slice(i)}`);
    return out;
  }
}

/** One word of the keyword and the forms it is searched by: each a list of words (a phrase), maybe a prefix. */
interface Form {
  words: string[];
  prefix: boolean;
}

/** The forms of each word of a keyword, by the list's rules of variants; null when a word has none. */
function formsOf(keyword: string, vocab: Vocabulary): Form[][] | null {
  const units = unitsOf(keyword);
  const out: Form[][] = [];
  for (let i = 0; i < units.length; i++) {
    const unit = units[i]!;
    const forms: Form[] = [];
    const phrase = unit.parts.length === 1 ? TYPE_PHRASE.get(unit.parts[0]!) : undefined;
    if (phrase) forms.push({ words: phrase.split(' '), prefix: false });
    else {
      const words = unit.parts.flatMap(tokensOf);
      if (words.length > 0) forms.push({ words, prefix: true });
      if (unit.parts.length > 1) forms.push({ words: [unit.parts.join('')], prefix: true });
      if (unit.plain) {
        const w = unit.parts[0]!;
        for (const typo of vocab.typos(w)) forms.push({ words: [typo], prefix: false });
        for (const split of vocab.split(w)) forms.push({ words: split.split(' '), prefix: false });
        const before = units[i - 1];
        const after = units[i + 1];
        if (before?.plain && vocab.hasPrefix(before.parts[0]! + w))
          forms.push({ words: [before.parts[0]! + w], prefix: true });
        if (after?.plain && vocab.hasPrefix(w + after.parts[0]!))
          forms.push({ words: [w + after.parts[0]!], prefix: true });
      }
    }
    if (forms.length === 0) return null;
    out.push(forms);
  }
  return out;
}

function suggestWith(vocab: Vocabulary, keyword: string, found: (word: string) => boolean): string | null {
  let corrected = false;
  const words = unitsOf(keyword).map((u) => {
    const term = u.parts.join('');
    if (!u.plain || term.length < 3 || found(u.label)) return u.label;
    const better = vocab.closest(term);
    if (better === null) return u.label;
    corrected = true;
    return better;
  });
  return corrected ? words.join(' ') : null;
}

// ---------------------------------------------------------------- engines

function fts5Engine(db: Database, docs: Map<number, Doc>): Engine {
  db.exec(`DROP TABLE IF EXISTS bench_fts; DROP TABLE IF EXISTS bench_vocab;
    CREATE VIRTUAL TABLE bench_fts USING fts5(title, company, meta, description,
      tokenize = "unicode61 remove_diacritics 2 tokenchars '+#'", prefix = '2 3 4');
    CREATE VIRTUAL TABLE bench_vocab USING fts5vocab(bench_fts, 'row');`);
  const insert = db.prepare(
    'INSERT INTO bench_fts (rowid, title, company, meta, description) VALUES (?, ?, ?, ?, ?)',
  );
  db.transaction(() => {
    for (const d of docs.values()) insert.run(d.pk, d.title, d.company, meta(d), d.description);
  })();
  const vocab = new Vocabulary(
    new Map(
      (db.prepare('SELECT term, doc FROM bench_vocab').all() as { term: string; doc: number }[]).map((r) => [
        r.term,
        r.doc,
      ]),
    ),
  );
  const locations = [...new Set([...docs.values()].map((d) => d.location))];
  const filters = `j.is_closed = 0 AND (@type IS NULL OR j.type = @type)
    AND (@category IS NULL OR j.category = @category)
    AND (@locs IS NULL OR j.location IN (SELECT value FROM json_each(@locs)))
    AND (@min IS NULL OR j.salary_max >= @min) AND (@max IS NULL OR j.salary_min <= @max)
    AND (@since IS NULL OR j.created_at >= @since)`;
  const from = 'FROM bench_fts f JOIN jobs j ON j.pk = f.rowid WHERE bench_fts MATCH @match AND';
  const order = {
    relevance: 'ORDER BY lower(j.title) = @exact DESC, bm25(bench_fts, 8.0, 4.0, 4.0, 2.0), j.pk DESC',
    newest: 'ORDER BY j.pk DESC',
    salary: 'ORDER BY j.salary_max DESC, j.salary_min DESC, j.pk DESC',
  };
  const count = db.prepare(`SELECT count(*) AS n ${from} ${filters}`);
  const pages = Object.fromEntries(
    Object.entries(order).map(([k, o]) => [
      k,
      db.prepare(`SELECT f.rowid AS pk ${from} ${filters} ${o} LIMIT @limit OFFSET @offset`),
    ]),
  );
  const plainCount = db.prepare(`SELECT count(*) AS n FROM jobs j WHERE ${filters}`);
  const plainPages = Object.fromEntries(
    (['newest', 'salary'] as const).map((k) => [
      k,
      db.prepare(`SELECT j.pk FROM jobs j WHERE ${filters} ${order[k]} LIMIT @limit OFFSET @offset`),
    ]),
  );
  const all = db.prepare(`SELECT f.rowid AS pk ${from} ${filters}`);
  const quote = (w: string) => `"${w.replaceAll('"', '""')}"`;
  const expr = (forms: Form[]) =>
    `(${forms.map((f) => `${quote(f.words.join(' '))}${f.prefix ? '*' : ''}`).join(' OR ')})`;
  const params = (q: SearchQuery) => {
    const place = q.location?.trim().toLowerCase();
    return {
      type: q.type ?? null,
      category: q.category ?? null,
      locs: place ? JSON.stringify(locations.filter((l) => locationMatches(place, l.toLowerCase()))) : null,
      min: q.minSalary ?? null,
      max: q.maxSalary ?? null,
      since: q.postedSince === undefined ? null : new Date(q.postedSince).toISOString(),
      exact: titleKey(q.keyword ?? ''),
    };
  };
  const run = (q: SearchQuery, offset: number, limit: number): Hit => {
    const p = { ...params(q), offset, limit };
    const sort = q.sort ?? (q.keyword?.trim() ? 'relevance' : 'newest');
    if (!q.keyword?.trim()) {
      const stmt = plainPages[sort === 'salary' ? 'salary' : 'newest']!;
      const total = (plainCount.get(p) as { n: number }).n;
      return { total, pks: (stmt.all(p) as { pk: number }[]).map((r) => r.pk), mode: 'all' };
    }
    const forms = formsOf(q.keyword, vocab);
    if (forms === null) return { total: 0, pks: [], mode: 'all' };
    const match = forms.map(expr).join(' AND ');
    const total = (count.get({ ...p, match }) as { n: number }).n;
    if (total > 0 || forms.length < 2) {
      const pks = (pages[sort]!.all({ ...p, match }) as { pk: number }[]).map((r) => r.pk);
      return { total, pks, mode: 'all' };
    }
    // No job has every word: those with the most words, newest first among equals.
    const found = new Map<number, number>();
    for (const f of forms)
      for (const r of all.all({ ...p, match: expr(f) }) as { pk: number }[])
        found.set(r.pk, (found.get(r.pk) ?? 0) + 1);
    const ranked = [...found].sort((a, b) => b[1] - a[1] || b[0] - a[0]).map(([pk]) => pk);
    return { total: ranked.length, pks: ranked.slice(offset, offset + limit), mode: 'some' };
  };
  return {
    name: 'SQLite FTS5 (tuned)',
    search: run,
    suggest: (keyword) => suggestWith(vocab, keyword, (w) => run({ keyword: w }, 0, 0).total > 0),
  };
}

function miniSearchEngine(docs: Map<number, Doc>): Engine {
  const joinedOf = (d: Doc) => {
    const out: string[] = [];
    for (const text of [d.title, d.company, meta(d)]) {
      const chunks = text.toLowerCase().split(/\s+/).filter(Boolean);
      chunks.forEach((c, i) => {
        const j = joinedChunk(c);
        if (j) out.push(j);
        const next = chunks[i + 1];
        if (next && /^[\p{L}\p{N}]+$/u.test(c) && /^[\p{L}\p{N}]+$/u.test(next)) out.push(c + next);
      });
    }
    for (const c of d.description.toLowerCase().split(/\s+/)) {
      const j = joinedChunk(c);
      if (j) out.push(j);
    }
    return out.join(' ');
  };
  const ms = new MiniSearch<{
    id: number;
    title: string;
    company: string;
    meta: string;
    joined: string;
    description: string;
  }>({
    fields: ['title', 'company', 'meta', 'joined', 'description'],
    tokenize: tokensOf,
    processTerm: (t) => t,
    searchOptions: { tokenize: tokensOf, processTerm: (t) => t },
  });
  const counts = new Map<string, number>();
  for (const d of docs.values()) {
    const doc = {
      id: d.pk,
      title: d.title,
      company: d.company,
      meta: meta(d),
      joined: joinedOf(d),
      description: d.description,
    };
    ms.add(doc);
    for (const t of new Set(
      [doc.title, doc.company, doc.meta, doc.joined, doc.description].flatMap(tokensOf),
    ))
      counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  const vocab = new Vocabulary(counts);
  const options = {
    boost: { title: 8, company: 4, meta: 4, joined: 4, description: 2 },
    prefix: (term: string) => term.length > 0,
    fuzzy: (term: string) => (isFuzzyTerm(term) ? 1 : false),
  };
  const queryOf = (forms: Form[]): Query => ({
    combineWith: 'OR',
    queries: forms.map((f) =>
      f.words.length === 1 ? f.words[0]! : { combineWith: 'AND', queries: f.words },
    ),
  });
  const run = (q: SearchQuery, offset: number, limit: number): Hit => {
    const sort = q.sort ?? (q.keyword?.trim() ? 'relevance' : 'newest');
    if (!q.keyword?.trim()) {
      const list = [...docs.values()].filter((d) => passes(d, q));
      list.sort(sort === 'salary' ? bySalary : (a, b) => b.pk - a.pk);
      return { total: list.length, pks: list.slice(offset, offset + limit).map((d) => d.pk), mode: 'all' };
    }
    const forms = formsOf(q.keyword, vocab);
    if (forms === null) return { total: 0, pks: [], mode: 'all' };
    const filter = (r: { id: number }) => passes(docs.get(r.id)!, q);
    const results = ms.search({ combineWith: 'AND', queries: forms.map(queryOf) }, { ...options, filter });
    if (results.length === 0 && forms.length > 1) {
      const found = new Map<number, number>();
      for (const f of forms)
        for (const r of ms.search(queryOf(f), { ...options, filter }))
          found.set(r.id as number, (found.get(r.id as number) ?? 0) + 1);
      const ranked = [...found].sort((a, b) => b[1] - a[1] || b[0] - a[0]).map(([pk]) => pk);
      return { total: ranked.length, pks: ranked.slice(offset, offset + limit), mode: 'some' };
    }
    const exact = titleKey(q.keyword);
    const rows = results.map((r) => ({ d: docs.get(r.id as number)!, score: r.score }));
    if (sort === 'relevance')
      rows.sort(
        (a, b) =>
          Number(titleKey(b.d.title) === exact) - Number(titleKey(a.d.title) === exact) ||
          b.score - a.score ||
          b.d.pk - a.d.pk,
      );
    else rows.sort((a, b) => (sort === 'salary' ? bySalary(a.d, b.d) : b.d.pk - a.d.pk));
    return { total: rows.length, pks: rows.slice(offset, offset + limit).map((r) => r.d.pk), mode: 'all' };
  };
  return {
    name: 'MiniSearch 7.2.0',
    search: run,
    suggest: (keyword) => suggestWith(vocab, keyword, (w) => run({ keyword: w }, 0, 0).total > 0),
  };
}

// ---------------------------------------------------------------- the behaviours

/** The behaviour tests' own jobs, posted through the API (so the hand index has them as the tests do). */
const FIXTURES: [string, Partial<JobBody>][] = [
  ['zEngineer', { title: 'Zorblax Engineer', description: 'Builds things.' }],
  ['zGardener', { title: 'Gardener', description: 'Plants.' }], // by the company "Zorblax Works"
  ['zBaker', { title: 'Baker', description: 'We bake for zorblax fans.' }],
  ['zPilot', { title: 'Zorblax Pilot', description: 'Flies.' }],
  ['zLead', { title: 'Zorblax Quibble Lead', description: 'Leads.' }],
  ['zMaker', { title: 'Quibble Maker', description: 'Knows zorblax.' }],
  ['zCook', { title: 'Cook', description: 'Zorblax and quibble.' }],
  ['qwerty', { title: 'Qwerty Tuner', description: 'Tunes C++ code (fast).' }],
  ['wrangler', { title: 'Node.js Wrangler', description: 'Plain.' }],
  ['frontHyphen', { title: 'Front-End Qwvdev', description: 'Pixels.' }],
  ['frontSpace', { title: 'Front End Qwvdev', description: 'Pixels.' }],
  ['frontJoined', { title: 'Frontend Qwvdev', description: 'Pixels.' }],
  ['software', { title: 'Qwvsys Administrator', category: 'IT & Software', description: 'Servers.' }],
  ['people', { title: 'Qwvpeople Partner', category: 'HR', description: 'Hiring.' }],
  ['lisbon', { title: 'Qwvloc Analyst', location: 'Lisbon, Portugal', description: 'Numbers.' }],
  ['three', { title: 'Qwvmix Senior Python Engineer', description: 'Backend services.' }],
  ['two', { title: 'Qwvmix Python Engineer', description: 'Scripts.' }],
  ['one', { title: 'Qwvmix Gardener', category: 'Other', description: 'Python lover.' }],
  ['statistician', { title: 'Qwvwiden Statistician', type: 'Remote', description: 'Models.' }],
  [
    'partner',
    {
      title: 'HR Business Partner',
      type: 'Full-Time',
      location: 'Qwvtown',
      description: 'A full-time partner.',
    },
  ],
  ['barista', { title: 'Barista', type: 'Part-Time', location: 'Qwvtown', description: 'Coffee.' }],
  [
    'remoteReact',
    { title: 'Frontend Developer', type: 'Remote', location: 'Qwvtown', description: 'React.' },
  ],
  [
    'officeReact',
    { title: 'Frontend Developer', type: 'Full-Time', location: 'Qwvtown', description: 'React.' },
  ],
];

type Probe = (q: SearchQuery & { limit?: number }) => Hit & { docs: Doc[] };

function behaviours(ids: Record<string, number>): [string, (find: Probe, engine: Engine) => boolean][] {
  const titles = (h: { docs: Doc[] }) => h.docs.map((d) => d.title);
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const pksOf = (h: { pks: number[] }) => [...h.pks].sort((a, b) => a - b);
  return [
    [
      'title > company > description, newest among equals',
      (find) =>
        // Title (newest first), then company, then description (newest first).
        same(titles(find({ keyword: 'zorblax' })), [
          'Zorblax Quibble Lead',
          'Zorblax Pilot',
          'Zorblax Engineer',
          'Gardener',
          'Cook',
          'Quibble Maker',
          'Baker',
        ]),
    ],
    [
      'more words in the title rank higher; every word needed',
      (find) => {
        const h = find({ keyword: 'zorblax quibble' });
        return h.total === 3 && same(titles(h), ['Zorblax Quibble Lead', 'Quibble Maker', 'Cook']);
      },
    ],
    [
      'a typo finds what the word finds (engneer)',
      (find) =>
        find({ keyword: 'engneer', limit: 0 }).total === find({ keyword: 'engineer', limit: 0 }).total,
    ],
    [
      'desinger, managr, enginneer: the word first',
      (find) =>
        (
          [
            ['desinger', 'designer'],
            ['managr', 'manager'],
            ['enginneer', 'engineer'],
          ] as const
        ).every(([t, w]) => {
          const h = find({ keyword: t, limit: 1 });
          return h.total > 0 && (h.docs[0]?.title.toLowerCase().includes(w) ?? false);
        }),
    ],
    [
      'typo rules: 5+ letters, first letter, one edit',
      (find) =>
        find({ keyword: 'qwrty' }).total === 1 &&
        find({ keyword: 'qwety' }).total === 1 &&
        find({ keyword: 'qwrt' }).total === 0 &&
        find({ keyword: 'xwerty' }).total === 0 &&
        find({ keyword: 'qwtry' }).total === 0,
    ],
    [
      'punctuation is literal text: c++, (fast), (',
      (find) =>
        find({ keyword: 'c+-' }).total === 0 &&
        find({ keyword: 'c++', limit: 100 }).docs.every((d) =>
          `${d.title} ${d.description}`.toLowerCase().includes('c++'),
        ) &&
        find({ keyword: '(fast)' }).total === 1 &&
        find({ keyword: '(', limit: 100_000 }).pks.includes(ids.qwerty!),
    ],
    [
      'from the start of a word (js wrangler), not inside (rangler)',
      (find) =>
        same(titles(find({ keyword: 'wrangle' })), ['Node.js Wrangler']) &&
        same(titles(find({ keyword: 'js wrangler' })), ['Node.js Wrangler']) &&
        find({ keyword: 'rangler' }).total === 0,
    ],
    [
      'front-end = front end = frontend',
      (find) => {
        const all = [ids.frontHyphen!, ids.frontSpace!, ids.frontJoined!].sort((a, b) => a - b);
        return ['front-end qwvdev', 'front end qwvdev', 'frontend qwvdev'].every((k) =>
          same(pksOf(find({ keyword: k })), all),
        );
      },
    ],
    [
      'plurals meet the singular',
      (find) =>
        find({ keyword: 'qwvloc analysts' }).pks[0] === ids.lisbon &&
        find({ keyword: 'qwvsys administrators' }).pks[0] === ids.software,
    ],
    [
      'every field: category label, location, description',
      (find) =>
        find({ keyword: 'qwvsys software' }).pks[0] === ids.software &&
        find({ keyword: 'qwvpeople human resources' }).pks[0] === ids.people &&
        find({ keyword: 'qwvloc lisbon' }).pks[0] === ids.lisbon &&
        find({ keyword: 'qwvmix backend' }).pks[0] === ids.three,
    ],
    [
      'no job has every word: most words first',
      (find) => {
        const h = find({ keyword: 'qwvmix senior python engineer chef', limit: 100_000 });
        const mine = h.pks.filter((pk) => [ids.three, ids.two, ids.one].includes(pk));
        return h.mode === 'some' && same(mine, [ids.three, ids.two, ids.one]);
      },
    ],
    [
      'spelling suggestion; a made-up word gets none',
      (find, engine) =>
        find({ keyword: 'statstican' }).total === 0 &&
        engine.suggest('statstican') === 'statistician' &&
        find({ keyword: 'xqzzyvk' }).total === 0 &&
        engine.suggest('xqzzyvk') === null,
    ],
    [
      '"part time" finds Part-Time, not partners',
      (find) => {
        const found = (k: string) => find({ keyword: k, location: 'qwvtown' }).pks;
        return ['part time', 'part-time', 'parttime'].every(
          (k) => found(k).includes(ids.barista!) && !found(k).includes(ids.partner!),
        );
      },
    ],
    [
      '"remote react" finds Remote React jobs',
      (find) => {
        const h = find({ keyword: 'remote react', location: 'qwvtown' });
        return h.mode === 'all' && same(pksOf(h), [ids.remoteReact]);
      },
    ],
    [
      'a misspelt city (Berlni) finds Berlin',
      (find) => {
        const berlin = find({ location: 'Berlin', limit: 0 }).total;
        return berlin > 0 && find({ location: 'Berlni', limit: 0 }).total === berlin;
      },
    ],
    [
      'an exact title first, side by side above apart',
      (find) => {
        const t = titles(find({ keyword: 'software engineer', limit: 100 })).map((x) => x.toLowerCase());
        const lastSide = t.findLastIndex((x) => x.includes('software engineer'));
        const firstApart = t.findIndex((x) => x.includes('software support engineer'));
        return t[0] === 'software engineer' && (firstApart === -1 || lastSide < firstApart);
      },
    ],
    [
      'sort by salary; newest without a keyword',
      (find) => {
        const s = find({ keyword: 'engineer', sort: 'salary', limit: 50 }).docs;
        const n = find({ limit: 50 }).docs;
        return (
          s.every((d, i) => i === 0 || bySalary(s[i - 1]!, d) < 0) &&
          n.every((d, i) => i === 0 || n[i - 1]!.pk > d.pk)
        );
      },
    ],
  ];
}

// ---------------------------------------------------------------- load

/** Typical searches, in turn on every connection. */
const TYPICAL = [
  'keyword=engineer&type=Full-Time&category=Engineering&minSalary=80000',
  'keyword=software%20engineer',
  'keyword=data%20analyst',
  'keyword=senior%20engineer&sort=newest',
  'keyword=engneer',
  'keyword=part%20time',
  'keyword=remote%20react',
  'keyword=front%20end%20developer',
  'keyword=manager&location=Berlni',
  'keyword=e',
];

function queryOf(qs: string): SearchQuery {
  const p = new URLSearchParams(qs);
  const n = (k: string) => (p.get(k) ? Number(p.get(k)) : undefined);
  return {
    keyword: p.get('keyword') ?? undefined,
    location: p.get('location') ?? undefined,
    type: p.get('type') ?? undefined,
    category: p.get('category') ?? undefined,
    minSalary: n('minSalary'),
    maxSalary: n('maxSalary'),
    sort: (p.get('sort') as SearchQuery['sort']) ?? undefined,
  };
}

async function serve(
  engine: Engine,
  rows: (pks: number[]) => string,
): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const qs = (req.url ?? '').split('?')[1] ?? '';
    const hit = engine.search(queryOf(qs), 0, 20);
    res.setHeader('content-type', 'application/json');
    res.end(`{"total":${hit.total},"mode":"${hit.mode}","jobs":${rows(hit.pks)}}`);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  return { server, url: `http://127.0.0.1:${address.port}` };
}

async function main(): Promise<void> {
  const t0 = performance.now();
  const app = buildApp({
    seed: true,
    seedSize: SIZE,
    scryptCost: 1024,
    qa: false,
    rateLimits: { enabled: false },
    log: 'off',
  });
  await app.ready();
  const login = async (email: string) =>
    (
      await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Demo1234' } })
    ).json<{ token: string }>().token;
  const employer = await login('employer@demo.test');
  const reg = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name: 'Zorblax',
      email: `zorblax-${Date.now()}@test.dev`,
      password: 'Demo1234',
      role: 'employeer',
      avatar: '',
    },
  });
  if (reg.statusCode !== 201) throw new Error(`register: ${reg.body}`);
  const zorb = reg.json<{ token: string }>().token;
  const named = await app.inject({
    method: 'PUT',
    url: '/api/user/profile',
    headers: { authorization: `Bearer ${zorb}` },
    payload: { companyName: 'Zorblax Works' },
  });
  if (named.statusCode !== 200) throw new Error(`company name: ${named.body}`);
  const ids: Record<string, number> = {};
  for (const [name, over] of FIXTURES) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: { authorization: `Bearer ${name === 'zGardener' ? zorb : employer}` },
      payload: {
        title: 'Job',
        description: 'Text.',
        requirements: 'None.',
        location: 'Boston, MA',
        category: 'Engineering',
        type: 'Full-Time',
        salaryMin: 50_000,
        salaryMax: 90_000,
        ...over,
      },
    });
    if (res.statusCode !== 201) throw new Error(`post ${name}: ${res.body}`);
    ids[name] = app.jobs.findById(res.json<{ _id: string }>()._id)!.pk;
  }
  const { db } = app;
  const docs = new Map<number, Doc>();
  for (const r of db
    .prepare(
      `SELECT j.pk, j.title, u.company_name AS company, j.category, j.type, j.location, j.description,
              j.salary_min, j.salary_max, j.is_closed, j.created_at FROM jobs j JOIN users u ON u.pk = j.employer_pk`,
    )
    .iterate() as Iterable<Record<string, string | number>>) {
    docs.set(r.pk as number, {
      pk: r.pk as number,
      title: r.title as string,
      company: r.company as string,
      category: r.category as string,
      type: r.type as string,
      location: r.location as string,
      description: r.description as string,
      salaryMin: r.salary_min as number,
      salaryMax: r.salary_max as number,
      isClosed: r.is_closed === 1,
      createdAt: Date.parse(r.created_at as string),
    });
  }
  console.log(`${docs.size} jobs seeded, indexed and loaded in ${Math.round(performance.now() - t0)} ms`);
  const rowsStmt = db.prepare(
    `SELECT json_group_array(json_object('_id', j.id, 'title', j.title, 'location', j.location, 'type', j.type))
       AS rows FROM (SELECT value AS pk, key AS i FROM json_each(?)) p JOIN jobs j ON j.pk = p.pk ORDER BY p.i`,
  );
  const rows = (pks: number[]) => (rowsStmt.get(JSON.stringify(pks)) as { rows: string }).rows;

  const hand: Engine = {
    name: 'hand-written index (today)',
    search: (q, offset, limit) => app.jobs.index.search(q, offset, limit),
    suggest: (keyword) => app.jobs.index.help({ keyword }).suggestion,
  };
  const makers: [string, () => Engine][] = [
    ['hand', () => hand],
    ['fts5', () => fts5Engine(db, docs)],
    ['minisearch', () => miniSearchEngine(docs)],
  ];
  const checks = behaviours(ids);
  const table: string[] = [];
  for (const [, make] of makers) {
    const t = performance.now();
    const engine = make();
    const buildMs = Math.round(performance.now() - t);
    const find: Probe = (q) => {
      const hit = engine.search(q, 0, q.limit ?? 50);
      return { ...hit, docs: hit.pks.map((pk) => docs.get(pk)!) };
    };
    // BENCH_SHOW=zorblax,rangler: each engine's first titles for those keywords (why a check fails).
    for (const keyword of (process.env.BENCH_SHOW ?? '').split(',').filter(Boolean))
      console.log(
        `    ${keyword}: ${find({ keyword, limit: 8 })
          .docs.map((d) => `${d.title} (${d.company})`)
          .join(' | ')}`,
      );
    const failed: string[] = [];
    for (const [name, check] of checks) {
      let ok = false;
      try {
        ok = check(find, engine);
      } catch (err) {
        console.error(`${engine.name}: ${name}: ${String(err)}`);
      }
      if (!ok) failed.push(name);
    }
    // One connection, one query after another: each typical search's own time.
    const single = TYPICAL.map((qs) => {
      const q = queryOf(qs);
      for (let i = 0; i < 3; i++) engine.search(q, 0, 20);
      const s = performance.now();
      const n = 20;
      for (let i = 0; i < n; i++) engine.search(q, 0, 20);
      return (performance.now() - s) / n;
    });
    const { server, url } = await serve(engine, rows);
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: TYPICAL.map((qs) => ({ method: 'GET', path: `/?${qs}` })),
    });
    await new Promise<void>((r) => server.close(() => r()));
    const line = `| ${engine.name.padEnd(27)} | ${String(checks.length - failed.length).padStart(2)} of ${checks.length} | ${result.latency.p50.toFixed(0).padStart(5)} | ${result.latency.p99.toFixed(0).padStart(5)} | ${result.requests.average.toFixed(0).padStart(6)} | ${Math.max(
      ...single,
    )
      .toFixed(2)
      .padStart(8)} | ${String(buildMs).padStart(7)} | ${result.non2xx + result.errors} |`;
    console.log(line);
    if (failed.length > 0) console.log(`    misses: ${failed.join('; ')}`);
    console.log(
      `    per typical search, ms: ${TYPICAL.map((qs, i) => `${decodeURIComponent(qs)} ${single[i]!.toFixed(2)}`).join(', ')}`,
    );
    table.push(line, ...(failed.length > 0 ? [`|   misses: ${failed.join('; ')}`] : []));
  }
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s each, the ${TYPICAL.length} typical searches in turn; ${docs.size} jobs\n`,
  );
  console.log(
    '| engine                      | behaviours | p50 ms | p99 ms | req/s  | slowest ms | build ms | errors |',
  );
  console.log(
    '| --------------------------- | ---------- | ------ | ------ | ------ | ---------- | -------- | ------ |',
  );
  for (const line of table) console.log(line);
  await app.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
