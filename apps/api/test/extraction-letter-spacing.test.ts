import {
  PDFDocument,
  type PDFFont,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  StandardFonts,
  setCharacterSpacing,
} from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractDocument } from '../src/modules/extraction/extract-document';
import type { Word } from '../src/modules/extraction/layout';
import { joinSpacedLetters, runWords } from '../src/modules/extraction/letter-spacing';

/**
 * Headings and captions set letter-spaced for effect, as designed templates do: with spaces typed
 * between the letters ("S H I P P E R"), or with the letters drawn apart by the PDF's character
 * spacing. The sheet reads as the same sheet set normally. Every company and number is invented;
 * the ZIPs are real.
 */

const TODAY = new Date('2026-06-15T12:00:00Z');

/** [y, caption (bold, the part set letter-spaced), value] */
const LINES: [number, string, string][] = [
  [740, 'RATE CONFIRMATION', ''],
  [712, 'Load Number:', 'WX-55102'],
  [696, 'Carrier:', 'Tidewater Haulers Inc'],
  [680, 'Commodity:', 'Frozen Poultry'],
  [664, 'Weight:', '39,800 lbs'],
  [630, 'SHIPPER', ''],
  [614, 'Name:', 'Prairie Gold Poultry'],
  [598, 'Address:', '410 Elevator Rd'],
  [582, 'City/State/Zip:', 'Grand Island, NE 68801'],
  [566, 'Pickup Date:', '06/18/2026 06:00'],
  [532, 'CONSIGNEE', ''],
  [516, 'Name:', 'Lakeview Cold Storage'],
  [500, 'Address:', '77 Dock St'],
  [484, 'City/State/Zip:', 'Sioux Falls, SD 57104'],
  [468, 'Delivery Date:', '06/19/2026 10:00'],
  [430, 'Total Carrier Pay:', '$1,640.00'],
];

type Caption = (page: PDFPage, font: PDFFont, x: number, y: number, text: string) => void;

const plain: Caption = (page, font, x, y, text) => page.drawText(text, { x, y, size: 10, font });
/** Spaces typed between the letters, three between the words. */
const typedApart: Caption = (page, font, x, y, text) =>
  page.drawText(
    text
      .split(' ')
      .map((w) => [...w].join(' '))
      .join('   '),
    { x, y, size: 10, font },
  );
/** The PDF's own character spacing: the string is the word, the letters are drawn 3 points apart. */
const trackedApart: Caption = (page, font, x, y, text) => {
  page.pushOperators(pushGraphicsState(), setCharacterSpacing(3));
  page.drawText(text, { x, y, size: 10, font });
  page.pushOperators(popGraphicsState());
};

async function sheet(caption: Caption): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  for (const [y, text, value] of LINES) {
    caption(page, bold, 40, y, text);
    if (value) page.drawText(value, { x: 250, y, size: 10, font: regular });
  }
  return doc.save();
}

/** The answer, and how many pages had to be recognised from their picture: none, for a text layer read as words. */
const answer = async (pdf: Uint8Array) => {
  const { basic_info, events, rate_cargo, engine } = await extractDocument(pdf, { today: TODAY });
  return { basic_info, events, rate_cargo, ocr_pages: engine.ocr_pages };
};

const word = (text: string, x0: number, x1: number): Word => ({ text, x0, x1, top: 90, bottom: 100, page: 0 });

describe('words set letter-spaced', () => {
  it('reads a sheet whose headings and captions are letter-spaced as the sheet set normally', async () => {
    const normal = await answer(await sheet(plain));
    expect(normal.basic_info.load_number).toBe('WX-55102');
    expect(normal.ocr_pages).toBe(0);
    expect(normal.events.map((e) => [e.event_type, e.location_postal_code])).toEqual([
      ['pickup', '68801'],
      ['delivery', '57104'],
    ]);
    expect(await answer(await sheet(typedApart))).toEqual(normal);
    expect(await answer(await sheet(trackedApart))).toEqual(normal);
  });

  it('spells a letter-spaced run as its characters, and leaves other runs as words', () => {
    expect(runWords('S H I P P E R').map((w) => w.text)).toEqual([...'SHIPPER']);
    expect(runWords('Load #: 5512').map((w) => w.text)).toEqual(['Load', '#:', '5512']);
  });

  it('joins letters close together into words, parted where a gap is wider than between letters', () => {
    const letters = [...'PICKUP'].map((c, i) => word(c, 100 + i * 8, 106 + i * 8));
    const next = [...'NO'].map((c, i) => word(c, 160 + i * 8, 166 + i * 8));
    expect(joinSpacedLetters([...letters, ...next]).map((w) => w.text)).toEqual(['PICKUP NO']);
    // Initials and a yes/no pair stay as they are.
    expect(
      joinSpacedLetters([word('J', 100, 106), word('R', 108, 114), word('Smith', 118, 150)]).map((w) => w.text),
    ).toEqual(['J', 'R', 'Smith']);
  });
});
