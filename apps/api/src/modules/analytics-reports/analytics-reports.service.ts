import {
  capabilitiesOf,
  dayIn,
  type Feature,
  REPORT_FREQUENCIES,
  REPORT_SEND_HOUR,
  REPORT_TOP_LIMIT,
  type ReportFrequency,
  type ReportPeriod,
  type ReportSent,
  type ReportSubscriptions,
  type RoleName,
  reportDashboardPath,
  reportDueOn,
  reportPeriod,
  reportPeriodLabel,
} from '@tms/domain';
import type { AppDb } from '../../db/client';
import { readTenant, withCompany, withSystem, withTenant } from '../../db/tenancy';
import type { Ctx } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { requireCompany, tenantScope } from '../../lib/scope';
import type { AnalyticsService } from '../analytics/analytics.service';
import { audit } from '../audit/audit.service';
import type { JobsService } from '../jobs/jobs.service';
import type { MailContent, MailService } from '../mail/mail.service';
import * as repo from './analytics-reports.repo';

/** The queue's name for the hourly run that sends the reports due. */
export const ANALYTICS_REPORTS_JOB = 'analytics-reports';
const USER_NOT_FOUND = 'User not found';

type Logger = { error(obj: unknown, msg?: string): void };
type Who = { companyId: number; userId: number };

/** A report's figures are what the subscriber would read on the dashboard: the analytics service's answers. */
type ReportCaller = Pick<Ctx, 'userId' | 'scope' | 'roles' | 'features'>;

/**
 * Scheduled analytics reports (decision 0119): each user with the analytics capability subscribes
 * themselves to daily, weekly or monthly reports, sent to their sign-in address at 06:00 in the
 * company's time zone by an hourly job; "Send now" mails the last completed period at once.
 */
