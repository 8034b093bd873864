import { describe, expect, it } from 'vitest';
import { denseStopReadings } from '../src/modules/extraction/dense-stop-lines';
import { readDocument } from '../src/modules/extraction/read-document';
import { LETTERHEAD, type Row, wordDoc } from './support/positioned-words';
import { lowerStops as lower } from './support/read-stops';

/**
 * Conventional broker sheets in geometry the reader had not met, under captions of the sheets' own
 * wording: stops abreast with their captions down the gutter between them, stops told as paragraphs
 * or as dense lines of fields, a stop column beside a column of charges, rows of captioned cells.
 * Written here with the values known; every company and number is invented, the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

describe('captions down the gutter between two stops', () => {
  // Values left of the captions set flush right at 250, values right of them from 364.
  const right = (text: string): [number, string] => [250 - text.length * 5, text];
  const grid: Row[] = [
    ...LETTERHEAD,
    [80, [40, 'Trip No.: 6618204']],
    [100, [46, 'NORTH GATE 1 (Stop 1)'], [364, 'SOUTH GATE 1 (Stop 3)']],
    [114, right('Gulf Coast Mills'), [285, 'OCCUPANT'], [364, 'Juniper Cold Storage']],
    [126, right('18 Dock St'), [290, 'SITED'], [364, '410 Frost Ave']],
    [138, right('Mobile, AL 36602'), [278, 'CITY, ST ZIP'], [364, 'Memphis, TN 38118']],
    [150, right('06/03/2025'), [292, 'DAY'], [364, '06/05/2025']],
    [162, right('0530'), [290, 'APPT'], [364, '0800-1200']],
    [174, right('DK899709'), [283, 'GATE PASS'], [364, 'KP282182']],
    [198, [46, 'NORTH GATE 2 (Stop 2)']],
    [212, right('Delta Feed Co'), [285, 'OCCUPANT']],
    [224, right('77 Levee Rd'), [290, 'SITED']],
    [236, right('Vicksburg MS 39180'), [278, 'CITY, ST ZIP']],
    [248, right('06/04/2025'), [292, 'DAY']],
  ];

  it('reads each column as a stop, the caption before each of its values, in the order the headings number', () => {
    const r = readDocument(wordDoc(grid), TODAY);
    expect(lower(r).map((s) => s.slice(0, 6))).toEqual([
      ['pickup', 'gulf coast mills', '18 dock st', 'mobile', '36602', '2025-06-03'],
      ['pickup', 'delta feed co', '77 levee rd', 'vicksburg', '39180', '2025-06-04'],
      ['delivery', 'juniper cold storage', '410 frost ave', 'memphis', '38118', '2025-06-05'],
    ]);
  });

  it('reads a bare four-figure time after an appointment caption in its cell', () => {
    const r = readDocument(wordDoc(grid), TODAY);
    expect(r.events.map((e) => [e.appointment_time_lower, e.appointment_time_higher])[0]).toEqual(['05:30', '05:30']);
  });
});

describe('stops told as paragraphs', () => {
  const paragraphs: Row[] = [
    ...LETTERHEAD,
    [80, [40, 'Stop Details']],
    [100, [40, 'North Gate 1:'], [120, 'Gulf Coast Mills, 18 Dock St, Mobile, AL 36602.']],
    [112, [120, 'Appt Date: 06/03/2025, Hours: 08:00. Dock Code: UQ620285.']],
    [
      132,
      [40, 'South Gate 1:'],
      [120, 'Juniper Cold Storage, 410 Frost Ave, Memphis, TN 38118. Appt Date: 06/05/2025.'],
    ],
    [144, [120, 'Desk No.: (901) 555-0175.']],
  ];

  it('reads a heading run in before its paragraph, and the place closing a sentence', () => {
    const r = readDocument(wordDoc(paragraphs), TODAY);
    expect(lower(r).map((s) => s.slice(0, 6))).toEqual([
      ['pickup', 'gulf coast mills', '18 dock st', 'mobile', '36602', '2025-06-03'],
      ['delivery', 'juniper cold storage', '410 frost ave', 'memphis', '38118', '2025-06-05'],
    ]);
  });

  it("reads a stop's number and telephone that close a sentence by their shape", () => {
    const r = readDocument(wordDoc(paragraphs), TODAY);
    expect(r.events.map((e) => [e.reference_number, e.contact_phone])).toEqual([
      ['UQ620285', null],
      [null, '(901) 555-0175'],
    ]);
  });
});

describe('a stop column beside a column of charges', () => {
  const sheet: Row[] = [
    ...LETTERHEAD,
    [80, [40, 'Booking Code: XSR-547713'], [200, 'Buyer Slip No.: SO8045549']],
    [104, [40, 'North Gate 1 of 2'], [414, 'Charges']],
    [118, [48, 'Name:'], [114, 'Gulf Coast Mills'], [414, 'Haulage'], [526, '$1,100.00']],
    [130, [48, 'Address:'], [114, '18 Dock St'], [414, 'Fuel'], [531, '$88.00']],
    [142, [48, 'City:'], [114, 'Mobile, AL 36602'], [414, 'Sum Payable'], [526, '$1,188.00']],
    [154, [48, 'Date:'], [114, '06/03/2025']],
    [178, [40, 'South Gate 1 of 2']],
    [192, [48, 'Name:'], [114, 'Juniper Cold Storage']],
    [204, [48, 'Address:'], [114, '410 Frost Ave']],
    [216, [48, 'City:'], [114, 'Memphis, TN 38118']],
    [228, [48, 'Date:'], [114, '06/05/2025']],
    [260, [40, 'Accepted By (Carrier)'], [316, 'Approved By (Broker)']],
    [272, [40, 'Rookwood Express Group'], [316, 'Harborline Freight LLC']],
  ];

  it("reads a numbered heading whose line also holds the other column's title", () => {
    const r = readDocument(wordDoc(sheet), TODAY);
    expect(lower(r).map((s) => s.slice(0, 6))).toEqual([
      ['pickup', 'gulf coast mills', '18 dock st', 'mobile', '36602', '2025-06-03'],
      ['delivery', 'juniper cold storage', '410 frost ave', 'memphis', '38118', '2025-06-05'],
    ]);
  });

  it("reads the load's number and a reference under captions of the sheet's own, and the carrier under its signature", () => {
    const r = readDocument(wordDoc(sheet), TODAY);
    expect(r.basic_info.load_number).toBe('XSR-547713');
    expect(r.basic_info.other_reference_numbers).toEqual(['SO8045549']);
    expect(r.basic_info.carrier_name).toBe('Rookwood Express Group');
  });
});

describe('stops as dense lines of fields', () => {
  const lines: Row[] = [
    ...LETTERHEAD,
    [80, [40, 'Stops']],
    [100, [40, 'North Gate 1; Gulf Coast Mills, 18 Dock St, Mobile, AL 36602; 6/3 1400; Pickup # 16937']],
    [116, [40, 'South Gate 1; Juniper Cold Storage, 410 Frost Ave, Memphis, TN 38118; 6/5 @ 8am-12pm;']],
    [128, [110, 'Contact (901) 555-0175']],
    [150, [40, 'Goods Sorghum; Wt 20,800 lb; Pieces 24; Hazmat N']],
    [170, [40, 'Haulage: 5,300.00 • Lumper: 50.00 • Sum Payable: 5,350.00']],
  ];

  it('reads each line as a stop, the kind by the order of the headings, a time beside the day', () => {
    const r = readDocument(wordDoc(lines), TODAY);
    expect(lower(r).map((s) => s.slice(0, 6))).toEqual([
      ['pickup', 'gulf coast mills', '18 dock st', 'mobile', '36602', '2025-06-03'],
      ['delivery', 'juniper cold storage', '410 frost ave', 'memphis', '38118', '2025-06-05'],
    ]);
    expect(r.events.map((e) => [e.appointment_time_lower, e.reference_number, e.contact_phone])).toEqual([
      ['14:00', '16937', null],
      ['08:00', null, '(901) 555-0175'],
    ]);
  });

  it('reads fields run together on a line as cells, and a row of charges closed by their sum', () => {
    const r = readDocument(wordDoc(lines), TODAY);
    expect([r.rate_cargo.pieces, r.rate_cargo.hazmat]).toEqual([24, false]);
    expect([r.rate_cargo.linehaul, r.rate_cargo.rate_booked]).toEqual(['5300.00', '5350.00']);
  });
});

describe('a stop table whose cells are parted by their columns alone', () => {
  const table: Row[] = [
    ...LETTERHEAD,
    [100, [40, 'SHIPPER 1'], [150, 'CITY/STATE/ZIP'], [256, 'DATE'], [362, 'APPOINTMENT'], [469, 'PICKUP NUMBER']],
    [
      112,
      [40, 'Gulf Coast Mills'],
      [150, 'Mobile, AL 36602'],
      [256, '2025-06-03'],
      [362, 'FCFS 6a-10a'],
      [469, '735531'],
    ],
    [124, [40, '18 Dock St']],
    [148, [40, 'CONSIGNEE 1'], [150, 'CITY/STATE/ZIP'], [256, 'DATE'], [362, 'APPOINTMENT'], [469, 'DEL #']],
    [
      160,
      [40, 'Juniper Cold'],
      [150, 'Memphis, TN 38118'],
      [256, '2025-06-05'],
      [362, 'FCFS 1p-5:30p'],
      [469, '88120'],
    ],
    [172, [40, '410 Frost Ave']],
  ];

  it('takes none of its rows for dense stop lines, whose fields are parted by delimiters', () => {
    expect(denseStopReadings(wordDoc(table), TODAY)).toEqual([]);
    const dense = table.map(([y, ...cells]): Row => [y, [40, cells.map(([, text]) => text).join('; ')]]);
    expect(denseStopReadings(wordDoc(dense), TODAY)).toHaveLength(2);
  });

  it('reads its rows with the table', () => {
    const r = readDocument(wordDoc(table), TODAY);
    expect(r.events.map((e) => [e.appointment_time_lower, e.appointment_time_higher, e.reference_number])).toEqual([
      ['06:00', '10:00', '735531'],
      ['13:00', '17:30', '88120'],
    ]);
  });
});

describe('rows of captioned cells', () => {
  const rows: Row[] = [
    ...LETTERHEAD,
    [80, [40, 'Pickup 1']],
    [96, [45, 'Occupant: Gulf Coast Mills'], [200, 'Sited: 18 Dock St'], [360, 'Locale: Mobile, AL 36602']],
    [112, [45, 'Appt Date: 06/03/2025'], [200, 'Time: 08:00']],
    [136, [40, 'Delivery 1']],
    [152, [45, 'Occupant: Juniper Cold Storage'], [220, 'Sited: 410 Frost Ave']],
    [168, [45, 'Locale: Memphis, TN 38118'], [220, 'Appt Date: 06/05/2025']],
  ];

  it('reads the street and the name from the cells beside the place, or over it', () => {
    const r = readDocument(wordDoc(rows), TODAY);
    expect(lower(r).map((s) => s.slice(0, 6))).toEqual([
      ['pickup', 'gulf coast mills', '18 dock st', 'mobile', '36602', '2025-06-03'],
      ['delivery', 'juniper cold storage', '410 frost ave', 'memphis', '38118', '2025-06-05'],
    ]);
  });
});
