// QA controls' state: injected faults and the request journal (a ring buffer).
import type { QaFault, QaFaultBody, QaJournalEntry } from '@portal/contracts';
import { randomBytes } from 'node:crypto';
import { badRequest } from '../lib/errors.js';

interface ActiveFault extends QaFault {
  test: (path: string) => boolean;
}

export const JOURNAL_SIZE = 1000;

export class QaState {
  private faults: ActiveFault[] = [];
  private journal: QaJournalEntry[] = [];
  private next = 0;

  addFault(body: QaFaultBody): QaFault {
    let test: (path: string) => boolean;
    // A regular expression is written /like this/ (optionally /like this/i); anything else is a substring.
    const re = /^\/(.+)\/(i?)$/.exec(body.pattern);
    if (re) {
      let regex: RegExp;
      try {
        regex = new RegExp(re[1]!, re[2]);
      } catch {
        throw badRequest('pattern: not a valid regular expression');
      }
      test = (path) => regex.test(path);
    } else {
      test = (path) => path.includes(body.pattern);
    }
    if (body.delayMs === undefined && body.status === undefined) {
      throw badRequest('fault: give a delayMs, a status, or both');
    }
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
