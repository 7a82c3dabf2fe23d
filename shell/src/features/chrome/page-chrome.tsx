// The site's frame while a page's own code is still on its way: the header (brand, a link home) over a
// neutral page skeleton. The router shows it while a remote's page loads, and a remote that cannot be
// loaded says so inside it. Same header as every page (shared-ui's HeaderBar and BrandLink,
// 64 px, the page column): when the real page replaces it, the header does not move.
import { CONTAINER } from '@portal/shared-ui/tokens';
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from '@portal/shared-ui/page';

// shared-ui's Skeleton look (its classes): shared-ui's barrel would bring the whole design system to pages
// that only need this, and Skeleton has no subpath of its own.
const BLOCK = 'animate-pulse rounded-md bg-gray-200';

/**
 * A neutral page while it loads: a title card and a grid of cards, grey and pulsing, announced once.
 *
 * No breakpoint variants (`sm:`, `lg:`) here: a remote's stylesheet, appended after the shell's while this
 * skeleton still shows, has the same utilities in the same cascade layer, so its plain `h-8` would beat the
 * shell's `sm:h-9` and move the skeleton (a layout shift). The grid fills the width by itself instead.
 */
export function PageSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading...</span>
      <div aria-hidden="true">
        <div className="mb-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200">
          <div className={`h-9 w-64 max-w-full ${BLOCK}`} />
          <div className={`mt-3 h-4 w-full max-w-md ${BLOCK}`} />
          <div className={`mt-6 h-11 w-full ${BLOCK}`} />
        </div>
        <div className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,20rem),1fr))] gap-4">
          {[0, 1, 2, 3, 4, 5].map((card) => (
            <div key={card} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
              <div className="flex items-center gap-3">
                <div className={`h-12 w-12 shrink-0 ${BLOCK}`} />
                <div className="flex-1">
                  <div className={`h-4 w-3/4 ${BLOCK}`} />
                  <div className={`mt-2 h-3 w-1/2 ${BLOCK}`} />
                </div>
              </div>
              <div className={`mt-5 h-3 w-full ${BLOCK}`} />
              <div className={`mt-2 h-3 w-5/6 ${BLOCK}`} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

export interface PageChromeProps {
  /** The header: shared-ui's HeaderBar with the brand link home (the app's SiteHeader, or a plain one). */
  header: ReactNode;
  /** The page's content; the skeleton while there is none yet. */
  children?: ReactNode;
}

/** The header and the page column (the seeker pages' layout), around the skeleton or a message. */
export function PageChrome({ header, children }: PageChromeProps) {
  return (
    <div className="min-h-screen bg-gray-50 text-gray-900">
      {header}
      <main id={MAIN_CONTENT_ID} className={`${CONTAINER} py-6`}>
        {children ?? <PageSkeleton />}
      </main>
    </div>
  );
}
