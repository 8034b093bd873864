import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/modules/extraction/read-document';
import { type Row, wordDoc } from './support/positioned-words';

/**
 * Each stop as a definition list: the term ("Load at:", "Ready:", "Shipper Ref") on a line of its
 * own, its values indented on the lines under it, the next term stepping back out. Generated here
 * with the values known; every company and number is invented, the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

type Stop = { pickup: boolean; name: string; place: string; when: string; ref: string; phone: string | null };

const STOPS: Stop[] = [
  {
    pickup: true,
    name: 'Prairie Grain Co',
    place: '1200 Elevator Rd, Salina, KS 67401',
    when: '06/03/2025 08:00 - 14:00',
    ref: 'RX48210',
    phone: '(785) 555-0142',
  },
  {
    pickup: false,
    name: 'Blue Heron Foods',
    place: '45 Commerce Dr, San Antonio, TX 78205',
    when: '06/05/2025 07:30',
    ref: '5521907',
    phone: null,
  },
];

/** Terms at `x`, values `indent` further right; the references and cargo after the stops. */
function sheet(indent: number, terms: [pick: string, drop: string, ready: string, due: string]): Row[] {
  const rows: Row[] = [
    [20, [40, 'PRAIRIE LINE LOGISTICS'], [330, 'Load Number: 448120']],
    [34, [40, '18 Depot St, Topeka, KS 66603'], [330, 'Carrier: Kettle Creek Transport']],
  ];
  let y = 60;
  const put = (x: number, text: string) => {
    rows.push([y, [x, text]]);
    y += 12;
  };
  for (const [i, s] of STOPS.entries()) {
    put(40, `Stop ${i + 1}`);
    put(50, s.pickup ? terms[0] : terms[1]);
    put(50 + indent, s.name);
    put(50 + indent, s.place);
    put(50, s.pickup ? terms[2] : terms[3]);
    put(50 + indent, s.when);
    put(50, s.pickup ? 'Shipper Ref' : 'Delivery #');
    put(50 + indent, s.ref);
    if (s.phone) {
      put(50, 'Site contact:');
      put(50 + indent, s.phone);
    }
    y += 6;
  }
  rows.push([y + 6, [40, 'PO #: 7730012'], [330, 'Total Pay: $2,450.00']]);
  return rows;
}

const TERMS: [string, string, string, string][] = [
  ['Load at:', 'Unload at:', 'Ready:', 'Deliver by:'],
  ['Pick up at:', 'Deliver to:', 'Date:', 'Appointment:'],
];

describe('stops printed as definition lists', () => {
  for (const indent of [12, 20, 40])
    for (const terms of TERMS)
      it(`reads every term's value ${indent} units in under "${terms[0]}"`, () => {
        const read = readDocument(wordDoc(sheet(indent, terms)), TODAY);
        expect(
          read.events.map((e) => [
            e.event_type,
            e.facility_name,
            e.location_city,
            e.event_date,
            e.appointment_time_lower,
            e.reference_number,
            e.contact_phone,
          ]),
        ).toEqual([
          ['pickup', 'Prairie Grain Co', 'Salina', '2025-06-03', '08:00', 'RX48210', '(785) 555-0142'],
          ['delivery', 'Blue Heron Foods', 'San Antonio', '2025-06-05', '07:30', '5521907', null],
        ]);
        // The stops' numbers stay theirs, the load's PO is the load's.
        expect(read.basic_info.other_reference_numbers).toEqual(['7730012']);
      });

  it('still ends an indented stop where a plain line steps back out', () => {
    const rows: Row[] = [
      [20, [40, 'Load Number: 448120']],
      [40, [40, 'Pickup']],
      [52, [60, 'Prairie Grain Co']],
      [64, [60, '1200 Elevator Rd, Salina, KS 67401']],
      [76, [60, '06/03/2025 08:00']],
      [88, [40, 'Delivery']],
      [100, [60, 'Blue Heron Foods']],
      [112, [60, '45 Commerce Dr, San Antonio, TX 78205']],
      [124, [60, '06/05/2025 07:30']],
      [136, [40, 'Driver must call 48 hours ahead, dispatch (785) 555-0110']],
    ];
    const events = readDocument(wordDoc(rows), TODAY).events;
    expect(events.map((e) => [e.event_type, e.event_date, e.contact_phone])).toEqual([
      ['pickup', '2025-06-03', null],
      ['delivery', '2025-06-05', null],
    ]);
  });
});
