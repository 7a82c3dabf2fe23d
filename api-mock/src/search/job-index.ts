// In-memory search index over the jobs table, kept in step by the jobs repository on every write.
//
// Why not FTS5: the list needs the exact total of matches plus "title hits first, then newest", and
// FTS5 must visit (and join) every matching row to count and order them, which at 100,000 jobs and a
// common keyword costs milliseconds per request. Here every filter is a bitmap over the job's integer
// key (`jobs.pk`, which grows with creation, so "newest first" is "highest bit first"):
//   - open / type / category: one bitmap each, updated on write;
//   - keyword: an inverted index from each distinct whitespace-separated chunk of the lower-cased text
//     (title, company name, description) to its jobs. A term (no whitespace) is a substring of the
//     text exactly when it is a substring of one of its chunks, so matching the term against the
//     dictionary of distinct chunks (a few thousand strings) and OR-ing their postings gives literal,
//     case-insensitive substring search: `c++`, `(`, `"`, `*`, `AND` are plain text, never syntax;
//   - location: the same over the (few) distinct location strings;
//   - salary range: a bitmap computed once per (min, max).
// Term, location and salary bitmaps are memoised until the next write. A query is then a handful of
// AND passes over 100,000 / 32 words, the total a popcount, and a page a walk from the top bit.
import { JOB_CATEGORIES, JOB_TYPES } from '@portal/contracts/constants';

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
}

export interface SearchQuery {
  keyword?: string | undefined;
  location?: string | undefined;
  type?: string | undefined;
  category?: string | undefined;
  minSalary?: number | undefined;
  maxSalary?: number | undefined;
}

export interface SearchResult {
  total: number;
  pks: number[];
}

class Postings {
  data = new Uint32Array(4);
  len = 0;
  add(v: number): void {
    if (this.len === this.data.length) {
      const next = new Uint32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.len++] = v;
  }
  remove(v: number): void {
    const d = this.data;
    for (let i = 0; i < this.len; i++) {
      if (d[i] === v) {
        d[i] = d[--this.len] as number;
        return;
      }
    }
  }
  orInto(bits: Uint32Array): void {
    const d = this.data;
    for (let i = 0; i < this.len; i++) {
      const v = d[i] as number;
      bits[v >>> 5]! |= 1 << (v & 31);
    }
  }
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

const TYPE_INDEX = new Map<string, number>(JOB_TYPES.map((t, i) => [t, i]));
const CATEGORY_INDEX = new Map<string, number>(JOB_CATEGORIES.map((c, i) => [c, i]));
const MAX_CACHED = 512;

/** Splits lower-cased text into whitespace-separated chunks (the same rule for documents and keywords). */
export function chunksOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter((c) => c.length > 0);
}

export class JobIndex {
  private capacity = 0;
  private words = 0;
  private open = new Uint32Array(0);
  private byType: Uint32Array[] = JOB_TYPES.map(() => new Uint32Array(0));
  private byCategory: Uint32Array[] = JOB_CATEGORIES.map(() => new Uint32Array(0));
  private salaryMin = new Int32Array(0);
  private salaryMax = new Int32Array(0);
  private present = new Uint8Array(0);
  private docLocation = new Int32Array(0);
  private docChunks: (Uint32Array | undefined)[] = [];
  private docTitleChunks: (Uint32Array | undefined)[] = [];

  private chunks: string[] = [];
  private chunkIds = new Map<string, number>();
  private anyPostings: Postings[] = [];
  private titlePostings: (Postings | undefined)[] = [];
  private chunkStamp: number[] = [];

  private locations: string[] = [];
  private locationIds = new Map<string, number>();
  private locationPostings: Postings[] = [];

  private termCache = new Map<string, { any: Uint32Array; title: Uint32Array }>();
  private locationCache = new Map<string, Uint32Array>();
  private salaryCache = new Map<string, Uint32Array>();
  private scratch = new Uint32Array(0);
  private scratchTitle = new Uint32Array(0);
  /** Words in use: one past the word of the highest key ever added (later words are all zero). */
  private usedWords = 0;
  /** Number of documents held (open and closed). */
  size = 0;

