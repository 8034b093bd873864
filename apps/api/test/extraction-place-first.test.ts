import { describe, expect, it } from 'vitest';
import { buildTextDoc } from '../src/modules/extraction/layout';
import { readDocument } from '../src/modules/extraction/read-document';
import { findDates } from '../src/modules/extraction/values';
import { sizedWords } from './support/positioned-words';

/**
 * Sheets that print a stop's place before its name: a stop table whose location cell reads "City, ST
 * ZIP" over the facility over the street, and a rate agreement set out in numbered clauses whose stops
 * are one sentence of fields parted by semicolons. Generated here with the values known; every company
 * and number is invented, the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');
const SIZE = 9;

type Cell = [x: number, text: string];
type Row = [top: number, ...cells: Cell[]];

const words = ([top, ...cells]: Row) => cells.flatMap(([x, text]) => sizedWords(x, top, text, SIZE));

/** Rows one under the other, a line apart. */
const doc = (rows: Cell[][]) => buildTextDoc([rows.flatMap((cells, i) => words([40 + i * 13, ...cells]))]);

type Stop = { city: string; state: string; zip: string; name: string; street: string; ref: string; phone: string };

const STOPS: Stop[] = [
  {
    city: 'Joplin',
    state: 'MO',
    zip: '64801',
    name: 'Larkspur Mills',
    street: '410 Quarry Rd',
    ref: 'PK55120',
    phone: '(417) 555-0148',
  },
  {
    city: 'Mobile',
    state: 'AL',
    zip: '36602',
    name: 'Osprey Cold Storage',
    street: '77 Harbor Way',
    ref: '880412',
    phone: '(251) 555-0190',
  },
];

describe('a stop table whose location cell prints the place first', () => {
  function tender(): Cell[][] {
    const [a, b] = STOPS as [Stop, Stop];
    return [
      [
        [40, 'LOAD TENDER'],
        [340, 'Bramblewood Freight Brokers LLC'],
      ],
      [[340, 'Salina, KS 67401']],
      [
        [40, 'Lane: Joplin, MO to Mobile, AL'],
        [340, '1200 Iron Horse Dr'],
      ],
      [[340, 'MC # 771234']],
      [[40, 'Carrier Booked: Foxtail Hauling LLC']],
      [[40, 'Load #: BFB-40411']],
      [
        [42, '#'],
        [90, 'Location'],
        [290, 'Appointment'],
        [408, 'Details'],
      ],
      [
        [42, '1'],
        [90, `${a.city}, ${a.state} ${a.zip}`],
        [290, '06/03/2025'],
        [408, `PU #: ${a.ref}`],
      ],
      [
        [42, 'PU'],
        [90, a.name],
        [290, '0800-1200 hrs'],
        [408, `Ph: ${a.phone}`],
      ],
      [[90, a.street]],
      [
        [42, '2'],
        [90, `${b.city}, ${b.state} ${b.zip}`],
        [290, '06/05/2025'],
        [408, `Receiving #: ${b.ref}`],
      ],
      [
        [42, 'DEL'],
        [90, b.name],
        [290, '1430 hrs'],
        [408, `Ph: ${b.phone}`],
      ],
      [[90, b.street]],
      [
        [40, 'Commodity: Paper Rolls'],
        [340, 'Total Carrier Pay'],
        [500, '$2,400.00'],
      ],
      [[40, 'HM: No']],
    ];
  }

  it('reads the name and street under the city, and the numbers and phones of a details cell', () => {
    const read = readDocument(doc(tender()), TODAY);
    expect(read.events).toHaveLength(2);
    for (const [i, s] of STOPS.entries()) {
      const e = read.events[i];
      expect(e?.facility_name).toBe(s.name);
      expect(e?.location_street).toBe(s.street);
      expect(e?.location_city).toBe(s.city);
      expect(e?.location_postal_code).toBe(s.zip);
      expect(e?.reference_number).toBe(s.ref);
      expect(e?.contact_phone).toBe(s.phone);
    }
  });

  it('reads the carrier after a caption that names it with its role ("Carrier Booked:")', () => {
    const read = readDocument(doc(tender()), TODAY);
    expect(read.basic_info.carrier_name).toBe('Foxtail Hauling LLC');
  });

  it('reads the hazmat answer after a short "HM:" caption', () => {
    const read = readDocument(doc(tender()), TODAY);
    expect(read.rate_cargo.hazmat).toBe(false);
  });

  it('keeps a time or a phone under the city out of the name', () => {
    const rows = tender().map((cells) =>
      cells.map(([x, t]): Cell => [x, t === 'Larkspur Mills' ? '(417) 555-0100' : t]),
    );
    const read = readDocument(doc(rows), TODAY);
    expect(read.events[0]?.facility_name).not.toBe('(417) 555-0100');
  });
});

