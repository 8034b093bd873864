import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/modules/extraction/read-document';
import { findMoney } from '../src/modules/extraction/values';
import { type Row, wordDoc } from './support/positioned-words';

/**
 * The load's facts as a pair of captions over their values ("MOVEMENT #" beside "TENDER DATE"),
 * references listed after "Ref Nos:" with "P/O" before each, charges under captions that end with
 * the charge's name ("Carrier Total:", "Contract Rate:"), days printed with dots. Generated here with
 * the values known; every company and number is invented, the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

function sheet(loadCaption: string, refs: string): Row[] {
  return [
    [20, [40, 'PRAIRIE LINE LOGISTICS']],
    [40, [40, loadCaption], [220, 'TENDER DATE']],
    [50, [40, 'KEW-408033'], [220, '06.02.2025']],
    [70, [40, 'Carrier: Kettle Creek Transport']],
    [84, [40, refs]],
    [104, [40, 'Pickup']],
    [116, [40, 'Prairie Grain Co']],
    [128, [40, '1200 Elevator Rd']],
    [140, [40, 'Salina, KS 67401']],
    [152, [40, 'Date: 06.03.2025 08:00']],
    [172, [40, 'Delivery']],
    [184, [40, 'Blue Heron Foods']],
    [196, [40, '45 Commerce Dr']],
    [208, [40, 'San Antonio, TX 78205']],
    [220, [40, 'Date: 06.05.2025 07:30']],
    [244, [40, 'Commodity: Paper Rolls'], [330, 'Contract Rate: $2050']],
    [256, [330, 'Fuel Adjustment: $150']],
    [268, [330, 'Carrier Total: $2200']],
  ];
}

describe("the load's facts under captions of their own", () => {
  for (const caption of ['MOVEMENT #', 'BOOKING #'])
    it(`reads the number under "${caption}" beside another caption`, () => {
      const read = readDocument(wordDoc(sheet(caption, 'Ref Nos: P/O 87949507; BOL 63754689')), TODAY);
      expect(read.basic_info.load_number).toBe('KEW-408033');
      expect(read.basic_info.other_reference_numbers).toEqual(['87949507', '63754689']);
    });

  it('reads a total and a line haul whose captions end with their names', () => {
    const read = readDocument(wordDoc(sheet('MOVEMENT #', '')), TODAY);
    expect([read.rate_cargo.rate_booked, read.rate_cargo.linehaul]).toEqual(['2200.00', '2050.00']);
    expect(read.rate_cargo.accessorials).toEqual([{ description: 'Fuel', amount: '150.00' }]);
  });

  it('takes no money from a day printed with dots', () => {
    expect(findMoney('Due 02.04.2026')).toEqual([]);
    expect(findMoney('Fuel 84.50').map((m) => m.cents)).toEqual([8450]);
  });
});
