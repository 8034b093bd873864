import type { Line, Segment, TextDoc, Word } from './layout';

/**
 * Terse sheets print several captions and their values as one run of words, without colons or
 * gaps: "Cmdty Paper Wt 38200 Pcs 22 Eqp Van 53", "LH $800.00 FSC $95.00 Tot $895.00". A reader
 * takes the whole run after the first caption as its value. Such a run is cut into one segment per
 * caption, written "Caption: value", when it opens with a caption and every caption has a value.
 */

// Captions of load, cargo, charge and stop fields as terse sheets print them, with their long forms.
const ONE_WORD =
  /^(?:cmdty|commodity|wt|wgt|weight|pcs|pieces|plts|pallets|skids|eqp|equip|equipment|trlr|trailer|miles|mi|haz|hazmat|temp|lh|linehaul|fsc|fuel|tot|total|detention|lumper|tarp|layover|dt|date|refs?|appt|ph|tel|phone|(?:ld|load|pu|del|po|bol|ref|bl|so)#)$/i;
const TWO_WORDS = /^(?:stop off|line haul|extra stop|driver assist|load #|pu #|del #|po #)$/i;
const MIN_CAPTIONS = 2;
const MAX_VALUE_WORDS = 8;

type Piece = { caption: string; from: number; to: number };

// Printed captions start with a capital: "weight" in running text is no caption.
const capital = (token: string) => /^[A-Z]/.test(token);

/** How many tokens from `i` on make a caption (0 when none). */
function captionAt(tokens: string[], i: number): number {
  const t = tokens[i] ?? '';
  if (!capital(t)) return 0;
  // "Appt # 12345": a number sign after a caption is the caption's.
  const sign = /^(?:#|no\.?)$/i.test(tokens[i + 1] ?? '') ? 1 : 0;
  if (TWO_WORDS.test(`${t} ${tokens[i + 1] ?? ''}`)) return 2;
  return ONE_WORD.test(t) ? 1 + sign : 0;
}

/** The run's pieces, one per caption with its value; null unless it is such a run. */
function pieces(tokens: string[]): Piece[] | null {
  if (captionAt(tokens, 0) === 0) return null;
  const out: Piece[] = [];
  for (let i = 0; i < tokens.length; ) {
    const n = captionAt(tokens, i);
    // A caption straight after a caption belongs to it ("Total Miles"); else a value word.
    if (n && !(out.length && out.at(-1)?.to === i)) {
      out.push({ caption: tokens.slice(i, i + n).join(' '), from: i, to: i + n });
      i += n;
      continue;
    }
    if (!out.length) return null;
    i++;
  }
  const ends = [...out.slice(1).map((p) => p.from), tokens.length];
  const withValues = out.map((p, k) => ({ ...p, end: ends[k] ?? tokens.length }));
  if (withValues.length < MIN_CAPTIONS) return null;
  if (withValues.some((p) => p.end <= p.to || p.end - p.to > MAX_VALUE_WORDS)) return null;
  return withValues.map((p) => ({ caption: p.caption, from: p.from, to: p.end }));
}

/** A segment's words cut at token boundaries; one word per token when the words are the tokens. */
function cut(seg: Segment, tokens: string[], from: number, to: number): Word[] {
  if (seg.words.length === tokens.length) return seg.words.slice(from, to);
  // One run for the whole segment: the piece's place by its share of the characters.
  const chars = tokens.join(' ').length || 1;
  const start = tokens.slice(0, from).join(' ').length + (from ? 1 : 0);
  const end = tokens.slice(0, to).join(' ').length;
  const width = seg.x1 - seg.x0;
  const x0 = seg.x0 + (width * start) / chars;
  const x1 = seg.x0 + (width * end) / chars;
  return [{ text: tokens.slice(from, to).join(' '), x0, x1, top: seg.top, bottom: seg.bottom, page: seg.page }];
}

function split(seg: Segment): Segment[] {
  // Runs that carry their own "Label:" captions are read as they are.
  if (/[A-Za-z#)]:(?:\s|$)/.test(seg.text)) return [seg];
  const tokens = seg.text.split(' ').filter(Boolean);
  const found = pieces(tokens);
  if (!found) return [seg];
  return found.map((p) => {
    const words = cut(seg, tokens, p.from, p.to);
    const value = tokens.slice(p.from + p.caption.split(' ').length, p.to).join(' ');
    return {
      ...seg,
      text: `${p.caption}: ${value}`,
      x0: words[0]?.x0 ?? seg.x0,
      x1: words.at(-1)?.x1 ?? seg.x1,
      words,
    };
  });
}

/** The document with each run of captions and values cut into "Caption: value" segments. */
export function withRunOnPairs(doc: TextDoc): TextDoc {
  let changed = false;
  const lines: Line[] = doc.lines.map((line) => {
    const segments = line.segments.flatMap(split);
    if (segments.length === line.segments.length) return line;
    changed = true;
    return { ...line, segments, text: segments.map((s) => s.text).join('  ') };
  });
  return changed ? { ...doc, lines } : doc;
}
