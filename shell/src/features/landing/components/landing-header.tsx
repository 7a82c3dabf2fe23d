import { homePathFor, useAuth } from '@portal/shared-auth';
import { Link } from 'react-router-dom';
import { BrandLink } from '../../../components/brand-link';
import { LayoutDashboardIcon } from '../../../components/icons';
import { UserAvatar } from '../../../components/user-avatar';

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/** Landing header (SPEC §2): Login/Signup when signed out; welcome, avatar and Dashboard when signed in. */
export function LandingHeader() {
  const { user, isAuthenticated, loading } = useAuth();
  return (
    <header className="sticky top-0 z-30 border-b border-gray-100 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8"
      >
        <BrandLink />
        {loading ? (
          <span aria-hidden="true" className="h-9 w-40 animate-pulse rounded-lg bg-gray-100" />
        ) : isAuthenticated && user ? (
          <div className="flex min-w-0 items-center gap-2 sm:gap-3">
            <span className="hidden truncate text-sm text-gray-700 sm:inline">
              Welcome, <span className="font-semibold text-gray-900">{firstName(user.name)}</span>
            </span>
            <UserAvatar name={user.name} src={user.avatar} size="sm" />
            <Link
              to={homePathFor(user.role)}
              className="inline-flex items-center gap-1.5 rounded-lg bg-blue-600 px-3 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-blue-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2 sm:px-4"
            >
              <LayoutDashboardIcon className="h-4 w-4" />
              Dashboard
            </Link>
          </div>
        ) : (
          <div className="flex items-center gap-1 sm:gap-2">
            <Link
              to="/login"
              className="rounded-lg px-3 py-2 text-sm font-semibold text-gray-700 transition hover:bg-gray-100 hover:text-gray-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 sm:px-4"
            >
              Login
            </Link>
            <Link
              to="/signup"
              className="rounded-lg bg-blue-600 px-3 py-2 text-sm font-semibold text-white shadow-sm transition hover:bg-blue-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2 sm:px-4"
            >
              Signup
            </Link>
          </div>
        )}
      </nav>
    </header>
  );
}
