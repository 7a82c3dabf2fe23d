// The design tokens that are class strings rather than theme values: one gutter, one page width, one header
// height, one type scale. Every app composes its layout from these, so the shell and both remotes line up to
// the pixel (the colours, the breakpoint and the placeholder colour live in styles/theme.css).
import { cx } from './utils';

export const BRAND_NAME = 'JobPortal';

/** Horizontal page gutter: 16 px on phones, 24 px from 640 px, 32 px from 1024 px. */
export const GUTTER_X = 'px-4 sm:px-6 lg:px-8';
/** The page column: centred, at most 80rem wide, with the gutter. */
export const CONTAINER = cx('mx-auto w-full max-w-7xl', GUTTER_X);
/** Every app header is this tall (64 px). */
export const HEADER_HEIGHT = 'h-16';

/** The type scale: one role, one set of classes. */
export const TYPE = {
  /** The brand name beside the logo (18 px bold). */
  brand: 'text-lg font-bold tracking-tight',
  /** A page's h1. */
  pageTitle: 'text-2xl font-bold text-gray-900 sm:text-3xl',
  /** The line under a page's h1. */
  pageSubtitle: 'text-sm text-gray-600 sm:text-base',
  /** A section's h2 (cards, panels, dialogs). */
  sectionTitle: 'text-lg font-semibold text-gray-900',
  /** A form label. */
  label: 'text-sm font-medium text-gray-800',
  /** Help text under a control. */
  hint: 'text-xs text-gray-600',
  /** A field's error under a control. */
  error: 'text-sm text-red-700',
} as const;

/** The visible keyboard focus ring shared by every control. */
export const FOCUS_RING =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
