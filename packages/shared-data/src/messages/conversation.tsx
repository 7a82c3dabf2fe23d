// One conversation: its messages (the newest page, older ones on request; new ones arrive live) and the
// composer. Opening it marks it read, and so does a new message that arrives while it is shown.
import type { Conversation as ConversationSummary, Message } from '@portal/contracts';
import { checkMessageText } from '@portal/contracts/rules';
import { getErrorMessage } from '@portal/shared-auth';
import { Button } from '@portal/shared-ui/button';
import { Field, Textarea } from '@portal/shared-ui/field';
import { PageState } from '@portal/shared-ui/page-state';
import { RelativeDate } from '@portal/shared-ui/relative-date';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { sendMessage } from './messages-api';
import { useMessageStream } from './message-stream';
import { MessageText } from './message-text';
import { addToThread, messageKeys, threadMessages, threadQuery } from './queries';
import { useMarkRead } from './use-mark-read';

export type MessagingSide = 'seeker' | 'employer';

/** Who the conversation is with, as the viewer names them. */
export function otherParty(conversation: ConversationSummary, side: MessagingSide): string {
  return side === 'seeker'
    ? conversation.job.company.companyName || conversation.job.company.name
    : conversation.seeker.name;
}

/** The server's words for a refused message, without the field's name (the field shows it). */
const refusal = (error: unknown): string =>
  getErrorMessage(error, 'The message could not be sent. Try again.').replace(/^text: /, '');

export interface ConversationProps {
  viewer: string;
  side: MessagingSide;
  applicationId: string;
}

export function Conversation({ viewer, side, applicationId }: ConversationProps) {
  useMessageStream(viewer);
  const thread = useInfiniteQuery(threadQuery(viewer, applicationId));
  const markRead = useMarkRead(viewer, applicationId);
  const messages = threadMessages(thread.data);
  const summary = thread.data?.pages[0]?.conversation;
  const last = messages.at(-1);
  const headingId = useId();

  // Read once it is shown, and again when the other side's message arrives while it is.
  const unread = summary?.unreadCount ?? 0;
  const lastFromOther = last && !last.mine ? last._id : null;
  const { mutate } = markRead;
  useEffect(() => {
    if (unread > 0 || lastFromOther) mutate();
  }, [unread, lastFromOther, mutate]);

  if (thread.isError && !thread.data)
    return (
      <PageState
        kind="error"
        title="This conversation could not be loaded"
        action={
          <Button variant="secondary" onClick={() => void thread.refetch()}>
            Try again
          </Button>
        }
      />
    );
  if (!summary) return <PageState kind="loading" title="Loading messages..." />;

  return (
    <section aria-labelledby={headingId} className="flex min-h-0 flex-col gap-4">
      <header>
        <h2 id={headingId} className="text-lg font-semibold text-gray-900">
          {otherParty(summary, side)}
        </h2>
        {side === 'seeker' ? (
          // The job's public page: an invited seeker (no application yet) applies from there.
          <p className="text-sm text-gray-600">
            {summary.status === null && 'Invited to apply: '}
            <Link className="text-blue-700 underline" to={`/jobs/${encodeURIComponent(summary.job._id)}`}>
              {summary.job.title}
            </Link>
          </p>
        ) : (
          <p className="text-sm text-gray-600">{summary.job.title}</p>
        )}
      </header>
      {thread.hasNextPage && (
        <Button
          variant="secondary"
          size="sm"
          className="self-center"
          loading={thread.isFetchingNextPage}
          onClick={() => void thread.fetchNextPage()}
        >
          Load older messages
        </Button>
      )}
      {messages.length === 0 ? (
        <p className="text-sm text-gray-600">
          {side === 'employer' ? 'No messages yet. Write the first one below.' : 'No messages yet.'}
        </p>
      ) : (
        // A log (new messages are announced politely) around a list (the messages stay a list).
        <div role="log" aria-label="Messages">
          <ol className="flex flex-col gap-3">
            {messages.map((message) => (
              <MessageItem key={message._id} message={message} from={otherParty(summary, side)} />
            ))}
          </ol>
        </div>
      )}
      {summary.canSend ? (
        <Composer viewer={viewer} applicationId={applicationId} />
      ) : (
        <p className="rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-700">
          You can answer once the employer has written to you.
        </p>
      )}
    </section>
  );
}

function MessageItem({ message, from }: { message: Message; from: string }) {
  return (
    <li
      className={`max-w-[85%] rounded-lg px-3 py-2 ${
        message.mine ? 'self-end bg-brand-50' : 'self-start border border-gray-200 bg-white'
      }`}
    >
      <p className="mb-1 flex gap-2 text-xs text-gray-600">
        <span className="font-semibold text-gray-800">{message.mine ? 'You' : from}</span>
        <RelativeDate value={message.createdAt} />
      </p>
      <MessageText text={message.text} />
    </li>
  );
}

function Composer({ viewer, applicationId }: { viewer: string; applicationId: string }) {
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const send = useMutation({
    mutationFn: (body: string) => sendMessage(applicationId, body),
    onSuccess: (message) => {
      addToThread(client, viewer, applicationId, message);
      void client.invalidateQueries({ queryKey: messageKeys.conversations(viewer) });
      setText('');
      input.current?.focus();
    },
    onError: (failure) => {
      setError(refusal(failure));
      input.current?.focus();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = checkMessageText(text);
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    send.mutate(text.trim());
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <Field label="Message" error={error}>
        {(control) => (
          <Textarea
            {...control}
            ref={input}
            rows={3}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError('');
            }}
          />
        )}
      </Field>
      <Button type="submit" className="self-end" loading={send.isPending}>
        Send
      </Button>
    </form>
  );
}
