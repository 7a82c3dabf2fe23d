import type { ConversationsReply, Message, MessagesReadReply, MessagesReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';

/** How many conversations the Messages page lists. */
export const CONVERSATIONS_SHOWN = 50;

/** GET /api/conversations: the caller's conversations, latest first, with their unread counts. */
export async function getConversations(
  options: { limit?: number; signal?: AbortSignal } = {},
): Promise<ConversationsReply> {
  const { data } = await apiClient.get<ConversationsReply>(API_PATHS.conversations, {
    params: { limit: options.limit ?? CONVERSATIONS_SHOWN },
    signal: options.signal,
  });
  return data;
}

/** GET /api/conversations/:id/messages (a conversation's id, or an application's): the newest page, or the page before `before`. */
export async function getMessages(
  conversationId: string,
  before?: string,
  signal?: AbortSignal,
): Promise<MessagesReply> {
  const { data } = await apiClient.get<MessagesReply>(API_PATHS.messages(conversationId), {
    params: before ? { before } : {},
    signal,
  });
  return data;
}

/** POST /api/conversations/:id/messages. */
export async function sendMessage(conversationId: string, text: string): Promise<Message> {
  const { data } = await apiClient.post<Message>(API_PATHS.messages(conversationId), { text });
  return data;
}

/** PUT /api/conversations/:id/messages/read. */
export async function markConversationRead(conversationId: string): Promise<MessagesReadReply> {
  const { data } = await apiClient.put<MessagesReadReply>(API_PATHS.messagesRead(conversationId));
  return data;
}
