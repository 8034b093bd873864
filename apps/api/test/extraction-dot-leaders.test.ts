import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/modules/extraction/read-document';
import { type Row, wordDoc } from './support/positioned-words';

/**
 * A plain-text tender: captions joined to their values by dot leaders ("PU #1 ....... date"), read
 * as one run or, as OCR reads it, with the dots apart from both; numbered "DEL #1" and "DEST #1"
 * stops; windows written "10:30 / 16:00" and an hour after a named day ("24 May 2025 0500").
 * Generated here with the values known; every company and number is invented, the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

type Cells = [number, string][];
// "Mobile, AL 36602", or as OCR may read it: "Mobile," and "AL 36602" set apart.
const city = (text: string, parted: boolean): Cells => {
  const [town, rest] = text.split(', ');
  return parted
    ? [
        [60, `${town},`],
        [60 + (town?.length ?? 0) * 5 + 25, rest ?? ''],
      ]
    : [[60, text]];
};

const tender = (leader: (caption: string, value: string) => Cells, delivery: string, parted = false): Row[] => [
  [20, [40, 'SUMMIT ROUTE BROKERAGE']],
  [32, ...leader('TENDER #', 'QX44120')],
  [44, ...leader('TRUCKING CO.', 'Osprey Road Lines LLC % Harbor Funding LLC')],
  [60, ...leader('PU #1', '3 Jun 2025 0500')],
  [72, [60, 'Harbor Mills']],
  [84, [60, '18 Dock St']],
  [96, ...city('Mobile, AL 36602', parted)],
  [112, ...leader(`${delivery} #1`, 'Wednesday, June 4, 2025 10:30 / 16:00')],
  [124, [60, 'Juniper Cold Storage']],
  [136, [60, '410 Frost Ave']],
  [148, ...city('Tulsa, OK 74107', parted)],
  [164, ...leader('DIST (MI)', '612')],
  [176, ...leader('TOTAL DUE CARRIER', '$2,450.00')],
];

// Printed as one run: "PU #1 ............ 3 Jun 2025 0500".
const oneRun = (caption: string, value: string): Cells => [[40, `${caption} ............ ${value}`]];
// Read apart: the caption, the dots and the value each a segment of its own (and the cities parted).
const apart = (caption: string, value: string): Cells => [
  [40, caption],
  [40 + (caption.length + 3) * 5, '..........'],
  [180, value],
];

describe('dot leaders and numbered stop captions', () => {
  for (const [name, leader] of [
    ['as one run', oneRun],
    ['with the dots read apart', apart],
  ] as const)
    for (const delivery of ['DEL', 'DEST'])
      it(`reads a tender ${name}, its delivery headed "${delivery} #1"`, () => {
        const r = readDocument(wordDoc(tender(leader, delivery, leader === apart)), TODAY);
        expect(r.basic_info.carrier_name).toBe('Osprey Road Lines LLC');
        expect(r.rate_cargo.loaded_miles).toBe(612);
        expect(
          r.events.map((e) => [
            e.event_type,
            e.facility_name,
            e.location_postal_code,
            e.event_date,
            e.appointment_time_lower,
            e.appointment_time_higher,
          ]),
        ).toEqual([
          ['pickup', 'Harbor Mills', '36602', '2025-06-03', '05:00', '05:00'],
          ['delivery', 'Juniper Cold Storage', '74107', '2025-06-04', '10:30', '16:00'],
        ]);
      });
});
