import { clearSessionNotice, readSessionNotice, SESSION_EXPIRED_MESSAGE, useAuth } from '@portal/shared-auth';
import { Alert } from '@portal/shared-ui/alert';
import { Button, ButtonLink } from '@portal/shared-ui/button';
import { XIcon } from '@portal/shared-ui/icons';
import { CONTAINER } from '@portal/shared-ui/tokens';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';

/**
 * A refused session whose sign-in-again dialog was cancelled sends the browser to the site root; here the
 * person is told, and "Sign in" takes them back to the page they were on (their typed work kept as a draft).
 */
export function SessionExpiredNotice() {
  const { isAuthenticated, loading } = useAuth();
  const [notice, setNotice] = useState(readSessionNotice);

  // Signed in again meanwhile (another tab): nothing to tell.
  useEffect(() => {
    if (notice && !loading && isAuthenticated) {
      clearSessionNotice();
      setNotice(null);
    }
  }, [notice, loading, isAuthenticated]);

  if (!notice || loading || isAuthenticated) return null;
  const dismiss = () => {
    clearSessionNotice();
    setNotice(null);
  };
  return (
    <div className={`${CONTAINER} pt-6`}>
      <Alert
        tone="info"
        title={SESSION_EXPIRED_MESSAGE}
        action={
          <span className="flex items-center gap-1">
            <ButtonLink
              as={Link}
              to="/login"
              state={notice.returnTo ? { from: notice.returnTo } : undefined}
              size="sm"
            >
              Sign in
            </ButtonLink>
            <Button variant="ghost" size="sm" aria-label="Dismiss" onClick={dismiss}>
              <XIcon className="h-4 w-4" />
            </Button>
          </span>
        }
      />
    </div>
  );
}
