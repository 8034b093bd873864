import type { Line, Segment } from './layout';

/**
 * Two-column key/value pairs: "Key: value" in one run, "Key:" with the value in the next cell of
 * the line, or a caption from a known vocabulary ("City", "Address") with its value beside it.
 */
export type Pair = { key: string; value: string; line: Line; seg: Segment };

const MAX_KEY = 32;
// Several pairs printed as one run: "City: Salina State: KS Zip: 67401".
const NEXT_KEY = /\s(?=[A-Z][A-Za-z/#.&' ]{0,20}:(?:\s|$))/;

function splitRun(text: string): { key: string; value: string }[] {
  const out: { key: string; value: string }[] = [];
  let rest = text;
  for (let guard = 0; guard < 6 && rest; guard++) {
    const m = rest.match(/^([A-Za-z][A-Za-z0-9 /#.&'()-]*?)\s*:\s*(.*)$/);
    if (!m?.[1] || m[1].length > MAX_KEY) break;
    const after = m[2] ?? '';
    const cut = after.match(NEXT_KEY);
    const value = cut?.index !== undefined ? after.slice(0, cut.index) : after;
    out.push({ key: m[1].trim(), value: value.trim() });
    rest = cut?.index !== undefined ? after.slice(cut.index + 1) : '';
  }
  return out;
}

/** The pairs on the given lines, in reading order; `caption` says which colon-less cells are keys. */
export function keyValuePairs(lines: Line[], caption?: (text: string) => boolean): Pair[] {
  const out: Pair[] = [];
  for (const line of lines) {
    const segs = line.segments;
    for (let i = 0; i < segs.length; i++) {
      const seg = segs[i];
      if (!seg) continue;
      const next = segs[i + 1];
      const parts = splitRun(seg.text);
      const bareCaption = !parts.length && caption?.(seg.text) && seg.text.length <= MAX_KEY;
      if (bareCaption && next && !caption?.(next.text)) {
        out.push({ key: seg.text, value: next.text, line, seg: next });
        i++;
        continue;
      }
      for (const [k, p] of parts.entries()) {
        // The last key of a run may have its value in the next cell.
        if (!p.value && k === parts.length - 1 && next && !splitRun(next.text).length) {
          out.push({ key: p.key, value: next.text, line, seg: next });
          i++;
        } else if (p.value) out.push({ key: p.key, value: p.value, line, seg });
      }
    }
  }
  return out;
}

/** The first pair whose key matches, its value trimmed. */
export function pairValue(pairs: Pair[], key: RegExp): Pair | undefined {
  return pairs.find((p) => key.test(p.key) && p.value.trim() !== '');
}
