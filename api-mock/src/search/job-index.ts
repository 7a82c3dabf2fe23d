// In-memory search index over the jobs table, kept in step by the jobs repository on every write.
//
// Why not FTS5 or a search library: the list needs the exact total of matches, relevance or newest or
// salary order, and typo tolerance, at 100,000 jobs in well under a millisecond. FTS5 must visit every
// matching row to count and order them; minisearch and flexsearch build a result object per match and
// sort them (tens to hundreds of ms for a common word here; the README has the figures). Here every
// filter is a bitmap over the job's integer key (`jobs.pk`, which grows with creation, so "newest first"
// is "highest bit first"):
//   - open / type / category: one bitmap each, updated on write;
//   - keyword: each term is looked up in a sorted dictionary of the jobs' keys (text.ts, dictionary.ts),
//     giving a bitmap of the jobs it matches and its score in each of them, kept as 4 bit planes;
//   - location: a substring of one of the (few) distinct location strings;
//   - salary range: a bitmap per (min, max); date posted: a range of keys (creation order).
// Term, location and salary bitmaps are cached, and a write updates the cached ones in place (a new or
// edited job sets its bits where it matches, a deleted one clears its bits): a write never throws away
// the work of the reads. A query is then a handful of AND passes over 100,000 / 32 words, the total a
// popcount, and a page a walk from the top bit (by score planes for relevance, see bits.ts).
import {
  CATEGORY_LABELS,
  JOB_CATEGORIES,
  JOB_TYPES,
  type JobCategory,
  LIMITS,
  type SearchFilter,
} from '@portal/contracts/constants';
import { Lru } from '../lib/lru.js';
import { clearBit, hasBit, PageCollector, popcount, resized, ScorePlanes, setBit } from './bits.js';
import { COMPANY, DESCRIPTION, Dictionary, TITLE } from './dictionary.js';
import {
  chunksOf,
  editDistance,
  fuzzyCandidates,
  fuzzyPrefixMatch,
  isFuzzyTerm,
  isPlainWord,
  joinedChunk,
  keysOfChunk,
  locationMatches,
  MAX_KEY_LENGTH,
  MAX_KEYS_PER_DOC,
  partsOf,
  stemPlural,
  termsOf,
} from './text.js';

export interface IndexDoc {
  pk: number;
  title: string;
  companyName: string;
  description: string;
  location: string;
  type: string;
  category: string;
  salaryMin: number;
  salaryMax: number;
  isClosed: boolean;
  /** Creation time, ms since the epoch. */
  createdAt: number;
}

export type SearchSort = 'relevance' | 'newest' | 'salary';

/** An open job as the job alerts see it (JobIndex.alertView). */
export interface AlertJobView {
  type: string;
  category: string;
  /** Lower-cased, as a location filter matches it. */
  location: string;
  /** Its search keys (word starts, see text.ts). */
  keys: string[];
  /** Whether the query (an alert's criteria) finds this job, by the list's own rules. */
  matches(query: SearchQuery): boolean;
}

export interface SearchQuery {
  keyword?: string | undefined;
  location?: string | undefined;
  type?: string | undefined;
  category?: string | undefined;
  minSalary?: number | undefined;
  maxSalary?: number | undefined;
  /** Only jobs created at or after this time (ms since the epoch). */
  postedSince?: number | undefined;
  /** Default: relevance with a keyword, newest without. */
  sort?: SearchSort | undefined;
}

export interface SearchResult {
  total: number;
  pks: number[];
  /**
   * `all`: the jobs have every word of the keyword (or there is none). `some`: no open job had them all,
   * so these are the jobs with the most of them, most first.
   */
  mode: 'all' | 'some';
  /** The keyword's words, as typed (at most MAX_QUERY_TERMS). */
  words: string[];
  /** Per job of `pks`, the words it lacks (always [] in `all` mode). */
  missing: string[][];
}

/**
 * What to offer when a search found nothing: a spelling of the keyword the jobs use, filters to drop, and
 * (when there is no spelling to offer) the categories that have jobs.
 */
export interface SearchHelp {
  suggestion: string | null;
  widen: { filter: SearchFilter; total: number }[];
  related: { category: JobCategory; label: string; total: number }[];
}

/**
 * One word of the keyword as the index looks it up: its parts ("front-end" → front, end; one part for most
 * words), each a simple plural made singular, and whether it is a plain word that may be joined with its
 * neighbour ("front end" also finds "frontend").
 */
interface Unit {
  label: string;
  parts: string[];
  plain: boolean;
}

/** Trailing sentence punctuation a person types after a word ("python, sql") is not part of it. */
const TRAILING = /(?<=[\p{L}\p{N}])[,;:.!?]+$/u;

/**
 * The job types of two words ("Part-Time", "Full-Time"), joined as a job's own key gives them. Typed as
 * one word or two ("part-time", "part time", "parttime"), they are one word that only the type (or a job
 * saying it) has: "part" alone would also find "Partner", and "time" every full-time job.
 */
const TYPE_PHRASES = new Set(
  JOB_TYPES.map((t) => partsOf(t.toLowerCase()))
    .filter((p) => p.length > 1)
    .map((p) => p.join('')),
);

export function unitsOf(keyword: string | undefined): Unit[] {
  const units = termsOf(keyword).map((label): Unit => {
    const word = label.replace(TRAILING, '');
    const parts = partsOf(word).map(stemPlural);
    if (parts.length > 1 && TYPE_PHRASES.has(parts.join('')))
      return { label, parts: [parts.join('')], plain: false };
    return { label, parts, plain: parts.length === 1 && isPlainWord(parts[0]!) };
  });
  for (let i = 0; i + 1 < units.length; i++) {
    const [a, b] = [units[i]!, units[i + 1]!];
    const joined = a.parts[0]! + b.parts[0]!;
    if (a.plain && b.plain && TYPE_PHRASES.has(joined)) {
      // Both words stay (each is a word of the keyword), both looking for the type.
      units[i] = { label: a.label, parts: [joined], plain: false };
      units[i + 1] = { label: b.label, parts: [joined], plain: false };
    }
  }
  return units;
}

