import type { ExtractedEvent, ExtractionResult } from '@tms/domain';
import { blankEvent } from '../blank-event';
import type { TextDoc } from '../layout';
import { findDates, resolveDate } from '../values';
import { hitsOf, sameValue, storedValue } from './field-shapes';
import type { LayoutMemory } from './learn-layout';
import { type Anchor, cellOf, fits, readAnchor } from './read-anchor';
import {
  fieldPath,
  MAX_EVENTS,
  MAX_REFERENCES,
  REMEMBERED_FIELDS,
  type RememberedField,
  referencePath,
} from './remembered-fields';
import { anchorAt, byStop, STOP_MAPPINGS, type StopKey } from './stop-anchors';

/** Confidence of a field read where the broker's confirmed layout says it stands. */
const REMEMBERED = 0.99;

/** The sheet's own dated day (the first date with a year), for stop dates printed without one. */
function documentDay(doc: TextDoc): Date {
  for (const line of doc.lines) {
    const hit = findDates(line.text).find((d) => d.year !== null && d.year > 1990 && d.year < 2100);
    if (hit) return new Date(`${resolveDate(hit, new Date())}T12:00:00Z`);
  }
  return new Date();
}

const usable = (anchor: Anchor | null | undefined): anchor is Anchor =>
  !!anchor &&
  typeof anchor.label === 'string' &&
  anchor.label !== '' &&
  Number.isInteger(anchor.occurrence) &&
  Number.isInteger(anchor.step) &&
  Number.isInteger(anchor.hit) &&
  Array.isArray(hitsOf(anchor.shape, '', new Date()));

type Read = { value: string | number; line: number };

/** The field's value read at the anchor, or null when the anchor is not in this document. */
function readField(doc: TextDoc, anchor: Anchor | null | undefined, reference: Date): Read | null {
  if (!usable(anchor)) return null;
  try {
    const read = readAnchor(doc, anchor, reference);
    return read && { value: storedValue(anchor.shape, read.value), line: read.line };
  } catch {
    return null;
  }
}

function applySection(
  doc: TextDoc,
  out: ExtractionResult,
  section: 'basic_info' | 'rate_cargo',
  memory: LayoutMemory,
  reference: Date,
) {
  const values = out[section] as Record<string, unknown>;
  for (const field of REMEMBERED_FIELDS.filter((f) => f.section === section)) {
    const read = readField(doc, anchorAt(memory, fieldPath(field)), reference);
    if (!read) continue;
    if (keepsGeneric(out, fieldPath(field), values[field.name], read, field)) continue;
    values[field.name] = read.value;
    out.confidence[fieldPath(field)] = REMEMBERED;
  }
}

/** Codes listed from the anchor's on, while only commas, slashes or "&" stand between them. */
function listedFrom(cell: string, anchor: Anchor, reference: Date): string[] {
  const hits = hitsOf('code', cell, reference);
  const out: string[] = [];
  for (let j = anchor.hit; j < hits.length; j++) {
    const hit = hits[j];
    const before = hits[j - 1];
    if (!hit || (j > anchor.hit && before && !/^[\s,;&/]*$/.test(cell.slice(before.end, hit.index)))) break;
    if (fits(anchor, hit.value)) out.push(hit.value);
  }
  return out;
}

/** Load references found at the remembered places, added to those the generic reader found. */
function applyReferences(doc: TextDoc, out: ExtractionResult, memory: LayoutMemory, reference: Date) {
  const found: string[] = [];
  for (let k = 0; k < MAX_REFERENCES; k++) {
    const anchor = anchorAt(memory, referencePath(k));
    if (!usable(anchor)) continue;
    try {
      if (anchor.shape !== 'code') {
        const read = readAnchor(doc, anchor, reference);
        if (read) found.push(read.value);
        continue;
      }
      const cell = cellOf(doc, anchor, reference);
      if (cell) found.push(...listedFrom(cell.text, anchor, reference));
    } catch {}
  }
  if (!found.length) return;
  const known = new Set(out.basic_info.other_reference_numbers.map((r) => r.toLowerCase()));
  const added = found.filter((r) => !known.has(r.toLowerCase()) && known.add(r.toLowerCase()));
  out.basic_info.other_reference_numbers = [...out.basic_info.other_reference_numbers, ...added];
  out.confidence['basic_info.other_reference_numbers'] = REMEMBERED;
}

/** From here the review shows a field green: the generic reader was sure of it. */
const SURE = 0.8;
/** Two readings that disagree are shown amber, for the dispatcher to look at. */
const DISPUTED = 0.6;

/**
 * A value the generic reader was sure of stays when the memory reads another one there (a field the
 * learned document printed in two places, or a template that changed); both disagreeing, it is flagged.
 */
