import type { Notification } from '@portal/contracts';
import { useSessionStore } from '@portal/shared-auth';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesServer } from '@portal/shared-data/messages/testing';
import { notificationsServer } from '@portal/shared-data/notifications/testing';
import { employer, signIn, signOut, withQueryCache } from '../../../test/fixtures';
import { seekerNotification } from '../../notifications';
import { SeekerHeader } from './seeker-header';

const renderHeader = () => render(withQueryCache(<MemoryRouter>{<SeekerHeader />}</MemoryRouter>));

const note = (id: string, title: string, status: Notification['status'], read: boolean): Notification => ({
  _id: id,
  type: 'application-status',
  read,
  readAt: read ? '2025-01-02T00:00:00.000Z' : null,
  interview: null,
  createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  status,
  application: { _id: `a-${id}` },
  conversation: null,
  applicant: null,
  sender: null,
  alert: null,
  job: {
    _id: `j-${id}`,
    title,
    company: { _id: 'c', name: 'x', companyName: 'Acme', companyLogo: '', slug: 'acme' },
  },
});

beforeEach(() => {
  notificationsServer.list.mockReset();
  notificationsServer.readAll.mockReset();
  notificationsServer.list.mockResolvedValue({
    notifications: [],
    unreadCount: 0,
    total: 0,
    page: 1,
    pages: 1,
  });
});

describe('SeekerHeader', () => {
  it('signed out: brand link, Login and Signup', () => {
    signOut();
    renderHeader();
    expect(screen.getByRole('link', { name: /JobPortal/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('link', { name: 'Saved jobs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(notificationsServer.list).not.toHaveBeenCalled();
  });

  it('signed in: saved jobs, my applications, the bell, and a user menu with View Profile, My Applications and Logout', async () => {
    signIn();
    const logout = vi.fn();
    useSessionStore.setState({ logout });
    renderHeader();
    expect(screen.getByRole('link', { name: 'Saved jobs' })).toHaveAttribute('href', '/saved-jobs');
    expect(screen.getByRole('link', { name: 'My Applications' })).toHaveAttribute('href', '/my-applications');
    // The bell is its own chunk (a visitor never loads it); the menu is there at once.
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByText('Jane Seeker')).toBeInTheDocument();
    expect(screen.getByText('Job Seeker')).toBeInTheDocument();
    const menuButton = screen.getByRole('button', { name: /Jane Seeker/ });
    await userEvent.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getAllByRole('link', { name: 'My Applications' })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(logout).toHaveBeenCalled();
    await userEvent.click(menuButton);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'View Profile' })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('Messages: the unread count in its name, and a message notification leads to the conversation', async () => {
    signIn();
    messagesServer.conversations.mockResolvedValue({
      conversations: [],
      unreadCount: 1,
      unreadConversations: 1,
      total: 1,
      page: 1,
      pages: 1,
    });
    renderHeader();
    expect(await screen.findByRole('link', { name: 'Messages, 1 unread' })).toHaveAttribute(
      'href',
      '/messages',
    );
    expect(
      seekerNotification({
        ...note('m', 'Data Engineer', null, false),
        type: 'message',
        conversation: { _id: 'a-m' },
        sender: { name: 'Acme' },
      }),
    ).toEqual({ text: 'New message from Acme about Data Engineer', to: '/messages/a-m' });
  });

  it('the user menu closes when the keyboard leaves it (Tab past its last item)', async () => {
    signIn();
    // The page's main content comes after the header.
    render(
      withQueryCache(
        <MemoryRouter>
          <SeekerHeader />
          <main>
            <a href="#results">Results</a>
          </main>
        </MemoryRouter>,
      ),
    );
    const menuButton = screen.getByRole('button', { name: /Jane Seeker/ });
    await userEvent.click(menuButton);
    const logout = screen.getByRole('button', { name: 'Logout' });
    logout.focus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Results' })).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'View Profile' })).not.toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('an employer gets only the account menu (saved jobs, applications and the bell are seeker things)', async () => {
    signIn(employer);
    renderHeader();
    const menu = await screen.findByRole('button', { expanded: false });
    expect(screen.queryByRole('link', { name: 'Saved jobs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My Applications' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    await userEvent.click(menu);
    expect(screen.getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      '/employeer/company-profile',
    );
    expect(screen.queryByRole('link', { name: 'My Applications' })).not.toBeInTheDocument();
  });

  it('the bell says the unread count; opening it lists the notifications and marks them read', async () => {
    signIn();
    // The server's state: marking read reads the first one too.
    let unread = 1;
    notificationsServer.list.mockImplementation(async () => ({
      notifications: [
        note('n1', 'Staff Go Engineer', 'Review', unread === 0),
        note('n2', 'Designer', 'Accepted', true),
      ],
      unreadCount: unread,
      total: 2,
      page: 1,
      pages: 1,
    }));
    notificationsServer.readAll.mockImplementation(async () => {
      unread = 0;
      return { message: 'ok', updated: 1, unreadCount: 0 };
    });
    renderHeader();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('New: Your application for Staff Go Engineer is now Review');
    expect(items[1]).toHaveTextContent('Your application for Designer is now Accepted');
    expect(items[1]).not.toHaveTextContent('New');
    expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/my-applications');
    expect(notificationsServer.readAll).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('list', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
  });

  it('a list read while they are being marked read does not bring the old count back', async () => {
    signIn();
    // The server's state: a list answers as it was when asked, after a while; marking read is quicker.
    let unread = 1;
    notificationsServer.list.mockImplementation(() => {
      const reply = {
        notifications: [note('n1', 'Staff Go Engineer', 'Review', unread === 0)],
        unreadCount: unread,
        total: 1,
        page: 1,
        pages: 1,
      };
      return new Promise((resolve) => setTimeout(() => resolve(reply), 50));
    });
    notificationsServer.readAll.mockImplementation(async () => {
      unread = 0;
      return { message: 'ok', updated: 1, unreadCount: 0 };
    });
    renderHeader();
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.click(bell);
    await waitFor(() => expect(notificationsServer.list.mock.calls.length).toBeGreaterThanOrEqual(2));
    await new Promise((resolve) => setTimeout(resolve, 120)); // every list asked for has answered
    expect(bell).toHaveAccessibleName('Notifications');
  });

  it('opening the bell with nothing unread asks the server for nothing but the list', async () => {
    signIn();
    renderHeader();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
    expect(notificationsServer.readAll).not.toHaveBeenCalled();
  });
});
