import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/modules/extraction/read-document';
import { type Row, wordDoc } from './support/positioned-words';

/**
 * Stop fields as small capital captions over their values, two a line ("SHIPPER NAME" beside
 * "APPOINTMENT DATE"); and stops in boxes two a band, each under a bar "1 - PICKUP 1", its captions
 * over its values. Generated here with the values known; every company and number is invented, the
 * ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

type Stop = {
  kind: string;
  party: string;
  name: string;
  street: string;
  place: string;
  date: string;
  time: string;
  ref: string;
};

const STOPS: Stop[] = [
  {
    kind: 'PICK-UP #1',
    party: 'SHIPPER',
    name: 'Prairie Grain Co',
    street: '1200 Elevator Rd',
    place: 'Salina, KS 67401',
    date: '06/03/2025',
    time: '0900',
    ref: 'RX48210',
  },
  {
    kind: 'DROP-OFF #1',
    party: 'RECEIVER',
    name: 'Blue Heron Foods',
    street: '45 Commerce Dr',
    place: 'San Antonio, TX 78205',
    date: '06/05/2025',
    time: '0730-1500',
    ref: '5521907',
  },
];

function pairsForm(): Row[] {
  const rows: Row[] = [[20, [40, 'PRAIRIE LINE LOGISTICS'], [330, 'Load Number: 448120']]];
  let y = 50;
  for (const s of STOPS) {
    const pairs: [string, string, string, string][] = [
      [`${s.party} NAME`, s.name, 'APPOINTMENT DATE', s.date],
      ['STREET ADDRESS', s.street, 'APPOINTMENT TIME', s.time],
      ['CITY / STATE / ZIP', s.place, 'REFERENCE #', s.ref],
    ];
    rows.push([y, [40, s.kind]]);
    y += 14;
    for (const [l, lv, r, rv] of pairs) {
      rows.push([y, [48, l], [310, r]], [y + 10, [48, lv], [310, rv]]);
      y += 24;
    }
    y += 10;
  }
  rows.push([y + 10, [40, 'Commodity: Paper Rolls'], [330, 'Total Pay: $2,450.00']]);
  return rows;
}

function boxes(): Row[] {
  const rows: Row[] = [
    [20, [40, 'PRAIRIE LINE LOGISTICS'], [330, 'Load Number: 448120']],
    [50, [46, '1 - PICKUP 1'], [318, '2 - DELIVERY 1']],
  ];
  const [a, b] = STOPS as [Stop, Stop];
  const lines: [string, string][] = [
    ['SITE', 'SITE'],
    [a.name, b.name],
    ['ADDRESS', 'ADDRESS'],
    [a.street, b.street],
    [a.place, b.place],
    ['WINDOW', 'WINDOW'],
    [`${a.date} ${a.time}`, `${b.date} ${b.time}`],
  ];
  lines.forEach(([l, r], i) => {
    rows.push([64 + i * 12, [46, l], [318, r]]);
  });
  rows.push([170, [40, 'Commodity: Paper Rolls'], [330, 'Total Pay: $2,450.00']]);
  return rows;
}

const expected = (withRef: boolean) =>
  STOPS.map((s, i) => [
    i === 0 ? 'pickup' : 'delivery',
    s.name,
    s.street,
    `2025-${s.date.slice(0, 2)}-${s.date.slice(3, 5)}`,
    `${s.time.slice(0, 2)}:${s.time.slice(2, 4)}`,
    withRef ? s.ref : null,
  ]);

const shape = (read: ReturnType<typeof readDocument>) =>
  read.events.map((e) => [
    e.event_type,
    e.facility_name,
    e.location_street,
    e.event_date,
    e.appointment_time_lower,
    e.reference_number,
  ]);

describe('stop fields as captions over their values', () => {
  it('reads each caption with the value under it, two captions a line', () => {
    expect(shape(readDocument(wordDoc(pairsForm()), TODAY))).toEqual(expected(true));
  });

  it('reads stops in boxes side by side under numbered bars', () => {
    expect(shape(readDocument(wordDoc(boxes()), TODAY))).toEqual(expected(false));
  });
});
