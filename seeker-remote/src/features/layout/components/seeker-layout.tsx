import { MAIN_CONTENT_ID } from '@portal/shared-ui/page';
import type { ReactNode } from 'react';
import { SeekerHeader } from './seeker-header';

/** Header + main landmark shared by every seeker page. */
export function SeekerLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-gray-50 text-gray-900 print:bg-white">
      {/* A printed page (the résumé) is the page's content alone. */}
      <div className="print:hidden">
        <SeekerHeader />
      </div>
      <main
        id={MAIN_CONTENT_ID}
        className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 print:max-w-none print:p-0"
      >
        {children}
      </main>
    </div>
  );
}
