import { describe, expect, it } from 'vitest';
import { buildTextDoc, textOf, type Word } from '../src/modules/extraction/layout';
import { readDocument } from '../src/modules/extraction/read-document';
import { withRightSetValues } from '../src/modules/extraction/right-set-values';
import { LETTERHEAD, type Row, sizedWords, wordDoc } from './support/positioned-words';
import { lowerStops as lower } from './support/read-stops';

/**
 * Conventional broker sheets in geometry the reader had not met: stops as numbered cards under a
 * band, a form letter of captions over values set flush right, a sidebar of the load's facts beside
 * the stops, captions of a sheet's own wording read by the shape of their values. Written here with
 * the values known; every company and number is invented, the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

/** Two stop cards: a band with the stop's number, its kind and its day, over the place and the stop's fields. */
const cards = (kinds: [string, string]): Row[] => [
  ...LETTERHEAD,
  [90, [40, '1'], [70, kinds[0]], [480, '06/03/2025']],
  [104, [40, 'Facility / Address'], [300, 'Hours:'], [380, '08:00 - 14:00']],
  [116, [40, 'Gulf Coast Mills'], [300, 'Gate Pass:'], [380, 'DK899709']],
  [128, [40, '18 Dock St'], [300, 'Site Line:'], [380, '(251) 555-0199']],
  [140, [40, 'Mobile, AL 36602']],
  [170, [40, '2'], [70, kinds[1]], [480, '06/05/2025']],
  [184, [40, 'Facility / Address'], [300, 'Hours:'], [380, '13:30']],
  [196, [40, 'Juniper Cold Storage'], [300, 'Door Slot:'], [380, 'KP282182']],
  [208, [40, '410 Frost Ave']],
  [220, [40, 'Memphis, TN 38118']],
];

describe('numbered stop cards', () => {
  it("reads a card whose band sets the stop's number left of its kind", () => {
    const r = readDocument(wordDoc(cards(['SHIPPER', 'CONSIGNEE'])), TODAY);
    expect(lower(r).map((s) => s.slice(0, 6))).toEqual([
      ['pickup', 'gulf coast mills', '18 dock st', 'mobile', '36602', '2025-06-03'],
      ['delivery', 'juniper cold storage', '410 frost ave', 'memphis', '38118', '2025-06-05'],
    ]);
  });

  it('reads a band whose kind is a word the reader does not know', () => {
    const r = readDocument(wordDoc(cards(['NORTH GATE', 'SOUTH GATE'])), TODAY);
    expect(lower(r).map((s) => [s[0], s[3], s[5]])).toEqual([
      ['pickup', 'mobile', '2025-06-03'],
      ['delivery', 'memphis', '2025-06-05'],
    ]);
  });

  it("reads a stop's number and telephone under captions of the sheet's own by their shape", () => {
    const r = readDocument(wordDoc(cards(['SHIPPER', 'CONSIGNEE'])), TODAY);
    expect(r.events.map((e) => [e.reference_number, e.contact_phone])).toEqual([
      ['DK899709', '(251) 555-0199'],
      ['KP282182', null],
    ]);
  });
});

/** A caption at the left margin over its value set flush right at 540. */
const setRight = (top: number, caption: string, values: string[]): Row[] => [
  [top, [72, caption]],
  ...values.map((v, i): Row => [top + 10 + i * 10, [540 - v.length * 5, v]]),
];

describe('a form letter of captions over values set flush right', () => {
  const letter: Row[] = [
    ...LETTERHEAD,
    ...setRight(90, 'LOAD #', ['M4001360']),
    ...setRight(112, 'CARRIER', ['Rookwood Express Group']),
    [140, [72, 'Pickup 1']],
    ...setRight(156, 'NAME', ['Szabo Foods']),
    ...setRight(178, 'ADDRESS', ['12743 Commerce Hwy', 'Loyal, OK 73756']),
    ...setRight(210, 'DATE', ['06/03/2025']),
    [238, [72, 'Delivery 1']],
    ...setRight(254, 'NAME', ['Fairbanks Plastics']),
    ...setRight(276, 'ADDRESS', ['17093 Willow Creek Rd', 'Sweeny, TX 77480']),
    ...setRight(308, 'DATE', ['06/05/2025']),
  ];

  it('moves each value up beside its caption, and leaves a continuation line alone', () => {
    const text = textOf(withRightSetValues(wordDoc(letter)));
    expect(text).toContain('LOAD #: M4001360');
    expect(text).toContain('ADDRESS: 12743 Commerce Hwy');
    expect(text).toContain('\nLoyal, OK 73756');
  });

  it('reads the load and its stops', () => {
    const r = readDocument(wordDoc(letter), TODAY);
    expect(r.basic_info.load_number).toBe('M4001360');
    expect(lower(r).map((s) => [s[0], s[1], s[3], s[5]])).toEqual([
      ['pickup', 'szabo foods', 'loyal', '2025-06-03'],
      ['delivery', 'fairbanks plastics', 'sweeny', '2025-06-05'],
    ]);
  });

  it('leaves values that share no right edge alone', () => {
    const ragged = wordDoc([
      ...LETTERHEAD,
      [90, [72, 'LOAD #']],
      [100, [400, 'M4001360']],
      [112, [72, 'CARRIER']],
      [122, [300, 'Rookwood Express Group']],
    ]);
    expect(withRightSetValues(ragged)).toBe(ragged);
  });
});

