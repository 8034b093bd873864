import {
  brokerLines,
  cargoRows,
  carrierText,
  headerRows,
  kvColumn,
  type Row,
  rateRows,
  referenceRows,
  stopText,
  stopWord,
  terms,
} from './blocks';
import { brokerBlock, carrierLine, type DrawArgs, type Layout, nth, sideBySide, title } from './layout-kit';
import type { CaseStop } from './ratecon-case';

/** Layouts that place the parties differently: broker at the side or the foot, two page columns, pages. */

function stopRows(s: CaseStop, args: DrawArgs): Row[] {
  const t = stopText(s, args.style);
  const rows: Row[] = [
    ['Name', t.name],
    ['Address', t.street],
    ['', t.place],
    ['Date', t.date],
    [args.style.words.time, t.window],
  ];
  if (t.ref) rows.push([t.refLabel, t.ref]);
  if (t.phone) rows.push(['Phone', t.phone]);
  return rows;
}

function brokerSidePanel(args: DrawArgs) {
  const { sheet, c, style, rng } = args;
  const top = sheet.y;
  sheet.box(36, top - sheet.lead, 140, 700, true);
  let y = top + brokerBlock(sheet, c, style, 42, top, 128) + sheet.lead;
  y += sheet.cell(
    42,
    y,
    128,
    headerRows(c, style).flatMap(([l, v]) => [`${l}:`, v]),
  );
  sheet.text(190, sheet.y, style.words.title, { bold: true, size: sheet.size * 1.5 });
  sheet.y += sheet.lead * 2;
  sheet.y +=
    kvColumn(sheet, 190, sheet.y, [[style.words.carrier, carrierText(c)], ...referenceRows(c, style)]) + sheet.lead;
  for (const s of c.stops) {
    sheet.need(sheet.lead * 8);
    sheet.text(190, sheet.y, `${s.type === 'pickup' ? 'SHIPPER' : 'RECEIVER'} ${nth(c, s)}`, { bold: true });
    sheet.y += sheet.lead * 1.2;
    sheet.y += kvColumn(sheet, 200, sheet.y, stopRows(s, args), 70) + sheet.lead * 0.5;
  }
  sheet.y = Math.max(sheet.y, y);
  sideBySide(sheet, [
    [190, cargoRows(c, style, rng)],
    [400, rateRows(c, style)],
  ]);
  terms(sheet, 190, 380);
}

function brokerFooter(args: DrawArgs) {
  const { sheet, c, style, rng } = args;
  title(sheet, style);
  sheet.y += kvColumn(sheet, 40, sheet.y, [
    [style.words.carrier, carrierText(c)],
    ...headerRows(c, style),
    ...referenceRows(c, style),
  ]);
  sheet.y += sheet.lead;
  for (const s of c.stops) {
    sheet.need(sheet.lead * 8);
    sheet.text(40, sheet.y, `${stopWord(s, style)} ${nth(c, s)}`.toUpperCase(), { bold: true });
    sheet.y += sheet.lead * 1.2;
    sheet.y += kvColumn(sheet, 50, sheet.y, stopRows(s, args), 80) + sheet.lead * 0.5;
  }
  sideBySide(sheet, [
    [40, cargoRows(c, style, rng)],
    [340, rateRows(c, style)],
  ]);
  terms(sheet);
  sheet.need(sheet.lead * 8);
  sheet.y += sheet.lead;
  sheet.rule(40, sheet.y, 572);
  sheet.y += sheet.lead;
  sheet.text(40, sheet.y, 'Issued by:', { bold: true });
  sheet.y += sheet.lead;
  sheet.y += brokerBlock(sheet, c, style, 40, sheet.y, 400);
}

function billToRemit(args: DrawArgs) {
  const { sheet, c, style, rng } = args;
  title(sheet, style);
  const b = c.broker;
  sideBySide(sheet, [
    [40, headerRows(c, style)],
    [340, referenceRows(c, style)],
  ]);
  const top = sheet.y;
  sheet.text(40, top, 'BILL TO', { bold: true });
  sheet.cell(40, top + sheet.lead, 240, [b.name, ...brokerLines(c, style)]);
  sheet.text(340, top, 'REMIT PAYMENT TO', { bold: true });
  sheet.cell(340, top + sheet.lead, 230, [c.carrier.factoring ?? c.carrier.name, 'PO Box 4410']);
  sheet.y = top + sheet.lead * 7.5;
  carrierLine(sheet, c, style);
  for (const s of c.stops) {
    sheet.need(sheet.lead * 8);
    sheet.text(40, sheet.y, `${s.type === 'pickup' ? 'Pickup' : 'Delivery'} ${nth(c, s)}`, { bold: true });
    sheet.y += sheet.lead * 1.2;
    sheet.y += kvColumn(sheet, 50, sheet.y, stopRows(s, args)) + sheet.lead * 0.5;
  }
  sideBySide(sheet, [
    [40, cargoRows(c, style, rng)],
    [340, rateRows(c, style)],
  ]);
  terms(sheet);
}

