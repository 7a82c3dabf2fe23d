// A job seeker's job alerts: list, create, edit, delete (their own only). Matching and e-mail are the
// alerts service's (services/alerts.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AlertBody, ErrorReply, IdParams, JobAlert, JobAlertsReply, MessageReply } from '@portal/contracts';
import { LIMITS } from '@portal/contracts/constants';
import { checkAlertFields } from '@portal/contracts/rules';
import fp from 'fastify-plugin';
import { badRequest, conflict, forbidden, notFound } from '../lib/errors.js';
import { me } from '../plugins/auth.js';
import { alertFields, fieldsOf, type AlertFields } from '../repos/alerts-repo.js';

const errors = { '4xx': ErrorReply };
const seekersOnly = 'Only Job Seekers have job alerts';

const alertRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { auth } = app;
  const onlySeekers = auth.role('jobseeker', seekersOnly);

  const check = (userPk: number, fields: AlertFields, exceptPk = 0) => {
    const problem = checkAlertFields(fields);
    if (problem) throw badRequest(problem);
    if (app.alertsRepo.same(userPk, fields, exceptPk))
      throw conflict('You already have a job alert for this search');
  };
  const own = (userPk: number, id: string) => {
    const alert = app.alertsRepo.findById(id);
    if (!alert) throw notFound('Job alert not found');
    if (alert.user_pk !== userPk) throw forbidden('You can only change your own job alerts');
    return alert;
  };

  app.get(
    '/api/alerts',
    {
      schema: {
        tags: ['alerts'],
        summary: "The caller's job alerts, newest first",
        security: [{ bearer: [] }],
        response: { 200: JobAlertsReply, ...errors },
      },
      onRequest: onlySeekers,
    },
    async (request) => app.alertsRepo.list(me(request).pk),
  );

  app.post(
    '/api/alerts',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Save a search as a job alert (keyword and filters; instant or daily e-mail)',
        security: [{ bearer: [] }],
        body: AlertBody,
        response: { 201: JobAlert, ...errors },
      },
      onRequest: onlySeekers,
      // Every alert is matched against every new job: a budget per address, besides the cap per account.
      config: { rateLimit: app.rateLimits.alerts },
    },
    async (request, reply) => {
      const user = me(request);
      const fields = alertFields(request.body);
      check(user.pk, fields);
      if (app.alertsRepo.count(user.pk) >= LIMITS.alertsMax)
        throw conflict(`You can keep at most ${LIMITS.alertsMax} job alerts: delete one first`);
      return reply.status(201).send(app.alerts.create(user.pk, fields));
    },
  );

  app.put(
    '/api/alerts/:id',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Change one of the caller’s job alerts (fields left out stay as they are)',
        security: [{ bearer: [] }],
        params: IdParams,
        body: AlertBody,
        response: { 200: JobAlert, ...errors },
      },
      onRequest: onlySeekers,
    },
    async (request) => {
      const user = me(request);
      const alert = own(user.pk, request.params.id);
      const fields = alertFields(request.body, fieldsOf(alert));
      check(user.pk, fields, alert.pk);
      return app.alerts.update(alert.pk, fields);
    },
  );

  app.delete(
    '/api/alerts/:id',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Delete one of the caller’s job alerts',
        security: [{ bearer: [] }],
        params: IdParams,
        response: { 200: MessageReply, ...errors },
      },
      onRequest: onlySeekers,
    },
    async (request) => {
      app.alerts.delete(own(me(request).pk, request.params.id).pk);
      return { message: 'Job alert deleted' };
    },
  );
};

export default fp(alertRoutes, {
  name: 'routes/alerts',
  dependencies: ['auth', 'repositories', 'rate-limits', 'alerts'],
  encapsulate: true,
});