describe('a rate agreement whose stops are clauses of fields parted by semicolons', () => {
  function agreement(wrapZip: boolean): Cell[][] {
    const [a, b] = STOPS as [Stop, Stop];
    const first = `Loading 1. Facility: ${a.name}; Address: ${a.street}, ${a.city}, ${a.state} ${a.zip}; Date: 06/03/2025;`;
    // The second clause wraps between the state and its ZIP.
    const second = wrapZip
      ? [
          `Unloading 1. Facility: ${b.name}; Address: ${b.street}, ${b.city}, ${b.state}`,
          `${b.zip}; Date: 06/05/2025; Hours: 1430 hrs; Consignee Conf.: ${b.ref}.`,
        ]
      : [
          `Unloading 1. Facility: ${b.name}; Address: ${b.street}, ${b.city}, ${b.state} ${b.zip}; Date: 06/05/2025;`,
          `Hours: 1430 hrs; Consignee Conf.: ${b.ref}.`,
        ];
    return [
      [[180, 'Bramblewood Freight Brokers LLC']],
      [[180, '1200 Iron Horse Dr, Salina, KS 67401']],
      [[180, 'CONTRACT CARRIER RATE CONFIRMATION']],
      [
        [40, '1.'],
        [72, 'SHIPMENT'],
      ],
      [
        [40, '1.1'],
        [72, 'Load #: BFB-40411'],
      ],
      [
        [40, '1.2'],
        [72, 'Carrier Firm: Foxtail Hauling LLC'],
      ],
      [
        [40, '1.3'],
        [72, 'HM: Yes'],
      ],
      [
        [40, '2.'],
        [72, 'STOPS'],
      ],
      [
        [40, '2.1'],
        [72, first],
      ],
      [[72, `Hours: 8AM-12PM; Shipper Conf.: ${a.ref}; Phone: ${a.phone}.`]],
      [
        [40, '2.2'],
        [72, second[0] as string],
      ],
      [[72, second[1] as string]],
      [
        [40, '3.'],
        [72, 'COMPENSATION'],
      ],
      [
        [40, '3.1'],
        [72, 'Total: $2,400.00'],
      ],
    ];
  }

  for (const wrapZip of [false, true])
    it(`reads each field without its caption${wrapZip ? ', the ZIP wrapped onto the next line' : ''}`, () => {
      const read = readDocument(doc(agreement(wrapZip)), TODAY);
      expect(read.events).toHaveLength(2);
      for (const [i, s] of STOPS.entries()) {
        const e = read.events[i];
        expect(e?.event_type).toBe(i === 0 ? 'pickup' : 'delivery');
        expect(e?.facility_name).toBe(s.name);
        expect(e?.location_street).toBe(s.street);
        expect(e?.location_city).toBe(s.city);
        expect(e?.location_state).toBe(s.state);
        expect(e?.location_postal_code).toBe(s.zip);
        expect(e?.reference_number).toBe(s.ref);
      }
      expect(read.basic_info.carrier_name).toBe('Foxtail Hauling LLC');
      expect(read.rate_cargo.hazmat).toBe(true);
    });
});

describe('dates near place names and across a wrapped line', () => {
  it('does not read a city that starts like a month ("3 Junction City") as a date', () => {
    expect(findDates('3  Junction City, KS 66441  01/13/2026')).toEqual([
      expect.objectContaining({ year: 2026, month: 1, day: 13 }),
    ]);
    expect(findDates('2 Marion, OH 43302')).toEqual([]);
    expect(findDates('Sept 4, 2026')).toEqual([expect.objectContaining({ year: 2026, month: 9, day: 4 })]);
  });

  it('reads a stop date whose day wrapped onto the next line after its month', () => {
    const rows: Cell[][] = [
      [[180, 'Bramblewood Freight Brokers LLC']],
      [[180, '1200 Iron Horse Dr, Salina, KS 67401']],
      [[40, 'Load #: BFB-40411']],
      [
        [40, '2.1'],
        [72, 'Pickup 1. Facility: Larkspur Mills; Address: 410 Quarry Rd, Joplin, MO 64801; Date: Tue, Jun'],
      ],
      [[72, '3; Hours: 8AM-12PM.']],
      [
        [40, '2.2'],
        [72, 'Delivery 1. Facility: Osprey Cold Storage; Address: 77 Harbor Way, Mobile, AL 36602; Date: 06/05/2025;'],
      ],
      [[72, 'Hours: 1430 hrs.']],
      [[40, 'Total: $2,400.00']],
    ];
    const read = readDocument(doc(rows), TODAY);
    expect(read.events.map((e) => e.event_date)).toEqual(['2025-06-03', '2025-06-05']);
  });
});
