import {
  ACCENT,
  BAND,
  type Column,
  cells,
  drawTable,
  FOOTER_TOP,
  INK,
  MARGIN as M,
  MUTED,
  newDocument,
  PAGE,
  RIGHT,
  Sheet,
} from '../../lib/pdf-kit';

/** Everything the schedule of accounts prints; amounts are exact decimals, days `yyyy-mm-dd`. */
export type ScheduleContent = {
  number: number;
  submittedOn: string;
  submittedBy: string | null;
  carrier: {
    name: string;
    address: string | null;
    phone_number: string | null;
    mc_number: string | null;
    dot_number: string | null;
  };
  factor: { name: string; remitTo: string };
  invoices: {
    invoice_number: number;
    invoice_date: string;
    load_number: string;
    debtor: string;
    amount: string;
    /** The packet's parts the load had no document for, as labels ("POD"). */
    missing: string[];
  }[];
  total: string;
};

type Row = ScheduleContent['invoices'][number] & { n: number };

function columns(totals: boolean): Column<Row>[] {
  return [
    { label: '#', width: 24, look: 'muted', cell: (r) => (totals ? '' : String(r.n)) },
    {
      label: 'Invoice',
      width: 62,
      look: 'strong',
      oneLine: true,
      cell: (r) => (totals ? 'Total' : String(r.invoice_number)),
    },
    { label: 'Invoice date', width: 82, oneLine: true, cell: (r) => (totals ? '' : cells.day(r.invoice_date)) },
    { label: 'Load', width: 90, cell: (r) => r.load_number },
    { label: 'Debtor', cell: (r) => r.debtor },
    { label: 'Amount', width: 92, align: 'right', look: 'strong', oneLine: true, cell: (r) => cells.money(r.amount) },
  ];
}

/** The carrier on the left; the title, the schedule's number and day on the right. Answers the y below. */
function letterhead(w: Sheet, c: ScheduleContent) {
  const f = w.f;
  const top = w.y;
  let left = w.block(c.carrier.name, M, top - 6, 280, { font: f.bold, size: 13, leading: 16 });
  if (c.carrier.address) left = w.block(c.carrier.address, M, left - 1, 260, { color: MUTED, size: 9 });
  const contact = [
    c.carrier.phone_number && `Phone ${c.carrier.phone_number}`,
    c.carrier.mc_number && `MC ${c.carrier.mc_number}`,
    c.carrier.dot_number && `USDOT ${c.carrier.dot_number}`,
  ]
    .filter(Boolean)
    .join('   ');
  if (contact) left = w.block(contact, M, left, 260, { color: MUTED, size: 9 });
  w.right('SCHEDULE OF ACCOUNTS', RIGHT, top - 12, { font: f.bold, size: 18, color: ACCENT });
  w.right(`Schedule ${c.number}`, RIGHT, top - 32, { font: f.semibold, size: 10 });
  w.right(cells.day(c.submittedOn), RIGHT, top - 46, { size: 9.5, color: MUTED });
  return Math.min(left, top - 54) - 12;
}

/** Whom the schedule goes to, and the count and total of its invoices, in a band. */
function summary(w: Sheet, c: ScheduleContent) {
  const col = (PAGE.width - 2 * M) / 2;
  w.y -= 18;
  w.label('Submitted to', M, w.y);
  w.label('Invoices', M + col + 12, w.y);
  let y = w.block(c.factor.name, M, w.y - 15, col - 20, { font: w.f.semibold, size: 10.5 });
  y = w.block(c.factor.remitTo, M, y, col - 20, { size: 9.5 });
  w.text(`${c.invoices.length} invoice${c.invoices.length === 1 ? '' : 's'}`, M + col + 12, w.y - 15, {
    font: w.f.semibold,
    size: 10.5,
  });
  w.page.drawRectangle({ x: M + col + 4, y: w.y - 52, width: col - 4, height: 26, color: BAND });
  w.text('Total', M + col + 12, w.y - 43, { font: w.f.bold, size: 11.5 });
  w.right(cells.money(c.total), RIGHT - 10, w.y - 43, { font: w.f.bold, size: 11.5, color: ACCENT });
  w.y = Math.min(y, w.y - 52) - 18;
}

/**
 * The schedule of accounts (Letter, portrait): the carrier, the factoring company, a row per
 * invoice (number, day, load, debtor, amount) and the total, then what each packet lacks.
 */
export async function renderScheduleOfAccounts(c: ScheduleContent): Promise<Uint8Array> {
  const title = `Schedule of accounts ${c.number}`;
  const { doc, fonts: f } = await newDocument({
    title: `${title} - ${c.carrier.name}`,
    author: c.carrier.name,
    subject: `Invoices submitted to ${c.factor.name}`,
    text: JSON.stringify([c, 'SCHEDULE OF ACCOUNTS', '#']),
  });
  const w = new Sheet(doc, f, (s) => {
    s.text(`${title} (continued)`, M, s.y, { font: f.bold, size: 11 });
    s.right(c.carrier.name, RIGHT, s.y, { color: MUTED, size: 9 });
    s.y -= 30;
  });
  w.y = letterhead(w, c);
  w.rule(w.y);
  summary(w, c);

  w.heading('Invoices');
  const rows = c.invoices.map((inv, i) => ({ ...inv, n: i + 1 }));
  drawTable(w, columns(false), rows);
  const alone = w.y - 40 < FOOTER_TOP;
  w.room(40);
  if (!alone) w.rule(w.y, M, RIGHT, INK, 1);
  const totalRow = { ...rows[0]!, n: 0, load_number: '', debtor: '', amount: c.total };
  drawTable(w, columns(true), [totalRow], { head: alone });

  const lacking = c.invoices.filter((i) => i.missing.length);
  w.y -= 14;
  w.room(60);
  w.label('Packets', M, w.y);
  const packets = lacking.length
    ? `Each invoice's PDF holds the invoice, rate confirmation, BOL and POD in that order; missing: ${lacking
        .map((i) => `invoice ${i.invoice_number} (${i.missing.join(', ')})`)
        .join('; ')}.`
    : "Each invoice's PDF holds the invoice, rate confirmation, BOL and POD in that order.";
  w.y = w.block(packets, M, w.y - 13, RIGHT - M, { size: 9 }) - 6;
  if (c.submittedBy)
    w.block(`Submitted by ${c.submittedBy} for ${c.carrier.name}.`, M, w.y, RIGHT - M, { size: 9, color: MUTED });

  w.footers(c.carrier.name, title);
  return doc.save();
}
