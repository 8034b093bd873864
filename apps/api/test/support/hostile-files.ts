import { constants, createDeflate } from 'node:zlib';
import sharp from 'sharp';
import { HEIC_64x48 } from './pdf-fixtures';

/**
 * Files built to take a server down: images whose header promises billions of bytes of pixels,
 * and PDFs whose structure sends a reader round in circles. Each is small enough to upload.
 */

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer) {
  let c = 0xffffffff;
  for (const byte of data) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer) {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  typed.copy(out, 4);
  out.writeUInt32BE(crc32(typed), 8 + data.length);
  return out;
}

/**
 * A whole, valid 8-bit grey PNG of `size` × `size` pixels, all black: its rows are zeros, which
 * deflate about a thousand to one, so 30000 × 30000 (900 MB of pixels) is under 1 MB of file.
 * The rows are deflated as they are made, never held at once.
 */
export async function pngBomb(size = 30_000): Promise<Buffer> {
  // Run-length matching finds the zeros as well as the full search does, in a fraction of the time.
  const deflate = createDeflate({ strategy: constants.Z_RLE });
  const parts: Buffer[] = [];
  deflate.on('data', (b: Buffer) => parts.push(b));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const rows = Buffer.alloc((size + 1) * 256);
  for (let y = 0; y < size; y += 256) {
    const count = Math.min(256, size - y);
    if (!deflate.write(rows.subarray(0, (size + 1) * count)))
      await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // grey
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.concat(parts)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The same PNG with transparency, which no shortcut embeds as it is: it has to be decoded. */
export async function transparentPngBomb(size = 30_000): Promise<Buffer> {
  const png = await pngBomb(size);
  const trns = chunk('tRNS', Buffer.from([0, 0]));
  const ihdrEnd = 8 + 12 + 13;
  return Buffer.concat([png.subarray(0, ihdrEnd), trns, png.subarray(ihdrEnd)]);
}

/** A small JPEG whose frame header (SOF) claims `width` × `height`. */
export async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(
    await sharp({ create: { width: 16, height: 16, channels: 3, background: '#444' } })
      .jpeg()
      .toBuffer(),
  );
  for (let at = 2; at < jpeg.length; ) {
    const marker = jpeg[at + 1] as number;
    const length = jpeg.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xc2) {
      jpeg.writeUInt16BE(height, at + 5);
      jpeg.writeUInt16BE(width, at + 7);
      return jpeg;
    }
    at += 2 + length;
  }
  throw new Error('no frame header');
}

/** A small GIF whose screen and first image claim `width` × `height` (GIF allows up to 65535 each). */
export async function gifClaiming(width: number, height: number): Promise<Buffer> {
  const gif = Buffer.from(
    await sharp({ create: { width: 16, height: 16, channels: 3, background: '#444' } })
      .gif()
      .toBuffer(),
  );
  gif.writeUInt16LE(width, 6);
  gif.writeUInt16LE(height, 8);
  const image = gif.indexOf(0x2c, 13); // the first image descriptor
  gif.writeUInt16LE(width, image + 5);
  gif.writeUInt16LE(height, image + 7);
  return gif;
}

/** A lossless WEBP whose header claims `width` × `height` (each at most 16384). */
export async function webpClaiming(width: number, height: number): Promise<Buffer> {
  const webp = Buffer.from(
    await sharp({ create: { width: 16, height: 16, channels: 3, background: '#444' } })
      .webp({ lossless: true })
      .toBuffer(),
  );
  const at = webp.indexOf('VP8L') + 8 + 1; // after the chunk header and the signature byte
  const bits = webp.readUInt32LE(at);
  const rest = bits & ~0x0fffffff; // alpha hint and version
  webp.writeUInt32LE((rest | ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14)) >>> 0, at);
  return webp;
}

/**
 * A TIFF of `pages` small pages whose last page's directory claims `width` × `height`: the
 * first page alone looks harmless.
 */
