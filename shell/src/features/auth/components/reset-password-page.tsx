import type { User } from '@portal/contracts';
import { authApi, getErrorMessage, homePathFor, useAuth } from '@portal/shared-auth';
import { validatePassword } from '@portal/shared-auth/validators';
import { Alert } from '@portal/shared-ui/alert';
import { FormField, PASSWORDS_DIFFER, usePortalForm, type FormRules } from '@portal/shared-ui/form';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTimedRedirect } from '../hooks/use-timed-redirect';
import { LOGIN_REDIRECT_MS } from '../utils/redirect-target';
import { AuthLayout, AuthSuccess, FormAlert, SubmitButton } from './auth-layout';
import { PasswordInput } from './account-inputs';

export const RESET_FAILED_MESSAGE = 'Your password was not changed. Please try again.';
const NO_TOKEN = 'This link to reset your password is not complete: open the newest one we sent you';

interface ResetValues {
  password: string;
  confirmPassword: string;
}

const RESET_RULES: FormRules<ResetValues> = {
  password: validatePassword,
  confirmPassword: (value, values) => (value === values.password ? '' : PASSWORDS_DIFFER),
};

/**
 * /reset-password?token=…: the page the reset e-mail's link opens. A new password signs the person in (and
 * every other device out); a used or expired link says so, with the way to a new one.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { login } = useAuth();
  const [redirectTo, setRedirectTo] = useState<string | null>(null);
  const form = usePortalForm<ResetValues>({
    defaultValues: { password: '', confirmPassword: '' },
    rules: RESET_RULES,
  });

  useTimedRedirect(redirectTo, LOGIN_REDIRECT_MS);

  const reset = async ({ password }: ResetValues) => {
    try {
      const reply = await authApi.resetPassword({ token, password });
      const { token: session, ...account } = reply;
      const user: User = { ...account, role: reply.role ?? account.role };
      login(user, session);
      setRedirectTo(homePathFor(user.role));
    } catch (error) {
      form.setSubmitError(getErrorMessage(error, RESET_FAILED_MESSAGE));
    }
  };

  if (redirectTo !== null) {
    return (
      <AuthLayout>
        <AuthSuccess title="Password changed">
          <p>You are signed in with your new password. Every other device is signed out.</p>
        </AuthSuccess>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <div className="mb-7 text-center">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">Choose a new password</h1>
        <p className="mt-2 text-gray-600">It signs you in here and signs every other device out.</p>
      </div>

      {token ? (
        <form {...form.formProps(reset)} className="space-y-5" aria-label="Choose a new password">
          <FormField form={form} name="password" id="reset-password" label="New password">
            {(control) => (
              <PasswordInput {...control} autoComplete="new-password" placeholder="Your new password" />
            )}
          </FormField>
          <FormField form={form} name="confirmPassword" id="reset-confirm" label="Confirm new password">
            {(control) => (
              <PasswordInput {...control} autoComplete="new-password" placeholder="The same again" />
            )}
          </FormField>
          {form.submitError ? (
            <FormAlert>
              {form.submitError}{' '}
              <Link to="/forgot-password" className="font-semibold underline underline-offset-2">
                Ask for a new link
              </Link>
            </FormAlert>
          ) : null}
          <SubmitButton loading={form.busy} idleText="Set new password" loadingText="Saving..." />
        </form>
      ) : (
        <Alert title="This link does not work">
          {NO_TOKEN}.{' '}
          <Link to="/forgot-password" className="font-semibold underline underline-offset-2">
            Ask for a new link
          </Link>
        </Alert>
      )}
    </AuthLayout>
  );
}
