import { useAccountSecurity } from '@portal/shared-auth';
import { validatePassword } from '@portal/shared-auth/validators';
import { AccountSecurity } from '@portal/shared-ui/form';

/** The profile's "Password and sign-in": a new password (the current one asked), and sign out everywhere. */
export function PasswordSettings() {
  const security = useAccountSecurity();
  return <AccountSecurity {...security} validatePassword={validatePassword} />;
}
