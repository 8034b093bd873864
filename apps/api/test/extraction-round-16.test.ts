import { describe, expect, it } from 'vitest';
import { englishCaption } from '../src/modules/extraction/bilingual-captions';
import { readDocument } from '../src/modules/extraction/read-document';
import { findDates, findMoney, findTimes } from '../src/modules/extraction/values';
import { type Row, wordDoc } from './support/positioned-words';

/**
 * An English-French sheet (captions in both languages, the widest run into its value), a TMS
 * export (machine field names, stops as bar-parted lines), item lines closed by a TOTAL row, a stop
 * table whose rows leave room to write in, and the value shapes such sheets print: "15JUN26",
 * "15 juin 2026", "8 h 00 - 14 h 00", "05:00 ~ 11:00", "2 150,00 $". Generated here with the values
 * known; every company and number is invented, the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

type Cell = [x: number, text: string];

/** Caption and value pairs in one column, the values at one edge 8 units past the widest caption. */
function pairs(x: number, top: number, rows: [string, string][]): Row[] {
  const edge = x + Math.max(...rows.map(([c]) => c.length)) * 5 + 8;
  return rows.map(([c, v], i): Row => [top + i * 12, [x, c], [edge, v]]);
}

/** Rows of the same tops merged, so a column of pairs can sit beside a column of lines. */
function merged(...parts: Row[][]): Row[] {
  const byTop = new Map<number, Cell[]>();
  for (const [top, ...cells] of parts.flat()) byTop.set(top, [...(byTop.get(top) ?? []), ...cells]);
  return [...byTop].sort(([a], [b]) => a - b).map(([top, cells]): Row => [top, ...cells]);
}

describe('value shapes of Canadian and system-printed sheets', () => {
  it('reads days run together and French days', () => {
    expect(findDates('15JUN26').map((d) => [d.year, d.month, d.day])).toEqual([[2026, 6, 15]]);
    expect(findDates('le 3 févr. 2026').map((d) => [d.year, d.month, d.day])).toEqual([[2026, 2, 3]]);
    expect(findDates('15 juin 2026').map((d) => [d.year, d.month, d.day])).toEqual([[2026, 6, 15]]);
  });

  it('reads French clocks and French money', () => {
    expect(findTimes('8 h 00 - 14 h 30').map((t) => t.minutes)).toEqual([480, 870]);
    expect(findMoney('Total: 2 150,00 $').map((m) => m.cents)).toEqual([215000]);
    expect(findMoney('$2,150.00 CAD').map((m) => m.cents)).toEqual([215000]);
  });

  it('drops the French half of a two-language caption, either first', () => {
    expect(englishCaption('Expéditeur 2 / Shipper 2')?.text).toBe('Shipper 2');
    expect(englishCaption('Commodity / Marchandise Dry Pet Food')?.text).toBe('Commodity: Dry Pet Food');
    expect(englishCaption('Carrier / Transportista')).toBeNull();
  });
});

describe('an English-French confirmation', () => {
  const sheet = (frenchFirst: boolean): Row[] => {
    const bi = (en: string, fr: string) => (frenchFirst ? `${fr} / ${en}` : `${en} / ${fr}`);
    return [
      [20, [40, 'Maple Leaf Freight Inc.'], [420, 'LOAD CONFIRMATION']],
      [34, [40, '12 Rue Principale, Laval (QC) H7L 4S3'], [420, 'CONFIRMATION DE TRANSPORT']],
      ...pairs(300, 50, [
        [bi('Load #', 'N° de charge'), 'QX44120'],
        [bi('Date', 'Date'), '2025-06-01'],
      ]),
      [84, [46, bi('Carrier', 'Transporteur')]],
      ...pairs(46, 98, [
        [bi('Carrier Legal Name', 'Transporteur'), 'Osprey Road Lines'],
        ['MC #', '123456'],
      ]),
      [130, [46, bi('Shipper', 'Expéditeur')]],
      ...merged(
        [
          [144, [46, 'Harbor Mills']],
          [156, [46, '18 Dock St']],
          [168, [46, 'Mobile, AL 36602']],
        ],
        pairs(280, 144, [
          [bi('Pickup Date', 'Date de ramassage'), '3 juin 2025'],
          [bi('Hours', 'Heures'), '8 h 00 - 14 h 00'],
          [bi('Pickup #', 'N° de ramassage'), 'PK55120'],
        ]),
      ),
      [190, [46, bi('Consignee', 'Destinataire')]],
      ...merged(
        [
          [204, [46, 'Juniper Cold Storage']],
          [216, [46, '410 Frost Ave']],
          [228, [46, 'Tulsa, OK 74107']],
        ],
        pairs(280, 204, [
          [bi('Delivery Date', 'Date de livraison'), '2025-06-04'],
          [bi('Appointment', 'Rendez-vous'), '13 h 30'],
        ]),
      ),
      [250, [46, bi('Freight', 'Marchandise')]],
      ...pairs(46, 264, [
        [bi('Commodity', 'Marchandise'), 'Dry Pet Food'],
        [bi('Weight', 'Poids'), '24,994 lb'],
      ]),
      [296, [46, bi('Rate', 'Tarif')]],
      ...pairs(280, 310, [
        [bi('Line Haul', 'Tarif de base'), '2 150,00 $'],
        [bi('Total', 'Total'), '2 450,00 $'],
      ]),
    ];
  };

  for (const frenchFirst of [false, true])
    it(`reads the stops and facts with the French ${frenchFirst ? 'first' : 'second'}`, () => {
      const r = readDocument(wordDoc(sheet(frenchFirst)), TODAY);
      expect(r.basic_info.load_number).toBe('QX44120');
      expect(r.basic_info.carrier_name).toBe('Osprey Road Lines');
      expect(r.rate_cargo.commodity).toBe('Dry Pet Food');
      expect(r.rate_cargo.weight_lbs).toBe(24994);
      expect(r.rate_cargo.linehaul).toBe('2150.00');
      expect(r.rate_cargo.rate_booked).toBe('2450.00');
      expect(
        r.events.map((e) => [
          e.event_type,
          e.facility_name,
          e.location_city,
          e.event_date,
          e.appointment_time_lower,
          e.appointment_time_higher,
        ]),
      ).toEqual([
        ['pickup', 'Harbor Mills', 'Mobile', '2025-06-03', '08:00', '14:00'],
        ['delivery', 'Juniper Cold Storage', 'Tulsa', '2025-06-04', '13:30', '13:30'],
      ]);
      expect(r.events[0]?.reference_number).toBe('PK55120');
    });
});

