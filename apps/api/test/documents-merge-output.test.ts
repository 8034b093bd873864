import { randomBytes } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mergeToPdf } from '../src/modules/documents/pdf-merge';
import { pdfStream } from '../src/modules/documents/pdf-output';
import { embedPlainPng, plainPng } from '../src/modules/documents/png-passthrough';
import { openPdf } from '../src/modules/extraction/pdf-document';

const noisePng = (width: number, height: number, channels: 1 | 3 | 4) =>
  sharp(randomBytes(width * height * channels), { raw: { width, height, channels } })
    .png()
    .toBuffer();

/** The pixels of the one image on the merged PDF's first page, as pdf.js (a separate decoder) reads them. */
async function pixelsOfFirstImage(pdfBytes: Uint8Array) {
  const pdf = await openPdf(pdfBytes);
  const page = await pdf.getPage(1);
  const ops = await page.getOperatorList();
  const at = ops.fnArray.indexOf(OPS.paintImageXObject);
  const name = ops.argsArray[at][0] as string;
  const image = await new Promise<{ width: number; height: number; data: Uint8ClampedArray; kind: number }>((r) =>
    page.objs.get(name, r),
  );
  await pdf.loadingTask.destroy();
  return image;
}

const mergeOne = (data: Buffer) => mergeToPdf([{ name: 'shot.png', kind: 'png', read: async () => data }], 500, 't');

describe('PNG images in a merge', () => {
  it.each([3, 1] as const)('keep every pixel when their rows go in unchanged (%i channels)', async (channels) => {
    const png = await noisePng(37, 23, channels);
    expect(plainPng(png)).toBeDefined();
    const { stream } = await mergeOne(png);
    const image = await pixelsOfFirstImage(Buffer.concat(await stream.toArray()));
    const expected = await sharp(png).removeAlpha().ensureAlpha().raw().toBuffer();
    expect({ width: image.width, height: image.height }).toEqual({ width: 37, height: 23 });
    // pdf.js hands back RGBA (kind 3) or RGB (kind 2) pixels.
    const rgba =
      image.data.length === 37 * 23 * 4
        ? Buffer.from(image.data)
        : await sharp(Buffer.from(image.data), { raw: { width: 37, height: 23, channels: 3 } })
            .ensureAlpha()
            .raw()
            .toBuffer();
    expect(rgba.equals(expected)).toBe(true);
  });

  it('go through pdf-lib when they have transparency', async () => {
    const png = await noisePng(20, 10, 4);
    expect(plainPng(png)).toBeUndefined();
    expect((await mergeOne(png)).pages).toBe(1);
  });

  it('are refused as damaged when their rows are cut short', async () => {
    const png = await noisePng(200, 100, 3);
    const idatEnd = png.indexOf('IEND') - 4;
    const cut = Buffer.concat([png.subarray(0, idatEnd - 2000), png.subarray(idatEnd)]);
    // The IDAT length field still claims the full size, so the chunk reader gives up or inflate fails.
    await expect(mergeOne(cut)).rejects.toMatchObject({ statusCode: 422 });
  });

  it('are refused as damaged when their rows hold more than the header gives, without inflating them all', async () => {
    const png = Buffer.from(await noisePng(200, 100, 3));
    png.writeUInt32BE(50, 16 + 4); // IHDR height: half the rows the data holds
    await expect(mergeOne(png)).rejects.toMatchObject({ statusCode: 422 });
  });

  it('are refused as damaged when their rows do not fill the size the header gives', async () => {
    const png = Buffer.from(await noisePng(200, 100, 3));
    png.writeUInt32BE(101, 16 + 4); // IHDR height: one row more than the data holds
    expect(plainPng(png)).toMatchObject({ height: 101 });
    await expect(mergeOne(png)).rejects.toMatchObject({
      statusCode: 422,
      message: '"shot.png" is damaged and cannot be merged',
    });
  });
});

describe('the merged file', () => {
  it('is byte for byte what pdf-lib writes, handed out in pieces of the length it announces', async () => {
    const doc = await PDFDocument.create();
    const png = await noisePng(30, 20, 3);
    doc.addPage().drawImage(await doc.embedPng(png), { x: 10, y: 10 });
    doc.addPage().drawImage(embedPlainPng(doc, plainPng(png)!), { x: 10, y: 10 });
    const { size, stream } = await pdfStream(doc);
    const streamed = Buffer.concat(await stream.toArray());
    expect(streamed.length).toBe(size);
    expect(streamed.equals(Buffer.from(await doc.save({ useObjectStreams: false })))).toBe(true);
  });
});
