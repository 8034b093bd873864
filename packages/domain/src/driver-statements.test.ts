import { describe, expect, it } from 'vitest';
import { statementMoney } from './driver-statements';

const problems = (value: unknown) => {
  const r = statementMoney('Amount').safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('statement amounts', () => {
  it('says the one thing wrong with an amount', () => {
    expect(problems('')).toEqual(['Amount is required']);
    expect(problems('12.345')).toEqual(['Amount must be an amount with up to 2 decimals']);
    expect(problems('99999999999999999')).toEqual(['Amount must be at most 999,999,999.99']);
    expect(problems('0')).toEqual(['Amount must be more than 0']);
    expect(problems('999999999.99')).toEqual([]);
    expect(statementMoney('Amount').parse(12.5)).toBe('12.5');
  });
});
