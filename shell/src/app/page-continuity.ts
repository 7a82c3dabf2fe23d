// Continuity between pages, in one place for the whole site (shell and remotes): a distinct document.title
// per page and, after a navigation, focus on the new page's main heading (so a screen reader announces the
// page and the next Tab starts in it, not back at the top of <body>).
import { focusElement, formatPageTitle, PAGE_TITLE_EVENT } from '@portal/shared-ui/page';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useMatches, type UIMatch } from 'react-router-dom';

/** What a route may carry in `handle` (shell routes here, remote routes through the route contract). */
export interface RouteHandle {
  /** The page's title without the brand: "Find Jobs" → "Find Jobs · JobPortal". */
  title?: string;
}

/** The title of the deepest matched route that has one. */
export function routeTitle(matches: UIMatch[]): string | null {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = (matches[i]?.handle as RouteHandle | undefined)?.title;
    if (typeof title === 'string' && title) return title;
  }
  return null;
}

const HEADING_WAIT_MS = 10_000;

/**
 * Focuses the new page's main heading as soon as it is in the document (a remote page may still be
 * loading), unless the person has moved focus meanwhile. Returns a cleanup.
 */
function focusHeadingWhenReady(): () => void {
  const focusedAtStart = document.activeElement;
  const tryFocus = () => {
    const heading =
      document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    const active = document.activeElement;
    const untouched = active === focusedAtStart || active === document.body || !active?.isConnected;
    if (untouched) focusElement(heading);
    return true;
  };
  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * Titles and focus for every page. The title is the one a page declares with usePageTitle (a job's name),
 * else its route's `handle.title`, else the brand alone.
 */
export function usePageContinuity(): void {
  const matches = useMatches();
  const { pathname } = useLocation();
  const [declared, setDeclared] = useState<string | null>(null);

  // A layout effect, so the listener is there before any page's (passive) usePageTitle effect runs.
  useLayoutEffect(() => {
    const onTitle = (event: Event) => {
      event.preventDefault(); // tells usePageTitle that this host owns document.title
      setDeclared((event as CustomEvent<string | null>).detail ?? null);
    };
    window.addEventListener(PAGE_TITLE_EVENT, onTitle);
    return () => window.removeEventListener(PAGE_TITLE_EVENT, onTitle);
  }, []);

  const title = declared ?? routeTitle(matches);
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);

  // Not on the first page load: the browser starts at the top of the document, as it should.
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return undefined;
    firstPath.current = '';
    return focusHeadingWhenReady();
  }, [pathname]);
}
