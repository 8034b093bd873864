import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/modules/extraction/read-document';
import { type Row, wordDoc } from './support/positioned-words';

/**
 * A stop grid with city, state and ZIP in columns of their own and the facility's name stacked over
 * its street in one cell, each stop's number and phone given under the grid as "Stop n ...: value".
 * Generated here with the values known; every company and number is invented, the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

type Stop = {
  kind: string;
  pickup: boolean;
  name: string[];
  street: string;
  city: string;
  state: string;
  zip: string;
  date: string;
  time: string;
  ref: string | null;
  phone: string | null;
};

const STOPS: Stop[] = [
  {
    kind: 'Pick',
    pickup: true,
    name: ['Prairie Grain Co'],
    street: '1200 Elevator Rd',
    city: 'Salina',
    state: 'KS',
    zip: '67401',
    date: '06/03/2025',
    time: '08:00',
    ref: 'RX48210',
    phone: null,
  },
  {
    kind: 'Drop',
    pickup: false,
    name: ['Blue Heron Foods', 'DC #4'],
    street: '45 Commerce Dr',
    city: 'San Antonio',
    state: 'TX',
    zip: '78205',
    date: '06/04/2025',
    time: '07:30',
    ref: null,
    phone: '(316) 555-0142',
  },
  {
    kind: 'Drop',
    pickup: false,
    name: ['Redbud Paper Mill'],
    street: '9 N Mill St',
    city: 'Tulsa',
    state: 'OK',
    zip: '74107',
    date: '06/05/2025',
    time: '13:00',
    ref: '5521907',
    phone: '(918) 555-0199',
  },
];

type Column = 'seq' | 'kind' | 'facility' | 'city' | 'st' | 'zip' | 'date' | 'time';
const HEADS: Record<Column, [string, number]> = {
  seq: ['#', 20],
  kind: ['Type', 40],
  facility: ['Facility', 110],
  city: ['City', 70],
  st: ['St', 20],
  zip: ['Zip', 35],
  date: ['Date', 60],
  time: ['Time', 40],
};

function cell(s: Stop, i: number, c: Column): string[] {
  if (c === 'seq') return [String(i + 1)];
  if (c === 'kind') return [s.kind];
  if (c === 'facility') return [...s.name, s.street];
  if (c === 'city') return [s.city];
  if (c === 'st') return [s.state];
  if (c === 'zip') return [s.zip];
  if (c === 'date') return [s.date];
  return [s.time];
}

/** The grid and the notes under it, from `top`. */
function grid(list: Stop[], order: Column[], top: number): Row[] {
  const xs: number[] = [];
  let x = 40;
  for (const c of order) {
    xs.push(x);
    x += HEADS[c][1] + 10;
  }
  const rows: Row[] = [[top, ...order.map((c, k): [number, string] => [xs[k] as number, HEADS[c][0]])]];
  let y = top + 16;
  for (const [i, s] of list.entries()) {
    const cells = order.map((c) => cell(s, i, c));
    const height = Math.max(...cells.map((v) => v.length));
    for (let line = 0; line < height; line++) {
      const parts = cells.flatMap((v, k): [number, string][] =>
        v[line] ? [[xs[k] as number, v[line] as string]] : [],
      );
      rows.push([y, ...parts]);
      y += 12;
    }
    y += 4;
  }
  const notes = list.flatMap((s, i) => [
    ...(s.ref ? [`Stop ${i + 1} ${s.pickup ? 'Pickup #' : 'Delivery Number'}: ${s.ref}`] : []),
    ...(s.phone ? [`Stop ${i + 1} phone: ${s.phone}`] : []),
  ]);
  for (const [k, note] of notes.entries()) rows.push([y + 12 + k * 12, [40, note]]);
  const end = y + 24 + notes.length * 12;
  rows.push([end, [40, 'Commodity: Paper Rolls']], [end + 12, [40, 'Total Pay: $2,450.00']]);
  return rows;
}

const header: Row[] = [
  [20, [40, 'PRAIRIE LINE LOGISTICS'], [300, 'LOAD CONFIRMATION']],
  [32, [40, 'Load No: 448120'], [300, 'Date: 05/30/2025']],
  [44, [40, 'Carrier: Kettle Creek Transport']],
];

const ORDERS: [string, Column[]][] = [
  ['the facility before the city', ['seq', 'kind', 'facility', 'city', 'st', 'zip', 'date', 'time']],
  ['the date first', ['seq', 'date', 'time', 'kind', 'facility', 'city', 'st', 'zip']],
  ['the city before the facility', ['seq', 'kind', 'city', 'st', 'zip', 'facility', 'date', 'time']],
];

describe('a stop grid with city, state and ZIP columns', () => {
  for (const [what, order] of ORDERS)
    for (const count of [2, 3])
      it(`reads ${count} stops, ${what}, the street under the name and the numbers under the grid`, () => {
        const list = STOPS.slice(0, count);
        const events = readDocument(wordDoc([...header, ...grid(list, order, 70)]), TODAY).events;
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
          list.map((s) => [
            s.pickup ? 'pickup' : 'delivery',
            s.name.join(' '),
            s.street,
            s.city,
            s.state,
            s.zip,
            s.ref,
            s.phone,
          ]),
        );
      });
});
