import type { User } from '@portal/contracts';
import { authApi, getErrorMessage, readSessionNotice, useAuth } from '@portal/shared-auth';
import { validateEmail, validatePassword } from '@portal/shared-auth/validators';
import { FormField, usePortalForm, type FormRules } from '@portal/shared-ui/form';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTimedRedirect } from '../hooks/use-timed-redirect';
import { LOGIN_REDIRECT_MS, loginRedirectTarget } from '../utils/redirect-target';
import { AuthLayout, AuthSuccess, FormAlert, SignedInNote, SubmitButton } from './auth-layout';
import { EmailInput, PasswordInput } from './account-inputs';

export const LOGIN_FAILED_MESSAGE = 'Login failed Please check your credentials';

interface LoginValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

const LOGIN_RULES: FormRules<LoginValues> = {
  email: (email) => validateEmail(email.trim()),
  password: validatePassword,
};

/**
 * /login. A user who is already signed in may still use the page (to switch accounts): a note offers their
 * dashboard instead of forcing a redirect.
 */
export function LoginPage() {
  const { user, isAuthenticated, login } = useAuth();
  const location = useLocation();
  const [redirectTo, setRedirectTo] = useState<string | null>(null);
  const form = usePortalForm<LoginValues>({
    defaultValues: { email: '', password: '', rememberMe: false },
    rules: LOGIN_RULES,
  });

  useTimedRedirect(redirectTo, LOGIN_REDIRECT_MS);

  const signIn = async ({ email, password, rememberMe }: LoginValues) => {
    try {
      const reply = await authApi.login({ email: email.trim(), password, rememberMe });
      const { token, ...account } = reply;
      const signedIn: User = { ...account, role: reply.role ?? account.role };
      // Read before login(), which clears it: the page a lost session interrupted, if any.
      const pendingReturn = readSessionNotice()?.returnTo;
      login(signedIn, token);
      setRedirectTo(loginRedirectTarget(location.state, signedIn.role, pendingReturn));
    } catch (error) {
      form.setSubmitError(getErrorMessage(error, LOGIN_FAILED_MESSAGE));
    }
  };

  if (redirectTo !== null) {
    return (
      <AuthLayout>
        <AuthSuccess title="Welcome Back">
          <p>You have been successfully logged in.</p>
        </AuthSuccess>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <div className="mb-7 text-center">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">Sign in to your account</h1>
        <p className="mt-2 text-gray-600">Pick up where you left off on JobPortal</p>
      </div>

      {isAuthenticated && user ? <SignedInNote name={user.name} role={user.role} /> : null}

      <form {...form.formProps(signIn)} className="space-y-5" aria-label="Sign in">
        <FormField form={form} name="email" id="login-email" label="Email Address">
          {(control) => <EmailInput {...control} />}
        </FormField>
        <FormField form={form} name="password" id="login-password" label="Password">
          {(control) => (
            <PasswordInput {...control} autoComplete="current-password" placeholder="Enter your password" />
          )}
        </FormField>

        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center">
            <input
              id="login-remember-me"
              type="checkbox"
              {...form.register('rememberMe')}
              className="h-4 w-4 rounded border-gray-300 accent-brand-600"
            />
            <label htmlFor="login-remember-me" className="ml-2 text-sm text-gray-700">
              Remember me
            </label>
          </div>
          <Link to="/forgot-password" className="text-sm font-semibold text-brand-700 hover:underline">
            Forgot password?
          </Link>
        </div>

        {form.submitError ? <FormAlert>{form.submitError}</FormAlert> : null}

        <SubmitButton loading={form.busy} idleText="Sign In" loadingText="Signing In..." />
      </form>

      <p className="mt-6 text-center text-sm text-gray-600">
        Don&apos;t have an account?{' '}
        <Link to="/signup" className="font-semibold text-brand-700 hover:underline">
          Create one here
        </Link>
      </p>
    </AuthLayout>
  );
}
