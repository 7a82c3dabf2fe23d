import { cx } from '../utils';

/** A grey pulsing placeholder; decorative (pair it with a status text for screen readers). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cx('animate-pulse rounded-md bg-gray-200', className)} />;
}
