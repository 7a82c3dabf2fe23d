// The /__qa routes: reset to the seed, named scenarios, the clock, faults and stubs, the journal, the
// outbox. Every call needs the QA token and is refused cross-site (guard.ts).
import {
  ErrorReply,
  IdParams,
  MessageReply,
  QaClockAdvanceBody,
  QaClockReply,
  QaClockSetBody,
  QaFault,
  QaFaultBody,
  QaFaultsQuery,
  QaJournalQuery,
  QaJournalReply,
  QaMailQuery,
  QaMailReply,
  QaResetBody,
  QaScenarioBody,
  QaScenarioList,
  QaScenarioReply,
  QaStub,
  QaStubBody,
} from '@portal/contracts';
import { QA_LIMITS, QA_SCENARIOS } from '@portal/contracts/constants';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../lib/errors.js';
import { loadScenario, SCENARIOS } from '../seed/scenarios.js';
import { qaGuard } from './guard.js';

const errors = { '4xx': ErrorReply };
const security = [{ qaToken: [] }];

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_OFFSET_MS = QA_LIMITS.maxClockOffsetDays * DAY_MS;
const ADVANCE_UNITS = { days: DAY_MS, hours: 3_600_000, minutes: 60_000, seconds: 1_000, ms: 1 } as const;

const qaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', qaGuard(app.settings.qaToken));
  const emptyBody = async (request: FastifyRequest) => {
    if (request.body === undefined || request.body === null) request.body = {};
  };

  app.post(
    '/__qa/reset',
    {
      schema: {
        tags: ['qa'],
        summary:
          'Reset every table to the seed (optional {size}: extra generated jobs); clears faults, stubs, sign-in backoff and uploads; the clock back to the real time',
        security,
        body: QaResetBody,
        response: { 200: MessageReply, ...errors },
      },
      preValidation: emptyBody,
    },
    async (request) => {
      const s = await app.seed.reset(request.body.size);
      return {
        message: `Reset to the seed: ${s.users} users, ${s.jobs} jobs, ${s.applications} applications in ${s.ms} ms`,
      };
    },
  );

  // The clock. Every move waits for a reset under way (which puts the clock back itself), then runs the
  // periodic sweeps at once (job expiry and its reminders, digests, mail, stage-change notices, uploads):
  // what the new time made due is visible to the very next call.
  const clock = app.settings.qaClock!;
  const clockState = () => {
    const systemNow = clock.base();
    const offsetMs = Math.round(clock.offsetMs);
    return {
      now: new Date(systemNow + offsetMs).toISOString(),
      systemNow: new Date(systemNow).toISOString(),
      offsetMs,
    };
  };
  const move = async (change: () => void) => {
    await app.seed.resetting?.catch(() => undefined);
    change();
    clock.moved((err) => app.log.error({ err }, 'a sweep after the QA clock moved'));
    return clockState();
  };
  const withinReach = (field: string, offsetMs: number) => {
    if (Math.abs(offsetMs) > MAX_OFFSET_MS) {
      throw badRequest(
        `${field}: the clock goes at most ${QA_LIMITS.maxClockOffsetDays} days from the system's time`,
      );
    }
  };

  app.get(
    '/__qa/clock',
    {
      schema: {
        tags: ['qa'],
        summary: 'The time the API goes by (now), the system time, and the offset between them',
        security,
        response: { 200: QaClockReply, ...errors },
      },
    },
    async () => clockState(),
  );

  app.put(
    '/__qa/clock',
    {
      schema: {
        tags: ['qa'],
        summary:
          'Set the clock: it reads {at} now and goes on from there; the sweeps (job expiry, digests, mail) run at once',
        security,
        body: QaClockSetBody,
        response: { 200: QaClockReply, ...errors },
      },
    },
    async (request) => {
      const at = Date.parse(request.body.at);
      withinReach('at', at - clock.base());
      return move(() => clock.set(at));
    },
  );

  app.post(
    '/__qa/clock/advance',
    {
      schema: {
        tags: ['qa'],
        summary:
          'Move the clock on by {days, hours, minutes, seconds, ms} (their sum); the sweeps (job expiry, digests, mail) run at once',
        security,
        body: QaClockAdvanceBody,
        response: { 200: QaClockReply, ...errors },
      },
    },
    async (request) => {
      let ms = 0;
      for (const [unit, unitMs] of Object.entries(ADVANCE_UNITS)) {
        ms += (request.body[unit as keyof typeof ADVANCE_UNITS] ?? 0) * unitMs;
      }
      withinReach('advance', clock.offsetMs + ms);
      return move(() => clock.advance(ms));
    },
  );

  app.delete(
    '/__qa/clock',
    {
      schema: {
        tags: ['qa'],
        summary: "Back to the system's time (a reset does it too)",
        security,
        response: { 200: QaClockReply, ...errors },
      },
    },
    async () => move(() => clock.reset()),
  );

  app.get(
    '/__qa/scenarios',
    {
      schema: {
        tags: ['qa'],
        summary: 'The named scenarios',
        security,
        response: { 200: QaScenarioList, ...errors },
      },
    },
    async () => QA_SCENARIOS.map((name) => ({ name, description: SCENARIOS[name].description })),
  );

  app.post(
    '/__qa/scenarios',
    {
      schema: {
        tags: ['qa'],
        summary: 'Reset to the seed and load a named scenario; replies its accounts and ready-made tokens',
        security,
        body: QaScenarioBody,
        response: { 200: QaScenarioReply, ...errors },
      },
    },
    async (request) => loadScenario(app, request.body.name),
  );

  app.post(
    '/__qa/faults',
    {
      schema: {
        tags: ['qa'],
        summary:
          'Inject a fault on calls whose path, or path and query, matches (substring or /regex/): a delay, a crafted reply (any status, headers, a JSON or text body), a network fault (connection-reset, empty-reply, malformed-json, dribble); global, or for one QA session',
        security,
        body: QaFaultBody,
        response: { 201: QaFault, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(app.qa.faults.add(request.body)),
  );

  app.get(
    '/__qa/faults',
    {
      schema: {
        tags: ['qa'],
        summary: 'Active faults with their hit counts (?session=: only those of one QA session)',
        security,
        querystring: QaFaultsQuery,
        response: { 200: Type.Array(QaFault), ...errors },
      },
    },
    async (request) => app.qa.faults.list(request.query.session),
  );

  app.delete(
    '/__qa/faults',
    {
      schema: {
        tags: ['qa'],
        summary: 'Remove every fault (?session=: only those of one QA session, global ones stay)',
        security,
        querystring: QaFaultsQuery,
        response: { 200: MessageReply, ...errors },
      },
    },
    async (request) => {
      const { session } = request.query;
      const removed = app.qa.faults.clear(session);
      return {
        message:
          session === undefined
            ? 'Faults cleared'
            : `Faults of QA session ${session} cleared (${removed}); global faults stay`,
      };
    },
  );

  app.delete(
    '/__qa/faults/:id',
    {
      schema: {
        tags: ['qa'],
        summary: 'Remove one fault',
        security,
        params: IdParams,
        response: { 200: MessageReply, ...errors },
      },
    },
    async (request) => {
      app.qa.faults.remove(request.params.id);
      return { message: 'Fault removed' };
    },
  );

  app.post(
    '/__qa/stubs',
    {
      schema: {
        tags: ['qa'],
        summary:
          'Stub calls whose path, or path and query, matches (substring or /regex/), and method: a canned reply (status, headers, a JSON or text body) instead of the route; global, or for one QA session',
        security,
        body: QaStubBody,
        response: { 201: QaStub, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(app.qa.stubs.add(request.body)),
  );

  app.get(
    '/__qa/stubs',
    {
      schema: {
        tags: ['qa'],
        summary: 'Active stubs with their hit counts (?session=: only those of one QA session)',
        security,
        querystring: QaFaultsQuery,
        response: { 200: Type.Array(QaStub), ...errors },
      },
    },
    async (request) => app.qa.stubs.list(request.query.session),
  );

  app.delete(
    '/__qa/stubs',
    {
      schema: {
        tags: ['qa'],
        summary: 'Remove every stub (?session=: only those of one QA session, global ones stay)',
        security,
        querystring: QaFaultsQuery,
        response: { 200: MessageReply, ...errors },
      },
    },
    async (request) => {
      const { session } = request.query;
      const removed = app.qa.stubs.clear(session);
      return {
        message:
          session === undefined
            ? 'Stubs cleared'
            : `Stubs of QA session ${session} cleared (${removed}); global stubs stay`,
      };
    },
  );

  app.delete(
    '/__qa/stubs/:id',
    {
      schema: {
        tags: ['qa'],
        summary: 'Remove one stub',
        security,
        params: IdParams,
        response: { 200: MessageReply, ...errors },
      },
    },
    async (request) => {
      app.qa.stubs.remove(request.params.id);
      return { message: 'Stub removed' };
    },
  );

  app.get(
    '/__qa/journal',
    {
      schema: {
        tags: ['qa'],
        summary:
          'Recent calls, newest first, with headers and bodies both ways (secrets redacted) and the fault or stub that met them; filters by path, status, user, QA session, method',
        security,
        querystring: QaJournalQuery,
        response: { 200: QaJournalReply, ...errors },
      },
    },
    async (request) => app.qa.journal.read(request.query),
  );

  app.delete(
    '/__qa/journal',
    {
      schema: {
        tags: ['qa'],
        summary: 'Empty the journal',
        security,
        response: { 200: MessageReply, ...errors },
      },
    },
    async () => {
      app.qa.journal.clear();
      return { message: 'Journal cleared' };
    },
  );

  app.get(
    '/__qa/mail',
    {
      schema: {
        tags: ['qa'],
        summary:
          'The mail outbox, newest first: every e-mail queued, sent, failed or skipped, with attempts, last error and latency',
        security,
        querystring: QaMailQuery,
        response: { 200: QaMailReply, ...errors },
      },
    },
    async (request) =>
      app.mailOutbox.list({
        status: request.query.status,
        kind: request.query.kind,
        limit: request.query.limit ?? 100,
      }),
  );

  app.post(
    '/__qa/mail/digests',
    {
      schema: {
        tags: ['qa'],
        summary:
          'Send every daily digest that has something in it now (job alerts, employers’ new applications), without waiting for its day',
        security,
        response: { 200: MessageReply, ...errors },
      },
    },
    async () => {
      await app.alerts.idle();
      const jobAlerts = app.alerts.sendDigests(true);
      const applications = app.employerAlerts.sendDigests(true);
      return { message: `Sent ${jobAlerts} job-alert digests and ${applications} new-application digests` };
    },
  );
};

export default qaRoutes;
