import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/modules/extraction/read-document';
import { type Row, wordDoc } from './support/positioned-words';

/**
 * Load facts in a column of labels without colons, each value a fixed step to the right: the
 * carrier's label with another label under it ("MC #"), the carrier's role in other words, the
 * trailer asked for under "Equipment Req." or a caption listing trailer kinds, and stops coded
 * "SO #1" (stop-off) in a cell of their own. Every company and number is invented; the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

const head = (carrierLabel: string, equipmentLabel: string): Row[] => [
  [20, [40, 'Summit Ridge Freight Solutions Inc.'], [400, 'RATE CONFIRMATION']],
  [32, [40, 'Load No: SR-40021'], [400, 'Date: 05/30/2025']],
  [50, [40, carrierLabel], [150, 'Kettle Creek Transport LLC % Prairie Funding LLC']],
  [62, [40, 'MC #'], [150, '448120']],
  [74, [40, equipmentLabel], [150, '53 Ft Reefer']],
];

const stops: Row[] = [
  [100, [46, 'PU #1'], [104, 'Name: Prairie Grain Co'], [340, 'Date: 06/03/2025']],
  [114, [104, 'Addr: 1200 Elevator Rd'], [340, 'Time: 08:00 - 12:00']],
  [128, [104, 'City/St/Zip: Salina, KS 67401'], [340, 'Pick #: RX48210']],
  [150, [46, 'SO #1'], [104, 'Name: Riverside Foods DC'], [340, 'Date: 06/04/2025']],
  [164, [104, 'Addr: 45 Commerce Dr'], [340, 'Time: 07:30']],
  [178, [104, 'City/St/Zip: Tulsa, OK 74107'], [340, 'Dlv #: 5521907']],
  [200, [300, 'Total Pay: $2,450.00']],
];

describe('load facts in a column of labels', () => {
  for (const label of ['Motor Carrier', 'Hauling Carrier', 'Carrier (Payee)', 'Carrier of Record'])
    it(`reads the carrier beside "${label}" with "MC #" under it`, () => {
      expect(readDocument(wordDoc([...head(label, 'Equipment'), ...stops]), TODAY).basic_info.carrier_name).toBe(
        'Kettle Creek Transport LLC',
      );
    });

  for (const label of ['Equipment Req.', 'Trailer Req', 'Van / Reefer / Flat', 'Trailer Spec', 'Equip Reqd'])
    it(`reads the trailer beside "${label}"`, () => {
      expect(readDocument(wordDoc([...head('Carrier', label), ...stops]), TODAY).rate_cargo.equipment).toBe(
        '53 Ft Reefer',
      );
    });

  it('reads the cargo under short and compound captions', () => {
    const cargo: Row[] = [
      [220, [40, 'Commodity/Weight'], [150, 'Dry Pet Food']],
      [232, [40, 'Pallet Ct'], [150, '17']],
      [244, [40, 'Rated Miles'], [150, '1066']],
    ];
    const rate = readDocument(wordDoc([...head('Carrier', 'Equipment'), ...stops, ...cargo]), TODAY).rate_cargo;
    expect([rate.commodity, rate.pieces, rate.loaded_miles]).toEqual(['Dry Pet Food', 17, 1066]);
  });

  it('reads a stop coded "SO #1" as a delivery', () => {
    const events = readDocument(wordDoc([...head('Carrier', 'Equipment'), ...stops]), TODAY).events;
    expect(events.map((e) => [e.event_type, e.facility_name, e.location_postal_code])).toEqual([
      ['pickup', 'Prairie Grain Co', '67401'],
      ['delivery', 'Riverside Foods DC', '74107'],
    ]);
  });
});
