import { createInflate } from 'node:zlib';
import { IMAGE_MAX_PIXELS } from '@tms/domain';
import { type PDFDocument, PDFImage, type PDFRef, PngEmbedder } from 'pdf-lib';

/**
 * A PNG's compressed pixel rows go into a PDF unchanged: PDF's FlateDecode with the PNG predictor
 * (15) reads exactly what a PNG's IDAT chunks hold. pdf-lib instead decodes the PNG and deflates it
 * again in JavaScript, which is most of a merge's time for screenshots. This covers the common
 * case (8-bit grey or RGB, not interlaced, no transparency); anything else goes through pdf-lib.
 */
type PlainPng = { width: number; height: number; channels: 1 | 3; idat: Buffer[] };

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The IHDR facts and the IDAT chunks of a PNG that PDF can take as it is, or undefined. */
export function plainPng(bytes: Buffer): PlainPng | undefined {
  if (bytes.length < 33 || !bytes.subarray(0, 8).equals(SIGNATURE)) return undefined;
  let width = 0;
  let height = 0;
  let channels: 1 | 3 = 3;
  const idat: Buffer[] = [];
  for (let at = 8; at + 12 <= bytes.length; ) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (data.length !== length) return undefined;
    if (type === 'IHDR') {
      const [depth, colour, , , interlace] = data.subarray(8, 13);
      if (depth !== 8 || interlace !== 0 || (colour !== 0 && colour !== 2)) return undefined;
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      // Checked before anything is allocated: over the pixel limit, the merge refuses the file (decision 0130).
      if (width * height > IMAGE_MAX_PIXELS) return undefined;
      channels = colour === 0 ? 1 : 3;
    } else if (type === 'tRNS') {
      return undefined; // a transparent colour needs a soft mask
    } else if (type === 'IDAT') {
      idat.push(data);
    } else if (type === 'IEND') {
      return width > 0 && height > 0 && idat.length > 0 ? { width, height, channels, idat } : undefined;
    }
    at += 12 + length;
  }
  return undefined;
}

/**
 * True when the compressed rows inflate to exactly the size the header promises, so a damaged
 * file is refused here as pdf-lib would refuse it. Inflates on the thread pool and keeps no pixels.
 */
export function rowsAreWhole(png: PlainPng): Promise<boolean> {
  const expected = png.height * (1 + png.width * png.channels);
  return new Promise((resolve) => {
    let size = 0;
    const inflate = createInflate();
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // More rows than the header gives: damaged, and no reason to inflate the rest of a bomb.
      if (size > expected) {
        inflate.destroy();
        resolve(false);
      }
    });
    inflate.on('error', () => resolve(false));
    inflate.on('end', () => resolve(size === expected));
    for (const part of png.idat) inflate.write(part);
    inflate.end();
  });
}

/** The PNG as an image of the document, its IDAT bytes copied once into the output. */
export function embedPlainPng(out: PDFDocument, png: PlainPng): PDFImage {
  const { width, height, channels } = png;
  const ref = out.context.nextRef();
  // pdf-lib checks that an image's embedder is one of its own, and then asks it only for its size
  // and for embedIntoContext: a PngEmbedder whose embedding writes the rows as they are.
  const embedder: PngEmbedder = Object.assign(Object.create(PngEmbedder.prototype) as PngEmbedder, {
    width,
    height,
    async embedIntoContext(context: PDFDocument['context'], target?: PDFRef) {
      const xObject = context.stream(Buffer.concat(png.idat), {
        Type: 'XObject',
        Subtype: 'Image',
        Width: width,
        Height: height,
        BitsPerComponent: 8,
        ColorSpace: channels === 1 ? 'DeviceGray' : 'DeviceRGB',
        Filter: 'FlateDecode',
        DecodeParms: { Predictor: 15, Colors: channels, BitsPerComponent: 8, Columns: width },
      });
      if (!target) return context.register(xObject);
      context.assign(target, xObject);
      return target;
    },
  });
  return PDFImage.of(ref, out, embedder);
}
