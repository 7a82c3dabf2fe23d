// Bitmaps over job keys (bit `pk` of word `pk >>> 5`) and "bit-sliced" scores: a score per job kept as
// a few bitmaps, plane p holding bit p of every job's score. Adding scores and finding the best jobs are
// then word-wide operations, 32 jobs at a time, with no per-job loop over the matches.

export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

export const setBit = (bits: Uint32Array, pk: number): void => {
  bits[pk >>> 5]! |= 1 << (pk & 31);
};
export const clearBit = (bits: Uint32Array, pk: number): void => {
  bits[pk >>> 5]! &= ~(1 << (pk & 31));
};
export const hasBit = (bits: Uint32Array, pk: number): boolean => (bits[pk >>> 5]! & (1 << (pk & 31))) !== 0;

/** A copy of `bits` in `words` words (for growing). */
export function resized(bits: Uint32Array, words: number): Uint32Array<ArrayBuffer> {
  const next = new Uint32Array(words);
  next.set(bits.subarray(0, Math.min(words, bits.length)));
  return next;
}

/**
 * Collects job keys in result order: `limit` of them after skipping `skip`. Feed it bitmaps (or single
 * words) in order; each is read from its highest bit down, so within one bitmap newest comes first.
 */
export class PageCollector {
  readonly pks: number[] = [];
  constructor(
    private skip: number,
    private readonly limit: number,
  ) {}

  get done(): boolean {
    return this.pks.length >= this.limit;
  }

  /** Takes `count` matches without looking at them when they all fall before the page. */
  skipAll(count: number): boolean {
    if (this.skip >= count) {
      this.skip -= count;
      return true;
    }
    return false;
  }

  /** Takes one job. */
  one(pk: number): void {
    if (this.skip > 0) this.skip--;
    else if (this.pks.length < this.limit) this.pks.push(pk);
  }

  /** Takes the set bits of word `i` (value `w`), highest first. */
  word(i: number, w: number): void {
    w >>>= 0;
    if (w === 0) return;
    if (this.skipAll(popcount(w))) return;
    while (w !== 0 && this.pks.length < this.limit) {
      const bit = 31 - Math.clz32(w);
      w = (w ^ (1 << bit)) >>> 0;
      if (this.skip > 0) this.skip--;
      else this.pks.push(i * 32 + bit);
    }
  }

  /** Takes the set bits of the listed words of `bits`, from the last listed word down. */
  bitmap(bits: Uint32Array, words: Int32Array, count: number): void {
    for (let k = count - 1; k >= 0 && !this.done; k--) {
      const i = words[k]!;
      this.word(i, bits[i]!);
    }
  }
}

/**
 * A score per job as `planes.length` bitmaps. Only the listed words are touched (the words where the
 * query matched anything), so a selective query costs little however many jobs there are.
 */
export class ScorePlanes {
  readonly planes: Uint32Array[];
  /** Per level of the descent in `collect`: the high and the low part, each with its list of words. */
  private readonly high: Uint32Array[];
  private readonly low: Uint32Array[];
  private readonly highWords: Int32Array[];
  private readonly lowWords: Int32Array[];

  constructor(planeCount: number, words: number) {
    const bitmaps = () => Array.from({ length: planeCount }, () => new Uint32Array(words));
    const lists = () => Array.from({ length: planeCount }, () => new Int32Array(words));
    this.planes = bitmaps();
    this.high = bitmaps();
    this.low = bitmaps();
    this.highWords = lists();
    this.lowWords = lists();
  }

  get words(): number {
    return this.planes[0]!.length;
  }

  /** Zeroes the lowest `planes` planes on the listed words (the sums about to be made fit in them). */
  reset(words: Int32Array, count: number, planes: number): void {
    for (let p = 0; p < planes; p++) {
      const plane = this.planes[p]!;
      for (let k = 0; k < count; k++) plane[words[k]!] = 0;
    }
  }

  /** Adds `weight` (a power of two) to the score of every job set in `bits`. */
  addBits(bits: Uint32Array, weight: number, words: Int32Array, count: number): void {
    const from = 31 - Math.clz32(weight);
    const planes = this.planes;
    for (let k = 0; k < count; k++) {
      const i = words[k]!;
      let carry = bits[i]!;
      for (let p = from; carry !== 0 && p < planes.length; p++) {
        const plane = planes[p]!;
        const before = plane[i]!;
        plane[i] = before ^ carry;
        carry &= before;
      }
    }
  }

  /** Adds another bit-sliced score (its plane p is worth 2^p) to this one. */
  addPlanes(other: readonly Uint32Array[], words: Int32Array, count: number): void {
    other.forEach((bits, p) => this.addBits(bits, 1 << p, words, count));
  }

  /**
   * Walks the jobs of `set` (`total` of them, in the listed words) from the highest score down (newest
   * first within a score) into `page`, by the score in `planes` (these planes, or a term's own): splits
   * the set on each plane from the top, skips a whole part by its count when it falls before the page,
   * passes the set on unsplit when a plane does not divide it, and lists each part's words so that the
   * deeper levels only visit words that still hold a match.
   */
  collect(
    set: Uint32Array,
    words: Int32Array,
    count: number,
    total: number,
    page: PageCollector,
    planes: readonly Uint32Array[],
  ): void {
    this.descend(set, words, count, total, planes, planes.length - 1, page);
  }

  private descend(
    set: Uint32Array,
    words: Int32Array,
    count: number,
    total: number,
    planes: readonly Uint32Array[],
    p: number,
    page: PageCollector,
  ): void {
    if (p < 0) {
      page.bitmap(set, words, count);
      return;
    }
    const plane = planes[p]!;
    const high = this.high[p]!;
    const highWords = this.highWords[p]!;
    let highCount = 0;
    let highTotal = 0;
    for (let k = 0; k < count; k++) {
      const i = words[k]!;
      const w = set[i]! & plane[i]!;
      if (w !== 0) {
        high[i] = w;
        highWords[highCount++] = i;
        highTotal += popcount(w);
      }
    }
    if (highTotal === 0 || highTotal === total) {
      // This plane does not divide the set: go on with it whole.
      this.descend(set, words, count, total, planes, p - 1, page);
      return;
    }
    if (!page.skipAll(highTotal)) {
      this.descend(high, highWords, highCount, highTotal, planes, p - 1, page);
      if (page.done) return;
    }
    if (page.skipAll(total - highTotal)) return;
    const low = this.low[p]!;
    const lowWords = this.lowWords[p]!;
    let lowCount = 0;
    for (let k = 0; k < count; k++) {
      const i = words[k]!;
      const w = set[i]! & ~plane[i]!;
      if (w !== 0) {
        low[i] = w;
        lowWords[lowCount++] = i;
      }
    }
    this.descend(low, lowWords, lowCount, total - highTotal, planes, p - 1, page);
  }
}
