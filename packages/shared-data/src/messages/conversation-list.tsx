// The viewer's conversations, latest first: who with, about which job, the last message and what is unread.
import { PageState } from '@portal/shared-ui/page-state';
import { RelativeDate } from '@portal/shared-ui/relative-date';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { otherParty, type MessagingSide } from './conversation';
import { conversationsQuery } from './queries';

export interface ConversationListProps {
  viewer: string;
  side: MessagingSide;
  /** The open conversation's id, marked as the current one. */
  selected?: string | undefined;
  /** The page of one conversation. */
  pathOf: (applicationId: string) => string;
}

export function ConversationList({ viewer, side, selected, pathOf }: ConversationListProps) {
  const list = useQuery(conversationsQuery(viewer));
  if (list.isError && !list.data)
    return <PageState kind="error" title="Your conversations could not be loaded" headingLevel={2} />;
  if (!list.data) return <PageState kind="loading" title="Loading conversations..." />;
  if (list.data.conversations.length === 0)
    return (
      <PageState
        kind="empty"
        title="No messages yet"
        description={
          side === 'employer'
            ? "Write to a candidate from your pipeline or their application's page."
            : 'When an employer writes to you about an application, the conversation shows here.'
        }
      />
    );
  return (
    <ul
      aria-label="Conversations"
      className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white"
    >
      {list.data.conversations.map((conversation) => (
        <li key={conversation._id}>
          {/* Named by what it shows, in order (who, unread, job, last message, when), so that the name
              contains the visible text; the spaces keep the words apart whatever the CSS, and the word
              "unread" is for screen readers, in brackets so the shown text stays one run in the name. */}
          <Link
            to={pathOf(conversation._id)}
            aria-current={conversation._id === selected ? 'page' : undefined}
            className={`block px-4 py-3 hover:bg-gray-50 focus-visible:bg-gray-50 focus-visible:outline-none ${
              conversation._id === selected ? 'bg-brand-50' : ''
            }`}
          >
            <span className="flex items-center justify-between gap-2">
              <span className="truncate text-sm font-semibold text-gray-900">
                {otherParty(conversation, side)}
              </span>{' '}
              {conversation.unreadCount > 0 && (
                <span className="rounded-full bg-red-600 px-2 text-xs leading-5 font-semibold text-white">
                  {conversation.unreadCount} <span className="sr-only">(unread)</span>
                </span>
              )}
            </span>{' '}
            <span className="block truncate text-xs text-gray-600">{conversation.job.title}</span>{' '}
            {conversation.lastMessage && (
              <span className="mt-1 flex gap-2 text-xs text-gray-600">
                <span className="truncate">
                  {conversation.lastMessage.mine ? 'You: ' : ''}
                  {conversation.lastMessage.text}
                </span>{' '}
                <RelativeDate value={conversation.lastMessage.createdAt} />
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
