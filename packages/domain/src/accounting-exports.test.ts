import { describe, expect, it } from 'vitest';
import { previousMonth, quickbooksExportQuery } from './accounting-exports';

describe('previousMonth', () => {
  it('is the whole month before, across a year and a leap February', () => {
    expect(previousMonth('2026-11-30')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(previousMonth('2026-01-01')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(previousMonth('2028-03-15')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('is a range the export takes', () => {
    expect(quickbooksExportQuery.safeParse({ ...previousMonth('2026-03-02') }).success).toBe(true);
  });
});
