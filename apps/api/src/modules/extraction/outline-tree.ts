import type { Line, Segment, TextDoc } from './layout';

/**
 * A load told as an outline tree drawn in ASCII: each node on a line of its own after a branch
 * ("+-- Facility: ...", "`-- Phone: ..."), the bars of the levels above before it. The bars already
 * part the line as rules do; the branch is left at the head of the node's text, where it hides the
 * caption ("+-- Date:" is no "Date:"). Where six lines or more open with a branch, each is read
 * without it, its indent kept; and a bare node whose one child is a bare value with nothing under
 * it ("Carrier" over "ACME TRUCKING") reads as a caption and its value on one line.
 */

const BRANCH = /^(?:[+|`\\]-{1,3}|\+-)\s+(?=\S)/;

const branched = (line: Line | undefined) => BRANCH.test(line?.segments[0]?.text ?? '');

function unbranched(seg: Segment): Segment {
  // The branch is a word of its own ("+--"), the space after it being part of the form.
  const words = seg.words.filter((w, i) => !(i === 0 && /^[+|`\\-]+$/.test(w.text)));
  return { ...seg, text: seg.text.replace(BRANCH, ''), words, x0: words[0]?.x0 ?? seg.x0 };
}

const bare = (line: Line) => !line.text.includes(':') && line.segments.length === 1;
const indent = (line: Line | undefined) => line?.segments[0]?.x0 ?? 0;

/** The document with an ASCII outline's branches taken off its lines; any other document as it is. */
export function withOutlineTree(doc: TextDoc): TextDoc {
  if (doc.lines.filter(branched).length < 6) return doc;
  const lines = doc.lines.map((line): Line => {
    if (!branched(line)) return line;
    const segments = [unbranched(line.segments[0] as Segment), ...line.segments.slice(1)];
    return { ...line, segments, text: segments.map((s) => s.text).join('  ') };
  });
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    const child = lines[i + 1];
    const after = lines[i + 2];
    const tol = (line.bottom - line.top) * 0.5;
    // A caption node over its one value: the child deeper, bare, and nothing deeper than it after it.
    const single =
      child &&
      branched(doc.lines[i + 1]) &&
      bare(line) &&
      bare(child) &&
      line.text.split(' ').length <= 4 &&
      indent(child) > indent(line) + tol &&
      child.page === line.page &&
      (!after || indent(after) < indent(child) - tol);
    if (!single) {
      out.push(line);
      continue;
    }
    const head = line.segments[0] as Segment;
    const value = child.segments[0] as Segment;
    const segment: Segment = {
      ...head,
      text: `${head.text}: ${value.text}`,
      x1: value.x1,
      words: [...head.words, ...value.words],
    };
    out.push({ ...line, segments: [segment], text: segment.text });
    i++;
  }
  return { ...doc, lines: out.map((l, index) => ({ ...l, index })) };
}
