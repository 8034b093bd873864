import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/modules/extraction/read-document';
import { prose, type Row, wordDoc } from './support/positioned-words';

/**
 * Forms a broker's sheet takes that the stop and cargo readers met only on held-out layouts: stops
 * told in clauses of a sentence, a state and ZIP wrapped under the city, a charge table's units
 * column, a "Name / Address" cell stacking the stop's number under the address. Every company and
 * number here is invented; the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');
const read = (rows: Row[]) => readDocument(wordDoc(rows), TODAY);
const places = (rows: Row[]) =>
  read(rows).events.map((e) => [
    e.event_type,
    e.event_date,
    e.facility_name,
    e.location_street,
    e.location_city,
    e.location_postal_code,
  ]);

describe('readers of layouts not tuned on', () => {
  it('reads stops told as clauses of a sentence, a clause starting mid-line and its address wrapped', () => {
    const rows: Row[] = [
      [40, [40, 'CARRIER AGREEMENT - Load # 448120']],
      ...prose(70, [
        '3. Schedule. Carrier shall (a) load at Prairie Grain Co, 1200 Elevator Rd, Salina, KS 67401 on',
        'June 3, 2025, 0800-1200 hrs; (b) deliver to Riverside Foods DC, 45 Commerce Dr, Tulsa, OK',
        '74107 on June 4, 2025, 0730 hrs and shall report any delay to Broker at once.',
      ]),
      ...prose(130, ['4. Compensation. Broker shall pay Line Haul $1,850.00, for a Total of $1,850.00.']),
    ];
    expect(places(rows)).toEqual([
      ['pickup', '2025-06-03', 'Prairie Grain Co', '1200 Elevator Rd', 'Salina', '67401'],
      ['delivery', '2025-06-04', 'Riverside Foods DC', '45 Commerce Dr', 'Tulsa', '74107'],
    ]);
  });

  it('reads a stop whose state and ZIP wrapped onto the line under the city', () => {
    const rows: Row[] = [
      [40, [40, 'RATE CONFIRMATION'], [400, 'Load #: 77120']],
      [70, [40, 'PICK UP #1'], [260, 'DELIVER #1']],
      [84, [40, 'Prairie Grain Co'], [260, 'Riverside Foods DC']],
      [96, [40, '1200 Elevator Rd'], [260, '45 Commerce Dr']],
      [108, [40, 'Salina,'], [260, 'Tulsa,']],
      [120, [40, 'KS 67401'], [260, 'OK 74107']],
      [132, [40, '06/03/2025'], [260, '06/04/2025']],
      [144, [40, '08:00 - 12:00'], [260, '07:30']],
    ];
    expect(places(rows)).toEqual([
      ['pickup', '2025-06-03', 'Prairie Grain Co', '1200 Elevator Rd', 'Salina', '67401'],
      ['delivery', '2025-06-04', 'Riverside Foods DC', '45 Commerce Dr', 'Tulsa', '74107'],
    ]);
  });

  it("takes no piece count from a charge table's units column", () => {
    const rows: Row[] = [
      [40, [40, 'RATE CONFIRMATION'], [400, 'Load #: 77120']],
      [70, [40, 'Code'], [100, 'Charge Description'], [300, 'Units'], [360, 'Rate'], [460, 'Amount']],
      [84, [40, 'LH'], [100, 'Line Haul'], [300, '1'], [360, '$1,850.00'], [460, '$1,850.00']],
      [96, [40, 'FSC'], [100, 'Fuel Surcharge'], [300, '1'], [360, '$210.00'], [460, '$210.00']],
    ];
    expect(read(rows).rate_cargo.pieces).toBeNull();
    const counted: Row[] = [...rows, [120, [40, 'Plts: 22']]];
    expect(read(counted).rate_cargo.pieces).toBe(22);
  });

  it('splits a "Name / Address" cell into the name, the street and the stop number under the address', () => {
    const rows: Row[] = [
      [40, [40, 'RATE CONFIRMATION'], [400, 'Load #: 77120']],
      [70, [40, '#'], [60, 'TYPE'], [100, 'DATE'], [170, 'TIME'], [250, 'NAME / ADDRESS']],
      [84, [40, '1'], [60, 'PU'], [100, '06/03/2025'], [170, '08:00-12:00'], [250, 'Prairie Grain Co']],
      [96, [250, '1200 Elevator Rd']],
      [108, [250, 'Salina, KS 67401']],
      [120, [250, 'PU Appt # 4272643  PH (316) 555-0142']],
      [136, [40, '2'], [60, 'SO'], [100, '06/04/2025'], [170, '07:30'], [250, 'Riverside Foods DC']],
      [148, [250, '45 Commerce Dr']],
      [160, [250, 'Tulsa, OK 74107']],
    ];
    const events = read(rows).events;
    expect(events.map((e) => [e.event_type, e.facility_name, e.location_street, e.reference_number])).toEqual([
      ['pickup', 'Prairie Grain Co', '1200 Elevator Rd', '4272643'],
      ['delivery', 'Riverside Foods DC', '45 Commerce Dr', null],
    ]);
    expect(events[0]?.contact_phone).toBe('(316) 555-0142');
  });
});
