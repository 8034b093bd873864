import { type FileKind, IMAGE_MAX_PIXELS, imageTooLargeMessage } from '@tms/domain';
import { unprocessable } from '../../lib/errors';
import { loadSharp } from '../../lib/native-images';

export type PixelSize = { width: number; height: number };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's size from its IHDR chunk, which the format puts first: the first 24 bytes are enough. */
export function pngSize(bytes: Uint8Array): PixelSize | undefined {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length < 24 || !b.subarray(0, 8).equals(PNG_SIGNATURE) || b.toString('latin1', 12, 16) !== 'IHDR')
    return undefined;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

/**
 * The size of every page of a TIFF, read from its image directories in one pass (a directory
 * may sit anywhere in the file, so the whole file is needed). Classic TIFF only; undefined for
 * anything else, which is then read by libvips.
 */
export function tiffPageSizes(b: Buffer): PixelSize[] | undefined {
  if (b.length < 8) return undefined;
  const order = b.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return undefined;
  const le = order === 'II';
  const u16 = (at: number) => (le ? b.readUInt16LE(at) : b.readUInt16BE(at));
  const u32 = (at: number) => (le ? b.readUInt32LE(at) : b.readUInt32BE(at));
  if (u16(2) !== 42) return undefined;
  const sizes: PixelSize[] = [];
  const seen = new Set<number>();
  for (let ifd = u32(4); ifd !== 0; ) {
    // A directory pointing back to one already read would loop for ever.
    if (seen.has(ifd) || ifd + 2 > b.length) return undefined;
    seen.add(ifd);
    const count = u16(ifd);
    if (ifd + 2 + 12 * count + 4 > b.length) return undefined;
    const size = { width: 0, height: 0 };
    for (let i = 0; i < count; i++) {
      const entry = ifd + 2 + 12 * i;
      const tag = u16(entry);
      if (tag !== 256 && tag !== 257) continue;
      const value = u16(entry + 2) === 3 ? u16(entry + 8) : u32(entry + 8);
      if (tag === 256) size.width = value;
      else size.height = value;
    }
    sizes.push(size);
    ifd = u32(ifd + 2 + 12 * count);
  }
  return sizes;
}

/**
 * The pixel size of each page of an image, from its header alone: no pixel is decoded, so an
 * image of any claimed size answers at once. Rejects when the header cannot be read. Given a
 * file's path instead of its bytes, libvips reads the header from the file (not for TIFF, whose
 * directories are read here from the bytes).
 */
export async function imagePageSizes(input: Buffer | string, kind: FileKind): Promise<PixelSize[]> {
  if (kind === 'png' && typeof input !== 'string') {
    const size = pngSize(input);
    if (size) return [size];
  }
  if (kind === 'tiff' && typeof input !== 'string') {
    const sizes = tiffPageSizes(input);
    if (sizes?.length) return sizes;
  }
  const sharp = await loadSharp();
  // libvips reads only the header for metadata; its own pixel limit would hide the size asked about.
  const meta = await sharp(input, { limitInputPixels: false }).metadata();
  if (!meta.width || !meta.height) throw new Error('the image header gives no size');
  // Animated GIF and WEBP frames share the screen size; their first frame is what a page shows.
  return [{ width: meta.width, height: meta.height }];
}

/** The first page over the pixel limit, or undefined when every page is within it. */
export function oversizedPage(sizes: readonly PixelSize[]): PixelSize | undefined {
  return sizes.find((s) => s.width * s.height > IMAGE_MAX_PIXELS);
}

/** Refuses a stored image with a page over the pixel limit (422 naming the file). */
export function assertWithinPixelLimit(filename: string, sizes: readonly PixelSize[]) {
  const big = oversizedPage(sizes);
  if (big) throw unprocessable(imageTooLargeMessage(filename, big.width, big.height));
}
