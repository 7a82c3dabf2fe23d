import { EMPLOYER_HOME } from '@portal/shared-auth';
import { Alert } from '@portal/shared-ui/alert';
import { ButtonLink } from '@portal/shared-ui/button';
import { Link } from 'react-router-dom';
import { MESSAGES } from '../../../lib/messages';

/** In place of Save and Apply when an employer reads the job pages: why there are none, and the way home. */
export function EmployerNote({ className }: { className?: string }) {
  return (
    <Alert
      tone="info"
      className={className}
      action={
        <ButtonLink as={Link} to={EMPLOYER_HOME} variant="secondary" size="sm">
          Dashboard
        </ButtonLink>
      }
    >
      {MESSAGES.employerNote}
    </Alert>
  );
}
