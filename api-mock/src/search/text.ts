// How job text becomes search keys, and how a typed term matches a key. One rule for documents and
// keywords, so what a seeker types always means the same thing (see the README's "Search" section).
//
// Text is lower-cased and split on whitespace into chunks. A chunk gives one key per *word start*: its
// beginning, every punctuation character and every letter or digit that follows punctuation. So
// `node.js,` gives `node.js,`, `.js,`, `js,` and `,`; `c++` gives `c++`, `++` and `+`; `(really)` gives
// `(really)`, `really)` and `)`. A term matches a key it is a prefix of: literal text that begins at a
// word start (`c++`, `(`, `"`, `*` and `AND` are plain text, never syntax), and `engineer` finds
// `engineering`.

/** Keys (and terms) longer than this are cut: `supercalifragilistic…` matches by its first 32 characters. */
export const MAX_KEY_LENGTH = 32;
/** A job's text gives at most this many distinct keys (title and company first, then the description). */
export const MAX_KEYS_PER_DOC = 500;
/** A keyword of more terms uses its first ones only: each term is a lookup, and 200 one-letter terms is no query. */
export const MAX_QUERY_TERMS = 8;
/** Terms this long (letters and digits only) also match with one typo. */
export const FUZZY_MIN_LENGTH = 5;

/** Letters and digits of any script; everything else (punctuation, symbols) starts a key of its own. */
const WORD = /[\p{L}\p{N}]/u;
const isWord = (ch: string): boolean => {
  const code = ch.charCodeAt(0);
  if (code < 128)
    return (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90);
  return WORD.test(ch);
};

/** Whitespace-separated, lower-cased chunks. */
export function chunksOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter((c) => c.length > 0);
}

/** The keys of one chunk (see the file comment), each cut to MAX_KEY_LENGTH. */
export function keysOfChunk(chunk: string, into: (key: string) => void): void {
  into(chunk.slice(0, MAX_KEY_LENGTH));
  let prevWord = isWord(chunk[0]!);
  for (let i = 1; i < chunk.length; i++) {
    const word = isWord(chunk[i]!);
    if (!word || !prevWord) into(chunk.slice(i, i + MAX_KEY_LENGTH));
    prevWord = word;
  }
}

/** The terms of a keyword: distinct chunks, cut to MAX_KEY_LENGTH, at most MAX_QUERY_TERMS of them. */
export function termsOf(keyword: string | undefined): string[] {
  const terms = new Set<string>();
  for (const chunk of chunksOf(keyword ?? '')) {
    terms.add(chunk.slice(0, MAX_KEY_LENGTH));
    if (terms.size === MAX_QUERY_TERMS) break;
  }
  return [...terms];
}

/** Typo tolerance applies to terms of FUZZY_MIN_LENGTH+ letters or digits: `c++` or `(` stay literal. */
export function isFuzzyTerm(term: string): boolean {
  if (term.length < FUZZY_MIN_LENGTH) return false;
  for (const ch of term) if (!isWord(ch)) return false;
  return true;
}

/**
 * Whether some prefix of `key` is at most one edit (insert, delete, replace, or swap of two neighbours)
 * away from `term`, with the first letter right. The first letter is kept because typos there are rare and
 * because it keeps the search to one corner of the dictionary. `desinger` → `designer` (a swap),
 * `engneer` → `engineer` (a missing letter), `managr` → `manager`.
 */
export function fuzzyPrefixMatch(term: string, key: string): boolean {
  if (key.charCodeAt(0) !== term.charCodeAt(0)) return false;
  const n = term.length;
  let i = 1;
  while (i < n && i < key.length && key.charCodeAt(i) === term.charCodeAt(i)) i++;
  if (i === n) return true; // the term itself is a prefix
  if (i === key.length) return key.length === n - 1; // the key is the term less its last letter
  return (
    key.startsWith(term.slice(i + 1), i + 1) || // replace
    key.startsWith(term.slice(i + 1), i) || // the term has a letter too many
    key.startsWith(term.slice(i), i + 1) || // the term misses a letter
    (key.charCodeAt(i) === term.charCodeAt(i + 1) &&
      key.charCodeAt(i + 1) === term.charCodeAt(i) &&
      key.startsWith(term.slice(i + 2), i + 2)) // swapped neighbours
  );
}

