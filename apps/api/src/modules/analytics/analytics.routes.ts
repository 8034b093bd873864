import {
  analyticsPeriodQuery,
  brokerPerformance,
  brokerPerformanceQuery,
  complianceAnswer,
  customerRevenue,
  customerRevenueQuery,
  dashboardKpis,
  dispatcherWorkload,
  dispatchPerformance,
  dispatchPerformanceQuery,
  driverMilesStats,
  driversPerformance,
  monthlyRevenueTrend,
  monthlyRevenueTrendQuery,
  onTimeDelivery,
  revenueEfficiency,
  truckUtilisation,
} from '@tms/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers, routeDocs } from '../../lib/http';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { AnalyticsService } from './analytics.service';

const doc = routeDocs(['analytics'], errorAnswers(401, 403, 422));
/** The dispatcher picked out may not exist: that call answers 404 too. */
const docWith404 = routeDocs(['analytics'], errorAnswers(401, 403, 404, 422));

/** Spec 1 section 7: the dashboard's calls (analytics capability; decision 0100 defines each figure). */
export function analyticsRoutes(analytics: AnalyticsService, guards: Guards) {
  // Long: the area's route table, one declaration per call; each handler is a line or two.
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const onRequest = guards.requireCapability('analytics');

    app.get(
      '/api/analytics/dashboard-kpis',
      {
        onRequest,
        schema: doc(
          { 200: dashboardKpis },
          { summary: 'KPI cards: the period against the previous one', querystring: analyticsPeriodQuery },
        ),
      },
      (req) => analytics.dashboardKpis(ctxOf(req), req.query),
    );

    app.get(
      '/api/analytics/monthly-revenue-trend',
      {
        onRequest,
        schema: doc(
          { 200: monthlyRevenueTrend },
          {
            summary: 'Revenue, loads, miles and RPM per delivery month, in total and by driver type',
            querystring: monthlyRevenueTrendQuery,
          },
        ),
      },
      (req) => analytics.monthlyRevenueTrend(ctxOf(req), req.query),
    );

    app.get(
      '/api/analytics/customer-revenue',
      {
        onRequest,
        schema: doc(
          { 200: customerRevenue },
          { summary: 'Revenue by customer (broker), best first', querystring: customerRevenueQuery },
        ),
      },
      (req) => analytics.customerRevenue(ctxOf(req), req.query),
    );

    app.get(
      '/api/analytics/driver-miles-stats',
      {
        onRequest,
        schema: doc(
          { 200: driverMilesStats },
          { summary: 'Loaded and empty miles, in total and by driver type', querystring: analyticsPeriodQuery },
        ),
      },
      (req) => analytics.driverMilesStats(ctxOf(req), req.query),
    );

    app.get(
      '/api/analytics/dispatch-performance',
      {
        onRequest,
        schema: docWith404(
          { 200: dispatchPerformance },
          {
            summary: 'Figures per dispatcher, one dispatcher picked out, and the team average',
            querystring: dispatchPerformanceQuery,
          },
        ),
      },
      (req) => analytics.dispatchPerformance(ctxOf(req), req.query),
    );

    app.get(
      '/api/analytics/drivers-performance',
      {
        onRequest,
        schema: doc(
          { 200: driversPerformance },
          {
            summary: 'The Drivers Performance table (reused for 5 minutes per company and period)',
            querystring: analyticsPeriodQuery,
          },
        ),
      },
      (req) => analytics.driversPerformance(ctxOf(req), req.query),
    );

    // Calls for the cards spec 1 left as placeholders (Dispatchers, Brokers, Performance tabs).
    app.get(
      '/api/analytics/dispatcher-workload',
      {
        onRequest,
        schema: doc(
          { 200: dispatcherWorkload },
          {
            summary: 'Dispatcher workload and assignment figures, and loads by status',
            querystring: analyticsPeriodQuery,
          },
        ),
      },
      (req) => analytics.dispatcherWorkload(ctxOf(req), req.query),
    );

    app.get(
      '/api/analytics/broker-performance',
      {
        onRequest,
        schema: doc(
          { 200: brokerPerformance },
          { summary: 'Broker revenue, volume, rates and reliability', querystring: brokerPerformanceQuery },
        ),
      },
      (req) => analytics.brokerPerformance(ctxOf(req), req.query),
    );

    app.get(
      '/api/analytics/on-time-delivery',
      {
        onRequest,
        schema: doc(
          { 200: onTimeDelivery },
          {
            summary: 'Final deliveries completed within their appointment window, per month',
            querystring: analyticsPeriodQuery,
          },
        ),
      },
      (req) => analytics.onTimeDelivery(ctxOf(req), req.query),
    );

    app.get(
      '/api/analytics/revenue-efficiency',
      {
        onRequest,
        schema: doc(
          { 200: revenueEfficiency },
          { summary: 'Revenue per mile, and revenue per truck per week', querystring: analyticsPeriodQuery },
        ),
      },
      (req) => analytics.revenueEfficiency(ctxOf(req), req.query),
    );

    app.get(
      '/api/analytics/truck-utilisation',
      {
        onRequest,
        schema: doc(
          { 200: truckUtilisation },
          { summary: 'Days each truck had a load in the period', querystring: analyticsPeriodQuery },
        ),
      },
      (req) => analytics.truckUtilisation(ctxOf(req), req.query),
    );

    app.get(
      '/api/analytics/compliance',
      {
        onRequest,
        schema: doc(
          { 200: complianceAnswer },
          { summary: 'Expiring and expired dates, and missing driver qualification documents' },
        ),
      },
      (req) => analytics.compliance(ctxOf(req)),
    );
  };
}