describe('a TMS export', () => {
  const bar = (cells: string[]) => cells.join(' | ');
  const exported: Row[] = [
    [20, [40, 'LOAD TENDER EXPORT']],
    [34, [40, '[LOAD]']],
    [46, [40, 'LOAD_NO=QX44120']],
    [58, [40, 'CARRIER=Osprey Road Lines']],
    [70, [40, 'EQUIPMENT_TYPE=Dry Van']],
    [82, [40, 'ROUTE_MILES=612']],
    [100, [40, '[STOPS]']],
    [112, [40, bar(['SEQ', 'TYPE', 'NAME', 'ADDRESS', 'CITY, ST ZIP', 'APPT', 'REF', 'PHONE'])]],
    [124, [40, bar(['1', 'PU', 'Harbor Mills #2', '18 Dock St', 'Mobile, AL 36602', '03JUN25 05:00 ~ 11:00', '', ''])]],
    [136, [52, '(251) 555-0142']],
    [148, [40, bar(['2', 'DEL', 'Juniper Cold Storage', '410 Frost Ave', 'Tulsa, OK 74107', '06/04 10:30'])]],
    [160, [52, 'Appt # DR88213']],
    [178, [40, '[CHARGES]']],
    [190, [40, 'HAUL_RATE=$2,150.00']],
    [202, [40, 'TOTAL_RATE=$2,450.00']],
  ];

  it('reads machine field names as captions', () => {
    const r = readDocument(wordDoc(exported), TODAY);
    expect(r.basic_info.load_number).toBe('QX44120');
    expect(r.rate_cargo.equipment).toBe('Dry Van');
    expect(r.rate_cargo.loaded_miles).toBe(612);
    expect(r.rate_cargo.linehaul).toBe('2150.00');
    expect(r.rate_cargo.rate_booked).toBe('2450.00');
  });

  it('reads each bar-parted stop line cell by cell, by the values its cells hold', () => {
    const r = readDocument(wordDoc(exported), TODAY);
    expect(
      r.events.map((e) => [
        e.event_type,
        e.facility_name,
        e.location_street,
        e.location_city,
        e.event_date,
        e.appointment_time_lower,
        e.appointment_time_higher,
        e.reference_number,
        e.contact_phone,
      ]),
    ).toEqual([
      ['pickup', 'Harbor Mills #2', '18 Dock St', 'Mobile', '2025-06-03', '05:00', '11:00', null, '(251) 555-0142'],
      ['delivery', 'Juniper Cold Storage', '410 Frost Ave', 'Tulsa', '2025-06-04', '10:30', '10:30', 'DR88213', null],
    ]);
  });
});

