import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/modules/extraction/read-document';
import { prose, type Row, wordDoc } from './support/positioned-words';

/**
 * Label wordings and value shapes of sheets from brokers the reader has not met: the carrier's role
 * in other words, "Label = value" pairs, reference lists in sentences, equipment beside charges.
 * Every company, person and number here is invented; the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');
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
const read = (rows: Row[], head: Row[] = letterhead) => readDocument(wordDoc([...head, ...rows, ...stops]), TODAY);

describe('the carrier named in other words', () => {
  it('reads the carrier after "Tendered To:" in a column of pairs, the factoring company left out', () => {
    const info = read([
      [100, [40, 'Tendered To:'], [160, 'Bright Lane Hauling LLC % Keystone Receivables LLC']],
      [112, [40, 'B/L #:'], [160, '90817265']],
    ]).basic_info;
    expect(info.carrier_name).toBe('Bright Lane Hauling LLC');
    expect(info.other_reference_numbers).toEqual(['90817265']);
  });

  it('reads the carrier under a "Transport Provider" caption and after "Carrier Company:"', () => {
    const caption = read([
      [100, [40, 'BROKER'], [300, 'TRANSPORT PROVIDER']],
      [112, [40, 'Summit Ridge Freight Solutions Inc.'], [300, 'Bright Lane Hauling LLC']],
    ]).basic_info;
    expect(caption.carrier_name).toBe('Bright Lane Hauling LLC');
    const inline = read([[100, [40, 'Carrier Company: Bright Lane Hauling LLC']]]).basic_info;
    expect(inline.carrier_name).toBe('Bright Lane Hauling LLC');
  });

  it('reads the parties of a contract by their roles in brackets', () => {
    const contract = prose(100, [
      'This agreement is made between Summit Ridge Freight Solutions Inc., 12 Lakeview Dr, Salina, KS 67401 ("Broker") and Bright Lane Hauling LLC ("Carrier", MC 771204).',
    ]);
    const info = read(contract, []).basic_info;
    expect(info.carrier_name).toBe('Bright Lane Hauling LLC');
    expect(info.broker_name).toBe('Summit Ridge Freight Solutions Inc.');
  });

  it('reads the carrier a sheet is headed for, and the broker it was booked through', () => {
    const head: Row[] = [
      [40, [40, 'Dispatch for Bright Lane Hauling LLC']],
      [54, [40, 'Order #: 5512093']],
    ];
    const foot: Row[] = [
      [400, [40, 'Booked through']],
      [412, [40, 'Summit Ridge Freight Solutions Inc.']],
      [424, [40, '12 Lakeview Dr, Salina, KS 67401']],
    ];
    const info = read(foot, head).basic_info;
    expect(info.carrier_name).toBe('Bright Lane Hauling LLC');
    expect(info.broker_name).toBe('Summit Ridge Freight Solutions Inc.');
  });
});

describe('references and cargo in other wordings', () => {
  it('reads "Label = value" lines as a mail or a system printout writes them', () => {
    const result = read([
      [100, [40, 'Purchase Order = P9754589']],
      [112, [40, 'BOL = 16481619, 94940673']],
      [124, [40, 'Cargo = Packaged Snacks']],
      [136, [40, 'Mode = Step Deck']],
    ]);
    expect(result.basic_info.other_reference_numbers).toEqual(['P9754589', '16481619', '94940673']);
    expect(result.rate_cargo.commodity).toBe('Packaged Snacks');
    expect(result.rate_cargo.equipment).toBe('Step Deck');
  });

  it('reads every number of a kind listed in a sentence', () => {
    const terms = prose(400, [
      'Shipment references: PO(s) SO84707, 38921, 24793; Bill of Lading 22175056. Carrier shall quote them on the invoice.',
    ]);
    const info = read(terms).basic_info;
    expect(info.other_reference_numbers).toEqual(['SO84707', '38921', '24793', '22175056']);
  });

  it('keeps an equipment type out of the charges even when an amount stands beside it', () => {
    const cargo = read([
      [100, [40, 'Equipment: Reefer'], [320, 'Line Haul: $2,400.00']],
      [112, [40, 'Commodity: Frozen Vegetables'], [320, 'Fuel Surcharge: $310.00']],
      [124, [40, 'Mode: Truckload'], [320, 'Total Carrier Pay: $2,710.00']],
    ]).rate_cargo;
    expect(cargo.equipment).toBe('Reefer');
    expect(cargo.accessorials).toEqual([{ description: 'Fuel Surcharge', amount: '310.00' }]);
    expect(cargo.rate_booked).toBe('2710.00');
    expect(cargo.linehaul).toBe('2400.00');
  });

  it('still reads a reefer charge worded as one', () => {
    const cargo = read([
      [100, [320, 'Line Haul: $2,400.00']],
      [112, [320, 'Reefer Fuel: $150.00']],
      [124, [320, 'Total Carrier Pay: $2,550.00']],
    ]).rate_cargo;
    expect(cargo.accessorials).toEqual([{ description: 'Reefer Fuel', amount: '150.00' }]);
  });
});
