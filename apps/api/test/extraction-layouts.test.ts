import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/modules/extraction/read-document';
import { prose, type Row, wordDoc } from './support/positioned-words';

/**
 * Layouts the stop finder must read by their structure (headings, key/value pairs, tables), not by
 * who issued them. Every company, person and number here is invented; the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');
const TERMS = prose(600, [
  'Carrier agrees that Summit Ridge Freight Solutions may withhold payment until proof of delivery is received.',
  'Detention is paid after two hours with signed in and out times on the bill of lading for every stop.',
]);

const stopsOf = (rows: Row[][]) =>
  readDocument(wordDoc(...rows), TODAY).events.map((e) => ({
    type: e.event_type,
    date: e.event_date,
    from: e.appointment_time_lower,
    to: e.appointment_time_higher,
    facility: e.facility_name,
    street: e.location_street,
    city: e.location_city,
    state: e.location_state,
    zip: e.location_postal_code,
    ref: e.reference_number,
  }));

describe('stops named by blocks and sections', () => {
  it('reads shipper and consignee blocks whose city, state and ZIP are separate key/value pairs', () => {
    const rows: Row[] = [
      [40, [40, 'Harbor Line Logistics Inc'], [400, 'LOAD CONFIRMATION']],
      [54, [40, 'MC# 445566'], [400, 'Load #: HL-20931']],
      [80, [40, 'SHIPPER'], [320, 'CONSIGNEE']],
      [94, [40, 'Name:'], [100, 'Prairie Grain Co'], [320, 'Name:'], [380, 'Riverside Foods DC']],
      [106, [40, 'Address:'], [100, '1200 Elevator Rd'], [320, 'Address:'], [380, '45 Commerce Dr']],
      [
        118,
        [40, 'City:'],
        [100, 'Salina'],
        [170, 'State:'],
        [210, 'KS'],
        [240, 'Zip:'],
        [265, '67401'],
        [320, 'City:'],
        [380, 'Tulsa'],
        [440, 'State:'],
        [480, 'OK'],
        [505, 'Zip:'],
        [530, '74107'],
      ],
      [130, [40, 'Date:'], [100, '06/03/2025'], [320, 'Date:'], [380, '06/04/2025']],
      [142, [40, 'Time:'], [100, '08:00 - 12:00'], [320, 'Time:'], [380, '07:30']],
      [154, [40, 'PU #:'], [100, 'PG-77120'], [320, 'Del #:'], [380, 'RF-55031']],
      ...TERMS,
    ];
    expect(stopsOf([rows])).toEqual([
      {
        type: 'pickup',
        date: '2025-06-03',
        from: '08:00',
        to: '12:00',
        facility: 'Prairie Grain Co',
        street: '1200 Elevator Rd',
        city: 'Salina',
        state: 'KS',
        zip: '67401',
        ref: 'PG-77120',
      },
      {
        type: 'delivery',
        date: '2025-06-04',
        from: '07:30',
        to: '07:30',
        facility: 'Riverside Foods DC',
        street: '45 Commerce Dr',
        city: 'Tulsa',
        state: 'OK',
        zip: '74107',
        ref: 'RF-55031',
      },
    ]);
  });

  it('reads origin and destination sections under centred headings', () => {
    const section = (top: number, title: string, s: string[]): Row[] => [
      [top, [270, title]],
      [top + 14, [40, 'Facility'], [150, s[0] ?? '']],
      [top + 26, [40, 'Address'], [150, s[1] ?? '']],
      [top + 38, [40, 'City/State/Zip'], [150, s[2] ?? '']],
      [top + 50, [40, 'Appointment'], [150, s[3] ?? '']],
    ];
    const rows: Row[] = [
      [40, [40, 'Copper Trail Transport LLC'], [400, 'Rate Confirmation']],
      [54, [400, 'Order #: CT-88112']],
      ...section(100, 'ORIGIN', ['Blue Mesa Packaging', '880 Canyon Rd', 'Albuquerque, NM 87102', '06/04/2025 09:00']),
      ...section(180, 'DESTINATION', [
        'High Plains Grocers',
        '310 Ranch Ave',
        'Amarillo, TX 79101',
        '06/05/2025 13:00',
      ]),
      ...TERMS,
    ];
    const stops = stopsOf([rows]);
    expect(stops.map((s) => [s.type, s.facility, s.street, s.city, s.state, s.zip, s.date, s.from])).toEqual([
      ['pickup', 'Blue Mesa Packaging', '880 Canyon Rd', 'Albuquerque', 'NM', '87102', '2025-06-04', '09:00'],
      ['delivery', 'High Plains Grocers', '310 Ranch Ave', 'Amarillo', 'TX', '79101', '2025-06-05', '13:00'],
    ]);
  });

  it('reads captions joined to their values by dot leaders, as a fixed-width printout sets them', () => {
    const stop = (top: number, title: string, s: string[]): Row[] => [
      [top, [40, title]],
      [top + 12, [40, `NAME ...........: ${s[0]}`]],
      [top + 24, [40, `ADDR ...........: ${s[1]}`]],
      [top + 36, [40, `CITY ...........: ${s[2]}`]],
      [top + 48, [40, `DATE ...........: ${s[3]}`]],
      [top + 60, [40, `TIME ...........: ${s[4]}`]],
    ];
    const rows: Row[] = [
      [40, [40, 'Copper Trail Transport LLC'], [400, 'Rate Confirmation']],
      [54, [40, 'LOAD ID ........: CT-88114']],
      [66, [40, 'CARRIER ........: BRIGHT LANE HAULING LLC % KEYSTONE FACTORING LLC']],
      ...stop(100, 'STOP 01 PICKUP', [
        'CEDAR POINT LUMBER',
        '19 MILL ST',
        'EUGENE, OR 97402',
        '2025-06-05',
        '06:00-12:30',
      ]),
      ...stop(180, 'STOP 02 DELIVERY', [
        'SILVER STATE BUILDERS',
        '77 TRUCKEE WAY',
        'RENO, NV 89502',
        '2025-06-07',
        '10:00',
      ]),
      ...TERMS,
    ];
    const reading = readDocument(wordDoc(rows), TODAY);
    expect(reading.basic_info.carrier_name).toBe('BRIGHT LANE HAULING LLC');
    expect(stopsOf([rows]).map((s) => [s.type, s.facility, s.street, s.city, s.date, s.from, s.to])).toEqual([
      ['pickup', 'CEDAR POINT LUMBER', '19 MILL ST', 'EUGENE', '2025-06-05', '06:00', '12:30'],
      ['delivery', 'SILVER STATE BUILDERS', '77 TRUCKEE WAY', 'RENO', '2025-06-07', '10:00', '10:00'],
    ]);
  });

  it('reads numbered stops whose kind is said inside the stop', () => {
    const stop = (top: number, n: number, kind: string, s: string[]): Row[] => [
      [top, [40, `Stop ${n}`]],
      [top + 14, [40, `Type: ${kind}`], [300, `Date: ${s[3]}`]],
      [top + 26, [40, s[0] ?? ''], [300, `Time: ${s[4]}`]],
      [top + 38, [40, s[1] ?? '']],
      [top + 50, [40, s[2] ?? '']],
    ];
    const rows: Row[] = [
      [40, [40, 'Copper Trail Transport LLC'], [400, 'Rate Confirmation']],
      [54, [400, 'Order #: CT-88113']],
      ...stop(100, 1, 'Load', ['Cedar Point Lumber', '19 Mill St', 'Eugene, OR 97402', '06/05/2025', '07:00']),
      ...stop(170, 2, 'Load', ['Falls Creek Plywood', '4 Sawyer Rd', 'Boise, ID 83705', '06/05/2025', '15:00']),
      ...stop(240, 3, 'Unload', ['Silver State Builders', '77 Truckee Way', 'Reno, NV 89502', '06/07/2025', '10:00']),
      ...TERMS,
    ];
    expect(stopsOf([rows]).map((s) => [s.type, s.facility, s.city])).toEqual([
      ['pickup', 'Cedar Point Lumber', 'Eugene'],
      ['pickup', 'Falls Creek Plywood', 'Boise'],
      ['delivery', 'Silver State Builders', 'Reno'],
    ]);
  });
});

describe('parties and references', () => {
  const letterhead: Row[] = [
    [40, [40, 'Summit Ridge Freight Solutions Inc.'], [400, 'RATE CONFIRMATION']],
    [54, [40, '12 Lakeview Dr, Salina, KS 67401'], [400, 'Load #: SR-40021']],
    [66, [40, 'dispatch@summitridgefs.com']],
  ];
  const stops: Row[] = [
    [200, [40, 'Pick Up 1']],
    [212, [60, 'Prairie Grain Co']],
    [224, [60, '1200 Elevator Rd']],
    [236, [60, 'Salina, KS 67401']],
    [248, [60, '06/03/2025 08:00']],
    [266, [40, 'Drop 1']],
    [278, [60, 'Riverside Foods DC']],
    [290, [60, '45 Commerce Dr']],
    [302, [60, 'Tulsa, OK 74107']],
    [314, [60, '06/04/2025 07:30']],
  ];
  const read = (rows: Row[]) => readDocument(wordDoc([...letterhead, ...rows, ...stops, ...TERMS]), TODAY).basic_info;

  it('reads the carrier under its caption without the factoring company after "%"', () => {
    const info = read([
      [100, [40, 'CARRIER:'], [300, 'PO #']],
      [110, [40, 'Bright Lane Hauling LLC % Keystone Receivables LLC'], [300, 'SO4410021, SO4410022']],
    ]);
    expect(info.carrier_name).toBe('Bright Lane Hauling LLC');
    expect(info.broker_name).toBe('Summit Ridge Freight Solutions Inc.');
  });

  it('reads the carrier after a "Carrier:" label in one run, the factoring part left out', () => {
    const info = read([[100, [40, 'Motor Carrier: Bright Lane Hauling LLC % Keystone Capital Funding LLC']]]);
    expect(info.carrier_name).toBe('Bright Lane Hauling LLC');
  });

  it('never takes the broker from the carrier block printed above the letterhead', () => {
    const rows: Row[] = [
      [10, [300, 'Carrier: Bright Lane Hauling LLC']],
      [22, [300, 'Keystone Freight Factoring LLC']],
      [34, [300, 'MC# 771204']],
      [60, [40, 'Summit Ridge Freight Solutions Inc.'], [400, 'RATE CONFIRMATION']],
      [74, [40, '12 Lakeview Dr, Salina, KS 67401'], [400, 'Load #: SR-40022']],
      ...stops,
      ...TERMS,
    ];
    const info = readDocument(wordDoc(rows), TODAY).basic_info;
    expect(info.carrier_name).toBe('Bright Lane Hauling LLC');
    expect(info.broker_name).toBe('Summit Ridge Freight Solutions Inc.');
  });

  it('lists every purchase order, bill of lading and order number of the load', () => {
    const info = read([
      [100, [40, 'PO Number: 4410021, 4410022 / P77812']],
      [112, [40, 'B/L #: 90817265']],
      [124, [40, 'Sales Order: SO55120']],
    ]);
    expect(info.other_reference_numbers).toEqual(['4410021', '4410022', 'P77812', '90817265', 'SO55120']);
    expect(info.load_number).toBe('SR-40021');
  });
});

describe('stops read from tables', () => {
  it('reads one table per kind under its section title', () => {
    const table = (top: number, title: string, rows: string[][]): Row[] => [
      [top, [40, title]],
      [top + 14, [40, 'Name'], [170, 'Address'], [320, 'Date'], [405, 'Appt/Hours'], [500, 'Ref #']],
      ...rows.flatMap((r, i): Row[] => [
        [
          top + 28 + i * 26,
          [40, r[0] ?? ''],
          [170, r[1] ?? ''],
          [320, r[3] ?? ''],
          [405, r[4] ?? ''],
          [500, r[5] ?? ''],
        ],
        [top + 40 + i * 26, [170, r[2] ?? '']],
      ]),
    ];
    const rows: Row[] = [
      [40, [40, 'Granite Peak Brokerage LLC'], [400, 'CARRIER RATE CONFIRMATION']],
      [54, [400, 'Load Number: GP-30120']],
      ...table(100, 'SHIPPER(S)', [
        ['Heartland Mills', '500 Grain Rd', 'Omaha, NE 68102', '06/09/2025', 'FCFS 5:30a-1:30p', 'HM4471'],
        ['Prairie Grain Co', '1200 Elevator Rd', 'Salina, KS 67401', '06/09/2025', '3p', 'PG1180'],
      ]),
      ...table(200, 'RECEIVER(S)', [
        ['Capitol Foods', '12 Locust St', 'Des Moines, IA 50309', '06/10/2025', '7a', 'CF9902'],
      ]),
      ...TERMS,
    ];
    expect(stopsOf([rows]).map((s) => [s.type, s.facility, s.street, s.city, s.date, s.from, s.to, s.ref])).toEqual([
      ['pickup', 'Heartland Mills', '500 Grain Rd', 'Omaha', '2025-06-09', '05:30', '13:30', 'HM4471'],
      ['pickup', 'Prairie Grain Co', '1200 Elevator Rd', 'Salina', '2025-06-09', '15:00', '15:00', 'PG1180'],
      ['delivery', 'Capitol Foods', '12 Locust St', 'Des Moines', '2025-06-10', '07:00', '07:00', 'CF9902'],
    ]);
  });

  it('reads a numbered stop table with city, state and ZIP in their own columns', () => {
    const xs = [40, 70, 100, 200, 290, 360, 385, 425, 480, 520];
    const row = (top: number, cells: string[]): Row => [
      top,
      ...cells.map((t, i) => [xs[i] ?? 0, t] as [number, string]),
    ];
    const header = row(120, ['Stop', 'Type', 'Name', 'Address', 'City', 'ST', 'Zip', 'Date', 'Time', 'Ref #']);
    const rows: Row[] = [
      [40, [40, 'Granite Peak Brokerage LLC'], [400, 'CARRIER RATE CONFIRMATION']],
      [54, [400, 'Load Number: GP-30117']],
      header,
      row(134, ['1', 'Pick', 'Heartland Mills', '500 Grain Rd', 'Omaha', 'NE', '68102', '06/09/25', '0800', 'HM4471']),
      row(148, [
        '2',
        'Drop',
        'Capitol Foods',
        '12 Locust St',
        'Des Moines',
        'IA',
        '50309',
        '06/10/25',
        '1400',
        'CF9902',
      ]),
      [180, [40, 'Total Carrier Pay: $1,800.00']],
      ...TERMS,
    ];
    expect(stopsOf([rows])).toEqual([
      {
        type: 'pickup',
        date: '2025-06-09',
        from: '08:00',
        to: '08:00',
        facility: 'Heartland Mills',
        street: '500 Grain Rd',
        city: 'Omaha',
        state: 'NE',
        zip: '68102',
        ref: 'HM4471',
      },
      {
        type: 'delivery',
        date: '2025-06-10',
        from: '14:00',
        to: '14:00',
        facility: 'Capitol Foods',
        street: '12 Locust St',
        city: 'Des Moines',
        state: 'IA',
        zip: '50309',
        ref: 'CF9902',
      },
    ]);
  });

  it('reads a stop table whose date, time, name and address cells run over several lines', () => {
    const rows: Row[] = [
      [40, [40, 'Granite Peak Brokerage LLC'], [400, 'CARRIER RATE CONFIRMATION']],
      [54, [400, 'Load Number: GP-30118']],
      [100, [40, 'STOPS']],
      [116, [40, 'Date'], [120, 'Time'], [200, 'Name'], [340, 'Address']],
      [130, [40, '06/11/2025'], [120, '08:00 -'], [200, 'Wheatland Co-op'], [340, '9 Silo Rd']],
      [142, [40, 'Wed'], [120, '11:00'], [200, 'Shipping Office'], [340, 'Wichita, KS 67202']],
      [162, [40, '06/12/2025'], [120, '06:00'], [200, 'Platte Valley'], [340, '2100 O St']],
      [174, [200, 'Distribution'], [340, 'Lincoln, NE 68508']],
      [210, [40, 'Total Carrier Pay: $1,400.00']],
      ...TERMS,
    ];
    expect(stopsOf([rows]).map((s) => [s.type, s.date, s.from, s.to, s.facility, s.street, s.city, s.zip])).toEqual([
      ['pickup', '2025-06-11', '08:00', '11:00', 'Wheatland Co-op Shipping Office', '9 Silo Rd', 'Wichita', '67202'],
      ['delivery', '2025-06-12', '06:00', '06:00', 'Platte Valley Distribution', '2100 O St', 'Lincoln', '68508'],
    ]);
  });

  it('reads pick and drop columns, one stop per column and one field per row', () => {
    const rows: Row[] = [
      [40, [40, 'Granite Peak Brokerage LLC'], [400, 'CARRIER RATE CONFIRMATION']],
      [54, [400, 'Load Number: GP-30119']],
      [100, [150, 'PICK'], [360, 'DROP']],
      [114, [40, 'Name'], [150, 'Ozark Poultry'], [360, 'Delta Cold Storage']],
      [126, [40, 'Address'], [150, '3 Hatchery Ln'], [360, '800 River Rd']],
      [138, [40, 'Location'], [150, 'Kansas City, MO 64120'], [360, 'Little Rock, AR 72202']],
      [150, [40, 'Date'], [150, '06/13/2025'], [360, '06/14/2025']],
      [162, [40, 'Time'], [150, '05:00'], [360, '09:00']],
      ...TERMS,
    ];
    expect(stopsOf([rows]).map((s) => [s.type, s.facility, s.street, s.city, s.date, s.from])).toEqual([
      ['pickup', 'Ozark Poultry', '3 Hatchery Ln', 'Kansas City', '2025-06-13', '05:00'],
      ['delivery', 'Delta Cold Storage', '800 River Rd', 'Little Rock', '2025-06-14', '09:00'],
    ]);
  });
});
