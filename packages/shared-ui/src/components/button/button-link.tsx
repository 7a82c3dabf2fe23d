import type { ComponentPropsWithoutRef, ElementType, ReactNode } from 'react';
import { cx } from '../../utils';
import { buttonClasses, type ButtonStyle } from './button-look';

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
