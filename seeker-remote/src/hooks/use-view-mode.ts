import { useCallback, useSyncExternalStore } from 'react';

export type ViewMode = 'grid' | 'list';
const KEY = 'seeker:view-mode';

/**
 * The choice made on this page where storage would not keep it (disabled, or full): it holds for the page.
 * Only then: where storage works it is the one place the choice lives, so nothing here outlasts it.
 */
let unstored: ViewMode | null = null;

function read(): ViewMode {
  if (unstored) return unstored;
  try {
    return window.localStorage.getItem(KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

/** Whoever shows the mode now: the hooks of the page (one page holds one choice). */
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Grid or list, remembered across visits (a display preference only, not part of the search URL). The
 * server renders the grid (it does not know the choice): a page it rendered shows the grid while it
 * hydrates, then the person's choice.
 */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const mode = useSyncExternalStore(subscribe, read, () => 'grid' as const);
  const update = useCallback((next: ViewMode) => {
    try {
      window.localStorage.setItem(KEY, next);
      unstored = null;
    } catch {
      // storage disabled: the choice lasts for this page only
      unstored = next;
    }
    for (const listener of listeners) listener();
  }, []);
  return [mode, update];
}
