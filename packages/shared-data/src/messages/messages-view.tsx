// A Messages page's body, for either side: the conversations beside the open one (on a phone, one or the
// other). The page around it (its title, its route) is the remote's.
import { Link } from 'react-router-dom';
import { Conversation, type MessagingSide } from './conversation';
import { ConversationList } from './conversation-list';
import { useMessageStream } from './message-stream';

export interface MessagesViewProps {
  viewer: string;
  side: MessagingSide;
  /** The open conversation (the URL's), if any. */
  selected?: string | undefined;
  /** The Messages page itself, and the page of one conversation. */
  basePath: string;
}

export function MessagesView({ viewer, side, selected, basePath }: MessagesViewProps) {
  useMessageStream(viewer);
  const pathOf = (applicationId: string) => `${basePath}/${encodeURIComponent(applicationId)}`;
  return (
    <div className="grid gap-6 md:grid-cols-[20rem_1fr]">
      <div className={selected ? 'hidden md:block' : undefined}>
        <ConversationList viewer={viewer} side={side} selected={selected} pathOf={pathOf} />
      </div>
      {selected ? (
        <div className="flex flex-col gap-3">
          <Link to={basePath} className="text-sm font-medium text-brand-700 md:hidden">
            All conversations
          </Link>
          <Conversation key={selected} viewer={viewer} side={side} applicationId={selected} />
        </div>
      ) : (
        <p className="hidden self-center text-center text-sm text-gray-600 md:block">
          Choose a conversation to read it.
        </p>
      )}
    </div>
  );
}
