import { describe, expect, it } from 'vitest';
import { withCaptionsBelow } from '../src/modules/extraction/captions-below';
import { buildTextDoc } from '../src/modules/extraction/layout';
import { readDocument } from '../src/modules/extraction/read-document';
import { sizedWords } from './support/positioned-words';

/**
 * A printed form whose values sit on ruled lines with small captions beneath them ("Dallas" over
 * "City"), and a sheet with the usual captions over a table of values. Generated here with the values
 * known; every company and number is invented, the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

type Cell = [x: number, text: string];
// A row of cells at `top`, in type `size` units tall; words are half as wide a character as tall.
type Row = [top: number, size: number, ...cells: Cell[]];

const words = ([top, size, ...cells]: Row) => cells.flatMap(([x, text]) => sizedWords(x, top, text, size));

const doc = (rows: Row[]) => buildTextDoc([rows.flatMap(words)]);

const VALUE = 9;
const CAPTION = 6;

/** Values on a line, their captions in small type right under them: one field row of the form. */
function fieldRow(top: number, fields: [x: number, caption: string, value: string][]): Row[] {
  return [
    [top, VALUE, ...fields.map(([x, , v]): Cell => [x, v])],
    [top + VALUE + 4, CAPTION, ...fields.map(([x, c]): Cell => [x, c])],
  ];
}

type Stop = {
  bar: string;
  name: string;
  date: string;
  time: string;
  street: string;
  city: string;
  state: string;
  zip: string;
};

const STOPS: Stop[] = [
  {
    bar: 'STOP 1 - PICKUP',
    name: 'Larkspur Mills',
    date: '06/03/2025',
    time: '08:00',
    street: '410 Quarry Rd',
    city: 'Joplin',
    state: 'MO',
    zip: '64801',
  },
  {
    bar: 'STOP 2 - DELIVERY',
    name: 'Osprey Cold Storage',
    date: '06/05/2025',
    time: '14:30',
    street: '77 Harbor Way',
    city: 'Mobile',
    state: 'AL',
    zip: '36602',
  },
];

function form(): Row[] {
  const rows: Row[] = [
    [20, 12, [40, 'Bramblewood Freight Brokers']],
    [40, 8, [44, 'LOAD INFORMATION']],
    ...fieldRow(56, [
      [40, 'Load #', 'BF-20418'],
      [240, 'PO Number', '7731920'],
    ]),
    ...fieldRow(80, [
      [40, 'Carrier Name', 'Redtail Hauling LLC'],
      [400, 'MC Number', '884213'],
    ]),
  ];
  let y = 110;
  for (const s of STOPS) {
    rows.push([y, 8, [44, s.bar]]);
    rows.push(
      ...fieldRow(y + 16, [
        [40, 'Facility Name', s.name],
        [300, 'Date', s.date],
        [420, 'Hours', s.time],
      ]),
    );
    rows.push(
      ...fieldRow(y + 40, [
        [40, 'Street Address', s.street],
        [240, 'City', s.city],
        [380, 'State', s.state],
        [440, 'ZIP', s.zip],
      ]),
    );
    y += 72;
  }
  rows.push([y, 8, [44, 'CARGO']]);
  rows.push(
    ...fieldRow(y + 16, [
      [40, 'Commodity', 'Bagged Feed'],
      [180, 'Weight', '41,200 lbs'],
      [320, 'Pieces', '22'],
      [440, 'Equipment', 'Dry Van'],
    ]),
  );
  rows.push(
    ...fieldRow(y + 40, [
      [40, 'Line Haul', '$2,100.00'],
      [320, 'Total Carrier Pay', '$2,100.00'],
    ]),
  );
  return rows;
}

describe('values with their captions printed under them', () => {
  it('reads each caption with the value over it', () => {
    const lines = withCaptionsBelow(doc(form())).lines.map((l) => l.segments.map((s) => s.text));
    expect(lines).toContainEqual(['Carrier Name: Redtail Hauling LLC', 'MC Number: 884213']);
    expect(lines).toContainEqual(['Street Address: 410 Quarry Rd', 'City: Joplin', 'State: MO', 'ZIP: 64801']);
  });

  it('reads the carrier, the stops and the cargo of such a form', () => {
    const read = readDocument(doc(form()), TODAY);
    expect(read.basic_info.load_number).toBe('BF-20418');
    expect(read.basic_info.carrier_name).toBe('Redtail Hauling LLC');
    expect(
      read.events.map((e) => [
        e.event_type,
        e.facility_name,
        e.location_street,
        e.location_city,
        e.location_state,
        e.location_postal_code,
        e.event_date,
        e.appointment_time_lower,
      ]),
    ).toEqual([
      ['pickup', 'Larkspur Mills', '410 Quarry Rd', 'Joplin', 'MO', '64801', '2025-06-03', '08:00'],
      ['delivery', 'Osprey Cold Storage', '77 Harbor Way', 'Mobile', 'AL', '36602', '2025-06-05', '14:30'],
    ]);
    expect(read.rate_cargo.commodity).toBe('Bagged Feed');
    expect(read.rate_cargo.weight_lbs).toBe(41200);
    expect(read.rate_cargo.pieces).toBe(22);
    expect(read.rate_cargo.equipment).toBe('Dry Van');
    expect(read.rate_cargo.rate_booked).toBe('2100.00');
  });

  it('leaves captions printed over their values as they are', () => {
    // Small captions over each row of values, as a form prints them above: the same pairs the other way.
    const above: Row[] = [
      [20, 12, [40, 'Bramblewood Freight Brokers']],
      [50, CAPTION, [40, 'Shipper Name'], [240, 'City'], [380, 'State'], [440, 'ZIP']],
      [50 + CAPTION + 4, VALUE, [40, 'Larkspur Mills'], [240, 'Joplin'], [380, 'MO'], [440, '64801']],
      [80, CAPTION, [40, 'Consignee Name'], [240, 'City'], [380, 'State'], [440, 'ZIP']],
      [80 + CAPTION + 4, VALUE, [40, 'Osprey Cold Storage'], [240, 'Mobile'], [380, 'AL'], [440, '36602']],
    ];
    const before = doc(above);
    expect(withCaptionsBelow(before)).toBe(before);
  });

  it('leaves a table whose head is over its rows as it is', () => {
    const table: Row[] = [
      [20, 12, [40, 'Bramblewood Freight Brokers']],
      [50, VALUE, [40, 'Type'], [100, 'Name'], [240, 'City'], [340, 'State'], [400, 'Zip'], [460, 'Date']],
      [
        64,
        VALUE,
        [40, 'Pickup'],
        [100, 'Larkspur Mills'],
        [240, 'Joplin'],
        [340, 'MO'],
        [400, '64801'],
        [460, '06/03/2025'],
      ],
      [
        78,
        VALUE,
        [40, 'Delivery'],
        [100, 'Osprey Cold Storage'],
        [240, 'Mobile'],
        [340, 'AL'],
        [400, '36602'],
        [460, '06/05/2025'],
      ],
    ];
    const before = doc(table);
    expect(withCaptionsBelow(before)).toBe(before);
    const read = readDocument(before, TODAY);
    expect(read.events.map((e) => [e.event_type, e.facility_name, e.location_city, e.event_date])).toEqual([
      ['pickup', 'Larkspur Mills', 'Joplin', '2025-06-03'],
      ['delivery', 'Osprey Cold Storage', 'Mobile', '2025-06-05'],
    ]);
  });
});
