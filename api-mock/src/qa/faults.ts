// Injected faults: what each does, which calls it meets (path and query, method, QA session) and how often.
import type { QaFault, QaFaultBody } from '@portal/contracts';
import { QA_LIMITS } from '@portal/contracts/constants';
import { badRequest } from '../lib/errors.js';
import { checkMethod, urlTest } from './patterns.js';
import { checkReply } from './replies.js';
import { Rules } from './rules.js';

/** Combinations the schema lets through but that would not do what they say: a 400 naming the field. */
function check(body: QaFaultBody): void {
  if (body.delayMs === undefined && body.status === undefined && body.network === undefined) {
    throw badRequest('fault: give a delayMs, a status, a network fault, or a combination');
  }
  const reply = (['headers', 'jsonBody', 'textBody', 'body', 'message'] as const).find(
    (field) => body[field] !== undefined,
  );
  const closes = body.network === 'connection-reset' || body.network === 'empty-reply';
  if (closes && (body.status !== undefined || reply)) {
    throw badRequest(
      `network: ${body.network} sends no reply at all, so status, headers, bodies and message cannot apply`,
    );
  }
  if (body.status === undefined && reply) {
    throw badRequest(`${reply}: only with a status (the injected reply)`);
  }
  const crafted = body.jsonBody !== undefined ? 'jsonBody' : body.textBody !== undefined ? 'textBody' : null;
  if (crafted && (body.body !== undefined || body.message !== undefined)) {
    throw badRequest(
      `${body.body !== undefined ? 'body' : 'message'}: the reply's body is the ${crafted} given`,
    );
  }
  if (body.message !== undefined && body.body !== undefined && body.body !== 'message') {
    throw badRequest(`message: body "${body.body}" sends no message`);
  }
  if (body.dribbleMs !== undefined && body.network !== 'dribble') {
    throw badRequest('dribbleMs: only with network "dribble"');
  }
  checkReply(body.status, body);
}

export class Faults {
  private readonly rules = new Rules<QaFault>('Fault', QA_LIMITS.maxFaults, 'DELETE /__qa/faults');

  add(body: QaFaultBody): QaFault {
    check(body);
    const method = body.method === undefined ? undefined : checkMethod(body.method);
    const test = urlTest(body.pattern);
    return this.rules.add(
      {
        ...body,
        ...(method ? { method } : {}),
        ...(body.network === 'dribble' ? { dribbleMs: body.dribbleMs ?? QA_LIMITS.defaultDribbleMs } : {}),
      },
      test,
    );
  }

  /** Every fault, or only those scoped to one session. */
  list(session?: string): QaFault[] {
    return this.rules.list(session);
  }

  /** Removes every fault, or only those scoped to one session; returns how many went. */
  clear(session?: string): number {
    return this.rules.clear(session);
  }

  remove(id: string): void {
    this.rules.remove(id);
  }

  /** The fault for this call, if any, counted as a hit (see Rules.match). */
  match(
    method: string,
    path: string,
    url: string,
    session: string | null,
    caller: 'server' | 'browser',
  ): QaFault | undefined {
    return this.rules.match(method, path, url, session, caller);
  }
}
