import type { ReactNode } from 'react';
import { cx } from '../utils';
import { Spinner } from './spinner';

export type PageStateKind = 'loading' | 'empty' | 'error';

export interface PageStateProps {
  /** loading: a polite status with a spinner; empty: a heading with help; error: an alert with a heading. */
  kind: PageStateKind;
  /** The heading (loading: the status text, e.g. "Finding amazing opportunities...."). */
  title: string;
  description?: ReactNode;
  /** What the person can do next: a retry, a link elsewhere. */
  action?: ReactNode;
  /** A decorative icon in a grey circle above the heading. */
  icon?: ReactNode;
  /** 1 when the state is the whole page (its h1); default 2. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
}

const HEADINGS = { 1: 'h1', 2: 'h2', 3: 'h3' } as const;

/** The one way to say "loading", "nothing here" or "that failed", with a heading and an action. */
export function PageState({
  kind,
  title,
  description,
  action,
  icon,
  headingLevel = 2,
  className,
}: PageStateProps) {
  const frame = cx('flex flex-col items-center justify-center px-4 py-12 text-center', className);
  if (kind === 'loading') {
    return (
      <div role="status" aria-live="polite" className={cx(frame, 'gap-3 text-gray-600')}>
        <Spinner className="h-8 w-8 text-brand-600" />
        <p>{title}</p>
      </div>
    );
  }
  const Heading = HEADINGS[headingLevel];
  return (
    <div role={kind === 'error' ? 'alert' : undefined} className={frame}>
      {icon && (
        <div
          aria-hidden="true"
          className={cx(
            'mb-4 flex h-16 w-16 items-center justify-center rounded-full',
            kind === 'error' ? 'bg-red-50 text-red-600' : 'bg-gray-100 text-gray-500',
          )}
        >
          {icon}
        </div>
      )}
      <Heading className={cx('font-semibold text-gray-900', headingLevel === 1 ? 'text-2xl' : 'text-lg')}>
        {title}
      </Heading>
      {description && <p className="mt-2 max-w-md text-sm text-gray-600">{description}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
