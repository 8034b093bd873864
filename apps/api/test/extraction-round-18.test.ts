import { describe, expect, it } from 'vitest';
import { withDayColumns } from '../src/modules/extraction/day-columns';
import { textOf } from '../src/modules/extraction/layout';
import { withListBullets } from '../src/modules/extraction/list-bullets';
import { withMailPrint } from '../src/modules/extraction/mail-print';
import { withOffsetColumns } from '../src/modules/extraction/offset-columns';
import { readDocument } from '../src/modules/extraction/read-document';
import { withX12Segments } from '../src/modules/extraction/x12-segments';
import { fixedLines, type Row, wordDoc } from './support/positioned-words';
import { stops } from './support/read-stops';

/**
 * A load tender printed as raw X12 204 segments, a planner's week view with the stops in the
 * columns of their days, a landscape sheet in three columns whose lines do not sit level, and a
 * tender e-mail printed from a mail client with its thread quoted. Generated here with the values
 * known; every company and number is invented, the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

describe('a load tender printed as X12 204 segments', () => {
  const segments = [
    'ISA*00*          *00*          *ZZ*SENDER         *ZZ*OSPR           *250528*0912*U*00401*',
    '   000000417*0*P*>~',
    'GS*SM*SENDER*OSPR*20250528*0912*17*X*004010~',
    'ST*204*0001~',
    'B2**OSPR**MX88120**PP~',
    'B2A*00*LT~',
    'L11*4410092*PO~',
    'NTE*LOI*EQUIPMENT: 53 FT REEFER~',
    'N1*BT*HARBORLINE FREIGHT LLC*MC*771020~',
    'N3*900 PIER RD~',
    'N4*MOBILE*AL*36602*US~',
    'PER*IC*CARRIER DESK*TE*(251) 555-0142*EM*loads@harborline.example~',
    'N1*CA*OSPREY ROAD LINES*MC*401223~',
    'S5*1*LD*38200*L*22*PLT~',
    'L11*PU77120*P8~',
    'G62*37*20250603*G*0800~',
    'G62*38*20250603*L*1400~',
    'N1*SH*GULF COAST MILLS~',
    'N3*18 DOCK ST~',
    'N4*MOBILE*AL*36602*US~',
    'S5*2*UL*38200*L*22*PLT~',
    'G62*70*20250605*X*1330~',
    'N1*CN*JUNIPER COLD STORAGE~',
    'N3*410 FROST AVE~',
    'N4*MEMPHIS*TN*38118*US~',
    'PER*CN**TE*(901) 555-0190~',
    'L5*1*FROZEN VEGETABLES~',
    'AT8*G*L*38200*22~',
    'L1*1*2400.00*FR*2400.00~',
    'L1*2**FSC*310.00~',
    'L3*38200*G***2710.00~',
    'SE*28*0001~',
  ];
  const doc = wordDoc(fixedLines(40, ['LOAD TENDER 204', '', ...segments]));

  it('writes the segments as captions and stop headings, a wrapped segment joined', () => {
    const text = textOf(withX12Segments(doc));
    expect(text).toContain('Load #: MX88120');
    expect(text).toContain('Pickup 1');
    expect(text).toContain('Date: 2025-06-03');
    expect(text).toContain('Time: 08:00 - 14:00');
    expect(text).toContain('Fuel Surcharge: $310.00');
    expect(text).not.toContain('000000417');
  });

  it('reads the tender whole', () => {
    const r = readDocument(doc, TODAY);
    expect(r.basic_info.load_number).toBe('MX88120');
    expect(r.basic_info.broker_name?.toLowerCase()).toBe('harborline freight llc');
    expect(r.basic_info.broker_mc_number).toBe('771020');
    expect(r.basic_info.carrier_name?.toLowerCase()).toBe('osprey road lines');
    expect(stops(r).map((s) => s.map((v) => (typeof v === 'string' ? v.toLowerCase() : v)))).toEqual([
      ['pickup', 'gulf coast mills', '18 dock st', 'mobile', '36602', '2025-06-03', '08:00', '14:00'],
      ['delivery', 'juniper cold storage', '410 frost ave', 'memphis', '38118', '2025-06-05', '13:30', '13:30'],
    ]);
    expect(r.events[0]?.reference_number).toBe('PU77120');
    expect(Number(r.rate_cargo.rate_booked)).toBe(2710);
    expect(Number(r.rate_cargo.linehaul)).toBe(2400);
    expect(r.rate_cargo.commodity?.toLowerCase()).toBe('frozen vegetables');
    expect(r.rate_cargo.weight_lbs).toBe(38200);
  });

  it('leaves a sheet with a few starred lines alone', () => {
    const sheet = wordDoc(fixedLines(40, ['Load #: 88120', 'N1*SH*ONE LINE~', 'Notes: *** fragile ***']));
    expect(withX12Segments(sheet)).toBe(sheet);
  });
});

describe('a planner week view', () => {
  const planner: Row[] = [
    [20, [40, 'Harborline Freight LLC'], [400, 'LOAD PLAN - WEEK VIEW']],
    [34, [300, 'Load Number'], [400, 'HF-22817']],
    [46, [300, 'Carrier'], [400, 'Osprey Road Lines']],
    [80, [90, 'Tue 6/3/25'], [260, 'Wed 6/4/25']],
    [92, [40, '07:00']],
    [104, [260, 'DELIVERY 1 09:00-15:00']],
    [114, [260, 'Juniper Cold Storage']],
    [118, [40, '08:00']],
    [124, [260, '410 Frost Ave']],
    [134, [260, 'Memphis, TN 38118']],
    [144, [40, '09:00']],
    [150, [90, 'PICKUP 1 10:00-12:00']],
    [160, [90, 'Gulf Coast Mills']],
    [170, [40, '10:00'], [90, '18 Dock St']],
    [180, [90, 'Mobile, AL 36602']],
    [196, [40, '11:00']],
    [230, [40, 'Commodity'], [140, 'Frozen Vegetables']],
  ];
  const doc = wordDoc(planner);

  it('reads the columns one after the other, each block dated by its column, without the hour axis', () => {
    const text = textOf(withDayColumns(doc));
    expect(text.indexOf('PICKUP 1')).toBeLessThan(text.indexOf('DELIVERY 1'));
    expect(text).toContain('Date: Tue 6/3/25');
    expect(text).not.toMatch(/^0[789]:00$/m);
    expect(text).toContain('Commodity');
  });

  it('reads the stops with their days and windows', () => {
    expect(stops(readDocument(doc, TODAY))).toEqual([
      ['pickup', 'Gulf Coast Mills', '18 Dock St', 'Mobile', '36602', '2025-06-03', '10:00', '12:00'],
      ['delivery', 'Juniper Cold Storage', '410 Frost Ave', 'Memphis', '38118', '2025-06-04', '09:00', '15:00'],
    ]);
  });

  it('leaves a table whose head is days alone when no hour axis runs beside it', () => {
    const table = wordDoc([
      [80, [90, 'Tue 6/3/25'], [260, 'Wed 6/4/25']],
      [92, [90, 'Gulf Coast Mills'], [260, 'Juniper Cold Storage']],
      [104, [90, 'Mobile, AL 36602'], [260, 'Memphis, TN 38118']],
    ]);
    expect(withDayColumns(table)).toBe(table);
  });
});

describe('a landscape sheet in three columns whose lines do not sit level', () => {
  // Each column keeps its own spacing, so that no line of one sits level with a line of the next.
  const col = (x: number, top: number, step: number, texts: string[]) =>
    texts.map((t, i): [number, number, string] => [top + i * step, x, t]);
  const cells = [
    ...col(40, 60, 16, [
      'Broker: Harborline Freight LLC',
      'Phone: (251) 555-0142',
      'MC# 771020',
      'Load #: HF-22817',
      'Carrier: Osprey Road Lines',
      'Carrier MC: 401223',
      'PO #: 4410092',
      'Issued: 05/28/2025',
    ]),
    ...col(300, 66, 16, [
      'Pickup 1',
      'Gulf Coast Mills',
      '18 Dock St',
      'Mobile, AL 36602',
      'Date: 06/03/2025 Time: 08:00 - 14:00',
      'Delivery 1',
      'Juniper Cold Storage',
      '410 Frost Ave',
      'Memphis, TN 38118',
      'Date: 06/05/2025 Time: 13:30',
    ]),
    ...col(560, 71, 16, [
      'Commodity: Frozen Vegetables',
      'Weight: 38,200 lbs',
      'Line Haul: $2,400.00',
      'Total: $2,400.00',
      'Carrier agrees to haul the load',
      'at the rate above under the terms',
      'of the agreement on file. Payment',
      'in thirty days of a signed POD.',
      'Tracking is required on all loads.',
      'Lumpers need a receipt.',
    ]),
  ];
  const rows = new Map<number, [number, string][]>();
  for (const [top, x, t] of cells) rows.set(top, [...(rows.get(top) ?? []), [x, t]]);
  const sheet: Row[] = [
    [30, [40, 'RATE CONFIRMATION']],
    ...[...rows.entries()].sort((a, b) => a[0] - b[0]).map(([top, cs]): Row => [top, ...cs]),
  ];
  const doc = wordDoc(sheet);

  it('reads the columns one after the other', () => {
    const text = textOf(withOffsetColumns(doc));
    expect(text).toContain('Date: 06/05/2025 Time: 13:30\n');
    expect(text.indexOf('Carrier MC: 401223')).toBeLessThan(text.indexOf('Pickup 1'));
    expect(text.indexOf('Memphis, TN 38118')).toBeLessThan(text.indexOf('Commodity: Frozen Vegetables'));
  });

  it('reads the second stop whole', () => {
    expect(stops(readDocument(doc, TODAY))[1]).toEqual([
      'delivery',
      'Juniper Cold Storage',
      '410 Frost Ave',
      'Memphis',
      '38118',
      '2025-06-05',
      '13:30',
      '13:30',
    ]);
  });

  it('leaves columns whose lines sit level as they are', () => {
    const level = wordDoc(
      Array.from(
        { length: 10 },
        (_, i): Row => [60 + i * 12, [40, `Left ${i}`], [300, `Middle ${i}`], [560, `Right ${i}`]],
      ),
    );
    expect(withOffsetColumns(level)).toBe(level);
  });
});

describe('a tender e-mail printed from a mail client', () => {
  const mail: Row[] = [
    [20, [40, 'Dana K.']],
    [40, [40, 'From:'], [110, 'Dana K. <dana@harborline.example>']],
    [52, [40, 'Sent:'], [110, 'Wednesday, May 28, 2025 9:12 AM']],
    [64, [40, 'To:'], [110, 'Wes <dispatch@ospreyroad.example>']],
    [76, [40, 'Subject:'], [110, 'RE: Load HF-22817 - Mobile, AL to Memphis, TN']],
    [100, [40, 'Hi Wes,']],
    [118, [40, 'Here is the tender as agreed. Reply to accept.']],
    [136, [40, 'Load #: HF-22817']],
    [148, [40, 'Carrier: Osprey Road Lines (MC 401223)']],
    [166, [40, 'Pick Up 1']],
    [178, [40, '- Gulf Coast Mills']],
    [190, [40, '- 18 Dock St']],
    [202, [40, '- Mobile, AL 36602']],
    [214, [40, '- 06/03/2025 Window 08:00-14:00']],
    [232, [40, 'Drop 1']],
    [244, [40, '- Juniper Cold Storage']],
    [256, [40, '- 410 Frost Ave']],
    [268, [40, '- Memphis, TN 38118']],
    [280, [40, '- 06/05/2025 Appt 13:30']],
    [298, [40, 'Line Haul Rate: $2,400.00']],
    [310, [40, 'All-In Rate: $2,400.00']],
    [334, [40, 'Regards,']],
    [358, [40, 'Dana K.']],
    [370, [40, 'Carrier Sales']],
    [382, [40, 'Harborline Freight LLC']],
    [394, [40, '900 Pier Rd, Mobile, AL 36602']],
    [406, [40, 'O: (251) 555-0142 | dana@harborline.example']],
    [418, [40, 'MC 771020']],
    [450, [40, 'On May 27, 2025, at 4:02 PM, Wes <dispatch@ospreyroad.example> wrote:']],
    [462, [40, '> Can you do $2,650.00?']],
    [474, [40, '> Wes, Osprey Road Lines, (205) 555-0117']],
  ];
  const doc = wordDoc(mail);

  it('reads it as a letter: headers, the signature as a letterhead, the body, no quoted thread', () => {
    const text = textOf(withMailPrint(doc));
    expect(text.indexOf('Subject:')).toBeLessThan(text.indexOf('Harborline Freight LLC'));
    expect(text.indexOf('Harborline Freight LLC')).toBeLessThan(text.indexOf('Hi Wes,'));
    expect(text).toMatch(/Subject:\s+Load HF-22817/);
    expect(text).not.toContain('2,650.00');
  });

  it('takes the bullets off a bulleted list', () => {
    const text = textOf(withListBullets(doc));
    expect(text).toContain('\nGulf Coast Mills\n');
    expect(text).not.toContain('- 410 Frost Ave');
  });

  it('reads the broker from the signature, not from the mail headers or a sentence of the body', () => {
    const r = readDocument(doc, TODAY);
    expect(r.basic_info.broker_name).toBe('Harborline Freight LLC');
    expect(r.basic_info.broker_phone).toBe('(251) 555-0142');
    expect(r.basic_info.load_number).toBe('HF-22817');
    expect(stops(r)[0]).toEqual([
      'pickup',
      'Gulf Coast Mills',
      '18 Dock St',
      'Mobile',
      '36602',
      '2025-06-03',
      '08:00',
      '14:00',
    ]);
    expect(Number(r.rate_cargo.rate_booked)).toBe(2400);
  });

  it('leaves a sheet with a "To:" line and no mail headers alone', () => {
    const sheet = wordDoc([
      [40, [40, 'To: Osprey Road Lines']],
      [52, [40, 'Subject to the terms below']],
    ]);
    expect(withMailPrint(sheet)).toBe(sheet);
  });
});

describe('stops headed LOAD and UNLOAD with a number', () => {
  it('reads "LOAD 1" as a pickup heading', () => {
    const doc = wordDoc([
      [20, [40, 'Load Number: HF-22817']],
      [40, [40, 'LOAD 1 08:00-14:00']],
      [52, [40, 'Date: 06/03/2025']],
      [64, [40, 'Gulf Coast Mills']],
      [76, [40, '18 Dock St']],
      [88, [40, 'Mobile, AL 36602']],
      [106, [40, 'UNLOAD 1 13:30']],
      [118, [40, 'Date: 06/05/2025']],
      [130, [40, 'Juniper Cold Storage']],
      [142, [40, '410 Frost Ave']],
      [154, [40, 'Memphis, TN 38118']],
    ]);
    const r = readDocument(doc, TODAY);
    expect(r.basic_info.load_number).toBe('HF-22817');
    expect(stops(r).map((s) => [s[0], s[1], s[5]])).toEqual([
      ['pickup', 'Gulf Coast Mills', '2025-06-03'],
      ['delivery', 'Juniper Cold Storage', '2025-06-05'],
    ]);
  });
});

describe('a load told in a chat exported to a page', () => {
  const chat: Row[] = [
    [20, [40, 'LoadChat - conversation export']],
    [44, [40, 'Dana K. - Harborline Freight LLC'], [400, '9:14 AM']],
    [56, [44, 'Got one Mobile, AL -> Memphis, TN. Interested?']],
    [80, [150, 'Wes - Osprey Road Lines'], [500, '9:15 AM']],
    [92, [154, 'Send details pls']],
    [116, [40, 'Dana K. - Harborline Freight LLC'], [400, '9:16 AM']],
    [128, [44, 'Haul: $2,400.00']],
    [140, [44, 'Total: $2,400.00']],
    [152, [44, 'Commodity: Frozen Vegetables']],
    [164, [44, 'HM'], [120, 'No']],
  ];

  it('takes the company a person writes for as the broker, "Haul" as the line haul and "HM" as hazmat', () => {
    const r = readDocument(wordDoc(chat), TODAY);
    expect(r.basic_info.broker_name).toBe('Harborline Freight LLC');
    expect(Number(r.rate_cargo.linehaul)).toBe(2400);
    expect(r.rate_cargo.hazmat).toBe(false);
  });
});
