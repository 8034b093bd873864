import type { Line, Segment, TextDoc } from '../layout';
import { cutsFor, isLabelish, labelAtHead, labelBefore, labelKey, variableSpans, wordAfter } from './anchor-text';
import { type Hit, hitsOf, type Shape, sameValue } from './field-shapes';
import { type Anchor, columnCells, labelMatches } from './read-anchor';

/** Where a confirmed value is printed in a document, and the anchors that could find it again. */

export type Place = { line: Line; index: number; seg: Segment; hit: Hit };
/** `total`: how many segments hold the anchor's label (to count the occurrence from the end instead). */
export type Candidate = { place: Place; anchor: Anchor; quality: number; total: number };

const WINDOW_WORDS = /^(?:fcfs|appt|appointment|by|at|from|between|window|open|firm|eta)\W*$/;

const CURRENCY = /^(?:usd|us|cad|\$)\W*$/;

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every place the value is printed, compared by its shape (text: case and spacing aside, whole words). */
export function placesOf(doc: TextDoc, shape: Shape, value: string, reference: Date): Place[] {
  const out: Place[] = [];
  const words = value.trim().split(/\s+/).map(literal).join('\\s*');
  const pattern = new RegExp(`(?<![A-Za-z0-9])${words}(?![A-Za-z0-9])`, 'gi');
  for (const line of doc.lines)
    line.segments.forEach((seg, index) => {
      const hits =
        shape === 'text'
          ? [...seg.text.matchAll(pattern)].map((m) => ({ value: m[0], index: m.index, end: m.index + m[0].length }))
          : hitsOf(shape, seg.text, reference).filter((h) => sameValue(shape, h.value, value));
      for (const hit of hits) out.push({ line, index, seg, hit });
    });
  return out;
}

/** Which value of the shape in `cell` (which starts at `offset` of the segment) is the one found. */
function hitIndex(shape: Shape, cell: string, offset: number, hit: Hit, reference: Date): number {
  if (shape === 'text') return cell.slice(0, hit.index - offset).replace(/^[\s:.\-–]+/, '') === '' ? 0 : -1;
  return hitsOf(shape, cell, reference).findIndex((h) => h.end + offset === hit.end);
}

function occurrenceOf(doc: TextDoc, label: string, start: boolean, line: Line, index: number) {
  const matches = labelMatches(doc, label, start);
  const k = matches.findIndex((m) => m.line.index === line.index && m.index === index);
  return { k, total: matches.length };
}

type Context = { doc: TextDoc; shape: Shape; value: string; confirmed: string[]; reference: Date };

/** What a value needs besides its place: a code's length, the word and separators that end a text. */
function valueExtras(c: Context, place: Place): Pick<Anchor, 'until' | 'cut' | 'width'> {
  if (c.shape === 'code' || c.shape === 'digits') return { width: c.value.length };
  if (c.shape !== 'text') return {};
  return { until: wordAfter(place.seg.text.slice(place.hit.end)), cut: cutsFor(c.value) };
}

/** The label in the value's own segment: the words just before it, or those the segment opens with. */
function sameSegment(c: Context, place: Place): Candidate | null {
  const { seg, hit } = place;
  const spans = variableSpans(seg.text, c.confirmed).filter((s) => s.end <= hit.index || s.index >= hit.end);
  const tail = labelBefore(seg.text, hit.index, spans);
  const head = c.shape === 'text' ? null : labelAtHead(seg.text, spans);
  const found = tail ?? (head ? { at: 0, label: head } : null);
  // "FCFS 8a-3p" and "APPT 2p": the word changes with the window, so it is no label of it.
  if (!found || (/^time/.test(c.shape) && WINDOW_WORDS.test(found.label))) return null;
  if (c.shape === 'money' && CURRENCY.test(found.label)) return null;
  const start = seg.text.slice(0, found.at).trim() === '';
  const offset = found.at + found.label.length;
  const n = hitIndex(c.shape, seg.text.slice(offset), offset, hit, c.reference);
  const { k, total } = occurrenceOf(c.doc, found.label, start, place.line, place.index);
  if (n < 0 || k < 0) return null;
  const anchor: Anchor = {
    shape: c.shape,
    label: found.label,
    start,
    occurrence: k,
    relation: 'same',
    step: 0,
    dx: 0,
    hit: n,
    ...valueExtras(c, place),
  };
  return { place, anchor, quality: start ? 0 : 1, total };
}

/** A label segment to the left of the value's, on its line. */
function sameLine(c: Context, place: Place): Candidate | null {
  const n = hitIndex(c.shape, place.seg.text, 0, place.hit, c.reference);
  if (n < 0) return null;
  for (let j = place.index - 1; j >= Math.max(0, place.index - 2); j--) {
    const label = place.line.segments[j];
    if (!label || !isLabelish(label, c.confirmed)) continue;
    const key = labelKey(label.text);
    const { k, total } = occurrenceOf(c.doc, key, true, place.line, j);
    if (k < 0) return null;
    const anchor: Anchor = {
      shape: c.shape,
      label: key,
      start: true,
      occurrence: k,
      relation: 'next',
      step: place.index - j,
      dx: 0,
      hit: n,
      ...valueExtras(c, place),
    };
    return { place, anchor, quality: 1.5, total };
  }
  return null;
}

/** A label segment above the value's, in its column (values above it in between are skipped). */
function sameColumn(c: Context, place: Place): Candidate | null {
  const n = hitIndex(c.shape, place.seg.text, 0, place.hit, c.reference);
  if (n < 0) return null;
  const { seg } = place;
  for (let i = place.line.index - 1; i >= 0 && i >= place.line.index - 15; i--) {
    const line = c.doc.lines[i];
    if (!line || line.page !== place.line.page) break;
    const j = line.segments.findIndex((s) => s.x1 > seg.x0 - 2 && s.x0 < seg.x1 + 2 && isLabelish(s, c.confirmed));
    const label = line.segments[j];
    if (!label) continue;
    const key = labelKey(label.text);
    const { k, total } = occurrenceOf(c.doc, key, true, line, j);
    if (k < 0) return null;
    const partial = { shape: c.shape, dx: seg.x0 - label.x0, hit: n };
    const cells = columnCells(c.doc, { line, seg: label, index: j, at: 0 }, partial, c.reference);
    const step = cells.findIndex((cell) => cell.line === place.line.index && cell.x0 === seg.x0);
    if (step < 0) return null;
    const anchor: Anchor = {
      ...partial,
      label: key,
      start: true,
      occurrence: k,
      relation: 'below',
      step,
      ...valueExtras(c, place),
    };
    return { place, anchor, quality: 2 + step * 0.2, total };
  }
  return null;
}

/** Anchors for every place the value is printed, each with how plain its relation to its label is. */
export function candidatesFor(c: Context): Candidate[] {
  return placesOf(c.doc, c.shape, c.value, c.reference).flatMap((place) =>
    [sameSegment(c, place), sameLine(c, place), sameColumn(c, place)].filter((x): x is Candidate => x !== null),
  );
}
