// Direct messages: one conversation per job and job seeker, between the seeker and the employer of the job,
// opened by the employer (on an application, or by inviting a seeker found in the talent pool to apply) and
// joined by the seeker's application when it comes. Text only: the server stores and returns what was typed, and a client shows
// it as text (links as plain links), never as markup.
import { Type, type Static } from 'typebox';
import { LIMITS } from './constants.js';
import { PageInfo, PageQuery } from './applications.js';
import { ApplicationStatusSchema, Company, Id, RoleSchema, Timestamp } from './schemas.js';

export const Message = Type.Object({
  _id: Id,
  text: Type.String(),
  createdAt: Timestamp,
  /** The sender's side: the job seeker or the employer. */
  from: RoleSchema,
  /** Sent by the caller. */
  mine: Type.Boolean(),
});
export type Message = Static<typeof Message>;

/** A conversation as a list shows it: whose, about which job, its last message and what is unread. */
export const Conversation = Type.Object({
  /**
   * The conversation's id: the application's for one opened on an application (so an application's id
   * finds its conversation too), its own for one opened by an invitation.
   */
  _id: Id,
  /** The application's stage as its candidate was last told of it; null: invited, not applied (yet). */
  status: Type.Union([ApplicationStatusSchema, Type.Null()]),
  job: Type.Object({ _id: Id, title: Type.String(), company: Company }),
  /** The candidate (their name only). */
  seeker: Type.Object({ name: Type.String() }),
  lastMessage: Type.Union([Message, Type.Null()]),
  /** Messages the caller has not read in it. */
  unreadCount: Type.Integer({ minimum: 0 }),
  /** The caller may write now (a candidate answers once the employer has written). */
  canSend: Type.Boolean(),
});
export type Conversation = Static<typeof Conversation>;

/** All the caller's unread messages, and in how many conversations. */
export const UnreadMessages = {
  unreadCount: Type.Integer({ minimum: 0 }),
  unreadConversations: Type.Integer({ minimum: 0 }),
};
export const UnreadMessagesReply = Type.Object(UnreadMessages);
export type UnreadMessagesReply = Static<typeof UnreadMessagesReply>;

/** GET /api/conversations: the caller's conversations that have a message, latest first. */
export const ConversationsQuery = Type.Object({ ...PageQuery }, { additionalProperties: false });
export type ConversationsQuery = Static<typeof ConversationsQuery>;
export const ConversationsReply = Type.Object({
  conversations: Type.Array(Conversation),
  ...UnreadMessages,
  ...PageInfo,
});
export type ConversationsReply = Static<typeof ConversationsReply>;

/** GET /api/conversations/:id/messages: the newest page, or the page before `before` (a message id). */
export const MessagesQuery = Type.Object(
  {
    before: Type.Optional(Id),
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: LIMITS.messagesPageSizeMax,
        default: LIMITS.messagesPageSizeDefault,
      }),
    ),
  },
  { additionalProperties: false },
);
export type MessagesQuery = Static<typeof MessagesQuery>;
export const MessagesReply = Type.Object({
  conversation: Conversation,
  /** Oldest first: the page ends with the newest message it holds. */
  messages: Type.Array(Message),
  /** Older messages exist before the first one here. */
  hasMore: Type.Boolean(),
});
export type MessagesReply = Static<typeof MessagesReply>;

/**
 * POST /api/conversations/:id/messages. Trimmed; blank or longer than LIMITS.messageMaxLength is a 400
 * with the rule's words (`@portal/contracts/rules` checkMessageText).
 */
export const MessageBody = Type.Object(
  {
    text: Type.String({
      description: `At most ${LIMITS.messageMaxLength} characters once trimmed`,
      examples: ['Thanks for applying: are you free for a call on Tuesday?'],
    }),
  },
  { additionalProperties: false },
);
export type MessageBody = Static<typeof MessageBody>;

/** PUT /api/conversations/:id/messages/read: what is unread afterwards. */
export const MessagesReadReply = UnreadMessagesReply;
export type MessagesReadReply = UnreadMessagesReply;

/**
 * GET /api/messages/stream (text/event-stream) sends these events, each `data` a JSON object:
 * `unread` (UnreadMessagesReply) at once and whenever the caller's counts change; `message`
 * (MessageEvent) for each new message in one of the caller's conversations, theirs too (other tabs);
 * `end` ({ message }) before the server closes a stream whose session has ended.
 */
export const MessageEvent = Type.Object({ conversation: Id, message: Message });
export type MessageEvent = Static<typeof MessageEvent>;
export const MESSAGE_STREAM_EVENTS = ['unread', 'message', 'end'] as const;
