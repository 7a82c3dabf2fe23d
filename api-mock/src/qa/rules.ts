// The QA controls' rules (faults and stubs): each meets calls by method and pattern, for every caller or
// one tester's QA session, for the rendering server's calls, the browser's or both, for every call or the
// next `times` ones, and counts its hits.
import { randomBytes } from 'node:crypto';
import { conflict, notFound } from '../lib/errors.js';
import type { UrlTest } from './patterns.js';

export interface Rule {
  id: string;
  method?: string;
  session?: string;
  caller?: 'server' | 'browser' | 'both';
  times?: number;
  hits: number;
}

export class Rules<R extends Rule> {
  /** `spent`: the hits that count towards `times` (see match). */
  private rules: { rule: R; test: UrlTest; spent: number }[] = [];

  constructor(
    /** "Fault" or "Stub", for the messages. */
    private readonly what: string,
    private readonly max: number,
    /** The call that clears them, for the message when there are too many. */
    private readonly clearCall: string,
  ) {}

  get size(): number {
    return this.rules.length;
  }

  /** Adds the rule with a fresh id and no hits yet; a 409 when there are too many. */
  add(rule: Omit<R, 'id' | 'hits'>, test: UrlTest): R {
    if (this.rules.length >= this.max) {
      throw conflict(
        `At most ${this.max} ${this.what.toLowerCase()}s at once: clear some first (${this.clearCall})`,
      );
    }
    const added = { ...rule, id: randomBytes(6).toString('hex'), hits: 0 } as R;
    this.rules.push({ rule: added, test, spent: 0 });
    return { ...added };
  }

  /** Every rule, or only those scoped to one session. */
  list(session?: string): R[] {
    return this.rules
      .filter(({ rule }) => session === undefined || rule.session === session)
      .map(({ rule }) => ({ ...rule }));
  }

  /** Removes every rule, or only those scoped to one session; returns how many went. */
  clear(session?: string): number {
    const before = this.rules.length;
    this.rules = session === undefined ? [] : this.rules.filter(({ rule }) => rule.session !== session);
    return before - this.rules.length;
  }

  remove(id: string): void {
    const before = this.rules.length;
    this.rules = this.rules.filter(({ rule }) => rule.id !== id);
    if (this.rules.length === before) {
      throw notFound(`${this.what} not found (used up, cleared, or never added)`);
    }
  }

  /**
   * The rule for this call, if any, counted as a hit (and gone after `times` hits). A rule of the call's
   * own QA session comes before a global one; other sessions' rules never meet it. `caller` is who sent it:
   * the shell's rendering server (for a page's first render) or anyone else. A rule for both meets the
   * rendering server's calls without spending its `times`: when the server cannot use the reply (an
   * error, a reply too late), the page leaves that data to the browser, which asks again, and that is the
   * call the tester sees, so it is the one `times` counts.
   */
  match(
    method: string,
    path: string,
    url: string,
    session: string | null,
    caller: 'server' | 'browser',
  ): R | undefined {
    if (this.rules.length === 0) return undefined;
    type Entry = (typeof this.rules)[number];
    const meets = ({ rule, test }: Entry) =>
      (rule.caller === undefined || rule.caller === 'both' || rule.caller === caller) &&
      (!rule.method || rule.method === method) &&
      test(path, url);
    const found =
      (session === null ? undefined : this.rules.find((r) => r.rule.session === session && meets(r))) ??
      this.rules.find((r) => r.rule.session === undefined && meets(r));
    if (!found) return undefined;
    found.rule.hits++;
    const spends = caller === 'browser' || found.rule.caller === 'server';
    if (spends) found.spent++;
    if (found.rule.times !== undefined && found.spent >= found.rule.times) {
      this.rules = this.rules.filter((r) => r !== found);
    }
    return { ...found.rule };
  }
}