  clear(): void {
    Object.assign(this, new JobIndex());
  }

  private grow(pk: number): void {
    if (pk < this.capacity) return;
    let cap = Math.max(1024, this.capacity);
    while (cap <= pk) cap *= 2;
    const words = cap >>> 5;
    const growBits = (old: Uint32Array) => {
      const next = new Uint32Array(words);
      next.set(old);
      return next;
    };
    this.open = growBits(this.open);
    this.byType = this.byType.map(growBits);
    this.byCategory = this.byCategory.map(growBits);
    const s1 = new Int32Array(cap);
    s1.set(this.salaryMin);
    this.salaryMin = s1;
    const s2 = new Int32Array(cap);
    s2.set(this.salaryMax);
    this.salaryMax = s2;
    const p = new Uint8Array(cap);
    p.set(this.present);
    this.present = p;
    const l = new Int32Array(cap).fill(-1);
    l.set(this.docLocation);
    this.docLocation = l;
    this.capacity = cap;
    this.words = words;
    this.scratch = new Uint32Array(words);
    this.scratchTitle = new Uint32Array(words);
    this.invalidate();
  }

  private invalidate(): void {
    this.termCache.clear();
    this.locationCache.clear();
    this.salaryCache.clear();
  }

  private chunkId(chunk: string): number {
    let id = this.chunkIds.get(chunk);
    if (id === undefined) {
      id = this.chunks.length;
      this.chunks.push(chunk);
      this.chunkIds.set(chunk, id);
      this.anyPostings.push(new Postings());
      this.titlePostings.push(undefined);
      this.chunkStamp.push(-1);
    }
    return id;
  }

  /** Adds or replaces a job. */
  upsert(doc: IndexDoc): void {
    if (this.present[doc.pk]) this.remove(doc.pk);
    this.grow(doc.pk);
    const { pk } = doc;
    const word = pk >>> 5;
    const bit = 1 << (pk & 31);
    this.present[pk] = 1;
    this.size++;
    if (word + 1 > this.usedWords) this.usedWords = word + 1;
    if (!doc.isClosed) this.open[word]! |= bit;
    const t = TYPE_INDEX.get(doc.type);
    if (t !== undefined) this.byType[t]![word]! |= bit;
    const c = CATEGORY_INDEX.get(doc.category);
    if (c !== undefined) this.byCategory[c]![word]! |= bit;
    this.salaryMin[pk] = doc.salaryMin;
    this.salaryMax[pk] = doc.salaryMax;

    const ids: number[] = [];
    for (const chunk of chunksOf(`${doc.title}\n${doc.companyName}\n${doc.description}`)) {
      const id = this.chunkId(chunk);
      if (this.chunkStamp[id] === pk) continue;
      this.chunkStamp[id] = pk;
      this.anyPostings[id]!.add(pk);
      ids.push(id);
    }
    this.docChunks[pk] = Uint32Array.from(ids);
    const titleIds: number[] = [];
    for (const chunk of new Set(chunksOf(doc.title))) {
      const id = this.chunkId(chunk);
      let p = this.titlePostings[id];
      if (!p) this.titlePostings[id] = p = new Postings();
      p.add(pk);
      titleIds.push(id);
    }
    this.docTitleChunks[pk] = Uint32Array.from(titleIds);

    const loc = doc.location.toLowerCase();
    let locId = this.locationIds.get(loc);
    if (locId === undefined) {
      locId = this.locations.length;
      this.locations.push(loc);
      this.locationIds.set(loc, locId);
      this.locationPostings.push(new Postings());
    }
    this.locationPostings[locId]!.add(pk);
    this.docLocation[pk] = locId;
    this.invalidate();
  }

