import type { ElementType, ReactNode } from 'react';
import { CONTAINER, GUTTER_X, HEADER_HEIGHT } from '../tokens';
import { cx } from '../utils';
import { Avatar } from './avatar';
import { ButtonLink } from './button/button-link';

export interface HeaderBarProps {
  children: ReactNode;
  /**
   * `contained` (default) centres the content in the page column (landing, auth and seeker pages); `full`
   * spans the available width (the employer top bar, beside its sidebar). Same height, border and gutter.
   */
  width?: 'contained' | 'full';
  className?: string;
}

/** The header bar of every app: a sticky 64 px banner with the page gutter. */
export function HeaderBar({ children, width = 'contained', className }: HeaderBarProps) {
  return (
    <header className={cx('sticky top-0 z-20 border-b border-gray-200 bg-white/95 backdrop-blur', className)}>
      <div
        className={cx(
          'flex items-center justify-between gap-3',
          HEADER_HEIGHT,
          width === 'contained' ? CONTAINER : GUTTER_X,
        )}
      >
        {children}
      </div>
    </header>
  );
}

export interface UserSummaryProps {
  name: string;
  avatarSrc?: string | null;
  /** The role as people read it: pass `ROLE_LABELS[user.role]` from `@portal/contracts/constants`. */
  roleLabel: string;
  /** Classes of the name/role text, e.g. to show it only from a breakpoint up ('sr-only sm:not-sr-only'). */
  textClassName?: string;
}

/**
 * Avatar, name and role: the content of a user menu's trigger (or a link to the profile). The avatar is
 * decorative here; the name and role are the text, so the surrounding control is named by them.
 */
export function UserSummary({ name, avatarSrc, roleLabel, textClassName }: UserSummaryProps) {
  return (
    <>
      <span aria-hidden="true" className="contents">
        <Avatar src={avatarSrc || undefined} name={name} size="sm" alt="" />
      </span>
      <span className={cx('min-w-0 text-left', textClassName)}>
        <span className="block max-w-40 truncate text-sm font-medium text-gray-900">{name}</span>
        {/* Two lines on screen; the space names the control "Jane Seeker Job Seeker" whatever the CSS. */}{' '}
        <span className="block text-xs text-gray-600">{roleLabel}</span>
      </span>
    </>
  );
}

/**
 * The signed-out pair of every header: "Login" (quiet) and "Signup" (primary), linking to /login and /signup.
 * `as` is the app's router link (react-router's `Link`), which receives `to`; without it, plain anchors.
 */
export function AuthLinks({ as }: { as?: ElementType }) {
  const target = (path: string): Record<string, string> => (as ? { to: path } : { href: path });
  return (
    <>
      <ButtonLink as={as} variant="ghost" size="sm" {...target('/login')}>
        Login
      </ButtonLink>
      <ButtonLink as={as} size="sm" {...target('/signup')}>
        Signup
      </ButtonLink>
    </>
  );
}
