// The request journal: the last 1000 calls, newest first, with their headers and bodies both ways, secrets
// redacted. The headers and the reply's body are kept as they were sent and redacted only when the journal
// is read (once per entry): a busy server pays for a few references per call, not a parse.
import type { QaJournalEntry, QaJournalQuery } from '@portal/contracts';
import { redact, redactHeaders, type RawHeaders } from './redact.js';

export const JOURNAL_SIZE = 1000;
/** Replies longer than this are noted, not kept (a page of 100 jobs is ~60 KB). */
export const MAX_KEPT_REPLY = 64 * 1024;

/** A reply body as sent: its text (JSON or not), or a note of what it was. */
export type SentReply = { text: string; json: boolean } | { note: string } | null;

/** A call as recorded: the headers and the reply still as sent (the request body is redacted already). */
export interface JournalRecord extends Omit<
  QaJournalEntry,
  'response' | 'requestHeaders' | 'responseHeaders'
> {
  requestHeaders: RawHeaders;
  responseHeaders: RawHeaders;
  reply: SentReply;
}

interface Slot {
  record: JournalRecord;
  /** The entry with its secrets redacted, once read. */
  entry?: QaJournalEntry;
}

/** What the journal keeps of an onSend payload, with the reply's content type. */
export function sentReply(payload: unknown, contentType: string): SentReply {
  if (payload === null || payload === undefined || payload === '') return null;
  const json = /[/+]json\b/i.test(contentType);
  const type = contentType || 'unknown type';
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
    const length = typeof payload === 'string' ? payload.length : payload.byteLength;
    if (length > MAX_KEPT_REPLY) return { note: `[${length} bytes, over the journal's 64 KB: not kept]` };
    if (Buffer.isBuffer(payload) && !json && !/^text\//i.test(contentType)) {
      return { note: `[${length} bytes of ${type}]` };
    }
    return { text: payload.toString(), json };
  }
  return { note: `[a stream of ${type}]` };
}

function render(reply: SentReply): unknown {
  if (reply === null) return null;
  if ('note' in reply) return reply.note;
  if (reply.json) {
    try {
      return redact(JSON.parse(reply.text));
    } catch {
      // Not JSON after all: the text, cut like any long string.
    }
  }
  return redact(reply.text);
}

function matches(record: JournalRecord, q: QaJournalQuery): boolean {
  if (q.method && record.method !== q.method.toUpperCase()) return false;
  if (q.session && record.session !== q.session) return false;
  if (q.caller && record.caller !== q.caller) return false;
  if (q.path && !record.path.toLowerCase().includes(q.path.toLowerCase())) return false;
  if (q.user) {
    const user = q.user.toLowerCase();
    if (user === 'anonymous' ? record.user !== null : !record.user?.toLowerCase().includes(user))
      return false;
  }
  if (q.status) {
    if (q.status === 'none') return record.status === null;
    if (record.status === null) return false;
    const status = String(record.status);
    return q.status.endsWith('xx') ? status[0] === q.status[0] : status === q.status;
  }
  return true;
}

export class Journal {
  private slots: Slot[] = [];
  private next = 0;

  record(record: JournalRecord): void {
    const slot = { record };
    if (this.slots.length < JOURNAL_SIZE) this.slots.push(slot);
    else this.slots[this.next] = slot;
    this.next = (this.next + 1) % JOURNAL_SIZE;
  }

  /** Newest first, only the calls every given filter matches. */
  read(query: QaJournalQuery): QaJournalEntry[] {
    const limit = query.limit ?? 100;
    const out: QaJournalEntry[] = [];
    const n = this.slots.length;
    for (let i = 1; i <= n && out.length < limit; i++) {
      // The newest slot is the one before `next` (the ring's write position).
      const slot = this.slots[(this.next - i + n * 2) % n]!;
      if (!matches(slot.record, query)) continue;
      if (!slot.entry) {
        const { reply, requestHeaders, responseHeaders, ...rest } = slot.record;
        slot.entry = {
          ...rest,
          requestHeaders: redactHeaders(requestHeaders),
          responseHeaders: redactHeaders(responseHeaders),
          response: render(reply),
        };
      }
      out.push(slot.entry);
    }
    return out;
  }

  clear(): void {
    this.slots = [];
    this.next = 0;
  }
}
