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
import { JOB_CATEGORIES, JOB_TYPES } from '@portal/contracts/constants';
import { clearBit, hasBit, PageCollector, popcount, resized, ScorePlanes, setBit } from './bits.js';
import { COMPANY, DESCRIPTION, Dictionary, TITLE } from './dictionary.js';
import {
  chunksOf,
  fuzzyCandidates,
  fuzzyPrefixMatch,
  isFuzzyTerm,
  keysOfChunk,
  MAX_KEYS_PER_DOC,
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
}

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
/** Enough for every sum this index makes (8 terms × 8, or similar jobs' 16 + 8 + 6 × 8). */
const SCORE_PLANES = 8;
/** Similar jobs: the same category weighs two title words, the same type one. */
const SIMILAR_CATEGORY = 16;
const SIMILAR_TYPE = 8;
const SIMILAR_TERMS = 6;
const STOP_WORDS = new Set(['and', 'the', 'for', 'with', 'our', 'you', 'are', 'job']);

const TYPE_INDEX = new Map<string, number>(JOB_TYPES.map((t, i) => [t, i]));
const CATEGORY_INDEX = new Map<string, number>(JOB_CATEGORIES.map((c, i) => [c, i]));
const MAX_CACHED = 256;
const INT32_MAX = 2 ** 31 - 1;

/** The distinct keys of a job with their fields, title and company first, at most MAX_KEYS_PER_DOC. */
export function docKeys(doc: Pick<IndexDoc, 'title' | 'companyName' | 'description'>): Map<string, number> {
  const keys = new Map<string, number>();
  const add = (key: string, field: number) => {
    const had = keys.get(key);
    if (had !== undefined) keys.set(key, had | field);
    else if (keys.size < MAX_KEYS_PER_DOC) keys.set(key, field);
  };
  for (const [text, field] of [
    [doc.title, TITLE],
    [doc.companyName, COMPANY],
    [doc.description, DESCRIPTION],
  ] as const) {
    for (const chunk of chunksOf(text)) keysOfChunk(chunk, (key) => add(key, field));
  }
  return keys;
}

/** A small LRU map: a hit moves the entry to the end, the oldest goes when full. */
class Lru<V> {
  readonly map = new Map<string, V>();
  get(key: string): V | undefined {
    const v = this.map.get(key);
    if (v !== undefined) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }
  set(key: string, v: V): V {
    if (this.map.size >= MAX_CACHED) this.map.delete(this.map.keys().next().value as string);
    this.map.set(key, v);
    return v;
  }
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

  private readonly termCache = new Lru<TermBits>();
  private readonly locationCache = new Lru<Uint32Array>();
  private readonly salaryCache = new Lru<SalaryBits>();

  private scratch = new Uint32Array(0);
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
    for (const [needle, bits] of this.locationCache.map) if (location.includes(needle)) setBit(bits, pk);
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
      if (location.includes(needle)) Dictionary.each(postings, (pk) => setBit(bits, pk));
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

  /** Open jobs matching the query: the total, and the page's keys in result order. */
  search(query: SearchQuery, offset: number, limit: number): SearchResult {
    const n = this.usedWords;
    const result = this.scratch;
    result.set(this.open.subarray(0, n));
    const and = (bits: Uint32Array) => {
      for (let i = 0; i < n; i++) result[i]! &= bits[i]!;
    };
    if (query.type) {
      const t = TYPE_INDEX.get(query.type);
      if (t === undefined) return { total: 0, pks: [] };
      and(this.byType[t]!);
    }
    if (query.category) {
      const c = CATEGORY_INDEX.get(query.category);
      if (c === undefined) return { total: 0, pks: [] };
      and(this.byCategory[c]!);
    }
    const loc = query.location?.trim().toLowerCase();
    if (loc) and(this.location(loc));
    if (query.minSalary !== undefined || query.maxSalary !== undefined) {
      and(this.salary(query.minSalary ?? 0, query.maxSalary ?? INT32_MAX));
    }
    if (query.postedSince !== undefined) this.filterPostedSince(result, query.postedSince, n);
    const terms = termsOf(query.keyword).map((t) => this.term(t));
    for (const t of terms) and(t.any);

    const count = this.listNonZero(result, n);
    const words = this.nonZero;
    let total = 0;
    for (let k = 0; k < count; k++) total += popcount(result[words[k]!]!);

    const page = new PageCollector(offset, limit);
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
      if (terms.length === 1) {
        planes.collect(result, words, count, total, page, terms[0]!.score);
      } else {
        const used = bitsFor(terms.length * 8);
        planes.reset(words, count, used);
        for (const t of terms) planes.addPlanes(t.score, words, count);
        planes.collect(result, words, count, total, page, planes.planes.slice(0, used));
      }
    } else {
      page.bitmap(result, words, count);
    }
    return { total, pks: page.pks };
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
