import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, tenantKey } from './columns';
import { users } from './users';

/**
 * A user's own subscription to a scheduled analytics report (decision 0119): one row per user and
 * frequency. Reports go to the user's sign-in address, so there is no address column.
 */
export const analyticsReportSubscriptions = pgTable(
  'analytics_report_subscriptions',
  {
    ...tenantKey(),
    user_id: belongsTo('user_id', () => users.id),
    frequency: text('frequency').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('analytics_report_subscriptions_user_frequency_key').on(t.user_id, t.frequency),
    index('analytics_report_subscriptions_company_idx').on(t.company_id),
    check('analytics_report_subscriptions_frequency_check', sql`${t.frequency} in ('daily', 'weekly', 'monthly')`),
  ],
);

/**
 * Each report the schedule sent: one row per subscription and period, written in the transaction
 * that puts the e-mail in the outbox, so a repeated or retried run never sends a period twice.
 */
export const analyticsReportDeliveries = pgTable(
  'analytics_report_deliveries',
  {
    ...tenantKey(),
    subscription_id: belongsTo('subscription_id', () => analyticsReportSubscriptions.id),
    period_from: date('period_from').notNull(),
    period_to: date('period_to').notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('analytics_report_deliveries_period_key').on(t.subscription_id, t.period_from),
    index('analytics_report_deliveries_company_idx').on(t.company_id),
  ],
);
