// For the remotes' tests (vitest): what the API answers for messages, as handlers of the package's MSW
// server (the network edge: the one API client, and fetch for the live stream), not in the messages
// module. By default there are none; a test says otherwise with these mocks, which receive what the
// requests asked, and pushes live events with `streamEvent`. Call stubMessagesServer(api.server) in a
// beforeEach of the test setup.
import type {
  ConversationsReply,
  Message,
  MessagesReadReply,
  MessagesReply,
  UnreadMessagesReply,
} from '@portal/contracts';
import { API_PATHS, ROUTE_PATTERNS } from '@portal/contracts/paths';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
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

/** GET /api/messages/stream: a server-sent event stream that stays open until the client leaves it. */
function openStream(request: Request): Response {
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
  request.signal.addEventListener('abort', () => streams.delete(held));
  return new HttpResponse(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

const idOf = (params: Record<string, string | readonly string[] | undefined>) => String(params.id);

/** The API's message routes and live stream, answered by `messagesServer`. */
export const messagesHandlers = () => [
  http.get(API_PATHS.conversations, async () => HttpResponse.json(await messagesServer.conversations())),
  http.get(ROUTE_PATTERNS.messages, async ({ params, request }) => {
    const before = new URL(request.url).searchParams.get('before') ?? undefined;
    return HttpResponse.json(await messagesServer.thread(idOf(params), before));
  }),
  http.post(ROUTE_PATTERNS.messages, async ({ params, request }) => {
    const { text } = (await request.json()) as { text: string };
    return HttpResponse.json(await messagesServer.send(idOf(params), text));
  }),
  http.put(ROUTE_PATTERNS.messagesRead, async ({ params }) =>
    HttpResponse.json(await messagesServer.read(idOf(params))),
  ),
  http.get(API_PATHS.messageStream, ({ request }) => openStream(request)),
];

/** Answers the message routes and stream on `server` with `messagesServer` until its handlers are reset. */
export function stubMessagesServer(server: SetupServer): void {
  server.use(...messagesHandlers());
}
