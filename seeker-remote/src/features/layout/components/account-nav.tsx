import type { User } from '@portal/contracts';
import { BookmarkIcon, BriefcaseIcon } from '@portal/shared-ui/icons';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { NotificationBell } from '../../notifications';
import { UserMenu } from './user-menu';

function HeaderIconLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <NavLink
      to={to}
      aria-label={label}
      title={label}
      className={({ isActive }) =>
        `inline-flex h-10 w-10 items-center justify-center rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600 ${
          isActive ? 'bg-brand-50 text-brand-700' : 'text-gray-600 hover:bg-gray-100 hover:text-gray-900'
        }`
      }
    >
      {children}
    </NavLink>
  );
}

/**
 * The signed-in part of the header. A job seeker gets their applications, saved jobs and the notifications
 * bell; an employer reading jobs here gets only their account menu (those are seeker things).
 */
export function AccountNav({ user, onLogout }: { user: User; onLogout: () => void }) {
  return (
    <>
      {user.role === 'jobseeker' && (
        <>
          <HeaderIconLink to="/my-applications" label="My Applications">
            <BriefcaseIcon className="h-5 w-5" />
          </HeaderIconLink>
          <HeaderIconLink to="/saved-jobs" label="Saved jobs">
            <BookmarkIcon className="h-5 w-5" />
          </HeaderIconLink>
          <NotificationBell viewer={user._id} />
        </>
      )}
      <UserMenu user={user} onLogout={onLogout} />
    </>
  );
}