/** A title or keyword as compared for an exact title: lower-cased, single spaces. */
export const titleKey = (text: string): string => chunksOf(text).join(' ');

/** A term's matches: `any` (in some field, exactly or with a typo) and its score in each job (4 planes). */
interface TermBits {
  any: Uint32Array;
  score: Uint32Array[];
}

/** The highest field of a field mask (title 4, company 2, description 1, none 0). */
const BEST_FIELD = [0, 1, 2, 2, 4, 4, 4, 4];
/**
 * A term's score in one job: its best field, title 4, company 2, description 1, doubled for an exact
 * match (so an exact title match is 8, a title match with a typo 4, an exact description match 2).
 * The best field rather than the sum, so that a job saying the term in its title and again in its
 * description does not outrank a newer one that says it in its title only. At most 8: 4 planes.
 */
const termScore = (exact: number, fuzzy: number): number =>
  Math.max(2 * BEST_FIELD[exact]!, BEST_FIELD[fuzzy]!);
const TERM_PLANES = 4;
/**
 * Bonuses on top of the words' scores, each worth one more title word: a job whose title has two
 * neighbouring words of the keyword side by side ("Junior Software Engineer" for "software engineer", over
 * "Software Support Engineer"), and one whose whole title is the keyword, which then comes first.
 */
const PHRASE_BONUS = 8;
const EXACT_TITLE_BONUS = 8;
/** The score plane of an exact title match (a term's score 8, see termScore). */
const EXACT_TITLE_PLANE = 3;
/**
 * A word found counts more than any relevance: in `some` mode the jobs with more of the words come first,
 * then the better matches among them. 8 words × 128 + 8 × 8 fits in 11 planes.
 */
const WORD_FOUND = 128;
/**
 * Enough for every sum this index makes (partial matches above, similar jobs' 16 + 8 + 6 × 8, or a
 * recommendation's 2 × 512 + 6 × 64 + 32 + 16 + 4 × 8, below 2^11).
 */
const SCORE_PLANES = 11;
const MAX_UNITS = 8;
/** Keys looked at for a spelling suggestion, at most. */
const MAX_SUGGEST_VISITS = 20_000;
/** Similar jobs: the same category weighs two title words, the same type one. */
const SIMILAR_CATEGORY = 16;
const SIMILAR_TYPE = 8;
const SIMILAR_TERMS = 6;
const STOP_WORDS = new Set(['and', 'the', 'for', 'with', 'our', 'you', 'are', 'job']);

const TYPE_INDEX = new Map<string, number>(JOB_TYPES.map((t, i) => [t, i]));
const CATEGORY_INDEX = new Map<string, number>(JOB_CATEGORIES.map((c, i) => [c, i]));
const MAX_CACHED = 256;
const INT32_MAX = 2 ** 31 - 1;

const bare = (chunk: string) => chunk.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/**
 * The distinct keys of a job with their fields, title and company first, at most MAX_KEYS_PER_DOC. The
 * category (with its label: "Human Resources"), the type ("Remote", "Part-Time") and the location count as
 * the company does. A word with
 * joiners also gives its joined form ("front-end" → "frontend"), and two plain words side by side in the
 * title, company, category or location give theirs ("Front End" → "frontend"), so that "frontend",
 * "front-end" and "front end" find each other.
 */
export function docKeys(
  doc: Pick<IndexDoc, 'title' | 'companyName' | 'description' | 'category' | 'type' | 'location'>,
): Map<string, number> {
  const keys = new Map<string, number>();
  const add = (key: string, field: number) => {
    const had = keys.get(key);
    if (had !== undefined) keys.set(key, had | field);
    else if (keys.size < MAX_KEYS_PER_DOC) keys.set(key, field);
  };
  const label = CATEGORY_LABELS[doc.category as JobCategory] ?? '';
  const meta = `${doc.category}${label === doc.category ? '' : ` ${label}`} ${doc.type} ${doc.location}`;
  for (const [text, field] of [
    [doc.title, TITLE],
    [doc.companyName, COMPANY],
    [meta, COMPANY],
    [doc.description, DESCRIPTION],
  ] as const) {
    const chunks = chunksOf(text);
    for (let i = 0; i < chunks.length; i++) {
      const chunk = chunks[i]!;
      keysOfChunk(chunk, (key) => add(key, field));
      const joined = joinedChunk(chunk);
      if (joined) add(joined.slice(0, MAX_KEY_LENGTH), field);
      if (field !== DESCRIPTION && i + 1 < chunks.length) {
        const a = bare(chunk);
        const b = bare(chunks[i + 1]!);
        if (a && b && isPlainWord(a) && isPlainWord(b)) add((a + b).slice(0, MAX_KEY_LENGTH), field);
      }
    }
  }
  return keys;
}

interface SalaryBits {
  min: number;
  max: number;
  bits: Uint32Array;
}

export class JobIndex {
  private capacity = 0;
  private words = 0;
  /** Words in use: one past the word of the highest key ever added (later words are all zero). */
  private usedWords = 0;
  private open = new Uint32Array(0);
  private byType: Uint32Array[] = JOB_TYPES.map(() => new Uint32Array(0));
  private byCategory: Uint32Array[] = JOB_CATEGORIES.map(() => new Uint32Array(0));
  private typeOf = new Int8Array(0);
  private categoryOf = new Int8Array(0);
  private salaryMin = new Int32Array(0);
  private salaryMax = new Int32Array(0);
  private present = new Uint8Array(0);
  private docLocation = new Int32Array(0);
  private docKeyIds: (Uint32Array | undefined)[] = [];
  /** Jobs by their title (titleKey), for the exact title's bonus; and each job's, to take it out. */
  private readonly byTitle = new Map<string, Set<number>>();
  private docTitle: (string | undefined)[] = [];

