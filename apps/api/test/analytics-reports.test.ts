import {
  dayIn,
  FEATURE_DISABLED_DETAIL,
  formatUsd,
  type ReportFrequency,
  ROLE_IDS,
  reportPeriod,
  reportPeriodLabel,
} from '@tms/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyticsReportSubscriptions, companies, emailOutbox, userRoles, users } from '../src/db/schema';
import { withSystem, withTenant } from '../src/db/tenancy';
import { createAnalyticsService } from '../src/modules/analytics/analytics.service';
import { createAnalyticsReportsService } from '../src/modules/analytics-reports/analytics-reports.service';
import { createFeaturesService } from '../src/modules/features/features.service';
import { buildAnalyticsCompany } from './support/analytics';
import { buildCompany, buildSignedInCompany, buildUser, signIn } from './support/factories';
import { queueingMail } from './support/mail';
import { expectTenantIsolation } from './support/tenancy';
import { useTestApp } from './support/test-app';

type Headers = Record<string, string>;
const SUBSCRIPTIONS = '/api/analytics/report-subscriptions';
const SEND_NOW = '/api/analytics/reports/send-now';

const t = useTestApp();
let w: Awaited<ReturnType<typeof buildAnalyticsCompany>>;
let runDue: (now: Date) => Promise<{ subscription_id: number; frequency: ReportFrequency }[]>;
beforeAll(async () => {
  w = await buildAnalyticsCompany(t.app, t.db);
  const { jobs, mail } = queueingMail(t, {
    config: { ...t.config, smtp: undefined, mailFrom: 'x@y.test' },
    brand: 'Acme <Freight>',
  });
  const features = createFeaturesService({ db: t.db, onChange: () => undefined });
  // The hourly job's work, driven by hand with a fixed time (the test apps schedule none).
  runDue = createAnalyticsReportsService({
    db: t.db,
    analytics: createAnalyticsService(t.db, { driversCacheMs: 0, expiries: async () => ({ expiries: [] }) }),
    mail,
    jobs,
    featuresOf: async (id) => (await features.get(id)).features.filter((f) => f.enabled).map((f) => f.feature),
    appUrl: 'http://tms.test',
    cron: null,
    log: { error: () => undefined },
  }).runDue;
});

