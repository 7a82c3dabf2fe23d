import type { User } from '@portal/contracts';
import { profilePathFor } from '@portal/shared-auth';
import { Avatar, icons } from '@portal/shared-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';

const ROLE_LABEL: Record<User['role'], string> = { jobseeker: 'Job Seeker', employeer: 'Employeer' };

/** Avatar button that opens View Profile and Logout. Closes on Escape, outside click and navigation. */
export function UserMenu({ user, onLogout }: { user: User; onLogout: () => void }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const item =
    'flex w-full items-center gap-2 px-4 py-2 text-left text-sm text-gray-700 hover:bg-gray-50 focus-visible:bg-gray-50 focus-visible:outline-none';

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-2 rounded-lg p-1 pr-2 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {/* Decorative here: the name is the button's label. (shared-ui's Avatar keeps role="img" for alt="".) */}
        <span aria-hidden="true" className="contents">
          <Avatar src={user.avatar || undefined} name={user.name} size="sm" alt="" />
        </span>
        {/* Name and role: the button's label everywhere, shown from the sm breakpoint up. */}
        <span className="sr-only text-left sm:not-sr-only sm:block">
          <span className="block max-w-40 truncate text-sm font-medium text-gray-900">{user.name}</span>
          <span className="block text-xs text-gray-500">{ROLE_LABEL[user.role]}</span>
        </span>
        <icons.ChevronDown className="h-4 w-4 text-gray-500" />
      </button>
      {open && (
        <div
          id={menuId}
          className="absolute right-0 z-40 mt-2 w-56 overflow-hidden rounded-lg border border-gray-200 bg-white py-1 shadow-lg"
        >
          <div className="border-b border-gray-100 px-4 py-2 sm:hidden">
            <p className="truncate text-sm font-medium text-gray-900">{user.name}</p>
            <p className="text-xs text-gray-500">{ROLE_LABEL[user.role]}</p>
          </div>
          <Link to={profilePathFor(user.role)} className={item} onClick={() => setOpen(false)}>
            <icons.User className="h-4 w-4" />
            View Profile
          </Link>
          <button type="button" className={`${item} text-red-600`} onClick={onLogout}>
            <icons.LogOut className="h-4 w-4" />
            Logout
          </button>
        </div>
      )}
    </div>
  );
}
