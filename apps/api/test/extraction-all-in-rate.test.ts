import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/modules/extraction/read-document';
import { type Row, wordDoc } from './support/positioned-words';

/**
 * A letter whose only rate is an all-in figure told in a sentence ("The all-in rate for this load
 * is $1,991.00, fuel included"), and stops whose phone stands alone on the last line of the stop.
 * Generated here with the values known; every company and number is invented, the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

const page = (sentence: string): Row[] => [
  [20, [40, 'PRAIRIE LINE LOGISTICS'], [330, 'Load Number: 448120']],
  [34, [40, 'This confirms that Kettle Creek Transport (MC 123456) will haul load 448120 for us.']],
  [56, [40, 'Shipper 1']],
  [68, [60, 'Prairie Grain Co']],
  [80, [60, '1200 Elevator Rd']],
  [92, [60, 'Salina, KS 67401']],
  [104, [60, '06/03/2025 08:00']],
  [116, [60, '(785) 555-0142']],
  [134, [40, 'Consignee 1']],
  [146, [60, 'Blue Heron Foods']],
  [158, [60, '45 Commerce Dr']],
  [170, [60, 'San Antonio, TX 78205']],
  [182, [60, '06/05/2025 07:30']],
  [200, [40, 'Commodity: Paper Rolls']],
  [218, [40, sentence]],
];

const SENTENCES: [string, string][] = [
  ['The all-in rate for this load is $1,991.00, fuel included, payable 30 days from receipt of POD.', '1991.00'],
  ['Carrier agrees to an all-in rate of $2,450.00 including fuel surcharge; no other charges apply.', '2450.00'],
  ['We confirm an all-inclusive price of USD 1,800.00 for the move described above.', '1800.00'],
  ['The line haul for this load is $2,100.00 and the carrier will be paid within 30 days.', '2100.00'],
];

describe('an all-in rate told in a sentence', () => {
  for (const [sentence, amount] of SENTENCES)
    it(`reads ${amount} as the pay and the line haul from "${sentence.slice(0, 40)}..."`, () => {
      const rate = readDocument(wordDoc(page(sentence)), TODAY).rate_cargo;
      expect([rate.rate_booked, rate.linehaul]).toEqual([amount, amount]);
    });

  it('keeps a separate line haul when one is printed beside the all-in total', () => {
    const rows = [...page('Line Haul: $1,700.00'), [236, [40, 'Fuel: $291.00']], [248, [40, 'All-in Rate: $1,991.00']]];
    const rate = readDocument(wordDoc(rows as Row[]), TODAY).rate_cargo;
    expect([rate.rate_booked, rate.linehaul]).toEqual(['1991.00', '1700.00']);
  });

  it('reads a phone alone on the last line of a stop as its own', () => {
    const events = readDocument(wordDoc(page(SENTENCES[0]?.[0] ?? '')), TODAY).events;
    expect(events.map((e) => e.contact_phone)).toEqual(['(785) 555-0142', null]);
  });
});
