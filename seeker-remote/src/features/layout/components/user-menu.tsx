import type { User } from '@portal/contracts';
import { ROLE_LABELS } from '@portal/contracts/constants';
import { profilePathFor } from '@portal/shared-auth';
import { icons, UserSummary } from '@portal/shared-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';

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
        {/* Name and role: the button's label everywhere, shown from the sm breakpoint up. */}
        <UserSummary
          name={user.name}
          avatarSrc={user.avatar}
          roleLabel={ROLE_LABELS[user.role]}
          textClassName="sr-only sm:not-sr-only sm:block"
        />
        <icons.ChevronDown className="h-4 w-4 text-gray-500" />
      </button>
      {open && (
        <div
          id={menuId}
          className="absolute right-0 z-40 mt-2 w-56 overflow-hidden rounded-lg border border-gray-200 bg-white py-1 shadow-lg"
        >
          <div className="border-b border-gray-100 px-4 py-2 sm:hidden">
            <p className="truncate text-sm font-medium text-gray-900">{user.name}</p>
            <p className="text-xs text-gray-600">{ROLE_LABELS[user.role]}</p>
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