function keepsGeneric(out: ExtractionResult, path: string, generic: unknown, read: Read, field: RememberedField) {
  if (generic === null || generic === undefined || generic === '') return false;
  const confidence = out.confidence[path] ?? 0;
  if (confidence < SURE || sameValue(field.shape(String(read.value)), String(read.value), String(generic)))
    return false;
  out.confidence[path] = Math.min(confidence, DISPUTED);
  return true;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Reads of one stop that agree on where the stop starts: a value learned N lines below the stop's
 * first one must stand about N lines below it here too. A read far from the others is another stop's
 * (the field is missing from this one), and the generic reading is kept for it.
 */
function agreeing(reads: StopRead[]) {
  const placed = reads.filter((r) => r.anchor.stop);
  const top = median(placed.map((r) => r.read.line - (r.anchor.stop?.dy ?? 0)));
  return reads.filter((r) => !r.anchor.stop || Math.abs(r.read.line - r.anchor.stop.dy - top) <= 2);
}

type StopRead = { field: RememberedField; read: Read; anchor: Anchor };

function readStop(
  doc: TextDoc,
  memory: LayoutMemory,
  stop: StopKey,
  reference: Date,
  mapping: (typeof STOP_MAPPINGS)[number],
): StopRead[] {
  const reads = REMEMBERED_FIELDS.filter((f) => f.section === 'event').flatMap((field) => {
    const anchor = mapping(memory, field, stop);
    const read = anchor && readField(doc, anchor, reference);
    return read && anchor ? [{ field, read, anchor }] : [];
  });
  return agreeing(reads);
}

/**
 * How far the generic reading agrees with the reads (each agreeing value +1, each contradicted one -1,
 * values the generic reading left empty 0): which stop of the memory this one is, if any.
 */
function agreement(reads: StopRead[], event: Record<string, unknown>) {
  let score = 0;
  for (const { field, read, anchor } of reads) {
    const generic = event[field.name];
    if (generic === null || generic === undefined || generic === '') continue;
    score += sameValue(anchor.shape, String(read.value), String(generic)) ? 1 : -1;
  }
  return score;
}

/**
 * Each stop read with the memory's anchors for it. Which learned stop serves it (the same number, or
 * the same number among stops of its type) is the one whose reads the generic reading agrees with most.
 */
function applyEvents(doc: TextDoc, out: ExtractionResult, memory: LayoutMemory, day: Date) {
  out.events.forEach((event, i) => {
    const values = event as Record<string, unknown>;
    const dated = event.event_date ? new Date(`${event.event_date}T12:00:00Z`) : day;
    const reference = Number.isNaN(dated.getTime()) ? day : dated;
    const stop = { event: i, type: event.event_type, rank: 0 };
    stop.rank = out.events.slice(0, i).filter((e) => e.event_type === event.event_type).length;
    // Reading nothing (keeping the generic reading) beats reads that contradict more than they confirm.
    let best: StopRead[] = [];
    let bestScore = -0.5;
    for (const mapping of STOP_MAPPINGS) {
      const reads = readStop(doc, memory, stop, reference, mapping);
      const score = agreement(reads, values);
      if (score > bestScore) [best, bestScore] = [reads, score];
    }
    for (const { field, read } of best) {
      if (keepsGeneric(out, fieldPath(field, i), values[field.name], read, field)) continue;
      values[field.name] = read.value;
      out.confidence[fieldPath(field, i)] = REMEMBERED;
    }
  });
}

/** A stop at the same place on the same day as one already read is that stop, not another. */
const sameStop = (a: ExtractedEvent, b: ExtractedEvent) =>
  a.event_date === b.event_date && a.location_city === b.location_city && a.facility_name === b.facility_name;

/**
 * Stops past those the generic reader found, where the memory's anchors for the next stop (learned,
 * or placed by the step between the last two) find a day and a place.
 */
function addStops(doc: TextDoc, out: ExtractionResult, memory: LayoutMemory, day: Date) {
  for (let i = out.events.length; i < MAX_EVENTS; i++) {
    const guess = { event: i, type: 'delivery' as const, rank: 0 };
    const reads = readStop(doc, memory, guess, day, byStop);
    const found = new Set(reads.map((r) => r.field.name));
    if (reads.length < 4 || !found.has('event_date') || !(found.has('location_city') || found.has('facility_name')))
      return;
    const type = reads.find((r) => r.anchor.stop)?.anchor.stop?.type ?? 'delivery';
    const event = blankEvent(i + 1, type);
    for (const { field, read } of reads) (event as Record<string, unknown>)[field.name] = read.value;
    if (out.events.some((e) => sameStop(e, event))) return;
    out.events.push(event);
    for (const { field } of reads) out.confidence[fieldPath(field, i)] = REMEMBERED;
  }
}

/**
 * The result with each remembered field read where the memory says (confidence 0.99 when found and it
 * parses to the field's shape); fields the memory cannot find keep what the generic reader found.
 */
export function applyLayoutMemory(doc: TextDoc, result: ExtractionResult, memory: LayoutMemory): ExtractionResult {
  try {
    if (!memory?.fields || typeof memory.fields !== 'object') return result;
    const out = structuredClone(result);
    const day = documentDay(doc);
    applySection(doc, out, 'basic_info', memory, day);
    applySection(doc, out, 'rate_cargo', memory, day);
    applyReferences(doc, out, memory, day);
    applyEvents(doc, out, memory, day);
    addStops(doc, out, memory, day);
    return out;
  } catch {
    return result;
  }
}
