import { Skeleton } from '@portal/shared-ui';

/** Shown inside the layout while a page's chunk loads. */
export function PageFallback() {
  return (
    <div role="status" aria-live="polite" className="space-y-4">
      <span className="sr-only">Loading page...</span>
      <Skeleton className="h-8 w-64 max-w-full" />
      <Skeleton className="h-4 w-96 max-w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}
