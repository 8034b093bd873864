import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/modules/extraction/read-document';
import { withRunOnPairs } from '../src/modules/extraction/run-on-pairs';
import { type Row, wordDoc } from './support/positioned-words';

/**
 * A terse sheet: abbreviated captions run on with their values on one line ("Cmdty ... Wt ... Pcs"),
 * stops headed "Shpr 1:" / "Cnee 1:" with the appointment, number and phone run on under them.
 * Generated here with the values known; every company and number is invented, the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

const SHEET: Row[] = [
  [20, [40, 'Harbor Point Logistics LLC - Rate Conf']],
  [32, [40, 'Ld# QX44120 Dt 05/30/25 Refs 7781204/SO55120']],
  [44, [40, 'Carr: Osprey Road Lines LLC MC 556012']],
  [60, [40, 'Shpr 1:'], [90, 'Harbor Mills, 18 Dock St, Mobile, AL 36602']],
  [72, [90, 'Appt 06/03/25 0800-1200 PU# HM5521 Ph (251) 555-0142']],
  [84, [40, 'Cnee 1:'], [90, 'Juniper Cold Storage, 410 Frost Ave, Tulsa, OK 74107']],
  [96, [90, 'Appt 06/04/25 09:00 / 13:00 Del# 880142']],
  [112, [40, 'Cmdty Paper Rolls Wt 38200 Pcs 22 Eqp Reefer 53 Miles 612 Haz N']],
  [124, [40, 'LH $2,300.00 FSC $150.00 Tot $2,450.00']],
];

describe('captions run on with their values', () => {
  it('reads each caption of a run as its own field', () => {
    const r = readDocument(wordDoc(SHEET), TODAY);
    expect(r.basic_info.load_number).toBe('QX44120');
    expect(r.basic_info.carrier_name).toBe('Osprey Road Lines LLC');
    expect(r.basic_info.other_reference_numbers).toEqual(['7781204', 'SO55120']);
    expect(r.rate_cargo).toMatchObject({
      commodity: 'Paper Rolls',
      weight_lbs: 38200,
      pieces: 22,
      equipment: 'Reefer 53',
      loaded_miles: 612,
      hazmat: false,
      linehaul: '2300.00',
      rate_booked: '2450.00',
    });
  });

  it('reads "Shpr" and "Cnee" stops with their run-on numbers, phones and windows', () => {
    const events = readDocument(wordDoc(SHEET), TODAY).events;
    expect(
      events.map((e) => [
        e.event_type,
        e.facility_name,
        e.location_postal_code,
        e.appointment_time_lower,
        e.appointment_time_higher,
        e.reference_number,
        e.contact_phone,
      ]),
    ).toEqual([
      ['pickup', 'Harbor Mills', '36602', '08:00', '12:00', 'HM5521', '(251) 555-0142'],
      ['delivery', 'Juniper Cold Storage', '74107', '09:00', '13:00', '880142', null],
    ]);
  });

  it('leaves sentences and runs with their own colons as they are', () => {
    const doc = wordDoc([
      [20, [40, 'Total miles driven are paid at the agreed rate']],
      [32, [40, 'Weight: 4,000 lbs Pieces 9']],
      [44, [40, 'Fuel surcharge included in total']],
    ]);
    expect(withRunOnPairs(doc)).toBe(doc);
  });
});
