import { z } from 'zod';
import { addDaysToDay } from './dates';

/**
 * Scheduled analytics reports (decision 0119): a user with the analytics capability, in a company
 * whose plan has `analytics_reports`, subscribes themselves to any of these; each arrives at
 * 06:00 in the company's time zone, about the last completed period.
 */
export const REPORT_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];
export const reportFrequency = z.enum(REPORT_FREQUENCIES, {
  error: 'frequency must be daily, weekly or monthly',
});

/** The local hour (company time zone) reports are sent in: the hourly job sends them from 06:00 to 06:59. */
export const REPORT_SEND_HOUR = 6;

export const REPORT_FREQUENCY_LABELS: Readonly<Record<ReportFrequency, string>> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};

/** When each report is sent and what it covers, in the words the dialog and the e-mail use. */
export const REPORT_SCHEDULE_TEXT: Readonly<Record<ReportFrequency, string>> = {
  daily: 'Every day at 06:00, about the day before',
  weekly: 'Mondays at 06:00, about the previous week (Monday to Sunday)',
  monthly: 'On the 1st at 06:00, about the previous month',
};

/** How many customers and drivers a report lists. */
export const REPORT_TOP_LIMIT = 5;

/** Inclusive company days a report covers. */
export type ReportPeriod = { date_from: string; date_to: string };

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/**
 * The last completed period of a frequency on a company's day `today`: yesterday; the previous
 * Monday-to-Sunday week; the previous calendar month.
 */
export function reportPeriod(frequency: ReportFrequency, today: string): ReportPeriod {
  const yesterday = addDaysToDay(today, -1);
  if (frequency === 'daily') return { date_from: yesterday, date_to: yesterday };
  if (frequency === 'weekly') {
    // Sunday is 0: the last Sunday before today ends the week.
    const lastSunday = addDaysToDay(today, -(weekday(today) || 7));
    return { date_from: addDaysToDay(lastSunday, -6), date_to: lastSunday };
  }
  const lastOfPrevious = addDaysToDay(`${today.slice(0, 7)}-01`, -1);
  return { date_from: `${lastOfPrevious.slice(0, 7)}-01`, date_to: lastOfPrevious };
}

/** Whether a frequency's report is due on a company's day: every day, on Mondays, on the 1st. */
export function reportDueOn(frequency: ReportFrequency, today: string): boolean {
  if (frequency === 'daily') return true;
  if (frequency === 'weekly') return weekday(today) === 1;
  return today.endsWith('-01');
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const parts = (day: string) => ({ y: day.slice(0, 4), m: Number(day.slice(5, 7)) - 1, d: Number(day.slice(8, 10)) });

/** "Nov 23, 2026", "Nov 16–22, 2026", "Nov 30 – Dec 6, 2026", "Dec 28, 2026 – Jan 3, 2027", "November 2026". */
export function reportPeriodLabel(frequency: ReportFrequency, p: ReportPeriod): string {
  const a = parts(p.date_from);
  const b = parts(p.date_to);
  if (frequency === 'monthly') return `${MONTH_NAMES[a.m]} ${a.y}`;
  if (p.date_from === p.date_to) return `${MONTHS[a.m]} ${a.d}, ${a.y}`;
  if (a.y !== b.y) return `${MONTHS[a.m]} ${a.d}, ${a.y} – ${MONTHS[b.m]} ${b.d}, ${b.y}`;
  if (a.m !== b.m) return `${MONTHS[a.m]} ${a.d} – ${MONTHS[b.m]} ${b.d}, ${b.y}`;
  return `${MONTHS[a.m]} ${a.d}–${b.d}, ${b.y}`;
}

/** The Management Dashboard's address for a report's period (it reads `from` and `to`). */
export function reportDashboardPath(p: ReportPeriod): string {
  return `/app/dashboard?from=${p.date_from}&to=${p.date_to}`;
}

/** The signed-in user's subscriptions, and where and when they are sent. */
export const reportSubscriptions = z.object({
  /** The caller's sign-in address: reports go there and nowhere else. */
  email: z.string(),
  /** The company's time zone, in which 06:00 is counted. */
  time_zone: z.string(),
  subscriptions: z.array(z.object({ id: z.number().int(), frequency: reportFrequency, created_at: z.string() })),
});
export type ReportSubscriptions = z.infer<typeof reportSubscriptions>;

/** The caller's whole set of frequencies: those left out are turned off. */
export const reportSubscriptionsUpdate = z.strictObject({
  frequencies: z.array(reportFrequency).max(REPORT_FREQUENCIES.length),
});

/** The dialog's switches, one per frequency. */
export const reportSubscriptionsForm = z.object({ daily: z.boolean(), weekly: z.boolean(), monthly: z.boolean() });
export type ReportSubscriptionsForm = z.infer<typeof reportSubscriptionsForm>;
export const frequenciesOf = (form: ReportSubscriptionsForm): ReportFrequency[] =>
  REPORT_FREQUENCIES.filter((f) => form[f]);

export const reportSendNow = z.strictObject({ frequency: reportFrequency });

/** What "Send now" queued: which report, about which days, to whom. */
export const reportSent = z.object({
  frequency: reportFrequency,
  date_from: z.string(),
  date_to: z.string(),
  email: z.string(),
});
export type ReportSent = z.infer<typeof reportSent>;
