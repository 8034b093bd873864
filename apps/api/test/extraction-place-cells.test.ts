import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/modules/extraction/read-document';
import { type Row, wordDoc } from './support/positioned-words';

/**
 * A stop table whose place is one cell: the name, the street, the city and the state comma-separated
 * on one line that runs on past the gap before the next, short caption, its ZIP wrapped onto the
 * line under it; the number and the phone stacked in one "Ref / Phone" cell. Then the charges as
 * the columns of one row. Generated here with the values known; every company and number is
 * invented, the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

type Stop = {
  kind: string;
  pickup: boolean;
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  ref: string | null;
  phone: string | null;
};

const STOPS: Stop[] = [
  {
    kind: 'Shipper',
    pickup: true,
    name: 'Prairie Grain Co',
    street: '1200 Elevator Rd',
    city: 'Salina',
    state: 'KS',
    zip: '67401',
    ref: 'RX48210',
    phone: null,
  },
  {
    kind: 'Receiver',
    pickup: false,
    name: 'Blue Heron Foods DC',
    street: '45 Commerce Dr',
    city: 'San Antonio',
    state: 'TX',
    zip: '78205',
    ref: null,
    phone: '(316) 555-0142',
  },
  {
    kind: 'Receiver',
    pickup: false,
    name: 'Redbud Paper Mill',
    street: '9 N Mill St',
    city: 'Tulsa',
    state: 'OK',
    zip: '74107',
    ref: '5521907',
    phone: '(918) 555-0199',
  },
];

/**
 * The table from `top`: the place cell at x 200 runs on to x 200 + 5 a character, the next caption
 * at `refX`; with `wrapStreet` the cell wraps after the street's house number instead of before the ZIP.
 */
function stopTable(list: Stop[], top: number, refX: number, wrapStreet = false): Row[] {
  const rows: Row[] = [[top, [40, 'Date'], [100, 'Time'], [150, 'Type'], [200, 'Location'], [refX, 'Ref / Phone']]];
  let y = top + 16;
  for (const s of list) {
    const stacked = [s.ref ? `#${s.ref}` : '', s.phone ?? ''].filter(Boolean);
    const [number, ...rest] = s.street.split(' ');
    const place = wrapStreet
      ? [`${s.name}, ${number}`, `${rest.join(' ')}, ${s.city}, ${s.state} ${s.zip}`]
      : [`${s.name}, ${s.street}, ${s.city}, ${s.state}`, s.zip];
    rows.push([
      y,
      [40, '06/03/2025'],
      [100, '08:00'],
      [150, s.kind],
      [200, place[0] as string],
      ...(stacked[0] ? [[refX, stacked[0]] as [number, string]] : []),
    ]);
    rows.push([y + 12, [200, place[1] as string], ...(stacked[1] ? [[refX, stacked[1]] as [number, string]] : [])]);
    y += 28;
  }
  return rows;
}

const header: Row[] = [
  [20, [40, 'PRAIRIE LINE LOGISTICS'], [300, 'RATE AGREEMENT']],
  [32, [40, 'Load No: 448120'], [300, 'Date: 05/30/2025']],
  [44, [40, 'Carrier: Kettle Creek Transport']],
];

describe('a stop table with the place in one cell', () => {
  // The places run to x 405-460; the border between the columns (three quarters of the way from
  // "Location" to the next caption) lies at 420 or 450, before the longer ones end.
  for (const refX of [480, 520])
    it(`reads the place run on past the border (next caption at ${refX}) and its ZIP wrapped under it`, () => {
      const rows = [...header, ...stopTable(STOPS, 70, refX), [170, [40, 'Commodity: Paper Rolls']] as Row];
      const events = readDocument(wordDoc(rows), TODAY).events;
      expect(
        events.map((e) => [
          e.event_type,
          e.facility_name,
          e.location_street,
          e.location_city,
          e.location_state,
          e.location_postal_code,
          e.reference_number,
          e.contact_phone,
        ]),
      ).toEqual(
        STOPS.map((s) => [s.pickup ? 'pickup' : 'delivery', s.name, s.street, s.city, s.state, s.zip, s.ref, s.phone]),
      );
    });
});

describe('a stop table whose place cell wraps inside the street', () => {
  it('reads the name before the comma and the street across the two lines', () => {
    const rows = [...header, ...stopTable(STOPS, 70, 480, true), [170, [40, 'Commodity: Paper Rolls']] as Row];
    const events = readDocument(wordDoc(rows), TODAY).events;
    expect(events.map((e) => [e.facility_name, e.location_street, e.location_city, e.location_postal_code])).toEqual(
      STOPS.map((s) => [s.name, s.street, s.city, s.zip]),
    );
  });
});

describe('charges printed as the columns of one row', () => {
  for (const extras of [
    [],
    [['Detention', '75.00']],
    [
      ['Stop Off', '100.00'],
      ['Lumper', '60.00'],
    ],
  ] as [string, string][][])
    it(`reads the line haul and the total over ${extras.length} extra charge(s)`, () => {
      const charges: [string, string][] = [['Line Haul', '2,000.00'], ['FSC', '240.00'], ...extras];
      const total = charges.reduce((n, [, v]) => n + Number(v.replace(',', '')), 0);
      const all: [string, string][] = [...charges, ['Total Due', total.toFixed(2)]];
      const width = 500 / all.length;
      const rows: Row[] = [
        ...header,
        ...stopTable(STOPS.slice(0, 2), 70, 480),
        [140, [40, 'Commodity: Paper Rolls']],
        [160, ...all.map(([head], i): [number, string] => [40 + i * width, head])],
        [174, ...all.map(([, v], i): [number, string] => [40 + i * width, v])],
      ];
      const rate = readDocument(wordDoc(rows), TODAY).rate_cargo;
      expect([rate.linehaul, rate.rate_booked]).toEqual(['2000.00', total.toFixed(2)]);
    });
});