  /** Creation times by key. Kept for removed keys too, so that the array stays in creation order. */
  private createdAt = new Float64Array(0);
  private maxPk = -1;
  /** Whether createdAt never decreases with the key (then "posted since" is a key range). */
  private createdInOrder = true;

  /** Keys sorted by salary, best first (see `bySalary`). */
  private salaryOrder = new Int32Array(0);
  private salaryCount = 0;

  private readonly dict = new Dictionary();
  private readonly locations = new Dictionary();

  private readonly termCache = new Lru<string, TermBits>(MAX_CACHED);
  private readonly locationCache = new Lru<string, Uint32Array>(MAX_CACHED);
  private readonly salaryCache = new Lru<string, SalaryBits>(MAX_CACHED);

  private scratch = new Uint32Array(0);
  /** The jobs with the keyword as their whole title, for the query at hand. */
  private titleBits = new Uint32Array(0);
  /** The filters' result before the keyword, kept for `some` mode. */
  private filtered = new Uint32Array(0);
  /** Per word of the keyword, its matches when they are more than one cached term (parts, joined forms). */
  private unitSlots: TermBits[] = [];
  private nonZero = new Int32Array(0);
  private planes = new ScorePlanes(SCORE_PLANES, 0);
  private exactMask = new Uint8Array(0);
  private fuzzyMask = new Uint8Array(0);

  /** Number of documents held (open and closed). */
  size = 0;
  /** Term, location and salary bitmaps computed (cache misses), for tests and the stats. */
  private misses = 0;

  clear(): void {
    Object.assign(this, new JobIndex());
  }

  private grow(pk: number): void {
    if (pk < this.capacity) return;
    let cap = Math.max(1024, this.capacity);
    while (cap <= pk) cap *= 2;
    const words = cap >>> 5;
    const typed = <T extends Int8Array | Uint8Array | Int32Array | Float64Array>(
      old: T,
      make: (n: number) => T,
    ) => {
      const next = make(cap);
      next.set(old);
      return next;
    };
    this.open = resized(this.open, words);
    this.byType = this.byType.map((b) => resized(b, words));
    this.byCategory = this.byCategory.map((b) => resized(b, words));
    this.typeOf = typed(this.typeOf, (n) => new Int8Array(n));
    this.categoryOf = typed(this.categoryOf, (n) => new Int8Array(n));
    this.salaryMin = typed(this.salaryMin, (n) => new Int32Array(n));
    this.salaryMax = typed(this.salaryMax, (n) => new Int32Array(n));
    this.present = typed(this.present, (n) => new Uint8Array(n));
    this.docLocation = typed(this.docLocation, (n) => new Int32Array(n).fill(-1));
    this.createdAt = typed(this.createdAt, (n) => new Float64Array(n));
    this.salaryOrder = typed(this.salaryOrder, (n) => new Int32Array(n));
    this.exactMask = new Uint8Array(cap);
    this.fuzzyMask = new Uint8Array(cap);
    this.scratch = new Uint32Array(words);
    this.filtered = new Uint32Array(words);
    this.unitSlots = Array.from({ length: MAX_UNITS }, () => ({
      any: new Uint32Array(words),
      score: Array.from({ length: TERM_PLANES }, () => new Uint32Array(words)),
    }));
    this.nonZero = new Int32Array(words);
    this.planes = new ScorePlanes(SCORE_PLANES, words);
    for (const t of this.termCache.map.values()) {
      t.any = resized(t.any, words);
      t.score = t.score.map((b) => resized(b, words));
    }
    for (const [k, b] of this.locationCache.map) this.locationCache.map.set(k, resized(b, words));
    for (const s of this.salaryCache.map.values()) s.bits = resized(s.bits, words);
    this.capacity = cap;
    this.words = words;
  }

  /** Drops every cached bitmap (after a bulk change, cheaper than updating them job by job). */
  forgetCaches(): void {
    this.termCache.map.clear();
    this.locationCache.map.clear();
    this.salaryCache.map.clear();
  }

  /**
   * Adds or replaces a job. Cached bitmaps are updated in place unless `updateCaches` is false (a bulk
   * load, which calls forgetCaches after).
   */
  upsert(doc: IndexDoc, updateCaches = true): void {
    const keys = docKeys(doc);
    // An edit keeps the postings it does not change: common words have long postings, and moving them
    // out and back in for every edit would cost milliseconds.
    if (this.present[doc.pk]) this.unindex(doc.pk, keys);
    this.grow(doc.pk);
    const { pk } = doc;
    const word = pk >>> 5;
    this.present[pk] = 1;
    this.size++;
    if (word + 1 > this.usedWords) this.usedWords = word + 1;
    if (!doc.isClosed) setBit(this.open, pk);
    const t = TYPE_INDEX.get(doc.type) ?? -1;
    const c = CATEGORY_INDEX.get(doc.category) ?? -1;
    this.typeOf[pk] = t;
    this.categoryOf[pk] = c;
    if (t >= 0) setBit(this.byType[t]!, pk);
    if (c >= 0) setBit(this.byCategory[c]!, pk);
    this.salaryMin[pk] = doc.salaryMin;
    this.salaryMax[pk] = doc.salaryMax;
    this.insertBySalary(pk);
    this.setCreated(pk, doc.createdAt);

    const title = titleKey(doc.title);
    this.docTitle[pk] = title;
    const same = this.byTitle.get(title);
    if (same) same.add(pk);
    else this.byTitle.set(title, new Set([pk]));

    const ids = new Uint32Array(keys.size);
    let i = 0;
    for (const [key, fields] of keys) ids[i++] = this.dict.add(key, pk, fields);
    this.docKeyIds[pk] = ids;

    const location = doc.location.toLowerCase();
    this.docLocation[pk] = this.locations.add(location, pk, 0);
    if (updateCaches) this.addToCaches(pk, keys, location);
  }

