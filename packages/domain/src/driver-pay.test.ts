import { describe, expect, it } from 'vitest';
import { accessorialCreate, accessorialTotals, loadMargin } from './accessorials';
import { driverPayOf, loadDriverPay, loadPayBasis } from './driver-pay';

const load = { rate_booked: '1500.00', loaded_miles: '500.00', empty_miles: '100.00' };

describe('driverPayOf', () => {
  it('pays per loaded mile: 500 loaded miles at 0.60 is 300.00', () => {
    expect(driverPayOf({ pay_type: 'per_mile_loaded', rate: '0.60' }, load)).toBe('300.00');
    expect(loadPayBasis({ primary: { pay_type: 'per_mile_loaded', rate: '0.6' } }, load)).toBe('500 loaded mi × $0.60');
  });

  it('pays per total mile, loaded and empty', () => {
    expect(driverPayOf({ pay_type: 'per_mile_total', rate: '0.55' }, load)).toBe('330.00');
    expect(loadPayBasis({ primary: { pay_type: 'per_mile_total', rate: '0.55' } }, load)).toBe('600 mi × $0.55');
  });

  it('pays a percentage of the rate booked, rounded once half away from zero', () => {
    expect(driverPayOf({ pay_type: 'percentage', rate: '25' }, load)).toBe('375.00');
    expect(driverPayOf({ pay_type: 'percentage', rate: '33.3333' }, { ...load, rate_booked: '1000.05' })).toBe(
      '333.35',
    );
  });

  it('pays a flat amount whatever the miles', () => {
    expect(driverPayOf({ pay_type: 'flat_per_load', rate: '250' }, load)).toBe('250.00');
    expect(loadPayBasis({ primary: { pay_type: 'flat_per_load', rate: '250' } }, load)).toBe('Flat $250.00');
  });

  it('rounds a per-mile pay exactly: 333.33 miles at 0.605 is 201.66', () => {
    expect(driverPayOf({ pay_type: 'per_mile_loaded', rate: '0.605' }, { ...load, loaded_miles: '333.33' })).toBe(
      '201.66',
    );
  });

  it('answers null without a profile', () => {
    expect(driverPayOf(null, load)).toBeNull();
    expect(loadDriverPay({ primary: null }, load)).toBeNull();
    expect(loadPayBasis({ primary: null }, load)).toBeNull();
  });
});

describe('loadDriverPay on a team load', () => {
  it('pays each driver their own profile times their split, and the load the sum', () => {
    const crew = {
      primary: { pay_type: 'per_mile_loaded' as const, rate: '0.60' },
      team: { secondary: { pay_type: 'flat_per_load' as const, rate: '400' }, primarySplit: '60.00' },
    };
    // 300.00 x 60% = 180.00; 400.00 x 40% = 160.00.
    expect(loadDriverPay(crew, load)).toBe('340.00');
    expect(loadPayBasis(crew, load)).toBe('60% × 500 loaded mi × $0.60 + 40% × Flat $400.00');
  });

  it('shares one pay exactly when both drivers are on the same profile', () => {
    const rule = { pay_type: 'per_mile_loaded' as const, rate: '0.61' };
    const crew = { primary: rule, team: { secondary: rule, primarySplit: '33.33' } };
    expect(loadDriverPay(crew, { ...load, loaded_miles: '333.33' })).toBe('203.33');
  });

  it('answers null when the second driver has no profile', () => {
    const crew = {
      primary: { pay_type: 'flat_per_load' as const, rate: '100' },
      team: { secondary: null, primarySplit: '50' },
    };
    expect(loadDriverPay(crew, load)).toBeNull();
  });
});

describe('accessorials', () => {
  it('parses amounts with the money rules', () => {
    expect(accessorialCreate.parse({ kind: 'detention', amount: 75 }).amount).toBe('75.00');
    expect(accessorialCreate.parse({ kind: 'lumper', amount: '120.5' })).toMatchObject({
      amount: '120.50',
      billed_to_customer: true,
      paid_to_driver: false,
      description: null,
    });
    const refusal = (amount: unknown) =>
      accessorialCreate.safeParse({ kind: 'tonu', amount }).error?.issues[0]?.message;
    expect(refusal('0')).toBe('Amount must be more than 0');
    expect(refusal('-5')).toBe('Amount must be more than 0');
    expect(refusal('1.005')).toBe('Amount accepts up to 2 decimals');
    expect(refusal('abc')).toBe('Amount must be a number');
    expect(refusal('99999999999')).toBe('Amount is too large');
    expect(accessorialCreate.safeParse({ kind: 'parking', amount: 5 }).success).toBe(false);
  });

  it('totals what is billed and what is paid, and the margin, exactly', () => {
    const totals = accessorialTotals([
      { amount: '75.00', billed_to_customer: true, paid_to_driver: true },
      { amount: '0.10', billed_to_customer: true, paid_to_driver: false },
      { amount: '0.20', billed_to_customer: false, paid_to_driver: true },
    ]);
    expect(totals).toEqual({ billed_total: '75.10', driver_total: '75.20' });
    expect(loadMargin({ rate_booked: '1500.00', rate_dispatched: '300.00' }, totals)).toBe('1199.90');
    expect(loadMargin({ rate_booked: '1500.00', rate_dispatched: null }, totals)).toBeNull();
  });
});
