import type { ExtractedEvent, ExtractionResult } from '@tms/domain';
import { lineHeight, type TextDoc } from '../layout';
import { sameValue } from './field-shapes';
import { type Anchor, compactAnchor, type FieldAnchor, readAnchor } from './read-anchor';
import {
  fieldPath,
  MAX_EVENTS,
  MAX_FIELDS,
  MAX_REFERENCES,
  REFERENCES,
  REMEMBERED_FIELDS,
  type RememberedField,
  referencePath,
} from './remembered-fields';
import { type Candidate, candidatesFor, type Place, placesOf } from './value-places';

/** What the user confirmed for a document: the values the layout memory learns the places of. */
export type ConfirmedAnswer = Pick<ExtractionResult, 'basic_info' | 'events' | 'rate_cargo'>;
/** Per broker: where each confirmed field stood, relative to a label. JSON-serialisable and bounded. */
export type LayoutMemory = { version: 1; documents: number; fields: Record<string, FieldAnchor> };

type Values = Record<string, unknown>;

/** A confirmed value as text, or null when there is nothing to learn (empty, a list, a yes/no). */
function valueText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** Confirmed words long enough to recognise: a segment holding one is a value, never a label. */
function confirmedTexts(answer: ConfirmedAnswer): string[] {
  const all = [
    ...Object.values(answer.basic_info),
    ...Object.values(answer.rate_cargo),
    ...answer.events.flatMap((e) => Object.values(e)),
  ];
  return [
    ...new Set(all.filter((v): v is string => typeof v === 'string' && v.trim().length >= 3 && !/^\d+$/.test(v))),
  ].map((v) => v.trim().toLowerCase());
}

/** Day the confirmed date names, for reading dates printed without a year as the same day. */
const referenceFor = (value: string) => {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : null;
  return day && !Number.isNaN(day.getTime()) ? day : new Date();
};

/** Position on the document as one long sheet, in text heights, for distances between places. */
type Point = { y: number; x: number };
const pointOf = (p: Place): Point => ({ y: p.line.index, x: p.seg.x0 / (lineHeight(p.line) * 4) });
const distance = (a: Point, b: Point) => Math.abs(a.y - b.y) + Math.abs(a.x - b.x);

/** Where a stop's distinctive values stand (its facility, street, ZIP, reference), on average. */
function stopCentre(doc: TextDoc, event: Values): Point | null {
  const points: Point[] = [];
  for (const name of ['facility_name', 'location_street', 'location_postal_code', 'reference_number']) {
    const value = valueText(event[name]);
    const field = REMEMBERED_FIELDS.find((f) => f.section === 'event' && f.name === name);
    if (!value || !field) continue;
    const places = placesOf(doc, field.shape(value), value, new Date());
    if (places.length === 1 && places[0]) points.push(pointOf(places[0]));
  }
  if (!points.length) return null;
  return {
    y: points.reduce((s, p) => s + p.y, 0) / points.length,
    x: points.reduce((s, p) => s + p.x, 0) / points.length,
  };
}

/** The anchor that finds the value again in this very document, the plainest and nearest first. */
function bestAnchor(
  doc: TextDoc,
  field: RememberedField,
  value: string,
  confirmed: string[],
  centre: Point | null,
): { anchor: Anchor; line: number } | null {
  const shape = field.shape(value);
  const reference = referenceFor(value);
  const score = (c: Candidate) =>
    c.quality +
    (field.hint && !field.hint.test(c.anchor.label) ? 3 : 0) +
    (field.avoid?.test(c.anchor.label) ? 6 : 0) +
    (centre ? distance(pointOf(c.place), centre) * 0.5 : c.place.line.index * 0.001);
  const ranked = candidatesFor({ doc, shape, value, confirmed, reference }).sort((a, b) => score(a) - score(b));
  for (const c of ranked) {
    // Fields in the lower half of the sheet count their label from the end, so a different number of
    // stops (or of optional lines) above them in the next document does not move them.
    const fromEnd = field.section !== 'event' && c.place.line.index > doc.lines.length / 2;
    const anchor = fromEnd ? { ...c.anchor, occurrence: c.anchor.occurrence - c.total } : c.anchor;
    const read = readAnchor(doc, anchor, reference);
    if (read !== null && sameValue(shape, read.value, value)) return { anchor, line: read.line };
  }
  return null;
}

