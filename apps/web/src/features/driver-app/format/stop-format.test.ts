import type { DriverAppStop } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { clockTime, stopAddress, stopPlace, stopWhen, telHref } from './stop-format';

const stop = (over: Partial<DriverAppStop>) => ({ location_country: 'USA', ...over }) as DriverAppStop;

describe('a stop as the driver reads it', () => {
  it('says where: the city and state, and the full address', () => {
    const s = stop({
      location_street: '1500 SE 29th St',
      location_city: 'Oklahoma City',
      location_state: 'OK',
      location_postal_code: '73129',
    });
    expect(stopPlace(s)).toBe('Oklahoma City, OK');
    expect(stopAddress(s)).toBe('1500 SE 29th St, Oklahoma City, OK 73129');
    expect(stopPlace(stop({ location_city: null, location_state: null }))).toBe('Address not given');
  });

  it('says when in the stop’s own zone, "Today" for today', () => {
    const s = stop({
      location_state: 'OK',
      event_date: '2026-01-05',
      appointment_time_lower: '2026-01-05T14:00:00.000Z',
      appointment_time_higher: '2026-01-05T16:00:00.000Z',
    });
    expect(stopWhen(s, '2026-01-05')).toBe('Today · 08:00–10:00 CT');
    expect(stopWhen(s, '2026-01-04')).toBe('Jan 5 · 08:00–10:00 CT');
    expect(stopWhen(stop({ event_date: '2026-01-06', appointment_time_lower: null }), '2026-01-04')).toBe('Jan 6');
  });

  it('says when the truck arrived or left: the time today, with its day before', () => {
    const at = new Date(2026, 0, 5, 8, 49).toISOString();
    expect(clockTime(at, '2026-01-05')).toBe('08:49');
    expect(clockTime(at, '2026-01-07')).toBe('Jan 5 · 08:49');
  });

  it('dials a phone number as digits', () => {
    expect(telHref('(405) 555-0110')).toBe('tel:4055550110');
    expect(telHref('+1 405 555 0110 ext')).toBe('tel:+14055550110');
  });
});
