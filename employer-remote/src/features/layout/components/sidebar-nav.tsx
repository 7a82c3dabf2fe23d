import { useSessionStore } from '@portal/shared-auth';
import {
  BriefcaseIcon,
  BuildingIcon,
  Button,
  GridIcon,
  LogOutIcon,
  PlusIcon,
  SearchIcon,
  UsersIcon,
  type IconComponent,
} from '@portal/shared-ui';
import { NavLink } from 'react-router-dom';
import { EMPLOYER_BASE } from '../../../lib/paths';

/** The menu: each id is the route path under /employeer it opens. */
export const MENU_ITEMS: ReadonlyArray<{ id: string; label: string; Icon: IconComponent }> = [
  { id: 'employeer-dashboard', label: 'Dashboard', Icon: GridIcon },
  { id: 'post-jobs', label: 'Post Jobs', Icon: PlusIcon },
  { id: 'manage-jobs', label: 'Manage Jobs', Icon: BriefcaseIcon },
  { id: 'candidates', label: 'All Candidates', Icon: UsersIcon },
  { id: 'talent', label: 'Talent Pool', Icon: SearchIcon },
  { id: 'company-profile', label: 'Company Profile', Icon: BuildingIcon },
];

const itemClass = ({ isActive }: { isActive: boolean }) =>
  [
    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900',
  ].join(' ');

/** The menu and the logout, used by the desktop sidebar and the mobile drawer. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const logout = useSessionStore((s) => s.logout);
  return (
    <div className="flex h-full flex-col">
      <nav aria-label="Employer menu" className="flex-1">
        <ul className="space-y-1">
          {MENU_ITEMS.map(({ id, label, Icon }) => (
            <li key={id}>
              <NavLink to={`${EMPLOYER_BASE}/${id}`} className={itemClass} onClick={onNavigate}>
                <Icon className="h-5 w-5" />
                <span>{label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Button
        variant="ghost"
        fullWidth
        onClick={logout}
        className="mt-6 justify-start gap-3 px-3! py-2.5 text-sm! hover:bg-red-50! hover:text-red-700!"
      >
        <LogOutIcon className="h-5 w-5" />
        <span>Logout</span>
      </Button>
      {/* Which deployment of the employer pages is running (PORTAL_RELEASE at build time). */}
      <p className="mt-4 px-3 text-xs text-gray-500">Release {__PORTAL_RELEASE__}</p>
    </div>
  );
}
