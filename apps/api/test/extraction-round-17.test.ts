import { describe, expect, it } from 'vitest';
import { englishOfSpanish } from '../src/modules/extraction/bilingual-captions';
import { dayFirstToIso, writesDayFirst } from '../src/modules/extraction/day-first-dates';
import { buildTextDoc, type Word } from '../src/modules/extraction/layout';
import { chosen } from '../src/modules/extraction/marked-options';
import { readDocument } from '../src/modules/extraction/read-document';
import { findTimes } from '../src/modules/extraction/values';
import { type Row, sizedWords, wordDoc } from './support/positioned-words';
import { stops } from './support/read-stops';

/**
 * A US-Mexico sheet (Spanish captions first, days written day first), a TMS print whose schedule
 * refers to its places by code, a shipper's tender form (check boxes, small captions over boxed
 * values), and a load sent as phone screenshots side by side. Generated here with the values known;
 * every company and number is invented, the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

describe('days written day first', () => {
  const lines = (...texts: string[]) => wordDoc(texts.map((t, i): Row => [20 + i * 12, [40, t]]));

  it('reads a sheet day first when one of its whole dates can only be so, or its note says so', () => {
    expect(writesDayFirst(lines('Fecha: 15/06/2025', 'Cita: 03/06/2025'))).toBe(true);
    expect(writesDayFirst(lines('Fechas en formato DD/MM/AAAA', 'Cita: 03/06/2025'))).toBe(true);
    expect(writesDayFirst(lines('Date: 06/15/2025', 'Appt: 06/03/2025'))).toBe(false);
    // A pair without its year is no evidence: "24/7" is a dispatch desk's hours.
    expect(writesDayFirst(lines('Dispatch 24/7', 'Appt: 06/03/2025'))).toBe(false);
  });

  it('prints the days in ISO so every reader after takes them as meant', () => {
    expect(dayFirstToIso('15/06/2025 y 03/07/2025')).toBe('2025-06-15 y 2025-07-03');
    expect(dayFirstToIso('el 03/07')).toBe('el 07/03');
  });
});

describe('a US-Mexico northbound sheet', () => {
  const sheet: Row[] = [
    [20, [40, 'Frontera Cargo Logistics'], [400, 'CONFIRMACIÓN DE CARGA']],
    [34, [300, 'No. de carga / Load #'], [420, 'MX88120']],
    [46, [300, 'Fecha / Date'], [420, '28/05/2025']],
    [64, [40, 'Transportista / Carrier'], [200, 'Osprey Road Lines']],
    [90, [40, 'ORIGEN / PICKUP 1']],
    [104, [40, 'Harbor Mills'], [300, 'Fecha / Date'], [400, '03/06/2025']],
    [116, [40, '18 Dock St'], [300, 'Horario / Hours'], [400, '0800-1400']],
    [128, [40, 'Mobile, AL 36602']],
    [150, [40, 'DESTINO / DELIVERY 1']],
    [164, [40, 'Juniper Cold Storage'], [300, 'Fecha / Date'], [400, '05/06/2025']],
    [176, [40, '410 Frost Ave'], [300, 'Cita / Appt'], [400, '@ 1330']],
    [188, [40, 'Tulsa, OK 74107']],
    [210, [40, 'Mercancía / Commodity'], [200, 'Dry Pet Food']],
    [222, [40, 'Peso / Weight'], [200, '11,340 kg (25,000 lb)']],
    [240, [300, 'Flete / Line Haul'], [480, '2,150.00 USD']],
    [252, [300, 'Total'], [480, '2,450.00 USD']],
  ];

  it('drops the Spanish half of a caption, either first', () => {
    expect(englishOfSpanish('Peso / Weight')?.text).toBe('Weight');
    expect(englishOfSpanish('Carrier / Transportista')?.text).toBe('Carrier');
    expect(englishOfSpanish('ORIGEN / PICKUP 1')?.text).toBe('PICKUP 1');
  });

  it('reads its stops with their days day first, the ambiguous ones too', () => {
    const r = readDocument(wordDoc(sheet), TODAY);
    expect(r.basic_info.load_number).toBe('MX88120');
    expect(r.basic_info.carrier_name).toBe('Osprey Road Lines');
    expect(r.rate_cargo.weight_lbs).toBe(25000);
    expect(r.rate_cargo.commodity).toBe('Dry Pet Food');
    expect(stops(r)).toEqual([
      ['pickup', 'Harbor Mills', '18 Dock St', 'Mobile', '36602', '2025-06-03', '08:00', '14:00'],
      ['delivery', 'Juniper Cold Storage', '410 Frost Ave', 'Tulsa', '74107', '2025-06-05', '13:30', '13:30'],
    ]);
  });
});

describe('a schedule that refers to its places by code', () => {
  const print: Row[] = [
    [20, [40, 'Tamarack Logistics'], [400, 'LOAD TENDER']],
    [34, [400, 'Load # QX44120']],
    [60, [40, 'LOCATIONS']],
    [76, [40, 'Code'], [100, 'Name'], [220, 'Address'], [320, 'City'], [400, 'ST'], [430, 'Zip']],
    [90, [40, 'HRB204'], [100, 'Juniper Cold'], [220, '410 Frost Ave'], [320, 'Tulsa'], [400, 'OK'], [430, '74107']],
    [100, [100, 'Storage']],
    [112, [40, 'MOB118'], [100, 'Harbor Mills'], [220, '18 Dock St'], [320, 'Mobile'], [400, 'AL'], [430, '36602']],
    [140, [40, 'SCHEDULE']],
    [156, [40, 'Seq'], [70, 'Activity'], [130, 'Code'], [190, 'Date'], [260, 'Time'], [330, 'Stop Ref #']],
    [170, [40, '1'], [70, 'PICKUP'], [130, 'MOB118'], [190, '06/03/2025'], [260, '0800-1400'], [330, 'PK55120']],
    [184, [40, '2'], [70, 'DELIVER'], [130, 'HRB204'], [190, '06/05/2025'], [260, '1330'], [330, 'DR88213']],
    [210, [40, 'Total to Carrier'], [400, '$2,450.00']],
  ];

  it('reads each scheduled stop at the place its code names, with its own number', () => {
    const r = readDocument(wordDoc(print), TODAY);
    expect(stops(r).map((s) => s.slice(0, 6))).toEqual([
      ['pickup', 'Harbor Mills', '18 Dock St', 'Mobile', '36602', '2025-06-03'],
      ['delivery', 'Juniper Cold Storage', '410 Frost Ave', 'Tulsa', '74107', '2025-06-05'],
    ]);
    expect(r.events.map((e) => e.reference_number)).toEqual(['PK55120', 'DR88213']);
  });
});

/** Words of one row set in `size`: cells as [x, text]. */
const sized = (top: number, size: number, ...cells: [number, string][]): Word[] =>
  cells.flatMap(([x, text]) => sizedWords(x, top, text, size));

