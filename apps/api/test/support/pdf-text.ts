import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { openPdf } from '../../src/modules/extraction/pdf-document';

/** The text of every page, read back with pdf.js the way a reader's system would. */
export async function pagesText(data: Buffer | Uint8Array): Promise<string[]> {
  const doc = await openPdf(new Uint8Array(data));
  const out: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    out.push(
      content.items
        .map((i) => ('str' in i ? i.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await doc.cleanup();
  return out;
}

/** The base names of the fonts a page draws with ("Inter-Regular"), read from its resources with pdf-lib. */
export async function pageFonts(data: Buffer | Uint8Array, index = 0): Promise<string[]> {
  const page = (await PDFDocument.load(data)).getPage(index);
  const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
  const names = (fonts?.values() ?? []).map((ref) => {
    const font = page.doc.context.lookup(ref, PDFDict);
    // An embedded subset is named after its font with a suffix of its own ("Inter-Bold-1836").
    return String(font.lookup(PDFName.of('BaseFont'), PDFName).decodeText()).replace(/-\d+$/, '');
  });
  return [...new Set(names)].sort();
}
