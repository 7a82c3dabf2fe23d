// The sign-in-again dialog: the person signs in over the page they are on (focus kept inside, given back
// on close), and what their session was refused for is then sent again. Signing in as someone else is
// asked about first: nothing is sent as another account without a yes.
import type { User } from '@portal/contracts';
import { authApi, getErrorMessage, SESSION_EXPIRED_MESSAGE, useAuth } from '@portal/shared-auth';
import { validateEmail, validatePassword } from '@portal/shared-auth/validators';
import { Button } from '@portal/shared-ui/button';
import { FormField, usePortalForm, type FormRules } from '@portal/shared-ui/form';
import { Modal } from '@portal/shared-ui/modal';
import { useState } from 'react';
import { EmailInput, PasswordInput } from '../auth/components/account-inputs';
import { FormAlert } from '../auth/components/auth-layout';
import type { PendingSignIn } from './re-sign-in';
import { startOverAtRoot } from './start-over-at-root';

export const RE_SIGN_IN_TITLE = 'Sign in again';
const SIGN_IN_FAILED = 'Login failed Please check your credentials';

interface Values {
  email: string;
  password: string;
}

const RULES: FormRules<Values> = {
  email: (email) => validateEmail(email.trim()),
  password: validatePassword,
};

export function ReSignInDialog({ pending }: { pending: PendingSignIn }) {
  const { refused, answer } = pending;
  const { login } = useAuth();
  // Someone other than the person whose session expired, signed in now: asked before anything is sent.
  const [other, setOther] = useState<User | null>(null);
  const form = usePortalForm<Values>({
    defaultValues: { email: refused.user?.email ?? '', password: '' },
    rules: RULES,
  });

  const signIn = async ({ email, password }: Values) => {
    let signedIn: User;
    let token: string;
    try {
      const reply = await authApi.login({ email: email.trim(), password });
      ({ token, ...signedIn } = reply);
      signedIn = { ...signedIn, role: reply.role ?? signedIn.role };
    } catch (error) {
      form.setSubmitError(getErrorMessage(error, SIGN_IN_FAILED));
      return;
    }
    login(signedIn, token);
    if (!refused.user || signedIn._id === refused.user._id) answer(true);
    // Another role's account cannot do this page's action; its own pages take over (the guards).
    else if (signedIn.role !== refused.user.role) answer(false);
    else setOther(signedIn);
  };

  // Not now: the site's rule — the root tells them the session expired and brings them back here.
  const cancel = () => {
    if (other) answer(false);
    else {
      startOverAtRoot();
      answer(false);
    }
  };

  return (
    <Modal open onClose={cancel} title={RE_SIGN_IN_TITLE} className="max-w-md">
      {other ? (
        <div className="space-y-4">
          <p className="text-gray-700">
            You are now signed in as {other.email}, but {refused.user?.email ?? 'another account'} started
            this. Send it as {other.name}?
          </p>
          <div className="flex flex-wrap justify-end gap-3">
            <Button type="button" variant="secondary" onClick={() => answer(false)}>
              Don&apos;t send
            </Button>
            <Button type="button" onClick={() => answer(true)}>
              Send as {other.name}
            </Button>
          </div>
        </div>
      ) : (
        <form {...form.formProps(signIn)} className="space-y-4" aria-label="Sign in again">
          <p className="text-gray-700">
            {SESSION_EXPIRED_MESSAGE} What you were doing stays on this page and is finished once you are
            signed in.
          </p>
          <FormField form={form} name="email" id="re-sign-in-email" label="Email Address">
            {(control) => <EmailInput {...control} />}
          </FormField>
          <FormField form={form} name="password" id="re-sign-in-password" label="Password">
            {(control) => (
              <PasswordInput {...control} autoComplete="current-password" placeholder="Enter your password" />
            )}
          </FormField>
          {form.submitError ? <FormAlert>{form.submitError}</FormAlert> : null}
          <div className="flex flex-wrap justify-end gap-3">
            <Button type="button" variant="secondary" onClick={cancel}>
              Cancel
            </Button>
            <Button type="submit" loading={form.busy}>
              {form.busy ? 'Signing In...' : 'Sign In'}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
