// Stubs: a canned reply (any status, headers, a JSON or text body, after an optional delay) for the calls
// of a method and a pattern, instead of the route; for every caller or one tester's QA session, for every
// call or the next `times` ones. A fault that meets the call comes first (see hooks.ts).
import type { QaStub, QaStubBody } from '@portal/contracts';
import { QA_LIMITS } from '@portal/contracts/constants';
import { checkMethod, urlTest } from './patterns.js';
import { checkReply } from './replies.js';
import { Rules } from './rules.js';

export class Stubs {
  private readonly rules = new Rules<QaStub>('Stub', QA_LIMITS.maxStubs, 'DELETE /__qa/stubs');

  add(body: QaStubBody): QaStub {
    const status = body.status ?? 200;
    checkReply(status, body);
    const method = body.method === undefined ? undefined : checkMethod(body.method);
    const test = urlTest(body.pattern);
    return this.rules.add({ ...body, status, ...(method ? { method } : {}) }, test);
  }

  list(session?: string): QaStub[] {
    return this.rules.list(session);
  }

  clear(session?: string): number {
    return this.rules.clear(session);
  }

  remove(id: string): void {
    this.rules.remove(id);
  }

  match(
    method: string,
    path: string,
    url: string,
    session: string | null,
    caller: 'server' | 'browser',
  ): QaStub | undefined {
    return this.rules.match(method, path, url, session, caller);
  }
}
