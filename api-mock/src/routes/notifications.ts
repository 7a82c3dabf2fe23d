// In-app notifications: each signed-in user reads and marks only their own.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorReply,
  IdParams,
  NotificationReadReply,
  NotificationsQuery,
  NotificationsReadAllReply,
  NotificationsReply,
} from '@portal/contracts';
import { LIMITS } from '@portal/contracts/constants';
import fp from 'fastify-plugin';
import { forbidden, notFound } from '../lib/errors.js';
import { me } from '../plugins/auth.js';

const errors = { '4xx': ErrorReply };

const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { auth } = app;
  app.get(
    '/api/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: "The caller's notifications, newest first, with the unread count (unread=true: unread only)",
        querystring: NotificationsQuery,
        response: { 200: NotificationsReply, ...errors },
      },
      onRequest: auth.signedIn,
    },
    async (request) =>
      app.notifications.list(me(request).pk, {
        unread: request.query.unread ?? false,
        page: request.query.page ?? 1,
        limit: request.query.limit ?? LIMITS.listPageSizeDefault,
      }),
  );

  app.put(
    '/api/notifications/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: "Mark all the caller's notifications read",
        response: { 200: NotificationsReadAllReply, ...errors },
      },
      onRequest: auth.signedIn,
    },
    async (request) => {
      const user = me(request);
      const updated = app.notifications.markAllRead(user.pk);
      return {
        message: 'All notifications marked as read',
        updated,
        unreadCount: app.notifications.unreadCount(user.pk),
      };
    },
  );

  app.put(
    '/api/notifications/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of the caller’s notifications read (again is harmless)',
        params: IdParams,
        response: { 200: NotificationReadReply, ...errors },
      },
      onRequest: auth.signedIn,
    },
    async (request) => {
      const user = me(request);
      const found = app.notifications.findOwnership(request.params.id);
      if (!found) throw notFound('Notification not found');
      if (found.user_pk !== user.pk) throw forbidden('You can only mark your own notifications');
      const notification = app.notifications.markRead(found.pk);
      return { notification, unreadCount: app.notifications.unreadCount(user.pk) };
    },
  );
};

export default fp(notificationRoutes, {
  name: 'routes/notifications',
  dependencies: ['auth', 'repositories'],
  encapsulate: true,
});
