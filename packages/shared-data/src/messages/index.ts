// Direct messages for every remote: the header's Messages link with the unread count, a Messages page's
// body, one conversation, the calls and the live stream (a subpath: a page without a signed-in user never
// loads it).
export { Conversation, otherParty, type ConversationProps, type MessagingSide } from './conversation';
export { ConversationList, type ConversationListProps } from './conversation-list';
export { MessageText, linkPieces } from './message-text';
export { MessagesLink, messagesLabel } from './messages-link';
export { MessagesView, type MessagesViewProps } from './messages-view';
export { useMessageStream } from './message-stream';
export {
  conversationsQuery,
  messageKeys,
  prefetchMessages,
  threadQuery,
  unreadMessagesQuery,
} from './queries';
export {
  getConversations,
  getMessages,
  markConversationRead,
  sendMessage,
  CONVERSATIONS_SHOWN,
} from './messages-api';
