import { describe, expect, it } from 'vitest';
import { payRuleText } from './statement-format';

describe('statement formats', () => {
  it('writes a pay rule in a few words, without trailing zeros', () => {
    expect(payRuleText('per_mile_loaded', '0.6500')).toBe('$0.65/loaded mi');
    expect(payRuleText('per_mile_total', '0.5000')).toBe('$0.50/mi');
    expect(payRuleText('per_mile_total', '0.6250')).toBe('$0.625/mi');
    expect(payRuleText('percentage', '75.0000')).toBe('75% of rate');
    expect(payRuleText('percentage', '27.5000')).toBe('27.5% of rate');
    expect(payRuleText('flat_per_load', '250.0000')).toBe('$250.00 flat');
    expect(payRuleText(null, null)).toBe('—');
  });

  it('names the miles a per-mile rule pays on, given the line’s miles', () => {
    const miles = { loaded_miles: '320.00', empty_miles: '37.00' };
    expect(payRuleText('per_mile_loaded', '0.6100', null, miles)).toBe('320 loaded miles at $0.61/mi');
    expect(payRuleText('per_mile_total', '0.6100', '60.00', miles)).toBe('357 total miles at $0.61/mi · team 60%');
  });
});
