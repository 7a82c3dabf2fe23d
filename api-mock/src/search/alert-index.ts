// An index of the job alerts, so that matching a new job costs what the alerts it could match cost, not
// what every alert costs. Without it the worker checked each new job against every alert; 10,000 alerts
// saved by self-registered accounts (within the limits) made 50 new jobs hold the server for 7.5 s.
//
// An alert is filed under its type and category (or "any"), and then under what the job must have for it
// to match at all:
//   - with a keyword: the signatures of one of its words (every word must match, so one word is enough
//     to rule a job out). A word matches a job's key it is a prefix of, or, for words of 5+ letters,
//     with one typo and the first letter right (text.ts). Both leave a trace in the first 4 or 5
//     characters: the word's first 4 characters are a prefix of the key's, or, with the typo in those
//     characters, the word's first 5 less one character equal the key's first 5 less one (the first one
//     kept: a replaced, extra, missing or swapped letter). So a word is filed under its first 4 characters
//     and its 5-less-one variants, a job offers every key's prefixes of 1 to 4 characters and its keys'
//     5-less-one variants, and an alert is looked at only when the two share one;
//   - else with a location: one word of it (the longest), which a job's location has as it is written
//     (looked up among the location's pieces of that length) or, for a word of 5+ letters, with one typo
//     at the start of one of its words (the word's signatures among those the location's words offer), as
//     the list's location filter has to find it;
//   - else (salary or type/category only): with the others of its type and category, checked at once.
// What the index finds is then checked with the list's own rules (JobIndex.alertView); the index only has
// to never leave out an alert that matches (alert-index.test.ts checks it against those rules).
import { isFuzzyTerm, placeWordsOf } from './text.js';
import { unitsOf } from './job-index.js';

/** The criteria of an alert the index files it by. */
export interface IndexedAlert {
  pk: number;
  keyword: string;
  location: string;
  type: string;
  category: string;
}

/** A job as the index looks it up (JobIndex.alertView). */
export interface IndexedJob {
  type: string;
  category: string;
  /** Lower-cased. */
  location: string;
  keys: readonly string[];
}

const SIG = 4;

/** The signatures of a word: its first 4 characters, and for a typo-tolerant word its first 5 less one (not the first). */
export function termSignatures(term: string): string[] {
  const out = new Set<string>([term.slice(0, SIG)]);
  if (isFuzzyTerm(term)) {
    const head = term.slice(0, SIG + 1);
    for (let i = 1; i < head.length; i++) out.add(head.slice(0, i) + head.slice(i + 1));
  }
  return [...out];
}

/** The signatures a job's key offers: its prefixes of 1 to 4 characters and its first 5 less one (not the first). */
export function keySignatures(key: string, into: Set<string>): void {
  for (let n = 1; n <= Math.min(SIG, key.length); n++) into.add(key.slice(0, n));
  if (key.length > SIG) {
    const head = key.slice(0, SIG + 1);
    for (let i = 1; i < head.length; i++) into.add(head.slice(0, i) + head.slice(i + 1));
  }
}

/**
 * The signatures an alert's keyword is filed under: those of one of its words (the one with the longest
 * part: the rarest, as a rule), including the forms the list also accepts for it (its parts joined, or
 * joined with the word before or after: "front end" finds "frontend"). Null without a keyword.
 */
export function keywordSignatures(keyword: string): string[] | null {
  const units = unitsOf(keyword);
  if (units.length === 0) return null;
  let best = 0;
  const longest = (i: number) => Math.max(...units[i]!.parts.map((p) => p.length));
  for (let i = 1; i < units.length; i++) if (longest(i) > longest(best)) best = i;
  const unit = units[best]!;
  // Each way the list lets this word match (JobIndex.matchesKeys), by the word it then looks for.
  const forms: string[] = [unit.parts.reduce((a, b) => (b.length > a.length ? b : a))];
  if (unit.parts.length > 1) forms.push(unit.parts.join(''));
  if (unit.plain) {
    const before = units[best - 1];
    const after = units[best + 1];
    if (before?.plain) forms.push(before.parts[0]! + unit.parts[0]!);
    if (after?.plain) forms.push(unit.parts[0]! + after.parts[0]!);
  }
  return [...new Set(forms.flatMap(termSignatures))];
}

/** The word of a typed place an alert is filed under: its longest (the place itself when it has none). */
export function placeWord(place: string): string {
  return placeWordsOf(place).reduce((a, b) => (b.length > a.length ? b : a), '') || place;
}

interface Bucket {
  bySignature: Map<string, Set<number>>;
  byLocation: Map<string, Set<number>>;
  /** Location words that may be typed with a typo, by their signatures. */
  byLocationSignature: Map<string, Set<number>>;
  /** How many filed locations have each length (the job location's pieces of those lengths are looked up). */
  locationLengths: Map<number, number>;
  rest: Set<number>;
}

