import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appointmentDayProblems,
  invoiceOutdated,
  LOAD_MESSAGES,
  loadDeletionRefusal,
  loadEventInput,
  normalizeDecimal,
  unprocessRefusal,
} from './loads';
import { fromCents, toCents } from './money';
import { capabilitiesOf } from './roles';

describe('exact decimal amounts', () => {
  it('reads negative amounts with their sign on the cents too', () => {
    expect(toCents('-5.25')).toBe(-525n);
    expect(toCents('-0.50')).toBe(-50n);
    expect(toCents('-7')).toBe(-700n);
    expect(normalizeDecimal('-0.5')).toBe('-0.50');
    expect(normalizeDecimal('7.5')).toBe('7.50');
    expect(normalizeDecimal('0012')).toBe('12.00');
  });

  it('turns any cents into text and back unchanged', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
      }),
    );
  });

  it('subtracts like the numbers it reads', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        (a, b) => {
          const difference = fromCents(toCents(fromCents(BigInt(a))) - toCents(fromCents(BigInt(b))));
          expect(toCents(difference)).toBe(BigInt(a - b));
        },
      ),
    );
  });
});

describe("a stop's date and appointment window", () => {
  const stop = (lower: string | null, higher: string | null, where = { state: 'CA', country: 'USA' }) => ({
    event_date: '2026-12-01',
    appointment_time_lower: lower,
    appointment_time_higher: higher,
    location_state: where.state,
    location_country: where.country,
  });

  it("reads the window on the event date in the stop's zone", () => {
    // 08:00 and 23:00 in Los Angeles on Dec 1 are 16:00 on Dec 1 and 07:00 on Dec 2 in UTC.
    expect(appointmentDayProblems(stop('2026-12-01T16:00:00Z', '2026-12-02T07:00:00Z'), 'America/New_York')).toEqual(
      [],
    );
    expect(appointmentDayProblems(stop(null, null), 'UTC')).toEqual([]);
    expect(
      appointmentDayProblems(stop('2027-06-01T17:00:00Z', '2026-12-02T08:00:00Z'), 'America/New_York').map(
        (p) => p.field,
      ),
    ).toEqual(['appointment_time_lower', 'appointment_time_higher']);
  });

  it("reads a stop abroad in the company's zone", () => {
    const abroad = stop('2026-12-01T23:30:00Z', null, { state: 'ON', country: 'CAN' });
    expect(appointmentDayProblems(abroad, 'America/Chicago')).toEqual([]);
    expect(appointmentDayProblems(abroad, 'Europe/Berlin')).toEqual([
      { field: 'appointment_time_lower', message: LOAD_MESSAGES.appointmentOffDay },
    ]);
  });

  it('keeps event dates between 2000 and 2100', () => {
    const day = (event_date: string) =>
      loadEventInput.safeParse({ event_order: 1, event_type: 'pickup', event_date }).error?.issues[0]?.message;
    expect(day('0001-01-01')).toBe(LOAD_MESSAGES.eventDateRange);
    expect(day('1999-12-31')).toBe(LOAD_MESSAGES.eventDateRange);
    expect(day('2101-01-01')).toBe(LOAD_MESSAGES.eventDateRange);
    expect(day('2000-01-01')).toBeUndefined();
    expect(day('2100-12-31')).toBeUndefined();
  });
});

describe('invoiced and processed loads (decision 0120)', () => {
  it('lets only managers and accountants take the processed mark off', () => {
    const dispatcher = capabilitiesOf(['DISPATCHER']);
    expect(unprocessRefusal(dispatcher, true, false)).toBe(LOAD_MESSAGES.unprocessForbidden);
    expect(unprocessRefusal(dispatcher, false, true)).toBeNull();
    expect(unprocessRefusal(dispatcher, true, true)).toBeNull();
    expect(unprocessRefusal(capabilitiesOf(['MANAGER']), true, false)).toBeNull();
    expect(unprocessRefusal(capabilitiesOf(['ACCOUNTANT']), true, false)).toBeNull();
  });

  it('lets managers delete any load, dispatchers unprocessed ones, nobody else (spec 3 section 6)', () => {
    const refusal = (role: string, processed: boolean) => loadDeletionRefusal(capabilitiesOf([role]), processed);
    expect(refusal('MANAGER', true)).toBeNull();
    expect(refusal('DISPATCHER', false)).toBeNull();
    expect(refusal('DISPATCHER', true)).toBe(LOAD_MESSAGES.deleteProcessed);
    for (const role of ['ACCOUNTANT', 'ANALYST', 'EQUIPMENT_MANAGER', 'TRACK_AND_TRACE', 'SUPERADMIN'])
      expect(refusal(role, false)).toBe(LOAD_MESSAGES.deleteForbidden);
  });

  it('calls an unpaid invoice outdated when the rate booked differs from what it bills', () => {
    const l = { invoice_number: 1001, invoice_amount: '2487.50', paid_date: null, rate_booked: '2487.5' };
    expect(invoiceOutdated(l)).toBe(false);
    expect(invoiceOutdated({ ...l, rate_booked: '2600.00' })).toBe(true);
    expect(invoiceOutdated({ ...l, rate_booked: null })).toBe(true);
    expect(invoiceOutdated({ ...l, rate_booked: '2600.00', paid_date: '2026-11-20' })).toBe(false);
    expect(invoiceOutdated({ ...l, invoice_number: null, invoice_amount: null })).toBe(false);
  });
});