describe('freight as item lines closed by a TOTAL row', () => {
  const sheet: Row[] = [
    [20, [40, 'RATE CONFIRMATION'], [400, 'Load #: QX44120']],
    [40, [40, 'Pickup 1'], [130, 'Harbor Mills'], [340, 'Date: 2025-06-03']],
    [52, [130, '18 Dock St'], [340, 'Time: 05:00']],
    [64, [130, 'Mobile, AL 36602']],
    [84, [40, 'Delivery 1'], [130, 'Juniper Cold Storage'], [340, 'Date: 2025-06-04']],
    [96, [130, '410 Frost Ave'], [340, 'Time: 10:30']],
    [108, [130, 'Tulsa, OK 74107']],
    [130, [40, 'Commodity: Canned Goods']],
    [150, [40, 'Line'], [80, 'Description'], [300, 'Type'], [370, 'Pcs'], [440, 'Class'], [530, 'Weight (lbs)']],
    [162, [40, '1'], [80, 'SKU 10442'], [300, 'PLT'], [375, '6'], [450, '55'], [549, '5,840']],
    [174, [40, '2'], [80, 'SKU 10443'], [300, 'PLT'], [375, '7'], [450, '70'], [549, '6,960']],
    [186, [40, 'TOTAL'], [370, '13'], [544, '12,800']],
    [206, [340, 'Total Carrier Pay'], [500, '$2,450.00']],
  ];

  it("takes the TOTAL row's weight and pieces, not the first line's", () => {
    const r = readDocument(wordDoc(sheet), TODAY);
    expect(r.rate_cargo.weight_lbs).toBe(12800);
    expect(r.rate_cargo.pieces).toBe(13);
  });
});

describe('a stop table whose rows leave room to write in', () => {
  const head = ['#', 'Type', 'Facility', 'Street', 'City', 'ST', 'ZIP', 'Date', 'Window', 'Ref #', 'Arrived'];
  const xs = [24, 40, 66, 160, 250, 310, 330, 370, 430, 500, 560];
  const row = (top: number, cells: string[]): Row => [top, ...cells.map((c, i): Cell => [xs[i] ?? 0, c])];
  const sheet: Row[] = [
    [20, [40, 'CARRIER LOAD SHEET'], [420, 'Load #: QX44120']],
    row(50, head),
    row(62, ['1', 'LD', 'Harbor Mills', '18 Dock St', 'Mobile', 'AL', '36602', '06/03', '05:00 ~ 11:00', 'PK5512']),
    row(100, ['2', 'UL', 'Juniper Cold', '410 Frost Ave', 'Tulsa', 'OK', '74107', '06/04', '10:30', 'DR8821']),
    [150, [40, 'Total Carrier Pay: $2,450.00']],
  ];

  it('reads every row past the blank bands between them', () => {
    const r = readDocument(wordDoc(sheet), TODAY);
    expect(r.events.map((e) => [e.event_type, e.facility_name, e.location_street, e.appointment_time_higher])).toEqual([
      ['pickup', 'Harbor Mills', '18 Dock St', '11:00'],
      ['delivery', 'Juniper Cold', '410 Frost Ave', '10:30'],
    ]);
  });
});

describe('captions of a grid of pairs and of the parties', () => {
  it('reads the first row of a grid of pairs as pairs, not as a table head', () => {
    const sheet: Row[] = [
      [20, [40, 'RATE CONFIRMATION'], [400, 'Load #: QX44120']],
      [40, [40, 'FREIGHT']],
      [54, [40, 'Goods'], [120, 'Bottled Water'], [300, 'Equipment'], [400, 'Reefer']],
      [66, [40, 'Weight (lbs)'], [120, '32,200 lb'], [300, 'Total Miles'], [400, '1409']],
    ];
    const r = readDocument(wordDoc(sheet), TODAY);
    expect(r.rate_cargo.commodity).toBe('Bottled Water');
    expect(r.rate_cargo.equipment).toBe('Reefer');
  });

  it('takes no caption for the carrier, and reads "Transport Co." as its caption', () => {
    const sheet = (caption: string): Row[] => [
      [20, [40, 'RATE CONFIRMATION'], [400, 'Load #: QX44120']],
      ...pairs(40, 40, [
        [caption, 'OSPREY ROAD LINES'],
        ['Carrier MC', '544183'],
      ]),
    ];
    for (const caption of ['Hauler', 'Transport Co.'])
      expect(readDocument(wordDoc(sheet(caption)), TODAY).basic_info.carrier_name).toBe('OSPREY ROAD LINES');
  });

  it("takes no web page's title for the broker", () => {
    const sheet: Row[] = [
      [10, [30, '5/30/25, 8:54 AM'], [250, 'Carrier Portal - Lantern Ridge Logistics']],
      [24, [40, 'Lantern Ridge Logistics'], [480, 'Carrier Portal']],
      [38, [40, 'dispatch@lanternridge.com'], [300, 'Job #'], [380, 'QX44120']],
      [70, [40, 'Pickup: Harbor Mills, Mobile, AL 36602 on 2025-06-01']],
    ];
    expect(readDocument(wordDoc(sheet), TODAY).basic_info.broker_name).toBe('Lantern Ridge Logistics');
  });

  it("takes no day under the sheet's title for its number", () => {
    const sheet: Row[] = [
      [24, [40, 'Lantern Ridge Logistics'], [440, 'LOAD CONFIRMATION']],
      [38, [40, 'dispatch@lanternridge.com'], [300, 'Job #'], [380, 'QX44120']],
      [50, [300, 'Date Sent'], [440, '2025-06-01']],
      [70, [40, 'Pickup: Harbor Mills, Mobile, AL 36602 on 2025-06-01']],
    ];
    expect(readDocument(wordDoc(sheet), TODAY).basic_info.load_number).toBe('QX44120');
  });
});
