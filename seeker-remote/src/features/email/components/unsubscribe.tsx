import { getErrorMessage, useSessionStore } from '@portal/shared-auth';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { unsubscribeQuery } from '../api/mail-api';
import { useSetSubscribed } from '../hooks/use-mail-mutations';

const BAD_LINK = 'This unsubscribe link is not valid: open the preferences page from the e-mail instead';

/**
 * The page an e-mail's "Unsubscribe" link opens, with no sign-in: it says which e-mails to which address,
 * and one button turns them off. Opening the link changes nothing, so a mail scanner that follows links
 * cannot unsubscribe anyone. Turning them back on takes the account's owner, signed in (the API refuses it
 * to the link alone): signed out, the page offers the sign-in instead of the button.
 */
export function Unsubscribe({ token }: { token: string }) {
  const signedIn = useSessionStore((state) => state.isAuthenticated);
  const link = useQuery({ ...unsubscribeQuery(token), enabled: token !== '' });
  const change = useSetSubscribed(token);

  if (token === '' || link.isError)
    return (
      <Alert title="This link does not work">
        {token === '' ? BAD_LINK : getErrorMessage(link.error, BAD_LINK)}
      </Alert>
    );
  if (!link.data)
    return (
      <div role="status" aria-label="Loading">
        <Skeleton className="h-24 rounded-lg" />
      </div>
    );
  const { label, email, subscribed } = link.data;
  return (
    <div className="space-y-4">
      {change.isSuccess ? (
        <Alert tone="success">{link.data.message}</Alert>
      ) : (
        <p className="text-gray-700">
          {subscribed
            ? `${label} e-mails go to ${email}.`
            : `${email} gets no ${label.toLowerCase()} e-mails.`}
        </p>
      )}
      {change.isError && (
        <Alert title="Nothing was changed">
          {getErrorMessage(change.error, 'Please check your connection and try again.')}
        </Alert>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {subscribed || signedIn ? (
          <Button
            variant={subscribed ? 'primary' : 'secondary'}
            loading={change.isPending}
            onClick={() => change.mutate(!subscribed)}
          >
            {subscribed
              ? `Unsubscribe from ${label.toLowerCase()}`
              : `Subscribe to ${label.toLowerCase()} again`}
          </Button>
        ) : (
          <Link
            to="/login"
            state={{ from: '/email-preferences' }}
            className="text-sm font-medium text-brand-700 underline"
          >
            Sign in to turn them back on
          </Link>
        )}
        <Link to="/email-preferences" className="text-sm font-medium text-brand-700 underline">
          All e-mail preferences
        </Link>
      </div>
    </div>
  );
}
