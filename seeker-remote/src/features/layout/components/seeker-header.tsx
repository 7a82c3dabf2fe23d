import { useSessionStore } from '@portal/shared-auth';
import { AuthLinks, BrandLink, HeaderBar, icons } from '@portal/shared-ui';
import { Link, NavLink } from 'react-router-dom';
import { UserMenu } from './user-menu';

/** The top header of the job seeker pages: the shared header bar, brand link and Login/Signup buttons. */
export function SeekerHeader() {
  const user = useSessionStore((s) => s.user);
  const isAuthenticated = useSessionStore((s) => s.isAuthenticated);
  const loading = useSessionStore((s) => s.loading);
  const logout = useSessionStore((s) => s.logout);

  return (
    <HeaderBar>
      <BrandLink as={Link} to="/" />
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
          <AuthLinks as={Link} />
        )}
      </nav>
    </HeaderBar>
  );
}
