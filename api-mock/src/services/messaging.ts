// Direct messages (`app.messaging`): sending one (stored, the other party's notification and e-mail, live
// events), reading a conversation, and the live listeners of GET /api/messages/stream.
//
// E-mail: one per unread conversation, not one per message. The mail goes when a conversation turns
// unread for its reader (their first unread message in it); more messages before they read it add none.
// It is the `message` kind of the reader's e-mail preferences, off there or by its one-click unsubscribe.
//
// Live events are in-process (one API process serves the site): each open stream is a listener of its
// user, removed when its connection closes, so a closed tab leaves nothing behind.
import type { Message, UnreadMessagesReply } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MessagesRepo, sideOf, type Parties, type Side } from '../repos/messages-repo.js';

declare module 'fastify' {
  interface FastifyInstance {
    messages: MessagesRepo;
    messaging: Messaging;
  }
}

/** What a stream is told: a new message in one of the user's conversations, or their new unread counts. */
export type MessagingEvent =
  | { type: 'message'; conversation: string; message: Message }
  | { type: 'unread'; counts: UnreadMessagesReply };
export type Listener = (event: MessagingEvent) => void;

/** How much of a message its e-mail quotes. */
export const EXCERPT_LENGTH = 200;

/** Each side's page of a conversation (the e-mail and the notification lead there). */
export const conversationPage = (side: Side, conversationId: string) =>
  side === 'seeker'
    ? `/messages/${encodeURIComponent(conversationId)}`
    : `/employeer/messages/${encodeURIComponent(conversationId)}`;

const excerpt = (text: string) =>
  text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : text;

function messaging(app: FastifyInstance) {
  const listeners = new Map<number, Set<Listener>>();
  const emit = (userPk: number, event: MessagingEvent) => {
    for (const listener of listeners.get(userPk) ?? []) listener(event);
  };
  const sideOfUser = (userPk: number): Side =>
    app.users.findByPk(userPk)?.role === 'employeer' ? 'employer' : 'seeker';
  const emitUnread = (userPk: number, side: Side) =>
    emit(userPk, { type: 'unread', counts: app.messages.unread(userPk, side) });

  return {
    /**
     * `senderPk` (one of the parties) sends `text` (checked and trimmed): stored, the reader notified (and
     * e-mailed when the conversation was read), every open stream of both told. Returns the message and
     * the conversation's id. `kind` is the e-mail's: an invitation's first message is an `invitation`.
     * `tell: false`: no notification or e-mail of the message, for a message that comes with its own (an
     * interview's proposal); the unread counts and open streams still change.
     */
    send(
      parties: Parties,
      senderPk: number,
      text: string,
      kind: 'message' | 'invitation' = 'message',
      { tell = true }: { tell?: boolean } = {},
    ): { message: Message; conversationId: string; conversationPk: number } {
      const senderSide = sideOf(parties, senderPk)!;
      const readerSide: Side = senderSide === 'seeker' ? 'employer' : 'seeker';
      const readerPk = readerSide === 'seeker' ? parties.seekerPk : parties.employerPk;
      const sent = app.db.transaction(() => {
        const wasRead = app.messages.unreadIn(parties, readerSide) === 0;
        const added = app.messages.add(parties, senderPk, text);
        const now = new Date(app.settings.clock()).toISOString();
        if (tell) app.notifications.addMessage(readerPk, added.conversationPk, now);
        if (tell && wasRead) {
          const conversation = app.messages.conversation(
            { ...parties, conversationPk: added.conversationPk },
            readerPk,
          );
          const senderName =
            senderSide === 'seeker'
              ? conversation.seeker.name
              : conversation.job.company.companyName || conversation.job.company.name;
          app.mail.queue({
            kind,
            userPk: readerPk,
            data: { senderName, about: conversation.job.title, excerpt: excerpt(text) },
            link: conversationPage(readerSide, added.conversationId),
          });
        }
        return added;
      })();
      for (const userPk of [senderPk, readerPk]) {
        emit(userPk, {
          type: 'message',
          conversation: sent.conversationId,
          message: app.messages.message(sent.messagePk, userPk),
        });
      }
      emitUnread(readerPk, readerSide);
      return {
        message: app.messages.message(sent.messagePk, senderPk),
        conversationId: sent.conversationId,
        conversationPk: sent.conversationPk,
      };
    },

    /**
     * The employer invites a job seeker (no conversation about the job yet, no application to it) to apply
     * to one of their jobs: a conversation is opened with `text` as its first message, which the seeker is
     * told of by a notification and an `invitation` e-mail. Returns the conversation as the employer sees
     * it and the message.
     */
    invite(employerPk: number, seekerPk: number, jobPk: number, text: string) {
      // One transaction: the conversation is never left without its first message.
      return app.db.transaction(() => {
        const parties = app.messages.openInvitation(jobPk, seekerPk, employerPk);
        const { message } = this.send(parties, employerPk, text, 'invitation');
        return { conversation: app.messages.conversation(parties, employerPk), message };
      })();
    },

    /** `readerPk` has read the conversation: its unread messages and its notification are read. */
    markRead(parties: Parties, readerPk: number): UnreadMessagesReply {
      const side = sideOf(parties, readerPk)!;
      const changed = app.db.transaction(() => {
        if (parties.conversationPk !== null)
          app.notifications.markMessagesRead(readerPk, parties.conversationPk);
        return app.messages.markRead(parties, side);
      })();
      // The reader's other tabs update their counts.
      if (changed) emitUnread(readerPk, side);
      return app.messages.unread(readerPk, side);
    },

    /** The user's unread counts. */
    unread(userPk: number): UnreadMessagesReply {
      return app.messages.unread(userPk, sideOfUser(userPk));
    },

    /** Adds a live listener of the user's events; the function returned removes it. */
    listen(userPk: number, listener: Listener): () => void {
      let set = listeners.get(userPk);
      if (!set) listeners.set(userPk, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(userPk) === set) listeners.delete(userPk);
      };
    },

    /** Open listeners: of one user, or of everyone. */
    listenerCount(userPk?: number): number {
      if (userPk !== undefined) return listeners.get(userPk)?.size ?? 0;
      let n = 0;
      for (const set of listeners.values()) n += set.size;
      return n;
    },
  };
}

export type Messaging = ReturnType<typeof messaging>;

export default fp(
  async (app) => {
    app.decorate('messages', new MessagesRepo(app.db, app.settings.clock));
    app.decorate('messaging', messaging(app));
  },
  { name: 'messaging', dependencies: ['database', 'repositories', 'mail'] },
);
