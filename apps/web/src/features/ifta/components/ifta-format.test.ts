import type { IftaEstimate } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { dueText, durationText, estimateSentence, formatGallons } from './ifta-format';

const estimate = (changes: Partial<IftaEstimate>): IftaEstimate => ({
  truck_id: 1,
  unit_number: 'T-101',
  reason: 'signal_gap',
  from: '2026-08-03T13:00:00Z',
  to: '2026-08-03T16:10:00Z',
  miles: '212',
  load_id: 7,
  load_number: '1042',
  jurisdictions: ['OK'],
  ...changes,
});

describe('the estimates in plain words', () => {
  it('says how long the signal was lost and what filled the gap', () => {
    expect(estimateSentence(estimate({}))).toBe("No signal for 3 h 10 min: filled from load 1042's stops");
    expect(estimateSentence(estimate({ load_id: null, load_number: null, to: '2026-08-03T13:45:00Z' }))).toBe(
      'No signal for 45 min: filled from the road between the positions either side',
    );
  });

  it('says a load without positions was estimated from its stops', () => {
    expect(estimateSentence(estimate({ reason: 'no_positions' }))).toBe(
      'No positions for load 1042: estimated from its stops',
    );
  });

  it('counts whole hours without minutes', () => {
    expect(durationText('2026-08-03T13:00:00Z', '2026-08-04T15:00:00Z')).toBe('26 h');
  });
});

describe('what a line adds', () => {
  it('names a credit instead of printing a minus sign', () => {
    expect(dueText('-58.10')).toBe('$58.10 credit');
    expect(dueText('412.30')).toBe('$412.30');
    expect(dueText('-0.00')).toBe('$0.00');
  });
});

describe('a purchase’s gallons', () => {
  it('prints the exact quantity without trailing zeros', () => {
    expect(formatGallons('112.450')).toBe('112.45');
    expect(formatGallons('1250.000')).toBe('1,250');
  });
});
