import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/modules/extraction/read-document';
import { type Row, wordDoc } from './support/positioned-words';

/**
 * Two stop tables: one under a grid of load facts that names the route ("Origin City/State") and
 * prints each appointment's ends in "Earliest" and "Latest" columns; one whose "Ship From" and
 * "Ship To" columns pair the stops row by row, with a second delivery alone in its column.
 * Generated here with the values known; every company and number is invented, the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

const EARLIEST_LATEST: Row[] = [
  [20, [40, 'Summit Route Brokerage'], [420, 'Load Confirmation']],
  [40, [44, 'Tender #'], [150, 'QX44120'], [310, 'Order Date'], [416, '05/30/25']],
  [52, [44, 'Motor Carrier'], [150, 'Osprey Road Lines LLC'], [310, 'Carrier MC'], [416, '556012']],
  [64, [44, 'Origin City/State'], [150, 'Mobile, AL'], [310, 'Dest City/State'], [416, 'Tulsa, OK']],
  [76, [44, 'Unit Type'], [150, 'Reefer'], [310, 'Hazardous'], [416, 'No']],
  [96, [42, '#'], [60, 'Type'], [112, 'Location'], [302, 'Earliest'], [382, 'Latest'], [512, 'Contact']],
  [108, [42, '1'], [60, 'Pick'], [112, 'Harbor Mills'], [302, '06/03/25 0800'], [382, '06/03/25 1200']],
  [120, [112, '18 Dock St'], [512, '(251) 555-0142']],
  [132, [112, 'Mobile, AL 36602']],
  [144, [42, '2'], [60, 'Drop'], [112, 'Juniper Cold Storage'], [302, '06/04/25 0900'], [382, '06/04/25 1300']],
  [156, [112, '410 Frost Ave']],
  [168, [112, 'Tulsa, OK 74107']],
  [190, [330, 'Total: $2,450.00']],
];

const SHIP_FROM_TO: Row[] = [
  [20, [40, 'Summit Route Brokerage']],
  [32, [40, 'Load #: 559102']],
  [44, [40, 'Reference Numbers: Purchase Order 7781204; Cust Order 55120']],
  [60, [44, 'SHIP FROM'], [224, 'SHIP TO'], [404, 'Notes']],
  [72, [44, 'Harbor Mills'], [224, 'Juniper Cold Storage'], [404, 'Call ahead']],
  [84, [44, '18 Dock St'], [224, '410 Frost Ave']],
  [96, [44, 'Mobile, AL 36602'], [224, 'Tulsa, OK 74107']],
  [108, [44, '06/03/25 0800'], [224, '06/04/25 0900-1300']],
  [120, [44, 'Pick Up No. HM5521'], [224, 'Unload Ref 880142']],
  [132, [224, 'Osprey Grocers']],
  [144, [224, '7 Bay Rd']],
  [156, [224, 'Wichita, KS 67202']],
  [168, [224, '06/05/25 0730']],
  [180, [224, 'Unload Ref 880143']],
  [200, [40, 'Total Carrier Pay: $2,450.00']],
];

const summary = (doc: Row[]) =>
  readDocument(wordDoc(doc), TODAY).events.map((e) => [
    e.event_type,
    e.facility_name,
    e.location_postal_code,
    e.event_date,
    e.appointment_time_lower,
    e.appointment_time_higher,
    e.reference_number,
  ]);

describe('stop tables', () => {
  it('reads the window from Earliest to Latest, and no stop from the route summary', () => {
    expect(summary(EARLIEST_LATEST)).toEqual([
      ['pickup', 'Harbor Mills', '36602', '2025-06-03', '08:00', '12:00', null],
      ['delivery', 'Juniper Cold Storage', '74107', '2025-06-04', '09:00', '13:00', null],
    ]);
  });

  it('reads the carrier beside its label, a phone under "Contact", and a grid row of words', () => {
    const r = readDocument(wordDoc(EARLIEST_LATEST), TODAY);
    expect(r.basic_info.carrier_name).toBe('Osprey Road Lines LLC');
    expect(r.events[0]?.contact_phone).toBe('(251) 555-0142');
    expect(r.rate_cargo.equipment).toBe('Reefer');
    expect(r.rate_cargo.hazmat).toBe(false);
  });

  it('reads a stop alone in its column as one more stop of that column', () => {
    expect(summary(SHIP_FROM_TO)).toEqual([
      // The first row's names, under the captions, are not read yet.
      ['pickup', null, '36602', '2025-06-03', '08:00', '08:00', 'HM5521'],
      ['delivery', null, '74107', '2025-06-04', '09:00', '13:00', '880142'],
      ['delivery', 'Osprey Grocers', '67202', '2025-06-05', '07:30', '07:30', '880143'],
    ]);
  });

  it("keeps the load's references printed over the table out of the first stop", () => {
    const r = readDocument(wordDoc(SHIP_FROM_TO), TODAY);
    expect(r.basic_info.other_reference_numbers).toEqual(['7781204', '55120']);
  });
});
