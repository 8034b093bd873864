import type { Found } from './doc-query';
import { lineHeight, type TextDoc } from './layout';

/**
 * Freight listed as item lines, each with its pieces and weight, closes with a TOTAL row: the
 * load's figures. A figure read under its column heading comes from the first item line; the
 * same column's cell in the TOTAL row that ends the table is taken instead.
 */

const TOTAL_ROW = /^(?:grand\s+)?totals?\b/i;
const MAX_ROWS = 30;
// Rows of one table follow without a wider band than this (in text heights).
const ROW_BAND = 1.5;

export function atTotalRow(doc: TextDoc, f: Found): Found {
  if (f.via !== 'below') return f;
  const h = lineHeight(f.line);
  let last = f.line;
  for (let i = f.line.index + 1; i < doc.lines.length && i <= f.line.index + MAX_ROWS; i++) {
    const line = doc.lines[i];
    if (!line || line.page !== f.line.page || line.top - last.bottom > h * ROW_BAND) break;
    const first = line.segments[0];
    if (first && TOTAL_ROW.test(first.text)) {
      const cell = line.segments.find((s) => s !== first && s.x1 > f.seg.x0 - h && s.x0 < f.seg.x1 + h);
      return cell && /\d/.test(cell.text) ? { ...f, value: cell.text, line, seg: cell } : f;
    }
    last = line;
  }
  return f;
}
