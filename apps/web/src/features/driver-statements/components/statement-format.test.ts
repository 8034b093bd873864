import { describe, expect, it } from 'vitest';
import { payRuleText, usd } from './statement-format';

describe('statement formats', () => {
  it('writes amounts as dollars with thousands and cents', () => {
    expect([usd('1234.5'), usd('-12.00'), usd('0'), usd(null)]).toEqual(['$1,234.50', '-$12.00', '$0.00', '—']);
  });

  it('writes a pay rule in a few words, without trailing zeros', () => {
    expect(payRuleText('per_mile_loaded', '0.6500')).toBe('$0.65/loaded mi');
    expect(payRuleText('per_mile_total', '0.5000')).toBe('$0.50/mi');
    expect(payRuleText('per_mile_total', '0.6250')).toBe('$0.625/mi');
    expect(payRuleText('percentage', '75.0000')).toBe('75% of rate');
    expect(payRuleText('percentage', '27.5000')).toBe('27.5% of rate');
    expect(payRuleText('flat_per_load', '250.0000')).toBe('$250.00 flat');
    expect(payRuleText(null, null)).toBe('—');
  });
});
