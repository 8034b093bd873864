import { formatPayRule, LINE_KIND_LABELS, STATEMENT_STATUS_LABELS, type Statement } from '@tms/domain';
import {
  ACCENT,
  BAND,
  type Column,
  cells,
  drawLetterhead,
  drawTable,
  MARGIN as M,
  MUTED,
  newDocument,
  RIGHT,
  Sheet,
} from '../../lib/pdf-kit';

/** What the statement's letterhead prints of the company. */
export type StatementCompany = {
  name: string;
  address: string | null;
  phone_number: string | null;
  mc_number: string | null;
  dot_number: string | null;
};

type Line = Statement['lines'][number];
const detailsOf = (l: Line) => (l.details ?? {}) as Record<string, string | null | undefined>;

/**
 * The statement as a PDF (Letter, portrait): the company's letterhead, the driver and period, each
 * load with its miles and pay rule, the additions and deductions, recurring balances and escrow,
 * net pay and the year to date.
 */
export async function renderStatementPdf(s: Statement, company: StatementCompany): Promise<Uint8Array> {
  const { doc, fonts: f } = await newDocument({
    title: `Driver statement #${s.id} - ${company.name}`,
    author: company.name,
    subject: `Driver statement #${s.id} for ${s.driver_name}`,
    text: JSON.stringify([s, company]),
  });
  const w = new Sheet(doc, f, (sheet) => {
    sheet.text(`Driver statement #${s.id} (continued)`, M, sheet.y, { font: f.bold, size: 11 });
    sheet.right(s.driver_name, RIGHT, sheet.y, { color: MUTED, size: 9 });
    sheet.y -= 30;
  });
  const period = `${cells.day(s.period_start)} - ${cells.day(s.period_end)}`;

  w.y = drawLetterhead(w, company, 'DRIVER STATEMENT', `Statement #${s.id}`);
  w.rule(w.y);

  // The driver, the period and where the statement stands, in a band.
  const status = `Status: ${STATEMENT_STATUS_LABELS[s.status]}${s.payment_date ? `, paid ${cells.day(s.payment_date)}` : ''}${s.payment_reference ? ` (ref. ${s.payment_reference})` : ''}`;
  const band = 42;
  w.y -= 12;
  w.page.drawRectangle({ x: M, y: w.y - band, width: RIGHT - M, height: band, color: BAND });
  const kind = s.driver_type === 'owner_operator' ? 'Owner operator' : 'Company driver';
  w.line(`Driver: ${s.driver_name} (${kind})`, M + 10, w.y - 16, 300, { font: f.semibold, size: 10.5 });
  w.text(`Pay period: ${period}`, M + 10, w.y - 31, { size: 9.5 });
  w.right(status, RIGHT - 10, w.y - 16, { size: 9.5 });
  w.y -= band + 18;

  w.heading('Loads');
  drawTable(
    w,
    [
      { label: 'Load', width: 68, look: 'strong', cell: (l) => detailsOf(l).load_number ?? '' },
      { label: 'Route', cell: (l) => `${detailsOf(l).origin ?? ''} → ${detailsOf(l).destination ?? ''}` },
      { label: 'Delivered', width: 72, oneLine: true, cell: (l) => cells.day(detailsOf(l).delivery_date) },
      {
        label: 'Miles',
        width: 52,
        align: 'right',
        cell: (l) => cells.miles(detailsOf(l).loaded_miles, detailsOf(l).empty_miles),
      },
      { label: 'Rate', width: 58, align: 'right', cell: (l) => cells.money(detailsOf(l).rate_booked) },
      {
        label: 'Pay rule',
        width: 92,
        look: 'muted',
        cell: (l) => {
          const d = detailsOf(l);
          return d.note ?? formatPayRule(d.pay_type, d.pay_rate, d.team_split, d);
        },
      },
      { label: 'Pay', width: 58, align: 'right', look: 'strong', cell: (l) => cells.money(l.amount) },
    ],
    s.lines.filter((l) => l.kind === 'load_pay'),
    { empty: 'No loads this period' },
  );

  for (const [title, group] of [
    ['Additions', 'addition'],
    ['Deductions', 'deduction'],
  ] as const) {
    const columns: Column<Line>[] = [
      { label: 'Type', width: 110, look: 'strong', cell: (l) => LINE_KIND_LABELS[l.kind] },
      { label: 'Description', cell: (l) => l.description },
      { label: 'Balance after', width: 84, align: 'right', cell: (l) => cells.money(l.balance_after) },
      {
        label: 'Amount',
        width: 84,
        align: 'right',
        cell: (l) => (group === 'deduction' ? cells.deducted(l.amount) : cells.money(l.amount)),
      },
    ];
    w.y -= 14;
    w.heading(title);
    drawTable(
      w,
      columns,
      s.lines.filter((l) => l.group === group),
      { empty: `No ${title.toLowerCase()}` },
    );
  }

  // The totals, then net pay in a band.
  const summary: [string, string][] = [
    ['Earnings', cells.money(s.earnings)],
    ['Additions', cells.money(s.additions)],
    ['Deductions', cells.deducted(s.deductions)],
    ['Net', cells.money(s.net)],
  ];
  if (s.carry_over !== '0.00') summary.push(['Carried to the next statement', cells.money(s.carry_over)]);
  if (s.escrow_balance) summary.push(['Escrow balance', cells.money(s.escrow_balance)]);
  summary.push(['Year-to-date gross', cells.money(s.ytd_gross)], ['Year-to-date net', cells.money(s.ytd_net)]);
  w.y -= 14;
  w.heading('Summary');
  // No captions over the totals: the first row sits where a table's captions would.
  w.y += 10;
  drawTable(
    w,
    [
      { label: '', cell: ([k]) => k },
      { label: '', width: 140, align: 'right', cell: ([, v]) => v },
    ],
    summary,
    { head: false },
  );
  w.room(40);
  w.y -= 8;
  w.page.drawRectangle({ x: M, y: w.y - 26, width: RIGHT - M, height: 26, color: BAND });
  w.text('Net pay', M + 10, w.y - 17, { font: f.bold, size: 12 });
  w.right(cells.money(s.payable), RIGHT - 10, w.y - 17, { font: f.bold, size: 12, color: ACCENT });

  w.footers(`${s.driver_name} · ${period}`, `${company.name} · Statement #${s.id}`);
  return doc.save();
}
