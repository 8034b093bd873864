import type { LoadEta } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import { etaShortWhen, etaText, etaWhen } from './eta-format';

const eta = (over: Partial<LoadEta> = {}): LoadEta => ({
  load_id: 7,
  load_number: 'ACM-7',
  truck_id: 3,
  unit_number: '103',
  driver_id: 4,
  driver_name: 'Rosa Delgado',
  next_stop: {
    id: 13,
    event_type: 'delivery',
    city: 'Nashville',
    state: 'TN',
    lat: 36.16,
    lng: -86.78,
    appointment_time_lower: '2026-11-27T14:00:00.000Z',
    appointment_time_higher: '2026-11-27T18:00:00.000Z',
  },
  position: { lat: 35.1, lng: -90.0, at: '2026-11-27T10:00:00.000Z' },
  eta: '2026-11-27T15:30:00.000Z',
  remaining_miles: 1212,
  includes_reset: false,
  state: 'at_risk',
  ...over,
});

describe('ETA text', () => {
  it("reads the ETA in the next stop's zone, as its appointment does", () => {
    expect(etaWhen(eta(), 'America/New_York')).toBe('Nov 27 · 09:30 CT');
    // A stop without a state: the company's zone.
    const nowhere = eta({ next_stop: { ...eta().next_stop!, state: null } });
    expect(etaWhen(nowhere, 'America/New_York')).toBe('Nov 27 · 10:30 ET');
    expect(etaShortWhen(eta(), 'UTC')).toBe('Nov 27 09:30');
  });

  it('adds the miles left and the rest the driver needs on the way', () => {
    expect(etaText(eta(), 'UTC')).toBe('ETA Nov 27 · 09:30 CT · 1,212 mi');
    expect(etaText(eta({ includes_reset: true }), 'UTC')).toBe('ETA Nov 27 · 09:30 CT · 1,212 mi · incl. 10h rest');
  });

  it('says why there is no ETA', () => {
    expect(etaText(eta({ eta: null, position: null, remaining_miles: null }), 'UTC')).toBe('No position yet');
    expect(etaText(eta({ eta: null, remaining_miles: null }), 'UTC')).toBe('No ETA: the next stop has no location');
  });
});