const call = (headers: Headers, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, payload });
const subscribe = async (headers: Headers, frequencies: ReportFrequency[]) => {
  const res = await call(headers, 'PUT', SUBSCRIPTIONS, { frequencies });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const mailsTo = (to: string) =>
  withSystem(t.db, (tx) => tx.select().from(emailOutbox).where(eq(emailOutbox.to_address, to)).orderBy(emailOutbox.id));
const emailOf = async (userId: number) =>
  (await withSystem(t.db, (tx) => tx.select().from(users).where(eq(users.id, userId))))[0]!.email;
const analytics = async (path: string, q: string) => {
  const res = await call(w.manager.headers, 'GET', `/api/analytics/${path}?${q}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('scheduled analytics reports: subscriptions', () => {
  it('lets a user turn their own reports on and off, going to their sign-in address, and audits each change', async () => {
    const { headers, user, company } = await buildSignedInCompany(t.app, t.db, 'ANALYST');
    expect((await call(headers, 'GET', SUBSCRIPTIONS)).json()).toEqual({
      email: user.email,
      time_zone: company.time_zone,
      subscriptions: [],
    });
    const on = await subscribe(headers, ['monthly', 'weekly', 'weekly']);
    expect(on.subscriptions.map((s: { frequency: string }) => s.frequency)).toEqual(['weekly', 'monthly']);
    const weeklyId = on.subscriptions[0].id;
    const changed = await subscribe(headers, ['daily', 'weekly']);
    expect(changed.subscriptions.map((s: { frequency: string }) => s.frequency)).toEqual(['daily', 'weekly']);
    // The weekly subscription was kept, not replaced.
    expect(changed.subscriptions[1].id).toBe(weeklyId);
    expect((await call(headers, 'GET', SUBSCRIPTIONS)).json().subscriptions).toHaveLength(2);
    expect((await subscribe(headers, [])).subscriptions).toEqual([]);

    const bad = await call(headers, 'PUT', SUBSCRIPTIONS, { frequencies: ['hourly'] });
    expect(bad.statusCode).toBe(422);
    // No free-form address: the set of frequencies is all the call takes.
    const address = await call(headers, 'PUT', SUBSCRIPTIONS, { frequencies: ['daily'], email: 'x@example.test' });
    expect(address.statusCode).toBe(422);

    const manager = await buildUser(t.db, { companyId: company.id, roles: ['MANAGER'] });
    const log = await call(
      (await signIn(t.app, manager.email)).headers,
      'GET',
      '/api/audit-log/?entity=analytics_report_subscription',
    );
    expect(log.statusCode, log.body).toBe(200);
    const details = log.json().entries.map((e: { detail: unknown }) => e.detail);
    expect(details).toEqual([
      { added: [], removed: ['daily', 'weekly'], frequencies: [] },
      { added: ['daily'], removed: ['monthly'], frequencies: ['daily', 'weekly'] },
      { added: ['weekly', 'monthly'], removed: [], frequencies: ['weekly', 'monthly'] },
    ]);
  });

  it('refuses users without the analytics capability, and companies whose plan lacks the feature', async () => {
    const dispatcher = await buildSignedInCompany(t.app, t.db, 'DISPATCHER');
    for (const [method, url, payload] of [
      ['GET', SUBSCRIPTIONS, undefined],
      ['PUT', SUBSCRIPTIONS, { frequencies: ['daily'] }],
      ['POST', SEND_NOW, { frequency: 'daily' }],
    ] as const) {
      expect((await call(dispatcher.headers, method, url, payload)).statusCode).toBe(403);
    }

    const starter = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    await withSystem(t.db, (tx) =>
      tx.update(companies).set({ plan: 'starter' }).where(eq(companies.id, starter.company.id)),
    );
    for (const [method, url, payload] of [
      ['GET', SUBSCRIPTIONS, undefined],
      ['PUT', SUBSCRIPTIONS, { frequencies: ['daily'] }],
      ['POST', SEND_NOW, { frequency: 'daily' }],
    ] as const) {
      const res = await call(starter.headers, method, url, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe(FEATURE_DISABLED_DETAIL('analytics_reports'));
    }
    // The growth plan includes it.
    await withSystem(t.db, (tx) =>
      tx.update(companies).set({ plan: 'growth' }).where(eq(companies.id, starter.company.id)),
    );
    expect((await call(starter.headers, 'GET', SUBSCRIPTIONS)).statusCode).toBe(200);
  });

  it("keeps each company's subscriptions to itself", async () => {
    let created = 0;
    await expectTenantIsolation({
      app: t.app,
      db: t.db,
      create: async (a) => {
        created = (await subscribe(a.headers, ['weekly'])).subscriptions[0].id;
        return created;
      },
      list: { url: SUBSCRIPTIONS, items: 'subscriptions' },
    });
    // Row-level security: another company's transaction does not see the row at all.
    const other = await buildCompany(t.db);
    const seen = await withTenant(t.db, other.id, (tx) =>
      tx.select().from(analyticsReportSubscriptions).where(eq(analyticsReportSubscriptions.id, created)),
    );
    expect(seen).toEqual([]);
  });
});

describe('scheduled analytics reports: sending', () => {
  it('"Send now" mails the caller the last completed period at once', async () => {
    const { headers, user, company } = await buildSignedInCompany(t.app, t.db, 'ACCOUNTANT');
    const res = await call(headers, 'POST', SEND_NOW, { frequency: 'weekly' });
    expect(res.statusCode, res.body).toBe(200);
    const period = reportPeriod('weekly', dayIn(company.time_zone));
    expect(res.json()).toEqual({ frequency: 'weekly', ...period, email: user.email });
    const [message, more] = await mailsTo(user.email);
    expect(more).toBeUndefined();
    expect(message!.kind).toBe('analytics_report');
    expect(message!.subject).toBe(`${company.name} — weekly report, ${reportPeriodLabel('weekly', period)}`);
    expect(message!.text_body).toContain(`/app/dashboard?from=${period.date_from}&to=${period.date_to}`);
    expect(message!.html_body).toContain('Open the Management Dashboard');
    expect((await call(headers, 'POST', SEND_NOW, { frequency: 'yearly' })).statusCode).toBe(422);
  });

  it('sends each report on its day at 06:00 company time, about the right period, with the dashboard figures, once', async () => {
    await subscribe(w.manager.headers, ['daily', 'weekly', 'monthly']);
    const email = await emailOf(w.manager.id);
    const sentFor = async (now: string) => {
      const before = (await mailsTo(email)).length;
      const ids = (await call(w.manager.headers, 'GET', SUBSCRIPTIONS))
        .json()
        .subscriptions.map((s: { id: number }) => s.id);
      const sent = (await runDue(new Date(now))).filter((s) => ids.includes(s.subscription_id));
      expect((await mailsTo(email)).length - before).toBe(sent.length);
      return sent.map((s) => s.frequency).sort();
    };

    // America/Chicago: Monday 2024-01-22, 05:59 local is before the hour.
    expect(await sentFor('2024-01-22T11:59:00Z')).toEqual([]);
    // 06:30 on a Monday: yesterday's daily report and last week's weekly one.
    expect(await sentFor('2024-01-22T12:30:00Z')).toEqual(['daily', 'weekly']);
    // The same hour again (a retry, or a second worker), and later that day: nothing twice.
    expect(await sentFor('2024-01-22T12:45:00Z')).toEqual([]);
    expect(await sentFor('2024-01-23T05:59:00Z')).toEqual([]);
    // Tuesday: only the daily one.
    expect(await sentFor('2024-01-23T12:30:00Z')).toEqual(['daily']);
    // Monday 2024-04-01, 06:30 CDT: daily, weekly (Mar 25-31) and monthly (March).
    expect(await sentFor('2024-04-01T11:30:00Z')).toEqual(['daily', 'monthly', 'weekly']);

    const messages = await mailsTo(email);
    const weekly = messages.find((m) => m.subject.includes('weekly report, Jan 15–21, 2024'));
    const monthly = messages.find((m) => m.subject.includes('monthly report, March 2024'));
    const daily = messages.find((m) => m.subject.includes('daily report, Jan 21, 2024'));
    expect(daily).toBeDefined();
    expect(messages.find((m) => m.subject.includes('daily report, Jan 22, 2024'))).toBeDefined();
    expect(weekly!.subject).toBe('Acme <Freight> — weekly report, Jan 15–21, 2024');
    expect(weekly!.html_body).toContain('Acme &#60;Freight&#62;');
    expect(weekly!.html_body).not.toContain('<Freight>');

    // The figures are the analytics calls' answers for the same days.
    for (const [message, q] of [
      [weekly!, 'date_from=2024-01-15&date_to=2024-01-21'],
      [monthly!, 'date_from=2024-03-01&date_to=2024-03-31'],
    ] as const) {
      const { kpis } = await analytics('dashboard-kpis', q);
      const change = (k: { change_percent: string | null }) =>
        k.change_percent === null
          ? 'no earlier figure to compare'
          : `${k.change_percent.startsWith('-') ? '' : '+'}${k.change_percent}% vs the previous period`;
      expect(message.text_body).toContain(`Revenue: ${formatUsd(kpis.revenue.value)} (${change(kpis.revenue)})`);
      expect(message.text_body).toContain(`Loads delivered: ${kpis.load_count.value} (`);
      expect(message.text_body).toContain(
        `Rate per mile (total): ${formatUsd(kpis.rpm_total.value)} (${change(kpis.rpm_total)})`,
      );
      const customers = await analytics('customer-revenue', `${q}&limit=5`);
      for (const c of customers.customers)
        expect(message.text_body).toContain(`- ${c.name} · ${formatUsd(c.revenue)} · ${c.load_count}`);
      const drivers = await analytics('drivers-performance', q);
      expect(drivers.drivers.length).toBeGreaterThan(0);
      for (const d of drivers.drivers.slice(0, 5))
        expect(message.text_body).toContain(`- ${d.name} · ${formatUsd(d.revenue)} · ${d.load_count}`);
      const dispatchers = await analytics('dispatch-performance', q);
      for (const d of dispatchers.dispatchers)
        expect(message.text_body).toContain(`- ${d.name} · ${formatUsd(d.revenue)} · ${d.load_count}`);
    }
    // Hand-checked against the table of buildAnalyticsCompany: L1 and L2 in that week, L3 in March.
    expect(weekly!.text_body).toContain('Revenue: $3,500.00');
    expect(weekly!.text_body).toContain('Total miles: 1,500.00');
    expect(monthly!.text_body).toContain('Revenue: $3,000.01');
    expect(weekly!.text_body).toContain('http://tms.test/app/dashboard?from=2024-01-15&to=2024-01-21');
  });

  it('makes up a run missed at six later the same company day, and not on the next day', async () => {
    const c = await buildSignedInCompany(t.app, t.db, 'MANAGER');
    await withSystem(t.db, (tx) =>
      tx.update(companies).set({ time_zone: 'America/Denver' }).where(eq(companies.id, c.company.id)),
    );
    await subscribe(c.headers, ['weekly']);
    // Monday 2024-02-05 in Denver: no run at 06:00; the one at 09:00 sends the week's report.
    await runDue(new Date('2024-02-05T16:00:00Z'));
    const week = reportPeriodLabel('weekly', reportPeriod('weekly', '2024-02-05'));
    expect((await mailsTo(c.user.email)).map((m) => m.subject)).toEqual([`Acme <Freight> — weekly report, ${week}`]);
    // Tuesday is not the weekly report's day: nothing more.
    await runDue(new Date('2024-02-06T16:00:00Z'));
    expect(await mailsTo(c.user.email)).toHaveLength(1);
  });

  it('skips inactive users, inactive or lapsed companies, plans without the feature and users without analytics', async () => {
    const monday = '2024-01-22T12:30:00Z';
    const subscriber = async () => {
      const c = await buildSignedInCompany(t.app, t.db, 'MANAGER');
      await subscribe(c.headers, ['weekly']);
      return c;
    };
    const control = await subscriber();
    const inactiveUser = await subscriber();
    await withSystem(t.db, (tx) =>
      tx.update(users).set({ is_active: false }).where(eq(users.id, inactiveUser.user.id)),
    );
    const inactiveCompany = await subscriber();
    await withSystem(t.db, (tx) =>
      tx.update(companies).set({ active: false }).where(eq(companies.id, inactiveCompany.company.id)),
    );
    const lapsed = await subscriber();
    await withSystem(t.db, (tx) =>
      tx.update(companies).set({ subscription_expires_at: '2024-01-21' }).where(eq(companies.id, lapsed.company.id)),
    );
    const starter = await subscriber();
    await withSystem(t.db, (tx) =>
      tx.update(companies).set({ plan: 'starter' }).where(eq(companies.id, starter.company.id)),
    );
    const demoted = await subscriber();
    // Moved to dispatching after subscribing: the report is no longer theirs to receive.
    await withSystem(t.db, (tx) =>
      tx.update(userRoles).set({ role_id: ROLE_IDS.DISPATCHER }).where(eq(userRoles.user_id, demoted.user.id)),
    );

    await runDue(new Date(monday));
    expect(await mailsTo(control.user.email)).toHaveLength(1);
    for (const skipped of [inactiveUser, inactiveCompany, lapsed, starter, demoted])
      expect(await mailsTo(skipped.user.email)).toEqual([]);
  });
});
