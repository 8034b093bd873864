import {
  AGING_BUCKET_LABELS,
  AGING_BUCKETS,
  type AgingBucket,
  type AgingCustomer,
  type AgingReport,
  toCents,
} from '@tms/domain';
import {
  BAND,
  type Column,
  cells,
  drawLetterhead,
  drawTable,
  FOOTER_TOP,
  INK,
  type LetterheadCompany,
  MARGIN as M,
  MUTED,
  newDocument,
  RIGHT,
  Sheet,
} from '../../lib/pdf-kit';

type Figures = AgingReport['totals'];
type Row = { name: string; figures: Figures };

/** A customer's zero reads as a dash, so the amounts owed stand out down a column. */
const amount = (value: string) => (toCents(value) === 0n ? '—' : cells.money(value));

/** Captions fit ("OVER 90 DAYS") and amounts up to $999,999.99; wider amounts widen their column. */
const MIN_WIDTH = { bucket: 66, total: 78 };
/** The table's space between columns (see drawTable), and the size of its cells. */
const GAP = 10;
const SIZE = 9;

/** Customer, then the five buckets and the total; the totals row prints every amount, zeros too. */
function columnsOf(widths: Record<AgingBucket | 'total', number>, totals: boolean): Column<Row>[] {
  return [
    { label: 'Customer', look: 'strong', cell: (r) => r.name },
    ...AGING_BUCKETS.map(
      (b): Column<Row> => ({
        label: AGING_BUCKET_LABELS[b],
        width: widths[b],
        align: 'right',
        look: totals ? 'strong' : 'plain',
        oneLine: true,
        cell: (r) => (totals ? cells.money(r.figures[b]) : amount(r.figures[b])),
      }),
    ),
    {
      label: 'Total',
      width: widths.total,
      align: 'right',
      look: 'strong',
      oneLine: true,
      cell: (r) => cells.money(r.figures.total),
    },
  ];
}

/** Each amount column as wide as its widest figure (the totals row's, in the heavier weight, mostly). */
function widthsOf(w: Sheet, r: AgingReport) {
  const widest = (key: AgingBucket | 'total', least: number) =>
    Math.ceil(
      Math.max(
        least,
        GAP + w.f.semibold.width(cells.money(r.totals[key]), SIZE),
        ...r.customers.map((c) => GAP + w.f.semibold.width(cells.money(c[key]), SIZE)),
      ),
    );
  return {
    ...(Object.fromEntries(AGING_BUCKETS.map((b) => [b, widest(b, MIN_WIDTH.bucket)])) as Record<AgingBucket, number>),
    total: widest('total', MIN_WIDTH.total),
  };
}

/** The open total, what is past due and the oldest bucket, in a band above the table. */
function summaryBand(w: Sheet, r: AgingReport) {
  const t = r.totals;
  const band = 42;
  w.y -= 12;
  w.page.drawRectangle({ x: M, y: w.y - band, width: RIGHT - M, height: band, color: BAND });
  const facts = [
    ['Open', cells.money(t.total)],
    ['Past due', cells.moneyOfCents(toCents(t.total) - toCents(t.current))],
    ['Over 90 days', cells.money(t.days_over_90)],
    ['Customers', String(r.customers.length)],
  ];
  facts.forEach(([label, value], i) => {
    const x = M + 10 + i * ((RIGHT - M) / 4);
    w.label(label ?? '', x, w.y - 14);
    w.text(value ?? '', x, w.y - 30, { font: w.f.semibold, size: 11 });
  });
  w.y -= band + 18;
}

/**
 * The aging as a PDF (Letter, portrait): the company's letterhead, the day it is as of, the open,
 * past-due and oldest totals, then a row per customer by bucket and the totals row under a rule.
 */
export async function renderAgingPdf(r: AgingReport, company: LetterheadCompany): Promise<Uint8Array> {
  const title = `Receivables aging as of ${cells.day(r.as_of)}`;
  const { doc, fonts: f } = await newDocument({
    title: `${title} - ${company.name}`,
    author: company.name,
    subject: 'Open invoices by customer and days past due',
    text: JSON.stringify([r, company, AGING_BUCKET_LABELS, '—']),
  });
  const w = new Sheet(doc, f, (sheet) => {
    sheet.text(`${title} (continued)`, M, sheet.y, { font: f.bold, size: 11 });
    sheet.right(company.name, RIGHT, sheet.y, { color: MUTED, size: 9 });
    sheet.y -= 30;
  });
  w.y = drawLetterhead(w, company, 'RECEIVABLES AGING', `As of ${cells.day(r.as_of)}`);
  w.rule(w.y);
  summaryBand(w, r);

  w.heading('By customer');
  const rows = r.customers.map((c: AgingCustomer) => ({ name: c.customer_name, figures: c }));
  const widths = widthsOf(w, r);
  drawTable(w, columnsOf(widths, false), rows, { empty: 'No invoices were open on this day.' });
  if (rows.length > 0) {
    // The totals row under a dark rule; one that starts a page has the captions over it instead.
    const alone = w.y - 40 < FOOTER_TOP;
    w.room(40);
    if (!alone) w.rule(w.y, M, RIGHT, INK, 1);
    drawTable(w, columnsOf(widths, true), [{ name: 'Total', figures: r.totals }], { head: alone });
  }
  w.footers(company.name, title);
  return doc.save();
}
