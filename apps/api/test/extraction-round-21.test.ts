import { describe, expect, it } from 'vitest';
import { textOf } from '../src/modules/extraction/layout';
import { readDocument } from '../src/modules/extraction/read-document';
import { withUnnamedStops } from '../src/modules/extraction/unnamed-stops';
import { type Row, wordDoc } from './support/positioned-words';
import { lowerStops as lower } from './support/read-stops';

/**
 * Conventional broker sheets whose captions are words the reader has never met, read by the
 * sheet's structure and the shape of its values: stops under unknown headings, a charges table
 * under unknown captions, trailer types, piece counts, hazmat and miles by their values. Written
 * here with the values known; every company and number is invented, the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

const LETTERHEAD: Row[] = [
  [20, [40, 'Harborline Freight LLC'], [420, 'Carrier Sheet']],
  [34, [40, '90 Bay St']],
  [46, [40, 'Mobile, AL 36603']],
  [58, [40, 'Tel: (251) 555-0142']],
];

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
