import {
  AGING_BUCKET_LABELS,
  AGING_BUCKETS,
  type AgingBucket,
  type AgingReport,
  pastDueText,
  toCents,
} from '@tms/domain';
import {
  ACCENT,
  BAND,
  type Column,
  cells,
  drawLetterhead,
  drawTable,
  type LetterheadCompany,
  MARGIN as M,
  MUTED,
  newDocument,
  PAGE,
  RIGHT,
  Sheet,
} from '../../lib/pdf-kit';

/** One open invoice on the statement: amounts exact, two decimals. */
export type StatementInvoice = {
  invoice_number: number;
  load_number: string;
  invoice_date: string;
  due_date: string;
  days_past_due: number;
  original: string;
  paid: string;
  open: string;
};

/** Everything the statement prints; `sums` is the customer's row of the aging on the same day. */
export type CustomerStatementContent = {
  company: LetterheadCompany;
  customer: { name: string; address: string[]; email: string | null };
  asOf: string;
  invoices: StatementInvoice[];
  sums: AgingReport['totals'];
};

const SIZE = 9;
const GAP = 10;
/** A zero reads as a dash, so what is owed stands out down a column. */
const amount = (value: string) => (toCents(value) === 0n ? '—' : cells.money(value));

/** A column as wide as its caption or its widest cell (in the heavier weight), whichever is wider. */
function widthOf(w: Sheet, label: string, values: string[]) {
  const caption = w.f.semibold.width(label.toUpperCase(), 7.5);
  return Math.ceil(GAP + Math.max(caption, ...values.map((v) => w.f.semibold.width(v, SIZE))));
}

/** A column whose cells print what `cell` says, as wide as they need, on one line. */
function sized(
  w: Sheet,
  rows: StatementInvoice[],
  column: Omit<Column<StatementInvoice>, 'width'>,
  extra: string[] = [],
) {
  return { ...column, oneLine: true, width: widthOf(w, column.label, [...rows.map(column.cell), ...extra]) };
}

/** The load number takes what the others leave; every other column is as wide as its widest cell. */
function invoiceColumns(w: Sheet, c: CustomerStatementContent): Column<StatementInvoice>[] {
  const rows = c.invoices;
  const money = (key: 'original' | 'paid' | 'open', label: string) =>
    sized(
      w,
      rows,
      { label, align: 'right', look: key === 'open' ? 'strong' : 'plain', cell: (i) => amount(i[key]) },
      key === 'paid' ? [] : [cells.money(c.sums.total)],
    );
  return [
    sized(w, rows, { label: 'Invoice', look: 'strong', cell: (i) => `#${i.invoice_number}` }),
    { label: 'Load', cell: (i) => i.load_number },
    sized(w, rows, { label: 'Invoice date', cell: (i) => cells.day(i.invoice_date) }),
    sized(w, rows, { label: 'Due date', cell: (i) => cells.day(i.due_date) }),
    sized(w, rows, { label: 'Past due', align: 'right', cell: (i) => pastDueText(i.days_past_due) }),
    money('original', 'Original'),
    money('paid', 'Paid'),
    money('open', 'Open'),
  ];
}

/** Bill-to on the left, remit-to on the right; answers the y below both. */
function parties(w: Sheet, c: CustomerStatementContent, top: number) {
  const f = w.f;
  const col = (PAGE.width - 2 * M) / 2;
  w.label('Statement for', M, top);
  w.label('Remit payment to', M + col + 12, top);
  let bill = w.block(c.customer.name, M, top - 15, col - 20, { font: f.semibold, size: 10.5 });
  for (const line of c.customer.address) bill = w.block(line, M, bill, col - 20, { size: 9.5 });
  if (c.customer.email) bill = w.block(c.customer.email, M, bill, col - 20, { size: 9.5, color: ACCENT });
  let remit = w.block(c.company.name, M + col + 12, top - 15, col - 12, { font: f.semibold, size: 10.5 });
  if (c.company.address) remit = w.block(c.company.address, M + col + 12, remit, col - 12, { size: 9.5 });
  remit = w.block('Please quote the invoice numbers with your payment.', M + col + 12, remit - 2, col - 12, {
    size: 9,
    color: MUTED,
  });
  return Math.min(bill, remit) - 10;
}

/** The aging buckets of the open amount in a band, and the total due beside them. */
function agingBand(w: Sheet, sums: AgingReport['totals']) {
  const f = w.f;
  const band = 46;
  w.room(band + 24);
  w.y -= 6;
  w.page.drawRectangle({ x: M, y: w.y - band, width: RIGHT - M, height: band, color: BAND });
  const totalWidth = 132;
  const step = (RIGHT - M - totalWidth) / AGING_BUCKETS.length;
  AGING_BUCKETS.forEach((b: AgingBucket, i) => {
    const right = M + (i + 1) * step;
    w.label(AGING_BUCKET_LABELS[b], right - 8, w.y - 16, 'right');
    w.right(amount(sums[b]), right - 8, w.y - 33, { font: f.semibold, size: 10 });
  });
  w.label('Total due', RIGHT - 10, w.y - 16, 'right');
  w.right(cells.money(sums.total), RIGHT - 10, w.y - 34, { font: f.bold, size: 13, color: ACCENT });
  w.y -= band + 22;
}

/**
 * A customer's statement of account (Letter, portrait): the company's letterhead, the day, who it
 * is for and where to pay, each open invoice with its days past due and amounts, then the open
 * amount by aging bucket and the total due.
 */
export async function renderCustomerStatementPdf(c: CustomerStatementContent): Promise<Uint8Array> {
  const title = `Statement of account as of ${cells.day(c.asOf)}`;
  const { doc, fonts: f } = await newDocument({
    title: `${title} - ${c.customer.name}`,
    author: c.company.name,
    subject: `Open invoices of ${c.customer.name}`,
    text: JSON.stringify([c, AGING_BUCKET_LABELS, '—']),
  });
  const w = new Sheet(doc, f, (s) => {
    s.text(`${title} (continued)`, M, s.y, { font: f.bold, size: 11 });
    s.right(c.customer.name, RIGHT, s.y, { color: MUTED, size: 9 });
    s.y -= 30;
  });
  w.y = drawLetterhead(w, c.company, 'STATEMENT', `As of ${cells.day(c.asOf)}`);
  w.rule(w.y);
  w.y = parties(w, c, w.y - 20) - 8;

  w.heading('Open invoices');
  drawTable(w, invoiceColumns(w, c), c.invoices, { empty: 'No invoices were open on this day.' });
  w.y -= 14;
  agingBand(w, c.sums);

  w.room(40);
  w.label('Payment', M, w.y);
  const phone = c.company.phone_number ? ` Questions about this statement: ${c.company.phone_number}.` : '';
  w.block(
    `Make payment to ${c.company.name}${c.company.address ? `, ${c.company.address}` : ''}, quoting the invoice numbers.${phone}`,
    M,
    w.y - 13,
    RIGHT - M,
    { size: 9 },
  );
  const [name = '', ...more] = w.lines(c.customer.name, 240, { size: 8.5 });
  w.footers('Thank you for your business.', `Statement for ${name}${more.length ? '…' : ''}`);
  return doc.save();
}
