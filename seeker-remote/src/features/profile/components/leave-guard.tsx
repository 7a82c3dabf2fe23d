import { useSessionStore } from '@portal/shared-auth';
import { Button } from '@portal/shared-ui/button';
import { Modal } from '@portal/shared-ui/modal';
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * Asks before unsaved changes are left behind: a link or Back inside the portal opens a dialog ("Stay" or
 * "Leave without saving"); a reload or a closed tab gets the browser's own prompt. Nothing is asked while
 * `unsaved` is false (nothing changed, or just saved or cancelled), nor once the session is gone (the way
 * to the sign-in page stays open; the draft keeps the typed work).
 */
export function LeaveGuard({ unsaved }: { unsaved: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved &&
      useSessionStore.getState().isAuthenticated &&
      currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  const blocked = blocker.state === 'blocked';
  return (
    <Modal
      open={blocked}
      onClose={() => blocker.reset?.()}
      title="Leave without saving?"
      footer={
        <>
          <Button variant="secondary" onClick={() => blocker.reset?.()}>
            Stay
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            Leave without saving
          </Button>
        </>
      }
    >
      <p className="text-sm text-gray-700">Your profile has changes that are not saved yet.</p>
    </Modal>
  );
}
