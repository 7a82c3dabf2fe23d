// The "Password and sign-in" part of a profile page, the same for job seekers (/profile) and employers
// (Company Profile): change the password (the current one asked) and sign out everywhere. Presentational:
// the actions come from the caller (shared-auth's useAccountSecurity), and so does the password rule (the
// shared validators), so that this package stays free of the API client.
import { useId, useState } from 'react';
import { Alert } from '../components/alert';
import { Button } from '../components/button/button';
import { Input } from '../components/field';
import { FormField } from './form-field';
import { usePortalForm, type FormRules } from './use-portal-form';

export interface AccountSecurityProps {
  /** Resolves with the message to show; rejects with an Error whose message is `field: …` for a field. */
  changePassword: (values: { currentPassword: string; newPassword: string }) => Promise<string>;
  signOutEverywhere: () => Promise<void>;
  /** The password rule ('' when the value passes, else the message): the shared validators'. */
  validatePassword: (value: string) => string;
  /** The heading's level where the section sits (default 2). */
  headingLevel?: 2 | 3;
}

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const PASSWORDS_DIFFER = 'The new passwords do not match';

/** The API's `field: message` errors go under their field; anything else above the button. */
function fieldOf(message: string): { field: 'currentPassword' | 'newPassword' | null; text: string } {
  const match = /^(currentPassword|newPassword): (.*)$/s.exec(message);
  return match
    ? { field: match[1] as 'currentPassword' | 'newPassword', text: match[2]! }
    : { field: null, text: message };
}

export function AccountSecurity({
  changePassword,
  signOutEverywhere,
  validatePassword,
  headingLevel = 2,
}: AccountSecurityProps) {
  const Heading = `h${headingLevel}` as const;
  const id = useId();
  const [changed, setChanged] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const [signOutError, setSignOutError] = useState<string | null>(null);
  const rules: FormRules<PasswordValues> = {
    currentPassword: (value) => (value ? '' : 'Enter your current password'),
    newPassword: (value) => validatePassword(value),
    confirmPassword: (value, values) => (value === values.newPassword ? '' : PASSWORDS_DIFFER),
  };
  const form = usePortalForm<PasswordValues>({
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    rules,
  });

  const submit = async ({ currentPassword, newPassword }: PasswordValues) => {
    setChanged(null);
    try {
      setChanged(await changePassword({ currentPassword, newPassword }));
      form.reset();
    } catch (error) {
      const { field, text } = fieldOf(error instanceof Error ? error.message : String(error));
      if (field) form.setError(field, { type: 'server', message: text }, { shouldFocus: true });
      else form.setSubmitError(text);
    }
  };

  const everywhere = async () => {
    setSigningOut(true);
    setSignOutError(null);
    try {
      await signOutEverywhere();
    } catch (error) {
      setSignOutError(error instanceof Error ? error.message : String(error));
      setSigningOut(false);
    }
  };

  const password = (autoComplete: string) => (control: object) => (
    <Input {...control} type="password" autoComplete={autoComplete} />
  );

  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-6">
      <Heading id={`${id}-heading`} className="text-lg font-semibold text-gray-900">
        Password and sign-in
      </Heading>
      <form {...form.formProps(submit)} aria-label="Change password" className="space-y-4">
        <FormField form={form} name="currentPassword" id={`${id}-current`} label="Current password">
          {password('current-password')}
        </FormField>
        <FormField
          form={form}
          name="newPassword"
          id={`${id}-new`}
          label="New password"
          hint="At least 8 characters, with a lowercase letter, an uppercase letter and a number. Every other device is signed out."
        >
          {password('new-password')}
        </FormField>
        <FormField form={form} name="confirmPassword" id={`${id}-confirm`} label="Confirm new password">
          {password('new-password')}
        </FormField>
        {form.submitError ? <Alert tone="error">{form.submitError}</Alert> : null}
        {changed ? <Alert tone="success">{changed}</Alert> : null}
        <Button type="submit" loading={form.busy}>
          {form.busy ? 'Changing password...' : 'Change password'}
        </Button>
      </form>
      <div className="space-y-3 border-t border-gray-100 pt-5">
        <p className="text-sm text-gray-700">
          Signed in on a computer you no longer use? Sign out everywhere: every device, this one too, has to
          sign in again.
        </p>
        {signOutError ? <Alert tone="error">{signOutError}</Alert> : null}
        {confirming ? (
          <div className="flex flex-wrap items-center gap-3" role="group" aria-label="Sign out everywhere?">
            <Button variant="danger" loading={signingOut} onClick={() => void everywhere()}>
              Yes, sign out everywhere
            </Button>
            <Button variant="secondary" disabled={signingOut} onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          </div>
        ) : (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Sign out everywhere
          </Button>
        )}
      </div>
    </section>
  );
}
