import type { ReactNode } from 'react';

/** A whole-page message (sign-in needed, not found, failed) whose title is the page's h1. */
export function PageState({
  icon,
  title,
  description,
  action,
}: {
  icon?: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl bg-white px-4 py-12 text-center shadow-sm ring-1 ring-gray-200">
      {icon && (
        <div
          aria-hidden="true"
          className="mb-4 flex h-16 w-16 items-center justify-center rounded-full bg-gray-100 text-gray-400"
        >
          {icon}
        </div>
      )}
      <h1 className="text-xl font-semibold text-gray-900">{title}</h1>
      {description && <p className="mt-2 max-w-md text-sm text-gray-600">{description}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
