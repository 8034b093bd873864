import type { Line, Segment } from './layout';
import { captionField } from './stop-vocabulary';

/**
 * A head row of narrow columns prints its captions close together, and two of them run into one
 * segment ("Stop# Type"): the columns under them would be read as one. A segment that names no
 * field as a whole but whose every word names one is parted into one caption a word.
 */

function parted(seg: Segment): Segment[] {
  if (seg.words.length < 2 || captionField(seg.text) !== null) return [seg];
  if (!seg.words.every((w) => captionField(w.text) !== null)) return [seg];
  return seg.words.map((w) => ({ ...seg, text: w.text.trim(), x0: w.x0, x1: w.x1, words: [w] }));
}

/** The head row with its run-together captions parted; the line itself when none is. */
export function withPartedCaptions(head: Line): Line {
  const segments = head.segments.flatMap(parted);
  if (segments.length === head.segments.length) return head;
  return { ...head, segments, text: segments.map((s) => s.text).join('  ') };
}
