import { describe, expect, it } from 'vitest';
import { formatMiles, formatPayRule, formatUsd } from './money-format';

describe('formatUsd', () => {
  it('formats exact amounts with separators and cents, beyond what a double holds exactly', () => {
    expect(formatUsd('1234.5')).toBe('$1,234.50');
    expect(formatUsd('0.00')).toBe('$0.00');
    expect(formatUsd('90071992547409.99')).toBe('$90,071,992,547,409.99');
    expect(formatUsd('12')).toBe('$12.00');
  });

  it('rounds half up to whole dollars for summary figures', () => {
    expect(formatUsd('1234.49', { whole: true })).toBe('$1,234');
    expect(formatUsd('1234.50', { whole: true })).toBe('$1,235');
  });

  it('keeps the cents of a negative amount', () => {
    expect(formatUsd('-5.25')).toBe('-$5.25');
    expect(formatUsd('-1234.05')).toBe('-$1,234.05');
  });

  it('shows the placeholder for a missing amount', () => {
    expect(formatUsd(null)).toBe('—');
    expect(formatUsd(undefined, { empty: 'Not set' })).toBe('Not set');
  });
});

describe('formatUsd variants', () => {
  it('prints integer cents as their amount', () => {
    expect(formatUsd(123456n)).toBe('$1,234.56');
    expect(formatUsd(-49950n)).toBe('-$499.50');
    expect(formatUsd(0n, { empty: '' })).toBe('$0.00');
  });

  it('rounds what it cannot show half away from zero, and never shows -$0', () => {
    expect(formatUsd('2.345')).toBe('$2.35');
    expect(formatUsd('-2.345')).toBe('-$2.35');
    expect(formatUsd('-0.004')).toBe('$0.00');
    expect(formatUsd('-0.40', { whole: true })).toBe('$0');
    expect(formatUsd('-499.50', { whole: true })).toBe('-$500');
  });

  it('prints unit prices with 3 to 4 decimals', () => {
    expect(formatUsd('3.4590', { unitPrice: true })).toBe('$3.459');
    expect(formatUsd('3.4567', { unitPrice: true })).toBe('$3.4567');
    expect(formatUsd('3.45', { unitPrice: true })).toBe('$3.450');
    expect(formatUsd('1234.56785', { unitPrice: true })).toBe('$1,234.5679');
  });

  it('shortens headline figures from $10,000 on', () => {
    expect(formatUsd('9999.99', { compact: true })).toBe('$9,999.99');
    expect(formatUsd('10000', { compact: true })).toBe('$10K');
    expect(formatUsd('113745.20', { compact: true })).toBe('$113.7K');
    expect(formatUsd('-113750', { compact: true })).toBe('-$113.8K');
    expect(formatUsd('999960', { compact: true })).toBe('$1M');
    expect(formatUsd('2500000', { compact: true })).toBe('$2.5M');
  });
});

describe('formatMiles', () => {
  it('shows whole miles with separators, rounded half up, as the board does', () => {
    expect(formatMiles('100.00')).toBe('100');
    expect(formatMiles('1437.5')).toBe('1,438');
    expect(formatMiles('1437.49')).toBe('1,437');
    expect(formatMiles('0')).toBe('0');
    expect(formatMiles(null)).toBe('—');
  });
});

describe('formatPayRule', () => {
  it('words each pay type as the statement prints it', () => {
    expect(formatPayRule('per_mile_loaded', '0.6500')).toBe('$0.65/loaded mi');
    expect(formatPayRule('per_mile_total', '0.6250')).toBe('$0.625/mi');
    expect(formatPayRule('percentage', '27.5000')).toBe('27.5% of rate');
    expect(formatPayRule('flat_per_load', '1250.0000')).toBe('$1,250.00 flat');
    expect(formatPayRule(null, null)).toBe('—');
  });

  it('adds the driver’s share of a team load', () => {
    expect(formatPayRule('percentage', '75.0000', '60.00')).toBe('75% of rate · team 60%');
    expect(formatPayRule('per_mile_loaded', '0.5000', '33.50')).toBe('$0.50/loaded mi · team 33.5%');
  });

  it('names the miles a per-mile rule pays on: loaded only, or loaded plus empty', () => {
    const miles = { loaded_miles: '320.40', empty_miles: '36.60' };
    expect(formatPayRule('per_mile_loaded', '0.6100', null, miles)).toBe('320 loaded miles at $0.61/mi');
    expect(formatPayRule('per_mile_total', '0.6100', null, miles)).toBe('357 total miles at $0.61/mi');
    expect(formatPayRule('per_mile_total', '0.5000', '60.00', { loaded_miles: '1000.00', empty_miles: '100.00' })).toBe(
      '1,100 total miles at $0.50/mi · team 60%',
    );
  });

  it('counts missing miles as none, as the pay does, and leaves other rules as they are', () => {
    expect(formatPayRule('per_mile_total', '0.6100', null, { loaded_miles: '812.50', empty_miles: null })).toBe(
      '813 total miles at $0.61/mi',
    );
    expect(formatPayRule('per_mile_loaded', '0.6100', null, {})).toBe('0 loaded miles at $0.61/mi');
    expect(formatPayRule('per_mile_loaded', '0.6100', null, { loaded_miles: '1.00' })).toBe(
      '1 loaded mile at $0.61/mi',
    );
    expect(formatPayRule('percentage', '75.0000', null, { loaded_miles: '357.00' })).toBe('75% of rate');
    expect(formatPayRule('flat_per_load', '250.0000', null, { loaded_miles: '357.00' })).toBe('$250.00 flat');
  });
});
