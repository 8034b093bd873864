import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/modules/extraction/read-document';
import { type Row, wordDoc } from './support/positioned-words';

/**
 * Spaced dot leaders of a proportional font ("Name . . . . . Acme"), run on to the value or ending
 * the caption's cell with the value set apart; and a band that gives the first pickup and the last
 * delivery at the top, each row led by a side label ("FROM", "TO", "ORIGIN", "DEST.") with the
 * place first and the name and street under it, numbered "Stop 1 of 3" out of page order.
 * Generated here with the values known; every company and number is invented, the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

type Cell = [x: number, text: string];

describe('spaced dot leaders', () => {
  const dots = (n: number) => Array.from({ length: n }, () => '.').join(' ');
  // One run: "Name . . . . . Harbor Mills"; apart: "Name . . . . ." and the value in its own column.
  const runOn = (caption: string, value: string): Cell[] => [
    [60, `${caption} ${dots(Math.max(4, 20 - caption.length))} ${value}`],
  ];
  const setApart = (caption: string, value: string): Cell[] => [
    [60, `${caption} ${dots(Math.max(4, 20 - caption.length))}`],
    [260, value],
  ];
  const sheet = (pair: (caption: string, value: string) => Cell[]): Row[] => [
    [20, [200, 'LANTERN RIDGE LOGISTICS']],
    [40, [40, 'LOAD']],
    [54, ...pair('Confirmation #', 'QX44120')],
    [68, ...pair('Booked Carrier', 'Osprey Road Lines')],
    [88, [40, 'Shipper 1']],
    [102, ...pair('Name', 'Harbor Mills')],
    [116, ...pair('Address', '18 Dock St')],
    [130, [260, 'Mobile, AL 36602']],
    [144, ...pair('Date', 'Tuesday, June 3, 2025')],
    [158, ...pair('Time', 'at 05:00')],
    [172, ...pair('PU #', 'PK55120')],
    [192, [40, 'Consignee 1']],
    [206, ...pair('Name', 'Juniper Cold Storage')],
    [220, ...pair('Address', '410 Frost Ave')],
    [234, [260, 'Tulsa, OK 74107']],
    [248, ...pair('Date', 'Wednesday, June 4, 2025')],
    [262, ...pair('Time', 'at 10:30')],
    [276, ...pair('Delivery Ref', 'DR88213')],
    [296, [40, 'FREIGHT']],
    [310, ...pair('Product', 'Canned Goods')],
    [324, ...pair('Trip Distance', '612')],
    [338, ...pair('Total Amount', '$2,450.00')],
  ];

  for (const [name, pair] of [
    ['run on to the value', runOn],
    ['with the value set apart', setApart],
  ] as const)
    it(`reads captions and values joined by spaced dots ${name}`, () => {
      const doc = wordDoc(sheet(pair));
      const named = doc.lines.find((l) => /^Name:\s+Harbor Mills$/.test(l.text));
      expect(named?.segments.length).toBe(pair === runOn ? 1 : 2);
      expect(doc.lines.some((l) => /\. \./.test(l.text))).toBe(false);
      const r = readDocument(doc, TODAY);
      expect(r.basic_info.load_number).toBe('QX44120');
      expect(r.basic_info.carrier_name).toBe('Osprey Road Lines');
      expect(r.rate_cargo.loaded_miles).toBe(612);
      expect(r.rate_cargo.rate_booked).toBe('2450.00');
      expect(
        r.events.map((e) => [
          e.event_type,
          e.facility_name,
          e.location_street,
          e.location_postal_code,
          e.event_date,
          e.reference_number,
        ]),
      ).toEqual([
        ['pickup', 'Harbor Mills', '18 Dock St', '36602', '2025-06-03', 'PK55120'],
        ['delivery', 'Juniper Cold Storage', '410 Frost Ave', '74107', '2025-06-04', 'DR88213'],
      ]);
    });
});

describe('a FROM/TO band with the stops between under it', () => {
  const band = (from: string, to: string): Row[] => [
    [20, [40, 'CEDAR PLAINS FREIGHT'], [440, 'Load #: 7712045']],
    [60, [46, from], [110, 'Mobile, AL 36602'], [400, 'Stop 1 of 3']],
    [72, [400, 'PU #: PK55120']],
    [78, [110, 'Harbor Mills']],
    [84, [400, 'Phone: (251) 555-0142']],
    [90, [110, '18 Dock St']],
    [110, [110, 'Date'], [230, 'Time']],
    [122, [110, '2025-06-03'], [230, 'at 05:00']],
    [146, [46, to], [110, 'Tulsa, OK 74107'], [400, 'Stop 3 of 3']],
    [158, [400, 'Del #: DR88213']],
    [164, [110, 'Juniper Cold Storage']],
    [176, [110, '410 Frost Ave']],
    [196, [110, 'Date'], [230, 'Time']],
    [208, [110, '2025-06-06'], [230, 'at 10:30']],
    [236, [40, 'ADDITIONAL STOPS']],
    [254, [40, 'Stop 2 of 3 - Delivery 1']],
    [266, [40, 'Prairie Wind Packaging'], [320, 'Date: 2025-06-04']],
    [278, [40, '77 Mill Ct'], [320, 'Time: at 08:00']],
    [290, [40, 'Wichita, KS 67202'], [320, 'Del #: DW10233']],
    [320, [40, 'Total Carrier Pay: $3,100.00']],
  ];

  for (const [from, to] of [
    ['FROM', 'TO'],
    ['ORIGIN', 'DEST.'],
    ['SHIP FROM', 'SHIP TO'],
  ] as const)
    it(`reads the band's rows labelled "${from}" and "${to}" as the first and the last stop`, () => {
      const r = readDocument(wordDoc(band(from, to)), TODAY);
      expect(
        r.events.map((e) => [
          e.event_type,
          e.facility_name,
          e.location_street,
          e.location_city,
          e.event_date,
          e.reference_number,
        ]),
      ).toEqual([
        ['pickup', 'Harbor Mills', '18 Dock St', 'Mobile', '2025-06-03', 'PK55120'],
        ['delivery', 'Prairie Wind Packaging', '77 Mill Ct', 'Wichita', '2025-06-04', 'DW10233'],
        ['delivery', 'Juniper Cold Storage', '410 Frost Ave', 'Tulsa', '2025-06-06', 'DR88213'],
      ]);
    });

  it('keeps the page order when the stop numbers do not account for every stop', () => {
    const rows = band('FROM', 'TO').map((row): Row => {
      const [top, ...cells] = row;
      return [top, ...cells.map(([x, t]): [number, string] => [x, t === 'Stop 3 of 3' ? 'Stop 3 of 4' : t])];
    });
    const r = readDocument(wordDoc(rows), TODAY);
    expect(r.events.map((e) => e.location_city)).toEqual(['Mobile', 'Tulsa', 'Wichita']);
  });
});

describe('stops numbered with a bare "#"', () => {
  it('reads "# 2: Drop" as the second stop, a delivery, after "Stop 1: Pick"', () => {
    const r = readDocument(
      wordDoc([
        [20, [40, 'CEDAR PLAINS FREIGHT'], [440, 'Load #: 7712045']],
        [60, [48, 'Stop 1: Pick']],
        [78, [50, 'Harbor Mills'], [316, 'Scheduled'], [366, 'Jun 3, 2025']],
        [90, [50, '18 Dock St'], [316, 'Hours'], [366, '5:00 am - 9:00 am']],
        [102, [50, 'Mobile, AL 36602']],
        [132, [48, '# 2: Drop']],
        [150, [50, 'Juniper Cold Storage'], [316, 'Scheduled'], [366, 'Jun 4, 2025']],
        [162, [50, '410 Frost Ave'], [316, 'Hours'], [366, '7:00 am - 11:00 am']],
        [174, [50, 'Tulsa, OK 74107']],
        [204, [50, 'Carrier Pay Total'], [400, '$2,450.00']],
      ]),
      TODAY,
    );
    expect(r.events.map((e) => [e.event_type, e.facility_name, e.location_city, e.event_date])).toEqual([
      ['pickup', 'Harbor Mills', 'Mobile', '2025-06-03'],
      ['delivery', 'Juniper Cold Storage', 'Tulsa', '2025-06-04'],
    ]);
  });
});
