import { homePathFor, useAuth, useSessionStore } from '@portal/shared-auth';
import { Avatar } from '@portal/shared-ui/avatar';
import { ButtonLink } from '@portal/shared-ui/button';
import { AuthLinks } from '@portal/shared-ui/header';
import { LayoutDashboardIcon } from '@portal/shared-ui/icons';
import { Link } from 'react-router-dom';
import { SiteHeader } from '../../../components/site-header';

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

const Dashboard = ({ to }: { to: string }) => (
  <ButtonLink as={Link} to={to} size="sm">
    <LayoutDashboardIcon className="h-4 w-4" />
    Dashboard
  </ButtonLink>
);

/**
 * Landing header: Login/Signup when signed out; welcome, avatar and Dashboard when signed in. On a page the
 * server rendered for a signed-in role (the hint cookie), Dashboard is there from the first paint and the
 * welcome waits for the browser, which knows the person.
 */
export function LandingHeader() {
  const { user, isAuthenticated, loading } = useAuth();
  const hint = useSessionStore((s) => s.hint);
  return (
    <SiteHeader>
      <nav aria-label="Main" className="flex min-w-0 items-center gap-2 sm:gap-3">
        {loading ? (
          <>
            <span aria-hidden="true" className="h-9 w-40 animate-pulse rounded-lg bg-gray-100" />
            {hint && <Dashboard to={homePathFor(hint)} />}
          </>
        ) : isAuthenticated && user ? (
          <>
            <span className="hidden truncate text-sm text-gray-700 sm:inline">
              Welcome, <span className="font-semibold text-gray-900">{firstName(user.name)}</span>
            </span>
            <Avatar name={user.name} src={user.avatar} size="sm" />
            <Dashboard to={homePathFor(user.role)} />
          </>
        ) : (
          <AuthLinks as={Link} />
        )}
      </nav>
    </SiteHeader>
  );
}
