import type { User } from '@portal/contracts';
import { getErrorMessage } from '@portal/shared-auth';
import { Badge } from '@portal/shared-ui/badge';
import { Button } from '@portal/shared-ui/button';
import { Link } from 'react-router-dom';
import { useResendVerification } from '../hooks/use-mail-mutations';

/** The account's address and whether it is confirmed (employers see the same on applications), with a resend. */
export function EmailStatus({ user }: { user: User }) {
  const resend = useResendVerification();
  return (
    <section aria-labelledby="email-status" className="mb-6 rounded-xl border border-gray-200 bg-white p-4">
      <h2 id="email-status" className="sr-only">
        E-mail address
      </h2>
      <div className="flex flex-wrap items-center gap-3">
        <span className="break-all font-medium text-gray-900">{user.email}</span>
        {user.emailVerified ? (
          <Badge tone="green">Verified</Badge>
        ) : (
          <Badge tone="yellow">Not verified</Badge>
        )}
        <Link to="/email-preferences" className="ml-auto text-sm font-medium text-brand-700 underline">
          E-mail preferences
        </Link>
      </div>
      {!user.emailVerified && (
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-gray-600">
          <span>Confirm your address with the link we e-mailed you: employers see verified candidates.</span>
          <Button variant="secondary" size="sm" loading={resend.isPending} onClick={() => resend.mutate()}>
            Send the link again
          </Button>
          <span role="status">
            {resend.isSuccess
              ? resend.data.message
              : resend.isError
                ? getErrorMessage(resend.error, 'The link could not be sent: please try again.')
                : ''}
          </span>
        </div>
      )}
    </section>
  );
}
