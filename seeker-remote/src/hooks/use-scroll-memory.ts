import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Back/Forward (a "POP"). Compared as a string: the router's enum object is not part of the portal's shared
 * router subset, only its values reach the page.
 */
const isBackOrForward = (type: ReturnType<typeof useNavigationType>) => String(type) === 'POP';

/** Scroll positions by history entry (react-router's location key), for this page load. */
const positions = new Map<string, number>();

/** How long after a restore the host may still move focus to the page heading (which scrolls it into view). */
const HOST_FOCUS_WINDOW_MS = 1000;

/**
 * Back (or Forward) to a page returns to where the person had scrolled, once the page's content is there
 * (`ready`): with the cached results it is there at once, every loaded card included.
 *
 * The host moves focus to the new page's heading after every navigation, and focusing scrolls the heading
 * into view; so the position is put back once more after that focus, if it comes within a moment.
 */
export function useScrollMemory(ready: boolean): void {
  const { key } = useLocation();
  const navigationType = useNavigationType();

  // Remember the position of this history entry as it changes. A layout effect, so the listener is gone
  // before the next page's content changes the document's height (which would move the position).
  useLayoutEffect(() => {
    const save = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [key]);

  const restoredFor = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!isBackOrForward(navigationType) || !ready || restoredFor.current === key) return undefined;
    restoredFor.current = key;
    const y = positions.get(key);
    if (y === undefined) return undefined;
    window.scrollTo(0, y);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterHostFocus = () => {
      // The focusing call scrolls after its focus event: put the position back once it has finished.
      timer = setTimeout(() => window.scrollTo(0, y), 0);
    };
    document.addEventListener('focusin', afterHostFocus, { once: true });
    const stop = setTimeout(
      () => document.removeEventListener('focusin', afterHostFocus),
      HOST_FOCUS_WINDOW_MS,
    );
    return () => {
      document.removeEventListener('focusin', afterHostFocus);
      clearTimeout(stop);
      if (timer) clearTimeout(timer);
    };
  }, [navigationType, ready, key]);
}
