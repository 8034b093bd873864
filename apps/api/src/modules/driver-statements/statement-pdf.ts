import { formatDate, formatUsd, LINE_KIND_LABELS, STATEMENT_STATUS_LABELS, type Statement } from '@tms/domain';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/** The standard PDF fonts draw WinAnsi only: arrows and other characters become plain text. */
function printable(text: string): string {
  return text
    .replaceAll('→', '->')
    .replaceAll('—', '-')
    .replaceAll('’', "'")
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');
}

/** Money as "$1,234.50"; a deduction as it reduces pay, "-$12.50" (and "$0.00", never "-$0.00"). */
const usd = (amount: string) => formatUsd(amount);
const deducted = (amount: string) => formatUsd(`-${amount}`);

type Column = { label: string; width: number; align?: 'right' };

/**
 * The statement as a PDF (Letter, portrait): company header, driver and period, each load, the
 * additions and deductions, recurring balances and escrow, net pay and the year to date.
 */
export async function renderStatementPdf(s: Statement, company: { name: string }): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Driver statement #${s.id}`);
  doc.setAuthor(printable(company.name));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const margin = 40;
  const width = 612 - margin * 2;
  let page: PDFPage = doc.addPage([612, 792]);
  let y = 792 - margin;
  const ink = rgb(0.12, 0.16, 0.2);
  const muted = rgb(0.42, 0.45, 0.5);
  const accent = rgb(0.04, 0.55, 0.5);

  const ensure = (space: number) => {
    if (y - space < margin) {
      page = doc.addPage([612, 792]);
      y = 792 - margin;
    }
  };
  const text = (t: string, x: number, at: number, o: { size?: number; f?: PDFFont; color?: typeof ink } = {}) =>
    page.drawText(printable(t), { x, y: at, size: o.size ?? 9, font: o.f ?? font, color: o.color ?? ink });
  const fit = (t: string, max: number, f: PDFFont, size: number) => {
    let v = printable(t);
    while (v.length > 1 && f.widthOfTextAtSize(v, size) > max) v = v.slice(0, -1);
    return v === printable(t) ? v : `${v.slice(0, -1)}...`;
  };
  const row = (cells: string[], cols: Column[], o: { f?: PDFFont; color?: typeof ink } = {}) => {
    ensure(14);
    let x = margin;
    cells.forEach((c, i) => {
      const col = cols[i] as Column;
      const v = fit(c, col.width - 6, o.f ?? font, 9);
      const w = (o.f ?? font).widthOfTextAtSize(v, 9);
      text(v, col.align === 'right' ? x + col.width - w - 4 : x, y, o);
      x += col.width;
    });
    y -= 14;
  };
  /** A table's empty state, one sentence across the table's whole width rather than its first column. */
  const note = (t: string) => {
    ensure(14);
    text(fit(t, width - 4, font, 9), margin, y, { color: muted });
    y -= 14;
  };
  const heading = (t: string) => {
    ensure(34);
    y -= 8;
    text(t, margin, y, { f: bold, size: 11, color: accent });
    y -= 6;
    page.drawLine({ start: { x: margin, y }, end: { x: margin + width, y }, thickness: 0.5, color: muted });
    y -= 14;
  };

  // Header: the company, the statement and the driver.
  text(company.name, margin, y, { f: bold, size: 16 });
  const title = `Driver statement #${s.id}`;
  text(title, margin + width - bold.widthOfTextAtSize(title, 12), y, { f: bold, size: 12 });
  y -= 20;
  text(
    `Driver: ${s.driver_name} (${s.driver_type === 'owner_operator' ? 'Owner operator' : 'Company driver'})`,
    margin,
    y,
    {
      size: 10,
    },
  );
  const status = `Status: ${STATEMENT_STATUS_LABELS[s.status]}${s.payment_date ? `, paid ${formatDate(s.payment_date)}` : ''}${s.payment_reference ? ` (ref. ${s.payment_reference})` : ''}`;
  text(status, margin + width - font.widthOfTextAtSize(printable(status), 10), y, { size: 10 });
  y -= 14;
  text(`Pay period: ${formatDate(s.period_start)} - ${formatDate(s.period_end)}`, margin, y, { size: 10 });
  y -= 10;

  const loads = s.lines.filter((l) => l.kind === 'load_pay');
  heading('Loads');
  const loadCols: Column[] = [
    { label: 'Load', width: 70 },
    { label: 'Route', width: 180 },
    { label: 'Delivered', width: 70 },
    { label: 'Miles', width: 60, align: 'right' },
    { label: 'Rate', width: 70, align: 'right' },
    { label: 'Pay', width: width - 450, align: 'right' },
  ];
  row(
    loadCols.map((c) => c.label),
    loadCols,
    { f: bold, color: muted },
  );
  if (loads.length === 0) note('No loads this period');
  for (const l of loads) {
    const d = (l.details ?? {}) as Record<string, string | null>;
    const miles = Number(d.loaded_miles ?? 0) + Number(d.empty_miles ?? 0);
    row(
      [
        d.load_number ?? '',
        `${d.origin ?? ''} -> ${d.destination ?? ''}`,
        d.delivery_date ? formatDate(d.delivery_date) : '',
        miles ? miles.toFixed(2) : '',
        d.rate_booked ? usd(d.rate_booked) : '',
        usd(l.amount),
      ],
      loadCols,
    );
  }

  const lineCols: Column[] = [
    { label: 'Type', width: 110 },
    { label: 'Description', width: 250 },
    { label: 'Balance after', width: 80, align: 'right' },
    { label: 'Amount', width: width - 440, align: 'right' },
  ];
  for (const [title, group] of [
    ['Additions', 'addition'],
    ['Deductions', 'deduction'],
  ] as const) {
    const lines = s.lines.filter((l) => l.group === group);
    heading(title);
    if (lines.length)
      row(
        lineCols.map((c) => c.label),
        lineCols,
        { f: bold, color: muted },
      );
    if (lines.length === 0) {
      note(`No ${title.toLowerCase()}`);
      continue;
    }
    for (const l of lines)
      row(
        [
          LINE_KIND_LABELS[l.kind],
          l.description,
          l.balance_after ? usd(l.balance_after) : '',
          group === 'deduction' ? deducted(l.amount) : usd(l.amount),
        ],
        lineCols,
      );
  }

  heading('Summary');
  const sumCols: Column[] = [
    { label: '', width: width - 120 },
    { label: '', width: 120, align: 'right' },
  ];
  const summary: [string, string][] = [
    ['Earnings', usd(s.earnings)],
    ['Additions', usd(s.additions)],
    ['Deductions', deducted(s.deductions)],
    ['Net', usd(s.net)],
  ];
  if (s.carry_over !== '0.00') summary.push(['Carried to the next statement', usd(s.carry_over)]);
  if (s.escrow_balance) summary.push(['Escrow balance', usd(s.escrow_balance)]);
  summary.push(['Year-to-date gross', usd(s.ytd_gross)], ['Year-to-date net', usd(s.ytd_net)]);
  for (const [k, v] of summary) row([k, v], sumCols);
  ensure(24);
  y -= 4;
  page.drawRectangle({ x: margin, y: y - 6, width, height: 22, color: rgb(0.9, 0.96, 0.95) });
  text('Net pay', margin + 6, y, { f: bold, size: 12 });
  const pay = usd(s.payable);
  text(pay, margin + width - bold.widthOfTextAtSize(pay, 12) - 6, y, { f: bold, size: 12 });

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    p.drawText(`Page ${i + 1} of ${pages.length}`, { x: margin, y: 20, size: 8, font, color: muted });
  });
  return doc.save();
}
