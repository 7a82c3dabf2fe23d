// Injected faults: what each does, which calls it meets (path, method, QA session) and how often.
import type { QaFault, QaFaultBody } from '@portal/contracts';
import { QA_LIMITS } from '@portal/contracts/constants';
import { randomBytes } from 'node:crypto';
import { RE2JS } from 're2js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';

interface ActiveFault extends QaFault {
  test: (path: string) => boolean;
}

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

/** Combinations the schema lets through but that would not do what they say: a 400 naming the field. */
function check(body: QaFaultBody): void {
  if (body.delayMs === undefined && body.status === undefined && body.network === undefined) {
    throw badRequest('fault: give a delayMs, a status, a network fault, or a combination');
  }
  const closes = body.network === 'connection-reset' || body.network === 'empty-reply';
  if (closes && (body.status !== undefined || body.body !== undefined || body.message !== undefined)) {
    throw badRequest(
      `network: ${body.network} sends no reply at all, so status, body and message cannot apply`,
    );
  }
  if (body.status === undefined && (body.body !== undefined || body.message !== undefined)) {
    throw badRequest(
      `${body.body !== undefined ? 'body' : 'message'}: only with a status (the injected reply)`,
    );
  }
  if (body.message !== undefined && body.body !== undefined && body.body !== 'message') {
    throw badRequest(`message: body "${body.body}" sends no message`);
  }
  if (body.dribbleMs !== undefined && body.network !== 'dribble') {
    throw badRequest('dribbleMs: only with network "dribble"');
  }
}

export class Faults {
  private faults: ActiveFault[] = [];

  add(body: QaFaultBody): QaFault {
    check(body);
    if (this.faults.length >= QA_LIMITS.maxFaults) {
      throw conflict(`At most ${QA_LIMITS.maxFaults} faults at once: clear some first (DELETE /__qa/faults)`);
    }
    const test = faultTest(body.pattern);
    const fault: ActiveFault = {
      ...body,
      ...(body.method ? { method: body.method.toUpperCase() } : {}),
      ...(body.network === 'dribble' ? { dribbleMs: body.dribbleMs ?? QA_LIMITS.defaultDribbleMs } : {}),
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

  /** Every fault, or only those scoped to one session. */
  list(session?: string): QaFault[] {
    return this.faults
      .filter((f) => session === undefined || f.session === session)
      .map((f) => this.public(f));
  }

  /** Removes every fault, or only those scoped to one session; returns how many went. */
  clear(session?: string): number {
    const before = this.faults.length;
    this.faults = session === undefined ? [] : this.faults.filter((f) => f.session !== session);
    return before - this.faults.length;
  }

  remove(id: string): void {
    const before = this.faults.length;
    this.faults = this.faults.filter((f) => f.id !== id);
    if (this.faults.length === before) throw notFound('Fault not found (used up, cleared, or never added)');
  }

  /**
   * The fault for this call, if any, counted as a hit (and gone after `times` hits). A fault of the call's
   * own QA session comes before a global one; other sessions' faults never meet it.
   */
  match(method: string, path: string, session: string | null): QaFault | undefined {
    if (this.faults.length === 0) return undefined;
    const meets = (f: ActiveFault) => (!f.method || f.method === method) && f.test(path);
    const fault =
      (session === null ? undefined : this.faults.find((f) => f.session === session && meets(f))) ??
      this.faults.find((f) => f.session === undefined && meets(f));
    if (!fault) return undefined;
    fault.hits++;
    if (fault.times !== undefined && fault.hits >= fault.times)
      this.faults = this.faults.filter((f) => f !== fault);
    return this.public(fault);
  }
}
