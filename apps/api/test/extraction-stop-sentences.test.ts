import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/modules/extraction/read-document';
import type { Row } from './support/positioned-words';
import { wordDoc } from './support/positioned-words';

/**
 * Stops told as plain sentences without numbers, one paragraph a stop, opened by whom they are told
 * to ("Driver will load at ...") or by the stop's word and a verb ("Pickup is at ...", "Consignee:
 * ..."), the window "from A to B" wrapping onto the next line. Generated here with their values
 * known; every company and number is invented, the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

type Stop = {
  pickup: boolean;
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  day: string;
  from: string;
  to: string;
  ref: string | null;
  phone: string | null;
};

const PLACES: [string, string, string][] = [
  ['Salina', 'KS', '67401'],
  ['San Antonio', 'TX', '78205'],
  ['Tulsa', 'OK', '74107'],
  ['Grand Rapids', 'MI', '49503'],
];
const NAMES = ['Prairie Grain Co', 'Blue Heron Foods DC', 'Redbud Paper Mill #4', 'Ostrander Cold Storage'];
const STREETS = ['1200 Elevator Rd', '45 Commerce Dr', '9 N Mill St', '3310 Harbor Ave'];

function stops(count: number): Stop[] {
  return Array.from({ length: count }, (_, i) => {
    const [city, state, zip] = PLACES[i] as [string, string, string];
    return {
      pickup: i === 0 || (count > 3 && i === 1),
      name: NAMES[i] as string,
      street: STREETS[i] as string,
      city,
      state,
      zip,
      day: `2025-06-${String(3 + i).padStart(2, '0')}`,
      from: `${String(6 + i).padStart(2, '0')}:30`,
      to: i % 2 ? `${String(6 + i).padStart(2, '0')}:30` : `${12 + i}:00`,
      ref: i % 2 ? null : `RX${48210 + i}`,
      phone: i === 1 ? '(316) 555-0142' : null,
    };
  });
}

const ampm = (t: string) => {
  const [h, m] = t.split(':').map(Number) as [number, number];
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};
const usDay = (day: string) => {
  const [y, m, d] = day.split('-');
  return `${m}/${d}/${y}`;
};

type Wording = { openers: [string, string]; clock: (t: string) => string };

function sentence(s: Stop, w: Wording): string {
  const opener = s.pickup ? w.openers[0] : w.openers[1];
  const when =
    s.from === s.to
      ? `Appointment ${usDay(s.day)} at ${w.clock(s.from)}.`
      : `Open ${usDay(s.day)} from ${w.clock(s.from)} to ${w.clock(s.to)}.`;
  const ref = s.ref ? ` Reference ${s.pickup ? 'PU #' : 'Del #'} ${s.ref}.` : '';
  const phone = s.phone ? ` Phone ${s.phone}.` : '';
  return `${opener} ${s.name}, ${s.street}, ${s.city}, ${s.state} ${s.zip}. ${when}${ref}${phone}`;
}

/** Each stop a paragraph wrapped at `width` characters, paragraphs a line apart. */
function paragraphs(list: Stop[], w: Wording, width: number, top: number): Row[] {
  const rows: Row[] = [];
  let y = top;
  for (const s of list) {
    let line = '';
    for (const word of sentence(s, w).split(' ')) {
      if (line && `${line} ${word}`.length > width) {
        rows.push([y, [40, line]]);
        y += 12;
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    rows.push([y, [40, line]]);
    y += 24;
  }
  return rows;
}

const header: Row[] = [
  [20, [40, 'PRAIRIE LINE LOGISTICS'], [300, 'LOAD CONFIRMATION']],
  [32, [40, 'Load No: 448120'], [300, 'Date: 05/30/2025']],
  [44, [40, 'Carrier: Kettle Creek Transport']],
  [64, [40, 'STOP INSTRUCTIONS']],
];

function got(rows: Row[]) {
  return readDocument(wordDoc(rows), TODAY).events.map((e) => ({
    type: e.event_type,
    date: e.event_date,
    from: e.appointment_time_lower,
    to: e.appointment_time_higher,
    name: e.facility_name,
    street: e.location_street,
    city: e.location_city,
    zip: e.location_postal_code,
    ref: e.reference_number,
    phone: e.contact_phone,
  }));
}

const truth = (list: Stop[]) =>
  list.map((s) => ({
    type: s.pickup ? 'pickup' : 'delivery',
    date: s.day,
    from: s.from,
    to: s.to,
    name: s.name,
    street: s.street,
    city: s.city,
    zip: s.zip,
    ref: s.ref,
    phone: s.phone,
  }));

const WORDINGS: [string, Wording][] = [
  [
    '"Driver will load at" / "Driver will deliver to"',
    { openers: ['Driver will load at', 'Driver will deliver to'], clock: ampm },
  ],
  [
    '"Carrier shall pick up at" / "Truck to unload at"',
    { openers: ['Carrier shall pick up at', 'Truck to unload at'], clock: (t) => t },
  ],
  ['"Pickup is at" / "Delivery is at"', { openers: ['Pickup is at', 'Delivery is at'], clock: ampm }],
  ['"Shipper:" / "Consignee:"', { openers: ['Shipper:', 'Consignee:'], clock: (t) => t }],
];

describe('stops told as plain sentences', () => {
  for (const [what, w] of WORDINGS)
    for (const [count, width] of [
      [2, 90],
      [3, 120],
      [4, 70],
    ] as const)
      it(`reads ${count} stops: ${what}, lines wrapped at ${width}`, () => {
        const list = stops(count);
        const body = paragraphs(list, w, width, 80);
        const end = (body.at(-1)?.[0] ?? 80) + 24;
        const rows: Row[] = [
          ...header,
          ...body,
          [end, [40, 'Commodity: Paper Rolls']],
          [end + 12, [40, 'Total Pay: $2,450.00']],
        ];
        expect(got(rows)).toEqual(truth(list));
      });

  it('does not take a sentence of the terms that tells the driver what to do for a stop', () => {
    const rows: Row[] = [
      ...header,
      ...paragraphs(stops(2), WORDINGS[0]?.[1] as Wording, 120, 80),
      [150, [40, 'Driver must deliver on time or the load will be subject to a late fee of $150.00.']],
    ];
    expect(got(rows).map((e) => e.city)).toEqual(['Salina', 'San Antonio']);
  });
});

describe('a numbered run-on list whose street runs into its city', () => {
  it('opens a stop at each numbered line that holds an address, with no comma after the street', () => {
    const rows: Row[] = [
      ...header,
      [80, [40, 'Stops:']],
      [92, [40, '1) PICK Prairie Grain Co 1200 Elevator Rd Salina, KS 67401 on 06/03/2025 8:00 AM - 2:00 PM']],
      [104, [56, 'pu # RX48210 call (785) 555-0142']],
      [120, [40, '2) DROP Blue Heron Foods 45 Commerce Dr San Antonio, TX 78205 on 06/05/2025 7:30 AM del #']],
      [132, [56, '5521907']],
      [156, [40, 'Commodity: Paper Rolls']],
      [168, [40, 'Total Pay: $2,450.00']],
    ];
    expect(got(rows).map((e) => [e.type, e.city, e.zip, e.date])).toEqual([
      ['pickup', 'Salina', '67401', '2025-06-03'],
      ['delivery', 'San Antonio', '78205', '2025-06-05'],
    ]);
  });
});
