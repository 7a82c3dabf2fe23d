// The API's base URL, time-out and headers, in a module of their own: the client reads them at every
// request, and revoking a token on logout (from the session store) needs them without importing the
// client, whose session handling imports the session store.
import type { User } from '@portal/contracts';
import { LIMITS } from '@portal/contracts/constants';

/** Settings read at every request, so configureApi (and tests) may change them at any time. */
export interface ApiClientDefaults {
  baseURL: string;
  timeout: number;
  headers: Record<string, string>;
}

export const defaults: ApiClientDefaults = {
  baseURL: '',
  timeout: LIMITS.requestTimeoutMs,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
};

/** A request the API answered 401 although it carried the session's token (expired, revoked). */
export interface SessionRefused {
  /** Who the page had signed in when the API refused the session (null when nobody). */
  user: User | null;
  /**
   * Whether the refused request was an action (anything but a GET: a publish, a save, a stage move) with
   * the person's work in it, rather than a read of the page's data. The shell signs the person in again in
   * place for an action, and follows the site's rule (the root, then back here) for a read.
   */
  action: boolean;
}

/**
 * What the page does when the API refuses its session (the host decides: the shell asks the person to
 * sign in again where they are). Resolve `true` once someone is signed in whose token the refused
 * requests may be sent again with (the same person, or another one who agreed to it); `false` lets them
 * fail. Requests refused while it is pending wait for the same answer.
 */
export type SessionRefusedHandler = (refused: SessionRefused) => boolean | Promise<boolean>;

export interface ApiOptions {
  /** The API's base URL (the app's runtime config). */
  baseURL: string;
  /** Without one, a refused session is cleared (the guards then send the person to sign in). */
  onSessionRefused?: SessionRefusedHandler;
  /**
   * Headers to add to a request, asked for as each request is made (by the code that makes it, so in its
   * context): the host's rendering server gives the QA session of the page it is rendering this way.
   */
  requestHeaders?: () => Record<string, string> | undefined;
  /**
   * The API's base URL for a request being made now, asked for as each request is made (in its context),
   * before `baseURL`: the host's rendering server gives the API of the config the page it renders was
   * served with, so a render never depends on a URL the process holds.
   */
  requestBaseURL?: () => string | undefined;
}

let sessionRefusedHandler: SessionRefusedHandler | null = null;
let requestHeaders: ApiOptions['requestHeaders'] | null = null;
let requestBaseURL: ApiOptions['requestBaseURL'] | null = null;

/** Points the client at the API and sets what a refused session does (the host's part). */
export function configureApi(options: ApiOptions): void {
  defaults.baseURL = options.baseURL.replace(/\/+$/, '');
  sessionRefusedHandler = options.onSessionRefused ?? null;
  requestHeaders = options.requestHeaders ?? null;
  requestBaseURL = options.requestBaseURL ?? null;
}

/** The host's extra headers for a request being made now (see ApiOptions.requestHeaders). */
export function extraRequestHeaders(): Record<string, string> | undefined {
  return requestHeaders?.();
}

export function getSessionRefusedHandler(): SessionRefusedHandler | null {
  return sessionRefusedHandler;
}

/** The API's base URL for a request being made now (see ApiOptions.requestBaseURL), else the configured one. */
export function getApiBaseUrl(): string {
  return requestBaseURL?.()?.replace(/\/+$/, '') ?? defaults.baseURL;
}
