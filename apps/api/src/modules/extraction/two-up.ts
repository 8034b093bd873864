import type { Line, TextDoc } from './layout';

/**
 * Two copies of one confirmation printed side by side ("BROKER COPY" and "CARRIER COPY"): every
 * line of the left copy shares its baseline with its twin in the right one, so that each caption's
 * line holds its value twice ("Load #: 123  Load #: 123") and every stop is read twice over. Where
 * eight lines or more end with a repeat of their first half, and such lines are most of the lines
 * with more than one cell, the right copy is read as no part of the sheet: the twin half of every
 * such line is dropped.
 */

/** Where the line's cells part into two equal halves; null when they do not. */
function twinAt(line: Line): number | null {
  const texts = line.segments.map((s) => s.text.trim());
  for (let k = 1; k < texts.length; k++) {
    if (texts.slice(0, k).join(' ') === texts.slice(k).join(' ')) return k;
  }
  return null;
}

/** The document with a two-up sheet's second copy dropped; any other document as it is. */
export function withoutTwinCopy(doc: TextDoc): TextDoc {
  const split = doc.lines.filter((l) => l.segments.length > 1);
  if (split.length < 8) return doc;
  const twins = split.map(twinAt);
  const count = twins.filter((k) => k !== null).length;
  if (count < 8 || count < split.length * 0.6) return doc;
  const lines = doc.lines.map((line): Line => {
    const k = line.segments.length > 1 ? twinAt(line) : null;
    if (k === null) return line;
    const segments = line.segments.slice(0, k);
    return { ...line, segments, text: segments.map((s) => s.text).join('  ') };
  });
  return { ...doc, lines };
}
