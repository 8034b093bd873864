import { cargoRows, carrierText, kvColumn, type Row, rateRows, referenceRows, stopText, terms } from './blocks';
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
import { inOrder, table } from './table';

/** Layouts whose stops (or rates) are tables: rows of stops, columns of stops, date/time/name/address. */

function numberedStopTable({ sheet, c, style, rng }: DrawArgs) {
  standardHeader(sheet, c, style, referenceRows(c, style));
  carrierLine(sheet, c, style);
  const texts = c.stops.map((s) => stopText(s, style));
  const location = (i: number) => {
    const t = texts[i];
    return t ? [t.name, t.street, t.place, ...(t.phone ? [`Tel ${t.phone}`] : [])] : [];
  };
  const parts = [
    { width: 30, head: 'Stop', cell: (i: number) => [String(i + 1)] },
    { width: 60, head: 'Type', cell: (i: number) => [c.stops[i]?.type === 'pickup' ? 'Pickup' : 'Delivery'] },
    { width: 190, head: 'Location', cell: (i: number) => location(i) },
    { width: 85, head: 'Date', cell: (i: number) => [texts[i]?.date ?? ''] },
    { width: 95, head: style.words.time, cell: (i: number) => [texts[i]?.window ?? ''] },
    { width: 72, head: 'Ref #', cell: (i: number) => [texts[i]?.ref ?? ''] },
  ];
  // The stop number and type stay first; the other columns come in the document's own order.
  const columns = inOrder(parts, [0, 1, ...rng.shuffle([2, 3, 4, 5])]);
  table(
    sheet,
    columns,
    c.stops.map((_, i) => columns.map((col) => col.cell(i))),
  );
  sideBySide(sheet, [
    [40, cargoRows(c, style, rng)],
    [340, rateRows(c, style)],
  ]);
  terms(sheet);
}

function pickDropColumns({ sheet, c, style, rng }: DrawArgs) {
  standardHeader(sheet, c, style, referenceRows(c, style));
  carrierLine(sheet, c, style);
  const width = 532 / c.stops.length;
  const columns = c.stops.map((s, i) => ({
    x: 40 + i * width,
    width,
    head: `${s.type === 'pickup' ? 'PICK' : 'DROP'} ${nth(c, s)}`,
  }));
  const cells = c.stops.map((s) => {
    const t = stopText(s, style);
    return [t.name, t.street, t.place, t.date, t.window, t.ref ? `${t.refLabel} ${t.ref}` : '', t.phone ?? ''].filter(
      Boolean,
    );
  });
  table(sheet, columns, [cells]);
  sideBySide(sheet, [
    [40, cargoRows(c, style, rng)],
    [340, rateRows(c, style)],
  ]);
  terms(sheet);
}

function dateTimeNameAddress({ sheet, c, style, rng }: DrawArgs) {
  standardHeader(sheet, c, style);
  carrierLine(sheet, c, style);
  const texts = c.stops.map((s) => stopText(s, style));
  const parts = [
    { width: 30, head: 'Type', cell: (i: number) => [c.stops[i]?.type === 'pickup' ? 'PU' : 'SO'] },
    { width: 80, head: 'Date', cell: (i: number) => [texts[i]?.date ?? ''] },
    { width: 90, head: 'Time', cell: (i: number) => [texts[i]?.window ?? ''] },
    { width: 120, head: 'Name', cell: (i: number) => [texts[i]?.name ?? ''] },
    { width: 140, head: 'Address', cell: (i: number) => [texts[i]?.street ?? '', texts[i]?.place ?? ''] },
    { width: 72, head: 'Number', cell: (i: number) => [texts[i]?.ref ?? ''] },
  ];
  // Date and time side by side, name before address, and the pair of pairs in either order.
  const order = rng.chance(0.5) ? [0, 1, 2, 3, 4, 5] : [0, 3, 4, 1, 2, 5];
  const columns = inOrder(parts, order);
  table(
    sheet,
    columns,
    c.stops.map((_, i) => columns.map((col) => col.cell(i))),
  );
  sheet.text(40, sheet.y, 'PU = pick up, SO = stop off / delivery', { size: sheet.size - 1 });
  sheet.y += sheet.lead * 1.5;
  sideBySide(sheet, [
    [40, [...referenceRows(c, style), ...cargoRows(c, style, rng)]],
    [340, rateRows(c, style)],
  ]);
  terms(sheet);
}

