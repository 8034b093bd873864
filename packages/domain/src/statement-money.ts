import { addDaysToDay } from './dates';
import type { PayType } from './drivers';
import { type Cents, decimalUnits, roundHalfUp, toCents } from './money';

/**
 * The money rules of driver statements (decision 0110), pure and exact on money.ts: every amount
 * is integer cents as a bigint, every rate an exact decimal string. A line's amount is computed as an exact
 * fraction and rounded once, half up (away from zero), to the cent; totals are sums of rounded
 * lines, so the statement never gains or loses a cent that its lines do not show.
 */

/** The driver's pay profile in force on a load's delivery date. Rate: up to 4 decimals ($/mile, percent, $/load). */
export type PayRule = { pay_type: PayType; rate: string };

/** What a load pays on: its booked rate and miles (exact 2-decimal strings, null when unknown). */
export type LoadPayBasis = {
  rate_booked: string | null;
  loaded_miles: string | null;
  empty_miles: string | null;
};

/** Percent with 2 decimals ("60.00") as 10^-4 of the whole: 100% = 10_000. */
const SHARE_WHOLE = 10_000n;
const RATE_SCALE = 10_000n;

/**
 * The exact pay of a load under a rule, times a share of it (10_000 = all of it), as a fraction
 * of cents: { num, den }. Missing miles or rate count as 0.
 */
export function exactLoadPay(
  rule: PayRule,
  load: LoadPayBasis,
  share: bigint = SHARE_WHOLE,
): { num: bigint; den: bigint } {
  const rate = decimalUnits(rule.rate, 4);
  const loaded = toCents(load.loaded_miles ?? '0');
  const empty = toCents(load.empty_miles ?? '0');
  switch (rule.pay_type) {
    case 'per_mile_loaded':
      // rate in 10^-4 $, miles in 10^-2 => 10^-6 $ = 10^-4 cents.
      return { num: rate * loaded * share, den: RATE_SCALE * SHARE_WHOLE };
    case 'per_mile_total':
      return { num: rate * (loaded + empty) * share, den: RATE_SCALE * SHARE_WHOLE };
    case 'percentage':
      // cents x (rate / 100 percent, in 10^-4) => divide by 100 x 10^4.
      return { num: toCents(load.rate_booked ?? '0') * rate * share, den: 100n * RATE_SCALE * SHARE_WHOLE };
    case 'flat_per_load':
      // rate in 10^-4 $ => 10^-2 cents.
      return { num: rate * share, den: 100n * SHARE_WHOLE };
  }
}

/** A load's pay under a rule, in cents, rounded once. */
export function loadPay(rule: PayRule, load: LoadPayBasis): Cents {
  const { num, den } = exactLoadPay(rule, load);
  return roundHalfUp(num, den);
}

/** A team split percentage ("60.00") as 10^-4 of the whole. */
export function shareOf(split: string): bigint {
  return decimalUnits(split, 2);
}

/**
 * Splits an amount between the two drivers of a team load: the primary's share rounded half up,
 * the secondary gets the rest, so the shares always add up to the amount.
 */
export function splitCents(total: Cents, primarySplit: string): [Cents, Cents] {
  const primary = roundHalfUp(total * shareOf(primarySplit), SHARE_WHOLE);
  return [primary, total - primary];
}

export type TeamPayInput = {
  load: LoadPayBasis;
  primary: PayRule;
  secondary: PayRule;
  /** The primary driver's split in percent ("50.00"); the secondary's is the rest. */
  primarySplit: string;
};

/**
 * The pay of each driver of a team load. Drivers on the same rule share one load pay, split so
 * the two lines add up to it exactly; drivers on different rules each get their own rule's pay
 * times their share, each rounded once.
 */
export function teamLoadPay(input: TeamPayInput): [Cents, Cents] {
  const same =
    input.primary.pay_type === input.secondary.pay_type && rateEquals(input.primary.rate, input.secondary.rate);
  if (same) return splitCents(loadPay(input.primary, input.load), input.primarySplit);
  const primaryShare = shareOf(input.primarySplit);
  const p = exactLoadPay(input.primary, input.load, primaryShare);
  const s = exactLoadPay(input.secondary, input.load, SHARE_WHOLE - primaryShare);
  return [roundHalfUp(p.num, p.den), roundHalfUp(s.num, s.den)];
}

function rateEquals(a: string, b: string): boolean {
  return decimalUnits(a, 4) === decimalUnits(b, 4);
}

// ---- statement lines and totals ----

export const EARNING_KINDS = ['load_pay'] as const;
export const ADDITION_KINDS = ['bonus', 'reimbursement', 'detention', 'layover', 'other_addition'] as const;
export const DEDUCTION_KINDS = [
  'fuel',
  'cash_advance',
  'one_time',
  'recurring',
  'escrow',
  'carry_over',
  'other_deduction',
] as const;
export const LINE_KINDS = [...EARNING_KINDS, ...ADDITION_KINDS, ...DEDUCTION_KINDS] as const;
export type LineKind = (typeof LINE_KINDS)[number];
export type LineGroup = 'earning' | 'addition' | 'deduction';