describe("a shipper's tender form", () => {
  it('reads a row of check boxes as the options marked', () => {
    const line = wordDoc([[20, [40, 'EQUIPMENT:'], [110, 'Van'], [150, 'X Reefer'], [210, 'Flatbed']]]).lines[0];
    expect(line && chosen(line)?.map((s) => s.text)).toEqual(['EQUIPMENT: Reefer']);
    const heading = wordDoc([[20, [40, 'STOP 2'], [90, '[ ] Shipper'], [160, '[X] Consignee']]]).lines[0];
    expect(heading && chosen(heading)?.map((s) => s.text)).toEqual(['STOP 2 Consignee']);
    // Text that merely starts with an X is no check box.
    const plain = wordDoc([[20, [40, 'X Dock Rd is closed on weekends and holidays for repairs to the gate']]])
      .lines[0];
    expect(plain && chosen(plain)).toBeNull();
  });

  const stop = (top: number, n: number, kind: string, place: string[], when: string[]): Word[] => [
    ...sized(
      top,
      10,
      [40, `STOP ${n}`],
      [100, kind === 'pickup' ? 'X Shipper' : 'Shipper'],
      [180, kind === 'pickup' ? 'Consignee' : 'X Consignee'],
    ),
    ...sized(top + 16, 6, [40, 'Facility Name'], [240, 'Street Address'], [420, 'Phone']),
    ...sized(top + 24, 10, [40, place[0] ?? ''], [240, place[1] ?? '']),
    ...sized(
      top + 40,
      6,
      [40, 'City'],
      [140, 'State'],
      [200, 'Zip'],
      [260, 'Date'],
      [360, 'Appt Time'],
      [440, 'Ref #'],
    ),
    ...sized(
      top + 48,
      10,
      [40, place[2] ?? ''],
      [140, place[3] ?? ''],
      [200, place[4] ?? ''],
      [260, when[0] ?? ''],
      [360, when[1] ?? ''],
      [440, when[2] ?? ''],
    ),
  ];
  const form = (): Word[] => [
    ...sized(20, 12, [40, 'TRUCKLOAD TENDER FORM']),
    ...sized(40, 10, [40, 'Load # QX44120']),
    ...sized(60, 10, [40, 'HAZMAT:'], [100, 'Yes'], [140, 'X No']),
    ...stop(
      90,
      1,
      'pickup',
      ['Harbor Mills', '18 Dock St', 'Mobile', 'AL', '36602'],
      ['06/03/2025', '0800', 'PK55120'],
    ),
    ...stop(
      170,
      2,
      'delivery',
      ['Juniper Cold Storage', '410 Frost Ave', 'Tulsa', 'OK', '74107'],
      ['06/05/2025', '1330', 'DR88213'],
    ),
    ...sized(250, 10, [40, 'Total to Carrier: $2,450.00']),
  ];

  it('reads its stops from the marked kind and the boxed fields under small captions', () => {
    const r = readDocument(buildTextDoc([form()]), TODAY);
    expect(r.rate_cargo.hazmat).toBe(false);
    expect(stops(r)).toEqual([
      ['pickup', 'Harbor Mills', '18 Dock St', 'Mobile', '36602', '2025-06-03', '08:00', '08:00'],
      ['delivery', 'Juniper Cold Storage', '410 Frost Ave', 'Tulsa', '74107', '2025-06-05', '13:30', '13:30'],
    ]);
    expect(r.events.map((e) => e.reference_number)).toEqual(['PK55120', 'DR88213']);
  });
});

