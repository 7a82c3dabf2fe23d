// Whose page a host's server is rendering. The browser holds its one person's session (the store,
// localStorage); a server renders for many people at once, so the host tells this package, for the render
// being made now, whose it is (the request's session cookie, checked with the API), and the session's
// readers (the API client's token, the route guards, `currentUser`) ask it at each use.
import type { User } from '@portal/contracts';

export interface RequestSession {
  user: User;
  token: string;
  /** Their offset from UTC in minutes, east positive (their days start at their midnight). */
  utcOffsetMinutes: number;
}

let reader: (() => RequestSession | null) | null = null;

/**
 * On a host's server: how to read the session of the render being made now (its answer null: a visitor,
 * or someone whose session the API did not confirm). Never called in a browser, which has its own; null
 * undoes it (tests).
 */
export function configureRequestSession(read: (() => RequestSession | null) | null): void {
  reader = read;
}

/** The render's session on a host's server (null: none); undefined in a browser (its store counts). */
export function requestSession(): RequestSession | null | undefined {
  return reader ? reader() : undefined;
}
