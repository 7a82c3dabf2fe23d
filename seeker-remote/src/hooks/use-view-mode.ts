import { useCallback, useState } from 'react';

export type ViewMode = 'grid' | 'list';
const KEY = 'seeker:view-mode';

function read(): ViewMode {
  try {
    return window.localStorage.getItem(KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

/** Grid or list, remembered across visits (a display preference only, not part of the search URL). */
export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const [mode, setMode] = useState<ViewMode>(read);
  const update = useCallback((next: ViewMode) => {
    setMode(next);
    try {
      window.localStorage.setItem(KEY, next);
    } catch {
      // storage disabled: the choice lasts for this page only
    }
  }, []);
  return [mode, update];
}
