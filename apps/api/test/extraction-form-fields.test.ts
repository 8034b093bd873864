import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../src/modules/extraction/extract-document';

/**
 * A broker's fillable template: labels printed on the page, values typed into form fields. The
 * same sheet is made twice, once with the values printed and once with them in fields, and the
 * reader must give the same answer for both. Every company and number is invented; the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');
const SIZE = 10;

type Value = { x: number; y: number; width: number; text: string; lines?: number };

const VALUES: [string, Value][] = [
  ['Load #:', { x: 130, y: 690, width: 140, text: 'TX-77120' }],
  ['Carrier:', { x: 130, y: 672, width: 220, text: 'Lakeshore Hauling LLC' }],
  ['MC #:', { x: 130, y: 654, width: 140, text: 'MC 778812' }],
  ['Equipment:', { x: 400, y: 690, width: 150, text: "53' Dry Van" }],
  ['Weight:', { x: 400, y: 672, width: 150, text: '38,500 lbs' }],
  ['Commodity:', { x: 400, y: 654, width: 150, text: 'Canned Goods' }],
  ['Pickup:', { x: 130, y: 570, width: 260, lines: 3, text: 'Cedar Point Foods\n1400 Mill Rd\nSalina, KS 67401' }],
  ['Pickup Date:', { x: 130, y: 540, width: 160, text: '06/04/2025 08:00' }],
  ['Pickup Ref #:', { x: 130, y: 522, width: 160, text: 'PU55120' }],
  ['Delivery:', { x: 130, y: 450, width: 260, lines: 3, text: 'Rivermark Grocers\n88 Harbor Ave\nOmaha, NE 68102' }],
  ['Delivery Date:', { x: 130, y: 420, width: 160, text: '06/05/2025 14:00' }],
  ['Delivery Ref #:', { x: 130, y: 402, width: 160, text: 'DL99034' }],
  ['Total Rate:', { x: 130, y: 340, width: 140, text: '$2,150.00' }],
];

function label(page: PDFPage, font: PDFFont, text: string, v: Value) {
  const x = v.x > 300 ? v.x - 80 : 40;
  page.drawText(text, { x, y: v.y + 4 + ((v.lines ?? 1) - 1) * 12, size: SIZE, font });
}

async function sheet(filled: 'printed' | 'fields'): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  page.drawText('NORTHGATE BROKERAGE SERVICES', { x: 40, y: 740, size: 14, font: bold });
  page.drawText('CARRIER RATE CONFIRMATION', { x: 360, y: 740, size: 12, font: bold });
  const form = doc.getForm();
  VALUES.forEach(([text, v], i) => {
    label(page, font, text, v);
    const lines = v.lines ?? 1;
    if (filled === 'printed') {
      v.text.split('\n').forEach((line, n) => {
        page.drawText(line, { x: v.x + 2, y: v.y + 4 + (lines - 1 - n) * 12, size: SIZE, font });
      });
      return;
    }
    const field = form.createTextField(`field${i}`);
    if (lines > 1) field.enableMultiline();
    field.setText(v.text);
    field.addToPage(page, { x: v.x, y: v.y, width: v.width, height: 4 + lines * 12, font, borderWidth: 0 });
    field.setFontSize(SIZE);
  });
  return doc.save();
}

describe('a filled PDF form', () => {
  it('reads as its printed twin: the values typed into its fields are read where the page shows them', async () => {
    const [printed, fields] = await Promise.all([
      extractDocument(await sheet('printed'), { today: TODAY }),
      extractDocument(await sheet('fields'), { today: TODAY }),
    ]);
    // The printed twin is read as the reader reads such a sheet ...
    expect(printed.basic_info.load_number).toBe('TX-77120');
    expect(printed.events.map((e) => e.location_postal_code)).toEqual(['67401', '68102']);
    // ... and the form the same, field for field.
    expect(fields.basic_info).toEqual(printed.basic_info);
    expect(fields.events).toEqual(printed.events);
    expect(fields.rate_cargo).toEqual(printed.rate_cargo);
  });
});
