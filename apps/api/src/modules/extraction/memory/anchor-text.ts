import type { Segment } from '../layout';
import { EMAIL, findDates, findMoney, findPhones, findTimes } from '../values';

/** Labels and the values around them, compared the same way in the learned document and the next one. */

/**
 * A label as compared: lower case, every figure as "#" so "Pickup 1" and "Pickup 2" are one label
 * counted twice. Keeps the text's length, so positions found in the key are positions in the text.
 */
export const labelKey = (text: string) => text.toLowerCase().replace(/\d/g, '#');

export type Span = { index: number; end: number };

/** Where a segment prints values rather than words: figures, dates, times, money, phones, e-mails, and the confirmed values themselves. */
export function variableSpans(text: string, confirmed: string[]): Span[] {
  const spans: Span[] = [
    ...findDates(text),
    ...findTimes(text),
    ...findMoney(text),
    ...findPhones(text).map((p) => ({ index: p.index, end: p.index + p.value.length })),
    ...[...text.matchAll(EMAIL)].map((m) => ({ index: m.index, end: m.index + m[0].length })),
    ...[...text.matchAll(/\S*\d\S*\d\S*/g)].map((m) => ({ index: m.index, end: m.index + m[0].length })),
  ];
  const lower = text.toLowerCase();
  const wordAt = (at: number, end: number) =>
    !/[a-z0-9]/.test(lower[at - 1] ?? '') && !/[a-z0-9]/.test(lower[end] ?? '');
  for (const value of confirmed) {
    for (let at = lower.indexOf(value); at >= 0; at = lower.indexOf(value, at + 1))
      if (wordAt(at, at + value.length)) spans.push({ index: at, end: at + value.length });
  }
  return spans.sort((a, b) => a.index - b.index);
}

const letters = (text: string) => (text.match(/[a-z]/gi)?.length ?? 0) >= 2;

/** A segment that can serve as a label: words that no confirmed value or printed figure is part of. */
export function isLabelish(seg: Segment, confirmed: string[]): boolean {
  const lower = seg.text.toLowerCase();
  // Part of a confirmed value (a facility's name without its number) is that value, not a label.
  const partOfValue = lower.length >= 4 && confirmed.some((v) => v.includes(lower));
  return letters(seg.text) && seg.text.length <= 40 && !partOfValue && variableSpans(seg.text, confirmed).length === 0;
}

/** The literal words right before `index` in a segment (after the last value printed before it). */
export function labelBefore(text: string, index: number, spans: Span[]): { at: number; label: string } | null {
  const lastEnd = spans.filter((s) => s.end <= index).reduce((end, s) => Math.max(end, s.end), 0);
  let raw = text.slice(lastEnd, index);
  let at = lastEnd + (raw.length - raw.trimStart().length);
  raw = raw.trim();
  // A long run of words before the value is a sentence: its last words are the label.
  while (raw.length > 40 && raw.includes(' ')) {
    const cut = raw.indexOf(' ') + 1;
    raw = raw.slice(cut);
    at += cut;
  }
  return letters(raw) && raw.length <= 40 ? { at, label: labelKey(raw) } : null;
}

/** The literal words a segment starts with, before any value: "Pickup 1:" in "Pickup 1: 03/04 08:00". */
export function labelAtHead(text: string, spans: Span[]): string | null {
  const first = spans[0]?.index ?? text.length;
  const raw = text.slice(0, first).trim();
  return letters(raw) && raw.length <= 40 && text.startsWith(raw) ? labelKey(raw) : null;
}

/** Separators that end a text value when the learned value did not contain them, by a one-letter code. */
export const SEPARATORS: Record<string, string> = {
  ',': ',',
  '%': '%',
  '(': '(',
  '|': '|',
  ';': ';',
  c: ' c/o ',
  a: ' attn',
};

/** Those separators' codes, and "#" when the value has no run of figures (so a street after it is cut off). */
export function cutsFor(value: string): string {
  const lower = value.toLowerCase();
  const cuts = Object.entries(SEPARATORS)
    .filter(([, s]) => !lower.includes(s.trim()))
    .map(([code]) => code)
    .join('');
  return /\d\S*\d/.test(value) ? cuts : `${cuts}#`;
}

/** The first word printed after a text value in its cell, when it is a word (a next label) and not a value. */
export function wordAfter(text: string): string | undefined {
  const word = text.trim().split(/\s+/)[0]?.toLowerCase();
  return word && /[a-z]{2}/.test(word) && !/\d/.test(word) ? word : undefined;
}
