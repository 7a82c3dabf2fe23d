// The one notifications menu of the portal, for job seekers and employers alike: the header's bell with the
// unread count, and the newest notifications in a panel. What each notification says and where it leads
// is the remote's (`describe`): the server stores what happened, the words are the client's.
import type { Notification } from '@portal/contracts';
import { ApplicationStatusBadge } from '@portal/shared-ui/badge';
import { BellIcon } from '@portal/shared-ui/icons';
import { usePopover } from '@portal/shared-ui/popover';
import { RelativeDate } from '@portal/shared-ui/relative-date';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { CountBadge, countText, useShownCount } from '../count-badge';
import { notificationsQuery } from './queries';
import { useMarkAllRead } from './use-mark-all-read';

/** What one notification says and where it leads. */
export interface NotificationView {
  text: string;
  to: string;
}

export interface NotificationsMenuProps {
  /** The signed-in user's id (the cache is per viewer). */
  viewer: string;
  describe: (notification: Notification) => NotificationView;
  /** The link under the list ("See all your applications"). */
  footer: { label: string; to: string };
}

/**
 * The bell's accessible name carries the count, so nobody needs the red badge to know it; as the badge
 * shows it ("9+" past nine), since a name must contain what the control shows.
 */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${countText(unread)} unread` : 'Notifications';
}

/**
 * The header's bell: the unread count, and the newest notifications in a list. Opening the list marks them
 * read; the ones that were new stay marked "New" while it is open.
 */
export function NotificationsMenu({ viewer, describe, footer }: NotificationsMenuProps) {
  const popover = usePopover();
  const list = useQuery(notificationsQuery(viewer));
  const markAllRead = useMarkAllRead(viewer);
  const [fresh, setFresh] = useState<Set<string>>(new Set());
  const titleId = useId();
  const unread = useShownCount(list.data?.unreadCount);
  const notifications = list.data?.notifications ?? [];

  const toggle = () => {
    if (!popover.open) {
      setFresh(new Set(notifications.filter((item) => !item.read).map((item) => item._id)));
      // Opening asks for the newest at once, rather than waiting for the next poll; when it also marks them
      // read, only once the server has (a list read meanwhile would bring the old unread count back).
      if (unread > 0) markAllRead.mutate(undefined, { onSettled: () => void list.refetch() });
      else void list.refetch();
    }
    popover.toggle();
  };

  return (
    <div ref={popover.rootRef} className="relative">
      <button
        ref={popover.buttonRef}
        type="button"
        {...popover.buttonProps}
        onClick={toggle}
        aria-label={bellLabel(unread)}
        title="Notifications"
        className="relative inline-flex h-10 w-10 cursor-pointer items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <BellIcon className="h-5 w-5" />
        <CountBadge count={unread} />
      </button>
      {popover.open && (
        // On a phone the bell is not at the screen's right edge (the account menu is), so a panel hung from
        // it ran off the left side: there it spans the screen under the 64 px header instead.
        <div
          id={popover.panelId}
          className="fixed inset-x-4 top-16 z-40 mt-2 overflow-hidden rounded-lg border border-gray-200 bg-white shadow-lg sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:w-[22rem]"
        >
          <p id={titleId} className="border-b border-gray-100 px-4 py-3 text-sm font-semibold text-gray-900">
            Notifications
          </p>
          {list.isError && !list.data ? (
            <p role="alert" className="px-4 py-3 text-sm text-red-700">
              Notifications could not be loaded.
            </p>
          ) : !list.data ? (
            <p role="status" className="px-4 py-3 text-sm text-gray-600">
              Loading notifications...
            </p>
          ) : notifications.length === 0 ? (
            <p className="px-4 py-3 text-sm text-gray-600">No notifications yet.</p>
          ) : (
            <ul aria-labelledby={titleId} className="max-h-96 divide-y divide-gray-100 overflow-y-auto">
              {notifications.map((item) => {
                const view = describe(item);
                return (
                  <li key={item._id} className={fresh.has(item._id) ? 'bg-brand-50' : undefined}>
                    <Link
                      to={view.to}
                      onClick={popover.close}
                      className="block px-4 py-3 text-sm text-gray-800 hover:bg-gray-50 focus-visible:bg-gray-50 focus-visible:outline-none"
                    >
                      {fresh.has(item._id) && (
                        <>
                          <span className="font-semibold text-brand-700">
                            New<span className="sr-only">:</span>
                          </span>{' '}
                        </>
                      )}
                      <span className="wrap-anywhere">{view.text}</span>{' '}
                      <span className="mt-1 flex items-center gap-2 text-xs text-gray-600">
                        {/* The sentence says the status; the badge only shows its colour. */}
                        {item.status && (
                          <span aria-hidden="true">
                            <ApplicationStatusBadge status={item.status} />
                          </span>
                        )}
                        <RelativeDate value={item.createdAt} />
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
          <Link
            to={footer.to}
            onClick={popover.close}
            className="block border-t border-gray-100 px-4 py-3 text-sm font-medium text-brand-700 hover:bg-gray-50 focus-visible:bg-gray-50 focus-visible:outline-none"
          >
            {footer.label}
          </Link>
        </div>
      )}
    </div>
  );
}
