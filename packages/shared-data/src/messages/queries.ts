import type { Message, MessagesReply, UnreadMessagesReply } from '@portal/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { resourceKeys } from '../query-keys';
import { getConversations, getMessages } from './messages-api';

const keys = resourceKeys('messages');

/** The cache's keys: per viewer, so a second account in the same tab never sees the first one's. */
export const messageKeys = {
  all: keys.all,
  /** Every messages query of one viewer (a filter, not a key). */
  viewer: (viewer: string) => keys.viewer(viewer),
  unread: (viewer: string) => keys.key('unread', viewer),
  conversations: (viewer: string) => keys.key('conversations', viewer),
  thread: (viewer: string, applicationId: string) => keys.key('thread', viewer, applicationId),
};

/** How often the header reads the counts where no live stream keeps them (the bell's pace). */
export const UNREAD_POLL_MS = 60_000;

/**
 * The header's counts: read every minute, and kept current at once by the live stream on the pages that
 * hold one (and by the replies that change them).
 */
export function unreadMessagesQuery(viewer: string) {
  return queryOptions({
    queryKey: messageKeys.unread(viewer),
    refetchInterval: UNREAD_POLL_MS,
    queryFn: async ({ signal }): Promise<UnreadMessagesReply> => {
      const { unreadCount, unreadConversations } = await getConversations({ limit: 1, signal });
      return { unreadCount, unreadConversations };
    },
  });
}

export function conversationsQuery(viewer: string) {
  return queryOptions({
    queryKey: messageKeys.conversations(viewer),
    queryFn: ({ signal }) => getConversations({ signal }),
  });
}

/** A conversation, newest page first; older pages come with fetchNextPage (`before` its first message). */
export function threadQuery(viewer: string, applicationId: string) {
  return infiniteQueryOptions({
    queryKey: messageKeys.thread(viewer, applicationId),
    queryFn: ({ pageParam, signal }) => getMessages(applicationId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: MessagesReply) => (page.hasMore ? page.messages[0]?._id : undefined),
  });
}

/**
 * A Messages page's first reads, for its route's loader: the conversations and the open one's newest page,
 * into the keys the page's list and conversation read, so they start with the page's code rather than once
 * the page has rendered.
 */
export function prefetchMessages(client: QueryClient, viewer: string, selected: string | undefined) {
  return Promise.all([
    client.prefetchQuery(conversationsQuery(viewer)),
    selected ? client.prefetchInfiniteQuery(threadQuery(viewer, selected)) : null,
  ]);
}

/** Every message of a loaded thread, oldest first (its pages run newest to oldest). */
export const threadMessages = (data: InfiniteData<MessagesReply> | undefined): Message[] =>
  data ? [...data.pages].reverse().flatMap((page) => page.messages) : [];

/** Adds `message` to a loaded thread (once: the sender's reply and the stream both bring it). */
export function addToThread(client: QueryClient, viewer: string, applicationId: string, message: Message) {
  client.setQueryData<InfiniteData<MessagesReply>>(messageKeys.thread(viewer, applicationId), (data) => {
    if (!data || data.pages.some((page) => page.messages.some((m) => m._id === message._id))) return data;
    const [newest, ...older] = data.pages;
    if (!newest) return data;
    return {
      ...data,
      pages: [{ ...newest, messages: [...newest.messages, message] }, ...older],
    };
  });
}