describe('a load sent as phone screenshots side by side', () => {
  const panel = (x: number, clock: string, lines: string[]): Row[] => [
    [60, [x + 8, clock], [x + 110, 'LTE 80%']],
    [76, [x + 8, '< Loads']],
    ...lines.map((t, i): Row => [96 + i * 12, [x + 8, t]]),
  ];
  const screens = (): Row[] => {
    const left = panel(40, '9:41', [
      'Load # QX44120',
      '1 PICKUP 1',
      'Harbor Mills',
      '18 Dock St',
      'Mobile, AL 36602',
      'Appointment',
      'Tue 2025-06-03 @ 0800',
    ]);
    const right = panel(230, '9:42', [
      '2 DELIVERY 1',
      'Juniper Cold Storage',
      '410 Frost Ave',
      'Tulsa, OK 74107',
      'Window',
      'Thu 2025-06-05 1000-1400',
      'Total Pay $2,450.00',
    ]);
    const byTop = new Map<number, Row>();
    for (const [top, ...cells] of [...left, ...right])
      byTop.set(top, [top, ...(byTop.get(top)?.slice(1) ?? []), ...cells] as Row);
    return [[30, [40, 'Screenshots sent by driver']], ...[...byTop.values()].sort((a, b) => a[0] - b[0])];
  };

  it('reads the panels one after the other, without their status and app bars', () => {
    const r = readDocument(wordDoc(screens()), TODAY);
    expect(r.basic_info.load_number).toBe('QX44120');
    expect(stops(r)).toEqual([
      ['pickup', 'Harbor Mills', '18 Dock St', 'Mobile', '36602', '2025-06-03', '08:00', '08:00'],
      ['delivery', 'Juniper Cold Storage', '410 Frost Ave', 'Tulsa', '74107', '2025-06-05', '10:00', '14:00'],
    ]);
  });

  it('reads a time after an at-sign', () => {
    expect(findTimes('Tue 2025-06-03 @ 0800').map((t) => t.minutes)).toEqual([480]);
    expect(findTimes('@ 1430 Main St')).toEqual([]);
  });
});
