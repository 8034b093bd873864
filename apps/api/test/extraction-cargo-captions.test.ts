import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/modules/extraction/read-document';
import { type Row, wordDoc } from './support/positioned-words';

/**
 * The load's facts under captions of a few more wordings ("Shipment Contents", "Total Pieces",
 * "Lane Miles", "Power/Trailer", "Eqpt", "Declared Weight", "HM Y/N", "Hazmat?"). Generated here; every value is invented.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

const facts = (rows: [string, string][]): Row[] => [
  [20, [40, 'Harbor Point Brokerage LLC'], [420, 'Load Confirmation']],
  [32, [40, 'Load #: 771204']],
  [52, [40, 'Pick Up'], [260, 'Date: 06/03/2025']],
  [64, [40, 'Harbor Mills']],
  [76, [40, '18 Dock St']],
  [88, [40, 'Mobile, AL 36602']],
  [108, [40, 'Drop'], [260, 'Date: 06/04/2025']],
  [120, [40, 'Juniper Cold Storage']],
  [132, [40, '410 Frost Ave']],
  [144, [40, 'Tulsa, OK 74107']],
  [164, [40, 'Line Haul'], [300, '$2,450.00']],
  [176, [40, 'Total'], [300, '$2,450.00']],
  ...rows.map(([k, v], i): Row => [196 + i * 12, [40, `${k}: ${v}`]]),
];

const cargo = (rows: [string, string][]) => readDocument(wordDoc(facts(rows)), TODAY).rate_cargo;

describe('cargo captions', () => {
  it('reads contents, pieces, miles, equipment and hazmat under their other wordings', () => {
    const r = cargo([
      ['Shipment Contents', 'Steel Coils'],
      ['Total Pieces', '13'],
      ['Lane Miles', '1,245'],
      ['Power/Trailer', 'Reefer 53'],
      ['HM Y/N', 'No'],
    ]);
    expect([r.commodity, r.pieces, r.loaded_miles, r.equipment, r.hazmat]).toEqual([
      'Steel Coils',
      13,
      1245,
      'Reefer 53',
      false,
    ]);
  });

  it('reads "Hazmat?", "Est Miles", "Declared Weight" and "Eqpt"', () => {
    const r = cargo([
      ['Hazmat?', 'Yes'],
      ['Est Miles', '1,566'],
      ['Declared Weight', '26,700#'],
      ['Eqpt', 'Reefer'],
    ]);
    expect([r.hazmat, r.loaded_miles, r.weight_lbs, r.equipment]).toEqual([true, 1566, 26700, 'Reefer']);
  });
});
