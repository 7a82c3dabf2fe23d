// Continuity between pages, in one place for the whole site (shell and remotes): a distinct title per page
// (the document's one <title>, see PageHead) and, after a navigation, focus on the new page's main heading
// (so a screen reader announces the page and the next Tab starts in it, not back at the top of <body>).
import { pageHandle } from '@portal/remote-contract';
import { focusElement, PageTitle } from '@portal/shared-ui/page';
import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router-dom';

/** The site's description, for every page that does not describe itself. */
export const SITE_DESCRIPTION = 'Find your dream job or the perfect hire.';

/**
 * The document's title and description from the route's handle, on the server and in the browser; nothing
 * for a page that renders its own (`handle.head: 'page'`), so there is always exactly one of each.
 */
export function PageHead() {
  const handle = pageHandle(useMatches());
  if (handle?.head === 'page') return null;
  return (
    <>
      <PageTitle title={handle?.title} />
      <meta name="description" content={SITE_DESCRIPTION} />
    </>
  );
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

/** Focus for every page: after a navigation, on the new page's main heading. */
export function usePageContinuity(): void {
  const { pathname } = useLocation();

  // Not on the first page load: the browser starts at the top of the document, as it should.
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return undefined;
    firstPath.current = '';
    return focusHeadingWhenReady();
  }, [pathname]);
}