/**
 * Prefixes that every key matching `term` fuzzily starts with, for a dictionary sorted by key:
 * `nextChars(prefix)` lists the characters that follow `prefix` in some key. A superset is fine
 * (every key found is checked with fuzzyPrefixMatch); a missing one would lose matches.
 */
export function fuzzyCandidates(term: string, nextChars: (prefix: string) => string[]): string[] {
  const out = new Set<string>();
  const n = term.length;
  for (let i = 1; i <= n; i++) {
    const head = term.slice(0, i);
    const tail = term.slice(i);
    if (i < n) out.add(head + term.slice(i + 1)); // delete term[i]
    if (i < n - 1) out.add(head + term[i + 1]! + term[i]! + term.slice(i + 2)); // swap i, i+1
    for (const c of nextChars(head)) {
      if (i < n && c !== term[i]) out.add(head + c + term.slice(i + 1)); // replace term[i]
      if (i < n) out.add(head + c + tail); // insert before term[i]
    }
  }
  return [...out];
}

// ---------------------------------------------------------------- variants a person types

/** Characters that join the parts of one word ("front-end", "UX/UI"): between letters or digits. */
const JOINERS = /(?<=[\p{L}\p{N}])[-/](?=[\p{L}\p{N}])/u;
const JOINERS_ALL = new RegExp(JOINERS.source, 'gu');

/**
 * A chunk's joined form when it holds joiners between letters ("front-end," → "frontend,"), else null: a
 * job saying "front-end" is found by "frontend" too.
 */
export function joinedChunk(chunk: string): string | null {
  return JOINERS.test(chunk) ? chunk.replace(JOINERS_ALL, '') : null;
}

/** The parts of a typed word split at its joiners ("front-end" → front, end); `c++` or `node.js` stay whole. */
export function partsOf(word: string): string[] {
  return word.split(JOINERS_ALL).filter((p) => p.length > 0);
}

/** Whether a chunk is letters and digits only (a plain word, which may be joined with its neighbour). */
export const isPlainWord = (chunk: string): boolean => /^[\p{L}\p{N}]+$/u.test(chunk);

/**
 * A simple plural made into the stem that prefix matching then finds in both forms: `engineers` →
 * `engineer`, `analyses`/`boxes` → `analys`/`box`, `companies` → `compan`. Words under 4 letters and
 * words ending in `ss`, `us` or `is` stay as they are (`class`, `status`, `analysis`).
 */
export function stemPlural(term: string): string {
  if (term.length < 4 || !isPlainWord(term) || !term.endsWith('s')) return term;
  if (/(ss|us|is)$/.test(term)) return term;
  if (term.endsWith('ies') && term.length > 4) return term.slice(0, -3);
  if (/(sses|xes|zes|ches|shes)$/.test(term)) return term.slice(0, -2);
  return term.slice(0, -1);
}

/**
 * Edit distance (insert, delete, replace, swap of neighbours) between `a` and `b`, or `max + 1` as soon as
 * it is sure to be more than `max`: for suggesting a correction of a word that found nothing.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, prev2[j - 2]! + 1);
      cur.push(d);
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length]!;
}

// ---------------------------------------------------------------- the location filter

/** The words of a location or of a typed place: runs of letters and digits ("Remote (EU)" → remote, eu). */
export const placeWordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);

/**
 * Whether a job's location (lower-cased) is found by a typed place (trimmed, lower-cased): it contains
 * the place as typed, or every word of the place is in it, each as written or, for words of
 * FUZZY_MIN_LENGTH+ letters, as one of its words with one typo, first letter right (the keyword's typo,
 * but on a whole word: a place is a name, so "porto" must not find "Portugal" as a prefix would). So
 * "Berlni", "berln" and "berlin germany" find "Berlin, Germany"; "Brelni" (two edits), "Verlin" (first
 * letter) and "Prto" (too short to guess) do not.
 */
export function locationMatches(place: string, location: string): boolean {
  if (location.includes(place)) return true;
  // A typed place uses its first words only, as a keyword does.
  const words = placeWordsOf(place).slice(0, MAX_QUERY_TERMS);
  if (words.length === 0) return false;
  let locationWords: string[] | null = null;
  return words.every((word) => {
    if (location.includes(word)) return true;
    if (!isFuzzyTerm(word)) return false;
    locationWords ??= placeWordsOf(location);
    return locationWords.some((w) => w[0] === word[0] && editDistance(word, w, 1) <= 1);
  });
}
