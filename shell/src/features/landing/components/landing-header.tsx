import { homePathFor, useAuth } from '@portal/shared-auth';
import { Avatar } from '@portal/shared-ui/avatar';
import { ButtonLink } from '@portal/shared-ui/button';
import { AuthLinks } from '@portal/shared-ui/header';
import { LayoutDashboardIcon } from '@portal/shared-ui/icons';
import { Link } from 'react-router-dom';
import { SiteHeader } from '../../../components/site-header';

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

/** Landing header: Login/Signup when signed out; welcome, avatar and Dashboard when signed in. */
export function LandingHeader() {
  const { user, isAuthenticated, loading } = useAuth();
  return (
    <SiteHeader>
      <nav aria-label="Main" className="flex min-w-0 items-center gap-2 sm:gap-3">
        {loading ? (
          <span aria-hidden="true" className="h-9 w-40 animate-pulse rounded-lg bg-gray-100" />
        ) : isAuthenticated && user ? (
          <>
            <span className="hidden truncate text-sm text-gray-700 sm:inline">
              Welcome, <span className="font-semibold text-gray-900">{firstName(user.name)}</span>
            </span>
            <Avatar name={user.name} src={user.avatar} size="sm" />
            <ButtonLink as={Link} to={homePathFor(user.role)} size="sm">
              <LayoutDashboardIcon className="h-4 w-4" />
              Dashboard
            </ButtonLink>
          </>
        ) : (
          <AuthLinks as={Link} />
        )}
      </nav>
    </SiteHeader>
  );
}
