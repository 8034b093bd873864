import { LOAD_MESSAGES as M } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { defaultEvent, eventFieldErrors, stopProblemsText, type WizardEvent } from './event-rules';

const ZONE = 'America/Chicago';
const stop = (extra: Partial<WizardEvent> = {}): WizardEvent => ({
  ...defaultEvent(1, '2026-11-23'),
  location_city: 'Dallas',
  location_state: 'TX',
  ...extra,
});
const window = { has_time_range: true };

describe('the stop editor refuses what Save Events would', () => {
  it('accepts a stop the API accepts', () => {
    expect(eventFieldErrors(stop(), undefined, ZONE)).toEqual({});
    expect(eventFieldErrors(stop({ weight: '42000.5', pieces: '20' }), window, ZONE)).toEqual({});
  });

  it('says on each field what the API would refuse, with its own words', () => {
    const errors = eventFieldErrors(
      stop({
        location_city: 'x'.repeat(300),
        weight: '99999999999999',
        pieces: '1.5',
        contact_email: 'not an email',
        reference_number: 'r'.repeat(101),
      }),
      undefined,
      ZONE,
    );
    expect(errors).toEqual({
      location_city: 'City must be 100 characters or less',
      weight: M.tooLarge('Weight'),
      pieces: M.piecesInteger,
      contact_email: 'Invalid email format',
      reference_number: 'Reference number must be 100 characters or less',
    });
  });

  it('keeps event dates within 2000 to 2100 and requires one', () => {
    expect(eventFieldErrors(stop({ event_date: '0001-01-01' }), undefined, ZONE)).toEqual({
      event_date: M.eventDateRange,
    });
    expect(eventFieldErrors(stop({ event_date: '2101-01-01' }), undefined, ZONE).event_date).toBe(M.eventDateRange);
    expect(eventFieldErrors(stop({ event_date: '2100-12-31' }), undefined, ZONE)).toEqual({});
    expect(eventFieldErrors(stop({ event_date: '' }), undefined, ZONE).event_date).toBe('Event date is required');
  });

  it('asks for both times of a window type, and an end after the start', () => {
    expect(eventFieldErrors(stop({ time_lower: '', time_higher: '' }), window, ZONE)).toEqual({
      time_lower: M.appointmentTimesRequired,
      time_higher: M.appointmentTimesRequired,
    });
    expect(eventFieldErrors(stop({ time_lower: '10:00', time_higher: '09:00' }), window, ZONE)).toEqual({
      time_higher: M.appointmentWindow,
    });
  });
});

describe('a refused Save Events names the stop', () => {
  const sent = [stop(), stop({ event_order: 2, event_type: 'delivery' })];

  it('prefixes each stop problem with the stop it belongs to', () => {
    const text = stopProblemsText(
      [
        { loc: ['body', 'events', 1, 'location_city'], msg: 'City must be 100 characters or less' },
        { loc: ['body', 'events', 1, 'weight'], msg: 'Weight is too large' },
      ],
      sent,
    );
    expect(text).toBe('Stop 2 (delivery): City must be 100 characters or less; Stop 2 (delivery): Weight is too large');
  });

  it('keeps problems of the whole list as they are, and says nothing without problems', () => {
    expect(stopProblemsText([{ loc: ['body', 'events'], msg: M.eventsRequired }], sent)).toBe(M.eventsRequired);
    expect(stopProblemsText([{ loc: ['body', 'events', 7, 'weight'], msg: 'Weight is too large' }], sent)).toBe(
      'Weight is too large',
    );
    expect(stopProblemsText([], sent)).toBeUndefined();
  });
});
