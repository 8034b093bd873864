import type { Line, Segment, TextDoc } from './layout';

/**
 * Lines set as a list under a heading, each opening with a bullet ("- 18 Dock St", "• Mobile, AL
 * 36602"): the bullet is no part of the value. Where two lines or more in a row open with the same
 * bullet and the first is a value, not a captioned note, each is read without it, so a stop's name,
 * street and place read as they would unmarked.
 */

const BULLET = /^([-•*·–])\s+(?=\S)/;

const bulletOf = (line: Line | undefined) => line?.segments[0]?.text.match(BULLET)?.[1] ?? null;

function unbulleted(seg: Segment): Segment {
  const text = seg.text.replace(BULLET, '');
  const [first, ...rest] = seg.words;
  // The bullet printed as a word of its own is dropped with it; one run into a word stays in its box.
  const words = first && BULLET.test(`${first.text} x`) && first.text.length === 1 ? rest : seg.words;
  return { ...seg, text, words, x0: words[0]?.x0 ?? seg.x0 };
}

/** The document with the bullets of bulleted lists taken off their lines. */
export function withListBullets(doc: TextDoc): TextDoc {
  const strip = new Set<number>();
  for (let i = 0; i < doc.lines.length; ) {
    const mark = bulletOf(doc.lines[i]);
    let j = i + 1;
    while (mark && j < doc.lines.length && bulletOf(doc.lines[j]) === mark) j++;
    // A list of values (a name, a street, a place), not of notes ("- Rate: was $2,100", "- Trailer
    // changed from Reefer to Van"): its first item is a name, in capitals, without a caption.
    const head = (doc.lines[i]?.segments[0]?.text ?? '').replace(BULLET, '');
    const name =
      !head.includes(':') && !head.split(/\s+/).some((w) => /^[a-z]/.test(w) && !/^(?:of|and|the|at)$/.test(w));
    if (mark && j - i >= 2 && name) for (let k = i; k < j; k++) strip.add(k);
    i = j;
  }
  if (!strip.size) return doc;
  const lines = doc.lines.map((line, i): Line => {
    if (!strip.has(i)) return line;
    const segments = [unbulleted(line.segments[0] as Segment), ...line.segments.slice(1)];
    return { ...line, segments, text: segments.map((s) => s.text).join('  ') };
  });
  return { ...doc, lines };
}
