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
import { formatIssued, formatMoney } from './formats';
import {
  brokerBlock,
  carrierLine,
  type DrawArgs,
  type Layout,
  nth,
  sideBySide,
  standardHeader,
  title,
} from './layout-kit';
import { totalCents } from './ratecon-case';

/** Layouts read as lines of text: bare stop lines, one-line stops, a printout, a letter, a form grid. */

function stopLinesVertical({ sheet, c, style, rng }: DrawArgs) {
  title(sheet, style);
  const top = sheet.y;
  sheet.y += kvColumn(sheet, 40, sheet.y, [...headerRows(c, style), ...referenceRows(c, style)]);
  brokerBlock(sheet, c, style, 360, top, 200);
  sheet.y = Math.max(sheet.y, top + sheet.lead * 7.5) + sheet.lead;
  carrierLine(sheet, c, style);
  for (const s of c.stops) {
    const t = stopText(s, style);
    const lines = [t.date, t.window, t.name, t.street, t.place];
    if (t.ref) lines.push(`${t.refLabel}: ${t.ref}`);
    if (t.phone) lines.push(`Phone: ${t.phone}`);
    sheet.need(sheet.lead * (lines.length + 2));
    sheet.text(40, sheet.y, `${s.type === 'pickup' ? 'PU' : 'DEL'} ${nth(c, s)}`, { bold: true });
    sheet.y += sheet.lead;
    sheet.y += sheet.cell(40, sheet.y, 300, lines) + sheet.lead * 0.6;
  }
  sideBySide(sheet, [
    [40, cargoRows(c, style, rng)],
    [340, rateRows(c, style)],
  ]);
  terms(sheet);
}

function inlineStopLines({ sheet, c, style, rng }: DrawArgs) {
  standardHeader(sheet, c, style, referenceRows(c, style));
  carrierLine(sheet, c, style);
  sheet.text(40, sheet.y, 'STOPS', { bold: true, size: sheet.size * 1.15 });
  sheet.y += sheet.lead * 1.3;
  for (const [i, s] of c.stops.entries()) {
    const t = stopText(s, style);
    const tag = `${s.type === 'pickup' ? 'PU' : 'SO'}${i + 1}`;
    const line = `${tag}  ${t.date}  ${t.window}  ${t.name}, ${t.street}, ${t.place}${t.ref ? `  Ref: ${t.ref}` : ''}`;
    sheet.need(sheet.lead * 3);
    sheet.y += sheet.cell(40, sheet.y, 532, [line]) + sheet.lead * 0.4;
  }
  sheet.y += sheet.lead;
  sideBySide(sheet, [
    [40, cargoRows(c, style, rng)],
    [340, rateRows(c, style)],
  ]);
  terms(sheet);
}

function courierPrintout({ sheet, c, style, rng }: DrawArgs) {
  const dotted = (label: string, value: string) =>
    `${`${label.toUpperCase()} `.padEnd(16, '.')}: ${value.toUpperCase()}`;
  const print = (s: string) => {
    sheet.need(sheet.lead);
    sheet.text(40, sheet.y, s);
    sheet.y += sheet.lead;
  };
  print(`${c.broker.name.toUpperCase()}   ${style.words.title.toUpperCase()}`);
  for (const line of brokerLines(c, style)) print(line.toUpperCase());
  print('='.repeat(70));
  for (const [label, value] of [...headerRows(c, style), ...referenceRows(c, style)]) print(dotted(label, value));
  print(dotted('Carrier', carrierText(c)));
  print('-'.repeat(70));
  for (const [i, s] of c.stops.entries()) {
    const t = stopText(s, style);
    print(`STOP ${String(i + 1).padStart(2, '0')} ${s.type === 'pickup' ? 'PICKUP' : 'DELIVERY'}`);
    print(dotted('Name', t.name));
    print(dotted('Addr', t.street));
    print(dotted('City', t.place));
    print(dotted('Date', t.date));
    print(dotted('Time', t.window));
    if (t.ref) print(dotted('Ref', t.ref));
    if (t.phone) print(dotted('Phone', t.phone));
    print('-'.repeat(70));
  }
  for (const [label, value] of [...cargoRows(c, style, rng), ...rateRows(c, style)]) print(dotted(label, value));
  terms(sheet);
}

