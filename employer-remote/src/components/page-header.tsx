import { TYPE } from '@portal/shared-ui';
import type { ReactNode, Ref } from 'react';

/** The page's h1 and subtitle, with optional actions on the right (stacked below 640 px). */
export function PageHeader({
  title,
  subtitle,
  actions,
  headingRef,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  /** For a page that moves the focus to its heading after an in-page change (it becomes focusable). */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h1
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          className={`${TYPE.pageTitle} focus:outline-none`}
        >
          {title}
        </h1>
        {subtitle && <p className={`mt-1 ${TYPE.pageSubtitle}`}>{subtitle}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-3">{actions}</div>}
    </div>
  );
}
