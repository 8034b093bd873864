import { type Line, mapLines, type Segment, type TextDoc } from './layout';

/**
 * Pre-printed forms offer choices as check boxes in a row ("EQUIPMENT: ☐ Van ☒ Reefer ☐ Flatbed",
 * "STOP 1 [X] Shipper [ ] Consignee"); the one chosen carries a mark. The row is read as what was
 * chosen: the caption or heading before the boxes with the marked options after it, the unmarked
 * ones dropped ("EQUIPMENT: Reefer", "STOP 1 Shipper").
 */

// A mark before an option: X, ✓ or ✔, a crossed or filled box, or an X in brackets.
const MARK = String.raw`(?:[xX✓✔☒☑■▣]|\[\s*[xX✓✔]\s*\])`;
const MARKED = new RegExp(String.raw`^${MARK}\s+(?=[A-Za-z0-9(])`);
// An empty box printed as a glyph or as brackets; pdf.js reads drawn boxes as nothing.
const EMPTY = /^(?:[☐□]|\[\s*\])\s*/;
// A caption whose first choice shares its segment: "HAZARDOUS: X Yes".
const CAPTION_MARKED = new RegExp(String.raw`^([^:]{2,30}:)\s*(${MARK}\s+\S.*)$`);
// An option: a few words, not a sentence.
const isOption = (text: string) => text.length <= 40 && text.split(' ').length <= 6;

type Part = { seg: Segment; text: string; marked: boolean };

const part = (seg: Segment, text: string): Part => {
  const marked = MARKED.test(text);
  return { seg, text: text.replace(MARKED, '').replace(EMPTY, ''), marked };
};

/** The row's parts: a caption split from a first choice that shares its segment. */
function partsOf(line: Line): { head: Part | null; options: Part[] } {
  const [first, ...rest] = line.segments;
  if (!first) return { head: null, options: [] };
  const split = first.text.match(CAPTION_MARKED);
  if (split) {
    const options = [part(first, split[2] ?? ''), ...rest.map((s) => part(s, s.text))];
    return { head: { seg: first, text: split[1] ?? '', marked: false }, options };
  }
  const head = part(first, first.text);
  return head.marked
    ? { head: null, options: [head, ...rest.map((s) => part(s, s.text))] }
    : {
        head,
        options: rest.map((s) => part(s, s.text)),
      };
}

const asSegment = (p: Part, text = p.text): Segment => ({
  ...p.seg,
  text,
  words: p.seg.words.filter((w) => !new RegExp(`^${MARK}$`).test(w.text) && !EMPTY.test(w.text)),
});

/** The row as its choices, or the row itself when it is not a row of check boxes. */
export function chosen(line: Line): Segment[] | null {
  const { head, options } = partsOf(line);
  const marked = options.filter((o) => o.marked);
  // Boxes come in rows: one marked among others, or several marked; all of them short.
  if (!marked.length || options.length < 2 || !options.every((o) => isOption(o.text))) return null;
  const picked = marked.map((o) => asSegment(o));
  if (!head) return picked;
  // The caption takes its first choice as its value ("EQUIPMENT: Reefer"), a heading as its word ("STOP 1 Shipper").
  const [firstPick, ...others] = marked;
  const value = asSegment(head, `${head.text} ${firstPick?.text ?? ''}`.trim());
  return [{ ...value, x1: firstPick?.seg.x1 ?? value.x1 }, ...others.map((o) => asSegment(o))];
}

/** The document with its rows of check boxes read as the options marked. */
export function withMarkedOptions(doc: TextDoc): TextDoc {
  return mapLines(doc, (line) => {
    const segments = chosen(line);
    return segments ? { ...line, segments, text: segments.map((s) => s.text).join('  ') } : line;
  });
}
