import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/modules/extraction/read-document';
import { type Row, wordDoc } from './support/positioned-words';

/**
 * Charges told as a sum under the total, each amount before its label ("(2,750.00 line haul +
 * 137.50 fuel)"), as an e-mail confirming a load writes them. Generated here with the values known.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

const page = (total: string, sum: string): Row[] => [
  [20, [40, 'From: dispatch@prairieline.com']],
  [32, [40, 'Subject: Load 448120 - load confirmation']],
  [56, [40, 'Pickup: Prairie Grain Co, 1200 Elevator Rd, Salina, KS 67401']],
  [68, [40, 'Appt: 06/03/2025 08:00']],
  [84, [40, 'Drop: Blue Heron Foods, 45 Commerce Dr, San Antonio, TX 78205']],
  [96, [40, 'Appt: 06/05/2025 07:30']],
  [120, [40, `Total: ${total}`]],
  [132, [40, sum]],
];

const SUMS: [string, string, string][] = [
  ['$2,887.50', '($2,750.00 line haul + $137.50 fuel)', '2750.00'],
  ['2,887.50', '(2,750.00 linehaul rate + 137.50 fuel)', '2750.00'],
  ['$3,012.50', '($2,750.00 line haul + $137.50 fuel + $125.00 detention)', '2750.00'],
];

describe('charges told as a sum', () => {
  for (const [total, sum, linehaul] of SUMS)
    it(`reads the line haul before its label in "${sum}"`, () => {
      const rate = readDocument(wordDoc(page(total, sum)), TODAY).rate_cargo;
      expect([rate.linehaul, rate.rate_booked]).toEqual([linehaul, total.replace(/[$,]/g, '')]);
    });

  it('still reads an amount after its label when no sum follows', () => {
    const rate = readDocument(wordDoc(page('$2,887.50', 'Line haul: $2,750.00 + fuel')), TODAY).rate_cargo;
    expect(rate.linehaul).toBe('2750.00');
  });
});