function twoColumnPage(args: DrawArgs) {
  const { sheet, c, style, rng } = args;
  title(sheet, style);
  const top = sheet.y;
  let right = top + brokerBlock(sheet, c, style, 330, top, 240) + sheet.lead;
  right +=
    kvColumn(sheet, 330, right, [
      ...headerRows(c, style),
      ...referenceRows(c, style),
      [style.words.carrier, carrierText(c)],
    ]) + sheet.lead;
  right += kvColumn(sheet, 330, right, cargoRows(c, style, rng)) + sheet.lead;
  right += kvColumn(sheet, 330, right, rateRows(c, style));
  for (const s of c.stops) {
    const t = stopText(s, style);
    sheet.text(40, sheet.y, `${stopWord(s, style)} ${nth(c, s)}`, { bold: true });
    sheet.y += sheet.lead;
    const lines = [t.name, t.street, t.place, `${t.date}  ${t.window}`];
    if (t.ref) lines.push(`${t.refLabel} ${t.ref}`);
    if (t.phone) lines.push(`Phone ${t.phone}`);
    sheet.y += sheet.cell(50, sheet.y, 260, lines) + sheet.lead * 0.7;
  }
  sheet.y = Math.max(sheet.y, right) + sheet.lead;
  terms(sheet);
}

function multiPage(args: DrawArgs) {
  const { sheet, c, style, rng } = args;
  title(sheet, style);
  sheet.y += brokerBlock(sheet, c, style, 40, sheet.y) + sheet.lead;
  sideBySide(sheet, [
    [40, [...headerRows(c, style), ...referenceRows(c, style)]],
    [340, rateRows(c, style)],
  ]);
  carrierLine(sheet, c, style);
  sheet.y += kvColumn(sheet, 40, sheet.y, cargoRows(c, style, rng));
  terms(sheet);
  terms(sheet);
  sheet.newPage();
  sheet.text(40, sheet.y, `${style.words.load} ${c.loadNumber} - Stop Details`, { bold: true, size: sheet.size * 1.2 });
  sheet.y += sheet.lead * 2;
  for (const [i, s] of c.stops.entries()) {
    sheet.need(sheet.lead * 8);
    sheet.text(40, sheet.y, `Stop ${i + 1} - ${s.type === 'pickup' ? 'Pick' : 'Drop'}`, { bold: true });
    sheet.y += sheet.lead * 1.2;
    sheet.y += kvColumn(sheet, 50, sheet.y, stopRows(s, args), 80) + sheet.lead * 0.5;
  }
}

function boxedSections(args: DrawArgs) {
  const { sheet, c, style, rng } = args;
  title(sheet, style);
  const top = sheet.y;
  brokerBlock(sheet, c, style, 40, top);
  kvColumn(sheet, 340, top, [...headerRows(c, style), [style.words.carrier, carrierText(c)]]);
  sheet.y = top + sheet.lead * 8;
  const section = (name: string, rows: [Row[], Row[]]) => {
    const height = Math.max(rows[0].length, rows[1].length) * sheet.lead + sheet.lead * 2;
    sheet.need(height + sheet.lead);
    sheet.box(40, sheet.y - sheet.lead, 532, sheet.lead * 1.3, true);
    sheet.text(44, sheet.y - 1, name, { bold: true });
    sheet.box(40, sheet.y - sheet.lead, 532, height);
    sheet.y += sheet.lead * 1.3;
    sideBySide(sheet, [
      [46, rows[0]],
      [320, rows[1]],
    ]);
    sheet.y += sheet.lead * 0.7;
  };
  for (const s of c.stops) {
    const rows = stopRows(s, args);
    section(`${s.type === 'pickup' ? 'PICKUP' : 'DELIVERY'} INFORMATION - ${nth(c, s)}`, [
      rows.slice(0, 3),
      rows.slice(3),
    ]);
  }
  section('LOAD DETAILS', [cargoRows(c, style, rng), [...rateRows(c, style), ...referenceRows(c, style)]]);
  terms(sheet);
}

export const PANEL_LAYOUTS: Layout[] = [
  { name: 'broker-side-panel', draw: brokerSidePanel },
  { name: 'broker-footer', draw: brokerFooter },
  { name: 'bill-to-remit', draw: billToRemit },
  { name: 'two-column-page', draw: twoColumnPage },
  { name: 'multi-page', draw: multiPage },
  { name: 'boxed-sections', draw: boxedSections },
];
