import {
  cargoRows,
  headerRows,
  heading,
  kvColumn,
  type Row,
  rateRows,
  referenceRows,
  signature,
  stopText,
  stopWord,
  terms,
} from './blocks';
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

/** Layouts whose stops are labelled blocks: "Shipper"/"Consignee", "Origin"/"Destination", "Stop 1". */

function shipperConsignee({ sheet, c, style, rng }: DrawArgs) {
  standardHeader(sheet, c, style, referenceRows(c, style));
  carrierLine(sheet, c, style);
  for (const s of c.stops) {
    const t = stopText(s, style);
    heading(sheet, 40, `${s.type === 'pickup' ? 'Shipper' : 'Consignee'} ${nth(c, s)}`);
    const rows: Row[] = [
      ['Name', t.name],
      ['Address', t.street],
      ['City/State/Zip', t.place],
      ['Date', t.date],
      [style.words.time, t.window],
    ];
    if (t.ref) rows.push([t.refLabel, t.ref]);
    if (t.phone) rows.push(['Phone', t.phone]);
    sheet.need(rows.length * sheet.lead);
    sheet.y += kvColumn(sheet, 50, sheet.y, rows, 95) + sheet.lead * 0.5;
  }
  sheet.need(sheet.lead * 8);
  sideBySide(sheet, [
    [40, cargoRows(c, style, rng)],
    [340, rateRows(c, style)],
  ]);
  terms(sheet);
  signature(sheet, c);
}

function sideBySideParties({ sheet, c, style, rng }: DrawArgs) {
  const top = sheet.y;
  brokerBlock(sheet, c, style, 40, top);
  sheet.text(360, top, style.words.title, { bold: true, size: sheet.size * 1.4 });
  sheet.y = top + sheet.lead * 1.8;
  sheet.y += kvColumn(sheet, 360, sheet.y, [[style.words.load, c.loadNumber], ...referenceRows(c, style)]);
  sheet.y = Math.max(sheet.y, top + sheet.lead * 7) + sheet.lead;
  carrierLine(sheet, c, style);
  const columns = { pickup: { x: 40, y: sheet.y }, delivery: { x: 316, y: sheet.y } };
  for (const s of c.stops) {
    const col = columns[s.type];
    const t = stopText(s, style);
    sheet.box(col.x, col.y - sheet.lead, 256, sheet.lead * 1.3, true);
    sheet.text(col.x + 4, col.y - 1, `${s.type === 'pickup' ? 'SHIPPER' : 'CONSIGNEE'} ${nth(c, s)}`, { bold: true });
    col.y += sheet.lead * 1.2;
    const lines = [t.name, t.street, t.place, `Date: ${t.date}`, `${style.words.time}: ${t.window}`];
    if (t.ref) lines.push(`${t.refLabel}: ${t.ref}`);
    if (t.phone) lines.push(`Ph: ${t.phone}`);
    col.y += sheet.cell(col.x + 4, col.y, 248, lines) + sheet.lead;
  }
  sheet.y = Math.max(columns.pickup.y, columns.delivery.y);
  sideBySide(sheet, [
    [40, cargoRows(c, style, rng)],
    [316, rateRows(c, style)],
  ]);
  terms(sheet);
}

function originDestination({ sheet, c, style, rng }: DrawArgs) {
  title(sheet, style);
  sideBySide(sheet, [
    [
      40,
      [
        [style.words.carrier, c.carrier.name],
        ...(c.carrier.factoring ? [['Remit To', c.carrier.factoring] as Row] : []),
      ],
    ],
    [340, headerRows(c, style)],
  ]);
  for (const s of c.stops) {
    const t = stopText(s, style);
    const pickups = c.stops.filter((x) => x.type === 'pickup').length;
    const many = s.type === 'pickup' ? pickups > 1 : c.stops.length - pickups > 1;
    heading(sheet, 40, `${s.type === 'pickup' ? 'ORIGIN' : 'DESTINATION'}${many ? ` ${nth(c, s)}` : ''}`);
    sheet.rule(40, sheet.y - sheet.lead + 2, 572);
    sheet.text(40, sheet.y, t.name, { bold: true });
    sheet.text(300, sheet.y, `${t.date}   ${t.window}`);
    sheet.y += sheet.lead;
    sheet.text(40, sheet.y, `${t.street}, ${t.place}`);
    if (t.ref) sheet.text(300, sheet.y, `${t.refLabel} ${t.ref}`);
    if (t.phone) sheet.text(450, sheet.y, t.phone);
    sheet.y += sheet.lead * 1.6;
  }
  sheet.need(sheet.lead * 10);
  sideBySide(sheet, [
    [40, [...cargoRows(c, style, rng), ...referenceRows(c, style)]],
    [340, rateRows(c, style)],
  ]);
  sheet.y += sheet.lead;
  sheet.y += brokerBlock(sheet, c, style, 40, sheet.y);
  terms(sheet);
}