export async function tiffClaimingOnLastPage(pages: number, width: number, height: number): Promise<Buffer> {
  const frame = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#444' } })
    .png()
    .toBuffer();
  const tiff = Buffer.from(
    await sharp(
      Array.from({ length: pages }, () => frame),
      { join: { animated: true } },
    )
      .tiff()
      .toBuffer(),
  );
  if (tiff.toString('latin1', 0, 2) !== 'II') throw new Error('expected a little-endian TIFF');
  let ifd = tiff.readUInt32LE(4);
  for (let page = 1; page < pages; page++) ifd = tiff.readUInt32LE(ifd + 2 + 12 * tiff.readUInt16LE(ifd));
  for (let i = 0, count = tiff.readUInt16LE(ifd); i < count; i++) {
    const entry = ifd + 2 + 12 * i;
    const tag = tiff.readUInt16LE(entry);
    const type = tiff.readUInt16LE(entry + 2);
    const value = tag === 256 ? width : tag === 257 ? height : undefined;
    if (value === undefined) continue;
    if (type === 4) tiff.writeUInt32LE(value, entry + 8);
    else tiff.writeUInt16LE(value, entry + 8);
  }
  return tiff;
}

/** The HEIC fixture with its image size property (ispe) claiming `width` × `height`. */
export function heicClaiming(width: number, height: number): Buffer {
  const heic = Buffer.from(HEIC_64x48);
  for (let at = heic.indexOf('ispe'); at >= 0; at = heic.indexOf('ispe', at + 4)) {
    heic.writeUInt32BE(width, at + 8);
    heic.writeUInt32BE(height, at + 12);
  }
  return heic;
}

/** A PDF of the given objects (numbered from 1) with a correct cross-reference table. */
function pdfOf(objects: string[]): Buffer {
  let body = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const CATALOG = '<< /Type /Catalog /Pages 2 0 R >>';

/** A page tree whose root lists itself as its own child. */
export const selfReferencingPageTree = () => pdfOf([CATALOG, '<< /Type /Pages /Kids [2 0 R] /Count 1 >>']);

/** A page whose parent node names the page as its own parent: walking up never ends. */
export const pageParentLoop = () =>
  pdfOf([
    CATALOG,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 /Parent 3 0 R >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ]);

/** A page tree nested `depth` levels deep, one intermediate node inside the next. */
export function deepPageTree(depth = 50_000): Buffer {
  const objects = [CATALOG];
  for (let level = 0; level < depth; level++) {
    const self = level + 2;
    const parent = level === 0 ? '' : ` /Parent ${self - 1} 0 R`;
    objects.push(`<< /Type /Pages /Kids [${self + 1} 0 R] /Count 1${parent} >>`);
  }
  objects.push(`<< /Type /Page /Parent ${depth + 1} 0 R /MediaBox [0 0 200 200] >>`);
  return pdfOf(objects);
}

/** A page carrying arrays nested `depth` deep, each array an object of its own holding the next. */
export function deeplyNestedArrays(depth = 50_000): Buffer {
  const objects = [CATALOG, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>'];
  objects.push('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Annots 4 0 R >>');
  for (let level = 0; level < depth; level++) objects.push(level === depth - 1 ? '[]' : `[${level + 5} 0 R]`);
  return pdfOf(objects);
}

/**
 * A PDF whose cross-reference stream claims two billion entries of zero bytes each: a reader that
 * believes it counts entries forever.
 */
export function brokenCrossReferenceStream(): Buffer {
  const head = pdfOf([
    CATALOG,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ]);
  const text = head.toString('latin1');
  const end = text.indexOf('xref\n');
  const body = text.slice(0, end);
  const xrefAt = body.length;
  const stream = `4 0 obj\n<< /Type /XRef /Size 2000000000 /W [0 0 0] /Root 1 0 R /Length 0 >>\nstream\n\nendstream\nendobj\n`;
  return Buffer.from(`${body}${stream}startxref\n${xrefAt}\n%%EOF\n`, 'latin1');
}
