// QA controls' state: injected faults and the request journal (a ring buffer).
import type { QaFault, QaFaultBody, QaJournalEntry } from '@portal/contracts';
import { QA_LIMITS } from '@portal/contracts/constants';
import { randomBytes } from 'node:crypto';
import { RE2JS } from 're2js';
import { badRequest, conflict } from '../../lib/errors.js';

interface ActiveFault extends QaFault {
  test: (path: string) => boolean;
}

export const JOURNAL_SIZE = 1000;

/**
 * A fault's path test. A pattern written /like this/ (flag i allowed) is a regular expression run by
 * RE2JS, a linear-time engine (no backtracking, so `(a+)+` costs what `a+` costs); anything else is a
 * plain substring. Length is capped by the schema.
 */
export function faultTest(pattern: string): (path: string) => boolean {
  const re = /^\/(.+)\/(i?)$/s.exec(pattern);
  if (!re) return (path) => path.includes(pattern);
  let regex: RE2JS;
  try {
    regex = RE2JS.compile(re[1]!, re[2] ? RE2JS.CASE_INSENSITIVE : 0);
  } catch (err) {
    throw badRequest(`pattern: not a valid regular expression (${(err as Error).message})`);
  }
  return (path) => regex.test(path);
}

// Keys whose values never reach the journal.
const SECRET_KEY = /pass(word)?|token|secret|authori[sz]ation|cookie|api[-_]?key|credential/i;
const MAX_STRING = 500;
const MAX_ITEMS = 50;
const MAX_DEPTH = 6;

/** A copy of a request body for the journal: secrets redacted, long strings and lists cut. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string')
    return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}… (${value.length} chars)` : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((v) => redact(v, depth + 1));
    if (value.length > MAX_ITEMS) items.push(`… (${value.length} items)`);
    return items;
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value).slice(0, MAX_ITEMS)) {
    out[k] = SECRET_KEY.test(k) ? '[redacted]' : redact(v, depth + 1);
  }
  return out;
}

export class QaState {
  private faults: ActiveFault[] = [];
  private journal: QaJournalEntry[] = [];
  private next = 0;

  addFault(body: QaFaultBody): QaFault {
    if (body.delayMs === undefined && body.status === undefined) {
      throw badRequest('fault: give a delayMs, a status, or both');
    }
    if (this.faults.length >= QA_LIMITS.maxFaults) {
      throw conflict(`At most ${QA_LIMITS.maxFaults} faults at once: clear some first (DELETE /__qa/faults)`);
    }
    const test = faultTest(body.pattern);
    const fault: ActiveFault = {
      ...body,
      ...(body.method ? { method: body.method.toUpperCase() } : {}),
      id: randomBytes(6).toString('hex'),
      hits: 0,
      test,
    };
    this.faults.push(fault);
    return this.public(fault);
  }

  private public(f: ActiveFault): QaFault {
    const { test: _test, ...rest } = f;
    return rest;
  }

  listFaults(): QaFault[] {
    return this.faults.map((f) => this.public(f));
  }

  clearFaults(): void {
    this.faults = [];
  }

  /** The first fault for this call (counted as a hit; used up after `times` hits), if any. */
  match(method: string, path: string): QaFault | undefined {
    if (this.faults.length === 0) return undefined;
    const fault = this.faults.find((f) => (!f.method || f.method === method) && f.test(path));
    if (!fault) return undefined;
    fault.hits++;
    if (fault.times !== undefined && fault.hits >= fault.times)
      this.faults = this.faults.filter((f) => f !== fault);
    return this.public(fault);
  }

  record(entry: QaJournalEntry): void {
    if (this.journal.length < JOURNAL_SIZE) this.journal.push(entry);
    else this.journal[this.next] = entry;
    this.next = (this.next + 1) % JOURNAL_SIZE;
  }

  /** Newest first. */
  recent(limit: number): QaJournalEntry[] {
    const ordered =
      this.journal.length < JOURNAL_SIZE
        ? this.journal.slice()
        : [...this.journal.slice(this.next), ...this.journal.slice(0, this.next)];
    return ordered.reverse().slice(0, limit);
  }

  clearJournal(): void {
    this.journal = [];
    this.next = 0;
  }
}
