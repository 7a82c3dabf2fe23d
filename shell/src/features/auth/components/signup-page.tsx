import type { User } from '@portal/contracts';
import type { Role } from '@portal/contracts/constants';
import { authApi, getErrorMessage, homePathFor, useAuth } from '@portal/shared-auth';
import {
  validateAvatar,
  validateEmail,
  validateFullName,
  validatePassword,
  validateRole,
} from '@portal/shared-auth/validators';
import { Input } from '@portal/shared-ui/field';
import { FormField, usePortalForm, type FormRules } from '@portal/shared-ui/form';
import { UserIcon } from '@portal/shared-ui/icons';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTimedRedirect } from '../hooks/use-timed-redirect';
import { SIGNUP_REDIRECT_MS } from '../utils/redirect-target';
import { AuthLayout, AuthSuccess, FormAlert, SignedInNote, SubmitButton } from './auth-layout';
import { AvatarPicker } from './avatar-picker';
import { EmailInput, PasswordInput } from './account-inputs';
import { RoleCards } from './role-cards';

export const REGISTRATION_FAILED_MESSAGE = 'Registration failed. Please try again.';

interface SignupValues {
  fullName: string;
  email: string;
  password: string;
  role: Role | '';
  avatar: File | null;
}

/** The shared rules, in the order the form shows its fields. */
const SIGNUP_RULES: FormRules<SignupValues> = {
  fullName: validateFullName,
  email: (email) => validateEmail(email.trim()),
  password: validatePassword,
  role: validateRole,
  avatar: validateAvatar,
};

const createPreview = (file: File): string =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';

/**
 * /signup: upload the avatar first, then register with its URL, log in with the returned token, show
 * "Account Created!" and go to the role's home after 2 s. A signed-in user may still use it.
 */
export function SignupPage() {
  const { user, isAuthenticated, login } = useAuth();
  const [previewUrl, setPreviewUrl] = useState('');
  const [created, setCreated] = useState<{ name: string; role: Role } | null>(null);
  const form = usePortalForm<SignupValues>({
    defaultValues: { fullName: '', email: '', password: '', role: '', avatar: null },
    rules: SIGNUP_RULES,
  });
  const avatar = form.watch('avatar');

  useTimedRedirect(created ? homePathFor(created.role) : null, SIGNUP_REDIRECT_MS);

  // Free the preview's object URL when it is replaced or the page goes away.
  useEffect(() => {
    if (!previewUrl) return undefined;
    return () => URL.revokeObjectURL?.(previewUrl);
  }, [previewUrl]);

  const onAvatar = (file: File | null) => {
    const message = validateAvatar(file);
    if (message) {
      // Rejected: keep no file, say why.
      form.setValue('avatar', null);
      setPreviewUrl('');
      form.setError('avatar', { type: 'rule', message });
      return;
    }
    form.setValue('avatar', file);
    setPreviewUrl(file ? createPreview(file) : '');
    form.clearErrors('avatar');
  };

  const createAccount = async (values: SignupValues) => {
    const role = values.role as Role;
    try {
      const imageUrl = values.avatar ? ((await authApi.uploadImage(values.avatar)).imageUrl ?? '') : '';
      const reply = await authApi.register({
        name: values.fullName.trim(),
        email: values.email.trim(),
        password: values.password,
        role,
        avatar: imageUrl,
      });
      const { token, ...account } = reply;
      const signedUp: User = { ...account, role: account.role ?? role };
      if (token) login(signedUp, token);
      setCreated({ name: signedUp.name || values.fullName.trim(), role: signedUp.role });
    } catch (error) {
      form.setSubmitError(getErrorMessage(error, REGISTRATION_FAILED_MESSAGE));
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

      <form {...form.formProps(createAccount)} className="space-y-5" aria-label="Create account">
        <FormField form={form} name="fullName" id="signup-full-name" label="Full Name">
          {(control) => (
            <Input
              {...control}
              type="text"
              autoComplete="name"
              placeholder="Enter your full name"
              leading={<UserIcon className="h-5 w-5" />}
            />
          )}
        </FormField>
        <FormField form={form} name="email" id="signup-email" label="Email Address">
          {(control) => <EmailInput {...control} />}
        </FormField>
        <FormField form={form} name="password" id="signup-password" label="Password">
          {(control) => (
            <PasswordInput {...control} autoComplete="new-password" placeholder="Create a strong password" />
          )}
        </FormField>
        <AvatarPicker
          previewUrl={previewUrl}
          fileName={avatar?.name ?? ''}
          error={form.errorOf('avatar')}
          onSelect={onAvatar}
          disabled={form.busy}
        />
        <RoleCards
          value={form.watch('role')}
          registration={form.register('role')}
          error={form.errorOf('role')}
        />

        {form.submitError ? <FormAlert>{form.submitError}</FormAlert> : null}

        <SubmitButton loading={form.busy} idleText="Create Account" loadingText="Creating Account..." />
      </form>

      <p className="mt-6 text-center text-sm text-gray-600">
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Sign in here
        </Link>
      </p>
    </AuthLayout>
  );
}
