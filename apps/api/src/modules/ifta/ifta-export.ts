import { csvRow, formatUsd, type IftaJurisdictionLine, type IftaReport } from '@tms/domain';
import {
  ACCENT,
  BAND,
  type Column,
  cells,
  drawTable,
  MARGIN as M,
  MUTED,
  newDocument,
  RIGHT,
  Sheet,
} from '../../lib/pdf-kit';

const SOURCE_LABELS = { positions: 'Positions', estimated: 'Estimated', mixed: 'Positions and estimate' } as const;

const CSV_HEADER = [
  'Jurisdiction',
  'Name',
  'IFTA member',
  'Total miles',
  'Taxable miles',
  'Tax-paid gallons',
  'Taxable gallons',
  'Net taxable gallons',
  'Tax rate',
  'Tax due',
  'Surcharge rate',
  'Surcharge due',
  'Total due',
  'Miles from',
  'Estimated miles',
];

/** The return as CSV: one row per jurisdiction, a totals row, then the fleet's MPG. */
export function iftaCsv(r: IftaReport): string {
  const t = r.totals;
  const rows = [
    csvRow(CSV_HEADER),
    ...r.jurisdictions.map((l) =>
      csvRow([
        l.jurisdiction,
        l.name,
        l.member ? 'yes' : 'no',
        l.total_miles,
        l.taxable_miles,
        l.tax_paid_gallons,
        l.taxable_gallons,
        l.net_taxable_gallons,
        l.tax_rate,
        l.tax_due,
        l.surcharge_rate,
        l.surcharge_due,
        l.total_due,
        SOURCE_LABELS[l.miles_source],
        l.estimated_miles,
      ]),
    ),
    csvRow([
      'Total',
      '',
      '',
      t.total_miles,
      t.taxable_miles,
      t.tax_paid_gallons,
      t.taxable_gallons,
      t.net_taxable_gallons,
      '',
      t.tax_due,
      '',
      t.surcharge_due,
      t.total_due,
      '',
      '',
    ]),
    '',
    csvRow(['Fleet MPG', r.fleet_mpg ?? '']),
    csvRow(['Total gallons', r.total_gallons]),
  ];
  return `${rows.join('\r\n')}\r\n`;
}

const grouped = cells.grouped;
const rate = (l: IftaJurisdictionLine) =>
  l.surcharge_rate === '0.0000' ? l.tax_rate : `${l.tax_rate} + ${l.surcharge_rate}`;

