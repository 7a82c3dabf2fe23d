// The two ways a write reaches what a page shows, for both remotes: patch the cached copies in place (the
// server's answer says what changed, so loaded pages stay loaded and nothing is asked again), or mark whole
// resources stale (what changed is not known here: the pages that show them ask again). Each remote keeps
// its table "write → what it changes" (lib/cache-updates.ts) on these two, by the roots of its keys.
import type { QueryClient } from '@tanstack/react-query';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `value` with every record `match` picks changed by `patch`, wherever it sits: itself, in a list, in a
 * page of results, in the pages of an infinite query, inside another record. Unchanged parts keep their
 * identity, so only what changed renders again. A record that matches is patched, not looked into.
 */
function patchIn(value: unknown, match: (record: Json) => boolean, patch: (record: Json) => Json): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const next = value.map((item) => {
      const patched = patchIn(item, match, patch);
      if (patched !== item) changed = true;
      return patched;
    });
    return changed ? next : value;
  }
  if (!isRecord(value)) return value;
  if (match(value)) return patch(value);
  let next: Json | null = null;
  for (const [key, item] of Object.entries(value)) {
    const patched = patchIn(item, match, patch);
    if (patched !== item) next = { ...(next ?? value), [key]: patched };
  }
  return next ?? value;
}

/**
 * Changes, in every cached query under `roots`, each record that `match` picks: `patch` is merged into it
 * (fields), or returns its new value (a function). No refetch: the write's answer is what the server now
 * has.
 */
export function patchEverywhere<T extends object>(
  client: QueryClient,
  roots: readonly string[],
  match: (record: Json) => boolean,
  patch: Partial<T> | ((record: T) => T),
): void {
  const change =
    typeof patch === 'function'
      ? (record: Json) => patch(record as T) as Json
      : (record: Json) => ({ ...record, ...patch });
  client.setQueriesData(
    { predicate: (query) => roots.includes(query.queryKey[0] as string) },
    (data: unknown) => patchIn(data, match, change),
  );
}

/**
 * Marks every cached query under `roots` stale, whoever it was for: the ones a page shows ask again at
 * once, the others on their next use. `refetch: false` only marks them (a page that must not change under
 * the person's eyes, e.g. an open dialog, asks when it closes).
 */
export function invalidateRoots(
  client: QueryClient,
  roots: readonly string[],
  { refetch = true }: { refetch?: boolean } = {},
): Promise<void> {
  return Promise.all(
    roots.map((root) =>
      client.invalidateQueries({ queryKey: [root], ...(refetch ? {} : { refetchType: 'none' as const }) }),
    ),
  ).then(() => undefined);
}
