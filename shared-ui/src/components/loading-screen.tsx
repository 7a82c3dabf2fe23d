import { cx } from '../utils';
import { Spinner } from './spinner';

export interface LoadingScreenProps {
  text?: string;
  className?: string;
}

/** A full-area loading message, announced politely ("Finding amazing opportunities...." etc.). */
export function LoadingScreen({ text = 'Loading...', className }: LoadingScreenProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cx('flex min-h-[50vh] flex-col items-center justify-center gap-3 text-gray-600', className)}
    >
      <Spinner className="h-8 w-8 text-brand-600" />
      <p>{text}</p>
    </div>
  );
}