/** The return as a PDF laid out like the return's schedule: one line per jurisdiction, then totals. */
export async function iftaPdf(r: IftaReport, company: { name: string; unit?: string | null }): Promise<Uint8Array> {
  const period = `${r.year} Q${r.quarter}`;
  const title = `IFTA return ${period}`;
  const { doc, fonts: f } = await newDocument({
    title: `${title} - ${company.name}`,
    author: company.name,
    subject: `IFTA quarterly fuel tax schedule, ${period}`,
    text: JSON.stringify([r, company]),
  });
  const w = new Sheet(doc, f, (sheet) => {
    sheet.text(`${title} (continued)`, M, sheet.y, { font: f.bold, size: 11 });
    sheet.right(company.name, RIGHT, sheet.y, { color: MUTED, size: 9 });
    sheet.y -= 30;
  });
  const top = w.y;
  w.block(company.name, M, top - 6, 300, { font: f.bold, size: 13, leading: 16 });
  w.right('IFTA QUARTERLY SCHEDULE', RIGHT, top - 12, { font: f.bold, size: 16, color: ACCENT });
  w.right(`${period} · ${company.unit ? `Truck ${company.unit}` : 'Whole fleet'}`, RIGHT, top - 30, {
    font: f.semibold,
    size: 9.5,
  });
  w.y = top - 44;
  w.rule(w.y);

  const band = 42;
  w.y -= 12;
  w.page.drawRectangle({ x: M, y: w.y - band, width: RIGHT - M, height: band, color: BAND });
  const facts = [
    ['Total miles', grouped(r.totals.total_miles)],
    ['Total gallons', grouped(r.total_gallons)],
    ['Fleet MPG', r.fleet_mpg ?? '—'],
    ['Net due', formatUsd(r.totals.total_due)],
  ];
  facts.forEach(([label, value], i) => {
    const x = M + 10 + i * ((RIGHT - M) / 4);
    w.label(label!, x, w.y - 14);
    w.text(value!, x, w.y - 30, { font: f.semibold, size: 11 });
  });
  w.y -= band + 18;

  w.heading('Schedule by jurisdiction');
  type Figure = 'total_miles' | 'taxable_miles' | 'taxable_gallons' | 'tax_paid_gallons' | 'net_taxable_gallons';
  /** A whole-number column; the totals row (null) reads the return's totals. */
  const figure = (label: string, width: number, key: Figure): Column<IftaJurisdictionLine | null> => ({
    label,
    width,
    align: 'right',
    oneLine: true,
    cell: (l) => grouped((l ?? r.totals)[key]),
  });
  const columns: Column<IftaJurisdictionLine | null>[] = [
    { label: 'Juris.', width: 40, look: 'strong', cell: (l) => l?.jurisdiction ?? 'Total' },
    figure('Total miles', 60, 'total_miles'),
    figure('Taxable mi', 60, 'taxable_miles'),
    figure('Taxable gal', 58, 'taxable_gallons'),
    figure('Tax-paid gal', 60, 'tax_paid_gallons'),
    figure('Net gal', 52, 'net_taxable_gallons'),
    { label: 'Rate', align: 'right', oneLine: true, cell: (l) => (l ? (l.member ? rate(l) : 'non-IFTA') : '') },
    {
      label: 'Tax due',
      width: 74,
      align: 'right',
      look: 'strong',
      oneLine: true,
      cell: (l) => formatUsd(l ? l.total_due : r.totals.total_due),
    },
  ];
  drawTable(w, columns, [...r.jurisdictions, null], { empty: 'No miles and no fuel in this quarter.' });

  const estimated = r.jurisdictions.filter((l) => l.miles_source !== 'positions');
  if (r.estimates.length || estimated.length) {
    w.heading('Estimated miles');
    w.y = w.block(
      `${r.estimates.length} stretch${r.estimates.length === 1 ? '' : 'es'} had no position to measure: their miles come from the mileage estimate along the loads' stops (great-circle legs times the road factor).`,
      M,
      w.y,
      RIGHT - M,
      { size: 9, color: MUTED },
    );
    w.y -= 4;
    drawTable(
      w,
      [
        { label: 'Truck', width: 50, look: 'strong', cell: (e) => e.unit_number },
        { label: 'Why', width: 90, cell: (e) => (e.reason === 'signal_gap' ? 'No signal' : 'No positions') },
        { label: 'From', width: 90, oneLine: true, cell: (e) => cells.day(e.from.slice(0, 10)) },
        { label: 'To', width: 90, oneLine: true, cell: (e) => cells.day(e.to.slice(0, 10)) },
        { label: 'Load', width: 70, cell: (e) => e.load_number ?? '' },
        { label: 'Miles', align: 'right', oneLine: true, cell: (e) => grouped(e.miles) },
      ],
      r.estimates,
    );
  }
  const rates =
    r.rates.origin === 'company'
      ? "Tax rates: the company's own for the quarter."
      : r.rates.origin === 'shipped'
        ? `Tax rates: ${r.rates.source}, as of ${cells.day(r.rates.as_of)}.`
        : 'Tax rates: none entered for the quarter; tax due is not computed.';
  w.room(30);
  w.y -= 10;
  w.y = w.block(rates, M, w.y, RIGHT - M, { size: 8.5, color: MUTED });
  w.footers(company.name, title);
  return doc.save();
}
