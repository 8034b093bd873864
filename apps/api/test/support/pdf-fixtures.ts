import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';

/** A PDF of `count` pages of one size, so merged output shows where each input's pages went. */
export async function pdfWithPages(count: number, size: [number, number] = [300, 400]) {
  const doc = await PDFDocument.create();
  for (let i = 0; i < count; i++) doc.addPage(size).drawText(`page ${i + 1}`, { x: 20, y: 20, size: 12 });
  return Buffer.from(await doc.save());
}

/** A one-page scan of noise, which does not compress: about 0.8 bytes a pixel of `side` × `side`. */
export async function scannedPdf(side: number) {
  const photo = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  const doc = await PDFDocument.create();
  doc.addPage([612, 792]).drawImage(await doc.embedJpg(photo), { x: 0, y: 0, width: 612, height: 792 });
  return Buffer.from(await doc.save());
}

/** A PDF whose trailer says it is encrypted, as password-protected files do. */
export async function encryptedPdf() {
  const doc = await PDFDocument.create();
  doc.addPage([300, 400]);
  const text = Buffer.from(await doc.save({ useObjectStreams: false })).toString('latin1');
  const at = text.lastIndexOf('trailer\n<<') + 'trailer\n<<'.length;
  const encrypt = '\n/Encrypt << /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>';
  return Buffer.from(text.slice(0, at) + encrypt + text.slice(at), 'latin1');
}

/** A PDF cut in half, as an interrupted download leaves it. */
export async function truncatedPdf() {
  const whole = await pdfWithPages(2);
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/** A plain picture of the given size in the given format. */
export function picture(width: number, height: number, format: 'png' | 'jpeg' | 'gif' | 'webp' | 'tiff') {
  return sharp({ create: { width, height, channels: 3, background: '#0a8d80' } })
    .toFormat(format)
    .toBuffer();
}

/** A TIFF holding several pages, as document scanners write them. */
export async function multiPageTiff(pages: number, width = 60, height = 80) {
  const frames = await Promise.all(Array.from({ length: pages }, () => picture(width, height, 'png')));
  return sharp(frames, { join: { animated: true } })
    .tiff()
    .toBuffer();
}

/** A 64 × 48 HEIC photo (see fixtures/README.md). */
export const HEIC_64x48 = readFileSync(new URL('../fixtures/two-tone.heic', import.meta.url));
