// The keys of every indexed job with their postings, kept sorted (in a B+ tree, sorted-btree) so that a
// prefix is a range found in a few comparisons whatever the dictionary's size. A key whose last job goes
// is removed at once, so memory comes back when jobs are deleted or edited.
//
// A posting is `pk * 8 + fields` (fields: TITLE | COMPANY | DESCRIPTION): one number per (key, job),
// kept sorted by job so that adding and removing one job is a binary search. A key held by a single job
// (most keys of unusual text) stores that number alone, without an array.

import BTreeModule from 'sorted-btree';

// sorted-btree is CommonJS with `exports.default`: Node's ESM loader hands over the whole exports object,
// bundlers and vitest the class itself.
const BTree = (BTreeModule as unknown as { default?: typeof BTreeModule }).default ?? BTreeModule;
const compareStrings = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export const TITLE = 4;
export const COMPANY = 2;
export const DESCRIPTION = 1;

export type Postings = number | Uint32Array;

/** Index of the first entry >= v among p[1..count]; count + 1 when none. */
function entryBound(p: Uint32Array, count: number, v: number): number {
  let lo = 1;
  let hi = count + 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (p[mid]! < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The smallest string greater than every string that starts with `prefix`. */
const afterPrefix = (prefix: string): string =>
  prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);

export class Dictionary {
  private readonly ids = new Map<string, number>();
  /** By key id: the key, and its postings (one number, or an array whose slot 0 holds the count). */
  private readonly keyById: (string | undefined)[] = [];
  private readonly postingsOf: Postings[] = [];
  private readonly freeIds: number[] = [];
  /** The keys in JavaScript string order (a B+ tree: adding or dropping one is a few comparisons). */
  private readonly order = new BTree<string, undefined>(undefined, compareStrings);

  get size(): number {
    return this.ids.size;
  }

  /** Adds a job's posting to a key; returns the key's id. */
  add(key: string, pk: number, fields: number): number {
    const v = pk * 8 + fields;
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.freeIds.pop() ?? this.keyById.length;
      this.ids.set(key, id);
      this.keyById[id] = key;
      this.postingsOf[id] = v;
      this.order.set(key, undefined);
      return id;
    }
    const p = this.postingsOf[id]!;
    if (typeof p === 'number') {
      if (p !== v) this.postingsOf[id] = Uint32Array.of(2, Math.min(p, v), Math.max(p, v), 0);
      return id;
    }
    const count = p[0]!;
    // Jobs mostly come in key order (start-up, new posts): then the posting goes last, no search.
    const at = v > p[count]! ? count + 1 : entryBound(p, count, v);
    if (at <= count && p[at] === v) return id;
    let out = p;
    if (count + 1 >= p.length) {
      out = new Uint32Array(p.length * 2);
      out.set(p.subarray(0, at));
      out.set(p.subarray(at, count + 1), at + 1);
      this.postingsOf[id] = out;
    } else {
      out.copyWithin(at + 1, at, count + 1);
    }
    out[at] = v;
    out[0] = count + 1;
    return id;
  }

  /** The key of an id, and the fields a job has it in (-1 when the job does not have it). */
  keyOf(id: number): string | undefined {
    return this.keyById[id];
  }

  fieldsOf(id: number, pk: number): number {
    const p = this.postingsOf[id];
    if (p === undefined || this.keyById[id] === undefined) return -1;
    if (typeof p === 'number') return p >>> 3 === pk ? p & 7 : -1;
    const at = entryBound(p, p[0]!, pk * 8);
    return at <= p[0]! && p[at]! >>> 3 === pk ? p[at]! & 7 : -1;
  }

  /** Removes a job from a key; the key goes when no job is left. */
  remove(id: number, pk: number): void {
    const p = this.postingsOf[id];
    if (p === undefined || this.keyById[id] === undefined) return;
    if (typeof p === 'number') {
      if (p >>> 3 === pk) this.drop(id);
      return;
    }
    let count = p[0]!;
    const at = entryBound(p, count, pk * 8);
    if (at > count || p[at]! >>> 3 !== pk) return;
    p.copyWithin(at, at + 1, count + 1);
    count--;
    p[0] = count;
    if (count === 1) this.postingsOf[id] = p[1]!;
    else if (count * 4 < p.length && p.length > 16) this.postingsOf[id] = p.slice(0, count * 2 + 1);
  }

  private drop(id: number): void {
    const key = this.keyById[id]!;
    this.ids.delete(key);
    this.order.delete(key);
    this.keyById[id] = undefined;
    this.postingsOf[id] = 0;
    this.freeIds.push(id);
  }

  /** Calls `visit` with every key that starts with `prefix` and its postings. */
  forPrefix(prefix: string, visit: (key: string, postings: Postings) => void): void {
    this.order.forRange(prefix, afterPrefix(prefix), false, (key) => {
      visit(key, this.postingsOf[this.ids.get(key)!]!);
    });
  }

  /** Whether some key starts with `prefix`. */
  hasPrefix(prefix: string): boolean {
    const pair = this.order.getPairOrNextHigher(prefix);
    return pair !== undefined && pair[0].startsWith(prefix);
  }

  /** Calls `visit` with every key and its postings, in no particular order. */
  forEachKey(visit: (key: string, postings: Postings) => void): void {
    for (const [key, id] of this.ids) visit(key, this.postingsOf[id]!);
  }

  /** The distinct characters that follow `prefix` in some key (one tree search each). */
  nextChars(prefix: string): string[] {
    const out: string[] = [];
    const end = afterPrefix(prefix);
    const at = prefix.length;
    let pair = this.order.getPairOrNextHigher(prefix);
    while (pair !== undefined && pair[0] < end) {
      const key = pair[0];
      if (key.length === at) {
        pair = this.order.nextHigherPair(key);
        continue;
      }
      const c = key[at]!;
      out.push(c);
      pair = this.order.getPairOrNextHigher(afterPrefix(prefix + c));
    }
    return out;
  }

  /** Every posting as (pk, fields). */
  static each(postings: Postings, visit: (pk: number, fields: number) => void): void {
    if (typeof postings === 'number') {
      visit(postings >>> 3, postings & 7);
      return;
    }
    const count = postings[0]!;
    for (let i = 1; i <= count; i++) {
      const v = postings[i]!;
      visit(v >>> 3, v & 7);
    }
  }

  /** Bytes held by postings arrays (for the stats). */
  postingBytes(): number {
    let bytes = 0;
    for (const p of this.postingsOf) if (typeof p !== 'number') bytes += p.byteLength;
    return bytes;
  }
}
