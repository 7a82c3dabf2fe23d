import type { Role } from '@portal/contracts/constants';
import { BookmarkIcon, BriefcaseIcon } from '@portal/shared-ui/icons';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

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
 * The signed-in links of the header by role: a job seeker gets their applications and saved jobs; an
 * employer reading jobs here gets none (those are seeker things). Plain links, so they work from the first
 * paint of a page the server rendered.
 */
export function AccountLinks({ role }: { role: Role }) {
  if (role !== 'jobseeker') return null;
  return (
    <>
      <HeaderIconLink to="/my-applications" label="My Applications">
        <BriefcaseIcon className="h-5 w-5" />
      </HeaderIconLink>
      <HeaderIconLink to="/saved-jobs" label="Saved jobs">
        <BookmarkIcon className="h-5 w-5" />
      </HeaderIconLink>
    </>
  );
}
