// The page's first script (a file of its own, before the app's code; see build-config's headScript): on a
// page the server rendered, a button cannot act until the app's code has run and taken the page over. A
// click on one meanwhile is kept, and done once the page has been taken over (the shell's bootstrap calls
// the function this leaves behind), so no click is lost on a slow connection. Links and the GET forms
// work without the app's code and are left alone. Tiny: every page loads it first.

import { KEPT_CLICKS } from './kept-clicks-key';

const holder = globalThis as { [KEPT_CLICKS]?: () => HTMLElement[] };
const root = document.getElementById('root');
// Only a server-rendered page has controls before the app's code (it carries the page's state).
if (root && document.getElementById('portal-page') && !holder[KEPT_CLICKS]) {
  const kept: HTMLElement[] = [];
  const keep = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest?.<HTMLElement>('button, [role="button"]');
    if (!control || !root.contains(control)) return;
    // A submit button of a form without the app's code sends the form, which works as it is.
    if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form) return;
    event.preventDefault();
    event.stopPropagation();
    if (kept.at(-1) !== control) kept.push(control);
  };
  document.addEventListener('click', keep, true);
  holder[KEPT_CLICKS] = () => {
    document.removeEventListener('click', keep, true);
    return kept.splice(0).filter((control) => control.isConnected);
  };
}
