import { AnalyticsOverviewQuery, AnalyticsOverviewReply, ErrorReply, HealthReply } from '@portal/contracts';
import type { AppContext } from '../context.js';
import { me, type Auth } from '../plugins/auth.js';
import type { App } from '../types.js';

export function analyticsRoutes(app: App, ctx: AppContext, auth: Auth): void {
  app.get(
    '/api/analytics/overview',
    {
      schema: {
        tags: ['analytics'],
        summary:
          "The employer's dashboard figures, 7-day trends, recent items and applications per day (last 30 days)",
        security: [{ bearer: [] }],
        querystring: AnalyticsOverviewQuery,
        response: { 200: AnalyticsOverviewReply, '4xx': ErrorReply },
      },
      onRequest: auth.role('employeer', 'Only employers can view analytics'),
    },
    async (request) =>
      ctx.analytics.overview(me(request).pk, {
        now: ctx.clock(),
        utcOffsetMinutes: request.query.utcOffsetMinutes,
      }),
  );

  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Liveness', response: { 200: HealthReply } } },
    async () => ({ status: 'ok' as const, uptime: Math.round(process.uptime()) }),
  );
}
