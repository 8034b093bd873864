import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAY_TYPES } from './drivers';
import { fromCents, roundHalfUp, toCents } from './money';
import {
  escrowDeduction,
  LINE_KINDS,
  lineGroup,
  loadPay,
  occurrencesInPeriod,
  previousWeek,
  recurringDeduction,
  splitCents,
  statementTotals,
  teamLoadPay,
} from './statement-money';

const decimal = (maxUnits: number, scale: number) =>
  fc.integer({ min: 0, max: maxUnits }).map((u) => {
    const s = String(u).padStart(scale + 1, '0');
    return `${s.slice(0, -scale)}.${s.slice(-scale)}`;
  });
const rule = fc.record({ pay_type: fc.constantFrom(...PAY_TYPES), rate: decimal(2_000_000, 4) });
const load = fc.record({
  rate_booked: fc.option(decimal(5_000_000, 2), { nil: null }),
  loaded_miles: fc.option(decimal(400_000, 2), { nil: null }),
  empty_miles: fc.option(decimal(100_000, 2), { nil: null }),
});
const split = fc.integer({ min: 1, max: 9_999 }).map((u) => fromCents(BigInt(u)));
const amount = fc.bigInt({ min: 0n, max: 10_000_000n });
const line = fc.record({ kind: fc.constantFrom(...LINE_KINDS), amount });

