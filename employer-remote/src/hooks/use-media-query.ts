// Whether a CSS media query matches now, re-rendering when it changes. Used where a layout must change its
// markup, not just its look (a table of jobs becomes one card per job on a phone): rendering only one of the
// two keeps every control's accessible name unique on the page. Where matchMedia does not exist (jsdom in
// unit tests), the query counts as matching `fallback`.
import { useCallback, useSyncExternalStore } from 'react';

export function useMediaQuery(query: string, fallback = true): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () =>
    typeof window === 'undefined' || typeof window.matchMedia !== 'function'
      ? fallback
      : window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, read, () => fallback);
}

/** From 640 px up (Tailwind's `sm`): room for tables; below it, one card per item. */
export const WIDE_SCREEN = '(min-width: 640px)';