export function lineGroup(kind: LineKind): LineGroup {
  if ((EARNING_KINDS as readonly string[]).includes(kind)) return 'earning';
  if ((ADDITION_KINDS as readonly string[]).includes(kind)) return 'addition';
  return 'deduction';
}

/** A line as the totals see it: its kind and its amount (never negative; the kind gives the sign). */
export type MoneyLine = { kind: LineKind; amount: Cents };

export type StatementTotals = {
  earnings: Cents;
  additions: Cents;
  deductions: Cents;
  /** earnings + additions - deductions: negative when deductions exceed earnings. */
  net: Cents;
  /** What the driver is paid: the net, never below zero. */
  payable: Cents;
  /** What the next statement deducts: the part of a negative net, else 0. */
  carry_over: Cents;
};

export function statementTotals(lines: readonly MoneyLine[]): StatementTotals {
  let earnings = 0n;
  let additions = 0n;
  let deductions = 0n;
  for (const line of lines) {
    if (line.amount < 0n) throw new RangeError('Line amounts are never negative');
    const group = lineGroup(line.kind);
    if (group === 'earning') earnings += line.amount;
    else if (group === 'addition') additions += line.amount;
    else deductions += line.amount;
  }
  const net = earnings + additions - deductions;
  return { earnings, additions, deductions, net, payable: net > 0n ? net : 0n, carry_over: net < 0n ? -net : 0n };
}

// ---- recurring charges and escrow ----

export const RECURRING_SCHEDULES = ['every_statement', 'weekly', 'monthly'] as const;
export type RecurringSchedule = (typeof RECURRING_SCHEDULES)[number];

export type RecurringChargeRule = {
  schedule: RecurringSchedule;
  /** For monthly: the day of the month (1-31); months shorter than it use their last day. */
  day_of_month: number | null;
  start_date: string;
  end_date: string | null;
};

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** How many times a charge falls due in a pay period (both days included). */
export function occurrencesInPeriod(rule: RecurringChargeRule, periodStart: string, periodEnd: string): number {
  const from = rule.start_date > periodStart ? rule.start_date : periodStart;
  const to = rule.end_date && rule.end_date < periodEnd ? rule.end_date : periodEnd;
  if (from > to) return 0;
  switch (rule.schedule) {
    case 'every_statement':
      return 1;
    case 'weekly': {
      // Every 7 days from the start date.
      let count = 0;
      let day = rule.start_date;
      const lag = Math.floor((Date.parse(from) - Date.parse(day)) / 86_400_000);
      if (lag > 0) day = addDaysToDay(day, Math.floor(lag / 7) * 7);
      while (day <= to) {
        if (day >= from) count += 1;
        day = addDaysToDay(day, 7);
      }
      return count;
    }
    case 'monthly': {
      const wanted = rule.day_of_month ?? Number(rule.start_date.slice(8, 10));
      let count = 0;
      let year = Number(from.slice(0, 4));
      let month = Number(from.slice(5, 7));
      for (;;) {
        const day = `${year}-${pad(month)}-${pad(Math.min(wanted, daysInMonth(year, month)))}`;
        if (day > to) break;
        if (day >= from) count += 1;
        month += 1;
        if (month > 12) {
          month = 1;
          year += 1;
        }
      }
      return count;
    }
  }
}

/**
 * What a recurring charge deducts: its amount per occurrence, capped by the balance left when it
 * has one (a down payment stops at zero). Answers the deduction and the balance after it.
 */
export function recurringDeduction(
  amount: Cents,
  occurrences: number,
  balance: Cents | null,
): { deduction: Cents; balance_after: Cents | null } {
  const due = amount * BigInt(occurrences);
  if (balance === null) return { deduction: due, balance_after: null };
  const left = balance > 0n ? balance : 0n;
  const deduction = due < left ? due : left;
  return { deduction, balance_after: left - deduction };
}

/** What escrow takes this statement: the per-statement amount until the target balance is reached. */
export function escrowDeduction(
  perStatement: Cents,
  target: Cents,
  balance: Cents,
): { deduction: Cents; balance_after: Cents } {
  const missing = target - balance;
  const deduction = missing <= 0n ? 0n : perStatement < missing ? perStatement : missing;
  return { deduction, balance_after: balance + deduction };
}

// ---- pay periods ----

/** The previous Monday-to-Sunday week of a day (the default pay period). */
export function previousWeek(today: string): { period_start: string; period_end: string } {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  const sinceMonday = (weekday + 6) % 7;
  const thisMonday = addDaysToDay(today, -sinceMonday);
  return { period_start: addDaysToDay(thisMonday, -7), period_end: addDaysToDay(thisMonday, -1) };
}
