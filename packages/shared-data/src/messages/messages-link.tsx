// The header's Messages link: the unread count in its name and a badge. On a Messages page the live stream
// keeps it current; elsewhere it is read every minute, as the bell is (a page that holds no stream open lets
// the browser and the server rest: only the pages that show messages keep one).
import { MessageIcon } from '@portal/shared-ui/icons';
import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router-dom';
import { CountBadge, countText, useShownCount } from '../count-badge';
import { unreadMessagesQuery } from './queries';

/**
 * The link's accessible name carries the count, so nobody needs the badge to know it; as the badge shows
 * it ("9+" past nine), since a name must contain what the control shows.
 */
export function messagesLabel(unread: number): string {
  return unread > 0 ? `Messages, ${countText(unread)} unread` : 'Messages';
}

export function MessagesLink({ viewer, to }: { viewer: string; to: string }) {
  const unread = useShownCount(useQuery(unreadMessagesQuery(viewer)).data?.unreadCount);
  return (
    <NavLink
      to={to}
      aria-label={messagesLabel(unread)}
      title="Messages"
      className={({ isActive }) =>
        `relative inline-flex h-10 w-10 items-center justify-center rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600 ${
          isActive ? 'bg-brand-50 text-brand-700' : 'text-gray-600 hover:bg-gray-100 hover:text-gray-900'
        }`
      }
    >
      <MessageIcon className="h-5 w-5" />
      <CountBadge count={unread} />
    </NavLink>
  );
}
