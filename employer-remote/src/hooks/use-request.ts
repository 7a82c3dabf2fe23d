// A small data loader for the pages: runs `load` on mount and whenever `key` changes, keeps the last data
// while reloading (so a reload after an action does not flash the skeletons), ignores stale replies, and
// logs failures (SPEC §8: load failures are only logged).
import { useCallback, useEffect, useRef, useState } from 'react';

export interface RequestState<T> {
  data: T | undefined;
  /** True until the first reply (success or failure) for the current key. */
  loading: boolean;
  error: unknown;
  reload: () => Promise<void>;
}

/** `initialData` (e.g. from a prefetch) renders at once and skips the first load. */
export function useRequest<T>(
  load: () => Promise<T>,
  key: string,
  logLabel: string,
  initialData?: T,
): RequestState<T> {
  const [data, setData] = useState<T | undefined>(initialData);
  const [loading, setLoading] = useState(initialData === undefined);
  const skipFirst = useRef(initialData !== undefined);
  const [error, setError] = useState<unknown>(null);
  const latest = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const run = useCallback(async () => {
    const ticket = ++latest.current;
    try {
      const reply = await loadRef.current();
      if (ticket !== latest.current) return;
      setData(reply);
      setError(null);
    } catch (failure) {
      if (ticket !== latest.current) return;
      console.error(logLabel, failure);
      setError(failure);
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
  }, [logLabel]);

  useEffect(() => {
    if (skipFirst.current) {
      skipFirst.current = false;
    } else {
      setLoading(true);
      void run();
    }
    return () => {
      // A counter, not a DOM ref: bumping it makes replies that arrive after unmount or a key change stale.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      latest.current++;
    };
  }, [key, run]);

  return { data, loading, error, reload: run };
}
