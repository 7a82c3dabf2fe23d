import type { User } from '@portal/contracts';
import { authApi, getErrorMessage, useAuth, validateEmail, validatePassword } from '@portal/shared-auth';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { MailIcon } from '../../../components/icons';
import { useTimedRedirect } from '../hooks/use-timed-redirect';
import { LOGIN_REDIRECT_MS, loginRedirectTarget } from '../utils/redirect-target';
import { AuthLayout, AuthSuccess, FormAlert, SignedInNote, SubmitButton } from './auth-layout';
import { PasswordField } from './password-field';
import { TextField } from './text-field';

export const LOGIN_FAILED_MESSAGE = 'Login failed Please check your credentials';

type LoginErrors = { email?: string; password?: string };

/**
 * /login (SPEC §2, §4, §8). A user who is already signed in may still use the page (to switch accounts):
 * a note offers their dashboard instead of forcing a redirect.
 */
export function LoginPage() {
  const { user, isAuthenticated, login } = useAuth();
  const location = useLocation();
  const [form, setForm] = useState({ email: '', password: '', rememberMe: false });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitError, setSubmitError] = useState('');
  const [loading, setLoading] = useState(false);
  const [redirectTo, setRedirectTo] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  useTimedRedirect(redirectTo, LOGIN_REDIRECT_MS);

  const onChange = (field: 'email' | 'password') => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setForm((f) => ({ ...f, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const email = form.email.trim();
    const next: LoginErrors = {};
    const emailError = validateEmail(email);
    const passwordError = validatePassword(form.password);
    if (emailError) next.email = emailError;
    if (passwordError) next.password = passwordError;
    setErrors(next);
    setSubmitError('');
    if (emailError || passwordError) {
      (emailError ? emailRef : passwordRef).current?.focus();
      return;
    }

    setLoading(true);
    try {
      const reply = await authApi.login({ email, password: form.password, rememberMe: form.rememberMe });
      const { token, ...account } = reply;
      const signedIn: User = { ...account, role: reply.role ?? account.role };
      login(signedIn, token);
      setRedirectTo(loginRedirectTarget(location.state, signedIn.role));
    } catch (error) {
      setSubmitError(getErrorMessage(error, LOGIN_FAILED_MESSAGE));
    } finally {
      setLoading(false);
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

      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Sign in">
        <TextField
          ref={emailRef}
          id="login-email"
          name="email"
          type="email"
          label="Email Address"
          autoComplete="email"
          placeholder="you@example.com"
          value={form.email}
          onChange={onChange('email')}
          error={errors.email}
          icon={<MailIcon className="h-5 w-5" />}
        />
        <PasswordField
          ref={passwordRef}
          id="login-password"
          name="password"
          label="Password"
          autoComplete="current-password"
          placeholder="Enter your password"
          value={form.password}
          onChange={onChange('password')}
          error={errors.password}
        />

        <div className="flex items-center">
          <input
            id="login-remember-me"
            name="rememberMe"
            type="checkbox"
            checked={form.rememberMe}
            onChange={(e) => setForm((f) => ({ ...f, rememberMe: e.target.checked }))}
            className="h-4 w-4 rounded border-gray-300 accent-blue-600 focus:ring-2 focus:ring-blue-500"
          />
          <label htmlFor="login-remember-me" className="ml-2 text-sm text-gray-700">
            Remember me
          </label>
        </div>

        {submitError ? <FormAlert>{submitError}</FormAlert> : null}

        <SubmitButton loading={loading} idleText="Sign In" loadingText="Signing In..." />
      </form>

      <p className="mt-6 text-center text-sm text-gray-600">
        Don&apos;t have an account?{' '}
        <Link to="/signup" className="font-semibold text-blue-600 hover:text-blue-700 hover:underline">
          Create one here
        </Link>
      </p>
    </AuthLayout>
  );
}
