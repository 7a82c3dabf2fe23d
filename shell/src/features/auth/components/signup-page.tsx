import type { User } from '@portal/contracts';
import type { Role } from '@portal/contracts/constants';
import {
  authApi,
  getErrorMessage,
  homePathFor,
  useAuth,
  validateAvatar,
  validateEmail,
  validateFullName,
  validatePassword,
  validateRole,
} from '@portal/shared-auth';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { MailIcon, UserIcon } from '../../../components/icons';
import { useTimedRedirect } from '../hooks/use-timed-redirect';
import { SIGNUP_REDIRECT_MS } from '../utils/redirect-target';
import { AuthLayout, AuthSuccess, FormAlert, SignedInNote, SubmitButton } from './auth-layout';
import { AvatarPicker } from './avatar-picker';
import { PasswordField } from './password-field';
import { RoleCards } from './role-cards';
import { TextField } from './text-field';

export const REGISTRATION_FAILED_MESSAGE = 'Registration failed. Please try again.';

type Field = 'fullName' | 'email' | 'password' | 'role' | 'avatar';
type SignupErrors = Partial<Record<Field, string>>;

interface SignupForm {
  fullName: string;
  email: string;
  password: string;
  role: Role | '';
}

/** Validation in the order the form shows its fields (SPEC §5). */
function validate(form: SignupForm, avatar: File | null): SignupErrors {
  const errors: SignupErrors = {};
  const checks: [Field, string][] = [
    ['fullName', validateFullName(form.fullName)],
    ['email', validateEmail(form.email.trim())],
    ['password', validatePassword(form.password)],
    ['role', validateRole(form.role)],
    ['avatar', validateAvatar(avatar)],
  ];
  for (const [field, message] of checks) if (message) errors[field] = message;
  return errors;
}

const createPreview = (file: File): string =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';

/**
 * /signup (SPEC §2, §4, §8): upload the avatar first, then register with its URL, log in with the returned
 * token, show "Account Created!" and go to the role's home after 2 s. A signed-in user may still use it.
 */
export function SignupPage() {
  const { user, isAuthenticated, login } = useAuth();
  const [form, setForm] = useState<SignupForm>({ fullName: '', email: '', password: '', role: '' });
  const [avatar, setAvatar] = useState<File | null>(null);
  const [previewUrl, setPreviewUrl] = useState('');
  const [errors, setErrors] = useState<SignupErrors>({});
  const [submitError, setSubmitError] = useState('');
  const [loading, setLoading] = useState(false);
  const [created, setCreated] = useState<{ name: string; role: Role } | null>(null);
  const fieldRefs = {
    fullName: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };
  const formRef = useRef<HTMLFormElement>(null);

  useTimedRedirect(created ? homePathFor(created.role) : null, SIGNUP_REDIRECT_MS);

  // Free the preview's object URL when it is replaced or the page goes away.
  useEffect(() => {
    if (!previewUrl) return undefined;
    return () => URL.revokeObjectURL?.(previewUrl);
  }, [previewUrl]);

  const clearError = (field: Field) => {
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onText = (field: 'fullName' | 'email' | 'password') => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setForm((f) => ({ ...f, [field]: value }));
    clearError(field);
  };

  const onRole = (role: Role) => {
    setForm((f) => ({ ...f, role }));
    clearError('role');
  };

  const onAvatar = (file: File | null) => {
    const message = validateAvatar(file);
    if (message) {
      // Rejected: keep no file, say why.
      setAvatar(null);
      setPreviewUrl('');
      setErrors((e) => ({ ...e, avatar: message }));
      return;
    }
    setAvatar(file);
    setPreviewUrl(file ? createPreview(file) : '');
    clearError('avatar');
  };

  const focusFirstInvalid = (found: SignupErrors) => {
    if (found.fullName) fieldRefs.fullName.current?.focus();
    else if (found.email) fieldRefs.email.current?.focus();
    else if (found.password) fieldRefs.password.current?.focus();
    else if (found.role) formRef.current?.querySelector<HTMLInputElement>('input[name="role"]')?.focus();
    else if (found.avatar) formRef.current?.querySelector<HTMLInputElement>('input[type="file"]')?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    const found = validate(form, avatar);
    setErrors(found);
    setSubmitError('');
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(found);
      return;
    }
    const role = form.role as Role;

    setLoading(true);
    try {
      const imageUrl = avatar ? ((await authApi.uploadImage(avatar)).imageUrl ?? '') : '';
      const reply = await authApi.register({
        name: form.fullName.trim(),
        email: form.email.trim(),
        password: form.password,
        role,
        avatar: imageUrl,
      });
      const { token, ...account } = reply;
      const signedUp: User = { ...account, role: account.role ?? role };
      if (token) login(signedUp, token);
      setCreated({ name: signedUp.name || form.fullName.trim(), role: signedUp.role });
    } catch (error) {
      setSubmitError(getErrorMessage(error, REGISTRATION_FAILED_MESSAGE));
    } finally {
      setLoading(false);
    }
  };

  if (created) {
    return (
      <AuthLayout>
        <AuthSuccess title="Account Created!">
          <p>
            Welcome to JobPortal, <strong className="text-gray-900">{created.name}</strong>! Your account has
            been created successfully.
          </p>
        </AuthSuccess>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <div className="mb-7 text-center">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">Create Account</h1>
        <p className="mt-2 text-gray-600">Join thousands of professionals finding their dream jobs</p>
      </div>

      {isAuthenticated && user ? <SignedInNote name={user.name} role={user.role} /> : null}

      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Create account">
        <TextField
          ref={fieldRefs.fullName}
          id="signup-full-name"
          name="name"
          type="text"
          label="Full Name"
          autoComplete="name"
          placeholder="Enter your full name"
          value={form.fullName}
          onChange={onText('fullName')}
          error={errors.fullName}
          icon={<UserIcon className="h-5 w-5" />}
        />
        <TextField
          ref={fieldRefs.email}
          id="signup-email"
          name="email"
          type="email"
          label="Email Address"
          autoComplete="email"
          placeholder="you@example.com"
          value={form.email}
          onChange={onText('email')}
          error={errors.email}
          icon={<MailIcon className="h-5 w-5" />}
        />
        <PasswordField
          ref={fieldRefs.password}
          id="signup-password"
          name="password"
          label="Password"
          autoComplete="new-password"
          placeholder="Create a strong password"
          value={form.password}
          onChange={onText('password')}
          error={errors.password}
        />
        <AvatarPicker
          previewUrl={previewUrl}
          fileName={avatar?.name ?? ''}
          error={errors.avatar}
          onSelect={onAvatar}
          disabled={loading}
        />
        <RoleCards value={form.role} onChange={onRole} error={errors.role} />

        {submitError ? <FormAlert>{submitError}</FormAlert> : null}

        <SubmitButton loading={loading} idleText="Create Account" loadingText="Creating Account..." />
      </form>

      <p className="mt-6 text-center text-sm text-gray-600">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-blue-600 hover:text-blue-700 hover:underline">
          Sign in here
        </Link>
      </p>
    </AuthLayout>
  );
}
