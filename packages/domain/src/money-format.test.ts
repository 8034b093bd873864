import { describe, expect, it } from 'vitest';
import { formatMiles, formatUsd } from './money-format';

describe('formatUsd', () => {
  it('formats exact amounts with separators and cents, beyond what a double holds exactly', () => {
    expect(formatUsd('1234.5')).toBe('$1,234.50');
    expect(formatUsd('0.00')).toBe('$0.00');
    expect(formatUsd('90071992547409.99')).toBe('$90,071,992,547,409.99');
    expect(formatUsd('12')).toBe('$12.00');
  });

  it('rounds half up to whole dollars for summary figures', () => {
    expect(formatUsd('1234.49', '—', true)).toBe('$1,234');
    expect(formatUsd('1234.50', '—', true)).toBe('$1,235');
  });

  it('keeps the cents of a negative amount', () => {
    expect(formatUsd('-5.25')).toBe('-$5.25');
    expect(formatUsd('-1234.05')).toBe('-$1,234.05');
  });

  it('shows the placeholder for a missing amount', () => {
    expect(formatUsd(null)).toBe('—');
    expect(formatUsd(undefined, 'Not set')).toBe('Not set');
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