  remove(pk: number): void {
    this.unindex(pk);
  }

  /** Takes a job out of the index, except the postings of `keep` (its new keys) that stay the same. */
  private unindex(pk: number, keep?: Map<string, number>): void {
    if (pk >= this.capacity || !this.present[pk]) return;
    this.present[pk] = 0;
    this.size--;
    clearBit(this.open, pk);
    for (const bits of this.byType) clearBit(bits, pk);
    for (const bits of this.byCategory) clearBit(bits, pk);
    this.removeBySalary(pk);
    for (const id of this.docKeyIds[pk] ?? []) {
      if (keep !== undefined && keep.get(this.dict.keyOf(id)!) === this.dict.fieldsOf(id, pk)) continue;
      this.dict.remove(id, pk);
    }
    this.docKeyIds[pk] = undefined;
    const title = this.docTitle[pk];
    const same = title === undefined ? undefined : this.byTitle.get(title);
    if (same) {
      same.delete(pk);
      if (same.size === 0) this.byTitle.delete(title!);
    }
    this.docTitle[pk] = undefined;
    const loc = this.docLocation[pk]!;
    if (loc >= 0) this.locations.remove(loc, pk);
    this.docLocation[pk] = -1;
    for (const t of this.termCache.map.values()) {
      clearBit(t.any, pk);
      for (const plane of t.score) clearBit(plane, pk);
    }
    for (const bits of this.locationCache.map.values()) clearBit(bits, pk);
    for (const s of this.salaryCache.map.values()) clearBit(s.bits, pk);
  }

  setClosed(pk: number, isClosed: boolean): void {
    if (pk >= this.capacity || !this.present[pk]) return;
    if (isClosed) clearBit(this.open, pk);
    else setBit(this.open, pk);
  }

  /** Sets a new job's bits in every cached bitmap it matches. */
  private addToCaches(pk: number, keys: Map<string, number>, location: string): void {
    if (this.termCache.map.size > 0) {
      // A term only ever matches keys with its first character: group the job's keys by it once.
      const byFirst = new Map<number, [string, number][]>();
      for (const entry of keys) {
        const first = entry[0].charCodeAt(0);
        const group = byFirst.get(first);
        if (group) group.push(entry);
        else byFirst.set(first, [entry]);
      }
      for (const [term, bits] of this.termCache.map) {
        const group = byFirst.get(term.charCodeAt(0));
        if (!group) continue;
        const fuzzy = isFuzzyTerm(term);
        let exactFields = 0;
        let fuzzyFields = 0;
        for (const [key, fields] of group) {
          if (key.startsWith(term)) exactFields |= fields;
          else if (fuzzy && fuzzyPrefixMatch(term, key)) fuzzyFields |= fields;
        }
        if (exactFields === 0 && fuzzyFields === 0) continue;
        setBit(bits.any, pk);
        const score = termScore(exactFields, fuzzyFields);
        for (let p = 0; p < TERM_PLANES; p++) if ((score >>> p) & 1) setBit(bits.score[p]!, pk);
      }
    }
    for (const [needle, bits] of this.locationCache.map)
      if (locationMatches(needle, location)) setBit(bits, pk);
    for (const s of this.salaryCache.map.values())
      if (this.salaryOverlaps(pk, s.min, s.max)) setBit(s.bits, pk);
  }

  private salaryOverlaps(pk: number, min: number, max: number): boolean {
    return this.salaryMax[pk]! >= min && this.salaryMin[pk]! <= max;
  }

  // ------------------------------------------------------------------ creation order and date filter

  private setCreated(pk: number, at: number): void {
    const created = this.createdAt;
    if (pk > this.maxPk) {
      // Keys never used in between take the previous time, so the array stays in order.
      const fill = this.maxPk >= 0 ? created[this.maxPk]! : at;
      for (let k = this.maxPk + 1; k < pk; k++) created[k] = fill;
      if (this.maxPk >= 0 && at < fill) this.createdInOrder = false;
      this.maxPk = pk;
    } else if ((pk > 0 && at < created[pk - 1]!) || (pk < this.maxPk && at > created[pk + 1]!)) {
      this.createdInOrder = false;
    }
    created[pk] = at;
  }

