// For the remotes' tests (vitest): what the API answers for messages, stubbed at the network edge (the one
// API client, and fetch for the live stream), not in the messages module. By default there are none; a
// test says otherwise with these mocks, and pushes live events with `streamEvent`. Call
// stubMessagesServer() in a beforeEach of the test setup.
import type {
  ConversationsReply,
  Message,
  MessagesReadReply,
  MessagesReply,
  UnreadMessagesReply,
} from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';
import { vi } from 'vitest';

const NO_UNREAD: UnreadMessagesReply = { unreadCount: 0, unreadConversations: 0 };

export const messagesServer = {
  /** GET /api/conversations */
  conversations: vi.fn(async (): Promise<ConversationsReply> => ({
    conversations: [],
    ...NO_UNREAD,
    total: 0,
    page: 1,
    pages: 1,
  })),
  /** GET /api/conversations/:id/messages (the id, and `before` when an older page is asked for). */
  thread: vi.fn(async (_id: string, _before?: string): Promise<MessagesReply> => {
    throw new Error('no conversation stubbed');
  }),
  /** POST /api/conversations/:id/messages */
  send: vi.fn(async (_id: string, text: string): Promise<Message> => ({
    _id: `m${Date.now()}`,
    text,
    createdAt: new Date().toISOString(),
    from: 'employeer',
    mine: true,
  })),
  /** PUT /api/conversations/:id/messages/read */
  read: vi.fn(async (_id: string): Promise<MessagesReadReply> => NO_UNREAD),
};

const streams = new Set<ReadableStreamDefaultController<Uint8Array>>();

/** Sends an event down every open stub stream, as the API's stream would. */
export function streamEvent(event: 'unread' | 'message', data: unknown): void {
  const chunk = new TextEncoder().encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  for (const stream of streams) stream.enqueue(chunk);
}

const idOf = (url: string, tail: string) => {
  const match = new RegExp(`^/api/conversations/([^/]+)/${tail}$`).exec(url);
  return match ? decodeURIComponent(match[1]!) : null;
};

/** Routes the client's message calls to `messagesServer`, and the stream to a stub (every other call goes on). */
export function stubMessagesServer(): void {
  // What each method does now (another stub's, such as the notifications', when it came first): kept for
  // every call that is not a message call.
  const current = <M extends 'get' | 'post' | 'put'>(method: M): (typeof apiClient)[M] => {
    const now = apiClient[method];
    const stubbed = vi.isMockFunction(now) ? now.getMockImplementation() : undefined;
    return (stubbed ?? now.bind(apiClient)) as (typeof apiClient)[M];
  };
  const get = current('get');
  const post = current('post');
  const put = current('put');
  type Reply = Awaited<ReturnType<typeof get>>;
  vi.spyOn(apiClient, 'get').mockImplementation(async (url, config) => {
    if (url === API_PATHS.conversations) return { data: await messagesServer.conversations() } as Reply;
    const id = idOf(url, 'messages');
    if (id) {
      const before = (config?.params as { before?: string } | undefined)?.before;
      return { data: await messagesServer.thread(id, before) } as Reply;
    }
    return get(url, config);
  });
  vi.spyOn(apiClient, 'post').mockImplementation(async (url, data, config) => {
    const id = idOf(url, 'messages');
    return id
      ? ({ data: await messagesServer.send(id, (data as { text: string }).text) } as Reply)
      : post(url, data, config);
  });
  vi.spyOn(apiClient, 'put').mockImplementation(async (url, data, config) => {
    const id = idOf(url, 'messages/read');
    return id ? ({ data: await messagesServer.read(id) } as Reply) : put(url, data, config);
  });
  const fetch = globalThis.fetch?.bind(globalThis);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.endsWith(API_PATHS.messageStream)) return fetch(input, init);
    let held: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        held = controller;
        streams.add(controller);
      },
      cancel() {
        streams.delete(held);
      },
    });
    init?.signal?.addEventListener('abort', () => streams.delete(held));
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
}
