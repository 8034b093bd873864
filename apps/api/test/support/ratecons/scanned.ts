import { degrees, PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { openPdf } from '../../../src/modules/extraction/pdf-document';
import { renderGrey } from '../../../src/modules/extraction/rasterize';
import { generateRatecon, RATECON_LAYOUTS, type SyntheticRatecon } from './generate';
import type { Layout } from './layout-kit';
import { Random } from './random';

/**
 * Scanned-looking rate confirmations: a synthetic document (label known by construction) printed,
 * faxed or scanned at 200 dpi and saved as one picture a page, deterministically from the seed.
 * Only the picture is on the page; some documents keep a thin text layer (a ~20-character line a
 * fax server or scanner adds), so the reader must judge the layer thin for the page and OCR it.
 */
export type ScannedRatecon = SyntheticRatecon & { kind: 'scan' | 'fax'; thinText: boolean; pages: number };

const DPI = 200;
const two = (n: number) => String(n).padStart(2, '0');
const phone = (rng: Random) => `${rng.int(201, 989)}-${rng.int(201, 989)}-${rng.digits(4)}`;

/** What a fax machine prints across the top of every page it sends: when, from whom, which page. */
function faxHeader(rng: Random, sent: Date, page: number, of: number) {
  const day = `${two(sent.getUTCMonth() + 1)}/${two(sent.getUTCDate())}/${sent.getUTCFullYear()}`;
  const clock = `${two(rng.int(7, 17))}:${two(rng.int(0, 59))}`;
  return rng.pick([
    () => `${day} ${clock}   FAX ${phone(rng)}   P.${String(page).padStart(3, '0')}/${String(of).padStart(3, '0')}`,
    () => `From: ${phone(rng)}   To: ${phone(rng)}   ${day} ${clock}   Page ${page} of ${of}`,
    () => `${day}  ${clock}  #${rng.digits(4)}  P. ${page}/${of}`,
  ])();
}

/**
 * The printed sheet with what the paper picked up on its way: the fax header at the top of each
 * page and, on some, a receiving stamp in the margin or over the text, as a grey-inked box.
 */
async function markedUp(pdf: Uint8Array, rng: Random, sent: Date, stamp: boolean) {
  const doc = await PDFDocument.load(pdf);
  const mono = await doc.embedFont(StandardFonts.Courier);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    page.drawText(faxHeader(rng, sent, i + 1, pages.length), { x: 24, y: 780, size: 7.5, font: mono });
    if (!stamp || i > 0) return;
    const [x, y, angle] = [rng.int(330, 450), rng.int(80, 640), rng.int(-12, 12)];
    const ink = rgb(0.45, 0.45, 0.5);
    page.drawRectangle({ x, y, width: 130, height: 44, borderColor: ink, borderWidth: 2, rotate: degrees(angle) });
    const text = rng.pick(['RECEIVED', 'PAID', 'COPY', 'SCANNED']);
    page.drawText(text, { x: x + 10, y: y + 20, size: 16, font: bold, color: ink, rotate: degrees(angle) });
  });
  return doc.save();
}

/** Turns the page by `angle` degrees as a sheet fed askew, keeping its size (the bed is white), and softens it. */
async function tilted(data: Buffer, width: number, height: number, angle: number, blur: number) {
  const turned = await sharp(data, { raw: { width, height, channels: 1 } })
    .rotate(angle, { background: '#ffffff' })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(turned.data, { raw: { width: turned.info.width, height: turned.info.height, channels: 1 } })
    .extract({
      left: Math.floor((turned.info.width - width) / 2),
      top: Math.floor((turned.info.height - height) / 2),
      width,
      height,
    })
    .blur(blur)
    .extractChannel(0)
    .raw()
    .toBuffer();
}

/**
 * Paper and toner as a scanner sees them: grey paper lit unevenly, ink that is not black, grain,
 * and speckles of dust; a fax instead thresholds that to black and white, ragged at the edges.
 */
function degrade(data: Buffer, width: number, rng: Random, fax: boolean) {
  const [ink, paper, grain] = [rng.int(25, 70), rng.int(195, 235), rng.int(10, 28)];
  const shade = rng.int(-18, 18);
  const specks = rng.next() * 0.0005 + 0.00005;
  for (let i = 0; i < data.length; i++) {
    const x = i % width;
    const light = paper + (shade * x) / width;
    let v = ink + ((data[i] ?? 255) / 255) * (light - ink) + (rng.next() + rng.next() - 1) * grain;
    // A fax machine's threshold sits nearer the paper, so that thin strokes of faint ink survive.
    if (fax) v = v < ink + (light - ink) * 0.62 ? 0 : 255;
    if (rng.next() < specks) {
      // A speck is a few pixels: one dot alone would vanish in the JPEG.
      const dot = rng.chance(0.8) ? 0 : 255;
      for (const j of [i, i + 1, i + width, i + width + 1]) if (j < data.length) data[j] = dot;
      continue;
    }
    data[i] = Math.max(0, Math.min(255, Math.round(v)));
  }
}

/** One page of `source` as the scanned picture: JPEG bytes at 200 dpi. */
async function scanPage(source: Awaited<ReturnType<typeof openPdf>>, n: number, rng: Random, fax: boolean) {
  const grey = await renderGrey(source, n, DPI / 72);
  const magnitude = 0.3 + rng.next() * 1.2;
  const angle = rng.chance(0.5) ? magnitude : -magnitude;
  const data = await tilted(grey.data, grey.width, grey.height, angle, 0.3 + rng.next() * 0.5);
  degrade(data, grey.width, rng, fax);
  return sharp(data, { raw: { width: grey.width, height: grey.height, channels: 1 } })
    .toColourspace('b-w')
    .jpeg({ quality: rng.int(40, 75) })
    .toBuffer();
}

/** The scanned copy of document `seed` of `layout`: the same label, a picture for each page. */
export async function scannedRatecon(layout: Layout, seed: number): Promise<ScannedRatecon> {
  const doc = await generateRatecon(layout, seed);
  const rng = new Random(seed * 104_729 + RATECON_LAYOUTS.indexOf(layout) * 31 + 11);
  const kind = rng.chance(0.35) ? 'fax' : 'scan';
  const thinText = rng.chance(0.35);
  const first = doc.label.events[0]?.event_date ?? '2026-06-01';
  const sent = new Date(Date.parse(`${first}T12:00:00Z`) - rng.int(1, 3) * 86_400_000);
  const source = await openPdf(await markedUp(doc.pdf, rng, sent, rng.chance(0.4)));
  const out = await PDFDocument.create({ updateMetadata: false });
  const font = await out.embedFont(StandardFonts.Helvetica);
  try {
    for (let n = 1; n <= source.numPages; n++) {
      const page = out.addPage([612, 792]);
      const jpeg = await scanPage(source, n, rng, kind === 'fax');
      page.drawImage(await out.embedJpg(jpeg), { x: 0, y: 0, width: 612, height: 792 });
      // A scanner's or fax server's own line: about 20 characters, far too few for a page.
      if (thinText) page.drawText(`Rcvd ${sent.toISOString().slice(0, 10)} p${n}`, { x: 480, y: 784, size: 6, font });
    }
  } finally {
    await source.loadingTask.destroy();
  }
  const file = doc.file.replace(/\.pdf$/, '-scanned.pdf');
  const pdf = await out.save();
  return { ...doc, file, pdf, label: { ...doc.label, file }, kind, thinText, pages: out.getPageCount() };
}
