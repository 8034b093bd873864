import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fromCents, type PaymentTerms } from '@tms/domain';
import { PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb } from 'pdf-lib';
import { BOUNDED_INPUT, loadSharp } from '../../lib/native-images';

const require = createRequire(import.meta.url);

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
};

const PAGE = { width: 612, height: 792 };
const M = 48;
const RIGHT = PAGE.width - M;
const INK = rgb(0.11, 0.13, 0.17);
const MUTED = rgb(0.4, 0.44, 0.5);
const RULE = rgb(0.85, 0.87, 0.9);
const ACCENT = rgb(0.09, 0.3, 0.62);
const BAND = rgb(0.95, 0.96, 0.98);
/** Content stays above the footer line. */
const FOOTER_TOP = M + 34;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "2026-11-24" -> "Nov 24, 2026": written out so no reader mistakes day for month. */
export function printedDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return `${MONTHS[(m ?? 1) - 1]} ${d}, ${y}`;
}

/** "38000" -> "38,000", "812.5" -> "812.5": digits grouped in thousands. */
export function grouped(amount: string): string {
  const [whole = '0', frac] = amount.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${frac ? `.${frac}` : ''}`;
}

/** Integer cents as "$1,234.56". */
export function printedMoney(cents: bigint): string {
  const [whole = '0', frac = '00'] = fromCents(cents).replace('-', '').split('.');
  return `${cents < 0n ? '-' : ''}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}

/** The three weights of Inter, read from the package once per process. */
let fontFiles: Promise<Buffer[]> | undefined;
const readFonts = () => {
  fontFiles ??= Promise.all(
    [400, 600, 700].map((weight) =>
      readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
    ),
  );
  return fontFiles;
};

async function fonts(doc: PDFDocument) {
  // fontkit (a large library) is loaded with the first invoice, not with the server.
  doc.registerFontkit((await import('@pdf-lib/fontkit')).default);
  const [regular, semibold, bold] = (await readFonts()) as [Buffer, Buffer, Buffer];
  return {
    regular: await doc.embedFont(regular, { subset: true }),
    semibold: await doc.embedFont(semibold, { subset: true }),
    bold: await doc.embedFont(bold, { subset: true }),
  };
}
type Fonts = Awaited<ReturnType<typeof fonts>>;

/** Characters the embedded Latin font cannot draw become '?', so no customer's name breaks an invoice. */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.replace(/[\r\n\t]+/g, ' ')].map((c) => (known.has(c.codePointAt(0) ?? 0) ? c : '?')).join('');
}

/** Splits text into lines no wider than `width`, breaking at spaces (and inside words that are too long). */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

class Writer {
  constructor(
    public page: PDFPage,
    readonly f: Fonts,
  ) {}

  text(value: string, x: number, y: number, o: { font?: PDFFont; size?: number; color?: typeof INK } = {}) {
    const font = o.font ?? this.f.regular;
    this.page.drawText(drawable(font, value), { x, y, font, size: o.size ?? 9.5, color: o.color ?? INK });
  }

  /** Text whose right edge is at x. */
  right(value: string, x: number, y: number, o: { font?: PDFFont; size?: number; color?: typeof INK } = {}) {
    const font = o.font ?? this.f.regular;
    const clean = drawable(font, value);
    this.text(clean, x - font.widthOfTextAtSize(clean, o.size ?? 9.5), y, o);
  }

  /** Wrapped lines from y down; answers the y below the last line. */
  block(
    value: string,
    x: number,
    y: number,
    width: number,
    o: { font?: PDFFont; size?: number; color?: typeof INK; leading?: number } = {},
  ) {
    const font = o.font ?? this.f.regular;
    const size = o.size ?? 9.5;
    const leading = o.leading ?? size * 1.45;
    let at = y;
    for (const line of wrap(font, size, drawable(font, value), width)) {
      this.text(line, x, at, { ...o, font, size });
      at -= leading;
    }
    return at;
  }

  label(value: string, x: number, y: number) {
    this.text(value.toUpperCase(), x, y, { font: this.f.semibold, size: 7.5, color: MUTED });
  }

  rule(y: number, from = M, to = RIGHT, color = RULE, thickness = 0.75) {
    this.page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness, color });
  }
}

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

