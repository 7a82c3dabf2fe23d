import { useSessionStore } from '@portal/shared-auth';
import { icons } from '@portal/shared-ui';
import { Link, NavLink } from 'react-router-dom';
import { UserMenu } from './user-menu';

/** The top header of the job seeker pages (SPEC §2 "Shared top header"). */
export function SeekerHeader() {
  const user = useSessionStore((s) => s.user);
  const isAuthenticated = useSessionStore((s) => s.isAuthenticated);
  const loading = useSessionStore((s) => s.loading);
  const logout = useSessionStore((s) => s.logout);

  return (
    <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span
            aria-hidden="true"
            className="flex h-8 w-8 items-center justify-center rounded-lg bg-brand-600 text-white"
          >
            <icons.Briefcase className="h-4 w-4" />
          </span>
          <span className="text-lg font-bold text-gray-900">JobPortal</span>
        </Link>
        <nav aria-label="Account" className="flex items-center gap-2 sm:gap-3">
          {loading ? null : isAuthenticated && user ? (
            <>
              <NavLink
                to="/saved-jobs"
                aria-label="Saved jobs"
                title="Saved jobs"
                className={({ isActive }) =>
                  `inline-flex h-10 w-10 items-center justify-center rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600 ${
                    isActive
                      ? 'bg-brand-50 text-brand-700'
                      : 'text-gray-600 hover:bg-gray-100 hover:text-gray-900'
                  }`
                }
              >
                <icons.Bookmark className="h-5 w-5" />
              </NavLink>
              <UserMenu user={user} onLogout={logout} />
            </>
          ) : (
            <>
              <Link
                to="/login"
                className="rounded-lg px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                Login
              </Link>
              <Link
                to="/signup"
                className="rounded-lg bg-brand-600 px-3 py-2 text-sm font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                Signup
              </Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