interface Filed {
  bucket: string;
  signatures: string[] | null;
  location: string | null;
  locationSignatures: string[];
}

const ANY = '*';
const bucketKey = (type: string, category: string) => `${type || ANY}\u0000${category || ANY}`;

function addTo(map: Map<string, Set<number>>, key: string, pk: number): void {
  const set = map.get(key);
  if (set) set.add(pk);
  else map.set(key, new Set([pk]));
}

function removeFrom(map: Map<string, Set<number>>, key: string, pk: number): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(pk);
  if (set.size === 0) map.delete(key);
}

export class AlertIndex {
  private readonly filed = new Map<number, Filed>();
  private readonly buckets = new Map<string, Bucket>();

  get size(): number {
    return this.filed.size;
  }

  clear(): void {
    this.filed.clear();
    this.buckets.clear();
  }

  /** Files an alert (again, when it changed). */
  add(alert: IndexedAlert): void {
    this.remove(alert.pk);
    const key = bucketKey(alert.type, alert.category);
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = {
        bySignature: new Map(),
        byLocation: new Map(),
        byLocationSignature: new Map(),
        locationLengths: new Map(),
        rest: new Set(),
      };
      this.buckets.set(key, bucket);
    }
    const signatures = keywordSignatures(alert.keyword);
    const place = alert.location.trim().toLowerCase();
    const location = signatures || !place ? null : placeWord(place);
    const locationSignatures = location && isFuzzyTerm(location) ? termSignatures(location) : [];
    if (signatures) for (const sig of signatures) addTo(bucket.bySignature, sig, alert.pk);
    else if (location) {
      addTo(bucket.byLocation, location, alert.pk);
      bucket.locationLengths.set(location.length, (bucket.locationLengths.get(location.length) ?? 0) + 1);
      for (const sig of locationSignatures) addTo(bucket.byLocationSignature, sig, alert.pk);
    } else bucket.rest.add(alert.pk);
    this.filed.set(alert.pk, { bucket: key, signatures, location, locationSignatures });
  }

  remove(pk: number): void {
    const filed = this.filed.get(pk);
    if (!filed) return;
    this.filed.delete(pk);
    const bucket = this.buckets.get(filed.bucket)!;
    if (filed.signatures) for (const sig of filed.signatures) removeFrom(bucket.bySignature, sig, pk);
    else if (filed.location) {
      removeFrom(bucket.byLocation, filed.location, pk);
      const left = (bucket.locationLengths.get(filed.location.length) ?? 1) - 1;
      if (left > 0) bucket.locationLengths.set(filed.location.length, left);
      else bucket.locationLengths.delete(filed.location.length);
      for (const sig of filed.locationSignatures) removeFrom(bucket.byLocationSignature, sig, pk);
    } else bucket.rest.delete(pk);
    if (bucket.bySignature.size + bucket.byLocation.size + bucket.rest.size === 0)
      this.buckets.delete(filed.bucket);
  }

  /**
   * The alerts that may match the job, each once, in filing order of no meaning: every alert that matches
   * it is among them (and few that do not).
   */
  candidates(job: IndexedJob): number[] {
    const found = new Set<number>();
    const buckets = [
      bucketKey(job.type, job.category),
      bucketKey(job.type, ''),
      bucketKey('', job.category),
      bucketKey('', ''),
    ]
      .filter((key, i, all) => all.indexOf(key) === i)
      .map((key) => this.buckets.get(key))
      .filter((b): b is Bucket => b !== undefined);
    if (buckets.length === 0) return [];
    let signatures: Set<string> | null = null;
    let placeSignatures: Set<string> | null = null;
    for (const bucket of buckets) {
      for (const pk of bucket.rest) found.add(pk);
      if (bucket.bySignature.size > 0) {
        if (!signatures) {
          signatures = new Set();
          for (const key of job.keys) keySignatures(key, signatures);
        }
        // Whichever side is smaller is walked.
        if (bucket.bySignature.size < signatures.size) {
          for (const [sig, pks] of bucket.bySignature)
            if (signatures.has(sig)) for (const pk of pks) found.add(pk);
        } else {
          for (const sig of signatures) {
            const pks = bucket.bySignature.get(sig);
            if (pks) for (const pk of pks) found.add(pk);
          }
        }
      }
      for (const length of bucket.locationLengths.keys()) {
        for (let i = 0; i + length <= job.location.length; i++) {
          const pks = bucket.byLocation.get(job.location.slice(i, i + length));
          if (pks) for (const pk of pks) found.add(pk);
        }
      }
      if (bucket.byLocationSignature.size > 0) {
        if (!placeSignatures) {
          placeSignatures = new Set();
          for (const word of placeWordsOf(job.location)) keySignatures(word, placeSignatures);
        }
        for (const sig of placeSignatures) {
          const pks = bucket.byLocationSignature.get(sig);
          if (pks) for (const pk of pks) found.add(pk);
        }
      }
    }
    return [...found];
  }
}
