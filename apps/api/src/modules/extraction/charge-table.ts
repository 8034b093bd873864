import type { Line, Segment, TextDoc } from './layout';
import { findMoney } from './values';

/**
 * A charges table in words the reader does not know ("Move Charge", "Payout"): rows of a caption
 * and one amount, one under another. The row whose amount is the sum of the rows above it is the
 * total (the last row of such a table is where sheets print it); the line haul is the largest row
 * above it. A strip of captions over amounts across the page is read as such a table, left to
 * right. A figure that sums nothing (a per-unit rate, a mileage) is never taken for the total.
 */

export type ChargeRow = { caption: string; cents: number; line: Line };
export type ChargeTable = { rows: ChargeRow[]; total: ChargeRow; linehaul: ChargeRow };

// A caption: words of letters (a slash, an ampersand, a hyphen), no figures.
const CAPTION = /^[A-Za-z][A-Za-z &/'().-]{1,40}$/;
// An amount alone in its cell, printed as money: "$1,250.00", "USD 800.00", "1,250.00 USD".
const AMOUNT = /^(?:usd\s?)?\$?\s?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{2})?(?:\s?usd)?$/i;

/** The caption and amount pairs of a line: a caption cell and the amount cell right after it. */
function pairsOf(line: Line): { caption: Segment; cents: number }[] {
  const out: { caption: Segment; cents: number }[] = [];
  line.segments.forEach((seg, k) => {
    const next = line.segments[k + 1];
    const text = seg.text.trim().replace(/:$/, '');
    if (!next || !CAPTION.test(text) || !AMOUNT.test(next.text.trim())) return;
    if (!/[$.]|usd/i.test(next.text)) return;
    const money = findMoney(next.text)[0];
    if (money && money.cents > 0) out.push({ caption: seg, cents: money.cents });
  });
  return out;
}

/** Runs of pairs whose captions start at one edge, a line or two apart: the tables. */
function tables(doc: TextDoc): ChargeRow[][] {
  const runs: { x0: number; rows: ChargeRow[]; last: Line }[] = [];
  const out: ChargeRow[][] = [];
  for (const line of doc.lines) {
    for (const p of pairsOf(line)) {
      const h = Math.max(1, line.bottom - line.top);
      const run = runs.find(
        (r) => Math.abs(r.x0 - p.caption.x0) < h && r.last.page === line.page && line.top - r.last.bottom < h * 3,
      );
      const row = { caption: p.caption.text.trim().replace(/:$/, ''), cents: p.cents, line };
      if (run) {
        run.rows.push(row);
        run.last = line;
      } else runs.push({ x0: p.caption.x0, rows: [row], last: line });
    }
  }
  for (const r of runs) if (r.rows.length >= 2) out.push(r.rows);
  return [...out, ...strips(doc), ...rowsOfPairs(doc)];
}

// A caption and its amount in one cell: "Lumper: 50.00", "Linehaul 5,100.00 USD".
const PAIR_CELL =
  /^([A-Za-z][A-Za-z &/'().-]{1,40}?)\s*:?\s+((?:usd\s?)?\$?\s?(?:\d{1,3}(?:,\d{3})+|\d+)\.\d{2}(?:\s?usd)?)$/i;

/**
 * The charges run along one line, each cell a caption with its amount ("Haulage: 5,300.00 | Lumper:
 * 50.00 | Sum: 5,350.00"), three cells at least; read left to right.
 */
function rowsOfPairs(doc: TextDoc): ChargeRow[][] {
  const out: ChargeRow[][] = [];
  for (const line of doc.lines) {
    const cells = line.segments.filter((s) => !/^[•·|–—;]$/.test(s.text.trim()));
    const rows = cells.map((cell): ChargeRow | null => {
      const m = cell.text.trim().match(PAIR_CELL);
      const money = m?.[2] ? findMoney(m[2])[0] : undefined;
      return m?.[1] && money && money.cents > 0 ? { caption: m[1].trim(), cents: money.cents, line } : null;
    });
    if (rows.length >= 3 && rows.every((r) => r !== null)) out.push(rows as ChargeRow[]);
  }
  return out;
}

/**
 * A strip of cells across the page: a row of captions over a row of amounts, each amount under its
 * caption ("Haulage Fee | Fuel | Total" over "$850.00 | $85.00 | $935.00"); read left to right.
 */
function strips(doc: TextDoc): ChargeRow[][] {
  const out: ChargeRow[][] = [];
  for (const line of doc.lines) {
    const over = doc.lines[line.index - 1];
    const cells = line.segments;
    if (!over || over.page !== line.page || cells.length < 2 || over.segments.length !== cells.length) continue;
    const h = Math.max(1, line.bottom - line.top);
    if (line.top - over.bottom > h * 2) continue;
    const rows = cells.map((cell, k): ChargeRow | null => {
      const caption = over.segments[k] as Segment;
      const text = caption.text.trim().replace(/:$/, '');
      const money = AMOUNT.test(cell.text.trim()) && /[$.]|usd/i.test(cell.text) ? findMoney(cell.text)[0] : undefined;
      const under = Math.abs(caption.x0 - cell.x0) < h * 2;
      return under && CAPTION.test(text) && money && money.cents > 0
        ? { caption: text, cents: money.cents, line }
        : null;
    });
    if (rows.every((r) => r !== null)) out.push(rows as ChargeRow[]);
  }
  return out;
}

/** The first table whose last row sums the rows above it; null when there is none. */
export function chargeTable(doc: TextDoc): ChargeTable | null {
  // Cheap check: two amounts printed as money at least (with cents, or whole dollars after "$").
  let amounts = 0;
  for (const l of doc.lines) amounts += l.text.match(/\d\.\d{2}\b|\$\s?\d/g)?.length ?? 0;
  if (amounts < 2) return null;
  for (const rows of tables(doc)) {
    const total = rows.at(-1) as ChargeRow;
    const above = rows.slice(0, -1);
    const sum = above.reduce((s, r) => s + r.cents, 0);
    if (Math.abs(sum - total.cents) > 1) continue;
    const linehaul = above.reduce((a, b) => (b.cents > a.cents ? b : a));
    return { rows, total, linehaul };
  }
  return null;
}
