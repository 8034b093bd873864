import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/modules/extraction/read-document';
import { type Row, wordDoc } from './support/positioned-words';

/**
 * One column per stop, the rows' captions down the left ("Ref | 15985 | 45134724"), some cells
 * empty; the load's references as one list after a single label above, the cargo under the stops.
 * Generated here with the values known; every company and number is invented, the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

type Stop = { kind: string; name: string; street: string; place: string; date: string; ref: string; phone: string };

const STOPS: Stop[] = [
  {
    kind: 'PICKUP',
    name: 'Prairie Grain Co',
    street: '1200 Elevator Rd',
    place: 'Salina, KS 67401',
    date: '06/03/2025',
    ref: 'RX48210',
    phone: '',
  },
  {
    kind: 'DELIVERY',
    name: 'Blue Heron Foods',
    street: '45 Commerce Dr',
    place: 'San Antonio, TX 78205',
    date: '06/05/2025',
    ref: '5521907',
    phone: '(210) 555-0187',
  },
  {
    kind: 'DELIVERY',
    name: 'Gulf Coast Cold Storage',
    street: '9 Harbor Way',
    place: 'Corpus Christi, TX 78401',
    date: '06/06/2025',
    ref: '',
    phone: '(361) 555-0123',
  },
];

function sheet(list: Stop[], refs: string): Row[] {
  const rows: Row[] = [
    [20, [40, 'PRAIRIE LINE LOGISTICS'], [330, 'Load Number: 448120']],
    [34, [40, '18 Depot St, Topeka, KS 66603'], [330, 'Carrier: Kettle Creek Transport']],
    [52, [40, refs]],
    [70, ...list.map((_, i): [number, string] => [120 + i * 150, `Stop ${i + 1}`])],
  ];
  const fields: [string, (s: Stop) => string][] = [
    ['Type', (s) => s.kind],
    ['Name', (s) => s.name],
    ['Street', (s) => s.street],
    ['City/ST/Zip', (s) => s.place],
    ['Date', (s) => s.date],
    ['Hours', () => '08:00-14:00'],
    ['Ref', (s) => s.ref],
    ['Phone', (s) => s.phone],
  ];
  let y = 82;
  for (const [caption, value] of fields) {
    rows.push([y, [40, caption], ...list.map((s, i): [number, string] => [120 + i * 150, value(s)])]);
    y += 12;
  }
  rows.push([y + 12, [40, 'Commodity: Paper Rolls'], [330, 'Total Pay: $2,450.00']]);
  return rows;
}

describe('stops as columns under captions down the left', () => {
  for (const list of [STOPS.slice(0, 2), STOPS])
    for (const refs of ['Reference #s: P7730012, SO55120', 'PO# P7730012, SO55120'])
      it(`gives each of ${list.length} stops its own cells, references listed as "${refs.split(':')[0]}"`, () => {
        const read = readDocument(wordDoc(sheet(list, refs)), TODAY);
        expect(read.events.map((e) => [e.event_type, e.event_date, e.reference_number, e.contact_phone])).toEqual(
          list.map((s) => [
            s.kind === 'PICKUP' ? 'pickup' : 'delivery',
            `2025-${s.date.slice(0, 2)}-${s.date.slice(3, 5)}`,
            s.ref || null,
            s.phone || null,
          ]),
        );
        expect(read.basic_info.other_reference_numbers).toEqual(['P7730012', 'SO55120']);
      });
});

describe("the load's facts printed under the last stop", () => {
  it('gives the references after a blank band under the stops back to the load', () => {
    const rows: Row[] = [
      [20, [40, 'PRAIRIE LINE LOGISTICS'], [330, 'Load Number: 448120']],
      [34, [40, '18 Depot St, Topeka, KS 66603'], [330, 'Carrier: Kettle Creek Transport']],
      [60, [40, '#'], [60, 'Type'], [100, 'Facility / Address'], [320, 'Appointment'], [430, 'Ref #']],
      [74, [40, '1'], [60, 'Pick'], [100, 'Prairie Grain Co'], [320, '06/03 08:00-14:00'], [430, 'RX48210']],
      [86, [100, '1200 Elevator Rd']],
      [98, [100, 'Salina, KS 67401']],
      [112, [40, '2'], [60, 'Drop'], [100, 'Blue Heron Foods'], [320, '06/05 07:30'], [430, '5521907']],
      [124, [100, '45 Commerce Dr']],
      [136, [100, 'San Antonio, TX 78205']],
      [160, [40, 'Purchase Order: P7730012, SO55120'], [330, 'Freight Charge: $2,450.00']],
      [172, [40, 'Bill of Lading: 88120457'], [330, 'Total: $2,450.00']],
    ];
    const read = readDocument(wordDoc(rows), TODAY);
    expect(read.events.map((e) => e.reference_number)).toEqual(['RX48210', '5521907']);
    expect(read.basic_info.other_reference_numbers).toEqual(['P7730012', 'SO55120', '88120457']);
  });
});
