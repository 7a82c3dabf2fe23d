// What the page's first script (early-discovery.ts) started before the shell's code arrived, handed over
// to that code: the runtime configuration's request and each remote's manifest. Both sides run once per
// page; whichever comes second must not start the same requests again, so the slot is claimed either way.
// Import-free: it is part of both.

export interface EarlyStart {
  /** config.json's JSON (unvalidated), or the failure to get it. */
  config: Promise<unknown>;
  /** Each remote's manifest, by name, with the URL it was fetched from (filled once config.json is in). */
  manifests: Record<string, { url: string; manifest: Promise<unknown> }>;
  /** Settles once the owning remote's files and the page's data have been asked for (or nothing could be). */
  discovered: Promise<void>;
  /** Whether the page's first API requests were made (then the API client is not needed for them). */
  dataStarted: boolean;
}

const KEY = '__PORTAL_EARLY_START__';
type Holder = Partial<Record<typeof KEY, EarlyStart | null>>;
const holder = globalThis as Holder;

/** Whether the shell's code has already started the page, or the early script has (nothing to do then). */
export const earlyStartClaimed = (): boolean => KEY in holder;

/** The early script hands over what it started. */
export function offerEarlyStart(early: EarlyStart): void {
  if (!earlyStartClaimed()) holder[KEY] = early;
}

/** The shell's start takes what the early script started (null when it has not run); once per page. */
export function takeEarlyStart(): EarlyStart | null {
  const early = holder[KEY] ?? null;
  holder[KEY] = null;
  return early;
}
