import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../src/modules/extraction/extract-document';
import { generateRatecon, RATECON_LAYOUTS } from './support/ratecons/generate';
import { printedBy } from './support/ratecons/pdf-writer';
import {
  boldTwice,
  drawnSideways,
  noteUpTheMargin,
  shadowed,
  stamped,
  turnedByViewer,
  watermarked,
} from './support/ratecons/print-quirks';

/**
 * The same sheet printed by programs that draw text their own way: a bold made by printing a word
 * twice a hair apart, a shadow under every line, a watermark or a stamp across the page, a note up
 * the margin, the whole page drawn sideways or turned by its viewer setting. Each is read as the
 * plain print is. Every company and number is invented; the ZIPs are real.
 */

const TODAY = new Date('2026-06-15T12:00:00Z');

const answer = async (pdf: Uint8Array) => {
  const { basic_info, events, rate_cargo } = await extractDocument(pdf, { today: TODAY });
  return { basic_info, events, rate_cargo };
};

const LAYOUTS = [1, 4, 15, 17].map((i) => RATECON_LAYOUTS[i]).filter((l) => l !== undefined);

describe('a sheet printed with text drawn askew, sideways or twice', () => {
  it.each([
    ['a watermark across the page', watermarked],
    ['a stamp set at an angle', stamped],
    ['a note up the margin', noteUpTheMargin],
    ['the page drawn sideways', drawnSideways],
    ['the page turned by its viewer setting', turnedByViewer],
  ])(
    'reads a sheet with %s as the plain print',
    async (_, variant) => {
      for (const layout of LAYOUTS) {
        const { pdf } = await generateRatecon(layout, 1);
        const plain = await answer(pdf);
        expect(plain.events.length, layout.name).toBeGreaterThan(1);
        expect(await answer(await variant(pdf)), layout.name).toEqual(plain);
      }
    },
    60_000,
  );

  it.each([
    ['a bold printed twice a hair apart', boldTwice],
    ['a shadow under every line', shadowed],
  ])(
    'reads a sheet drawn with %s as the plain print',
    async (_, printer) => {
      for (const layout of LAYOUTS) {
        const plain = await answer((await generateRatecon(layout, 1)).pdf);
        const printed = await printedBy(printer, () => generateRatecon(layout, 1));
        expect(await answer(printed.pdf), layout.name).toEqual(plain);
      }
    },
    60_000,
  );

  const LINES: [number, string, boolean][] = [
    [740, 'SUMMIT LANE LOGISTICS        RATE CONFIRMATION', true],
    [700, 'Load #: SL-40218        Date: 06/10/2026', false],
    [682, 'Carrier: Birchwood Freight LLC        MC #: 612093', false],
    [664, 'Commodity: Paper Rolls        Weight: 41,200 lbs', false],
    [620, 'PICKUP', true],
    [604, 'Harbor Mill Supply', false],
    [590, '55 Canal St', false],
    [576, 'Holyoke, MA 01040', false],
    [562, 'Date: 06/12/2026 07:00     PO #: 771405', false],
    [520, 'DELIVERY', true],
    [504, 'Keystone Print Works', false],
    [490, '910 Factory Rd', false],
    [476, 'York, PA 17401', false],
    [462, 'Date: 06/13/2026 13:00     Ref #: 88312', false],
    [410, 'Total Carrier Pay: $1,875.00', true],
  ];

  /** The sheet above; `twice` lines are drawn again `offset` points to the right and down. */
  async function overprinted(twice: (bold: boolean) => boolean, offset: number): Promise<Uint8Array> {
    const doc = await PDFDocument.create();
    const page = doc.addPage([612, 792]);
    const font = await doc.embedFont(StandardFonts.Helvetica);
    for (const [y, text, bold] of LINES) {
      page.drawText(text, { x: 40, y, size: 10, font });
      if (twice(bold)) page.drawText(text, { x: 40 + offset, y: y - offset / 2, size: 10, font });
    }
    return doc.save();
  }

  it('reads a bold made by printing a line twice, and a shadow under every line, as the line once', async () => {
    const plain = await answer(await overprinted(() => false, 0));
    expect(plain.basic_info.load_number).toBe('SL-40218');
    expect(plain.events.map((e) => e.location_postal_code)).toEqual(['01040', '17401']);
    expect(plain.rate_cargo.rate_booked).toBe('1875.00');
    expect(await answer(await overprinted((bold) => bold, 0.35))).toEqual(plain);
    expect(await answer(await overprinted(() => true, 0.8))).toEqual(plain);
  });

  it('keeps a letter set again one advance on, where a sheet places its letters one by one', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([612, 792]);
    const font = await doc.embedFont(StandardFonts.Helvetica);
    // Right to left, so that no reader of the page can take the letters for one run.
    for (const [y, text] of LINES) {
      let x = 40 + font.widthOfTextAtSize(text, 10);
      for (const ch of [...text].reverse()) {
        x -= font.widthOfTextAtSize(ch, 10);
        if (ch !== ' ') page.drawText(ch, { x, y, size: 10, font });
      }
    }
    const placed = await answer(await doc.save());
    expect(placed.basic_info.carrier_name).toBe('Birchwood Freight LLC');
    expect(placed.events.map((e) => [e.facility_name, e.location_street])).toEqual([
      ['Harbor Mill Supply', '55 Canal St'],
      ['Keystone Print Works', '910 Factory Rd'],
    ]);
    expect(placed.rate_cargo.weight_lbs).toBe(41200);
  });
});
