import type { ComponentPropsWithoutRef, ElementType } from 'react';
import { BRAND_NAME, FOCUS_RING, TYPE } from '../tokens';
import { cx } from '../utils';
import { BriefcaseIcon } from './icons';

/** The logo: the briefcase on a 32 px brand-blue tile. Decorative (the brand name says what it is). */
export function Logo({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white',
        className,
      )}
    >
      <BriefcaseIcon className="h-5 w-5" />
    </span>
  );
}

/** Logo and name, not a link (a footer, a printed page). `inverted` for dark backgrounds. */
export function BrandMark({ inverted = false, className }: { inverted?: boolean; className?: string }) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-2',
        TYPE.brand,
        inverted ? 'text-white' : 'text-gray-900',
        className,
      )}
    >
      <Logo />
      {BRAND_NAME}
    </span>
  );
}

export type BrandLinkProps<C extends ElementType> = {
  /** The app's link component, e.g. react-router's `Link` with `to="/"`. Default: a plain `<a>`. */
  as?: C;
  inverted?: boolean;
  className?: string;
} & Omit<ComponentPropsWithoutRef<C>, 'as' | 'className' | 'children'>;

/** The brand link of every header: logo + "JobPortal", named "JobPortal" for assistive technology. */
export function BrandLink<C extends ElementType = 'a'>({
  as,
  inverted = false,
  className,
  ...rest
}: BrandLinkProps<C>) {
  const Component: ElementType = as ?? 'a';
  return (
    <Component className={cx('inline-flex shrink-0 rounded-lg', FOCUS_RING, className)} {...rest}>
      <BrandMark inverted={inverted} />
    </Component>
  );
}
