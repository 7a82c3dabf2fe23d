import { beforeEach, describe, expect, it, vi } from 'vitest';
import { KEPT_CLICKS } from './kept-clicks-key';

const holder = globalThis as { [KEPT_CLICKS]?: () => HTMLElement[] };

/** A server-rendered page before its code: a button, a link, a GET form and a form the app sends. */
function serverPage() {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="menu">Menu</button>
      <a href="#job" id="job">A job</a>
      <form method="get" action="/find-jobs" id="search-form"><input name="keyword" id="keyword"><button type="submit" id="search">Search Jobs</button></form>
      <select name="sort" id="sort" form="search-form"><option value="newest">Newest</option><option value="salary">Salary</option></select>
      <label><input type="checkbox" name="type" value="Full-Time" id="full-time" form="search-form"> Full-Time</label>
      <form method="post" id="sign-in"><input name="password"><button type="submit" id="sign-in-button">Sign In</button></form>
      <form method="post" id="note"><input name="text"></form>
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

  it('leaves links and the forms that say where they go alone: they work without the app', async () => {
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

  it('keeps a form the app sends, by its button or by Enter, so the browser does not send it by itself', async () => {
    serverPage();
    await import('./kept-clicks');
    const sent = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener('submit', sent);
    const signIn = document.getElementById('sign-in') as HTMLFormElement;
    const button = document.getElementById('sign-in-button') as HTMLButtonElement;
    button.click();
    button.click();
    // Enter in a field of a form without a button: sent with no submitter.
    const note = document.getElementById('note') as HTMLFormElement;
    note.requestSubmit();
    expect(sent).not.toHaveBeenCalled();
    expect(holder[KEPT_CLICKS]?.()).toEqual([button, note]);
    // Taken over: the app sends its forms.
    signIn.requestSubmit(button);
    expect(sent).toHaveBeenCalledOnce();
  });

  it('applies a choice in a form that works alone by sending it (the server renders the results)', async () => {
    serverPage();
    await import('./kept-clicks');
    const sent: string[] = [];
    document.addEventListener('submit', (event) => {
      event.preventDefault();
      sent.push(new URLSearchParams(new FormData(event.target as HTMLFormElement) as never).toString());
    });
    const sort = document.getElementById('sort') as HTMLSelectElement;
    sort.value = 'salary';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    (document.getElementById('full-time') as HTMLInputElement).click();
    // Typing is no choice: the field is sent with the next one, or by its own Enter.
    (document.getElementById('keyword') as HTMLInputElement).dispatchEvent(
      new Event('change', { bubbles: true }),
    );
    expect(sent).toEqual(['keyword=&sort=salary', 'keyword=&sort=salary&type=Full-Time']);
    // Taken over: the app applies choices itself.
    holder[KEPT_CLICKS]?.();
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    expect(sent).toHaveLength(2);
  });

  it('runs before the body arrives: a click on the server’s page while it still arrives is kept', async () => {
    const loading = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    document.body.innerHTML = '';
    await import('./kept-clicks');
    // The body arrives, its page state last.
    document.body.innerHTML = '<div id="root"><button type="button" id="menu">Menu</button></div>';
    const menu = document.getElementById('menu') as HTMLButtonElement;
    menu.click();
    document.body.insertAdjacentHTML(
      'beforeend',
      '<script type="application/json" id="portal-page">{}</script>',
    );
    loading.mockRestore();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(holder[KEPT_CLICKS]?.()).toEqual([menu]);
  });

  it('keeps nothing once a page without the server’s state has arrived (the browser renders it)', async () => {
    const loading = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    document.body.innerHTML = '';
    await import('./kept-clicks');
    document.body.innerHTML = '<div id="root"><button type="button" id="menu">Menu</button></div>';
    loading.mockRestore();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(holder[KEPT_CLICKS]).toBeUndefined();
    // The app's own listener hears the click: nothing stands in its way.
    const heard = vi.fn();
    document.addEventListener('click', heard);
    document.getElementById('menu')?.click();
    expect(heard).toHaveBeenCalledOnce();
    document.removeEventListener('click', heard);
  });

  it('does nothing on a page served as a file (the app renders it, nothing to keep)', async () => {
    document.body.innerHTML = '<div id="root"><button type="button">Menu</button></div>';
    await import('./kept-clicks');
    expect(holder[KEPT_CLICKS]).toBeUndefined();
  });
});