/** A page of words in two sizes: small captions (7 units) and values (10 units). */
const page = (cells: [x: number, top: number, text: string, size: number][]) =>
  buildTextDoc([cells.flatMap(([x, top, text, size]): Word[] => sizedWords(x, top, text, size))]);
const letterhead: [number, number, string, number][] = [
  [40, 20, 'Harborline Freight LLC', 10],
  [40, 34, '90 Bay St, Mobile, AL 36603', 10],
  [40, 48, 'Tel: (251) 555-0142    USDOT 1038908', 10],
];

describe('a sidebar of the load facts beside the stops', () => {
  const sidebar = page([
    ...letterhead,
    [48, 90, 'LOAD NUMBER', 7],
    [212, 88, 'Route', 10],
    [48, 100, '175849617', 10],
    [212, 102, 'SHIPPER 1', 10],
    [48, 114, 'TENDER DATE', 7],
    [218, 116, 'Facility: Fairbanks Steel Works', 10],
    [48, 124, '05/30/2025', 10],
    [218, 130, 'Address: 93 Willow Creek Way', 10],
    [48, 138, 'FLEET OPERATOR', 7],
    [300, 144, 'Elm Mott, TX 76640', 10],
    [48, 148, 'Bolt Hauling LLC', 10],
    [218, 158, 'Date: 06/03/2025', 10],
    [48, 162, 'OPERATOR MC', 7],
    [48, 172, 'MC 182233', 10],
    [212, 186, 'CONSIGNEE 1', 10],
    [218, 200, 'Facility: Tall Timber Packaging', 10],
    [218, 214, 'Address: 13163 Industrial Way', 10],
    [300, 228, 'Chesnee, SC 29323', 10],
    [218, 242, 'Date: 06/05/2025', 10],
  ]);

  it("reads a stop's own day, not the sidebar's beside its heading", () => {
    const r = readDocument(sidebar, TODAY);
    expect(lower(r).map((s) => [s[0], s[1], s[3], s[5]])).toEqual([
      ['pickup', 'fairbanks steel works', 'elm mott', '2025-06-03'],
      ['delivery', 'tall timber packaging', 'chesnee', '2025-06-05'],
    ]);
  });

  it('reads a small caption over its value, not the next column beside it', () => {
    expect(readDocument(sidebar, TODAY).basic_info.load_number).toBe('175849617');
  });

  it("reads the carrier named two rows over its authority, each under a caption, and no broker's MC", () => {
    const r = readDocument(sidebar, TODAY);
    expect(r.basic_info.carrier_name).toBe('Bolt Hauling LLC');
    expect(r.basic_info.broker_mc_number).toBeNull();
  });
});

describe("a carrier and its authority under captions of the sheet's own", () => {
  it('reads the company over an authority printed after its caption', () => {
    const r = readDocument(
      wordDoc([
        ...LETTERHEAD,
        [80, [40, 'Drawn Up: 06/01/2025'], [300, 'Fleet Operator: Copperleaf Transport LLC']],
        [92, [40, 'Ref No.: 29212'], [315, 'Operator MC: MC 988238']],
      ]),
      TODAY,
    );
    expect(r.basic_info.carrier_name).toBe('Copperleaf Transport LLC');
  });
});

describe('stops under captions over values', () => {
  const stop = (top: number, heading: string, name: string, street: string, zip: string, day: string): Row[] => [
    [top, [40, heading]],
    [top + 14, [40, 'ESTABLISHMENT'], [200, 'PHYSICAL ADDRESS'], [420, 'SERVICE DATE']],
    [top + 26, [40, name], [200, street], [420, day]],
    [top + 38, [200, zip]],
    [top + 52, [40, 'OPEN HOURS'], [200, 'DELIVERY KEY']],
    [top + 64, [40, '12:30-14:00'], [200, 'RR150931']],
  ];
  const doc = wordDoc([
    ...LETTERHEAD,
    ...stop(90, 'Supply Dock 1', 'Whitcombe Paper Mill', '9863 Industrial Hwy, Umpire, AR', '71971', '06/03/2025'),
    ...stop(180, 'Client Dock 1', 'Haverford Warehouse', '4310 S Granary Pkwy, Litchville, ND', '58461', '06/05/2025'),
  ]);

  it('reads a place whose ZIP wrapped under it, a caption after a kind word as no heading, the name left of the place', () => {
    const r = readDocument(doc, TODAY);
    expect(lower(r).map((s) => [s[0], s[1], s[3], s[4], s[5], s[6]])).toEqual([
      ['pickup', 'whitcombe paper mill', 'umpire', '71971', '2025-06-03', '12:30'],
      ['delivery', 'haverford warehouse', 'litchville', '58461', '2025-06-05', '12:30'],
    ]);
  });
});

