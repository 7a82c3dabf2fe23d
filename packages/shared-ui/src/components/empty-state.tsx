import type { ReactNode } from 'react';
import { PageState } from './page-state';

export interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}

/** "Nothing here" inside a page (an h3): PageState's empty kind. */
export function EmptyState(props: EmptyStateProps) {
  return <PageState kind="empty" headingLevel={3} {...props} />;
}
