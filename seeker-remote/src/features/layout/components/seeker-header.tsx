import { ROLE_LABELS } from '@portal/contracts/constants';
import { profilePathFor, useSessionStore } from '@portal/shared-auth';
import { BrandLink } from '@portal/shared-ui/brand';
import { AuthLinks, HeaderBar } from '@portal/shared-ui/header';
import { UserIcon } from '@portal/shared-ui/icons';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { AccountLinks } from './account-nav';
import { UserMenu } from './user-menu';

/** The notifications bell: code and data only a signed-in job seeker needs (route loaders start it early). */
export const loadNotificationBell = () => import('../../notifications');
const NotificationBell = lazy(() => loadNotificationBell().then((m) => ({ default: m.SeekerNotifications })));
/**
 * The Messages link with its live unread count: the same, loaded beside the bell; only the link's code (the
 * conversation pieces of the same module are the Messages page's).
 */
export const loadMessagesLink = () =>
  import(/* webpackExports: ["MessagesLink"] */ '@portal/shared-data/messages');
const MessagesLink = lazy(() => loadMessagesLink().then((m) => ({ default: m.MessagesLink })));

/**
 * The top header of the job seeker pages, from the shared header pieces; a visitor gets Login and Signup.
 * The user menu is part of the page's own code, so it opens on the first click (right after signing in,
 * too). On a page the server rendered for a signed-in role (the hint cookie), the header is that role's
 * from the first paint, with a link to the person's profile where their menu will be.
 */
export function SeekerHeader() {
  const user = useSessionStore((s) => s.user);
  const isAuthenticated = useSessionStore((s) => s.isAuthenticated);
  const loading = useSessionStore((s) => s.loading);
  const hint = useSessionStore((s) => s.hint);
  const logout = useSessionStore((s) => s.logout);
  const signedIn = isAuthenticated && user ? user : null;
  const role = signedIn?.role ?? hint;

  return (
    <HeaderBar>
      <BrandLink as={Link} to="/" />
      <nav aria-label="Account" className="flex items-center gap-1 sm:gap-2">
        {role ? (
          <>
            <AccountLinks role={role} />
            {signedIn?.role === 'jobseeker' && (
              <>
                {/* From 640 px: a 390 px phone's header has no room for a fifth icon (Messages is in the menu). */}
                <span className="hidden sm:contents">
                  <Suspense fallback={<span aria-hidden="true" className="h-10 w-10" />}>
                    <MessagesLink viewer={signedIn._id} to="/messages" />
                  </Suspense>
                </span>
                <Suspense fallback={<span aria-hidden="true" className="h-10 w-10" />}>
                  <NotificationBell viewer={signedIn._id} />
                </Suspense>
              </>
            )}
            {signedIn ? (
              <UserMenu user={signedIn} onLogout={logout} />
            ) : (
              <Link
                to={profilePathFor(role)}
                className="flex items-center gap-2 rounded-lg p-1 pr-2 text-gray-700 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <span
                  aria-hidden="true"
                  className="flex h-8 w-8 items-center justify-center rounded-full bg-gray-100 text-gray-500"
                >
                  <UserIcon className="h-4 w-4" />
                </span>
                <span className="sr-only text-sm sm:not-sr-only">Your account ({ROLE_LABELS[role]})</span>
              </Link>
            )}
          </>
        ) : (
          !loading && <AuthLinks as={Link} />
        )}
      </nav>
    </HeaderBar>
  );
}