function letter({ sheet, c, style, rng }: DrawArgs) {
  sheet.y += brokerBlock(sheet, c, style, 40, sheet.y) + sheet.lead;
  sheet.text(40, sheet.y, formatIssued(c.issued, style.date));
  sheet.y += sheet.lead * 2;
  const money = (cents: number) => formatMoney(cents, style.money);
  const fuel = c.fuelCents ? ` plus a fuel surcharge of ${money(c.fuelCents)}` : '';
  const paragraphs = [
    `To: ${carrierText(c)}`,
    `Re: ${style.words.title}, ${style.words.load} ${c.loadNumber}`,
    `This confirms that your company will haul the load below for a line haul of ${money(c.linehaulCents)}${fuel}, ` +
      `for a total of ${money(totalCents(c))}. Please sign and return this confirmation before dispatch.`,
  ];
  for (const p of paragraphs) sheet.y += sheet.cell(40, sheet.y, 520, [p]) + sheet.lead * 0.5;
  for (const s of c.stops) {
    const t = stopText(s, style);
    sheet.need(sheet.lead * 5);
    sheet.text(40, sheet.y, `${stopWord(s, style)} ${nth(c, s)}`, { bold: true });
    sheet.y += sheet.lead;
    const lines = [t.name, t.street, t.place, `${t.date}, ${t.window}`];
    if (t.ref) lines.push(`${t.refLabel} ${t.ref}`);
    if (t.phone) lines.push(`Tel ${t.phone}`);
    sheet.y += sheet.cell(60, sheet.y, 480, lines) + sheet.lead * 0.5;
  }
  const rows: Row[] = [
    ...referenceRows(c, style),
    ...cargoRows(c, style, rng),
    ...c.accessorials.map((a): Row => [a.description, money(a.cents)]),
  ];
  sheet.y += kvColumn(sheet, 40, sheet.y, rows);
  terms(sheet);
  sheet.y += sheet.lead;
  sheet.text(40, sheet.y, `Sincerely, ${c.broker.name}`);
}

/** A form of boxes: a small label at the top of each box, its value under it. */
function labelAboveGrid({ sheet, c, style, rng }: DrawArgs) {
  title(sheet, style);
  const grid = (cells: Row[], perRow: number) => {
    const width = 532 / perRow;
    for (let i = 0; i < cells.length; i += perRow) {
      const row = cells.slice(i, i + perRow);
      const lines = (v: string) => v.split('\n').reduce((n, part) => n + sheet.wrap(part, width - 8).length, 0);
      const height = Math.max(...row.map(([, v]) => lines(v))) * sheet.lead + sheet.lead + 6;
      sheet.need(height);
      row.forEach(([label, value], j) => {
        const x = 40 + j * width;
        sheet.box(x, sheet.y, width, height);
        sheet.text(x + 3, sheet.y + sheet.lead * 0.7, label.toUpperCase(), { size: sheet.size * 0.7, bold: true });
        sheet.cell(x + 3, sheet.y + sheet.lead * 1.6, width - 8, value.split('\n'));
      });
      sheet.y += height;
    }
    sheet.y += sheet.lead;
  };
  const b = c.broker;
  grid(
    [
      ...headerRows(c, style),
      ['Broker', b.name],
      ['Broker MC', b.mc ?? '-'],
      ['Contact Phone', b.phone],
      ['Contact Email', b.email],
    ],
    3,
  );
  grid([[style.words.carrier, carrierText(c)], ...referenceRows(c, style)], 2);
  for (const s of c.stops) {
    const t = stopText(s, style);
    const party = s.type === 'pickup' ? 'Shipper' : 'Consignee';
    grid(
      [
        [`${party} ${nth(c, s)}`, `${t.name}\n${t.street}`],
        ['City/State/Zip', t.place],
        [`${stopWord(s, style)} Date`, t.date],
        [style.words.time, t.window],
        [t.refLabel, t.ref ?? ''],
      ],
      5,
    );
  }
  grid([...cargoRows(c, style, rng), ...rateRows(c, style)], 4);
  terms(sheet);
}

function referenceList({ sheet, c, style, rng }: DrawArgs) {
  standardHeader(sheet, c, style);
  carrierLine(sheet, c, style);
  sheet.text(40, sheet.y, 'REFERENCE NUMBERS', { bold: true, size: sheet.size * 1.15 });
  sheet.y += sheet.lead * 1.3;
  const refs = c.references.map(
    (r): Row => [r.kind === 'po' ? style.words.po : r.kind === 'bol' ? style.words.bol : style.words.order, r.value],
  );
  sheet.y += kvColumn(sheet, 50, sheet.y, refs.length ? refs : [['None', '-']], 110) + sheet.lead;
  for (const s of c.stops) {
    const t = stopText(s, style);
    sheet.need(sheet.lead * 6);
    sheet.text(40, sheet.y, `${s.type === 'pickup' ? 'PICKUP' : 'DELIVERY'} INFORMATION`, { bold: true });
    sheet.y += sheet.lead * 1.2;
    const rows: Row[] = [
      [stopWord(s, style), t.name],
      ['Address', `${t.street}, ${t.place}`],
      ['Date', t.date],
      ['Time', t.window],
    ];
    if (t.ref) rows.push([t.refLabel, t.ref]);
    if (t.phone) rows.push(['Phone', t.phone]);
    sheet.y += kvColumn(sheet, 50, sheet.y, rows, 110) + sheet.lead * 0.5;
  }
  sideBySide(sheet, [
    [40, cargoRows(c, style, rng)],
    [340, rateRows(c, style)],
  ]);
  terms(sheet);
}

export const TEXT_LAYOUTS: Layout[] = [
  { name: 'stop-lines-vertical', draw: stopLinesVertical },
  { name: 'inline-stop-lines', stopPhones: false, draw: inlineStopLines },
  { name: 'courier-printout', family: 'courier', draw: courierPrintout },
  { name: 'letter', family: 'times', draw: letter },
  { name: 'label-above-grid', stopPhones: false, draw: labelAboveGrid },
  { name: 'reference-list', draw: referenceList },
];
