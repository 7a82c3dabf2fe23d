// Typed work that must survive a lost session (a half-written job post, profile edits): kept per user in
// sessionStorage (this tab only). The session store removes them on logout, and removes other users'
// drafts when someone signs in, so a draft is only ever offered back to the person who typed it.

const PREFIX = 'portal:draft:';

function tabStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

const keyOf = (userId: string, key: string) => `${PREFIX}${userId}:${key}`;

export function readDraft<T>(userId: string, key: string): T | null {
  const raw = tabStorage()?.getItem(keyOf(userId, key));
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeDraft(userId: string, key: string, value: unknown): void {
  try {
    tabStorage()?.setItem(keyOf(userId, key), JSON.stringify(value));
  } catch {
    // Storage full or disabled: the draft is a convenience, never a reason to fail the form.
  }
}

export function removeDraft(userId: string, key: string): void {
  tabStorage()?.removeItem(keyOf(userId, key));
}

/** Removes every draft, or every draft but those of `keepUserId`. */
export function clearDrafts(keepUserId?: string): void {
  const storage = tabStorage();
  if (!storage) return;
  const keep = keepUserId === undefined ? null : `${PREFIX}${keepUserId}:`;
  const doomed: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const name = storage.key(i);
    if (name?.startsWith(PREFIX) && !(keep && name.startsWith(keep))) doomed.push(name);
  }
  doomed.forEach((name) => storage.removeItem(name));
}
