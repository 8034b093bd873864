import { describe, expect, it } from 'vitest';
import { buildTextDoc, type Word } from '../src/modules/extraction/layout';
import { readDocument } from '../src/modules/extraction/read-document';
import { withoutSpreadsheetHeadings } from '../src/modules/extraction/spreadsheet-print';
import { sizedWords } from './support/positioned-words';

/**
 * A rate confirmation made in a spreadsheet and printed with its row and column headings: the
 * column letters over the cells on every page, each row's number down the left edge, a label in
 * one cell and its value in the next. Generated here with the values known; every company and
 * number is invented, the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');
const SIZE = 9;
const ROW = 14;
const GUTTER_RIGHT = 36;
// Each column's left edge; a cell's text starts 3 units inside it.
// Characters are half as wide as the type is tall.
const CHAR = 0.5;
const COLUMNS = [40, 130, 260, 324, 406, 470, 550];

const run = (x: number, top: number, text: string, page: number, size = SIZE) => sizedWords(x, top, text, size, page);

type Cells = (string | null)[];

/** A printed sheet: `rows` of cells (column A first), numbered from 1, `perPage` rows a page. */
function sheet(rows: Cells[], perPage = 40): Word[][] {
  const pages: Word[][] = [];
  rows.forEach((cells, i) => {
    const page = Math.floor(i / perPage);
    if (!pages[page]) {
      // The column letters, centred over their columns, at the top of every page.
      pages[page] = COLUMNS.slice(0, -1).flatMap((x, col) => {
        const mid = (x + (COLUMNS[col + 1] as number)) / 2;
        return run(mid - 2, 20, String.fromCharCode(65 + col), page);
      });
    }
    const top = 20 + ROW * (1 + (i % perPage));
    const number = String(i + 1);
    const words = pages[page] as Word[];
    words.push(...run(GUTTER_RIGHT - number.length * 7 * CHAR, top + 2, number, page, 7));
    cells.forEach((text, col) => {
      if (text) words.push(...run((COLUMNS[col] as number) + 3, top, text, page));
    });
  });
  return pages;
}

const blank: Cells = [];

/** The sheet; with `placeCells`, each stop's city, state and ZIP in cells of their own without labels. */
function confirmation(placeCells = false): Cells[] {
  return [
    ['Bramblewood Freight Brokers', null, null, 'RATE CONFIRMATION'],
    ['2200 Meridian Pkwy', null, null, 'Load No.', '88412-7'],
    ['Tulsa, OK 74103', null, null, 'Date', '05/30/2025'],
    ['Phone', '(918) 555-0142'],
    ['MC #', '771204'],
    blank,
    ['Carrier Name', 'Ridgeback Hauling LLC', null, null, 'Carrier MC', '903311'],
    blank,
    ['Pickup 1'],
    ['Facility', 'Larkspur Mills', null, null, 'Shipper Ref', 'PU5521'],
    ['Address', '410 Quarry Rd'],
    placeCells ? ['City / ST / ZIP', 'Joplin', 'MO', '64801'] : ['City', 'Joplin', 'State', 'MO', 'Zip', '64801'],
    ['Date', '06/03/2025', 'Time', '08:00-12:00'],
    blank,
    ['Delivery 1'],
    ['Facility', 'Osprey Cold Storage', null, null, 'Delivery Ref', 'DL7730'],
    ['Address', '77 Harbor Way'],
    placeCells ? [null, 'Mobile', 'AL', '36602'] : ['City', 'Mobile', 'State', 'AL', 'Zip', '36602'],
    ['Date', '06/05/2025', 'Time', '14:30'],
    blank,
    ['Commodity', 'Paper Rolls', null, 'Weight', '38,200 lbs'],
    ['Equipment', '53 Dry Van'],
    blank,
    [null, null, null, 'Line Haul', null, '$2,150.00'],
    [null, null, null, 'Fuel', null, '$180.00'],
    [null, null, null, 'Total Carrier Pay', null, '$2,330.00'],
    blank,
    ['Carrier Signature', null, null, 'Date'],
  ];
}

