import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/modules/extraction/read-document';
import { type Row, wordDoc } from './support/positioned-words';

/**
 * Two stop tables and a header of run-on captions, generated here with the values known; every
 * company and number is invented, the ZIPs are real. One table heads its columns in two rows and
 * sets each stop on two lines; the other stacks the street under the name in a "Name / Address"
 * cell beside a "City, ST ZIP" cell, under a header in capitals whose captions have no colons.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

const TWO_ROW: Row[] = [
  [20, [40, 'Harbor Point Brokerage LLC'], [420, 'Load Tender']],
  [32, [40, 'Tender No.: 771204']],
  [44, [40, 'Carrier: Osprey Road Lines LLC'], [300, 'MC 556012']],
  [64, [40, 'Seq'], [70, 'Type'], [110, 'Facility'], [300, 'Date'], [420, 'Phone']],
  [76, [40, 'Address'], [200, 'City/State/Zip'], [330, 'Appt Time'], [430, 'Ref #']],
  [92, [40, '1'], [70, 'PU'], [110, 'Harbor Mills'], [300, '06/03/2025'], [420, '(251) 555-0142']],
  [104, [40, '18 Dock St'], [200, 'Mobile, AL 36602'], [330, '08:00'], [430, 'HM5521']],
  [116, [40, '2'], [70, 'DEL'], [110, 'Juniper Cold Storage'], [300, '06/04/2025'], [420, '(918) 555-0190']],
  [128, [40, '410 Frost Ave'], [200, 'Tulsa, OK 74107'], [330, '13:00'], [430, '880142']],
  [150, [40, 'Line Haul Rate'], [200, '$2,450.00']],
  [162, [40, 'Total Rate'], [200, '$2,450.00']],
];

const CAPS: Row[] = [
  [20, [40, 'SUMMIT ROUTE LOGISTICS CO.'], [420, 'CARRIER CONFIRMATION']],
  [32, [40, 'LOAD # 559102'], [300, 'DATE 05/30/2025']],
  [44, [40, 'CARRIER OSPREY ROAD LINES LLC % BAYVIEW FACTORING LLC']],
  [56, [40, 'MC NO. 556012'], [200, 'TRUCK NO. __________']],
  [68, [40, 'TRAILER NO. __________']],
  [88, [40, 'STOP'], [90, 'NAME / ADDRESS'], [260, 'CITY, ST ZIP'], [400, 'DATE'], [470, 'CONF#'], [540, 'PH#']],
  [
    100,
    [40, 'PU 1'],
    [90, 'HARBOR MILLS'],
    [260, 'MOBILE, AL 36602'],
    [400, '06/03'],
    [470, 'HM5521'],
    [540, '(251) 555-0142'],
  ],
  [112, [90, '18 DOCK ST']],
  [
    124,
    [40, 'DEL 1'],
    [90, 'JUNIPER COLD STORAGE'],
    [260, 'TULSA, OK 74107'],
    [400, '06/04'],
    [470, '880142'],
    [540, '(918) 555-0190'],
  ],
  [136, [90, '410 FROST AVE']],
  [156, [40, 'COMMODITY PAPER'], [300, 'FREIGHT RATE'], [420, '$2,450.00']],
  [168, [40, 'TRAILER TYPE REEFER 53'], [300, 'CONFIRMED TOTAL'], [420, '$2,450.00']],
];

const stops = (doc: Row[]) =>
  readDocument(wordDoc(doc), TODAY).events.map((e) => [
    e.event_type,
    e.facility_name,
    e.location_street,
    e.location_postal_code,
    e.event_date,
    e.appointment_time_lower,
    e.reference_number,
    e.contact_phone,
  ]);

describe('stop tables of two-line records and stacked name cells', () => {
  it('reads a stop from both lines of a record under a heading of two rows', () => {
    expect(stops(TWO_ROW)).toEqual([
      ['pickup', 'Harbor Mills', '18 Dock St', '36602', '2025-06-03', '08:00', 'HM5521', '(251) 555-0142'],
      ['delivery', 'Juniper Cold Storage', '410 Frost Ave', '74107', '2025-06-04', '13:00', '880142', '(918) 555-0190'],
    ]);
  });

  it('parts the street stacked under the name from the name, and reads "CONF#" and "PH#" columns', () => {
    expect(stops(CAPS).map((s) => [...s.slice(0, 4), ...s.slice(6)])).toEqual([
      ['pickup', 'HARBOR MILLS', '18 DOCK ST', '36602', 'HM5521', '(251) 555-0142'],
      ['delivery', 'JUNIPER COLD STORAGE', '410 FROST AVE', '74107', '880142', '(918) 555-0190'],
    ]);
  });

  it('reads a carrier caption run on into its name, and no trailer type from a blank number', () => {
    const r = readDocument(wordDoc(CAPS), TODAY);
    expect(r.basic_info.carrier_name).toBe('OSPREY ROAD LINES LLC');
    expect(r.rate_cargo.equipment).toBe('REEFER 53');
  });
});
