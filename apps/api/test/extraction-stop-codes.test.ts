import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/modules/extraction/read-document';
import { type Row, wordDoc } from './support/positioned-words';

/**
 * Stops listed under a code of their own ("PU1", "SO1", "P2", "DL1"), each as captions in a column
 * without colons and the values beside them, the city, state and ZIP each on a line of its own.
 * Generated here with the values known; every company and number is invented, the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

type Stop = {
  pickup: boolean;
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  date: string;
  time: string;
  ref: string;
};

const STOPS: Stop[] = [
  {
    pickup: true,
    name: 'Prairie Grain Co',
    street: '1200 Elevator Rd',
    city: 'Salina',
    state: 'KS',
    zip: '67401',
    date: '06/03/2025',
    time: '08:00 - 14:00',
    ref: 'RX48210',
  },
  {
    pickup: true,
    name: 'Kettle Ridge Mill',
    street: '77 Harvest Way',
    city: 'Wichita',
    state: 'KS',
    zip: '67202',
    date: '06/03/2025',
    time: '15:00',
    ref: 'RX48211',
  },
  {
    pickup: false,
    name: 'Blue Heron Foods',
    street: '45 Commerce Dr',
    city: 'San Antonio',
    state: 'TX',
    zip: '78205',
    date: '06/05/2025',
    time: '07:30',
    ref: '5521907',
  },
];

const CODES: [string, string][] = [
  ['PU', 'SO'],
  ['P', 'D'],
  ['PU', 'DL'],
];

/** The header, then each stop under its code, then the charges. */
function sheet(list: Stop[], [pick, drop]: [string, string]): Row[] {
  const rows: Row[] = [
    [20, [40, 'PRAIRIE LINE LOGISTICS'], [400, 'LOAD CONFIRMATION']],
    [34, [40, '18 Depot St'], [330, 'Load Number: 448120']],
    [46, [40, 'Topeka, KS 66603'], [330, 'Created: 05/30/2025']],
    [58, [40, 'Ph (785) 555-0110'], [330, 'Carrier: Kettle Creek Transport']],
    [76, [40, 'ROUTING']],
  ];
  let y = 90;
  const seen = { pickup: 0, delivery: 0 };
  for (const s of list) {
    const n = s.pickup ? ++seen.pickup : ++seen.delivery;
    rows.push([y, [40, `${s.pickup ? pick : drop}${n}`]]);
    y += 12;
    const fields: [string, string][] = [
      ['Facility', s.name],
      ['Address', s.street],
      ['City', s.city],
      ['State', s.state],
      ['Zip', s.zip],
      [s.pickup ? 'Ready' : 'Due', s.date],
      ['Hours', s.time],
      [s.pickup ? 'PU #' : 'Consignee Ref', s.ref],
    ];
    for (const [label, value] of fields) {
      rows.push([y, [60, label], [150, value]]);
      y += 12;
    }
    y += 6;
  }
  rows.push([y + 6, [40, 'Commodity: Paper Rolls'], [330, 'Total Pay: $2,450.00']]);
  return rows;
}

describe('stops listed under their codes', () => {
  for (const codes of CODES)
    for (const list of [[STOPS[0], STOPS[2]], STOPS] as Stop[][])
      it(`reads ${list.length} stops under ${codes.join('n / ')}n with the city, state and ZIP stacked`, () => {
        const events = readDocument(wordDoc(sheet(list, codes)), TODAY).events;
        expect(
          events.map((e) => [
            e.event_type,
            e.facility_name,
            e.location_street,
            e.location_city,
            e.location_state,
            e.location_postal_code,
            e.event_date,
            e.reference_number,
          ]),
        ).toEqual(
          list.map((s) => [
            s.pickup ? 'pickup' : 'delivery',
            s.name,
            s.street,
            s.city,
            s.state,
            s.zip,
            `2025-${s.date.slice(0, 2)}-${s.date.slice(3, 5)}`,
            s.ref,
          ]),
        );
      });

  it('does not take a code-like word inside running text for a stop', () => {
    const rows: Row[] = [
      [20, [40, 'PRAIRIE LINE LOGISTICS']],
      [34, [40, 'Please quote P1 priority for this lane, City of Salina, KS 67401']],
    ];
    expect(readDocument(wordDoc(rows), TODAY).events).toEqual([]);
  });
});