function transposedStops({ sheet, c, style, rng }: DrawArgs) {
  standardHeader(sheet, c, style, referenceRows(c, style));
  carrierLine(sheet, c, style);
  const width = (572 - 130) / c.stops.length;
  const texts = c.stops.map((s) => stopText(s, style));
  const columns = [
    { x: 40, width: 90, head: '' },
    ...c.stops.map((s, i) => ({
      x: 130 + i * width,
      width,
      head: `Stop ${i + 1} (${s.type === 'pickup' ? 'Pickup' : 'Delivery'})`,
    })),
  ];
  const field = (label: string, pick: (t: (typeof texts)[number]) => string) => [
    [label],
    ...texts.map((t) => [pick(t)]),
  ];
  table(sheet, columns, [
    field('Name', (t) => t.name),
    field('Address', (t) => t.street),
    field('City/ST/Zip', (t) => t.place),
    field('Date', (t) => t.date),
    field('Time', (t) => t.window),
    field('Ref #', (t) => t.ref ?? ''),
    field('Phone', (t) => t.phone ?? ''),
  ]);
  sideBySide(sheet, [
    [40, cargoRows(c, style, rng)],
    [340, rateRows(c, style)],
  ]);
  terms(sheet);
}

function headerTableRow({ sheet, c, style, rng }: DrawArgs) {
  title(sheet, style);
  sheet.y += brokerBlock(sheet, c, style, 40, sheet.y) + sheet.lead;
  const cargo = cargoRows(c, style, rng);
  const head: Row[] = [[style.words.load, c.loadNumber], ...cargo.slice(0, 4)];
  const width = 532 / head.length;
  table(
    sheet,
    head.map(([label], i) => ({ x: 40 + i * width, width, head: label })),
    [head.map(([, value]) => [value])],
  );
  sheet.y += kvColumn(sheet, 40, sheet.y, [
    ['Issued', formatIssued(c.issued, style.date)],
    ...referenceRows(c, style),
    ...cargo.slice(4),
  ]);
  carrierLine(sheet, c, style);
  for (const type of ['pickup', 'delivery'] as const) {
    sheet.text(40, sheet.y, type === 'pickup' ? 'SHIPPER(S)' : 'RECEIVER(S)', { bold: true, size: sheet.size * 1.15 });
    sheet.y += sheet.lead * 1.5;
    const rows = c.stops
      .filter((s) => s.type === type)
      .map((s) => {
        const t = stopText(s, style);
        return [[t.name], [t.street, t.place], [t.date], [t.window], [t.ref ?? '']];
      });
    table(
      sheet,
      [
        { x: 40, width: 130, head: 'Name' },
        { x: 170, width: 150, head: 'Address' },
        { x: 320, width: 85, head: 'Date' },
        { x: 405, width: 95, head: 'Appt/Hours' },
        { x: 500, width: 72, head: type === 'pickup' ? 'PU #' : 'Del #' },
      ],
      rows,
    );
  }
  sheet.y += kvColumn(sheet, 340, sheet.y, rateRows(c, style));
  terms(sheet);
}

function itemizedRates({ sheet, c, style, rng }: DrawArgs) {
  standardHeader(sheet, c, style, referenceRows(c, style));
  sheet.y += kvColumn(sheet, 40, sheet.y, [[style.words.carrier, carrierText(c)]]) + sheet.lead;
  for (const s of c.stops) {
    const t = stopText(s, style);
    sheet.need(sheet.lead * 4);
    sheet.text(40, sheet.y, s.type === 'pickup' ? 'Load At:' : 'Deliver To:', { bold: true });
    sheet.y += sheet.cell(110, sheet.y, 230, [t.name, `${t.street}, ${t.place}`]);
    sheet.text(110, sheet.y, `${t.date} @ ${t.window}${t.ref ? `   ${t.refLabel} ${t.ref}` : ''}`);
    sheet.y += sheet.lead * 1.6;
  }
  sheet.y += kvColumn(sheet, 40, sheet.y, cargoRows(c, style, rng)) + sheet.lead;
  const money = (cents: number) => formatMoney(cents, style.money);
  const charges = [
    [[style.words.linehaul], ['1'], ['Flat'], [money(c.linehaulCents)]],
    ...(c.fuelCents ? [[[style.words.fuel], ['1'], ['Flat'], [money(c.fuelCents)]]] : []),
    ...c.accessorials.map((a) => [[a.description], ['1'], ['Each'], [money(a.cents)]]),
  ];
  table(
    sheet,
    [
      { x: 40, width: 220, head: 'Charge Description' },
      { x: 260, width: 60, head: 'Units' },
      { x: 320, width: 80, head: 'Per' },
      { x: 440, width: 132, head: 'Amount' },
    ],
    charges,
  );
  sheet.text(320, sheet.y, `${style.words.total}:`, { bold: true });
  sheet.text(440, sheet.y, money(totalCents(c)), { bold: true });
  sheet.y += sheet.lead * 1.5;
  terms(sheet);
}

export const TABLE_LAYOUTS: Layout[] = [
  { name: 'numbered-stop-table', draw: numberedStopTable },
  { name: 'pick-drop-columns', draw: pickDropColumns },
  { name: 'date-time-name-address', stopPhones: false, draw: dateTimeNameAddress },
  { name: 'transposed-stops', draw: transposedStops },
  { name: 'header-table-row', stopPhones: false, draw: headerTableRow },
  { name: 'itemized-rates', stopPhones: false, draw: itemizedRates },
];
