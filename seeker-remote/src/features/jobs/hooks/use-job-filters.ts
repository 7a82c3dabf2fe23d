import { useAddressParams } from '@portal/shared-data';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import {
  EMPTY_FILTERS,
  filtersFromKey,
  filtersKey,
  PAGE_PARAM,
  parseFilters,
  writeFilters,
  type JobFilters,
} from '../filters';

/** Every change to the search waits until it has been still for 500 ms before it fetches (a product rule). */
export const FILTER_DEBOUNCE_MS = 500;

/**
 * The search state of /find-jobs. Edits are immediate in the form; the applied search (what is fetched and
 * what the URL keeps, so it survives reload and can be shared) follows 500 ms after the last change.
 * Back/forward or a link that changes the URL resets the form to it.
 */
export function useJobFilters() {
  const [searchParams, setSearchParams] = useAddressParams();
  const [filters, setFilters] = useState<JobFilters>(() => parseFilters(searchParams));
  const key = filtersKey(filters);
  const [appliedKey, flush] = useDebouncedValue(key, FILTER_DEBOUNCE_MS);
  const urlKey = filtersKey(parseFilters(searchParams));
  const lastSynced = useRef(urlKey);

  // Applied search → URL (replace: a filter change is not a new history entry). A new search starts at
  // its first page.
  useEffect(() => {
    if (appliedKey === lastSynced.current) return;
    lastSynced.current = appliedKey;
    setSearchParams(
      (prev) => {
        const next = writeFilters(prev, filtersFromKey(appliedKey));
        next.delete(PAGE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [appliedKey, setSearchParams]);

  // URL changed from outside (history, a link) → form.
  useEffect(() => {
    if (urlKey === lastSynced.current) return;
    lastSynced.current = urlKey;
    setFilters(filtersFromKey(urlKey));
  }, [urlKey]);

  const update = useCallback(
    (patch: Partial<JobFilters>) => setFilters((prev) => ({ ...prev, ...patch })),
    [],
  );
  const clearAll = useCallback(() => setFilters(EMPTY_FILTERS), []);
  const applied = useMemo(() => filtersFromKey(appliedKey), [appliedKey]);

  return { filters, update, clearAll, applyNow: flush, applied, appliedKey };
}
