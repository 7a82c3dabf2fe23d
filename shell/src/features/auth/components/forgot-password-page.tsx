import { authApi, getErrorMessage } from '@portal/shared-auth';
import { validateEmail } from '@portal/shared-auth/validators';
import { Alert } from '@portal/shared-ui/alert';
import { FormField, usePortalForm, type FormRules } from '@portal/shared-ui/form';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AuthLayout, FormAlert, SubmitButton } from './auth-layout';
import { EmailInput } from './account-inputs';

export const FORGOT_FAILED_MESSAGE = 'The link could not be sent. Please try again.';

interface ForgotValues {
  email: string;
}

const FORGOT_RULES: FormRules<ForgotValues> = {
  email: (email) => validateEmail(email.trim()),
};

/**
 * /forgot-password: an e-mail with a link to choose a new password. The API answers the same whether or not
 * an account uses the address, and so does the page.
 */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const form = usePortalForm<ForgotValues>({ defaultValues: { email: '' }, rules: FORGOT_RULES });

  const send = async ({ email }: ForgotValues) => {
    try {
      setSent((await authApi.forgotPassword(email.trim())).message);
    } catch (error) {
      form.setSubmitError(getErrorMessage(error, FORGOT_FAILED_MESSAGE));
    }
  };

  return (
    <AuthLayout>
      <div className="mb-7 text-center">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">Forgot your password?</h1>
        <p className="mt-2 text-gray-600">
          Enter the e-mail address of your account: we will send it a link to choose a new password.
        </p>
      </div>

      {sent ? (
        <Alert tone="success" title="Check your e-mail">
          {sent}
        </Alert>
      ) : (
        <form {...form.formProps(send)} className="space-y-5" aria-label="Send a password reset link">
          <FormField form={form} name="email" id="forgot-email" label="Email Address">
            {(control) => <EmailInput {...control} />}
          </FormField>
          {form.submitError ? <FormAlert>{form.submitError}</FormAlert> : null}
          <SubmitButton loading={form.busy} idleText="Send reset link" loadingText="Sending..." />
        </form>
      )}

      <p className="mt-6 text-center text-sm text-gray-600">
        Remembered it?{' '}
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Back to sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
