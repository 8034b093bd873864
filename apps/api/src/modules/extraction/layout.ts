/**
 * Rebuilds reading order from positioned words: words -> lines (same baseline) -> segments (runs of
 * words separated by less than a column gap). Works the same for the PDF text layer and for OCR words.
 */

/** One word or text run with its box in top-down page units. */
export type Word = { text: string; x0: number; x1: number; top: number; bottom: number; page: number };

export type Segment = {
  text: string;
  x0: number;
  x1: number;
  top: number;
  bottom: number;
  page: number;
  words: Word[];
};

export type Line = {
  /** Position in reading order over the whole document. */
  index: number;
  page: number;
  top: number;
  bottom: number;
  segments: Segment[];
  /** The segments joined by a double space, which no segment contains. */
  text: string;
};

export type TextDoc = { lines: Line[]; pageCount: number };

/** A gap wider than this many text heights starts a new segment (a new column or cell). */
const COLUMN_GAP = 0.9;

function cleanText(text: string) {
  // Ligatures (fi, fl) and full-width forms become plain letters; odd spaces become one space.
  return (
    text
      .normalize('NFKC')
      // Control characters and U+FFFD: what a font without a Unicode map leaves behind.
      .replace(/\p{Cc}|\ufffd/gu, '')
      .replace(/[\s\u00a0\u2000-\u200b]+/g, ' ')
  );
}

