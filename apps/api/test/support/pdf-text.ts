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
