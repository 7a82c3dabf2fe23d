import { cx } from '../utils';
import { PageState } from './page-state';

export interface LoadingScreenProps {
  text?: string;
  className?: string;
}

/** A full-area loading message, announced politely ("Finding amazing opportunities...." etc.). */
export function LoadingScreen({ text = 'Loading...', className }: LoadingScreenProps) {
  return <PageState kind="loading" title={text} className={cx('min-h-[50vh]', className)} />;
}
