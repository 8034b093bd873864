import type { Shape } from './field-shapes';

/**
 * The fields a layout memory keeps, with the shape of their values and the words a label of that
 * field tends to hold (used only to choose between places where the same value is printed twice,
 * such as a line haul equal to the total).
 */
export type Section = 'basic_info' | 'rate_cargo' | 'event';
export type RememberedField = {
  section: Section;
  name: string;
  shape: (value: string) => Shape;
  hint?: RegExp;
  /** Labels of another value that often equals this one (the sheet's own date and the pickup's, the line haul and the total). */
  avoid?: RegExp;
};

const fixed = (shape: Shape) => () => shape;
// A one-word value with a figure in it is read as a code ("ABC-123456"); anything else as text.
export const codeOrText = (value: string): Shape => (/\d/.test(value) && !/\s/.test(value.trim()) ? 'code' : 'text');

export const REMEMBERED_FIELDS: RememberedField[] = [
  { section: 'basic_info', name: 'load_number', shape: codeOrText, hint: /load|order|pro|confirm|ship|trip|#/ },
  { section: 'basic_info', name: 'broker_name', shape: fixed('text') },
  { section: 'basic_info', name: 'broker_mc_number', shape: fixed('digits'), hint: /mc/ },
  { section: 'basic_info', name: 'broker_email', shape: fixed('email') },
  { section: 'basic_info', name: 'broker_phone', shape: fixed('phone') },
  { section: 'basic_info', name: 'carrier_name', shape: fixed('text'), hint: /carrier/ },
  {
    section: 'rate_cargo',
    name: 'rate_booked',
    shape: fixed('money'),
    hint: /total|rate|pay|amount/,
    avoid: /line|haul|base|flat|fuel|fsc/,
  },
  {
    section: 'rate_cargo',
    name: 'linehaul',
    shape: fixed('money'),
    hint: /line|haul|base|flat|freight/,
    avoid: /total/,
  },
  { section: 'rate_cargo', name: 'loaded_miles', shape: fixed('number'), hint: /mile|\bmi\b|distance/ },
  { section: 'rate_cargo', name: 'commodity', shape: fixed('text'), hint: /commodity|product|descr/ },
  { section: 'rate_cargo', name: 'weight_lbs', shape: fixed('number'), hint: /weight|\bwt|lbs/ },
  { section: 'rate_cargo', name: 'pieces', shape: fixed('integer'), hint: /piece|pcs|qty|quantity|count|pallet|unit/ },
  { section: 'rate_cargo', name: 'equipment', shape: fixed('text'), hint: /equip|trailer|truck/ },
  {
    section: 'event',
    name: 'event_date',
    shape: fixed('date'),
    avoid: /issu|print|creat|today|tender|book|dated|generat/,
  },
  { section: 'event', name: 'appointment_time_lower', shape: fixed('time_lower') },
  { section: 'event', name: 'appointment_time_higher', shape: fixed('time_higher') },
  { section: 'event', name: 'facility_name', shape: fixed('text') },
  { section: 'event', name: 'location_street', shape: fixed('street') },
  { section: 'event', name: 'location_city', shape: fixed('city') },
  { section: 'event', name: 'location_state', shape: fixed('state') },
  { section: 'event', name: 'location_postal_code', shape: fixed('zip') },
  { section: 'event', name: 'contact_name', shape: fixed('text') },
  { section: 'event', name: 'contact_phone', shape: fixed('phone') },
  { section: 'event', name: 'contact_email', shape: fixed('email') },
  { section: 'event', name: 'reference_number', shape: codeOrText },
  { section: 'event', name: 'pieces', shape: fixed('integer'), hint: /piece|pcs|qty|quantity|count|pallet|unit/ },
  { section: 'event', name: 'weight', shape: fixed('number'), hint: /weight|\bwt|lbs/ },
  { section: 'event', name: 'commodity_description', shape: fixed('text') },
];

/** Load references: a list, each learned where it was printed; the list read is every one found. */
export const REFERENCES: RememberedField = {
  section: 'basic_info',
  name: 'other_reference_numbers',
  shape: codeOrText,
};
export const MAX_REFERENCES = 6;
export const referencePath = (k: number) => `basic_info.other_reference_numbers.${k}`;

/** Field paths as the result's confidence map keys them. */
export function fieldPath(field: RememberedField, event?: number): string {
  return field.section === 'event' ? `events.${event}.${field.name}` : `${field.section}.${field.name}`;
}

/** Stops remembered per document: enough for long multi-stop loads, bounded for the memory's size. */
export const MAX_EVENTS = 5;
/** A memory never holds more anchors than this (a few KB as JSON). */
export const MAX_FIELDS = 100;
