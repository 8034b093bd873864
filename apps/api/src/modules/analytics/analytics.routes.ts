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
import { errorAnswers, bearer as security } from '../../lib/http';
import { ctxOf, type Guards } from '../../plugins/auth';
import type { AnalyticsService } from './analytics.service';

const errors = errorAnswers(401, 403, 422);
const tags = ['analytics'];

/** Spec 1 section 7: the dashboard's calls (analytics capability; decision 0100 defines each figure). */
export function analyticsRoutes(analytics: AnalyticsService, guards: Guards) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const onRequest = guards.requireCapability('analytics');

    app.get(
      '/api/analytics/dashboard-kpis',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'KPI cards: the period against the previous one',
          querystring: analyticsPeriodQuery,
          response: { 200: dashboardKpis, ...errors },
        },
      },
      (req) => analytics.dashboardKpis(ctxOf(req), req.query),
    );

    app.get(
      '/api/analytics/monthly-revenue-trend',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Revenue, loads, miles and RPM per delivery month, in total and by driver type',
          querystring: monthlyRevenueTrendQuery,
          response: { 200: monthlyRevenueTrend, ...errors },
        },
      },
      (req) => analytics.monthlyRevenueTrend(ctxOf(req), req.query),
    );

    app.get(
      '/api/analytics/customer-revenue',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Revenue by customer (broker), best first',
          querystring: customerRevenueQuery,
          response: { 200: customerRevenue, ...errors },
        },
      },
      (req) => analytics.customerRevenue(ctxOf(req), req.query),
    );

    app.get(
      '/api/analytics/driver-miles-stats',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Loaded and empty miles, in total and by driver type',
          querystring: analyticsPeriodQuery,
          response: { 200: driverMilesStats, ...errors },
        },
      },
      (req) => analytics.driverMilesStats(ctxOf(req), req.query),
    );

    app.get(
      '/api/analytics/dispatch-performance',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Figures per dispatcher, one dispatcher picked out, and the team average',
          querystring: dispatchPerformanceQuery,
          response: { 200: dispatchPerformance, ...errorAnswers(401, 403, 404, 422) },
        },
      },
      (req) => analytics.dispatchPerformance(ctxOf(req), req.query),
    );

    app.get(
      '/api/analytics/drivers-performance',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'The Drivers Performance table (reused for 5 minutes per company and period)',
          querystring: analyticsPeriodQuery,
          response: { 200: driversPerformance, ...errors },
        },
      },
      (req) => analytics.driversPerformance(ctxOf(req), req.query),
    );

    // Calls for the cards spec 1 left as placeholders (Dispatchers, Brokers, Performance tabs).
    app.get(
      '/api/analytics/dispatcher-workload',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Dispatcher workload and assignment figures, and loads by status',
          querystring: analyticsPeriodQuery,
          response: { 200: dispatcherWorkload, ...errors },
        },
      },
      (req) => analytics.dispatcherWorkload(ctxOf(req), req.query),
    );

    app.get(
      '/api/analytics/broker-performance',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Broker revenue, volume, rates and reliability',
          querystring: brokerPerformanceQuery,
          response: { 200: brokerPerformance, ...errors },
        },
      },
      (req) => analytics.brokerPerformance(ctxOf(req), req.query),
    );

    app.get(
      '/api/analytics/on-time-delivery',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Final deliveries completed within their appointment window, per month',
          querystring: analyticsPeriodQuery,
          response: { 200: onTimeDelivery, ...errors },
        },
      },
      (req) => analytics.onTimeDelivery(ctxOf(req), req.query),
    );

    app.get(
      '/api/analytics/revenue-efficiency',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Revenue per mile, and revenue per truck per week',
          querystring: analyticsPeriodQuery,
          response: { 200: revenueEfficiency, ...errors },
        },
      },
      (req) => analytics.revenueEfficiency(ctxOf(req), req.query),
    );

    app.get(
      '/api/analytics/truck-utilisation',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Days each truck had a load in the period',
          querystring: analyticsPeriodQuery,
          response: { 200: truckUtilisation, ...errors },
        },
      },
      (req) => analytics.truckUtilisation(ctxOf(req), req.query),
    );

    app.get(
      '/api/analytics/compliance',
      {
        onRequest,
        schema: {
          tags,
          security,
          summary: 'Expiring and expired dates, and missing driver qualification documents',
          response: { 200: complianceAnswer, ...errors },
        },
      },
      (req) => analytics.compliance(ctxOf(req)),
    );
  };
}
