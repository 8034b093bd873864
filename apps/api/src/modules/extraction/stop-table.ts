import { isHeadingRow } from './doc-query';
import type { Line, TextDoc } from './layout';
import type { StopBlock } from './stop-blocks';

/** A table's heading row and its columns (each up to the next heading). */
export type TableHead = { line: Line; columns: { text: string; x0: number; x1: number }[] };

/** The heading row of the table a stop sits in: inside its block, or printed once above the first stop. */
export function tableHead(doc: TextDoc, block: StopBlock): { head: TableHead; rows: Line[] } | null {
  const first = block.lines[0];
  if (!first) return null;
  const inside = block.lines.findIndex((l) => isHeadingRow(l));
  let headLine: Line | undefined;
  let rows: Line[];
  if (inside >= 0) {
    headLine = block.lines[inside];
    rows = block.lines.slice(inside + 1);
  } else {
    // The table's heading row is printed once, above its first stop.
    for (let i = first.index - 1; i >= Math.max(0, first.index - 16); i--) {
      const l = doc.lines[i];
      if (!l || l.page !== first.page) break;
      if (isHeadingRow(l)) {
        headLine = l;
        break;
      }
    }
    rows = block.lines;
  }
  if (!headLine) return null;
  const segs = headLine.segments;
  const columns = segs.map((s, i) => ({ text: s.text, x0: s.x0, x1: segs[i + 1]?.x0 ?? Number.POSITIVE_INFINITY }));
  return { head: { line: headLine, columns }, rows };
}
