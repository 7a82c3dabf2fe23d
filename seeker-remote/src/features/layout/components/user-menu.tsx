import type { User } from '@portal/contracts';
import { ROLE_LABELS } from '@portal/contracts/constants';
import { profilePathFor } from '@portal/shared-auth';
import { UserSummary } from '@portal/shared-ui/header';
import {
  MessageIcon,
  BellIcon,
  BriefcaseIcon,
  ChevronDownIcon,
  LogOutIcon,
  MailIcon,
  UserIcon,
} from '@portal/shared-ui/icons';
import { Link } from 'react-router-dom';
import { usePopover } from '@portal/shared-ui/popover';

const item =
  'flex w-full cursor-pointer items-center gap-2 px-4 py-2 text-left text-sm text-gray-700 hover:bg-gray-50 focus-visible:bg-gray-50 focus-visible:outline-none';

/**
 * Avatar button that opens the account links and Logout (a job seeker also finds My Applications here).
 * Closes on Escape, outside click and navigation.
 */
export function UserMenu({ user, onLogout }: { user: User; onLogout: () => void }) {
  const menu = usePopover();
  return (
    <div ref={menu.rootRef} className="relative">
      <button
        ref={menu.buttonRef}
        type="button"
        {...menu.buttonProps}
        onClick={menu.toggle}
        className="flex cursor-pointer items-center gap-2 rounded-lg p-1 pr-2 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {/* Name and role: the button's label everywhere, shown from the sm breakpoint up. */}
        <UserSummary
          name={user.name}
          avatarSrc={user.avatar}
          roleLabel={ROLE_LABELS[user.role]}
          textClassName="sr-only sm:not-sr-only sm:block"
        />
        <ChevronDownIcon className="h-4 w-4 text-gray-500" />
      </button>
      {menu.open && (
        <div
          id={menu.panelId}
          className="absolute right-0 z-40 mt-2 w-56 overflow-hidden rounded-lg border border-gray-200 bg-white py-1 shadow-lg"
        >
          <div className="border-b border-gray-100 px-4 py-2 sm:hidden">
            <p className="truncate text-sm font-medium text-gray-900">{user.name}</p>
            <p className="text-xs text-gray-600">{ROLE_LABELS[user.role]}</p>
          </div>
          <Link to={profilePathFor(user.role)} className={item} onClick={menu.close}>
            <UserIcon className="h-4 w-4" />
            View Profile
          </Link>
          {user.role === 'jobseeker' && (
            <Link to="/my-applications" className={item} onClick={menu.close}>
              <BriefcaseIcon className="h-4 w-4" />
              My Applications
            </Link>
          )}
          {user.role === 'jobseeker' && (
            // On a phone the header has no room for Messages: it is here.
            <Link to="/messages" className={item} onClick={menu.close}>
              <MessageIcon className="h-4 w-4" />
              Messages
            </Link>
          )}
          {user.role === 'jobseeker' && (
            <Link to="/job-alerts" className={item} onClick={menu.close}>
              <BellIcon className="h-4 w-4" />
              Job alerts
            </Link>
          )}
          <Link to="/email-preferences" className={item} onClick={menu.close}>
            <MailIcon className="h-4 w-4" />
            E-mail preferences
          </Link>
          <button type="button" className={`${item} text-red-700`} onClick={onLogout}>
            <LogOutIcon className="h-4 w-4" />
            Logout
          </button>
        </div>
      )}
    </div>
  );
}
