import { describe, expect, it } from 'vitest';
import { withKindAtRight } from '../src/modules/extraction/kind-at-right';
import { readDocument } from '../src/modules/extraction/read-document';
import { type Row, wordDoc } from './support/positioned-words';

/**
 * Stop cards whose first line is the facility with the kind and number set at the far right
 * ("Harbor Mills .... LOAD 1"), the address under it and a two-column table of appointment and
 * reference beneath. Generated here with the values known; every company and number is invented,
 * the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

type Card = { kind: string; name: string; street: string; city: string; ref: string; when: string };

const CARDS: Card[] = [
  {
    kind: 'LOAD 1',
    name: 'Harbor Mills',
    street: '18 Dock St',
    city: 'Mobile, AL 36602',
    ref: 'QK5521',
    when: '06/03/2025 08:00 - 12:00',
  },
  {
    kind: 'UNLOAD 1',
    name: 'Juniper Cold Storage',
    street: '410 Frost Ave',
    city: 'Tulsa, OK 74107',
    ref: '880142',
    when: '06/04/2025 09:00',
  },
  {
    kind: 'UNLOAD 2',
    name: 'Osprey Grocers',
    street: '7 Bay Rd',
    city: 'Wichita, KS 67202',
    ref: '880143',
    when: '06/05/2025 07:30',
  },
];

function cards(list: Card[]): Row[] {
  const rows: Row[] = [
    [20, [40, 'SUMMIT ROUTE BROKERAGE'], [420, 'LOAD CONFIRMATION']],
    [32, [40, 'Load No: 559102'], [300, 'Date: 05/30/2025']],
  ];
  let y = 60;
  for (const c of list) {
    rows.push([y, [48, c.name], [572 - c.kind.length * 5, c.kind]]);
    rows.push([y + 12, [48, c.street]], [y + 24, [48, c.city]]);
    rows.push([y + 36, [52, 'Appt'], [126, c.when]], [y + 48, [52, 'Ref'], [126, c.ref]]);
    y += 84;
  }
  rows.push([y, [40, 'Commodity: Paper Rolls'], [300, 'Total Pay: $2,450.00']]);
  return rows;
}

describe('stop cards with the kind at the right of the facility', () => {
  it('reads each card as a stop of its kind, named by its first line', () => {
    const events = readDocument(wordDoc(cards(CARDS)), TODAY).events;
    expect(
      events.map((e) => [e.event_type, e.facility_name, e.location_street, e.location_postal_code, e.reference_number]),
    ).toEqual([
      ['pickup', 'Harbor Mills', '18 Dock St', '36602', 'QK5521'],
      ['delivery', 'Juniper Cold Storage', '410 Frost Ave', '74107', '880142'],
      ['delivery', 'Osprey Grocers', '7 Bay Rd', '67202', '880143'],
    ]);
  });

  it('leaves the printed document as it was', () => {
    const doc = wordDoc(cards(CARDS));
    const before = doc.lines.map((l) => l.text);
    withKindAtRight(doc);
    expect(doc.lines.map((l) => l.text)).toEqual(before);
  });

  it("leaves a lone kind at a line's right alone", () => {
    const doc = wordDoc(cards(CARDS.slice(0, 1)));
    expect(withKindAtRight(doc)).toBe(doc);
  });
});
