import type { ExtractionAnswer } from '@tms/domain';
import { describe, expect, it } from 'vitest';
import {
  confidenceLevel,
  DRIVER_PAY_FROM_PROFILE,
  MILES_INFORMATION_NEEDED,
  reviewValuesOf,
  reviewWarnings,
  wizardPrefillOf,
} from './extraction-prefill';

const stop = (order: number, type: 'pickup' | 'delivery', city: string, date: string | null, lower: string | null) => ({
  event_order: order,
  event_type: type,
  event_date: date,
  appointment_time_lower: lower,
  appointment_time_higher: lower,
  facility_name: `${city} Dock`,
  location_street: '1 Main St',
  location_city: city,
  location_state: 'KS',
  location_postal_code: '67211',
  location_country: 'USA',
  contact_name: null,
  contact_phone: null,
  contact_email: null,
  reference_number: `R-${order}`,
  special_instructions: null,
  pieces: 3,
  weight: 1200.5,
  commodity_description: null,
});

const result = (over: Partial<ExtractionAnswer['rate_cargo']> = {}): ExtractionAnswer => ({
  basic_info: {
    load_number: 'L-1',
    broker_name: 'Some Broker',
    broker_mc_number: '123',
    broker_email: null,
    broker_phone: null,
    other_reference_numbers: [],
    carrier_name: null,
  },
  // Out of order on purpose: the wizard numbers them by event_order.
  events: [stop(2, 'delivery', 'Topeka', '2026-05-03', '13:00'), stop(1, 'pickup', 'Wichita', null, null)],
  rate_cargo: {
    rate_booked: '1450.00',
    linehaul: null,
    accessorials: [],
    loaded_miles: 296,
    commodity: 'Flour',
    weight_lbs: 42000,
    pieces: 20,
    hazmat: null,
    equipment: null,
    ...over,
  },
  confidence: {},
  warnings: ['ZIP 67211 is not in Topeka'],
  engine: { name: 'offline', provider: null, pages: 1, ocr_pages: 0, ms: 10 },
  extraction_id: '3f0c5a9e-8a1b-4c7d-9e2f-1a2b3c4d5e6f',
});

describe('rate confirmation prefill', () => {
  it('leaves driver pay to the pay profile and says so, and always asks for miles', () => {
    const r = result();
    expect(reviewValuesOf(r)).toMatchObject({
      rate_booked: '1450.00',
      rate_dispatched: '',
      loaded_miles: '296',
    });
    expect(reviewWarnings(r)).toEqual([
      DRIVER_PAY_FROM_PROFILE,
      MILES_INFORMATION_NEEDED,
      'ZIP 67211 is not in Topeka',
    ]);
    expect(reviewWarnings(result({ rate_booked: null }))).toEqual([
      MILES_INFORMATION_NEEDED,
      'ZIP 67211 is not in Topeka',
    ]);
  });

  it('grades confidence: high from 0.8, medium from 0.5, low below or when missing', () => {
    expect([0.8, 0.79, 0.5, 0.49, undefined].map(confidenceLevel)).toEqual(['high', 'medium', 'medium', 'low', 'low']);
  });

  it('gives the wizard the corrected values, the matched broker and the stops in order', () => {
    const r = result();
    const review = { ...reviewValuesOf(r), load_number: ' L-1-A ' };
    const p = wizardPrefillOf(r, review, { id: 9, name: 'Some Broker', has_warning: true, warning_note: null });
    expect(p.extractionId).toBe('3f0c5a9e-8a1b-4c7d-9e2f-1a2b3c4d5e6f');
    expect(p.basic).toMatchObject({
      load_number: 'L-1-A',
      broker_id: 9,
      broker_name: 'Some Broker',
      broker_warning: '',
    });
    expect(p.rate).toMatchObject({
      rate_booked: '1450.00',
      rate_dispatched: '',
      empty_miles: '',
      hazmat: false,
    });
    expect(p.events.map((e) => [e.event_order, e.event_type, e.location_city])).toEqual([
      [1, 'pickup', 'Wichita'],
      [2, 'delivery', 'Topeka'],
    ]);
    expect(p.events[0]).toMatchObject({ location_street: 'Wichita Dock, 1 Main St', pieces: '3', weight: '1200.5' });
    // A stop without a time keeps the wizard's default window; one with a time keeps it.
    expect(p.events[1]).toMatchObject({ event_date: '2026-05-03', time_lower: '13:00', time_higher: '13:00' });
    expect(wizardPrefillOf(r, review, null).basic).toMatchObject({ broker_id: null, broker_warning: null });
  });
});