describe('a spreadsheet printed with its row and column headings', () => {
  it.each([
    ['labelled', false],
    ['unlabelled', true],
  ])('reads the load, the carrier, the stops (%s place cells) and the rate', (_, placeCells) => {
    const r = readDocument(buildTextDoc(sheet(confirmation(placeCells))), TODAY);
    expect(r.basic_info.load_number).toBe('88412-7');
    expect(r.basic_info.broker_name).toBe('Bramblewood Freight Brokers');
    expect(r.basic_info.carrier_name).toBe('Ridgeback Hauling LLC');
    expect(r.rate_cargo.rate_booked).toBe('2330.00');
    const places = r.events.map((e) => [
      e.event_type,
      e.facility_name,
      e.location_city,
      e.location_state,
      e.location_postal_code,
    ]);
    expect(places).toEqual([
      ['pickup', 'Larkspur Mills', 'Joplin', 'MO', '64801'],
      ['delivery', 'Osprey Cold Storage', 'Mobile', 'AL', '36602'],
    ]);
    expect(r.events[0]?.event_date).toBe('2025-06-03');
    expect(r.events[1]?.event_date).toBe('2025-06-05');
  });

  it('takes away the letters and the row numbers, on every page', () => {
    const printed = buildTextDoc(sheet(confirmation(), 16));
    expect(printed.lines.filter((l) => l.text.startsWith('A  B  C')).length).toBe(2);
    const read = withoutSpreadsheetHeadings(printed);
    expect(read.lines.some((l) => l.text.startsWith('A  B  C'))).toBe(false);
    expect(read.lines.some((l) => /^\d+$/.test(l.segments[0]?.text ?? ''))).toBe(false);
    const carrier = read.lines.find((l) => l.text.startsWith('Carrier Name'));
    expect(carrier?.segments.map((s) => s.text)).toEqual([
      'Carrier Name',
      'Ridgeback Hauling LLC',
      'Carrier MC',
      '903311',
    ]);
    const city = read.lines.find((l) => l.text.startsWith('City'));
    expect(city?.segments.map((s) => s.text)).toEqual(['City', 'Joplin', 'State', 'MO', 'Zip', '64801']);
  });

  it('reads a place kept in three cells as one', () => {
    const read = withoutSpreadsheetHeadings(buildTextDoc(sheet(confirmation(true))));
    const texts = read.lines.map((l) => l.segments.map((s) => s.text));
    expect(texts).toContainEqual(['City / ST / ZIP', 'Joplin, MO 64801']);
    expect(texts).toContainEqual(['Mobile, AL 36602']);
  });

  it('parts a cell shrunk to fit from the cell beside it', () => {
    const pages = sheet(confirmation());
    const page = pages[0] as Word[];
    // The label "Carrier Name" in smaller type, run up to the value's cell.
    const label = page.filter((w) => w.text === 'Carrier' || w.text === 'Name').slice(0, 2);
    const [carrier, name] = label as [Word, Word];
    Object.assign(carrier, { x0: 118, x1: 124, top: carrier.top + 1 });
    Object.assign(name, { x0: 125, x1: 131, top: name.top + 1 });
    const value = page.find((w) => w.text === 'Ridgeback') as Word;
    Object.assign(value, { x0: 133, x1: 133 + 9 * SIZE * CHAR });
    const read = withoutSpreadsheetHeadings(buildTextDoc(pages));
    const line = read.lines.find((l) => l.text.includes('Ridgeback'));
    expect(line?.segments.map((s) => s.text).slice(0, 2)).toEqual(['Carrier Name', 'Ridgeback Hauling LLC']);
  });
});

describe('documents that are no spreadsheet print', () => {
  it('leaves a numbered list alone', () => {
    const terms = [
      'Carrier must call in daily by 10:00',
      'Detention is paid after two hours',
      'Lumper fees need a receipt',
      'No re-brokering of this load',
      'Tracking is required',
      'Seal must be intact on arrival',
      'Driver must wear safety vest',
      'Tarps are required on flatbeds',
      'Invoice within thirty days',
    ];
    const words = terms.flatMap((t, i) => [...run(40, 20 + i * ROW, String(i + 1), 0), ...run(52, 20 + i * ROW, t, 0)]);
    const printed = buildTextDoc([words]);
    expect(withoutSpreadsheetHeadings(printed)).toBe(printed);
  });

  it('leaves a table with a column of stop numbers and lettered columns alone', () => {
    const rows: [string, string, string, string][] = [
      ['1', 'Joplin', 'MO', '64801'],
      ['2', 'Mobile', 'AL', '36602'],
      ['3', 'Tulsa', 'OK', '74103'],
      ['4', 'Macon', 'GA', '31201'],
      ['5', 'Ogden', 'UT', '84401'],
      ['6', 'Salem', 'OR', '97301'],
      ['7', 'Provo', 'UT', '84601'],
      ['8', 'Butte', 'MT', '59701'],
      ['9', 'Akron', 'OH', '44308'],
    ];
    const words = [
      // A head of option letters, not a sheet's column letters: each right after the last.
      ...run(40, 6, 'A', 0),
      ...run(46, 6, 'B', 0),
      ...run(52, 6, 'C', 0),
      ...run(40, 20, 'Stop', 0),
      ...run(100, 20, 'City', 0),
      ...run(200, 20, 'State', 0),
      ...run(260, 20, 'ZIP', 0),
      ...rows.flatMap(([n, city, st, zip], i) => {
        const top = 34 + i * ROW;
        return [...run(40, top, n, 0), ...run(100, top, city, 0), ...run(200, top, st, 0), ...run(260, top, zip, 0)];
      }),
    ];
    const printed = buildTextDoc([words]);
    expect(withoutSpreadsheetHeadings(printed)).toBe(printed);
  });
});
