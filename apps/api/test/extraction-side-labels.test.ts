import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/modules/extraction/read-document';
import { type Row, wordDoc } from './support/positioned-words';

/**
 * A box per stop with its kind spelt one letter a line down a strip on its left ("P", "I", "C"...),
 * the letters centred on the box, so they start below, beside or above its first line. Generated
 * here with the values known; every company and number is invented, the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

type Stop = { word: string; pickup: boolean; name: string; street: string; place: string; when: string; ref: string };

const STOPS: Stop[] = [
  {
    word: 'PICKUP',
    pickup: true,
    name: 'Prairie Grain Co',
    street: '1200 Elevator Rd',
    place: 'Salina, KS 67401',
    when: '06/03/2025 08:00 - 14:00',
    ref: 'RX48210',
  },
  {
    word: 'DELIVERY',
    pickup: false,
    name: 'Blue Heron Foods',
    street: '45 Commerce Dr',
    place: 'San Antonio, TX 78205',
    when: '06/05/2025 07:30',
    ref: '5521907',
  },
  {
    word: 'DROP',
    pickup: false,
    name: 'Redbud Paper Mill',
    street: '9 N Mill St',
    place: 'Tulsa, OK 74107',
    when: '06/06/2025 13:00',
    ref: '5521908',
  },
];

const LEAD = 12;
const STEP = 9;

/** The boxes from `top`: the letters at x 48, the box's lines at x 72. */
function boxes(list: Stop[], top: number): Row[] {
  const rows: Row[] = [];
  let y = top;
  for (const s of list) {
    const inner = [s.name, s.street, s.place, s.when, `Ref: ${s.ref}`];
    const h = Math.max(inner.length * LEAD, s.word.length * STEP) + 8;
    inner.forEach((text, i) => {
      rows.push([y + LEAD + i * LEAD, [72, text]]);
    });
    const first = y + (h - s.word.length * STEP) / 2 + 6;
    for (const [i, ch] of [...s.word].entries()) rows.push([first + i * STEP, [48, ch]]);
    y += h + 8;
  }
  return rows.sort((a, b) => a[0] - b[0]);
}

const header: Row[] = [
  [20, [40, 'PRAIRIE LINE LOGISTICS'], [300, 'RATE CONFIRMATION']],
  [32, [40, 'Load No: 448120'], [300, 'Date: 05/30/2025']],
  [44, [40, 'Carrier: Kettle Creek Transport'], [300, 'PO #: 771203']],
];

describe('stop boxes whose kind is spelt down a side strip', () => {
  for (const list of [STOPS.slice(0, 2), STOPS, [STOPS[0], STOPS[2]]] as Stop[][])
    it(`reads ${list.map((s) => s.word).join(', ')} as the kinds of the boxes beside them`, () => {
      const rows = [...header, ...boxes(list, 60)];
      const end = Math.max(...rows.map((r) => r[0])) + 20;
      rows.push([end, [40, 'Commodity: Paper Rolls'], [300, 'Total Pay: $2,450.00']]);
      const events = readDocument(wordDoc(rows), TODAY).events;
      expect(
        events.map((e) => [e.event_type, e.facility_name, e.location_street, e.location_city, e.reference_number]),
      ).toEqual(list.map((s) => [s.pickup ? 'pickup' : 'delivery', s.name, s.street, s.place.split(',')[0], s.ref]));
    });

  it('leaves a column of letters that spells no stop kind alone', () => {
    const rows: Row[] = [...header, ...boxes([STOPS[0] as Stop], 60)];
    const odd = rows.map((r): Row => (r.length === 2 && r[1]?.[1].length === 1 ? [r[0], [48, 'X']] : r));
    expect(readDocument(wordDoc(odd), TODAY).events.map((e) => e.event_type)).not.toContain('pickup');
  });
});
