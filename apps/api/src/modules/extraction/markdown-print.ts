import type { Line, Segment, TextDoc } from './layout';

/**
 * A Markdown text printed raw: headings behind hashes ("## Stops", "### Pickup 1"), captions in
 * double asterisks ("**Load #:** 123", "- **Facility:** ..."), a pipe table's rule row ("|---|:---:|")
 * and a rule of dashes between parts. The marks hide the captions ("**Rate:**" is no "Rate:") and
 * the rule row reads as a row of the table, so where three headings or four starred captions are
 * printed, every line is read without its marks: the hashes, a bullet before a starred caption,
 * the asterisks and underscores around words, and the rule rows dropped.
 */

const HEADING = /^#{1,6}\s+\S/;
const STARRED = /\*\*[^*]+\*\*/;
const RULE_CELL = /^:?-{3,}:?$/;

const marked = (doc: TextDoc) => {
  let headings = 0;
  let starred = 0;
  for (const line of doc.lines) {
    if (HEADING.test(line.segments[0]?.text ?? '')) headings++;
    if (STARRED.test(line.text)) starred++;
  }
  return headings >= 3 || starred >= 4;
};

const unmarked = (text: string) =>
  text
    .replace(/^#{1,6}\s+/, '')
    .replace(/^[-*+]\s+(?=\*\*)/, '')
    .replace(/\*\*([^*]*)\*\*/g, '$1')
    .replace(/(^|\s)_([^_]+)_(?=\s|$)/g, '$1$2')
    .replace(/\s{2,}/g, ' ')
    .trim();

function plain(seg: Segment): Segment {
  const words = seg.words
    .map((w) => ({ ...w, text: unmarked(w.text.replace(/^#{1,6}$/, '').replace(/\*\*/g, '')) }))
    .filter((w) => w.text && !(w === seg.words[0] && /^[-*+]$/.test(w.text) && /^[-*+]\s+\*\*/.test(seg.text)));
  return { ...seg, text: unmarked(seg.text), words, x0: words[0]?.x0 ?? seg.x0 };
}

/** The document with a printed Markdown text's marks taken off its lines; any other document as it is. */
export function withMarkdownPrint(doc: TextDoc): TextDoc {
  if (!marked(doc)) return doc;
  const lines: Line[] = [];
  for (const line of doc.lines) {
    // A table's rule row and a rule between parts carry no text.
    if (line.segments.every((s) => RULE_CELL.test(s.text.replace(/\s/g, '')))) continue;
    const segments = line.segments.map(plain).filter((s) => s.text);
    if (!segments.length) continue;
    lines.push({ ...line, segments, text: segments.map((s) => s.text).join('  ') });
  }
  return { ...doc, lines: lines.map((l, index) => ({ ...l, index })) };
}
