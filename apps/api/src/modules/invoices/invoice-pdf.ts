import type { PaymentTerms } from '@tms/domain';
import type { PDFDocument, PDFImage } from 'pdf-lib';
import { BOUNDED_INPUT, loadSharp } from '../../lib/native-images';
import {
  ACCENT,
  BAND,
  cells,
  drawTable,
  MARGIN as M,
  MUTED,
  newDocument,
  PAGE,
  RIGHT,
  Sheet,
  WHITE,
} from '../../lib/pdf-kit';

/** Everything printed on the invoice page; amounts are integer cents, days `yyyy-mm-dd`. */
export type InvoiceContent = {
  number: number;
  invoiceDate: string;
  dueDate: string;
  terms: PaymentTerms;
  discount: { percent: number; until: string; amount_cents: bigint; net_cents: bigint } | null;
  carrier: {
    name: string;
    address: string | null;
    phone: string | null;
    fax: string | null;
    mc: string | null;
    dot: string | null;
  };
  logo: { data: Buffer; contentType: string } | null;
  billTo: {
    name: string;
    address: string[];
    email: string | null;
    phone: string | null;
    mc: string | null;
  };
  load: { number: string; references: string[]; commodity: string | null; weight: string | null; miles: string | null };
  stops: { kind: 'Pickup' | 'Delivery'; date: string; place: string; reference: string | null }[];
  lines: { description: string; detail: string | null; amount_cents: bigint }[];
  totalCents: bigint;
  attachments: string[];
  /** While the company factors its invoices (decision 0222): paid to the factoring company, under its notice. */
  factoring: { name: string; remitTo: string; notice: string } | null;
};

/** The logo, as PNG or JPEG bytes PDF embeds; GIF and WEBP logos are turned into PNG first. */
async function embedLogo(doc: PDFDocument, logo: InvoiceContent['logo']): Promise<PDFImage | null> {
  if (!logo) return null;
  try {
    if (logo.contentType === 'image/jpeg') return await doc.embedJpg(new Uint8Array(logo.data));
    // A letterhead logo needs no more than 600 pixels across (150 pt at 4x).
    const sharp = await loadSharp();
    const png = await sharp(logo.data, BOUNDED_INPUT).resize({ width: 600, withoutEnlargement: true }).png().toBuffer();
    return await doc.embedPng(new Uint8Array(png));
  } catch {
    // A logo that cannot be read leaves the letterhead text-only rather than failing the invoice.
  }
  return null;
}

/** Whom the invoice is paid to: the factoring company at its remit-to address while factoring is on. */
function payeeOf(c: InvoiceContent): { name: string; address: string[] } {
  if (c.factoring) return { name: c.factoring.name, address: c.factoring.remitTo.split(/\r?\n/).filter(Boolean) };
  return { name: c.carrier.name, address: c.carrier.address ? [c.carrier.address] : [] };
}

/** The notice of assignment in a framed band across the page; answers the y below it. */
function noticeBand(w: Sheet, notice: string, top: number) {
  const width = RIGHT - M - 20;
  const lines = w.lines(notice, width, { size: 9, font: w.f.semibold }).length;
  const height = 24 + lines * 13;
  w.page.drawRectangle({ x: M, y: top - height, width: RIGHT - M, height, borderColor: ACCENT, borderWidth: 1 });
  w.label('Notice of assignment', M + 10, top - 13);
  w.block(notice, M + 10, top - 27, width, { size: 9, font: w.f.semibold, leading: 13 });
  return top - height - 12;
}

/**
 * Draws the invoice page (US Letter) of a new PDF: letterhead and invoice facts, bill-to and
 * remit-to, the load's references and stops, line items and total, payment instructions. The
 * text is set in embedded Inter, so it prints the same everywhere and can be selected and searched.
 */
