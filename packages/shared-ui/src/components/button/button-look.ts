import { FOCUS_RING } from '../../tokens';
import { cx } from '../../utils';

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
