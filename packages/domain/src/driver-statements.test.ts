import { describe, expect, it } from 'vitest';
import { paymentDateBounds, paymentDateProblem, statementMoney } from './driver-statements';

const problems = (value: unknown) => {
  const r = statementMoney('Amount').safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('statement amounts', () => {
  it('says the one thing wrong with an amount', () => {
    expect(problems('')).toEqual(['Amount is required']);
    expect(problems('12.345')).toEqual(['Amount must be a number with up to 2 decimals']);
    expect(problems('abc')).toEqual(['Amount must be a number with up to 2 decimals']);
    for (const negative of ['-5', -5, '-0.5', -12.345])
      expect(problems(negative)).toEqual(['Amount must be more than 0']);
    const change = statementMoney('Amount', { allowZero: true }).safeParse('-5');
    expect(change.error?.issues.map((i) => i.message)).toEqual(['Amount must be 0 or more']);
    expect(problems('99999999999999999')).toEqual(['Amount must be at most 999,999,999.99']);
    expect(problems('0')).toEqual(['Amount must be more than 0']);
    expect(problems('999999999.99')).toEqual([]);
    expect(statementMoney('Amount').parse(12.5)).toBe('12.5');
  });
});

describe('statement payment dates', () => {
  const period = '2026-10-19';
  const today = '2026-11-24';
  it('takes days from the pay period’s start to 31 days after the company’s today', () => {
    expect(paymentDateBounds(period, today)).toEqual({ min: '2026-10-19', max: '2026-12-25' });
    for (const day of ['2026-10-19', '2026-11-24', '2026-12-25'])
      expect(paymentDateProblem(day, period, today)).toBeNull();
  });

  it('refuses a day before the period or more than 31 days ahead, naming both limits', () => {
    const message =
      'Payment date must be between Oct 19, 2026 (the start of the pay period) and Dec 25, 2026 (31 days after today)';
    for (const day of ['1990-01-01', '2026-10-18', '2026-12-26', '2099-01-01'])
      expect(paymentDateProblem(day, period, today)).toBe(message);
  });
});
