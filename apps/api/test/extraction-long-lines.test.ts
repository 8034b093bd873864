import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/modules/extraction/read-document';
import { wordDoc } from './support/positioned-words';

const TODAY = new Date('2026-06-15T12:00:00Z');

/**
 * A sender controls every character of a rate confirmation. One line of tens of thousands of
 * characters, of any one shape, must be read in time linear in its length and must not stop the
 * reading of the rest: the child process's time limit is the last guard, not the usual one.
 */
const SHAPES: Record<string, string> = {
  letters: 'A'.repeat(50_000),
  'letters and dashes': 'AB-'.repeat(16_000),
  digits: '1'.repeat(50_000),
  'an identifier': `A1${'B2'.repeat(25_000)}`,
  'figures with commas': '1,'.repeat(25_000),
  'figures with spaces': '111 '.repeat(12_000),
  words: 'Load Pickup Delivery '.repeat(2_400),
  'captions and numbers': 'PO 12 ab, '.repeat(5_000),
  'e-mail characters': 'a.b-c_d+'.repeat(6_000),
};

describe('a line of tens of thousands of characters', () => {
  for (const [shape, line] of Object.entries(SHAPES))
    it(`of ${shape} is read in time, the rest of the sheet with it`, () => {
      const doc = wordDoc([
        [100, [40, 'Rate Confirmation']],
        [120, [40, 'Load #: KX-48213']],
        [140, [40, line]],
        [160, [40, 'Total Carrier Pay: $2,450.00']],
      ]);
      const started = performance.now();
      const r = readDocument(doc, TODAY);
      expect(performance.now() - started).toBeLessThan(5000);
      expect(r.basic_info.load_number).toBe('KX-48213');
      expect(r.rate_cargo.rate_booked).toBe('2450.00');
    });

  it('of figures alone under the title is no load number, and the reading does not fail', () => {
    const r = readDocument(
      wordDoc([
        [100, [40, 'Rate Confirmation']],
        [120, [40, '1'.repeat(50_000)]],
      ]),
      TODAY,
    );
    expect(r.basic_info.load_number ?? '').not.toHaveLength(50_000);
  });
});