  remove(pk: number): void {
    if (pk >= this.capacity || !this.present[pk]) return;
    const word = pk >>> 5;
    const mask = ~(1 << (pk & 31));
    this.present[pk] = 0;
    this.size--;
    this.open[word]! &= mask;
    for (const bits of this.byType) bits[word]! &= mask;
    for (const bits of this.byCategory) bits[word]! &= mask;
    for (const id of this.docChunks[pk] ?? []) {
      this.anyPostings[id]!.remove(pk);
      this.chunkStamp[id] = -1;
    }
    for (const id of this.docTitleChunks[pk] ?? []) this.titlePostings[id]?.remove(pk);
    this.docChunks[pk] = undefined;
    this.docTitleChunks[pk] = undefined;
    const loc = this.docLocation[pk]!;
    if (loc >= 0) this.locationPostings[loc]!.remove(pk);
    this.docLocation[pk] = -1;
    this.invalidate();
  }

  setClosed(pk: number, isClosed: boolean): void {
    if (pk >= this.capacity || !this.present[pk]) return;
    const bit = 1 << (pk & 31);
    if (isClosed) this.open[pk >>> 5]! &= ~bit;
    else this.open[pk >>> 5]! |= bit;
  }

  private remember<V>(cache: Map<string, V>, key: string, value: V): V {
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
    cache.set(key, value);
    return value;
  }

  private term(term: string): { any: Uint32Array; title: Uint32Array } {
    const hit = this.termCache.get(term);
    if (hit) return hit;
    const any = new Uint32Array(this.words);
    const title = new Uint32Array(this.words);
    const chunks = this.chunks;
    for (let id = 0; id < chunks.length; id++) {
      if (!chunks[id]!.includes(term)) continue;
      this.anyPostings[id]!.orInto(any);
      this.titlePostings[id]?.orInto(title);
    }
    return this.remember(this.termCache, term, { any, title });
  }

  private location(needle: string): Uint32Array {
    const hit = this.locationCache.get(needle);
    if (hit) return hit;
    const bits = new Uint32Array(this.words);
    for (let id = 0; id < this.locations.length; id++) {
      if (this.locations[id]!.includes(needle)) this.locationPostings[id]!.orInto(bits);
    }
    return this.remember(this.locationCache, needle, bits);
  }

  private salary(min: number, max: number): Uint32Array {
    const key = `${min}:${max}`;
    const hit = this.salaryCache.get(key);
    if (hit) return hit;
    const bits = new Uint32Array(this.words);
    const smin = this.salaryMin;
    const smax = this.salaryMax;
    for (let pk = 0; pk < this.capacity; pk++) {
      if (this.present[pk] && smax[pk]! >= min && smin[pk]! <= max) bits[pk >>> 5]! |= 1 << (pk & 31);
    }
    return this.remember(this.salaryCache, key, bits);
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
      and(this.salary(query.minSalary ?? 0, query.maxSalary ?? 2 ** 31 - 1));
    }
    const terms = [...new Set(chunksOf(query.keyword ?? ''))];
    let titleAll: Uint32Array | null = null;
    if (terms.length > 0) {
      titleAll = this.scratchTitle;
      titleAll.fill(0xffffffff);
      for (const term of terms) {
        const bits = this.term(term);
        and(bits.any);
        for (let i = 0; i < n; i++) titleAll[i]! &= bits.title[i]!;
      }
    }
    let total = 0;
    for (let i = 0; i < n; i++) if (result[i]) total += popcount(result[i]!);

    const pks: number[] = [];
    let skip = offset;
    const walk = (pick: (i: number) => number) => {
      for (let i = n - 1; i >= 0 && pks.length < limit; i--) {
        let w = pick(i) >>> 0;
        if (w === 0) continue;
        if (skip > 0) {
          const count = popcount(w);
          if (skip >= count) {
            skip -= count;
            continue;
          }
        }
        while (w !== 0 && pks.length < limit) {
          const bit = 31 - Math.clz32(w);
          w = (w ^ (1 << bit)) >>> 0;
          if (skip > 0) skip--;
          else pks.push(i * 32 + bit);
        }
      }
    };
    if (titleAll) {
      const ta = titleAll;
      walk((i) => result[i]! & ta[i]!);
      walk((i) => result[i]! & ~ta[i]!);
    } else {
      walk((i) => result[i]!);
    }
    return { total, pks };
  }

  stats(): { jobs: number; chunks: number; locations: number } {
    return { jobs: this.size, chunks: this.chunks.length, locations: this.locations.length };
  }
}
