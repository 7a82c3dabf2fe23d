// Direct messages between the two parties of a conversation about a job (a job seeker and the job's
// employer; opened on an application, or by an invitation from the talent pool), and the live stream of the caller's new messages and unread counts (server-sent events).
//
// The stream is @fastify/sse (the Fastify team's plugin for Fastify 5: the event framing, the headers a
// proxy must not buffer behind, X-Accel-Buffering: no among them, and the connection's close). It is
// authenticated like every call, with the Bearer header: the portal's client reads it with fetch, not the
// browser's EventSource (which cannot send a header), so no token ever rides in a URL or a log line.
import fastifySSE from '@fastify/sse';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ConversationsQuery,
  ConversationsReply,
  ErrorReply,
  IdParams,
  Message,
  MessageBody,
  MessagesQuery,
  MessagesReadReply,
  MessagesReply,
} from '@portal/contracts';
import { LIMITS } from '@portal/contracts/constants';
import { checkMessageText } from '@portal/contracts/rules';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, forbidden, HttpError, notFound } from '../lib/errors.js';
import { me } from '../plugins/auth.js';
import { fieldMessage } from '../plugins/errors.js';
import { APPLICATION_NOT_FOUND } from '../repos/applications-repo.js';
import { sideOf, type Parties } from '../repos/messages-repo.js';
import type { MessagingEvent } from '../services/messaging.js';

const errors = { '4xx': ErrorReply };
const CONVERSATION_NOT_FOUND = 'Conversation not found';
/** A message is at most 5,000 characters: a body far past that is refused before it is parsed. */
const MESSAGE_BODY_LIMIT = 64 * 1024;

const messageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { auth } = app;
  // Its own heartbeat is off: the stream's (below) also checks the session.
  await app.register(fastifySSE, { heartbeatInterval: 0 });

  /**
   * The parties of a conversation, when the caller is one of them: 404 unknown, 403 anyone else. `find`
   * looks the id up (an application's, or a conversation's or an application's).
   */
  const partiesBy =
    (find: (id: string) => Parties | undefined, unknown: string, whose: string) =>
    (request: FastifyRequest, id: string) => {
      const parties = find(id);
      if (!parties) throw notFound(unknown);
      if (!sideOf(parties, me(request).pk))
        throw forbidden(
          `Only the candidate and the employer of this ${whose} can read or write its messages`,
        );
      return parties;
    };

  app.get(
    '/api/conversations',
    {
      schema: {
        tags: ['messages'],
        summary: "The caller's conversations with a message, latest first, with the unread counts",
        querystring: ConversationsQuery,
        response: { 200: ConversationsReply, ...errors },
      },
      onRequest: auth.signedIn,
    },
    async (request) => {
      const user = me(request);
      return app.messages.list(user.pk, user.role === 'employeer' ? 'employer' : 'seeker', {
        page: request.query.page ?? 1,
        limit: request.query.limit ?? LIMITS.listPageSizeDefault,
      });
    },
  );

  /**
   * A conversation's messages under `base` (`/api/<things>/:id/messages`): a page, send, read. The
   * conversation's own paths take its id or an application's; the application's paths (the first ones,
   * kept for the links and clients that use them) an application's.
   */
  const conversationRoutes = (
    base: string,
    partiesOf: (request: FastifyRequest, id: string) => Parties,
    of: string,
  ) => {
    app.get(
      base,
      {
        schema: {
          tags: ['messages'],
          summary: `${of} (its job seeker or the job's employer): the newest messages, or those before \`before\``,
          params: IdParams,
          querystring: MessagesQuery,
          response: { 200: MessagesReply, ...errors },
        },
        onRequest: auth.signedIn,
      },
      async (request) => {
        const parties = partiesOf(request, request.params.id);
        return app.messages.page(parties, me(request).pk, {
          before: request.query.before,
          limit: request.query.limit ?? LIMITS.messagesPageSizeDefault,
        });
      },
    );

    app.post(
      base,
      {
        schema: {
          tags: ['messages'],
          summary: `Send a message in ${of.toLowerCase()} (the job’s employer; the job seeker once the employer has written)`,
          params: IdParams,
          body: MessageBody,
          response: { 201: Message, ...errors },
        },
        bodyLimit: MESSAGE_BODY_LIMIT,
        onRequest: auth.signedIn,
      },
      async (request, reply) => {
        const parties = partiesOf(request, request.params.id);
        const user = me(request);
        const problem = checkMessageText(request.body.text);
        if (problem) throw badRequest(fieldMessage('text', problem));
        if (!app.messages.conversation(parties, user.pk).canSend)
          throw forbidden('You can answer once the employer has written to you');
        await app.rateLimits.sendMessage(user.pk);
        const { message } = app.messaging.send(parties, user.pk, request.body.text.trim());
        return reply.status(201).send(message);
      },
    );

    app.put(
      `${base}/read`,
      {
        schema: {
          tags: ['messages'],
          summary: 'The caller has read the conversation up to its newest message (again is harmless)',
          params: IdParams,
          response: { 200: MessagesReadReply, ...errors },
        },
        onRequest: auth.signedIn,
      },
      async (request) => app.messaging.markRead(partiesOf(request, request.params.id), me(request).pk),
    );
  };
  conversationRoutes(
    '/api/conversations/:id/messages',
    partiesBy((id) => app.messages.partiesOf(id), CONVERSATION_NOT_FOUND, 'conversation'),
    'A conversation',
  );
  conversationRoutes(
    '/api/applications/:id/messages',
    partiesBy((id) => app.messages.parties(id), APPLICATION_NOT_FOUND, 'application'),
    'An application’s conversation',
  );

  // Every open stream, to end them when the server closes (a stream never ends on its own).
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const close of [...streams]) close();
  });

  app.get(
    '/api/messages/stream',
    {
      schema: {
        tags: ['messages'],
        summary:
          "The caller's new messages and unread counts as they happen (text/event-stream: `unread` at once and on every change, `message`, `end`)",
        response: {
          200: {
            description: 'An event stream that stays open; a comment line every 15 s keeps it so',
            content: { 'text/event-stream': { schema: { type: 'string' } } },
          },
          ...errors,
        },
      },
      sse: { kind: 'only', heartbeat: false },
      onRequest: auth.signedIn,
    },
    async (request, reply) => {
      const user = me(request);
      const { heartbeatMs, streamsPerUser } = app.settings.messaging;
      if (app.messaging.listenerCount(user.pk) >= streamsPerUser)
        throw new HttpError(
          429,
          `Too many open message streams: at most ${streamsPerUser} at once. Close another tab and try again.`,
          { 'retry-after': String(Math.ceil(heartbeatMs / 1000)) },
        );
      const { sse } = reply;
      sse.keepAlive();
      // One write at a time, in order.
      let writes = Promise.resolve();
      const write = (step: () => unknown) => {
        writes = writes
          .then(async () => {
            if (sse.isConnected) await step();
          })
          .catch((err: unknown) => request.log.info({ err }, 'message stream write failed'));
      };
      const send = (event: MessagingEvent) =>
        write(() =>
          event.type === 'message'
            ? sse.send({
                event: 'message',
                data: { conversation: event.conversation, message: event.message },
              })
            : sse.send({ event: 'unread', data: event.counts }),
        );
      const unlisten = app.messaging.listen(user.pk, send);
      const close = () => sse.close();
      streams.add(close);
      const heartbeat = setInterval(() => {
        try {
          auth.requireUser(request);
        } catch (ended) {
          const message = ended instanceof Error ? ended.message : 'Session ended';
          write(() => sse.send({ event: 'end', data: { message } }));
          write(close);
          return;
        }
        write(() => reply.raw.write(': heartbeat\n\n'));
      }, heartbeatMs);
      sse.onClose(() => {
        clearInterval(heartbeat);
        unlisten();
        streams.delete(close);
      });
      send({ type: 'unread', counts: app.messaging.unread(user.pk) });
    },
  );
};

export default fp(messageRoutes, {
  name: 'routes/messages',
  dependencies: ['auth', 'repositories', 'messaging', 'rate-limits'],
  encapsulate: true,
});