/**
 * Draws the invoice page (US Letter) of a new PDF: letterhead and invoice facts, bill-to and
 * remit-to, the load's references and stops, line items and total, payment instructions. The
 * text is set in embedded Inter, so it prints the same everywhere and can be selected and searched.
 */
export async function renderInvoice(c: InvoiceContent): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Invoice ${c.number} - ${c.carrier.name}`);
  doc.setAuthor(c.carrier.name);
  doc.setSubject(`Invoice ${c.number} for load ${c.load.number}`);
  doc.setCreator(c.carrier.name);
  const f = await fonts(doc);
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const w = new Writer(page, f);
  const logo = await embedLogo(doc, c.logo);

  // Letterhead: logo and the carrier's legal details on the left, the invoice facts on the right.
  page.drawRectangle({ x: 0, y: PAGE.height - 6, width: PAGE.width, height: 6, color: ACCENT });
  let y = PAGE.height - M;
  let left = y;
  if (logo) {
    const scale = Math.min(150 / logo.width, 54 / logo.height, 1);
    const h = logo.height * scale;
    page.drawImage(logo, { x: M, y: y - h + 8, width: logo.width * scale, height: h });
    left = y - h - 8;
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

  w.right('INVOICE', RIGHT, y - 14, { font: f.bold, size: 24, color: ACCENT });
  const facts: [string, string][] = [
    ['Invoice number', String(c.number)],
    ['Invoice date', printedDay(c.invoiceDate)],
    ['Terms', c.terms],
    ['Due date', printedDay(c.dueDate)],
    ['Load number', c.load.number],
  ];
  let right = y - 40;
  for (const [k, v] of facts) {
    w.right(k, RIGHT - 112, right, { color: MUTED, size: 9 });
    w.right(v, RIGHT, right, { font: f.semibold, size: 9.5 });
    right -= 14.5;
  }
  y = Math.min(left, right) - 14;
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
  let remit = w.block(c.carrier.name, M + col + 12, y - 15, col - 12, { font: f.semibold, size: 10.5 });
  if (c.carrier.address) remit = w.block(c.carrier.address, M + col + 12, remit, col - 12, { size: 9.5 });
  remit = w.block(`Please quote invoice ${c.number} with your payment.`, M + col + 12, remit - 2, col - 12, {
    size: 9,
    color: MUTED,
  });
  y = Math.min(bill, remit) - 10;

  // Shipment: references and cargo in a band, then each stop in order.
  const refs = [`Load ${c.load.number}`, ...c.load.references].join('   ·   ');
  const cargo = [
    c.load.commodity,
    c.load.weight && `${grouped(c.load.weight)} lbs`,
    c.load.miles && `${grouped(c.load.miles)} miles`,
  ]
    .filter(Boolean)
    .join('   ·   ');
  const textWidth = RIGHT - M - 92;
  const refLines = wrap(f.regular, 9, drawable(f.regular, refs), textWidth).length;
  const band = 12 + refLines * 13 + (cargo ? 10 : 0);
  w.page.drawRectangle({ x: M, y: y - band, width: RIGHT - M, height: band, color: BAND });
  w.label('References', M + 10, y - 13);
  const afterRefs = w.block(refs, M + 82, y - 13, textWidth, { size: 9, leading: 13 });
  if (cargo) w.text(cargo, M + 82, afterRefs + 2.5, { size: 8, color: MUTED });
  y -= band + 18;

  const stopCols = { n: M, kind: M + 22, date: M + 92, place: M + 182, ref: M + 390 };
  const stopHeader = () => {
    w.label('#', stopCols.n, y);
    w.label('Stop', stopCols.kind, y);
    w.label('Date', stopCols.date, y);
    w.label('Location', stopCols.place, y);
    w.label('Reference', stopCols.ref, y);
    y -= 6;
    w.rule(y);
  };
  /** Starts a continuation page when what comes next would run into the footer. */
  const room = (needed: number, after?: () => void) => {
    if (y - needed >= FOOTER_TOP) return;
    w.page = doc.addPage([PAGE.width, PAGE.height]);
    w.page.drawRectangle({ x: 0, y: PAGE.height - 6, width: PAGE.width, height: 6, color: ACCENT });
    y = PAGE.height - M;
    w.text(`Invoice ${c.number} (continued)`, M, y, { font: f.bold, size: 11 });
    w.right(`Load ${c.load.number}`, RIGHT, y, { color: MUTED, size: 9 });
    y -= 30;
    after?.();
  };
  stopHeader();
  if (c.stops.length === 0) {
    y -= 14;
    w.text('No stops recorded on this load.', stopCols.kind, y, { color: MUTED });
    y -= 5;
  }
  for (const [i, s] of c.stops.entries()) {
    room(30, stopHeader);
    y -= 14;
    w.text(String(i + 1), stopCols.n, y, { color: MUTED });
    w.text(s.kind, stopCols.kind, y, { font: f.semibold });
    w.text(printedDay(s.date), stopCols.date, y);
    const placeEnd = w.block(s.place, stopCols.place, y, stopCols.ref - stopCols.place - 10);
    const refEnd = s.reference ? w.block(s.reference, stopCols.ref, y, RIGHT - stopCols.ref) : y - 13.8;
    y = Math.min(placeEnd, refEnd) + 13.8 - 5;
    w.rule(y, M, RIGHT, BAND);
  }
  y -= 26;

  // Line items and total.
  room(150);
  w.page.drawRectangle({ x: M, y: y - 7, width: RIGHT - M, height: 20, color: ACCENT });
  w.text('DESCRIPTION', M + 10, y, { font: f.semibold, size: 7.5, color: rgb(1, 1, 1) });
  w.right('AMOUNT', RIGHT - 10, y, { font: f.semibold, size: 7.5, color: rgb(1, 1, 1) });
  y -= 24;
  for (const line of c.lines) {
    w.right(printedMoney(line.amount_cents), RIGHT - 10, y, { font: f.semibold, size: 10 });
    y = w.block(line.description, M + 10, y, 360, { font: f.semibold, size: 10 });
    if (line.detail) y = w.block(line.detail, M + 10, y + 1, 360, { size: 8.5, color: MUTED });
    y -= 4;
    w.rule(y + 6);
    y -= 8;
  }
  const totalsX = RIGHT - 220;
  w.text('Subtotal', totalsX, y, { color: MUTED });
  w.right(printedMoney(c.totalCents), RIGHT - 10, y);
  y -= 10;
  w.page.drawRectangle({ x: totalsX - 10, y: y - 24, width: RIGHT - totalsX + 10, height: 26, color: BAND });
  w.text('Total due', totalsX, y - 15, { font: f.bold, size: 11.5 });
  w.right(printedMoney(c.totalCents), RIGHT - 10, y - 15, { font: f.bold, size: 11.5, color: ACCENT });
  y -= 34;
  w.right(`Due ${printedDay(c.dueDate)} (${c.terms})`, RIGHT - 10, y, { size: 9, color: MUTED });
  if (c.discount) {
    y -= 13;
    w.right(
      `Early payment: ${c.discount.percent}% discount of ${printedMoney(c.discount.amount_cents)} when paid by ${printedDay(c.discount.until)}: pay ${printedMoney(c.discount.net_cents)}`,
      RIGHT - 10,
      y,
      { size: 9, font: f.semibold },
    );
  }
  y -= 30;

  // Attachments and payment instructions.
  room(90);
  if (c.attachments.length) {
    w.label('Attached documents', M, y);
    y = w.block(c.attachments.join(', '), M, y - 13, RIGHT - M, { size: 9 }) - 8;
  }
  w.label('Payment', M, y);
  y = w.block(
    `Make payment to ${c.carrier.name}${c.carrier.address ? `, ${c.carrier.address}` : ''}. ` +
      `Payment is due ${c.terms === 'Due on Receipt' ? 'on receipt of this invoice' : `by ${printedDay(c.dueDate)}`}.` +
      (c.carrier.phone ? ` Questions about this invoice: ${c.carrier.phone}.` : ''),
    M,
    y - 13,
    RIGHT - M,
    { size: 9 },
  );

  // Every page of the invoice gets its footer; the attached documents keep their own pages.
  const pages = doc.getPages();
  for (const [i, p] of pages.entries()) {
    w.page = p;
    w.rule(M + 14);
    w.text('Thank you for your business.', M, M, { size: 8.5, color: MUTED });
    const pageNote = pages.length > 1 ? ` · Page ${i + 1} of ${pages.length}` : '';
    w.right(`${c.carrier.name} · Invoice ${c.number}${pageNote}`, RIGHT, M, { size: 8.5, color: MUTED });
  }
  return doc;
}
