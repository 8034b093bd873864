import { reportSendNow, reportSent, reportSubscriptions, reportSubscriptionsUpdate } from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers, routeDocs } from '../../lib/http';
import { ctxOf, type Guards } from '../../plugins/auth';
import { limitSendsPerUser, sendsPerHour } from '../../plugins/user-send-limit';
import type { AnalyticsReportsService } from './analytics-reports.service';

const doc = routeDocs(['analytics'], errorAnswers(401, 403, 422, 429));

/** Scheduled reports (decision 0119): the analytics capability and the plan's `analytics_reports` feature. */
export function analyticsReportRoutes(reports: AnalyticsReportsService, guards: Guards, sendNowPerHour: number) {
  return async (fastify: FastifyInstance) => {
    await limitSendsPerUser(fastify, 'reports');
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const onRequest = guards.requireFeature('analytics_reports', 'analytics');

    app.get(
      '/api/analytics/report-subscriptions',
      {
        onRequest,
        schema: doc(
          { 200: reportSubscriptions },
          { summary: "The caller's scheduled reports and the address they are sent to" },
        ),
      },
      (req) => reports.mine(ctxOf(req)),
    );

    app.put(
      '/api/analytics/report-subscriptions',
      {
        onRequest,
        schema: doc(
          { 200: reportSubscriptions },
          {
            summary: "Sets the caller's scheduled reports (those left out are turned off)",
            body: reportSubscriptionsUpdate,
          },
        ),
      },
      (req) => reports.setMine(ctxOf(req), req.body),
    );

    app.post(
      '/api/analytics/reports/send-now',
      {
        onRequest,
        config: sendsPerHour(sendNowPerHour),
        schema: doc(
          { 200: reportSent },
          { summary: 'Mails the caller the report of the last completed period, at once', body: reportSendNow },
        ),
      },
      (req) => reports.sendNow(ctxOf(req), req.body.frequency),
    );
  };
}
