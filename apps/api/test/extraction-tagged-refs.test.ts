import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/modules/extraction/read-document';
import { findTimes, formatMinutes } from '../src/modules/extraction/values';
import { type Row, wordDoc } from './support/positioned-words';

/**
 * A bare "Ref:" caption over a list whose every number is tagged with its kind, and appointments
 * written as "APPT 06/15 0900" or "Hours: APPT 0800". Generated here; every name and number is
 * invented, the ZIPs are real.
 */

const TODAY = new Date('2025-06-01T12:00:00Z');

const SHEET: Row[] = [
  [20, [40, 'Harbor Point Brokerage LLC'], [420, 'Load Confirmation']],
  [32, [40, 'Load #: 771204']],
  [44, [40, 'Carrier: Osprey Road Lines LLC']],
  [56, [40, 'Ref: PO 4471902, BOL SO55120, SO 88213']],
  [76, [40, 'Pick 1 of 1']],
  [88, [40, 'Harbor Mills'], [260, 'Appointment: APPT 06/03 0700']],
  [100, [40, '18 Dock St'], [260, 'Ref: Shipper No. 55012']],
  [112, [40, 'Mobile, AL 36602']],
  [132, [40, 'Drop 1 of 1']],
  [144, [40, 'Juniper Cold Storage'], [260, 'Date: 06/04/2025']],
  [156, [40, '410 Frost Ave'], [260, 'Hours: APPT 1330']],
  [168, [40, 'Tulsa, OK 74107']],
  [188, [40, 'Line Haul'], [200, '$2,450.00']],
  [200, [40, 'Total'], [200, '$2,450.00']],
];

const times = (text: string) => findTimes(text).map((t) => formatMinutes(t.minutes));

describe('tagged reference lists and appointment hours', () => {
  it("reads a bare Ref caption's list when each number has its kind, not a stop's own Ref", () => {
    const r = readDocument(wordDoc(SHEET), TODAY);
    expect(r.basic_info.other_reference_numbers).toEqual(['4471902', 'SO55120', '88213']);
  });

  it('reads a four-figure hour after an appointment and its day, or after a label and APPT', () => {
    expect(times('APPT 06/15 0900')).toEqual(['09:00']);
    expect(times('Hours: APPT 0800')).toEqual(['08:00']);
    expect(times('Appt 06/15 1200 Elm St')).toEqual([]);
    expect(times('Appt # 1200')).toEqual([]);
    const r = readDocument(wordDoc(SHEET), TODAY);
    expect(r.events.map((e) => [e.event_date, e.appointment_time_lower])).toEqual([
      ['2025-06-03', '07:00'],
      ['2025-06-04', '13:30'],
    ]);
  });
});
