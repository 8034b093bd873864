import { randomBytes } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

export type BenchFile = { name: string; type: string; data: Buffer };

/** A picture of noise: it does not compress, so file sizes stay those of real photos and scans. */
function noise(width: number, height: number) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
}

async function pdfOf(pages: number, seed: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < pages; p++) {
    const scan = await doc.embedJpg(await noise(1275, 1650).jpeg({ quality: 60 }).toBuffer());
    const page = doc.addPage([612, 792]);
    page.drawImage(scan, { x: 0, y: 0, width: 612, height: 792 });
    page.drawText(`Bill of lading ${seed}, page ${p + 1}`, { x: 40, y: 750, size: 14, font });
  }
  return Buffer.from(await doc.save());
}

/** 20 mixed files as a carrier uploads them: scanned PDFs, phone photos (JPEG) and screenshots (PNG). */
export async function benchFiles(): Promise<BenchFile[]> {
  const files: BenchFile[] = [];
  for (let i = 0; i < 20; i++) {
    if (i % 2 === 0) {
      files.push({ name: `bol-${i}.pdf`, type: 'application/pdf', data: await pdfOf(1 + (i % 3), i) });
    } else if (i % 4 === 1) {
      const data = await noise(1600, 1200).jpeg({ quality: 80 }).toBuffer();
      files.push({ name: `pod-photo-${i}.jpg`, type: 'image/jpeg', data });
    } else {
      files.push({ name: `screenshot-${i}.png`, type: 'image/png', data: await noise(640, 480).png().toBuffer() });
    }
  }
  return files;
}

/**
 * The same 20 kinds of file at about 1 KB each, whole and readable (a one-page text PDF, small
 * pictures): what every upload costs whatever its size. Cut-off files would be refused as damaged.
 */
export async function tinyBenchFiles(files: BenchFile[]): Promise<BenchFile[]> {
  const tiny = async (f: BenchFile): Promise<Buffer> => {
    if (f.type === 'application/pdf') {
      const doc = await PDFDocument.create();
      const font = await doc.embedFont(StandardFonts.Helvetica);
      doc.addPage([612, 792]).drawText(`Bill of lading ${f.name}`, { x: 40, y: 750, size: 14, font });
      return Buffer.from(await doc.save());
    }
    return f.type === 'image/png' ? noise(18, 18).png().toBuffer() : noise(24, 24).jpeg({ quality: 80 }).toBuffer();
  };
  return Promise.all(files.map(async (f) => ({ name: `tiny-${f.name}`, type: f.type, data: await tiny(f) })));
}
