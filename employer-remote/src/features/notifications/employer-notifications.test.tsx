import type { Notification } from '@portal/contracts';
import { notificationsServer } from '@portal/shared-data/notifications/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, signInEmployer, EMPLOYER } from '../../test/utils';
import { EmployerNotifications, employerNotification } from './employer-notifications';

const received = (id: string, name: string, read = false): Notification => ({
  _id: id,
  type: 'new-application',
  read,
  readAt: read ? '2030-03-15T12:00:00.000Z' : null,
  createdAt: new Date(Date.now() - 3_600_000).toISOString(),
  status: null,
  interview: null,
  application: { _id: `app-${id}` },
  conversation: null,
  applicant: { name },
  sender: null,
  alert: null,
  job: {
    _id: 'job-1',
    title: 'Data Engineer',
    company: { _id: 'c', name: 'Erin', companyName: 'Acme', companyLogo: '', slug: 'acme' },
  },
});

describe("the employer's bell", () => {
  it('says who applied to what, and leads to that application', () => {
    expect(employerNotification(received('1', 'Ana Lopes'))).toEqual({
      text: 'Ana Lopes applied for Data Engineer',
      to: '/employeer/applications/app-1',
    });
  });

  it('says who wrote about what, and leads to the conversation', () => {
    const message: Notification = {
      ...received('3', 'Ana Lopes'),
      type: 'message',
      conversation: { _id: 'app-3' },
      applicant: null,
      sender: { name: 'Ana Lopes' },
    };
    expect(employerNotification(message)).toEqual({
      text: 'New message from Ana Lopes about Data Engineer',
      to: '/employeer/messages/app-3',
    });
  });

  it('says a listing ends soon, and leads to the job in Manage Jobs, where Extend is', () => {
    const ending: Notification = {
      ...received('4', 'unused'),
      type: 'job-expiring',
      application: null,
      applicant: null,
    };
    expect(employerNotification(ending)).toEqual({
      text: 'Your listing of Data Engineer ends in a few days: extend it to keep it listed',
      to: '/employeer/manage-jobs?q=Data%20Engineer',
    });
  });

  it('counts the unread ones in its name and lists them, newest first, when opened', async () => {
    signInEmployer();
    notificationsServer.list.mockResolvedValue({
      notifications: [received('2', 'Bo Chen'), received('1', 'Ana Lopes', true)],
      unreadCount: 1,
      total: 2,
      page: 1,
      pages: 1,
    });
    const { user } = renderAt(
      <EmployerNotifications viewer={EMPLOYER._id} />,
      '/employeer/employeer-dashboard',
    );
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const links = within(await screen.findByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Bo Chen applied for Data Engineer'),
      expect.stringContaining('Ana Lopes applied for Data Engineer'),
    ]);
    expect(links[0]).toHaveAttribute('href', '/employeer/applications/app-2');
    expect(notificationsServer.readAll).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'See all candidates' })).toHaveAttribute(
      'href',
      '/employeer/candidates',
    );
  });

  it('past nine unread, says "9+" in its name as its badge does', async () => {
    signInEmployer();
    notificationsServer.list.mockResolvedValue({
      notifications: [received('1', 'Ana Lopes')],
      unreadCount: 31,
      total: 31,
      page: 1,
      pages: 4,
    });
    renderAt(<EmployerNotifications viewer={EMPLOYER._id} />, '/employeer/employeer-dashboard');
    const bell = await screen.findByRole('button', { name: 'Notifications, 9+ unread' });
    expect(within(bell).getByText('9+')).toBeInTheDocument();
  });
});
