import { getErrorMessage } from '@portal/shared-auth';
import { Alert } from '@portal/shared-ui/alert';
import { ButtonLink } from '@portal/shared-ui/button';
import { Spinner } from '@portal/shared-ui/spinner';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useVerifyEmail } from '../hooks/use-mail-mutations';
import { SEEKER_PATHS } from '../../../app/route-patterns';

const BAD_LINK = 'This confirmation link is not valid: open the newest one we sent you';

/**
 * The page of the verification e-mail's link: it confirms the address as soon as it opens (the link is
 * the proof; nobody is asked to sign in), once, and a signed-in session learns it at once.
 */
export function VerifyEmail({ token }: { token: string }) {
  const verify = useVerifyEmail();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || token === '') return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  if (token === '') return <Alert title="This link does not work">{BAD_LINK}</Alert>;
  if (verify.isError)
    return (
      <Alert title="Your e-mail address is not confirmed">{getErrorMessage(verify.error, BAD_LINK)}</Alert>
    );
  if (!verify.isSuccess)
    return (
      <p role="status" className="flex items-center gap-2 text-gray-700">
        <Spinner className="h-4 w-4" /> Confirming your e-mail address…
      </p>
    );
  return (
    <div className="space-y-4">
      <Alert tone="success">{verify.data.message}</Alert>
      <ButtonLink as={Link} to={SEEKER_PATHS.findJobs}>
        Find jobs
      </ButtonLink>
    </div>
  );
}
