import { useCallback, useEffect, useState } from 'react';

/**
 * `value`, delayed until it has stopped changing for `delayMs`. The first value is returned at once (no wait
 * on page load). `flush()` applies the current value immediately (e.g. the Search button).
 */
export function useDebouncedValue<T>(value: T, delayMs: number): [T, () => void] {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    if (Object.is(value, debounced)) return;
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, debounced, delayMs]);
  const flush = useCallback(() => setDebounced(value), [value]);
  return [debounced, flush];
}