  /** Keeps only the jobs of `result` created at or after `since`. */
  private filterPostedSince(result: Uint32Array, since: number, n: number): void {
    const created = this.createdAt;
    if (this.createdInOrder) {
      // The first key created at or after `since` (binary search); every key before it goes.
      let lo = 0;
      let hi = this.maxPk + 1;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (created[mid]! < since) lo = mid + 1;
        else hi = mid;
      }
      const word = lo >>> 5;
      result.fill(0, 0, Math.min(word, n));
      const bit = lo & 31;
      if (word < n && bit !== 0) result[word]! &= ~((1 << bit) - 1);
      return;
    }
    for (let pk = 0; pk <= this.maxPk; pk++) if (created[pk]! < since) clearBit(result, pk);
  }

  // ------------------------------------------------------------------ salary order

  /** Whether job a comes before job b by salary: higher maximum, then higher minimum, then newer. */
  private salaryBefore(a: number, b: number): boolean {
    const ma = this.salaryMax[a]!;
    const mb = this.salaryMax[b]!;
    if (ma !== mb) return ma > mb;
    const na = this.salaryMin[a]!;
    const nb = this.salaryMin[b]!;
    if (na !== nb) return na > nb;
    return a > b;
  }

  private salaryPosition(pk: number): number {
    let lo = 0;
    let hi = this.salaryCount;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.salaryBefore(this.salaryOrder[mid]!, pk)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private insertBySalary(pk: number): void {
    const at = this.salaryPosition(pk);
    this.salaryOrder.copyWithin(at + 1, at, this.salaryCount);
    this.salaryOrder[at] = pk;
    this.salaryCount++;
  }

  private removeBySalary(pk: number): void {
    const at = this.salaryPosition(pk);
    if (this.salaryOrder[at] !== pk) return;
    this.salaryOrder.copyWithin(at, at + 1, this.salaryCount);
    this.salaryCount--;
  }

  // ------------------------------------------------------------------ cached bitmaps

  private term(term: string): TermBits {
    const hit = this.termCache.get(term);
    if (hit) return hit;
    this.misses++;
    const words = this.words;
    const any = new Uint32Array(words);
    const score = Array.from({ length: TERM_PLANES }, () => new Uint32Array(words));
    const exact = this.exactMask;
    const fuzzy = this.fuzzyMask;
    const touched: number[] = [];
    this.dict.forPrefix(term, (_key, postings) =>
      Dictionary.each(postings, (pk, fields) => {
        if (exact[pk] === 0 && fuzzy[pk] === 0) touched.push(pk);
        exact[pk]! |= fields;
      }),
    );
    if (isFuzzyTerm(term)) {
      const seen = new Set<string>();
      for (const candidate of fuzzyCandidates(term, (prefix) => this.dict.nextChars(prefix))) {
        this.dict.forPrefix(candidate, (key, postings) => {
          if (seen.has(key)) return;
          seen.add(key);
          if (key.startsWith(term) || !fuzzyPrefixMatch(term, key)) return;
          Dictionary.each(postings, (pk, fields) => {
            if (exact[pk] === 0 && fuzzy[pk] === 0) touched.push(pk);
            fuzzy[pk]! |= fields;
          });
        });
      }
    }
    for (const pk of touched) {
      const s = termScore(exact[pk]!, fuzzy[pk]!);
      exact[pk] = 0;
      fuzzy[pk] = 0;
      setBit(any, pk);
      for (let p = 0; p < TERM_PLANES; p++) if ((s >>> p) & 1) setBit(score[p]!, pk);
    }
    return this.termCache.set(term, { any, score });
  }

  private location(needle: string): Uint32Array {
    const hit = this.locationCache.get(needle);
    if (hit) return hit;
    this.misses++;
    const bits = new Uint32Array(this.words);
    this.locations.forEachKey((location, postings) => {
      if (locationMatches(needle, location)) Dictionary.each(postings, (pk) => setBit(bits, pk));
    });
    return this.locationCache.set(needle, bits);
  }

  private salary(min: number, max: number): Uint32Array {
    const key = `${min}:${max}`;
    const hit = this.salaryCache.get(key);
    if (hit) return hit.bits;
    this.misses++;
    const bits = new Uint32Array(this.words);
    for (let pk = 0; pk <= this.maxPk; pk++) {
      if (this.present[pk] && this.salaryOverlaps(pk, min, max)) setBit(bits, pk);
    }
    return this.salaryCache.set(key, { min, max, bits }).bits;
  }

  // ------------------------------------------------------------------ queries

  /** The words of `result` (below n) that hold any match, in order; returns their count. */
  private listNonZero(result: Uint32Array, n: number): number {
    const list = this.nonZero;
    let count = 0;
    for (let i = 0; i < n; i++) if (result[i] !== 0) list[count++] = i;
    return count;
  }

  /**
   * A word's matches: its one cached term, or, when it has parts or may be joined with a neighbour, the
   * combination in its slot: every part (or the parts joined), or the word joined with the next or the
   * previous one. A job found only by a joined form takes that form's score.
   */
  private unitBits(units: Unit[], i: number): TermBits {
    const unit = units[i]!;
    const n = this.usedWords;
    const alternatives: TermBits[] = [];
    const joinable = (key: string) => key.length <= MAX_KEY_LENGTH && this.dict.hasPrefix(key);
    let base: TermBits;
    if (unit.parts.length === 1) base = this.term(unit.parts[0]!);
    else {
      const slot = this.unitSlots[i]!;
      const parts = unit.parts.map((p) => this.term(p));
      slot.any.set(parts[0]!.any.subarray(0, n));
      for (const part of parts.slice(1)) for (let w = 0; w < n; w++) slot.any[w]! &= part.any[w]!;
      for (let p = 0; p < TERM_PLANES; p++) {
        const plane = slot.score[p]!;
        const first = parts[0]!.score[p]!;
        for (let w = 0; w < n; w++) plane[w] = first[w]! & slot.any[w]!;
      }
      base = slot;
      const joined = unit.parts.join('');
      if (joinable(joined)) alternatives.push(this.term(joined));
    }
    if (unit.plain) {
      const word = unit.parts[0]!;
      const before = units[i - 1];
      const after = units[i + 1];
      if (before?.plain && joinable(before.parts[0]! + word))
        alternatives.push(this.term(before.parts[0]! + word));
      if (after?.plain && joinable(word + after.parts[0]!))
        alternatives.push(this.term(word + after.parts[0]!));
    }
    if (alternatives.length === 0) return base;
    const slot = this.unitSlots[i]!;
    if (base !== slot) {
      slot.any.set(base.any.subarray(0, n));
      for (let p = 0; p < TERM_PLANES; p++) slot.score[p]!.set(base.score[p]!.subarray(0, n));
    }
    for (const alt of alternatives) {
      for (let p = 0; p < TERM_PLANES; p++) {
        const plane = slot.score[p]!;
        const other = alt.score[p]!;
        for (let w = 0; w < n; w++) plane[w]! |= other[w]! & ~slot.any[w]!;
      }
      for (let w = 0; w < n; w++) slot.any[w]! |= alt.any[w]!;
    }
    return slot;
  }

  /**
   * Open jobs matching the query: the total, and the page's keys in result order. When no open job has
   * every word of the keyword, the jobs with the most of them (`some` mode), with the words each lacks.
   */
  search(query: SearchQuery, offset: number, limit: number): SearchResult {
    const n = this.usedWords;
    const result = this.scratch;
    result.set(this.open.subarray(0, n));
    const and = (bits: Uint32Array) => {
      for (let i = 0; i < n; i++) result[i]! &= bits[i]!;
    };
    if (query.type) {
      const t = TYPE_INDEX.get(query.type);
      if (t === undefined) return { total: 0, pks: [], mode: 'all', words: [], missing: [] };
      and(this.byType[t]!);
    }
    if (query.category) {
      const c = CATEGORY_INDEX.get(query.category);
      if (c === undefined) return { total: 0, pks: [], mode: 'all', words: [], missing: [] };
      and(this.byCategory[c]!);
    }
    const loc = query.location?.trim().toLowerCase();
    if (loc) and(this.location(loc));
    if (query.minSalary !== undefined || query.maxSalary !== undefined) {
      and(this.salary(query.minSalary ?? 0, query.maxSalary ?? INT32_MAX));
    }
    if (query.postedSince !== undefined) this.filterPostedSince(result, query.postedSince, n);
    const units = unitsOf(query.keyword);
    const labels = units.map((u) => u.label);
    const terms = units.map((_, i) => this.unitBits(units, i));
    if (terms.length > 1) this.filtered.set(result.subarray(0, n));
    for (const t of terms) and(t.any);

    let count = this.listNonZero(result, n);
    const words = this.nonZero;
    let total = 0;
    for (let k = 0; k < count; k++) total += popcount(result[words[k]!]!);

    const page = new PageCollector(offset, limit);
    if (total === 0 && terms.length > 1) {
      // No job has every word: the jobs with any of them, those with more words first.
      for (let i = 0; i < n; i++) {
        let any = 0;
        for (const t of terms) any |= t.any[i]!;
        result[i] = this.filtered[i]! & any;
      }
      count = this.listNonZero(result, n);
      for (let k = 0; k < count; k++) total += popcount(result[words[k]!]!);
      const planes = this.planes;
      planes.reset(words, count, SCORE_PLANES);
      for (const t of terms) {
        planes.addBits(t.any, WORD_FOUND, words, count);
        planes.addPlanes(t.score, words, count);
      }
      planes.collect(result, words, count, total, page, planes.planes);
      const missing = page.pks.map((pk) => labels.filter((_, i) => !hasBit(terms[i]!.any, pk)));
      return { total, pks: page.pks, mode: 'some', words: labels, missing };
    }
    const sort = query.sort ?? 'relevance';
    if (sort === 'salary') {
      if (total * 16 < this.salaryCount) {
        // Few matches: sort them rather than walk the whole salary order.
        const all = new PageCollector(0, total);
        all.bitmap(result, words, count);
        all.pks.sort((a, b) => (this.salaryBefore(a, b) ? -1 : 1));
        for (const pk of all.pks) page.one(pk);
      } else {
        for (let k = 0; k < this.salaryCount && !page.done; k++) {
          const pk = this.salaryOrder[k]!;
          if (hasBit(result, pk)) page.one(pk);
        }
      }
    } else if (sort === 'relevance' && terms.length > 0) {
      const planes = this.planes;
      const bonuses = this.bonuses(units, query.keyword ?? '');
      if (terms.length === 1 && bonuses.length === 0) {
        planes.collect(result, words, count, total, page, terms[0]!.score);
      } else {
        const used = bitsFor(terms.length * 8 + bonuses.reduce((sum, b) => sum + b.weight, 0));
        planes.reset(words, count, used);
        for (const t of terms) planes.addPlanes(t.score, words, count);
        for (const b of bonuses) planes.addBits(b.bits, b.weight, words, count);
        planes.collect(result, words, count, total, page, planes.planes.slice(0, used));
      }
    } else {
      page.bitmap(result, words, count);
    }
    return { total, pks: page.pks, mode: 'all', words: labels, missing: page.pks.map(() => []) };
  }

  /**
   * The relevance bonuses of a keyword: per pair of neighbouring plain words, the jobs whose title has
   * them side by side (the pair's joined key, which a title's neighbouring words give, in the title); and
   * the jobs whose title is the keyword.
   */
  private bonuses(units: Unit[], keyword: string): { bits: Uint32Array; weight: number }[] {
    const out: { bits: Uint32Array; weight: number }[] = [];
    for (let i = 0; i + 1 < units.length; i++) {
      const [a, b] = [units[i]!, units[i + 1]!];
      if (!a.plain || !b.plain) continue;
      const joined = a.parts[0]! + b.parts[0]!;
      if (joined.length > MAX_KEY_LENGTH || !this.dict.hasPrefix(joined)) continue;
      out.push({ bits: this.term(joined).score[EXACT_TITLE_PLANE]!, weight: PHRASE_BONUS });
    }
    const titled = this.byTitle.get(titleKey(keyword));
    if (titled) {
      const bits = this.titleBits.length === this.words ? this.titleBits : new Uint32Array(this.words);
      bits.fill(0);
      for (const pk of titled) setBit(bits, pk);
      this.titleBits = bits;
      out.push({ bits, weight: EXACT_TITLE_BONUS });
    }
    return out;
  }

  /** The jobs (open or not) that match one query's words and filters, as a new bitmap. */
  private bitsOf(query: SearchQuery): Uint32Array {
    const n = this.usedWords;
    const out = new Uint32Array(this.words);
    out.set(this.open.subarray(0, n));
    const and = (bits: Uint32Array) => {
      for (let i = 0; i < n; i++) out[i]! &= bits[i]!;
    };
    if (query.type) and(this.byType[TYPE_INDEX.get(query.type) ?? -1] ?? new Uint32Array(n));
    if (query.category) and(this.byCategory[CATEGORY_INDEX.get(query.category) ?? -1] ?? new Uint32Array(n));
    const loc = query.location?.trim().toLowerCase();
    if (loc) and(this.location(loc));
    const units = unitsOf(query.keyword);
    units.forEach((_, i) => and(this.unitBits(units, i).any));
    return out;
  }

  /**
   * Open jobs ranked by the criteria they meet: each criterion a query (words or a filter) with a weight (a
   * power of two); a job's score is the sum of the weights of the criteria it meets, newest first among
   * equals; `exclude` never shows. For recommendations.
   */
  rank(criteria: { query: SearchQuery; weight: number }[], exclude: number[], limit: number): number[] {
    if (criteria.length === 0) return [];
    const n = this.usedWords;
    const bits = criteria.map((c) => this.bitsOf(c.query));
    const result = this.scratch;
    for (let i = 0; i < n; i++) {
      let any = 0;
      for (const b of bits) any |= b[i]!;
      result[i] = any;
    }
    for (const pk of exclude) if (pk < this.capacity) clearBit(result, pk);
    const count = this.listNonZero(result, n);
    const words = this.nonZero;
    let total = 0;
    for (let k = 0; k < count; k++) total += popcount(result[words[k]!]!);
    const planes = this.planes;
    planes.reset(words, count, SCORE_PLANES);
    criteria.forEach((c, i) => planes.addBits(bits[i]!, c.weight, words, count));
    const page = new PageCollector(0, limit);
    planes.collect(result, words, count, total, page, planes.planes);
    return page.pks;
  }

  /**
   * Whether the open job `pk` has every word of the query and passes its filters: what a job alert asks
   * of a new job (the same rules as the list, one job at a time; the words' bitmaps come from the cache).
   */
  matches(query: SearchQuery, pk: number): boolean {
    return this.alertView(pk)?.matches(query) ?? false;
  }

  /**
   * One open job as the job alerts see it (null when it is not open): its type, category, location and
   * keys, and `matches`, which checks a query against them. The keys are read once for every alert the
   * job is checked against (reading them for each alert was most of the cost of matching).
   */
  alertView(pk: number): AlertJobView | null {
    if (pk >= this.capacity || !this.present[pk] || !hasBit(this.open, pk)) return null;
    const keys = Array.from(this.docKeyIds[pk] ?? [], (id) => this.dict.keyOf(id) ?? '');
    const location = this.locations.keyOf(this.docLocation[pk]!) ?? '';
    const type = JOB_TYPES[this.typeOf[pk]!] ?? '';
    const category = JOB_CATEGORIES[this.categoryOf[pk]!] ?? '';
    return {
      type,
      category,
      location,
      keys,
      matches: (query) => this.matchesKeys(query, pk, keys, location),
    };
  }

  private matchesKeys(query: SearchQuery, pk: number, keys: string[], location: string): boolean {
    if (query.type && this.typeOf[pk] !== TYPE_INDEX.get(query.type)) return false;
    if (query.category && this.categoryOf[pk] !== CATEGORY_INDEX.get(query.category)) return false;
    const loc = query.location?.trim().toLowerCase();
    if (loc && !locationMatches(loc, location)) return false;
    if (
      (query.minSalary !== undefined || query.maxSalary !== undefined) &&
      !this.salaryOverlaps(pk, query.minSalary ?? 0, query.maxSalary ?? INT32_MAX)
    )
      return false;
    if (query.postedSince !== undefined && this.createdAt[pk]! < query.postedSince) return false;
    // One job is checked against its own keys, with the rules the cached bitmaps are updated by
    // (addToCaches): building a bitmap of every job per alert word would fill the search caches with
    // alerts' words and evict the searches people make.
    const has = (term: string) => {
      const fuzzy = isFuzzyTerm(term);
      return keys.some((key) => key.startsWith(term) || (fuzzy && fuzzyPrefixMatch(term, key)));
    };
    const joinable = (key: string) => key.length <= MAX_KEY_LENGTH && this.dict.hasPrefix(key) && has(key);
    const units = unitsOf(query.keyword);
    return units.every((unit, i) => {
      if (unit.parts.every(has)) return true;
      if (unit.parts.length > 1) return joinable(unit.parts.join(''));
      if (!unit.plain) return false;
      const word = unit.parts[0]!;
      const before = units[i - 1];
      const after = units[i + 1];
      return (
        (before?.plain === true && joinable(before.parts[0]! + word)) ||
        (after?.plain === true && joinable(word + after.parts[0]!))
      );
    });
  }

  /**
   * For a search that found nothing: the keyword with each word that no job has spelt as the jobs spell it
   * (at most two edits, same first letter, the most used spelling); per filter set, how many jobs the
   * search finds without it; and, when no spelling was found, the categories to browse instead.
   */
  help(query: SearchQuery): SearchHelp {
    const units = unitsOf(query.keyword);
    let corrected = false;
    const words = units.map((unit) => {
      const term = unit.parts.join('');
      if (!unit.plain || term.length < 3 || this.dictHasMatch(unit)) return unit.label;
      const better = this.closestKey(term);
      if (better === null) return unit.label;
      corrected = true;
      return better;
    });
    const without = (drop: Partial<SearchQuery>) => this.search({ ...query, ...drop }, 0, 0).total;
    const widen: SearchHelp['widen'] = [];
    const filters: [SearchFilter, boolean, Partial<SearchQuery>][] = [
      ['type', Boolean(query.type), { type: undefined }],
      ['category', Boolean(query.category), { category: undefined }],
      ['location', Boolean(query.location?.trim()), { location: undefined }],
      [
        'salary',
        query.minSalary !== undefined || query.maxSalary !== undefined,
        { minSalary: undefined, maxSalary: undefined },
      ],
      ['datePosted', query.postedSince !== undefined, { postedSince: undefined }],
    ];
    for (const [filter, set, drop] of filters) {
      if (!set) continue;
      const total = without(drop);
      if (total > 0) widen.push({ filter, total });
    }
    return {
      suggestion: corrected ? words.join(' ') : null,
      widen,
      related: corrected ? [] : this.relatedCategories(query),
    };
  }

  /**
   * The categories with open jobs, most first (the list's order among equals), at most
   * LIMITS.relatedCategoriesMax: what the portal has when the words are none of its jobs' ("nurse", or a
   * made-up word). Counted as `widen` counts, by the list's own search: a `widen` total keeps every filter
   * but the one dropped, so here the filters the visitor kept (type, location, salary, date posted) stay and
   * only the keyword goes, the category being the thing offered. So a count is what its link, the same
   * search without the keyword in that category, shows.
   */
  private relatedCategories(query: SearchQuery): SearchHelp['related'] {
    const kept: SearchQuery = { ...query, keyword: undefined };
    const related: SearchHelp['related'] = [];
    for (const category of JOB_CATEGORIES) {
      const total = this.search({ ...kept, category }, 0, 0).total;
      if (total > 0) related.push({ category, label: CATEGORY_LABELS[category], total });
    }
    // A stable sort: equal counts stay in JOB_CATEGORIES order.
    return related.sort((a, b) => b.total - a.total).slice(0, LIMITS.relatedCategoriesMax);
  }

  /** Whether some open job has the word (its parts, exactly or with a typo). */
  private dictHasMatch(unit: Unit): boolean {
    const n = this.usedWords;
    const bits = this.term(unit.parts[0]!).any;
    for (let i = 0; i < n; i++) if ((bits[i]! & this.open[i]!) !== 0) return true;
    return false;
  }

  /** The word key closest to `term` (same first letter, at most 2 edits), the one most jobs use on a tie. */
  private closestKey(term: string): string | null {
    let best: string | null = null;
    let bestDistance = 3;
    let bestJobs = 0;
    // Bounded: a dictionary swollen by unusual text must not make an empty search slow.
    let visits = 0;
    this.dict.forPrefix(term[0]!, (key, postings) => {
      if (++visits > MAX_SUGGEST_VISITS) return;
      if (!isPlainWord(key) || Math.abs(key.length - term.length) > 2) return;
      const d = editDistance(term, key, 2);
      if (d > 2) return;
      const jobs = typeof postings === 'number' ? 1 : postings[0]!;
      if (d < bestDistance || (d === bestDistance && jobs > bestJobs)) {
        best = key;
        bestDistance = d;
        bestJobs = jobs;
      }
    });
    return best;
  }

  /**
   * Open jobs like job `pk`: the same category or a shared title word, best first (same category,
   * same type, title words they share, weighted as in search), newest first among equals.
   */
  similar(pk: number, title: string, limit: number): number[] {
    if (pk >= this.capacity || !this.present[pk]) return [];
    const n = this.usedWords;
    const result = this.scratch;
    const words = new Set<string>();
    for (const chunk of chunksOf(title)) {
      for (const word of chunk.split(/[^\p{L}\p{N}]+/u)) {
        if (word.length >= 3 && !STOP_WORDS.has(word) && words.size < SIMILAR_TERMS) words.add(word);
      }
    }
    const terms = [...words].map((w) => this.term(w));
    const category = this.categoryOf[pk]! >= 0 ? this.byCategory[this.categoryOf[pk]!]! : null;
    const type = this.typeOf[pk]! >= 0 ? this.byType[this.typeOf[pk]!]! : null;
    for (let i = 0; i < n; i++) {
      let related = category ? category[i]! : 0;
      for (const t of terms) related |= t.any[i]!;
      result[i] = this.open[i]! & related;
    }
    clearBit(result, pk);
    const count = this.listNonZero(result, n);
    const list = this.nonZero;
    const planes = this.planes;
    planes.reset(list, count, SCORE_PLANES);
    if (category) planes.addBits(category, SIMILAR_CATEGORY, list, count);
    if (type) planes.addBits(type, SIMILAR_TYPE, list, count);
    for (const t of terms) planes.addPlanes(t.score, list, count);
    let total = 0;
    for (let k = 0; k < count; k++) total += popcount(result[list[k]!]!);
    const page = new PageCollector(0, limit);
    planes.collect(result, list, count, total, page, planes.planes);
    return page.pks;
  }

  stats(): {
    jobs: number;
    keys: number;
    locations: number;
    cachedTerms: number;
    postingBytes: number;
    misses: number;
  } {
    return {
      misses: this.misses,
      jobs: this.size,
      keys: this.dict.size,
      locations: this.locations.size,
      cachedTerms: this.termCache.map.size,
      postingBytes: this.dict.postingBytes(),
    };
  }
}

/** Planes needed to hold scores up to `max`. */
const bitsFor = (max: number): number => Math.min(SCORE_PLANES, 32 - Math.clz32(max));
