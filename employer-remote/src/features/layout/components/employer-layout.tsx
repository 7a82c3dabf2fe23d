import { ROLE_LABELS } from '@portal/contracts/constants';
import { useSessionStore } from '@portal/shared-auth';
import { BrandLink, Button, Drawer, HeaderBar, MenuIcon, UserSummary } from '@portal/shared-ui';
import { MAIN_CONTENT_ID } from '@portal/shared-ui/page';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { PageFallback } from '../../../components';
import { EMPLOYER_PATHS } from '../../../lib/paths';
import { SidebarNav } from './sidebar-nav';

// The bell is a chunk of its own, asked for once someone is signed in (the server renders the header
// without it: it holds no session). The Messages link with its live unread count goes in the same chunk
// (only the link's code, not the Messages page's): one chunk, "employer-header", which the layout's route
// names (handle.code) so that the server names its files in a signed-in page's first response.
const EmployerNotifications = lazy(() =>
  import(/* webpackChunkName: "employer-header" */ '../../notifications').then((m) => ({
    default: m.EmployerNotifications,
  })),
);
const MessagesLink = lazy(() =>
  import(/* webpackChunkName: "employer-header" */ '@portal/shared-data/messages').then((m) => ({
    default: m.MessagesLink,
  })),
);

/**
 * The employer layout: a sidebar from 768 px up; below that a menu button opens the same menu in a drawer
 * (focus trapped, Escape closes). The top bar greets the employer; each page brings its own h1.
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
          <BrandLink as={Link} to={EMPLOYER_PATHS.dashboard} />
        </div>
        <div className="flex-1 overflow-y-auto p-4">
          <SidebarNav />
        </div>
      </aside>

      <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} title="Menu" side="left">
        <SidebarNav onNavigate={() => setMenuOpen(false)} />
      </Drawer>

      <div className="flex min-h-screen min-w-0 flex-col md:pl-64">
        <HeaderBar width="full">
          <Button
            variant="ghost"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            aria-haspopup="dialog"
            onClick={() => setMenuOpen(true)}
            className="-ml-1 p-2! md:hidden"
          >
            <MenuIcon className="h-6 w-6" />
          </Button>
          <div className="min-w-0 flex-1">
            <p className="truncate text-base font-semibold text-gray-900">Welcome back!</p>
            <p className="truncate text-xs text-gray-600 sm:text-sm">
              Here's what's happening with your jobs today.
            </p>
          </div>
          {user && (
            <Suspense fallback={null}>
              <MessagesLink viewer={user._id} to={EMPLOYER_PATHS.messages} />
            </Suspense>
          )}
          {user && (
            <Suspense fallback={null}>
              <EmployerNotifications viewer={user._id} />
            </Suspense>
          )}
          {user && (
            <Link
              to={EMPLOYER_PATHS.companyProfile}
              className="flex shrink-0 items-center gap-3 rounded-lg p-1 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {/* Named by what it shows, the name and the role, so that someone who says what they see
                  reaches it; below lg they are only for screen readers, and where it leads comes after. */}
              <UserSummary
                name={user.name}
                avatarSrc={user.avatar}
                roleLabel={ROLE_LABELS[user.role]}
                textClassName="sr-only lg:not-sr-only"
              />{' '}
              <span className="sr-only">(company profile)</span>
            </Link>
          )}
        </HeaderBar>
        <main id={MAIN_CONTENT_ID} className="mx-auto w-full max-w-7xl flex-1 p-4 sm:p-6 lg:p-8">
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
