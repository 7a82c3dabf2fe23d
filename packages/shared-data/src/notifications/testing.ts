// For the remotes' tests (vitest): what the API answers for notifications, as handlers of the package's
// MSW server (the network edge), not in the notifications module. By default there are none; a test says
// otherwise with these mocks, which receive what the requests asked. Call
// stubNotificationsServer(api.server) in a beforeEach of the test setup.
import type { NotificationsReadAllReply, NotificationsReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { vi } from 'vitest';

export const notificationsServer = {
  /** GET /api/notifications */
  list: vi.fn(async (): Promise<NotificationsReply> => ({
    notifications: [],
    unreadCount: 0,
    total: 0,
    page: 1,
    pages: 1,
  })),
  /** PUT /api/notifications/read-all */
  readAll: vi.fn(async (): Promise<NotificationsReadAllReply> => ({
    message: 'ok',
    updated: 0,
    unreadCount: 0,
  })),
};

/** The API's notification routes, answered by `notificationsServer`. */
export const notificationsHandlers = () => [
  http.get(API_PATHS.notifications, async () => HttpResponse.json(await notificationsServer.list())),
  http.put(API_PATHS.notificationsReadAll, async () =>
    HttpResponse.json(await notificationsServer.readAll()),
  ),
];

/** Answers the notification routes on `server` with `notificationsServer` until its handlers are reset. */
export function stubNotificationsServer(server: SetupServer): void {
  server.use(...notificationsHandlers());
}
