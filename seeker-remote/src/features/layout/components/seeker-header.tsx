import { useSessionStore } from '@portal/shared-auth';
import { ROLE_LABELS } from '@portal/contracts/constants';
import { BrandLink } from '@portal/shared-ui/brand';
import { AuthLinks, HeaderBar, UserSummary } from '@portal/shared-ui/header';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';

/** The account links, menu and bell: code only a signed-in person needs (route loaders start it early). */
export const loadAccountNav = () => import('./account-nav');
const AccountNav = lazy(() => loadAccountNav().then((m) => ({ default: m.AccountNav })));

/** The top header of the job seeker pages, from the shared header pieces; a visitor gets Login and Signup. */
export function SeekerHeader() {
  const user = useSessionStore((s) => s.user);
  const isAuthenticated = useSessionStore((s) => s.isAuthenticated);
  const loading = useSessionStore((s) => s.loading);
  const logout = useSessionStore((s) => s.logout);

  return (
    <HeaderBar>
      <BrandLink as={Link} to="/" />
      <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
        {loading ? null : isAuthenticated && user ? (
          // Until the menu's code is in, the person still sees who is signed in, where the menu will be.
          <Suspense
            fallback={
              <span className="flex items-center gap-2 p-1 pr-2">
                <UserSummary
                  name={user.name}
                  avatarSrc={user.avatar}
                  roleLabel={ROLE_LABELS[user.role]}
                  textClassName="sr-only sm:not-sr-only sm:block"
                />
              </span>
            }
          >
            <AccountNav user={user} onLogout={logout} />
          </Suspense>
        ) : (
          <AuthLinks as={Link} />
        )}
      </nav>
    </HeaderBar>
  );
}
