// The not-found page loads on demand: a mistyped URL is rare, and the landing page (the site's entry)
// should not carry its code.
import { lazy, Suspense } from 'react';

const NotFoundPageLazy = lazy(async () => ({ default: (await import('./not-found-page')).NotFoundPage }));

export function NotFoundPage() {
  return (
    <Suspense fallback={null}>
      <NotFoundPageLazy />
    </Suspense>
  );
}
