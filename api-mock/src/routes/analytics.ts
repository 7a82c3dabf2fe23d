import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { AnalyticsOverviewQuery, AnalyticsOverviewReply, ErrorReply } from '@portal/contracts';
import { me } from '../plugins/auth.js';

const analyticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { auth } = app;
  app.get(
    '/api/analytics/overview',
    {
      schema: {
        tags: ['analytics'],
        summary:
          "The employer's dashboard figures, 7-day trends, recent items and applications per day (last 30 days)",
        querystring: AnalyticsOverviewQuery,
        response: { 200: AnalyticsOverviewReply, '4xx': ErrorReply },
      },
      onRequest: auth.role('employeer', 'Only employers can view analytics'),
    },
    async (request) =>
      app.analytics.overview(me(request).pk, {
        now: app.settings.clock(),
        utcOffsetMinutes: request.query.utcOffsetMinutes,
      }),
  );
};

export default fp(analyticsRoutes, {
  name: 'routes/analytics',
  dependencies: ['auth', 'repositories'],
  encapsulate: true,
});