describe('statement money rules', () => {
  it('pays each pay type exactly, rounding once half up', () => {
    const l = { rate_booked: '2450.00', loaded_miles: '812.50', empty_miles: '95.25' };
    expect(fromCents(loadPay({ pay_type: 'per_mile_loaded', rate: '0.6500' }, l))).toBe('528.13'); // 528.125
    expect(fromCents(loadPay({ pay_type: 'per_mile_total', rate: '0.55' }, l))).toBe('499.26'); // 499.2625
    expect(fromCents(loadPay({ pay_type: 'percentage', rate: '27.5' }, l))).toBe('673.75');
    expect(fromCents(loadPay({ pay_type: 'flat_per_load', rate: '350.005' }, l))).toBe('350.01');
    expect(fromCents(loadPay({ pay_type: 'per_mile_loaded', rate: '0.65' }, { ...l, loaded_miles: null }))).toBe(
      '0.00',
    );
  });

  it('rounds half away from zero and stays within half a cent', () => {
    expect(roundHalfUp(5n, 2n)).toBe(3n);
    expect(roundHalfUp(-5n, 2n)).toBe(-3n);
    expect(roundHalfUp(4n, 3n)).toBe(1n);
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 8n }),
        (n, d) => {
          const r = roundHalfUp(n, d);
          const error = r * d - n;
          expect(2n * (error < 0n ? -error : error) <= d).toBe(true);
        },
      ),
    );
  });

  it('nets earnings plus additions minus deductions for any lines, and never loses a cent', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), (lines) => {
        const t = statementTotals(lines);
        const signed = lines.reduce((s, l) => s + (lineGroup(l.kind) === 'deduction' ? -l.amount : l.amount), 0n);
        expect(t.net).toBe(t.earnings + t.additions - t.deductions);
        expect(t.net).toBe(signed);
        expect(t.payable - t.carry_over).toBe(t.net);
        expect(t.payable >= 0n && t.carry_over >= 0n).toBe(true);
        expect(t.payable === 0n || t.carry_over === 0n).toBe(true);
      }),
    );
  });

  it('splits a team load so the two shares add up to the load pay', () => {
    fc.assert(
      fc.property(amount, split, (total, primarySplit) => {
        const [a, b] = splitCents(total, primarySplit);
        expect(a + b).toBe(total);
        expect(a >= 0n && b >= 0n).toBe(true);
      }),
    );
    fc.assert(
      fc.property(rule, load, split, (r, l, primarySplit) => {
        const [a, b] = teamLoadPay({ load: l, primary: r, secondary: { ...r }, primarySplit });
        expect(a + b).toBe(loadPay(r, l));
      }),
    );
  });

  it('pays drivers on different rules their own share, each within a cent of exact', () => {
    const [a, b] = teamLoadPay({
      load: { rate_booked: '3000.00', loaded_miles: '1000.00', empty_miles: '0' },
      primary: { pay_type: 'per_mile_loaded', rate: '0.6' },
      secondary: { pay_type: 'percentage', rate: '25' },
      primarySplit: '60.00',
    });
    expect([fromCents(a), fromCents(b)]).toEqual(['360.00', '300.00']);
  });

  it('never takes a balance below zero', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 5 }), fc.option(amount, { nil: null }), (each, n, balance) => {
        const { deduction, balance_after } = recurringDeduction(each, n, balance);
        expect(deduction >= 0n).toBe(true);
        if (balance === null) expect(deduction).toBe(each * BigInt(n));
        else {
          expect(balance_after !== null && balance_after >= 0n).toBe(true);
          expect(deduction + (balance_after ?? 0n)).toBe(balance);
        }
      }),
    );
    expect(recurringDeduction(50_000n, 1, 20_000n)).toEqual({ deduction: 20_000n, balance_after: 0n });
    expect(recurringDeduction(50_000n, 1, 0n)).toEqual({ deduction: 0n, balance_after: 0n });
  });

  it('builds escrow up to its target and no further', () => {
    fc.assert(
      fc.property(amount, amount, amount, (each, target, balance) => {
        const { deduction, balance_after } = escrowDeduction(each, target, balance);
        expect(deduction >= 0n && deduction <= each).toBe(true);
        expect(balance_after).toBe(balance + deduction);
        if (balance <= target) expect(balance_after <= target).toBe(true);
      }),
    );
    expect(escrowDeduction(toCents('100'), toCents('2500'), toCents('2450'))).toEqual({
      deduction: toCents('50'),
      balance_after: toCents('2500'),
    });
  });

  it('finds recurring charges due across month ends', () => {
    const monthly31 = { schedule: 'monthly' as const, day_of_month: 31, start_date: '2026-01-01', end_date: null };
    expect(occurrencesInPeriod(monthly31, '2026-02-23', '2026-03-01')).toBe(1); // Feb 28
    expect(occurrencesInPeriod(monthly31, '2026-03-02', '2026-03-08')).toBe(0);
    expect(occurrencesInPeriod(monthly31, '2026-03-30', '2026-04-05')).toBe(1); // Mar 31
    expect(occurrencesInPeriod(monthly31, '2028-02-28', '2028-03-05')).toBe(1); // leap year: Feb 29
    expect(occurrencesInPeriod({ ...monthly31, day_of_month: 1 }, '2026-01-26', '2026-02-01')).toBe(1);
    const weekly = {
      schedule: 'weekly' as const,
      day_of_month: null,
      start_date: '2026-01-07',
      end_date: '2026-01-28',
    };
    expect(occurrencesInPeriod(weekly, '2026-01-05', '2026-01-11')).toBe(1);
    expect(occurrencesInPeriod(weekly, '2026-01-05', '2026-02-01')).toBe(4);
    expect(occurrencesInPeriod(weekly, '2026-02-02', '2026-02-08')).toBe(0);
    const every = {
      schedule: 'every_statement' as const,
      day_of_month: null,
      start_date: '2026-01-10',
      end_date: null,
    };
    expect(occurrencesInPeriod(every, '2026-01-05', '2026-01-11')).toBe(1);
    expect(occurrencesInPeriod(every, '2025-12-29', '2026-01-04')).toBe(0);
  });

  it('defaults to the previous Monday to Sunday', () => {
    expect(previousWeek('2026-11-24')).toEqual({ period_start: '2026-11-16', period_end: '2026-11-22' });
    expect(previousWeek('2026-11-23')).toEqual({ period_start: '2026-11-16', period_end: '2026-11-22' });
    expect(previousWeek('2026-11-22')).toEqual({ period_start: '2026-11-09', period_end: '2026-11-15' });
  });
});
