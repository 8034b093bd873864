import { describe, expect, it } from 'vitest';
import { textOf } from '../src/modules/extraction/layout';
import { readDocument } from '../src/modules/extraction/read-document';
import { withUnnamedStops } from '../src/modules/extraction/unnamed-stops';
import { LETTERHEAD, type Row, wordDoc } from './support/positioned-words';
import { lowerStops as lower } from './support/read-stops';

/**
 * Conventional broker sheets whose captions are words the reader has never met, read by the
 * sheet's structure and the shape of its values: stops under unknown headings, a charges table
 * under unknown captions, trailer types, piece counts, hazmat and miles by their values. Written
 * here with the values known; every company and number is invented, the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

describe('stops under headings the reader does not know', () => {
  // Two wordings, neither a kind word: the first the pickups', the second the deliveries'.
  const blocks: Row[] = [
    ...LETTERHEAD,
    [90, [40, 'North Yard 1']],
    [104, [60, 'Site'], [160, 'Gulf Coast Mills']],
    [116, [60, 'Street'], [160, '18 Dock St']],
    [128, [160, 'Mobile, AL 36602']],
    [140, [60, 'When'], [160, '06/03/2025']],
    [152, [60, 'Window'], [160, '08:00 - 14:00']],
    [176, [40, 'South Yard 1']],
    [190, [60, 'Site'], [160, 'Juniper Cold Storage']],
    [202, [60, 'Street'], [160, '410 Frost Ave']],
    [214, [160, 'Memphis, TN 38118']],
    [226, [60, 'When'], [160, '06/05/2025']],
    [238, [60, 'Window'], [160, '13:30']],
  ];

  it('reads a block with a place and a day as a stop, the first wording a pickup', () => {
    const r = readDocument(wordDoc(blocks), TODAY);
    expect(lower(r).map((s) => [s[0], s[3], s[4], s[5]])).toEqual([
      ['pickup', 'mobile', '36602', '2025-06-03'],
      ['delivery', 'memphis', '38118', '2025-06-05'],
    ]);
  });

  it('rewords the headings only, and leaves the letterhead (a place but no day) alone', () => {
    const text = textOf(withUnnamedStops(wordDoc(blocks)));
    expect(text).toContain('Pickup 1');
    expect(text).toContain('Delivery 1');
    expect(text).toContain('Harborline Freight LLC');
  });

  it('reads a lone unknown wording before a known delivery as the pickup', () => {
    const doc = wordDoc(blocks.map((r) => (r[1]?.[1] === 'South Yard 1' ? ([r[0], [40, 'Drop 1']] as Row) : r)));
    const r = readDocument(doc, TODAY);
    expect(r.events.map((e) => e.event_type)).toEqual(['pickup', 'delivery']);
  });

  it('reads two stops printed abreast under unknown headings', () => {
    const doc = wordDoc([
      ...LETTERHEAD,
      [90, [40, 'North Yard 1'], [320, 'South Yard 1']],
      [104, [40, 'Site:'], [110, 'Gulf Coast Mills'], [320, 'Site:'], [390, 'Juniper Cold Storage']],
      [116, [40, 'Street:'], [110, '18 Dock St'], [320, 'Street:'], [390, '410 Frost Ave']],
      [128, [110, 'Mobile, AL 36602'], [390, 'Memphis, TN 38118']],
      [140, [40, 'When:'], [110, '06/03/2025'], [320, 'When:'], [390, '06/05/2025']],
    ]);
    const r = readDocument(doc, TODAY);
    expect(lower(r).map((s) => [s[0], s[3]])).toEqual([
      ['pickup', 'mobile'],
      ['delivery', 'memphis'],
    ]);
  });

  it('reads a table row whose kind cell wraps onto the line under it', () => {
    const doc = wordDoc([
      ...LETTERHEAD,
      [90, [40, 'Leg'], [120, 'Site / Street'], [300, 'When'], [380, 'Window']],
      [106, [40, 'North'], [120, 'Gulf Coast Mills'], [300, '06/03/2025'], [380, '08:00']],
      [118, [40, 'Yard 1'], [120, '18 Dock St']],
      [130, [120, 'Mobile, AL 36602']],
      [148, [40, 'South'], [120, 'Juniper Cold Storage'], [300, '06/05/2025'], [380, '13:30']],
      [160, [40, 'Yard 1'], [120, '410 Frost Ave']],
      [172, [120, 'Memphis, TN 38118']],
    ]);
    const text = textOf(withUnnamedStops(doc));
    expect(text).toContain('Pickup 1');
    expect(text).not.toContain('Yard 1');
  });

  it('leaves alone a facility name over its street, and stops under headings it knows', () => {
    const named = wordDoc([
      ...LETTERHEAD,
      [90, [40, 'Gulf Coast Mills']],
      [102, [40, '18 Dock St']],
      [114, [40, 'Mobile, AL 36602']],
      [126, [40, '06/03/2025']],
      [150, [40, 'Juniper Cold Storage']],
      [162, [40, '410 Frost Ave']],
      [174, [40, 'Memphis, TN 38118']],
      [186, [40, '06/05/2025']],
    ]);
    expect(withUnnamedStops(named)).toBe(named);
    const word = (r: Row): Row =>
      r[1]?.[1] === 'North Yard 1'
        ? [r[0], [40, 'Shipper 1']]
        : r[1]?.[1] === 'South Yard 1'
          ? [r[0], [40, 'Consignee 1']]
          : r;
    const known = wordDoc(blocks.map(word));
    expect(withUnnamedStops(known)).toBe(known);
  });
});

describe('a charges table in captions the reader does not know', () => {
  const sheet = (rows: [string, string][]): Row[] => [
    ...LETTERHEAD,
    ...rows.map(([caption, amount], i): Row => [200 + i * 14, [300, caption], [480, amount]]),
  ];

  it('takes the row that sums the others for the total, the largest other row for the line haul', () => {
    const doc = wordDoc(
      sheet([
        ['Haul Fee', '$2,400.00'],
        ['Diesel Add-on', '$310.00'],
        ['Pay to Hauler', '$2,710.00'],
      ]),
    );
    const r = readDocument(doc, TODAY);
    expect(Number(r.rate_cargo.rate_booked)).toBe(2710);
    expect(Number(r.rate_cargo.linehaul)).toBe(2400);
  });

  it('takes nothing from rows that sum to no row (a per-unit rate is no total)', () => {
    const doc = wordDoc(
      sheet([
        ['Haul Fee', '$2,400.00'],
        ['Per Pallet', '50.00'],
      ]),
    );
    const r = readDocument(doc, TODAY);
    expect(r.rate_cargo.rate_booked).toBeNull();
    expect(r.rate_cargo.linehaul).toBeNull();
  });
});

describe('cargo read by the shape of its values', () => {
  const cargo = (rows: [string, string][]): Row[] => [
    ...LETTERHEAD,
    ...rows.map(([caption, value], i): Row => [200 + i * 14, [40, caption], [160, value]]),
  ];

  it('reads the trailer, pieces, hazmat, miles and goods under captions it does not know', () => {
    const r = readDocument(
      wordDoc(
        cargo([
          ['Article Type', 'Frozen Vegetables'],
          ['Heft', '38,200 lbs'],
          ['Skids', '18'],
          ['Unit Needed', "53' Reefer"],
          ['Lane Distance', '412'],
          ['Hazard Flag', 'No'],
        ]),
      ),
      TODAY,
    );
    expect(r.rate_cargo.equipment).toBe("53' Reefer");
    expect(r.rate_cargo.pieces).toBe(18);
    expect(r.rate_cargo.hazmat).toBe(false);
    expect(r.rate_cargo.loaded_miles).toBe(412);
    expect(r.rate_cargo.commodity).toBe('Frozen Vegetables');
  });

  it('reads a count with its unit and miles printed as such', () => {
    const r = readDocument(
      wordDoc(
        cargo([
          ['Heft', '38,200 lbs'],
          ['Handling', '24 Pallets'],
          ['Run', '1,098 mi'],
        ]),
      ),
      TODAY,
    );
    expect(r.rate_cargo.pieces).toBe(24);
    expect(r.rate_cargo.loaded_miles).toBe(1098);
  });

  it('leaves a trailer length, a hazard class and a word that is no trailer alone', () => {
    const r = readDocument(
      wordDoc(
        cargo([
          ['Deck Length', '53'],
          ['Hazard Class', '3'],
          ['Notes', 'Vanilla extract'],
        ]),
      ),
      TODAY,
    );
    expect(r.rate_cargo.loaded_miles).toBeNull();
    expect(r.rate_cargo.hazmat).toBeNull();
    expect(r.rate_cargo.equipment).toBeNull();
  });
});

describe('the parties and the load number by the sheet’s structure', () => {
  const doc = wordDoc([
    [20, [40, 'Harborline Freight LLC'], [420, 'Haul Sheet']],
    [34, [40, '90 Bay St']],
    [46, [40, 'Mobile, AL 36603']],
    [58, [40, 'Licence: MC-771020']],
    [90, [40, 'Voucher No.'], [140, 'HF-22817'], [300, 'Written'], [380, '06/01/2025']],
    [104, [40, 'Hauler'], [140, 'Osprey Road Lines LLC'], [300, 'Hauler Licence'], [380, 'MC 482808']],
  ]);

  it('reads the broker’s MC from the letterhead and the carrier from the box with its MC', () => {
    const r = readDocument(doc, TODAY);
    expect(r.basic_info.broker_mc_number).toBe('771020');
    expect(r.basic_info.carrier_name).toBe('Osprey Road Lines LLC');
  });

  it('reads a numbered caption in the head as the load number when no load caption is printed', () => {
    expect(readDocument(doc, TODAY).basic_info.load_number).toBe('HF-22817');
  });

  it('does not take an authority or a date for the load number', () => {
    const bare = wordDoc([
      [20, [40, 'Harborline Freight LLC']],
      [34, [40, 'Docket No.'], [140, 'MC-771020']],
      [48, [40, 'Issue No.'], [140, '06/01/2025']],
    ]);
    expect(readDocument(bare, TODAY).basic_info.load_number).toBeNull();
  });
});
