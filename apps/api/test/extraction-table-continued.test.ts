import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/modules/extraction/read-document';
import { type Row, wordDoc } from './support/positioned-words';

/**
 * A wide stop table of narrow columns whose captions run together ("Stop# Type"), its cells
 * wrapping, its rows running onto the next page under the caption and head printed again.
 * Generated here with the values known; every company and number is invented, the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

// Captions a character apart where the columns are narrow: "Stop#" and "Type" read as one run.
const HEAD = (top: number): Row => [
  top,
  [40, 'Stop#'],
  [70, 'Type'],
  [110, 'Facility'],
  [190, 'Address'],
  [270, 'City'],
  [330, 'ST'],
  [350, 'Zip'],
  [390, 'Date'],
  [450, 'Time'],
  [510, 'Ref'],
];

type Stop = [
  n: string,
  kind: string,
  name: string[],
  street: string[],
  city: string,
  st: string,
  zip: string,
  ref: string,
];

const STOPS: Stop[] = [
  ['1', 'Pick', ['Prairie', 'Grain Co'], ['1200', 'Elevator Rd'], 'Salina', 'KS', '67401', 'RX48210'],
  ['2', 'Drop', ['Blue Heron', 'Foods'], ['45 Commerce', 'Dr'], 'Tulsa', 'OK', '74107', '5521907'],
  ['3', 'Drop', ['Redbud', 'Paper Mill'], ['9 N Mill', 'St'], 'Wichita', 'KS', '67202', '5521908'],
];

function rows([n, kind, name, street, city, st, zip, ref]: Stop, top: number, day: string): Row[] {
  return [
    [
      top,
      [40, n],
      [70, kind],
      [110, name[0] ?? ''],
      [190, street[0] ?? ''],
      [270, city],
      [330, st],
      [350, zip],
      [390, day],
      [450, '0800-1400'],
      [510, ref],
    ],
    [top + 12, [110, name[1] ?? ''], [190, street[1] ?? '']],
  ];
}

function sheet(onFirst: number): Row[][] {
  const first: Row[] = [
    [20, [40, 'PRAIRIE LINE LOGISTICS'], [330, 'Load Number: 448120']],
    [34, [40, 'Carrier: Kettle Creek Transport']],
    [600, [40, 'STOPS']],
    HEAD(614),
  ];
  STOPS.slice(0, onFirst).forEach((s, i) => {
    first.push(...rows(s, 630 + i * 30, `06/0${3 + i}/2025`));
  });
  const second: Row[] = [[30, [40, 'STOPS (continued)']], HEAD(44)];
  STOPS.slice(onFirst).forEach((s, i) => {
    second.push(...rows(s, 60 + i * 30, `06/0${3 + onFirst + i}/2025`));
  });
  second.push([140, [40, 'Commodity: Paper Rolls'], [330, 'Total Pay: $2,450.00']]);
  return [first, second];
}

describe('a stop table continued on the next page', () => {
  for (const onFirst of [1, 2])
    it(`reads all three stops with ${onFirst} on the first page, the captions parted`, () => {
      const read = readDocument(wordDoc(...sheet(onFirst)), TODAY);
      expect(read.events.map((e) => [e.event_type, e.facility_name, e.location_street, e.location_city])).toEqual(
        STOPS.map(([, kind, name, street, city]) => [
          kind === 'Pick' ? 'pickup' : 'delivery',
          name.join(' '),
          street.join(' '),
          city,
        ]),
      );
      expect(read.events.map((e) => [e.event_date, e.appointment_time_lower, e.reference_number])).toEqual([
        ['2025-06-03', '08:00', 'RX48210'],
        ['2025-06-04', '08:00', '5521907'],
        ['2025-06-05', '08:00', '5521908'],
      ]);
    });
});

describe('a stop table whose kind is a mark under a kind column', () => {
  it('reads each row as the kind whose column holds its "X"', () => {
    const rows: Row[] = [
      [20, [40, 'PRAIRIE LINE LOGISTICS'], [330, 'Load Number: 448120']],
      [50, [40, 'Seq'], [70, 'LOAD'], [100, 'UNLD'], [140, 'Stop Location'], [320, 'Sched.'], [440, 'Ref']],
      [64, [40, '1'], [70, 'X'], [140, 'Prairie Grain Co'], [320, '06/03/2025'], [440, 'RX48210']],
      [76, [140, '1200 Elevator Rd'], [320, '08:00']],
      [88, [140, 'Salina, KS 67401']],
      [102, [40, '2'], [100, 'X'], [140, 'Blue Heron Foods'], [320, '06/05/2025'], [440, '5521907']],
      [114, [140, '45 Commerce Dr'], [320, '07:30']],
      [126, [140, 'Tulsa, OK 74107']],
      [150, [40, 'Freight Description: Paper Rolls'], [330, 'Total Pay: $2,450.00']],
    ];
    const read = readDocument(wordDoc(rows), TODAY);
    expect(read.events.map((e) => [e.event_type, e.facility_name, e.location_city, e.reference_number])).toEqual([
      ['pickup', 'Prairie Grain Co', 'Salina', 'RX48210'],
      ['delivery', 'Blue Heron Foods', 'Tulsa', '5521907'],
    ]);
    expect(read.rate_cargo.commodity).toBe('Paper Rolls');
  });
});
