import type { ExtractionAnswer, LoadInboxItem } from '@tms/domain';

/** A rate confirmation mailed to the company and read: a two-stop load from an invented broker. */
export const loadInboxItem = (over: Partial<LoadInboxItem> = {}): LoadInboxItem => ({
  id: '7d0c3a52-1f3e-4b8a-9f41-2b6f0c9e8a11',
  sender: 'Dana Booker <dana@prairie-lane.test>',
  subject: 'Rate confirmation for load PL-4410',
  received_at: '2026-11-29T17:50:00Z',
  filename: 'ratecon-PL-4410.pdf',
  content_type: 'application/pdf',
  size_bytes: 48_300,
  state: 'read',
  reason: null,
  broker: { id: 12, name: 'Prairie Lane Logistics' },
  summary: {
    load_number: 'PL-4410',
    rate: '1450.00',
    first_pickup: 'Wichita, KS',
    last_delivery: 'Springfield, MO',
  },
  ...over,
});

/** What the reader found in that rate confirmation, in the AI page's answer shape. */
export const inboxReading = (over: Partial<ExtractionAnswer> = {}): ExtractionAnswer => ({
  extraction_id: '5b1e7d6a-0c2f-4e3a-8d9b-6a7c1e2f3b4d',
  basic_info: {
    load_number: 'PL-4410',
    broker_name: 'Prairie Lane Logistics',
    broker_mc_number: '778812',
    broker_email: null,
    broker_phone: null,
    other_reference_numbers: [],
    carrier_name: null,
  },
  events: [
    {
      event_order: 1,
      event_type: 'pickup',
      event_date: '2026-12-01',
      appointment_time_lower: '08:00',
      appointment_time_higher: '10:00',
      facility_name: 'Sunflower Mills',
      location_street: '1500 E Harry St',
      location_city: 'Wichita',
      location_state: 'KS',
      location_postal_code: '67211',
      location_country: 'USA',
      contact_name: null,
      contact_phone: null,
      contact_email: null,
      reference_number: null,
      special_instructions: null,
      pieces: null,
      weight: null,
      commodity_description: null,
    },
  ],
  rate_cargo: {
    rate_booked: '1450.00',
    linehaul: '1450.00',
    accessorials: [],
    loaded_miles: 296,
    commodity: 'Flour',
    weight_lbs: 42000,
    pieces: 20,
    hazmat: false,
    equipment: 'Dry Van',
  },
  confidence: { 'basic_info.load_number': 0.95, 'rate_cargo.rate_booked': 0.9 },
  warnings: [],
  engine: { name: 'offline', provider: null, pages: 1, ocr_pages: 0, ms: 120 },
  ...over,
});
