import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/modules/extraction/read-document';
import { type Row, wordDoc } from './support/positioned-words';

/**
 * Captions in the many wordings brokers print them: a caption longer than the label known
 * ("Trailer Type Required", "Commodity Class"), the carrier's, the load number's, piece counts,
 * hazmat flags, miles, and captions with their translation after a slash. Generated here; every
 * name and figure is invented.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

const stops: Row[] = [
  [60, [40, 'Pick Up'], [260, 'Date: 06/03/2025']],
  [72, [40, 'Harbor Mills']],
  [84, [40, '18 Dock St']],
  [96, [40, 'Mobile, AL 36602']],
  [116, [40, 'Drop'], [260, 'Date: 06/04/2025']],
  [128, [40, 'Juniper Cold Storage']],
  [140, [40, '410 Frost Ave']],
  [152, [40, 'Tulsa, OK 74107']],
];

/** A sheet with the given "Caption: value" rows under its stops, and its head rows over them. */
const sheet = (rows: [string, string][], head: Row[] = [[32, [40, 'Load #: 771204']]]): Row[] => [
  [20, [40, 'Harbor Point Brokerage LLC'], [420, 'Load Confirmation']],
  ...head,
  ...stops,
  [172, [40, 'Line Haul'], [300, '$2,450.00']],
  [184, [40, 'Total'], [300, '$2,450.00']],
  ...rows.map(([k, v], i): Row => [204 + i * 12, [40, `${k}: ${v}`]]),
];

const read = (rows: [string, string][], head?: Row[]) => readDocument(wordDoc(sheet(rows, head)), TODAY);
const cargo = (rows: [string, string][]) => read(rows).rate_cargo;

describe('a caption longer than the label known', () => {
  it.each([
    ['Trailer Type Required', 'Flatbed 48 Ft'],
    ['Equipment Code', 'Conestoga'],
    ['Equip. Required', 'Reefer 53'],
    ['Trailer Spec.', 'Step Deck'],
    ['Equipment Type Requested', 'Dry Van 53'],
  ])('reads the equipment after the whole caption "%s"', (caption, value) => {
    expect(cargo([[caption, value]]).equipment).toBe(value);
  });

  it.each([
    ['Commodity Class', 'Frozen Berries'],
    ['Freight Commodity', 'Ceramic Tile'],
    ['Load Contents', 'Bottled Water'],
    ['Product Desc.', 'Roof Shingles'],
    ['Commodity / Mercancía', 'Copper Wire'],
  ])('reads the commodity after the whole caption "%s"', (caption, value) => {
    expect(cargo([[caption, value]]).commodity).toBe(value);
  });

  it('does not read a caption that names another field as the label it starts with', () => {
    const r = cargo([
      ['Equipment Owner', 'carrier'],
      ['Trailer', 'Reefer 53'],
    ]);
    expect(r.equipment).toBe('Reefer 53');
  });

  it('reads the commodity under a section heading only when no known caption holds it', () => {
    const rows: Row[] = [
      [20, [40, 'Harbor Point Brokerage LLC'], [420, 'Load Confirmation']],
      [32, [40, 'Load #: 771204']],
      ...stops,
      [172, [40, 'CARGO']],
      [184, [40, 'Shipment Commodity: Glass Bottles'], [240, 'Weight: 21,000 lbs']],
    ];
    expect(readDocument(wordDoc(rows), TODAY).rate_cargo.commodity).toBe('Glass Bottles');
  });
});

describe('counts, flags and miles under their other wordings', () => {
  it.each([
    ['Qty / Pallets', '14'],
    ['Plt Count', '22'],
    ['Piece Qty', '9'],
    ['Handling Unit Count', '18'],
    ['Handling Qty', '11'],
    ['Skid Qty', '7'],
    ['Pcs Count', '31'],
  ])('reads the pieces from "%s"', (caption, value) => {
    expect(cargo([[caption, value]]).pieces).toBe(Number(value));
  });

  it.each([
    ['Hazmat Required', 'Yes', true],
    ['HAZMAT (Y/N)', 'N', false],
    ['Haz. Material', 'Yes', true],
    ['Hazardous Materials', 'No', false],
    ['Dangerous Goods (Y/N)', 'Y', true],
  ])('reads the hazmat flag from "%s"', (caption, value, flag) => {
    expect(cargo([[caption, value]]).hazmat).toBe(flag);
  });

  it.each([
    ['Est. Loaded Miles', '1,412'],
    ['Mileage (loaded)', '1,412'],
    ['Loaded Miles (est.)', '1,412'],
    ['Approx. Trip Miles', '1,412'],
  ])('reads the miles from "%s"', (caption, value) => {
    expect(cargo([[caption, value]]).loaded_miles).toBe(1412);
  });
});

