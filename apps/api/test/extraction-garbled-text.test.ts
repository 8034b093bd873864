import { PDFDict, PDFDocument, PDFName, type PDFPage, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { extractDocument } from '../src/modules/extraction/extract-document';
import { closeOcr } from '../src/modules/extraction/ocr';

/**
 * Text layers that are not what the page shows. A font whose Unicode map is wrong makes the text
 * layer read shifted letters ("Mpbe $" for "Load #") while the page draws the right ones; such a
 * page is read by OCR. A generator that places letters one by one makes a good layer that only
 * looks odd word by word; such a page is read from its text. Every company and number is invented;
 * the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

const LINES: [number, number, string][] = [
  [40, 740, 'NORTHGATE BROKERAGE SERVICES        CARRIER RATE CONFIRMATION'],
  [40, 700, 'Load #: TX-77120            Equipment: Dry Van 53 ft'],
  [40, 682, 'Carrier: Lakeshore Hauling LLC            MC #: 778812'],
  [40, 664, 'Commodity: Canned Goods            Weight: 38,500 lbs'],
  [40, 620, 'PICKUP'],
  [40, 604, 'Cedar Point Foods'],
  [40, 590, '1400 Mill Rd'],
  [40, 576, 'Salina, KS 67401'],
  [40, 562, 'Date: 06/04/2025 08:00     Ref #: PU55120'],
  [40, 520, 'DELIVERY'],
  [40, 504, 'Rivermark Grocers'],
  [40, 490, '88 Harbor Ave'],
  [40, 476, 'Omaha, NE 68102'],
  [40, 462, 'Date: 06/05/2025 14:00     Ref #: DL99034'],
  [40, 410, 'Total Rate: $2,150.00'],
  [40, 380, 'The carrier agrees to the rate and the terms of this confirmation for the load above.'],
];

async function sheet(draw: (page: PDFPage, x: number, y: number, text: string) => void) {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  for (const [x, y, text] of LINES) draw(page, x, y, text);
  return { doc, page };
}

/** Every character code of the page's fonts maps to the next character: the page draws "Load", the layer says "Mpbe". */
async function shiftUnicodeMaps(bytes: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPage(0);
  const cmap = [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CMapName /Shifted def /CMapType 2 def',
    '1 begincodespacerange <00> <FF> endcodespacerange',
    '1 beginbfrange <21> <7E> <0022> endbfrange',
    'endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
  const fonts = page.node.Resources()?.lookup(PDFName.of('Font'), PDFDict);
  for (const [, ref] of fonts?.entries() ?? []) {
    const font = doc.context.lookup(ref, PDFDict);
    font.set(PDFName.of('ToUnicode'), doc.context.register(doc.context.flateStream(cmap)));
  }
  return doc.save();
}

afterAll(() => closeOcr());

describe('a text layer that is not what the page shows', () => {
  it('is read by OCR from what the page draws', async () => {
    const { doc } = await sheet((p, x, y, text) => p.drawText(text, { x, y, size: 10 }));
    const result = await extractDocument(await shiftUnicodeMaps(await doc.save()), { today: TODAY });
    expect(result.engine.ocr_pages).toBe(1);
    expect(result.basic_info.load_number).toBe('TX-77120');
    expect(result.events.map((e) => e.location_postal_code)).toEqual(['67401', '68102']);
    expect(result.rate_cargo.rate_booked).toBe('2150.00');
  }, 60_000);

  it('is read from its text when the letters were only placed one by one', async () => {
    const printed = await sheet((p, x, y, text) => p.drawText(text, { x, y, size: 10 }));
    const placed = await sheet(() => undefined);
    const font = await placed.doc.embedFont(StandardFonts.Helvetica);
    for (const [x, y, text] of LINES) {
      let at = x;
      for (const ch of text) {
        if (ch !== ' ') placed.page.drawText(ch, { x: at, y, size: 10, font });
        at += font.widthOfTextAtSize(ch, 10);
      }
    }
    const [a, b] = await Promise.all([
      extractDocument(await printed.doc.save(), { today: TODAY }),
      extractDocument(await placed.doc.save(), { today: TODAY }),
    ]);
    expect(b.engine.ocr_pages).toBe(0);
    expect(a.basic_info.load_number).toBe('TX-77120');
    expect({ ...b, engine: null, text_ms: null }).toMatchObject({ basic_info: a.basic_info, events: a.events });
  });
});