function numberedStopBlocks({ sheet, c, style, rng }: DrawArgs) {
  standardHeader(sheet, c, style);
  carrierLine(sheet, c, style);
  for (const [i, s] of c.stops.entries()) {
    const t = stopText(s, style);
    sheet.need(sheet.lead * 6);
    heading(sheet, 40, `Stop ${i + 1}: ${s.type === 'pickup' ? 'Pick Up' : 'Drop'}`, 1.1);
    const right: Row[] = [
      ['Date', t.date],
      [style.words.time, t.window],
    ];
    if (t.ref) right.push([t.refLabel, t.ref]);
    if (t.phone) right.push(['Contact', t.phone]);
    sideBySide(
      sheet,
      [
        [
          50,
          [
            ['Location', t.name],
            ['Address', t.street],
            ['', t.place],
          ],
        ],
        [340, right],
      ],
      70,
    );
  }
  sideBySide(sheet, [
    [40, [...referenceRows(c, style), ...cargoRows(c, style, rng)]],
    [340, rateRows(c, style)],
  ]);
  terms(sheet);
  signature(sheet, c);
}

function rightAlignedLabels({ sheet, c, style, rng }: DrawArgs) {
  title(sheet, style);
  const pairs = (rows: Row[]) => {
    for (const [label, value] of rows) {
      sheet.need(sheet.lead);
      if (label) sheet.textRight(150, sheet.y, `${label}:`, { bold: true });
      sheet.text(158, sheet.y, value);
      sheet.y += sheet.lead;
    }
    sheet.y += sheet.lead * 0.5;
  };
  pairs([
    ...headerRows(c, style),
    ['Broker', c.broker.name],
    ['Broker MC', c.broker.mc ?? 'n/a'],
    ['Broker Phone', c.broker.phone],
    ['Broker Email', c.broker.email],
    [style.words.carrier, c.carrier.name],
    ...referenceRows(c, style),
  ]);
  for (const s of c.stops) {
    const t = stopText(s, style);
    heading(sheet, 40, `${stopWord(s, style)} ${nth(c, s)}`, 1.1);
    pairs([
      ['Facility', t.name],
      ['Address', t.street],
      ['', t.place],
      ['Date', t.date],
      [style.words.time, t.window],
      ...(t.ref ? [[t.refLabel, t.ref] as Row] : []),
      ...(t.phone ? [['Phone', t.phone] as Row] : []),
    ]);
  }
  pairs([...rateRows(c, style), ...cargoRows(c, style, rng)]);
  terms(sheet);
}

function loadingUnloading({ sheet, c, style, rng }: DrawArgs) {
  standardHeader(sheet, c, style, referenceRows(c, style));
  carrierLine(sheet, c, style);
  for (const s of c.stops) {
    const t = stopText(s, style);
    sheet.need(sheet.lead * 5);
    sheet.text(40, sheet.y, `${s.type === 'pickup' ? 'LOADING' : 'UNLOADING'} ${nth(c, s)}`, { bold: true });
    sheet.text(160, sheet.y, t.name, { bold: true });
    sheet.text(420, sheet.y, t.date);
    sheet.y += sheet.lead;
    sheet.text(160, sheet.y, t.street);
    sheet.text(420, sheet.y, `Hours: ${t.window}`);
    sheet.y += sheet.lead;
    sheet.text(160, sheet.y, t.place);
    if (t.ref) sheet.text(420, sheet.y, `${t.refLabel}: ${t.ref}`);
    sheet.y += sheet.lead;
    if (t.phone) {
      sheet.text(160, sheet.y, `Contact ${t.phone}`);
      sheet.y += sheet.lead;
    }
    sheet.y += sheet.lead * 0.6;
  }
  sideBySide(sheet, [
    [40, cargoRows(c, style, rng)],
    [340, rateRows(c, style)],
  ]);
  terms(sheet);
}

export const BLOCK_LAYOUTS: Layout[] = [
  { name: 'shipper-consignee', draw: shipperConsignee },
  { name: 'side-by-side-parties', draw: sideBySideParties },
  { name: 'origin-destination', draw: originDestination },
  { name: 'numbered-stop-blocks', draw: numberedStopBlocks },
  { name: 'right-aligned-labels', draw: rightAlignedLabels },
  { name: 'loading-unloading', draw: loadingUnloading },
];
