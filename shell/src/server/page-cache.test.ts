// @vitest-environment node
// The anonymous pages' cache on a clock of its own: fresh, then stale while one new render runs behind it,
// then gone; one render for everyone asking at once; only what may be kept is kept; bounded in bytes.
import { describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache';

type Page = { html: string; keep: boolean };

function setup({ maxBytes }: { maxBytes?: number } = {}) {
  const clock = { now: 0 };
  let renders = 0;
  /** The renders on their way, resolved by the test. */
  const waiting: ((page: Page) => void)[] = [];
  const cache = createPageCache<Page>(
    { freshMs: 2000, staleMs: 3000, now: () => clock.now, ...(maxBytes ? { maxBytes } : {}) },
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

describe('the anonymous pages’ cache', () => {
  it('serves a page as rendered while fresh, stale with one new render behind it, and not at all after', async () => {
    const { cache, clock } = setup();
    let renders = 0;
    const render = (html: string) => () => {
      renders += 1;
      return Promise.resolve({ html, keep: true });
    };
    expect(await cache.get('/jobs/1', render('v1'))).toEqual({
      value: { html: 'v1', keep: true },
      age: null,
    });
    clock.now = 1999;
    expect(await cache.get('/jobs/1', render('v2'))).toEqual({
      value: { html: 'v1', keep: true },
      age: 1999,
    });
    expect(renders).toBe(1);

    // Stale: the visitor gets the page at once, and the next one gets the new render.
    clock.now = 2500;
    expect((await cache.get('/jobs/1', render('v2'))).value.html).toBe('v1');
    expect(renders).toBe(2);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('/jobs/1', render('v3'))).toEqual({ value: { html: 'v2', keep: true }, age: 0 });

    // Older than fresh + stale: rendered for the visitor, never served.
    clock.now = 2500 + 5000;
    expect(await cache.get('/jobs/1', render('v4'))).toEqual({
      value: { html: 'v4', keep: true },
      age: null,
    });
  });

  it('one render for everyone who asks while it runs, whatever it gives; only a keepable page is kept', async () => {
    const { cache, render, waiting, renders } = setup();
    const asked = [cache.get('/find-jobs', render('a')), cache.get('/find-jobs', render('b'))];
    expect(waiting).toHaveLength(1);
    waiting[0]!({ html: 'a', keep: true });
    expect((await Promise.all(asked)).map((answer) => answer.value.html)).toEqual(['a', 'a']);
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
    });
  });

  it('a render that fails behind a stale page leaves that page until it expires', async () => {
    const { cache, clock } = setup();
    await cache.get('/', rendered('v1'));
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
    await cache.get('/a', rendered('aaaa'));
    await cache.get('/b', rendered('bbbb'));
    await cache.get('/a', rendered('A'));
    await cache.get('/c', rendered('cccc'));
    expect((await cache.get('/a', rendered('A'))).value.html).toBe('aaaa');
    expect(await cache.get('/b', rendered('B'))).toEqual({ value: { html: 'B', keep: true }, age: null });
  });

  it('with no fresh time, renders every request and keeps nothing', async () => {
    const cache = createPageCache<Page>({ freshMs: 0, staleMs: 0 }, (page) => page.html.length);
    await cache.get('/', rendered('v1'));
    expect(await cache.get('/', rendered('v2'))).toEqual({ value: { html: 'v2', keep: true }, age: null });
  });
});
