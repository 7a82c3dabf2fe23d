// A page's title, the same way in every app: "Find Jobs · JobPortal". The shell's root layout owns
// document.title (from its routes' `handle.title`); a page whose title depends on data (a job's name) says it
// with usePageTitle. The two meet through a window event rather than module state, so a remote's copy of this
// module and the shell's copy need not be the same instance.
import { useEffect } from 'react';
import { BRAND_NAME } from '../tokens';

/** The event usePageTitle sends; `detail` is the title, or null when the page goes away. */
export const PAGE_TITLE_EVENT = 'portal:page-title';

export const TITLE_SEPARATOR = ' · ';

/** "Login" → "Login · JobPortal"; nothing → "JobPortal". */
export function formatPageTitle(title?: string | null): string {
  return title ? `${title}${TITLE_SEPARATOR}${BRAND_NAME}` : BRAND_NAME;
}

function announce(title: string | null): void {
  if (typeof window === 'undefined') return;
  const event = new CustomEvent<string | null>(PAGE_TITLE_EVENT, { detail: title, cancelable: true });
  // A host that owns the title (the shell) cancels the event; with none (a remote's standalone dev page),
  // the page sets the title itself.
  const unhandled = window.dispatchEvent(event);
  if (unhandled) document.title = formatPageTitle(title);
}

/**
 * Declares the current page's title (without the brand), overriding its route's static title while the page
 * is shown. Pass null/'' while the data that names the page is loading.
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return undefined;
    announce(title);
    return () => announce(null);
  }, [title]);
}
