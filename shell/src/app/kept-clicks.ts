// The page's first script (a file of its own, first in the head; see build-config's headScript): on a page
// the server rendered, a button cannot act until the app's code has run and taken the page over. A click on
// one meanwhile is kept, and done once the page has been taken over (the shell's bootstrap calls the
// function this leaves behind), so no click is lost on a slow connection. Links and the forms that say
// where they go (an action: the job search) work without the app's code and are left alone. A form the app
// sends itself (sign-in, sign-up…) is kept too, sent by its button or by the Enter key: the browser would
// otherwise send it on its own, with what was typed in it. A choice made in a form that works alone (the
// job search's order and filters) is applied the way that form works without the app: the form is sent and
// the server renders the results. Tiny: every page loads it first.
// It runs before any of the body has arrived, and holds the page only while it arrives itself (beside the
// stylesheets), never its first paint after that: what it listens for is asked of the document when it
// happens. While the document is still arriving, whatever is in the root came from the server (the app's
// code runs once all of it has arrived); then a page without the server's page state was not rendered
// there, and nothing is kept any more.

import { KEPT_CLICKS } from './kept-clicks-key';

const holder = globalThis as { [KEPT_CLICKS]?: () => HTMLElement[] };
const serverRendered = () => document.getElementById('portal-page') !== null;
const arriving = () => document.readyState === 'loading';
// Only a server-rendered page has controls before the app's code (it carries the page's state).
if (!holder[KEPT_CLICKS] && (arriving() || serverRendered())) {
  const kept: HTMLElement[] = [];
  /** Whether what happened to `target` is to be kept: in the root of a page the server rendered. */
  const keeps = (target: Node) =>
    Boolean(document.getElementById('root')?.contains(target)) && (arriving() || serverRendered());
  const keepOnce = (element: HTMLElement) => {
    if (kept.at(-1) !== element) kept.push(element);
  };
  const keepClick = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest?.<HTMLElement>('button, [role="button"]');
    if (!control || !keeps(control)) return;
    // A submit button sends its form: whether that waits is the form's (below).
    if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form) return;
    event.preventDefault();
    event.stopPropagation();
    keepOnce(control);
  };
  const keepSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !keeps(form) || form.hasAttribute('action')) return;
    event.preventDefault();
    event.stopPropagation();
    // Its button, clicked again, sends it the app's way; a form sent with no button is sent again itself.
    keepOnce(event.submitter instanceof HTMLElement ? event.submitter : form);
  };
  const applyChoice = (event: Event) => {
    const control = event.target;
    const choice =
      control instanceof HTMLSelectElement ||
      (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio'));
    const form = choice ? control.form : null;
    if (form && keeps(form) && form.hasAttribute('action')) form.requestSubmit();
  };
  const stop = () => {
    document.removeEventListener('click', keepClick, true);
    document.removeEventListener('submit', keepSubmit, true);
    document.removeEventListener('change', applyChoice, true);
    return kept.splice(0).filter((control) => control.isConnected);
  };
  document.addEventListener('click', keepClick, true);
  document.addEventListener('submit', keepSubmit, true);
  document.addEventListener('change', applyChoice, true);
  holder[KEPT_CLICKS] = stop;
  // All of it has arrived: a page the browser renders (no page state) keeps nothing, and its app never asks.
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      if (serverRendered()) return;
      stop();
      delete holder[KEPT_CLICKS];
    },
    { once: true },
  );
}
