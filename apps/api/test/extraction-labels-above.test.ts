import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/modules/extraction/read-document';
import { type Row, wordDoc } from './support/positioned-words';

/**
 * A form whose small captions sit above their values, one box a stop: the name, the street, the
 * "City, State, Zip" and the stop's number each under a caption, two or three to a row. Generated
 * here with the values known; every company and number is invented, the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

type Stop = { pickup: boolean; name: string; street: string; place: string; date: string; ref: string | null };

const STOPS: Stop[] = [
  {
    pickup: true,
    name: 'Prairie Grain Co',
    street: '1200 Elevator Rd',
    place: 'Salina, KS 67401',
    date: '06/03/2025',
    ref: 'RX48210',
  },
  {
    pickup: false,
    name: 'Blue Heron Foods DC',
    street: '45 Commerce Dr',
    place: 'San Antonio, TX 78205',
    date: '06/04/2025',
    ref: '5521907',
  },
  {
    pickup: false,
    name: 'Redbud Paper Mill',
    street: '9 N Mill St',
    place: 'Tulsa, OK 74107',
    date: '06/05/2025',
    ref: null,
  },
];

type Captions = { name: string; street: string; place: string; ref: (pickup: boolean) => string };

const CAPTIONS: [string, Captions][] = [
  [
    'location name, street address',
    {
      name: 'LOCATION NAME',
      street: 'STREET ADDRESS',
      place: 'CITY, STATE, ZIP',
      ref: (p) => (p ? 'PICKUP NUMBER' : 'DELIVERY NUMBER'),
    },
  ],
  [
    'facility name, address',
    { name: 'Facility Name', street: 'Address', place: 'City/State/Zip', ref: (p) => (p ? 'PU #' : 'Consignee Ref') },
  ],
];

/** One box a stop: caption rows each over a row of values, `x` where the second column starts. */
function boxes(list: Stop[], c: Captions, x: number): Row[] {
  const rows: Row[] = [];
  let y = 70;
  for (const [i, s] of list.entries()) {
    rows.push([y, [40, `${s.pickup ? 'SHIPPER' : 'CONSIGNEE'} ${i + 1}`]]);
    rows.push([y + 14, [46, c.name], [x, s.pickup ? 'PICKUP DATE' : 'DELIVERY DATE']]);
    rows.push([y + 26, [46, s.name], [x, s.date]]);
    rows.push([y + 42, [46, c.street], [x, c.place]]);
    rows.push([y + 54, [46, s.street], [x, s.place]]);
    if (s.ref) rows.push([y + 70, [46, c.ref(s.pickup)]], [y + 82, [46, s.ref]]);
    y += 104;
  }
  rows.push([y, [40, 'Commodity: Paper Rolls']], [y + 12, [40, 'Total Pay: $2,450.00']]);
  return rows;
}

const header: Row[] = [
  [20, [40, 'PRAIRIE LINE LOGISTICS'], [300, 'LOAD CONFIRMATION']],
  [32, [40, 'Load No: 448120'], [300, 'Date: 05/30/2025']],
  [44, [40, 'Carrier: Kettle Creek Transport']],
];

describe('stops on a form whose captions sit above the values', () => {
  for (const [what, c] of CAPTIONS)
    for (const x of [240, 330])
      it(`reads the name, street and number under their captions: ${what}, second column at ${x}`, () => {
        const events = readDocument(wordDoc([...header, ...boxes(STOPS, c, x)]), TODAY).events;
        expect(
          events.map((e) => [e.event_type, e.facility_name, e.location_street, e.location_city, e.reference_number]),
        ).toEqual(STOPS.map((s) => [s.pickup ? 'pickup' : 'delivery', s.name, s.street, s.place.split(',')[0], s.ref]));
      });
});
