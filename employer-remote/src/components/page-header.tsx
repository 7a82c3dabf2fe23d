import { TYPE } from '@portal/shared-ui';
import type { ReactNode } from 'react';

/** The page's h1 and subtitle, with optional actions on the right (stacked below 640 px). */
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h1 className={TYPE.pageTitle}>{title}</h1>
        {subtitle && <p className={`mt-1 ${TYPE.pageSubtitle}`}>{subtitle}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-3">{actions}</div>}
    </div>
  );
}
