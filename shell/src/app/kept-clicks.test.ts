import { beforeEach, describe, expect, it, vi } from 'vitest';
import { KEPT_CLICKS } from './kept-clicks-key';

const holder = globalThis as { [KEPT_CLICKS]?: () => HTMLElement[] };

/** A server-rendered page before its code: a button, a link and a GET form's submit button. */
function serverPage() {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="menu">Menu</button>
      <a href="#job" id="job">A job</a>
      <form method="get" action="/find-jobs"><button type="submit" id="search">Search Jobs</button></form>
    </div>
    <script type="application/json" id="portal-page">{}</script>`;
}

beforeEach(() => {
  delete holder[KEPT_CLICKS];
  vi.resetModules();
});

describe('the page’s first script', () => {
  it('keeps a button’s click until the page is taken over, then hands it over once', async () => {
    serverPage();
    await import('./kept-clicks');
    const menu = document.getElementById('menu') as HTMLButtonElement;
    const heard = vi.fn();
    // The app's own listener, which is not there yet when the click happens.
    document.addEventListener('click', heard);
    menu.click();
    menu.click();
    expect(heard).not.toHaveBeenCalled();
    expect(holder[KEPT_CLICKS]?.()).toEqual([menu]);
    // Taken over: clicks go through, and none is kept any more.
    menu.click();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(holder[KEPT_CLICKS]?.()).toEqual([]);
  });

  it('leaves links and the GET forms’ submit buttons alone: they work without the app', async () => {
    serverPage();
    await import('./kept-clicks');
    const link = vi.fn((event: Event) => event.preventDefault());
    document.getElementById('job')?.addEventListener('click', link);
    document.getElementById('job')?.click();
    const submit = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')?.addEventListener('submit', submit);
    document.getElementById('search')?.click();
    expect(link).toHaveBeenCalledOnce();
    expect(submit).toHaveBeenCalledOnce();
    expect(holder[KEPT_CLICKS]?.()).toEqual([]);
  });

  it('does nothing on a page served as a file (the app renders it, nothing to keep)', async () => {
    document.body.innerHTML = '<div id="root"><button type="button">Menu</button></div>';
    await import('./kept-clicks');
    expect(holder[KEPT_CLICKS]).toBeUndefined();
  });
});
