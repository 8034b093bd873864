import { buildTextDoc, type Line, lineHeight, type Segment, type TextDoc, type Word } from './layout';

/**
 * Loads sent as phone screenshots set side by side on a page: narrow panels, each under its phone's
 * status bar (clock, signal, battery) and the app's bar, the load scrolling on from one panel to the
 * next. Read line by line across the page, the panels' lines interleave. The panels are read one
 * after the other instead, as one column, without their status and app bars.
 */

// A status bar's clock ("9:41", "10:02 AM") and its battery or signal ("87%", "LTE", "5G", "Wi-Fi").
const CLOCK = /^\d{1,2}:\d{2}(?:\s*[AP]M)?$/i;
const SIGNAL = /\b(?:\d{1,3}\s*%|LTE|[345]G|wi-?fi)\b/i;
// Panels side by side: each under this share of the width they cover together.
const NARROW = 0.6;
const MIN_PANEL_LINES = 6;

type Panel = { x0: number; x1: number };

/** The spans of x that segments cover, split where no segment crosses a gap of `gap` or more. */
function spans(segments: Segment[], gap: number): Panel[] {
  const out: Panel[] = [];
  for (const s of [...segments].sort((a, b) => a.x0 - b.x0)) {
    const last = out.at(-1);
    if (last && s.x0 - last.x1 < gap) last.x1 = Math.max(last.x1, s.x1);
    else out.push({ x0: s.x0, x1: s.x1 });
  }
  return out;
}

const inPanel = (s: Segment, p: Panel) => s.x0 >= p.x0 - 0.5 && s.x1 <= p.x1 + 0.5;

/** A status bar: a clock alone in its segment, with a battery or a signal on the same line of the panel. */
function isStatusBar(segments: Segment[]): boolean {
  return segments.some((s) => CLOCK.test(s.text)) && segments.some((s) => SIGNAL.test(s.text));
}

/** The panels of a page's lines below `from`, or null when the page is not screens side by side. */
function panelsOf(lines: Line[]): { panels: Panel[]; top: number } | null {
  const bars = lines.filter((l) => isStatusBar(l.segments));
  const first = bars[0];
  if (!first) return null;
  const body = lines.filter((l) => l.top >= first.top);
  const h = Math.min(...body.map(lineHeight));
  const panels = spans(
    body.flatMap((l) => l.segments),
    h * 2,
  );
  const width = Math.max(...panels.map((p) => p.x1)) - Math.min(...panels.map((p) => p.x0));
  if (panels.length < 2 || panels.some((p) => p.x1 - p.x0 > width * NARROW)) return null;
  // Each panel opens with its own status bar and holds a column of lines.
  for (const p of panels) {
    const own = body.filter((l) => l.segments.some((s) => inPanel(s, p)));
    const bar = own[0]?.segments.filter((s) => inPanel(s, p)) ?? [];
    if (own.length < MIN_PANEL_LINES || !isStatusBar(bar)) return null;
  }
  return { panels, top: first.top };
}

/** A panel's bars: its status bar and the app's bar under it when every panel prints the same one. */
function barTexts(lines: Line[], panels: Panel[]): Set<string> {
  const firstTwo = panels.map((p) =>
    lines
      .map((l) => l.segments.filter((s) => inPanel(s, p)))
      .filter((segs) => segs.length)
      .slice(0, 2),
  );
  const appBars = firstTwo.map((rows) => rows[1]?.[0]?.text ?? '');
  const shared = appBars.every((t) => t && t === appBars[0]) ? [appBars[0] as string] : [];
  return new Set(shared);
}

/** The document with screenshots side by side read one panel after the other. */
export function withScreenPanels(doc: TextDoc): TextDoc {
  const pages: Word[][] = Array.from({ length: doc.pageCount }, () => []);
  let changed = false;
  for (let page = 0; page < doc.pageCount; page++) {
    const lines = doc.lines.filter((l) => l.page === page);
    const found = panelsOf(lines);
    if (!found) {
      pages[page]?.push(...lines.flatMap((l) => l.segments.flatMap((s) => s.words)));
      continue;
    }
    changed = true;
    const { panels, top } = found;
    const appBar = barTexts(lines, panels);
    pages[page]?.push(...lines.filter((l) => l.top < top).flatMap((l) => l.segments.flatMap((s) => s.words)));
    let y = top;
    for (const p of panels) {
      const rows = lines
        .map((l) => l.segments.filter((s) => inPanel(s, p)))
        .filter((segs) => segs.length && !isStatusBar(segs) && !appBar.has(segs[0]?.text ?? ''));
      const first = rows[0]?.[0];
      if (!first) continue;
      // The panel is moved under the one before it and to the first panel's left edge.
      const [dx, dy] = [(panels[0]?.x0 ?? p.x0) - p.x0, y - first.top];
      for (const segs of rows)
        for (const w of segs.flatMap((s) => s.words))
          pages[page]?.push({ ...w, x0: w.x0 + dx, x1: w.x1 + dx, top: w.top + dy, bottom: w.bottom + dy });
      const last = rows.at(-1)?.[0];
      y = (last?.bottom ?? y) + dy + (last ? (last.bottom - last.top) * 1.5 : 0);
    }
  }
  return changed ? buildTextDoc(pages) : doc;
}
