import { describe, expect, it } from 'vitest';
import { withDayHeadings } from '../src/modules/extraction/day-headings';
import { readDocument } from '../src/modules/extraction/read-document';
import { type Row, wordDoc } from './support/positioned-words';

/**
 * An itinerary grouped under day headings, each stop of the day indented beneath it on a line that
 * opens with its hours ("08:00 - 12:00   LOAD @ Harbor Mills"), the place on the line under the name.
 * Generated here with the values known; every company and number is invented, the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

type Stop = { day: string; hours: string; kind: string; name: string; place: string };

const STOPS: Stop[] = [
  {
    day: 'Tue 06/03/2025',
    hours: '08:00 - 12:00',
    kind: 'LOAD',
    name: 'Harbor Mills',
    place: '18 Dock St, Mobile, AL 36602',
  },
  {
    day: 'Tue 06/03/2025',
    hours: '16:00',
    kind: 'DELIVER',
    name: 'Juniper Cold Storage',
    place: '410 Frost Ave, Tulsa, OK 74107',
  },
  {
    day: 'Thu 06/05/2025',
    hours: '07:30',
    kind: 'DELIVER',
    name: 'Osprey Grocers',
    place: '7 Bay Rd, Wichita, KS 67202',
  },
];

function itinerary(list: Stop[]): Row[] {
  const rows: Row[] = [
    [20, [40, 'DISPATCH CONFIRMATION']],
    [32, [40, 'Load No: 559102'], [300, 'Date: 05/30/2025']],
  ];
  let y = 60;
  let shown = '';
  for (const s of list) {
    if (s.day !== shown) {
      rows.push([y, [40, s.day]]);
      y += 12;
      shown = s.day;
    }
    rows.push([y, [48, s.hours], [140, `${s.kind} @ ${s.name}`]], [y + 12, [140, s.place]]);
    y += 30;
  }
  rows.push([y, [40, 'Commodity: Paper Rolls'], [300, 'Total Pay: $2,450.00']]);
  return rows;
}

describe('an itinerary under day headings', () => {
  it('gives each stop the day printed above it, not the next one', () => {
    const events = readDocument(wordDoc(itinerary(STOPS)), TODAY).events;
    expect(
      events.map((e) => [
        e.event_type,
        e.facility_name,
        e.event_date,
        e.appointment_time_lower,
        e.location_postal_code,
      ]),
    ).toEqual([
      ['pickup', 'Harbor Mills', '2025-06-03', '08:00', '36602'],
      ['delivery', 'Juniper Cold Storage', '2025-06-03', '16:00', '74107'],
      ['delivery', 'Osprey Grocers', '2025-06-05', '07:30', '67202'],
    ]);
  });

  it('leaves the printed document as it was', () => {
    const doc = wordDoc(itinerary(STOPS));
    const before = doc.lines.map((l) => l.text);
    withDayHeadings(doc);
    expect(doc.lines.map((l) => l.text)).toEqual(before);
  });

  it('leaves a lone date line over the stops alone', () => {
    const doc = wordDoc(itinerary(STOPS.slice(0, 2)));
    expect(withDayHeadings(doc)).toBe(doc);
  });
});
