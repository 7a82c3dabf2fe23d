import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils';
import { Spinner } from '../spinner';
import { buttonClasses, type ButtonStyle } from './button-look';

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonStyle {
  /** Shows a spinner, sets aria-busy and disables the button. */
  loading?: boolean;
}

/** The portal's button. React 19: `ref` is a plain prop and reaches the <button>. */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  disabled,
  className,
  type = 'button',
  children,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(buttonClasses({ variant, size, fullWidth }), className)}
      {...rest}
    >
      {loading && <Spinner className="h-4 w-4" />}
      {children}
    </button>
  );
}
