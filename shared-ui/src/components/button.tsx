import type { ComponentPropsWithoutRef, ComponentPropsWithRef, ElementType, ReactNode } from 'react';
import { FOCUS_RING } from '../tokens';
import { cx } from '../utils';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretches to the width of its container. */
  fullWidth?: boolean;
}

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  secondary: 'border border-gray-300 bg-white text-gray-700 hover:bg-gray-50',
  danger: 'bg-red-600 text-white hover:bg-red-700',
  ghost: 'bg-transparent text-gray-700 hover:bg-gray-100 hover:text-gray-900',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'gap-1.5 px-3 py-1.5 text-sm',
  md: 'gap-2 px-4 py-2 text-sm sm:text-base',
  lg: 'gap-2 px-6 py-3 text-base',
};

/**
 * The button look as a class string: one weight (500), one radius, one focus ring. For the rare element that
 * is neither a Button nor a ButtonLink (a file input's label, say).
 */
export function buttonClasses({ variant = 'primary', size = 'md', fullWidth = false }: ButtonStyle = {}) {
  return cx(
    'inline-flex cursor-pointer items-center justify-center rounded-lg font-medium transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    FOCUS_RING,
    VARIANTS[variant],
    SIZES[size],
    fullWidth && 'w-full',
  );
}

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

export type ButtonLinkProps<C extends ElementType> = ButtonStyle & {
  /**
   * The link component to render, e.g. react-router's `Link` (`<ButtonLink as={Link} to="/x">`). shared-ui
   * imports React only, so the router's link always comes from the app. Default: a plain `<a>`.
   */
  as?: C;
  className?: string;
  children?: ReactNode;
} & Omit<ComponentPropsWithoutRef<C>, 'as' | 'className' | 'children' | keyof ButtonStyle>;

/** A link that looks like a Button (navigation is a link; only actions are buttons). */
export function ButtonLink<C extends ElementType = 'a'>({
  as,
  variant,
  size,
  fullWidth,
  className,
  children,
  ...rest
}: ButtonLinkProps<C>) {
  const Component: ElementType = as ?? 'a';
  return (
    <Component className={cx(buttonClasses({ variant, size, fullWidth }), className)} {...rest}>
      {children}
    </Component>
  );
}
