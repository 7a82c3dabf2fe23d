import type { ReactNode } from 'react';
import { SeekerHeader } from './seeker-header';

/** Header + main landmark shared by every seeker page. */
export function SeekerLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-gray-50 text-gray-900">
      <SeekerHeader />
      <main className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">{children}</main>
    </div>
  );
}