export function createAnalyticsReportsService(deps: {
  db: AppDb;
  analytics: AnalyticsService;
  mail: MailService;
  jobs: JobsService;
  /** The company's effective features (plan and overrides), from the features module. */
  featuresOf: (companyId: number) => Promise<Feature[]>;
  appUrl: string;
  /** Cron of the hourly run (UTC), or null for none (another process runs it). */
  cron: string | null;
  log: Logger;
}) {
  const { db, analytics, mail, jobs, featuresOf, appUrl, cron, log } = deps;

  async function answerOf(tx: AppDb, who: Who): Promise<ReportSubscriptions> {
    const person = await repo.recipient(tx, who);
    if (!person) throw notFound(USER_NOT_FOUND);
    const rows = await repo.listSubscriptions(tx, who);
    return {
      email: person.email,
      time_zone: person.time_zone,
      subscriptions: rows.map((r) => ({
        id: r.id,
        frequency: r.frequency as ReportFrequency,
        created_at: r.created_at.toISOString(),
      })),
    };
  }

  /** The report's content for a period, from the analytics service's own answers. */
  async function contentOf(
    caller: ReportCaller,
    name: string,
    frequency: ReportFrequency,
    period: ReportPeriod,
  ): Promise<MailContent> {
    const ctx: Ctx = { ...caller, sessionId: ANALYTICS_REPORTS_JOB, ip: '', requestId: ANALYTICS_REPORTS_JOB };
    const q = { date_from: period.date_from, date_to: period.date_to };
    const { kpis } = await analytics.dashboardKpis(ctx, q);
    const customers = await analytics.customerRevenue(ctx, { ...q, limit: REPORT_TOP_LIMIT });
    const drivers = await analytics.driversPerformance(ctx, q);
    const dispatchers = await analytics.dispatchPerformance(ctx, q);
    const kpi = (k: keyof typeof kpis) => ({ value: kpis[k].value, change_percent: kpis[k].change_percent });
    return {
      kind: 'analytics_report',
      name,
      frequency,
      period_label: reportPeriodLabel(frequency, period),
      dashboard_url: `${appUrl}${reportDashboardPath(period)}`,
      kpis: {
        revenue: kpi('revenue'),
        load_count: kpi('load_count'),
        loaded_miles: kpi('loaded_miles'),
        empty_miles: kpi('empty_miles'),
        total_miles: kpi('total_miles'),
        rpm_total: kpi('rpm_total'),
      },
      customers: customers.customers.map((c) => ({ name: c.name, revenue: c.revenue, load_count: c.load_count })),
      drivers: drivers.drivers.slice(0, REPORT_TOP_LIMIT).map((d) => ({
        name: d.name,
        revenue: d.revenue,
        load_count: d.load_count,
        total_miles: d.total_miles,
      })),
      dispatchers: dispatchers.dispatchers.map((d) => ({ name: d.name, revenue: d.revenue, load_count: d.load_count })),
    };
  }

  /**
   * Sends every report due at `now`: for subscriptions in companies where it is 06:00 or later,
   * the daily report each day, the weekly one on Mondays, the monthly one on the 1st, each about the
   * last completed period and at most once per subscription and period. A run missed at six (the
   * server down, a retry later) is made up by the next one that day. Answers what was sent.
   */
  async function runDue(now: Date) {
    const due = await withSystem(db, (tx) => repo.subscriptionsFromHour(tx, now, REPORT_SEND_HOUR));
    const features = new Map<number, Feature[]>();
    const sent: { subscription_id: number; frequency: ReportFrequency; period: ReportPeriod }[] = [];
    const failures: unknown[] = [];
    for (const s of due) {
      const frequency = s.frequency as ReportFrequency;
      if (!reportDueOn(frequency, s.today)) continue;
      const roles = s.roles as RoleName[];
      if (!capabilitiesOf(roles).has('analytics')) continue;
      if (!features.has(s.company_id)) features.set(s.company_id, await featuresOf(s.company_id));
      const companyFeatures = features.get(s.company_id) ?? [];
      if (!companyFeatures.includes('analytics_reports')) continue;
      const period = reportPeriod(frequency, s.today);
      const key = { companyId: s.company_id, subscriptionId: s.id, periodFrom: period.date_from };
      try {
        if (await readTenant(db, s.company_id, (tx) => repo.wasSent(tx, key))) continue;
        const who = { companyId: s.company_id, userId: s.user_id };
        const person = await readTenant(db, s.company_id, (tx) => repo.recipient(tx, who));
        if (!person) continue;
        const caller = { userId: s.user_id, scope: tenantScope(s.company_id), roles, features: companyFeatures };
        const content = await contentOf(caller, person.name, frequency, period);
        const recorded = await withTenant(db, s.company_id, async (tx) => {
          // The record and the message commit together: a period is sent once, even by two runs at a time.
          if (!(await repo.recordDelivery(tx, { ...key, periodTo: period.date_to }))) return false;
          await mail.send(tx, { to: person.email, companyId: s.company_id, content });
          return true;
        });
        if (recorded) sent.push({ subscription_id: s.id, frequency, period });
      } catch (error) {
        log.error({ err: error, subscription: s.id }, 'analytics report failed');
        failures.push(error);
      }
    }
    // The others were sent; a retry of the run sends only what failed.
    if (failures.length) throw failures[0];
    return sent;
  }

  if (cron) {
    jobs.register(ANALYTICS_REPORTS_JOB, { retryLimit: 2, retryDelaySeconds: 120, backoff: false }, async () => {
      await runDue(new Date());
    });
    jobs.schedule(ANALYTICS_REPORTS_JOB, cron, 'UTC');
  }

  return {
    runDue,

    /** The caller's subscriptions and the address they go to. */
    mine(ctx: Ctx) {
      return withCompany(db, ctx, (tx, companyId) => answerOf(tx, { companyId, userId: ctx.userId }), 'read only');
    },

    /** Sets the caller's frequencies to exactly these; the change is audited. */
    setMine(ctx: Ctx, input: { frequencies: ReportFrequency[] }) {
      return withCompany(db, ctx, async (tx, companyId) => {
        const who = { companyId, userId: ctx.userId };
        const wanted = new Set(input.frequencies);
        const current = new Set((await repo.listSubscriptions(tx, who)).map((r) => r.frequency as ReportFrequency));
        const added = REPORT_FREQUENCIES.filter((f) => wanted.has(f) && !current.has(f));
        const removed = REPORT_FREQUENCIES.filter((f) => !wanted.has(f) && current.has(f));
        await repo.insertSubscriptions(tx, who, added);
        await repo.deleteSubscriptions(tx, who, removed);
        if (added.length || removed.length)
          await audit(tx, ctx, {
            action: 'update',
            entity: 'analytics_report_subscription',
            entityId: ctx.userId,
            detail: { added, removed, frequencies: REPORT_FREQUENCIES.filter((f) => wanted.has(f)) },
          });
        return answerOf(tx, who);
      });
    },

    /** Mails the caller the report of the last completed period of a frequency, at once. */
    async sendNow(ctx: Ctx, frequency: ReportFrequency): Promise<ReportSent> {
      const companyId = requireCompany(ctx);
      const who = { companyId, userId: ctx.userId };
      const person = await readTenant(db, companyId, (tx) => repo.recipient(tx, who));
      if (!person) throw notFound(USER_NOT_FOUND);
      const period = reportPeriod(frequency, dayIn(person.time_zone));
      const content = await contentOf(ctx, person.name, frequency, period);
      await withTenant(db, companyId, async (tx) => {
        await mail.send(tx, { to: person.email, companyId, content });
        await audit(tx, ctx, { action: 'send', entity: 'analytics_report', detail: { frequency, ...period } });
      });
      return { frequency, ...period, email: person.email };
    },
  };
}

export type AnalyticsReportsService = ReturnType<typeof createAnalyticsReportsService>;
