import { Input, type InputProps } from '@portal/shared-ui/field';
import { EyeIcon, EyeOffIcon, LockIcon, MailIcon } from '@portal/shared-ui/icons';
import { useState } from 'react';

/** The e-mail input of the account forms: the mail icon, browser autofill, the example address. */
export function EmailInput(props: Omit<InputProps, 'type' | 'leading'>) {
  return (
    <Input
      type="email"
      autoComplete="email"
      placeholder="you@example.com"
      leading={<MailIcon className="h-5 w-5" />}
      {...props}
    />
  );
}

/** A password input with a show/hide toggle ("Show password" / "Hide password"). */
export function PasswordInput(props: Omit<InputProps, 'type' | 'leading' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      leading={<LockIcon className="h-5 w-5" />}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-controls={props.id}
          className="cursor-pointer rounded-md p-2 text-gray-600 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {visible ? <EyeOffIcon className="h-5 w-5" /> : <EyeIcon className="h-5 w-5" />}
        </button>
      }
    />
  );
}