export async function renderInvoice(c: InvoiceContent): Promise<PDFDocument> {
  const { doc, fonts: f } = await newDocument({
    title: `Invoice ${c.number} - ${c.carrier.name}`,
    author: c.carrier.name,
    subject: `Invoice ${c.number} for load ${c.load.number}`,
    // Everything printed but the logo's bytes and the amounts.
    text: JSON.stringify({ ...c, logo: null }, (_, v) => (typeof v === 'bigint' ? null : v)),
  });
  const w = new Sheet(doc, f, (s) => {
    s.text(`Invoice ${c.number} (continued)`, M, s.y, { font: f.bold, size: 11 });
    s.right(`Load ${c.load.number}`, RIGHT, s.y, { color: MUTED, size: 9 });
    s.y -= 30;
  });
  const logo = await embedLogo(doc, c.logo);

  // Letterhead: logo and the carrier's legal details on the left, the invoice facts on the right.
  const top = w.y;
  let left = top;
  if (logo) {
    const scale = Math.min(150 / logo.width, 54 / logo.height, 1);
    const h = logo.height * scale;
    w.page.drawImage(logo, { x: M, y: top - h + 8, width: logo.width * scale, height: h });
    left = top - h - 8;
  }
  left = w.block(c.carrier.name, M, left - 6, 270, { font: f.bold, size: 13, leading: 16 });
  if (c.carrier.address) left = w.block(c.carrier.address, M, left - 1, 250, { color: MUTED, size: 9 });
  const contact = [c.carrier.phone && `Phone ${c.carrier.phone}`, c.carrier.fax && `Fax ${c.carrier.fax}`]
    .filter(Boolean)
    .join('   ');
  if (contact) left = w.block(contact, M, left, 250, { color: MUTED, size: 9 });
  const authority = [c.carrier.mc && `MC ${c.carrier.mc}`, c.carrier.dot && `USDOT ${c.carrier.dot}`]
    .filter(Boolean)
    .join('   ');
  if (authority) left = w.block(authority, M, left, 250, { color: MUTED, size: 9 });

  w.right('INVOICE', RIGHT, top - 14, { font: f.bold, size: 24, color: ACCENT });
  const facts: [string, string][] = [
    ['Invoice number', String(c.number)],
    ['Invoice date', cells.day(c.invoiceDate)],
    ['Terms', c.terms],
    ['Due date', cells.day(c.dueDate)],
    ['Load number', c.load.number],
  ];
  let right = top - 40;
  for (const [k, v] of facts) {
    w.right(k, RIGHT - 112, right, { color: MUTED, size: 9 });
    w.right(v, RIGHT, right, { font: f.semibold, size: 9.5 });
    right -= 14.5;
  }
  let y = Math.min(left, right) - 14;
  w.rule(y);

  // Bill to / remit to.
  y -= 20;
  const col = (PAGE.width - 2 * M) / 2;
  w.label('Bill to', M, y);
  w.label('Remit payment to', M + col + 12, y);
  let bill = w.block(c.billTo.name, M, y - 15, col - 20, { font: f.semibold, size: 10.5 });
  for (const line of c.billTo.address) bill = w.block(line, M, bill, col - 20, { size: 9.5 });
  if (c.billTo.email) bill = w.block(c.billTo.email, M, bill, col - 20, { size: 9.5, color: ACCENT });
  if (c.billTo.phone) bill = w.block(c.billTo.phone, M, bill, col - 20, { size: 9.5, color: MUTED });
  if (c.billTo.mc) bill = w.block(`MC ${c.billTo.mc}`, M, bill, col - 20, { size: 9.5, color: MUTED });
  const payee = payeeOf(c);
  let remit = w.block(payee.name, M + col + 12, y - 15, col - 12, { font: f.semibold, size: 10.5 });
  for (const line of payee.address) remit = w.block(line, M + col + 12, remit, col - 12, { size: 9.5 });
  remit = w.block(`Please quote invoice ${c.number} with your payment.`, M + col + 12, remit - 2, col - 12, {
    size: 9,
    color: MUTED,
  });
  y = Math.min(bill, remit) - 10;
  if (c.factoring) y = noticeBand(w, c.factoring.notice, y);

  // Shipment: references and cargo in a band, then each stop in order.
  const refs = [`Load ${c.load.number}`, ...c.load.references].join('   ·   ');
  const cargo = [c.load.commodity, c.load.weight && `${cells.grouped(c.load.weight)} lbs`, cells.miles(c.load.miles)]
    .filter(Boolean)
    .join('   ·   ');
  const textWidth = RIGHT - M - 92;
  const refLines = w.lines(refs, textWidth, { size: 9 }).length;
  const band = 12 + refLines * 13 + (cargo ? 10 : 0);
  w.page.drawRectangle({ x: M, y: y - band, width: RIGHT - M, height: band, color: BAND });
  w.label('References', M + 10, y - 13);
  const afterRefs = w.block(refs, M + 82, y - 13, textWidth, { size: 9, leading: 13 });
  if (cargo) w.text(cargo, M + 82, afterRefs + 2.5, { size: 8, color: MUTED });
  w.y = y - band - 18;

  drawTable(
    w,
    [
      { label: '#', width: 22, look: 'muted', cell: (s) => String(s.n) },
      { label: 'Stop', width: 70, look: 'strong', cell: (s) => s.kind },
      { label: 'Date', width: 90, oneLine: true, cell: (s) => cells.day(s.date) },
      { label: 'Location', cell: (s) => s.place },
      { label: 'Reference', width: 126, cell: (s) => s.reference ?? '' },
    ],
    c.stops.map((s, i) => ({ ...s, n: i + 1 })),
    { empty: 'No stops recorded on this load.' },
  );
  w.y -= 26;

  // Line items and total.
  w.room(150);
  y = w.y;
  w.page.drawRectangle({ x: M, y: y - 7, width: RIGHT - M, height: 20, color: ACCENT });
  w.text('DESCRIPTION', M + 10, y, { font: f.semibold, size: 7.5, color: WHITE });
  w.right('AMOUNT', RIGHT - 10, y, { font: f.semibold, size: 7.5, color: WHITE });
  y -= 24;
  for (const line of c.lines) {
    w.right(cells.moneyOfCents(line.amount_cents), RIGHT - 10, y, { font: f.semibold, size: 10 });
    y = w.block(line.description, M + 10, y, 360, { font: f.semibold, size: 10 });
    if (line.detail) y = w.block(line.detail, M + 10, y + 1, 360, { size: 8.5, color: MUTED });
    y -= 4;
    w.rule(y + 6);
    y -= 8;
  }
  const totalsX = RIGHT - 220;
  const total = cells.moneyOfCents(c.totalCents);
  w.text('Subtotal', totalsX, y, { color: MUTED });
  w.right(total, RIGHT - 10, y);
  y -= 10;
  w.page.drawRectangle({ x: totalsX - 10, y: y - 24, width: RIGHT - totalsX + 10, height: 26, color: BAND });
  w.text('Total due', totalsX, y - 15, { font: f.bold, size: 11.5 });
  w.right(total, RIGHT - 10, y - 15, { font: f.bold, size: 11.5, color: ACCENT });
  y -= 34;
  w.right(`Due ${cells.day(c.dueDate)} (${c.terms})`, RIGHT - 10, y, { size: 9, color: MUTED });
  if (c.discount) {
    y -= 13;
    w.right(
      `Early payment: ${c.discount.percent}% discount of ${cells.moneyOfCents(c.discount.amount_cents)} when paid by ${cells.day(c.discount.until)}: pay ${cells.moneyOfCents(c.discount.net_cents)}`,
      RIGHT - 10,
      y,
      { size: 9, font: f.semibold },
    );
  }
  w.y = y - 30;

  // Attachments and payment instructions.
  w.room(90);
  if (c.attachments.length) {
    w.label('Attached documents', M, w.y);
    w.y = w.block(c.attachments.join(', '), M, w.y - 13, RIGHT - M, { size: 9 }) - 8;
  }
  w.label('Payment', M, w.y);
  w.block(
    `Make payment to ${[payee.name, ...payee.address].join(', ')}. ` +
      `Payment is due ${c.terms === 'Due on Receipt' ? 'on receipt of this invoice' : `by ${cells.day(c.dueDate)}`}.` +
      (c.carrier.phone ? ` Questions about this invoice: ${c.carrier.phone}.` : ''),
    M,
    w.y - 13,
    RIGHT - M,
    { size: 9 },
  );

  // Every page of the invoice gets its footer; the attached documents keep their own pages.
  w.footers('Thank you for your business.', `${c.carrier.name} · Invoice ${c.number}`);
  return doc;
}
