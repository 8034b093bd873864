import { type ExtractionResult, fromCents, isDecimal, toCents } from '@tms/domain';
import { blankEvent } from './blank-event';
import type { ProviderAnswer } from './provider';
import { centsToAmount } from './values';

/**
 * Field-by-field merge of the offline reading with a provider's answer: agreement raises confidence,
 * a gap is filled from the provider, and a disagreement keeps the offline value only when it was read
 * with confidence (either way the dispatcher is told).
 */

type Value = string | number | boolean | null;

const comparable = (field: string, v: Value) => {
  if (v === null) return null;
  if (typeof v === 'boolean') return String(v);
  if (/rate_booked|linehaul|miles|weight|pieces/.test(field) && isDecimal(String(v))) return fromCents(toCents(v));
  if (/phone/.test(field))
    return String(v)
      .replace(/\D/g, '')
      .replace(/^1(?=\d{10})/, '');
  return String(v)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
};

/** The provider's value in the answer's own formats, or null when it does not fit them. */
function conform(field: string, v: Value | undefined): Value {
  if (v === undefined || v === null) return null;
  if (/rate_booked|linehaul/.test(field))
    return typeof v === 'number' && v > 0 ? centsToAmount(Math.round(v * 100)) : null;
  if (/pieces/.test(field)) return typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null;
  if (/miles|weight/.test(field)) return typeof v === 'number' && v > 0 ? v : null;
  if (/event_date/.test(field)) return typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null;
  if (/appointment_time/.test(field)) return typeof v === 'string' && /^\d{2}:\d{2}$/.test(v) ? v : null;
  if (/mc_number/.test(field))
    return typeof v === 'string' && /^\d{4,8}$/.test(v.replace(/\D/g, '')) ? v.replace(/\D/g, '') : null;
  if (typeof v === 'string') return v.trim() || null;
  return v;
}

export function mergeProviderAnswer(
  offline: ExtractionResult,
  answer: ProviderAnswer,
  model: string,
): ExtractionResult {
  const merged = structuredClone(offline);
  const warnings: string[] = [];

  const mergeField = (path: string, target: Record<string, unknown>, field: string, theirs: Value | undefined) => {
    const ours = (target[field] ?? null) as Value;
    const value = conform(path, theirs ?? null);
    if (value === null) return;
    const confidence = merged.confidence[path] ?? 0;
    if (ours === null) {
      target[field] = value;
      merged.confidence[path] = 0.6;
    } else if (comparable(path, ours) === comparable(path, value)) {
      merged.confidence[path] = Math.max(confidence, 0.95);
    } else {
      warnings.push(`${path}: the document reader found "${ours}", the language model "${value}"`);
      if (confidence < 0.8) {
        target[field] = value;
        merged.confidence[path] = 0.55;
      } else merged.confidence[path] = Math.min(confidence, 0.7);
    }
  };

  const basic = merged.basic_info as unknown as Record<string, unknown>;
  for (const [field, value] of Object.entries(answer.basic_info)) {
    if (field === 'other_reference_numbers') continue;
    mergeField(`basic_info.${field}`, basic, field, value as Value);
  }
  for (const ref of answer.basic_info.other_reference_numbers ?? []) {
    if (ref && !merged.basic_info.other_reference_numbers.includes(ref) && ref !== merged.basic_info.load_number)
      merged.basic_info.other_reference_numbers.push(ref);
  }
  const rate = merged.rate_cargo as unknown as Record<string, unknown>;
  for (const [field, value] of Object.entries(answer.rate_cargo))
    mergeField(`rate_cargo.${field}`, rate, field, value as Value);

  const theirs = answer.events.filter((e) => e.event_type);
  if (!merged.events.length && theirs.length) {
    merged.events = theirs.map((e, i) => blankEvent(i + 1, e.event_type ?? 'delivery'));
  }
  if (merged.events.length === theirs.length) {
    merged.events.forEach((event, i) => {
      const target = event as unknown as Record<string, unknown>;
      for (const [field, value] of Object.entries(theirs[i] ?? {})) {
        if (field !== 'event_type') mergeField(`events.${i}.${field}`, target, field, value as Value);
      }
    });
  } else if (theirs.length) {
    warnings.push(
      `The language model found ${theirs.length} stops where the document reader found ${merged.events.length}`,
    );
  }
  merged.warnings = [...merged.warnings, ...warnings];
  merged.engine = { ...merged.engine, name: 'provider-merged', provider: model };
  return merged;
}
