import type { Conversation as ConversationSummary, Message, MessagesReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { MESSAGE_RULE_MESSAGES } from '@portal/contracts/rules';
import { LIMITS } from '@portal/contracts/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { Conversation, ConversationList, linkPieces, MessagesLink, MessageText } from './index';
import { api } from '../test/server';
import { messagesServer, streamEvent, stubMessagesServer } from './testing';

const VIEWER = 'seeker-1';
const SUMMARY: ConversationSummary = {
  _id: 'app-1',
  status: 'Review',
  job: {
    _id: 'job-1',
    title: 'Backend Engineer',
    company: { _id: 'emp-1', name: 'Erin Employer', companyName: 'Acme', companyLogo: '', slug: 'acme' },
  },
  seeker: { name: 'Sam Seeker' },
  lastMessage: null,
  unreadCount: 1,
  canSend: true,
};
const message = (over: Partial<Message>): Message => ({
  _id: 'm1',
  text: 'Hello',
  createdAt: new Date().toISOString(),
  from: 'employeer',
  mine: false,
  ...over,
});
const reply = (messages: Message[], over: Partial<ConversationSummary> = {}): MessagesReply => ({
  conversation: { ...SUMMARY, ...over },
  messages,
  hasMore: false,
});

function renderWith(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => stubMessagesServer(api.server));

describe('a message as text', () => {
  it('keeps markup as text and makes plain links of web addresses only', () => {
    render(<MessageText text={'<b>bold</b> see https://example.com/a?b=1. or javascript:alert(1)\nnext'} />);
    expect(screen.getByText(/<b>bold<\/b> see/)).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://example.com/a?b=1');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(linkPieces('(http://a.test/x), end').map((p) => p.href ?? null)).toEqual([
      null,
      'http://a.test/x',
      null,
    ]);
  });
});

describe('a conversation', () => {
  it('shows the messages, marks them read, and sends a new one', async () => {
    messagesServer.thread.mockResolvedValue(reply([message({ text: 'Are you free on Tuesday?' })]));
    renderWith(<Conversation viewer={VIEWER} side="seeker" applicationId="app-1" />);
    expect(await screen.findByRole('heading', { name: 'Acme' })).toBeInTheDocument();
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(within(log).getByText('Are you free on Tuesday?')).toBeInTheDocument();
    await waitFor(() => expect(messagesServer.read).toHaveBeenCalledWith('app-1'));

    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
      target: { value: '  Tuesday works.  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(messagesServer.send).toHaveBeenCalledWith('app-1', 'Tuesday works.'));
    expect(await within(log).findByText('Tuesday works.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('gives an empty or oversized message its field message and sends nothing', async () => {
    messagesServer.thread.mockResolvedValue(reply([message({})], { unreadCount: 0 }));
    renderWith(<Conversation viewer={VIEWER} side="seeker" applicationId="app-1" />);
    const box = await screen.findByRole('textbox', { name: 'Message' });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(MESSAGE_RULE_MESSAGES.messageRequired)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveFocus();
    fireEvent.change(box, { target: { value: 'x'.repeat(LIMITS.messageMaxLength + 1) } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(MESSAGE_RULE_MESSAGES.messageLength)).toBeInTheDocument();
    expect(messagesServer.send).not.toHaveBeenCalled();
  });

  it('says the candidate answers once the employer has written, with no composer', async () => {
    messagesServer.thread.mockResolvedValue(reply([], { canSend: false, unreadCount: 0 }));
    renderWith(<Conversation viewer={VIEWER} side="seeker" applicationId="app-1" />);
    expect(
      await screen.findByText('You can answer once the employer has written to you.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).toBeNull();
  });
});

describe('the list of conversations', () => {
  it('names each row by what it shows, in order, so that its name contains its text', async () => {
    messagesServer.conversations.mockResolvedValue({
      conversations: [
        { ...SUMMARY, unreadCount: 2, lastMessage: message({ text: 'See you Tuesday', mine: true }) },
      ],
      unreadCount: 2,
      unreadConversations: 1,
      total: 1,
      page: 1,
      pages: 1,
    });
    renderWith(<ConversationList viewer={VIEWER} side="seeker" pathOf={(id) => `/messages/${id}`} />);
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const row = within(list).getByRole('link', {
      name: /^Acme 2 \(unread\) Backend Engineer You: See you Tuesday /,
    });
    expect(row).toHaveAttribute('href', '/messages/app-1');
  });
});

describe('the header link', () => {
  it('counts past nine as its badge does, "9+", in its name too', async () => {
    messagesServer.conversations.mockResolvedValue({
      conversations: [],
      unreadCount: 12,
      unreadConversations: 3,
      total: 3,
      page: 1,
      pages: 1,
    });
    renderWith(<MessagesLink viewer={VIEWER} to="/messages" />);
    const link = await screen.findByRole('link', { name: 'Messages, 9+ unread' });
    expect(within(link).getByText('9+')).toBeInTheDocument();
  });
});

describe('live', () => {
  it('the header link alone holds no stream open (it reads the count)', async () => {
    messagesServer.conversations.mockResolvedValue({
      conversations: [],
      unreadCount: 3,
      unreadConversations: 2,
      total: 2,
      page: 1,
      pages: 1,
    });
    renderWith(<MessagesLink viewer={VIEWER} to="/messages" />);
    expect(await screen.findByRole('link', { name: 'Messages, 3 unread' })).toBeInTheDocument();
    expect(api.asked()).not.toContain(`GET ${API_PATHS.messageStream}`);
  });

  it('the header link and an open conversation follow the stream without a reload', async () => {
    messagesServer.thread.mockResolvedValue(reply([message({ text: 'First' })], { unreadCount: 0 }));
    renderWith(
      <>
        <MessagesLink viewer={VIEWER} to="/messages" />
        <Conversation viewer={VIEWER} side="seeker" applicationId="app-1" />
      </>,
    );
    expect(await screen.findByRole('link', { name: 'Messages' })).toBeInTheDocument();
    await screen.findByText('First');
    await waitFor(() => expect(api.asked()).toContain(`GET ${API_PATHS.messageStream}`));
    streamEvent('unread', { unreadCount: 2, unreadConversations: 1 });
    expect(await screen.findByRole('link', { name: 'Messages, 2 unread' })).toBeInTheDocument();
    streamEvent('message', { conversation: 'app-1', message: message({ _id: 'm2', text: 'Second, live' }) });
    expect(await screen.findByText('Second, live')).toBeInTheDocument();
    // Shown while open: read at once.
    await waitFor(() => expect(messagesServer.read).toHaveBeenCalled());
  });
});
