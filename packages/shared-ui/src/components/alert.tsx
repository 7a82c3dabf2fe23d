import type { ReactNode } from 'react';
import { cx } from '../utils';
import { AlertCircleIcon, CheckCircleIcon } from './icons';

export type AlertTone = 'error' | 'info' | 'success';

export interface AlertProps {
  /** error: announced at once (role alert), e.g. a form's submit error; info/success: a polite status. */
  tone?: AlertTone;
  /** A bold first line. */
  title?: ReactNode;
  children?: ReactNode;
  /** A control on the right (a "Sign in" link, a dismiss button). */
  action?: ReactNode;
  className?: string;
}

const TONES: Record<AlertTone, string> = {
  error: 'border-red-200 bg-red-50 text-red-800',
  info: 'border-brand-200 bg-brand-50 text-brand-900',
  success: 'border-green-200 bg-green-50 text-green-800',
};

/** A boxed message: a form's submit error, a notice ("Your session has expired…"), a confirmation. */
export function Alert({ tone = 'error', title, children, action, className }: AlertProps) {
  const Icon = tone === 'success' ? CheckCircleIcon : AlertCircleIcon;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx('flex items-start gap-3 rounded-lg border px-4 py-3 text-sm', TONES[tone], className)}
    >
      <Icon className="mt-0.5 h-5 w-5 shrink-0" />
      <div className="min-w-0 flex-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div className={title ? 'mt-0.5' : undefined}>{children}</div>}
      </div>
      {action && <div className="shrink-0 self-center">{action}</div>}
    </div>
  );
}
