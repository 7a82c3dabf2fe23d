import { useSessionStore } from '@portal/shared-auth';
import { Avatar, BriefcaseIcon, Drawer, MenuIcon } from '@portal/shared-ui';
import { Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { PageFallback } from '../../../components';
import { EMPLOYER_PATHS } from '../../../lib/paths';
import { SidebarNav } from './sidebar-nav';

function Brand() {
  return (
    <Link
      to={EMPLOYER_PATHS.dashboard}
      className="flex items-center gap-2 rounded-md text-lg font-bold text-gray-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <span className="flex h-8 w-8 items-center justify-center rounded-lg bg-brand-600 text-white">
        <BriefcaseIcon className="h-5 w-5" />
      </span>
      JobPortal
    </Link>
  );
}

/**
 * SPEC §2 employer layout: a sidebar from 768 px up; below that a menu button opens the same menu in a
 * drawer (focus trapped, Escape closes). The top bar greets the employer; each page brings its own h1.
 */
export function EmployerLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const user = useSessionStore((s) => s.user);
  const { pathname } = useLocation();

  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <div className="min-h-screen bg-gray-50 text-gray-900">
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r border-gray-200 bg-white md:flex">
        <div className="flex h-16 items-center border-b border-gray-200 px-6">
          <Brand />
        </div>
        <div className="flex-1 overflow-y-auto p-4">
          <SidebarNav />
        </div>
      </aside>

      <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} title="Menu" side="left">
        <SidebarNav onNavigate={() => setMenuOpen(false)} />
      </Drawer>

      <div className="flex min-h-screen min-w-0 flex-col md:pl-64">
        <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-gray-200 bg-white/95 px-4 backdrop-blur sm:px-6">
          <button
            type="button"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-haspopup="dialog"
            onClick={() => setMenuOpen(true)}
            className="-ml-1 cursor-pointer rounded-md p-2 text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden"
          >
            <MenuIcon className="h-6 w-6" />
          </button>
          <div className="min-w-0 flex-1">
            <p className="truncate text-base font-semibold text-gray-900">Welcome back!</p>
            <p className="truncate text-xs text-gray-600 sm:text-sm">
              Here's what's happening with your jobs today.
            </p>
          </div>
          {user && (
            <Link
              to={EMPLOYER_PATHS.companyProfile}
              className="flex shrink-0 items-center gap-3 rounded-lg p-1 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              aria-label={`${user.name}, company profile`}
            >
              <Avatar src={user.avatar} name={user.name} size="sm" />
              <span className="hidden text-left lg:block">
                <span className="block text-sm font-medium text-gray-900">{user.name}</span>
                <span className="block text-xs text-gray-600">{user.companyName || 'Employer'}</span>
              </span>
            </Link>
          )}
        </header>
        <main id="employer-main" className="mx-auto w-full max-w-7xl flex-1 p-4 sm:p-6 lg:p-8">
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
