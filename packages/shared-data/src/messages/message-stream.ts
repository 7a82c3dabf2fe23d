// The live stream of the signed-in user's new messages and unread counts (GET /api/messages/stream,
// server-sent events), held open by the pages that show messages (a Messages page, a conversation): one
// connection per viewer however many parts listen, closed when the last one goes. Other pages hold none (the
// header reads its count every minute): a connection that never ends would keep every signed-in page from
// ever being idle, and cost the server a socket per open tab.
//
// It is read with fetch (@microsoft/fetch-event-source), not the browser's EventSource, which cannot send
// the Authorization header the API's session is; a token in the URL would end up in logs. The library
// reconnects after a dropped connection (here with a growing wait, up to 30 s) and closes the stream
// while the tab is hidden, opening it again when it is shown: a tab nobody looks at holds no connection.
// Nothing is replayed after a reconnection: what is shown is read again.
import type { MessageEvent, UnreadMessagesReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { fetchEventSource } from '@microsoft/fetch-event-source';
import { getApiBaseUrl, getStoredToken } from '@portal/shared-auth';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { addToThread, messageKeys } from './queries';

const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/** The stream refused for good (a session that ended, a stream that is not one): not retried. */
class StreamRefused extends Error {}

interface Connection {
  clients: Map<QueryClient, number>;
  stop: () => void;
}
const connections = new Map<string, Connection>();

function open(viewer: string, connection: Omit<Connection, 'stop'>): () => void {
  const controller = new AbortController();
  const token = getStoredToken();
  let retry = RETRY_FIRST_MS;
  let opened = 0;
  const each = (fn: (client: QueryClient) => void) => {
    for (const client of connection.clients.keys()) fn(client);
  };
  void fetchEventSource(`${getApiBaseUrl().replace(/\/+$/, '')}${API_PATHS.messageStream}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal: controller.signal,
    // The page's fetch as it is when the stream opens (the library would keep window.fetch from its load).
    fetch: (input, init) => fetch(input, init),
    async onopen(response) {
      if (!response.ok || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
        // 401: the session ended (the page's next call says so); 429: too many tabs. Either way, not now.
        if (response.status >= 400 && response.status < 500 && response.status !== 408)
          throw new StreamRefused(`message stream refused: ${response.status}`);
        throw new Error(`message stream failed: ${response.status}`);
      }
      retry = RETRY_FIRST_MS;
      // Back after a break: what happened meanwhile is read again.
      if (opened++ > 0) each((client) => void client.invalidateQueries(messageKeys.viewer(viewer)));
    },
    onmessage(event) {
      if (event.event === 'unread') {
        const counts = JSON.parse(event.data) as UnreadMessagesReply;
        each((client) => client.setQueryData(messageKeys.unread(viewer), counts));
      } else if (event.event === 'message') {
        const { conversation, message } = JSON.parse(event.data) as MessageEvent;
        each((client) => {
          addToThread(client, viewer, conversation, message);
          void client.invalidateQueries({ queryKey: messageKeys.conversations(viewer) });
        });
      } else if (event.event === 'end') {
        throw new StreamRefused('message stream ended: the session is over');
      }
    },
    onclose() {
      // The server closed it (a restart): reconnect as after an error.
      throw new Error('message stream closed');
    },
    onerror(error: unknown) {
      if (error instanceof StreamRefused) throw error;
      const wait = retry;
      retry = Math.min(retry * 2, RETRY_MAX_MS);
      return wait;
    },
  }).catch(() => undefined);
  return () => controller.abort();
}

/** Keeps the viewer's live stream open while the calling component is mounted (one per page). */
export function useMessageStream(viewer: string): void {
  const client = useQueryClient();
  useEffect(() => {
    let connection = connections.get(viewer);
    if (!connection) {
      const clients = new Map<QueryClient, number>();
      const created: Connection = { clients, stop: () => undefined };
      connections.set(viewer, created);
      clients.set(client, 1);
      created.stop = open(viewer, created);
      connection = created;
    } else {
      connection.clients.set(client, (connection.clients.get(client) ?? 0) + 1);
    }
    const held = connection;
    return () => {
      const count = (held.clients.get(client) ?? 1) - 1;
      if (count > 0) held.clients.set(client, count);
      else held.clients.delete(client);
      if (held.clients.size === 0) {
        held.stop();
        if (connections.get(viewer) === held) connections.delete(viewer);
      }
    };
  }, [viewer, client]);
}
