// useDraft: typed work survives a lost session. The form's values are kept in sessionStorage under the
// signed-in user's id while they differ from what the form started with; after the person signs in again
// and comes back, the form gets them back. Cleared on a successful submit (`clear()`), on logout, and when
// someone else signs in (the session store sees to those two).
import { useCallback, useEffect, useRef, useState } from 'react';
import { readDraft, removeDraft, writeDraft } from '../session/drafts';
import { useSessionStore } from '../session/session-store';

export interface DraftSource<T> {
  /** The form's current values (JSON-serialisable: text, numbers, booleans, uploaded files' URLs). */
  values: T;
  /** Puts saved values back into the form (once, when the form mounts with a draft waiting). */
  restore: (saved: T) => void;
}

export interface Draft {
  /** Whether values were restored from a draft when the form mounted. */
  restored: boolean;
  /** Forgets the draft (after a successful submit); the current values become the new starting point. */
  clear(): void;
}

/**
 * Keeps the values of a form as a draft named `key` ("post-job:new", "seeker-profile") for the signed-in
 * user. Works with any form state: a react-hook-form form passes `values: form.watch()` and
 * `restore: (saved) => form.reset(saved, { keepDefaultValues: true })`.
 */
export function useDraft<T>(key: string, { values, restore }: DraftSource<T>): Draft {
  const userId = useSessionStore((s) => (s.isAuthenticated ? s.user?._id : undefined));
  const json = JSON.stringify(values);
  // What the form started with: no draft is kept while the values are still that.
  const baseline = useRef(json);
  const latest = useRef(json);
  latest.current = json;
  const [restored, setRestored] = useState(false);
  const checkedFor = useRef<string | null>(null);
  const restoreRef = useRef(restore);
  restoreRef.current = restore;

  // Once per user and key: offer the saved draft back.
  useEffect(() => {
    if (!userId || checkedFor.current === `${userId}:${key}`) return;
    checkedFor.current = `${userId}:${key}`;
    const saved = readDraft<T>(userId, key);
    if (saved !== null && JSON.stringify(saved) !== baseline.current) {
      restoreRef.current(saved);
      setRestored(true);
    }
  }, [userId, key]);

  // Every change afterwards is saved (or the draft dropped when the values are back where they started).
  useEffect(() => {
    if (!userId || checkedFor.current !== `${userId}:${key}`) return;
    if (json === baseline.current) removeDraft(userId, key);
    else writeDraft(userId, key, JSON.parse(json));
  }, [userId, key, json]);

  const clear = useCallback(() => {
    baseline.current = latest.current;
    if (userId) removeDraft(userId, key);
  }, [userId, key]);

  return { restored, clear };
}