function toSegments(words: Word[], page: number): Segment[] {
  const sorted = [...words].sort((a, b) => a.x0 - b.x0);
  const segments: Segment[] = [];
  let current: Segment | undefined;
  let ruled = false;
  for (const w of sorted) {
    // A bar printed between fields ("Weight: 4,000 lbs | Pieces: 9") parts cells as a wide gap does.
    if (/^[|¦]$/.test(w.text.trim())) {
      ruled = true;
      continue;
    }
    const height = w.bottom - w.top || 1;
    const gap = current ? w.x0 - current.x1 : Number.POSITIVE_INFINITY;
    if (current && !ruled && gap < height * COLUMN_GAP) {
      const joiner = gap > height * 0.12 && !current.text.endsWith(' ') && !w.text.startsWith(' ') ? ' ' : '';
      current.text += joiner + w.text;
      current.x1 = Math.max(current.x1, w.x1);
      current.top = Math.min(current.top, w.top);
      current.bottom = Math.max(current.bottom, w.bottom);
      current.words.push(w);
    } else {
      current = { text: w.text, x0: w.x0, x1: w.x1, top: w.top, bottom: w.bottom, page, words: [w] };
      segments.push(current);
    }
    ruled = false;
  }
  // Dot leaders between a caption and its value ("NAME ........: ACME", "CO. ....", "PU #1 ....") read as
  // "NAME: ACME"; a proportional font spaces the dots out ("Name . . . . . ACME"), and a leader that
  // ends its segment (the value set apart in its own column) leaves the caption's colon.
  for (const s of segments)
    s.text = s.text
      .replace(/([A-Za-z#)]|#\d{1,2})\.?\s*:?\s*(?:\.{4,}|(?:\. ?){4,})\s*:?\s+(?=[^\s.])/g, '$1: ')
      .replace(/([A-Za-z#)]|#\d{1,2})\.?\s*:?\s*(?:\.{4,}|(?:\. ?){4,})\s*:?\s*$/, '$1:')
      .replace(/ {2,}/g, ' ')
      .trim();
  return joinLeaders(segments.filter((s) => s.text !== ''));
}

// A leader read apart from its caption (OCR leaves gaps around the dots), its value after it or apart.
const LEADER = /^(?:[.\u2026]{4,}|(?:\. ?){4,})\s*:?\s*/;

/** "ORIGIN #1 | ........ | 3 Jun 2025": the caption, the dots and the value joined as "ORIGIN #1: 3 Jun 2025". */
function joinLeaders(segments: Segment[]): Segment[] {
  const out: Segment[] = [];
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i] as Segment;
    const prev = out.at(-1);
    const rest = s.text.replace(LEADER, '');
    const value = rest ? s : segments[i + 1];
    if (!LEADER.test(s.text) || !prev || !value || /:$/.test(prev.text)) {
      out.push(s);
      continue;
    }
    prev.text = `${prev.text}: ${rest || value.text}`;
    prev.x1 = value.x1;
    prev.top = Math.min(prev.top, value.top);
    prev.bottom = Math.max(prev.bottom, value.bottom);
    prev.words.push(...s.words, ...(value === s ? [] : value.words));
    if (value !== s) i++;
  }
  return out;
}

/** Groups one page's words into lines by baseline, top to bottom. */
function pageLines(words: Word[], page: number): Omit<Line, 'index'>[] {
  const sorted = words
    .map((w) => ({ ...w, text: cleanText(w.text) }))
    .filter((w) => w.text.trim() !== '')
    .sort((a, b) => a.bottom - b.bottom || a.x0 - b.x0);
  const groups: Word[][] = [];
  for (const w of sorted) {
    const height = w.bottom - w.top || 1;
    const last = groups.at(-1);
    const lastBottom = last ? last.reduce((s, x) => s + x.bottom, 0) / last.length : Number.NEGATIVE_INFINITY;
    if (last && Math.abs(w.bottom - lastBottom) < height * 0.45) last.push(w);
    else groups.push([w]);
  }
  return groups.map((g) => {
    const segments = toSegments(g, page);
    return {
      page,
      top: Math.min(...g.map((w) => w.top)),
      bottom: Math.max(...g.map((w) => w.bottom)),
      segments,
      text: segments.map((s) => s.text).join('  '),
    };
  });
}

export function buildTextDoc(pages: Word[][]): TextDoc {
  const lines = pages
    .flatMap((words, page) => pageLines(words, page))
    .filter((l) => l.segments.length > 0)
    .map((l, index) => ({ ...l, index }));
  return { lines, pageCount: pages.length };
}

/**
 * The document as kept for learning from a confirmation: lines and segments with their boxes, without
 * the word boxes (a segment's text is what the readers use).
 */
export function compactDoc(doc: TextDoc): TextDoc {
  return {
    pageCount: doc.pageCount,
    lines: doc.lines.map((l) => ({ ...l, segments: l.segments.map((s) => ({ ...s, words: [] })) })),
  };
}

/** Typical text height on a line, used to scale distances. */
export function lineHeight(line: Line) {
  return Math.max(1, line.bottom - line.top);
}

/** Plain text in reading order, columns kept apart by wide gaps (what a language model is given). */
export function textOf(doc: TextDoc): string {
  return doc.lines.map((l) => l.segments.map((s) => s.text).join('    ')).join('\n');
}

/**
 * The block a segment belongs to: the lines above and below whose text overlaps its column, with no
 * blank band between them (a gap of more than `gap` text heights ends the block).
 */
export function blockAround(doc: TextDoc, line: Line, x0: number, x1: number, gap = 0.9): Line[] {
  const inColumn = (l: Line) => l.segments.some((s) => s.x1 > x0 && s.x0 < x1);
  const out: Line[] = [line];
  for (const step of [-1, 1]) {
    let last = line;
    for (let i = line.index + step; i >= 0 && i < doc.lines.length; i += step) {
      const l = doc.lines[i];
      if (!l || l.page !== line.page) break;
      if (!inColumn(l)) continue;
      const band = step < 0 ? last.top - l.bottom : l.top - last.bottom;
      if (band > lineHeight(last) * gap) break;
      if (step < 0) out.unshift(l);
      else out.push(l);
      last = l;
    }
  }
  return out;
}

/**
 * The document with `rewrite` applied to every segment, each line's text rebuilt from its
 * segments; lines and document are the same objects where nothing changed.
 */
export function mapSegments(doc: TextDoc, rewrite: (seg: Segment) => Segment): TextDoc {
  let changed = false;
  const lines = doc.lines.map((line): Line => {
    const segments = line.segments.map(rewrite);
    if (segments.every((s, i) => s === line.segments[i])) return line;
    changed = true;
    return { ...line, segments, text: segments.map((s) => s.text).join('  ') };
  });
  return changed ? { ...doc, lines } : doc;
}

/** The document with `rewrite` applied to every line; the same object where nothing changed. */
export function mapLines(doc: TextDoc, rewrite: (line: Line) => Line): TextDoc {
  const lines = doc.lines.map(rewrite);
  return lines.every((l, i) => l === doc.lines[i]) ? doc : { ...doc, lines };
}
