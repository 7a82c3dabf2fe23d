// For the remotes' tests (vitest): what the API answers for notifications, stubbed at the one API client
// (the network edge), not in the notifications module. By default there are none; a test says otherwise
// with these mocks. Call stubNotificationsServer() in a beforeEach of the test setup.
import type { NotificationsReadAllReply, NotificationsReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';
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

/** Routes the client's notification calls to `notificationsServer` (every other call goes on as it was). */
export function stubNotificationsServer(): void {
  const get = apiClient.get.bind(apiClient);
  const put = apiClient.put.bind(apiClient);
  vi.spyOn(apiClient, 'get').mockImplementation(async (url, config) =>
    url === API_PATHS.notifications
      ? ({ data: await notificationsServer.list() } as Awaited<ReturnType<typeof get>>)
      : get(url, config),
  );
  vi.spyOn(apiClient, 'put').mockImplementation(async (url, data, config) =>
    url === API_PATHS.notificationsReadAll
      ? ({ data: await notificationsServer.readAll() } as Awaited<ReturnType<typeof put>>)
      : put(url, data, config),
  );
}
