import { describe, expect, it } from 'vitest';
import { historyValue, stopWhen, stopWindow } from './load-format';

describe('stop times on the board and in track and trace', () => {
  it('shows each stop in its own local time, whatever the browser or the company', () => {
    const browserZone = process.env.TZ;
    process.env.TZ = 'Europe/Berlin';
    try {
      // 16:00 to 18:30 UTC on Mar 2 is 08:00 to 10:30 in Los Angeles and 11:00 to 13:30 in New York.
      const times = {
        appointment_time_lower: '2026-03-02T16:00:00.000Z',
        appointment_time_higher: '2026-03-02T18:30:00.000Z',
      };
      const on = (city: string, state: string, country: string) => ({
        event_date: '2026-03-02',
        city,
        state,
        country,
        ...times,
      });
      expect(stopWhen(on('Ontario', 'CA', 'USA'), 'America/Chicago')).toBe('Mar 2 · 08:00–10:30');
      expect(stopWhen(on('Newark', 'NJ', 'USA'), 'America/Chicago')).toBe('Mar 2 · 11:00–13:30');
      // Coahuila's "CO" is not Colorado: a Mexican stop is read in the company's zone, as in the wizard.
      expect(stopWhen(on('Saltillo', 'CO', 'MEX'), 'America/Chicago')).toBe('Mar 2 · 10:00–12:30');
      expect(stopWhen(on('Denver', 'CO', 'USA'), 'America/Chicago')).toBe('Mar 2 · 09:00–11:30');
      expect(stopWindow({ location_state: 'CA', location_country: 'USA', ...times }, 'America/Chicago')).toBe(
        '08:00–10:30 PT',
      );
      // Outside the US the company's zone is the stop's.
      expect(stopWindow({ location_state: 'ON', location_country: 'Canada', ...times }, 'America/Chicago')).toBe(
        '10:00–12:30 CT',
      );
      expect(
        stopWindow(
          {
            location_state: 'CA',
            location_country: 'USA',
            appointment_time_lower: null,
            appointment_time_higher: null,
          },
          'America/Chicago',
        ),
      ).toBe('');
    } finally {
      if (browserZone === undefined) delete process.env.TZ;
      else process.env.TZ = browserZone;
    }
  });
});

describe('load history values', () => {
  it('shows money fields as money and other values as they are', () => {
    expect(historyValue('rate', '2500.55')).toBe('$2,500.55');
    expect(historyValue('driver_pay', '1800')).toBe('$1,800.00');
    expect(historyValue('rate', null)).toBe('—');
    expect(historyValue('status', 'Booked')).toBe('Booked');
    expect(historyValue('processed', null)).toBe('—');
  });
});
