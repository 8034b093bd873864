import type { ExtractedEvent } from '@tms/domain';
import { blankEvent } from '../../apps/api/src/modules/extraction/blank-event';
import type { ConfirmedAnswer } from '../../apps/api/src/modules/extraction/memory/layout-memory';
import type { Labelled } from './extraction-score';

/** A label as the values a user would have confirmed for its document (the load they saved). */

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : null);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const amount = (v: unknown) => (typeof v === 'number' ? v.toFixed(2) : typeof v === 'string' && v ? v : null);

function event(e: Record<string, unknown>, i: number): ExtractedEvent {
  const blank = blankEvent(i + 1, e.event_type === 'delivery' ? 'delivery' : 'pickup');
  const out: Record<string, unknown> = { ...blank };
  for (const [k, v] of Object.entries(e)) if (k in blank && k !== 'event_type') out[k] = v ?? null;
  return out as ExtractedEvent;
}

export function labelAnswer(label: Labelled): ConfirmedAnswer {
  const b = label.basic_info;
  const r = label.rate_cargo;
  return {
    basic_info: {
      load_number: text(b.load_number),
      broker_name: text(b.broker_name),
      broker_mc_number: text(b.broker_mc_number),
      broker_email: text(b.broker_email),
      broker_phone: text(b.broker_phone),
      other_reference_numbers: Array.isArray(b.other_reference_numbers) ? b.other_reference_numbers.map(String) : [],
      carrier_name: text(b.carrier_name),
    },
    events: label.events.map(event),
    rate_cargo: {
      rate_booked: amount(r.rate_booked),
      linehaul: amount(r.linehaul),
      accessorials: [],
      loaded_miles: num(r.loaded_miles),
      commodity: text(r.commodity),
      weight_lbs: num(r.weight_lbs),
      pieces: num(r.pieces),
      hazmat: typeof r.hazmat === 'boolean' ? r.hazmat : null,
      equipment: text(r.equipment),
    },
  };
}
