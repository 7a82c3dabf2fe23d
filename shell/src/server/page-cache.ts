// The rendered HTML of pages every visitor sees alike (anonymous visitors, no QA session), kept for a few
// seconds: under load every anonymous visitor of a job page otherwise costs a render of the same page. A page
// is served as it was rendered for `freshMs`; after that, for `staleMs` more, the next visitor still gets it
// at once while one new render runs behind it (stale-while-revalidate); older than both it is not served at
// all, so a changed or closed job shows within freshMs + staleMs. Visitors asking for a page that is being
// rendered wait for that render instead of starting their own. lru-cache bounds the memory (by the pages'
// size) and drops what has expired.
// A page is kept only from the second time its URL is asked within that window: most URLs of a site (a
// search one visitor typed, a job nobody else opens now) are asked once, and keeping each of them (its
// HTML, its compressed twins) filled the heap for nothing: such pages were a third slower to serve than
// with no cache at all. A URL asked once is only remembered (its key, for the window).
import { LRUCache } from 'lru-cache';

export interface PageCacheOptions {
  /** How long a page is served as it was rendered (0: nothing is kept, every request renders). */
  freshMs: number;
  /** How long after that it is still served while a new render runs. */
  staleMs: number;
  /** The most the kept pages may take, in bytes (the least recently used go first). */
  maxBytes?: number;
  /** The clock (tests). */
  now?: () => number;
}

export interface CacheAnswer<T> {
  value: T;
  /** How old the answer is, in ms: null when it was rendered for this request. */
  age: number | null;
  /** Whether the value is (or will be) served again: worth work done once for all who get it. */
  kept: boolean;
}

/** 32 MB of HTML: about a thousand job pages. */
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
/** URLs asked once, remembered for the window: a key is at most a few KB (the server bounds URLs). */
const MAX_SEEN = 20_000;

/**
 * A cache of rendered pages of type T: `size(value)` is what one takes in bytes, or null when it must not
 * be kept (a redirect, a page left to the browser, an error): those are shared by the requests that asked
 * together, never by later ones.
 */
export function createPageCache<T>(options: PageCacheOptions, size: (value: T) => number | null) {
  const now = options.now ?? (() => performance.now());
  const enabled = options.freshMs > 0;
  const kept = new LRUCache<string, { value: T; at: number }>({
    maxSize: options.maxBytes ?? DEFAULT_MAX_BYTES,
    sizeCalculation: (entry) => Math.max(1, size(entry.value) ?? 1),
    ttl: Math.max(1, options.freshMs + options.staleMs),
    // Each read asks the clock (the default re-uses one reading for a millisecond, with a timer).
    ttlResolution: 0,
    perf: { now },
  });
  const seen = new LRUCache<string, true>({
    max: MAX_SEEN,
    ttl: Math.max(1, options.freshMs + options.staleMs),
    ttlResolution: 0,
    perf: { now },
  });
  /** The renders running, and whether theirs is kept (someone else asked for the URL meanwhile or before). */
  const rendering = new Map<string, { value: Promise<T>; keep: boolean }>();

  /** One render of `key` at a time: whoever asks meanwhile gets the same one (and it is then kept). */
  function renderOnce(key: string, render: () => Promise<T>, keep: boolean) {
    let pending = rendering.get(key);
    if (pending) {
      pending.keep = true;
    } else {
      const started = { keep } as { value: Promise<T>; keep: boolean };
      started.value = render()
        .then((value) => {
          if (started.keep && size(value) !== null) kept.set(key, { value, at: now() });
          return value;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, started);
      pending = started;
    }
    return pending;
  }

  return {
    /** The answer for `key`: kept (fresh, or stale with a new render behind it), or rendered now. */
    async get(key: string, render: () => Promise<T>): Promise<CacheAnswer<T>> {
      if (!enabled) return { value: await render(), age: null, kept: false };
      const entry = kept.get(key);
      const age = entry ? now() - entry.at : Infinity;
      if (entry && age < options.freshMs + options.staleMs) {
        // A render behind a stale page that fails leaves the page as it is, until it expires.
        if (age >= options.freshMs) renderOnce(key, render, true).value.catch(() => undefined);
        return { value: entry.value, age, kept: true };
      }
      // Asked before within the window (or now, by someone else while it renders): worth keeping.
      const again = seen.has(key);
      if (!again) seen.set(key, true);
      const pending = renderOnce(key, render, again);
      const value = await pending.value;
      return { value, age: null, kept: pending.keep && size(value) !== null };
    },
    /** Forgets every page (a release switched: the pages name other code). */
    clear() {
      kept.clear();
      seen.clear();
    },
  };
}

export type PageCache<T> = ReturnType<typeof createPageCache<T>>;
