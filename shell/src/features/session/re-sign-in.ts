// Signing in again where the person is: when the API refuses the session of an action (Publish, Save, a
// stage move: work in flight), shared-auth asks the shell (configureApi's onSessionRefused), and the shell
// opens the sign-in-again dialog over the page instead of leaving it. The answer goes back to the client:
// true once someone is signed in whose token the refused requests may be sent again with, so the action is
// then done; false lets them fail with everything typed still on the page. A refused read of the page's
// data follows the site's rule instead: the session ends, the root says so, and signing in comes back here.
import type { SessionRefused } from '@portal/shared-auth';
import { useSyncExternalStore } from 'react';
import { startOverAtRoot } from './start-over-at-root';

export interface PendingSignIn {
  refused: SessionRefused;
  /** Ends the dialog: send the refused requests again (true) or let them fail (false). */
  answer: (retry: boolean) => void;
}

let pending: PendingSignIn | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(next: PendingSignIn | null): void {
  pending = next;
  listeners.forEach((listener) => listener());
}

/**
 * The shell's onSessionRefused: the dialog for an action; the site's rule for a read of the page (and when
 * no page is there to show the dialog).
 */
export function askToSignInAgain(refused: SessionRefused): Promise<boolean> | false {
  if (!refused.action || listeners.size === 0) return startOverAtRoot();
  return new Promise((resolve) => {
    show({
      refused,
      answer: (retry) => {
        show(null);
        resolve(retry);
      },
    });
  });
}

/** The sign-in the page is waiting for, if any (never on the server). */
export function usePendingSignIn(): PendingSignIn | null {
  return useSyncExternalStore(
    subscribe,
    () => pending,
    () => null,
  );
}