function learnSection(
  doc: TextDoc,
  fields: Record<string, Anchor>,
  section: 'basic_info' | 'rate_cargo',
  values: Values,
  confirmed: string[],
) {
  for (const field of REMEMBERED_FIELDS.filter((f) => f.section === section)) {
    const value = valueText(values[field.name]);
    const found = value && bestAnchor(doc, field, value, confirmed, null);
    if (found) fields[fieldPath(field)] = found.anchor;
  }
}

/** Each load reference's place; one anchor per place, since one row often lists several ("PO: 1, 2"). */
function learnReferences(doc: TextDoc, fields: Record<string, Anchor>, references: string[], texts: string[]) {
  const kept: Anchor[] = [];
  for (const reference of references ?? []) {
    const value = valueText(reference);
    const found = value && bestAnchor(doc, REFERENCES, value, texts, null);
    if (!found || kept.length >= MAX_REFERENCES) continue;
    const a = found.anchor;
    const same = kept.find(
      (k) => k.label === a.label && k.occurrence === a.occurrence && k.relation === a.relation && k.step === a.step,
    );
    if (same) same.hit = Math.min(same.hit, a.hit);
    else kept.push({ ...a });
  }
  kept.forEach((anchor, k) => {
    fields[referencePath(k)] = anchor;
  });
}

type StopAnchor = { event: number; type: ExtractedEvent['event_type']; field: RememberedField } & {
  anchor: Anchor;
  line: number;
};

/** The stops' anchors, each told which stop it serves (see `StopPlace`) and where in the stop it stood. */
function learnStops(doc: TextDoc, fields: Record<string, Anchor>, events: ExtractedEvent[], texts: string[]) {
  const found: StopAnchor[] = [];
  events.forEach((event, i) => {
    const centre = stopCentre(doc, event);
    for (const field of REMEMBERED_FIELDS.filter((f) => f.section === 'event')) {
      const value = valueText((event as Values)[field.name]);
      const hit = value && bestAnchor(doc, field, value, texts, centre);
      if (hit) found.push({ event: i, type: event.event_type, field, ...hit });
    }
  });
  for (const a of found) {
    const mine = found.filter((b) => b.event === a.event);
    const top = Math.min(...mine.map((b) => b.line));
    const byType = !found.some((b) => b.field === a.field && b.type !== a.type && b.anchor.label === a.anchor.label);
    const rank = events.slice(0, a.event).filter((e) => e.event_type === a.type).length;
    fields[fieldPath(a.field, a.event)] = { ...a.anchor, stop: { type: a.type, rank, byType, dy: a.line - top } };
  }
}

/** What was confirmed, as positions in `doc`: merges over `previous` (newer wins). */
export function learnLayout(doc: TextDoc, confirmed: ConfirmedAnswer, previous: LayoutMemory | null): LayoutMemory {
  const texts = confirmedTexts(confirmed);
  const learned: Record<string, Anchor> = {};
  learnSection(doc, learned, 'basic_info', confirmed.basic_info, texts);
  learnSection(doc, learned, 'rate_cargo', confirmed.rate_cargo, texts);
  learnStops(doc, learned, confirmed.events.slice(0, MAX_EVENTS), texts);
  learnReferences(doc, learned, confirmed.basic_info.other_reference_numbers, texts);
  // Newer anchors first, so the cap drops the oldest ones.
  const fresh = Object.entries(learned).map(([path, a]): [string, FieldAnchor] => [path, compactAnchor(a)]);
  const older = Object.entries(previous?.fields ?? {}).filter(([path]) => !(path in learned));
  const fields = Object.fromEntries([...fresh, ...older].slice(0, MAX_FIELDS));
  return { version: 1, documents: (previous?.documents ?? 0) + 1, fields };
}
