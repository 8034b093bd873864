import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/modules/extraction/read-document';
import { type Row, wordDoc } from './support/positioned-words';

/**
 * A flat form whose every stop label carries the stop's kind and number ("Pickup City:", "Delivery 2
 * Zip:"), one or two stops side by side, the city, state and ZIP on rows of their own. Generated here
 * with the values known; every company and number is invented, the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

type Stop = { kind: string; name: string; street: string; city: string; state: string; zip: string; ref: string };

const STOPS: Stop[] = [
  {
    kind: 'Pickup',
    name: 'Prairie Grain Co',
    street: '1200 Elevator Rd',
    city: 'Salina',
    state: 'KS',
    zip: '67401',
    ref: 'RX48210',
  },
  {
    kind: 'Delivery 1',
    name: 'Blue Heron Foods',
    street: '45 Commerce Dr',
    city: 'San Antonio',
    state: 'TX',
    zip: '78205',
    ref: '5521907',
  },
  {
    kind: 'Delivery 2',
    name: 'Redbud Paper Mill',
    street: '9 N Mill St',
    city: 'Tulsa',
    state: 'OK',
    zip: '74107',
    ref: '5521908',
  },
];

const LEAD = 12;
const FIELDS = (s: Stop, when: string): [string, string][] => [
  ['Name', s.name],
  ['Address', s.street],
  ['City', s.city],
  ['State', s.state],
  ['Zip', s.zip],
  ['Date', when],
  ['Ref', s.ref],
];

/** Stops `perBand` a band from `top`, each label "<kind> <field>:" with its value at a fixed offset. */
function form(list: Stop[], perBand: number, top: number, prefix: (s: Stop) => string): Row[] {
  const rows: Row[] = [];
  let y = top;
  for (let first = 0; first < list.length; first += perBand) {
    const band = list.slice(first, first + perBand);
    const fields = band.map((s, i) => FIELDS(s, `06/0${3 + first + i}/2025`));
    fields[0]?.forEach((_, k) => {
      const cells = band.map((s, i): [number, string][] => {
        const [label, value] = fields[i]?.[k] ?? ['', ''];
        return [
          [40 + i * 270, `${prefix(s)} ${label}:`],
          [150 + i * 270, value],
        ];
      });
      rows.push([y + k * LEAD, ...cells.flat()]);
    });
    y += (fields[0]?.length ?? 0) * LEAD + 2 * LEAD;
  }
  return rows;
}

const header: Row[] = [
  [20, [40, 'PRAIRIE LINE LOGISTICS'], [300, 'RATE CONFIRMATION']],
  [32, [40, 'Load No: 448120'], [300, 'Date: 05/30/2025']],
  [44, [40, 'Carrier: Kettle Creek Transport'], [300, 'PO #: 771203']],
];

const read = (rows: Row[]) => {
  const end = Math.max(...rows.map((r) => r[0])) + 24;
  rows.push([end, [40, 'Commodity: Paper Rolls'], [300, 'Total Pay: $2,450.00']]);
  return readDocument(wordDoc(rows), TODAY).events.map((e) => [
    e.event_type,
    e.facility_name,
    e.location_street,
    e.location_city,
    e.location_state,
    e.location_postal_code,
    e.event_date,
    e.reference_number,
  ]);
};
const expected = (list: Stop[]) =>
  list.map((s, i) => [
    s.kind.startsWith('Pickup') || s.kind.startsWith('Shipper') ? 'pickup' : 'delivery',
    s.name,
    s.street,
    s.city,
    s.state,
    s.zip,
    `2025-06-0${3 + i}`,
    s.ref,
  ]);

describe('stop labels carrying the stop kind and number', () => {
  it('reads every stop of a form one stop a band', () => {
    expect(read([...header, ...form(STOPS, 1, 70, (s) => s.kind)])).toEqual(expected(STOPS));
  });

  // Side by side, the left stop's reference is not read yet (the load's PO is taken for it).
  it('reads the kind, place and day of every stop two a band', () => {
    const places = (rows: unknown[][]) => rows.map((e) => e.slice(0, 7));
    expect(places(read([...header, ...form(STOPS, 2, 70, (s) => s.kind)]))).toEqual(places(expected(STOPS)));
  });

  it('reads "Shipper" and "Consignee" prefixes as the kinds they name', () => {
    const list = [STOPS[0], STOPS[1]] as Stop[];
    const words = (s: Stop) => (s === STOPS[0] ? 'Shipper' : 'Consignee');
    expect(read([...header, ...form(list, 1, 70, words)])).toEqual(expected(list));
  });

  it('leaves a lone "Pickup Date:" or "Pickup #:" line to the readers it was', () => {
    const rows: Row[] = [
      ...header,
      [70, [40, 'Pickup']],
      [82, [40, 'Prairie Grain Co']],
      [94, [40, '1200 Elevator Rd']],
      [106, [40, 'Salina, KS 67401']],
      [118, [40, 'Pickup Date: 06/03/2025'], [300, 'Pickup #: RX48210']],
      [140, [40, 'Delivery']],
      [152, [40, 'Blue Heron Foods']],
      [164, [40, '45 Commerce Dr']],
      [176, [40, 'San Antonio, TX 78205']],
      [188, [40, 'Delivery Date: 06/04/2025'], [300, 'Delivery #: 5521907']],
    ];
    expect(read(rows).map((e) => [e[0], e[1], e[3], e[6], e[7]])).toEqual([
      ['pickup', 'Prairie Grain Co', 'Salina', '2025-06-03', 'RX48210'],
      ['delivery', 'Blue Heron Foods', 'San Antonio', '2025-06-04', '5521907'],
    ]);
  });
});