describe("a stop's facility under a caption of the sheet's own", () => {
  it('reads the name-shaped value over the street', () => {
    const r = readDocument(
      wordDoc([
        ...LETTERHEAD,
        [90, [40, 'Pickup 1']],
        [104, [40, 'Occupant:'], [130, 'Petrov Distribution Center']],
        [116, [40, 'Locale:'], [130, '9187 Canal Road']],
        [128, [130, 'Milwaukee, WI 53220']],
        [140, [40, 'Date:'], [130, '06/03/2025']],
        [164, [40, 'Delivery 1']],
        [178, [40, 'Occupant:'], [130, 'Okafor Paper Mill']],
        [190, [40, 'Locale:'], [130, '10362 E Canal Blvd']],
        [202, [130, 'Allison, TX 79003']],
        [214, [40, 'Date:'], [130, '06/05/2025']],
      ]),
      TODAY,
    );
    expect(r.events.map((e) => e.facility_name)).toEqual(['Petrov Distribution Center', 'Okafor Paper Mill']);
  });
});

describe('the load and its cargo under other common wordings', () => {
  it("reads a buyer's order, a requisition and a straight bill as the load's references", () => {
    const r = readDocument(
      wordDoc([
        ...LETTERHEAD,
        [80, [40, 'Load #: 838070618']],
        [92, [40, 'Buyer PO: 29212']],
        [104, [40, 'Requisition No.: RQ55120']],
        [116, [40, 'Straight Bill #: 77104']],
      ]),
      TODAY,
    );
    expect(r.basic_info.other_reference_numbers).toEqual(['29212', 'RQ55120', '77104']);
  });

  it('reads lifts and floor spaces as pieces, a danger or regulated caption as hazmat, an odometer as miles', () => {
    const read = (rows: [string, string][]) =>
      readDocument(wordDoc([...LETTERHEAD, ...rows.map(([c, v], i): Row => [200 + i * 14, [40, c], [160, v]])]), TODAY)
        .rate_cargo;
    const a = read([
      ['Lifts:', '11'],
      ['Danger Label:', 'Yes'],
      ['Odometer Est.:', '1166'],
    ]);
    expect([a.pieces, a.hazmat, a.loaded_miles]).toEqual([11, true, 1166]);
    const b = read([
      ['Floor Spaces:', '12'],
      ['Regulated Freight:', 'N'],
    ]);
    expect([b.pieces, b.hazmat]).toEqual([12, false]);
  });

  it('reads the goods stacked over the weight in a column of captions over values', () => {
    const doc = page([
      ...letterhead,
      [48, 90, 'ARTICLES', 7],
      [48, 100, 'Steel Coils', 10],
      [48, 114, 'PAYLOAD', 7],
      [48, 124, '28,300 lb', 10],
    ]);
    expect(readDocument(doc, TODAY).rate_cargo.commodity).toBe('Steel Coils');
  });

  it('reads a caption and its value on a row that also heads a table beside them', () => {
    const doc = page([
      ...letterhead,
      [86, 300, 'Product:', 9],
      [135, 300, 'Furniture', 9],
      [323, 301.5, 'Charge Type', 8],
      [474, 301.5, 'Amount', 8],
      [70, 312, 'Laden Mass:', 9],
      [135, 312, '8900 LBS', 9],
      [323, 318, 'Haulage Fee', 9],
      [474, 318, '$850.00', 9],
      [98, 324, 'Pallets:', 9],
      [135, 324, '17', 9],
    ]);
    expect(readDocument(doc, TODAY).rate_cargo.commodity).toBe('Furniture');
  });
});

describe('charges as a strip of cells across the page', () => {
  it('reads a row of captions over a row of amounts, the last summing the others, as the charges', () => {
    const r = readDocument(
      wordDoc([
        ...LETTERHEAD,
        [200, [40, 'Pay Summary']],
        [214, [43, 'Cartage'], [280, 'FSC'], [518, 'Sum Payable']],
        [232, [43, 'USD 5,400.00'], [280, 'USD 432.00'], [518, 'USD 5,832.00']],
      ]),
      TODAY,
    );
    expect([Number(r.rate_cargo.rate_booked), Number(r.rate_cargo.linehaul)]).toEqual([5832, 5400]);
  });
});
