import type { ExtractedEvent, ExtractionAnswer, ExtractionResult } from '@tms/domain';
import type { BasicInfoValues } from '../wizard/basic-info-rules';
import { DEFAULT_END, DEFAULT_START, defaultEvent, type WizardEvent } from '../wizard/event-rules';
import type { LoadWizardProps, WizardPrefill } from '../wizard/load-wizard';
import type { RateCargoValues } from '../wizard/rate-cargo-rules';

/**
 * The warnings shown after extraction (spec 3 section 4). Driver pay is no longer defaulted to the
 * rate booked: it is computed from the driver's pay profile when the load is saved (decision 0197).
 */
export const DRIVER_PAY_FROM_PROFILE = 'Driver Pay From Pay Profile';
export const MILES_INFORMATION_NEEDED = 'Miles Information Needed';

/**
 * What the review starts from: a reading (an answer of the AI page's upload or of the load inbox),
 * or a blank one for a mailed document that could not be read, which has no reading to confirm.
 */
export type ReviewReading = ExtractionResult & Partial<Pick<ExtractionAnswer, 'extraction_id'>>;

/** Nothing read: the form beside a document that could not be read starts empty. */
export function blankReading(): ReviewReading {
  return {
    basic_info: {
      load_number: null,
      broker_name: null,
      broker_mc_number: null,
      broker_email: null,
      broker_phone: null,
      other_reference_numbers: [],
      carrier_name: null,
    },
    events: [],
    rate_cargo: {
      rate_booked: null,
      linehaul: null,
      accessorials: [],
      loaded_miles: null,
      commodity: null,
      weight_lbs: null,
      pieces: null,
      hazmat: null,
      equipment: null,
    },
    confidence: {},
    warnings: [],
    engine: { name: 'offline', provider: null, pages: 0, ocr_pages: 0, ms: 0 },
  };
}

/** The fields the review shows and lets the dispatcher correct before the wizard. */
export interface ReviewValues {
  load_number: string;
  rate_booked: string;
  rate_dispatched: string;
  loaded_miles: string;
  commodity: string;
  weight_lbs: string;
  pieces: string;
}

export { type ConfidenceLevel, confidenceLevel } from '../wizard/read-confidence';

const num = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** The review form as read: driver pay is left empty, for the pay profile to give it (decision 0197). */
export function reviewValuesOf(r: ExtractionResult): ReviewValues {
  return {
    load_number: r.basic_info.load_number ?? '',
    rate_booked: r.rate_cargo.rate_booked ?? '',
    rate_dispatched: '',
    loaded_miles: num(r.rate_cargo.loaded_miles),
    commodity: r.rate_cargo.commodity ?? r.events.find((e) => e.commodity_description)?.commodity_description ?? '',
    weight_lbs: num(r.rate_cargo.weight_lbs),
    pieces: num(r.rate_cargo.pieces),
  };
}

/** The dispatcher-facing warnings: the spec's two, then the reader's own checks. */
export function reviewWarnings(r: ExtractionResult): string[] {
  const out: string[] = [];
  if (r.rate_cargo.rate_booked) out.push(DRIVER_PAY_FROM_PROFILE);
  out.push(MILES_INFORMATION_NEEDED);
  return [...out, ...r.warnings];
}

function toWizardEvent(e: ExtractedEvent, order: number): WizardEvent {
  const base = defaultEvent(order);
  const lower = e.appointment_time_lower ?? '';
  const higher = e.appointment_time_higher ?? lower;
  return {
    ...base,
    event_type: e.event_type,
    event_date: e.event_date ?? base.event_date,
    time_lower: lower || DEFAULT_START,
    time_higher: higher || (lower ? lower : DEFAULT_END),
    location_street: [e.facility_name, e.location_street].filter(Boolean).join(', '),
    location_city: e.location_city ?? '',
    location_state: e.location_state ?? '',
    location_postal_code: e.location_postal_code ?? '',
    location_country: e.location_country || 'USA',
    contact_name: e.contact_name ?? '',
    contact_phone: e.contact_phone ?? '',
    contact_email: e.contact_email ?? '',
    reference_number: e.reference_number ?? '',
    special_instructions: e.special_instructions ?? '',
    pieces: num(e.pieces),
    weight: num(e.weight),
    commodity_description: e.commodity_description ?? '',
  };
}

/** What the wizard starts from: the corrected review values, the broker matched, the stops in order. */
export function wizardPrefillOf(
  r: ReviewReading,
  review: ReviewValues,
  broker: { id: number; name: string; has_warning: boolean; warning_note: string | null } | null,
): NonNullable<LoadWizardProps['prefill']> {
  const basic: Partial<BasicInfoValues> = {
    load_number: review.load_number.trim(),
    broker_id: broker?.id ?? null,
    broker_name: broker?.name ?? '',
    broker_warning: broker?.has_warning ? (broker.warning_note ?? '') : null,
  };
  const rate: Partial<RateCargoValues> = {
    rate_booked: review.rate_booked,
    rate_dispatched: review.rate_dispatched,
    loaded_miles: review.loaded_miles,
    empty_miles: '',
    commodity: review.commodity,
    weight_lbs: review.weight_lbs,
    pieces: review.pieces,
    hazmat: r.rate_cargo.hazmat ?? false,
  };
  const events = [...r.events].sort((a, b) => a.event_order - b.event_order).map((e, i) => toWizardEvent(e, i + 1));
  const prefill: WizardPrefill = { basic, events, rate, extractionId: r.extraction_id };
  return prefill;
}
