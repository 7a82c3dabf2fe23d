// @vitest-environment node
// The anonymous pages' cache on a clock of its own: fresh, then stale while one new render runs behind it,
// then gone; one render for everyone asking at once; only what may be kept is kept, and only from the second
// time its URL is asked; bounded in bytes.
import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache';

type Page = { html: string; keep: boolean };

function setup({ maxBytes }: { maxBytes?: number } = {}) {
  const clock = { now: 0 };
  let renders = 0;
  /** The renders on their way, resolved by the test. */
  const waiting: ((page: Page) => void)[] = [];
  const cache = createPageCache<Page>(
    {
      freshMs: 2000,
      staleMs: 3000,
      // Never 0, as a real clock: lru-cache reads a start time of 0 as "none" (never expires).
      now: () => 1000 + clock.now,
      ...(maxBytes ? { maxBytes } : {}),
    },
    (page) => (page.keep ? page.html.length : null),
  );
  const render =
    (html: string, keep = true) =>
    () => {
      renders += 1;
      return new Promise<Page>((resolve) => waiting.push(() => resolve({ html, keep })));
    };
  return { cache, clock, render, waiting, renders: () => renders };
}

/** A render that answers at once. */
const rendered =
  (html: string, keep = true) =>
  () =>
    Promise.resolve({ html, keep });

/** Asks for `key` twice, so that its page is kept from then on. */
async function askTwice(cache: ReturnType<typeof setup>['cache'], key: string, html: string) {
  await cache.get(key, rendered(`${html} (asked once)`));
  return cache.get(key, rendered(html));
}

describe('the anonymous pages’ cache', () => {
  it('keeps a page only from the second time its URL is asked within the window', async () => {
    const { cache, clock } = setup();
    expect(await cache.get('/find-jobs?q=rare', rendered('v1'))).toEqual({
      value: { html: 'v1', keep: true },
      age: null,
      kept: false,
    });
    clock.now = 4999;
    expect(await cache.get('/find-jobs?q=rare', rendered('v2'))).toEqual({
      value: { html: 'v2', keep: true },
      age: null,
      kept: true,
    });
    clock.now = 5000;
    expect(await cache.get('/find-jobs?q=rare', rendered('v3'))).toEqual({
      value: { html: 'v2', keep: true },
      age: 1,
      kept: true,
    });
    // Asked once, and again only after the window: as if never asked.
    await cache.get('/jobs/once', rendered('w1'));
    clock.now = 10_001;
    expect((await cache.get('/jobs/once', rendered('w2'))).kept).toBe(false);
    expect((await cache.get('/jobs/once', rendered('w3'))).kept).toBe(true);
  });

  it('serves a page as rendered while fresh, stale with one new render behind it, and not at all after', async () => {
    const { cache, clock } = setup();
    let renders = 0;
    const render = (html: string) => () => {
      renders += 1;
      return Promise.resolve({ html, keep: true });
    };
    await cache.get('/jobs/1', render('v0'));
    expect(await cache.get('/jobs/1', render('v1'))).toEqual({
      value: { html: 'v1', keep: true },
      age: null,
      kept: true,
    });
    clock.now = 1999;
    expect(await cache.get('/jobs/1', render('v2'))).toEqual({
      value: { html: 'v1', keep: true },
      age: 1999,
      kept: true,
    });
    expect(renders).toBe(2);

    // Stale: the visitor gets the page at once, and the next one gets the new render.
    clock.now = 2500;
    expect((await cache.get('/jobs/1', render('v2'))).value.html).toBe('v1');
    expect(renders).toBe(3);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('/jobs/1', render('v3'))).toEqual({
      value: { html: 'v2', keep: true },
      age: 0,
      kept: true,
    });

    // Older than fresh + stale: rendered for the visitor, never served (and, first asked as long ago, not
    // kept either).
    clock.now = 2500 + 5001;
    expect(await cache.get('/jobs/1', render('v4'))).toEqual({
      value: { html: 'v4', keep: true },
      age: null,
      kept: false,
    });
  });

  it('one render for everyone who asks while it runs, whatever it gives; only a keepable page is kept', async () => {
    const { cache, render, waiting, renders } = setup();
    const asked = [cache.get('/find-jobs', render('a')), cache.get('/find-jobs', render('b'))];
    expect(waiting).toHaveLength(1);
    waiting[0]!({ html: 'a', keep: true });
    // Asked twice (together): kept for whoever asks next.
    expect(await Promise.all(asked)).toEqual([
      { value: { html: 'a', keep: true }, age: null, kept: true },
      { value: { html: 'a', keep: true }, age: null, kept: true },
    ]);
    expect(renders()).toBe(1);
    expect((await cache.get('/find-jobs', render('c'))).value.html).toBe('a');
    expect(renders()).toBe(1);

    // A redirect (not kept) is shared by those who asked together, and the next visitor renders again.
    const together = [
      cache.get('/saved-jobs', render('redirect', false)),
      cache.get('/saved-jobs', render('x')),
    ];
    waiting.splice(0).forEach((resolve) => resolve({ html: 'redirect', keep: false }));
    expect((await Promise.all(together)).map((answer) => answer.value.html)).toEqual([
      'redirect',
      'redirect',
    ]);
    expect(await cache.get('/saved-jobs', rendered('again'))).toEqual({
      value: { html: 'again', keep: true },
      age: null,
      kept: true,
    });
  });

  it('a render that fails behind a stale page leaves that page until it expires', async () => {
    const { cache, clock } = setup();
    await askTwice(cache, '/', 'v1');
    clock.now = 3000;
    const failing = () => Promise.reject(new Error('API down'));
    expect((await cache.get('/', failing)).value.html).toBe('v1');
    await new Promise((resolve) => setImmediate(resolve));
    expect((await cache.get('/', failing)).value.html).toBe('v1');
    // A failing render for a visitor with nothing kept is their error.
    clock.now = 9000;
    await expect(cache.get('/', failing)).rejects.toThrow('API down');
  });

  it('keeps the pages within its size, the least recently used going first', async () => {
    const { cache } = setup({ maxBytes: 10 });
    await askTwice(cache, '/a', 'aaaa');
    await askTwice(cache, '/b', 'bbbb');
    await cache.get('/a', rendered('A'));
    await askTwice(cache, '/c', 'cccc');
    expect((await cache.get('/a', rendered('A'))).value.html).toBe('aaaa');
    expect(await cache.get('/b', rendered('B'))).toEqual({
      value: { html: 'B', keep: true },
      age: null,
      kept: true,
    });
  });

  it('with no fresh time, renders every request and keeps nothing', async () => {
    const cache = createPageCache<Page>({ freshMs: 0, staleMs: 0 }, (page) => page.html.length);
    await cache.get('/', rendered('v1'));
    expect(await cache.get('/', rendered('v2'))).toEqual({
      value: { html: 'v2', keep: true },
      age: null,
      kept: false,
    });
  });
});
