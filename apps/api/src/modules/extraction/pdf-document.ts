import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ExtractionError } from './extraction-error';

const require = createRequire(import.meta.url);
// Font, character-map and decoder data ship inside the pdfjs-dist package; nothing is fetched.
const pdfjsRoot = dirname(require.resolve('pdfjs-dist/package.json'));
const asset = (folder: string) => `${join(pdfjsRoot, folder)}/`;

/**
 * Opens a PDF with pdf.js in a locked-down mode: no system fonts, no XFA, bundled data only. pdf.js 6
 * no longer has an eval code path at all (the `isEvalSupported` switch of earlier releases is gone
 * with it), which a test checks against the installed build.
 */
export async function openPdf(data: Uint8Array): Promise<PDFDocumentProxy> {
  const { getDocument, PasswordException, InvalidPDFException } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    data: new Uint8Array(data),
    useSystemFonts: false,
    disableFontFace: true,
    enableXfa: false,
    standardFontDataUrl: asset('standard_fonts'),
    cMapUrl: asset('cmaps'),
    cMapPacked: true,
    wasmUrl: asset('wasm'),
    verbosity: 0,
  });
  try {
    return await task.promise;
  } catch (e) {
    await task.destroy().catch(() => undefined);
    if (e instanceof PasswordException)
      throw new ExtractionError('The PDF is password-protected; upload an unlocked copy');
    if (e instanceof InvalidPDFException) throw new ExtractionError('The file is not a readable PDF');
    throw new ExtractionError('The PDF could not be read');
  }
}