describe('the carrier under its other captions', () => {
  it.each([
    'Carrier Legal Entity',
    'Carrier Business Name',
    'Contract Carrier',
    'Carrier Party',
    'Carrier Company Name',
    'Hired Carrier',
    'Carrier / Transportista',
  ])('reads the carrier after "%s"', (caption) => {
    const r = read(
      [],
      [
        [32, [40, 'Load #: 771204']],
        [44, [40, `${caption}: Pinecrest Haulers LLC % Ridgeway Funding LLC`]],
      ],
    );
    expect(r.basic_info.carrier_name).toBe('Pinecrest Haulers LLC');
  });
});

describe('the load number under its other captions', () => {
  it.each([
    ['Manifest #', 'MX-448120'],
    ['Trip ID', '5530127'],
    ['Shipment No.', 'S8812204'],
    ['Tender Ref', '7719043'],
    ['Load Conf No.', '3320981-2'],
    ['Load Number / No. de Carga', '6612085-1'],
    ['Shipment No. / No. de Envío', 'JQ-440217'],
  ])('reads the load number after "%s"', (caption, value) => {
    const r = read([], [[32, [40, `${caption}: ${value}`], [240, 'PO #: SO55120']]]);
    expect(r.basic_info.load_number).toBe(value);
  });
});

describe('charges and the broker MC under their other captions', () => {
  it('reads "Amount Payable to Carrier" as the total and "Base Line Haul" beside its amount', () => {
    const rows: Row[] = [
      [20, [40, 'Harbor Point Brokerage LLC'], [420, 'Load Confirmation']],
      [32, [40, 'Load #: 771204']],
      ...stops,
      [172, [40, 'Base Line Haul'], [300, '2,300.00 USD']],
      [184, [40, 'Fuel Surcharge'], [300, '150.00 USD']],
      [196, [40, 'Amount Payable to Carrier'], [300, '2,450.00 USD']],
    ];
    const r = readDocument(wordDoc(rows), TODAY).rate_cargo;
    expect([r.linehaul, r.rate_booked]).toEqual(['2300.00', '2450.00']);
  });

  it('reads the broker MC under a bare "MC Number" caption outside the carrier block', () => {
    const rows: Row[] = [
      [20, [40, 'Harbor Point Brokerage LLC'], [300, 'Load Confirmation']],
      [32, [300, 'Load #: 771204']],
      [44, [40, 'MC NUMBER'], [300, 'Carrier: Pinecrest Haulers LLC']],
      [56, [40, '4418207'], [300, 'Carrier MC: 902214']],
      ...stops.map(([top, ...cells]): Row => [top + 20, ...cells.map(([x, t]): [number, string] => [x + 260, t])]),
    ];
    expect(readDocument(wordDoc(rows), TODAY).basic_info.broker_mc_number).toBe('4418207');
  });
});

describe('a window whose ends are captioned apart', () => {
  it.each([
    ['Earliest', 'Latest'],
    ['Requested From', 'Requested To'],
    ['Window Start', 'Window End'],
    ['No Earlier Than', 'No Later Than'],
  ])('reads "%s" and "%s" as the window\'s two ends', (from, to) => {
    const rows: Row[] = [
      [20, [40, 'Harbor Point Brokerage LLC'], [420, 'Load Tender']],
      [32, [40, 'Load #: 771204']],
      [60, [40, 'Stop 1'], [100, 'Pick Up']],
      [72, [140, 'Harbor Mills'], [330, `${from}:`], [430, '2025-06-03 06:30']],
      [84, [140, '18 Dock St'], [330, `${to}:`], [430, '2025-06-03 09:45']],
      [96, [140, 'Mobile, AL 36602']],
      [116, [40, 'Stop 2'], [100, 'Delivery']],
      [128, [140, 'Juniper Cold Storage'], [330, 'Appointment:'], [430, '2025-06-04 13:00']],
      [140, [140, '410 Frost Ave']],
      [152, [140, 'Tulsa, OK 74107']],
      [172, [40, 'Line Haul'], [300, '$2,450.00']],
    ];
    const [pickup] = readDocument(wordDoc(rows), TODAY).events;
    expect([pickup?.appointment_time_lower, pickup?.appointment_time_higher]).toEqual(['06:30', '09:45']);
  });
});
