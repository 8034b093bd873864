import { type Canvas, createCanvas } from '@napi-rs/canvas';
import { render, screen, waitFor } from '@testing-library/react';
import { PDFDocument, rgb } from 'pdf-lib';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RateConfirmationPreview } from './rate-confirmation-preview';
import type { ExtractionFile } from './use-extraction-files';

/** A letter-size page with a black box in its top-left quarter. */
async function onePagePdf() {
  const pdf = await PDFDocument.create();
  pdf.addPage([612, 792]).drawRectangle({ x: 0, y: 396, width: 306, height: 396, color: rgb(0, 0, 0) });
  return pdf.save();
}

const cardOf = (bytes: Uint8Array, name: string, type: string): ExtractionFile => ({
  key: name,
  file: new File([new Uint8Array(bytes)], name, { type }),
  url: `blob:${name}`,
  state: 'done',
  sent: bytes.length,
});

/** The canvases pdf.js drew on, standing in for the browser's: the test DOM has no 2D drawing. */
let drawn: Canvas[] = [];

beforeAll(async () => {
  // Node has no Worker; given its worker module here, pdf.js runs it in the same thread.
  // @ts-expect-error pdf.js publishes no types for its worker module.
  Object.assign(globalThis, { pdfjsWorker: await import('pdfjs-dist/legacy/build/pdf.worker.mjs') });
});

beforeEach(() => {
  drawn = [];
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    const canvas = createCanvas(this.width, this.height);
    drawn.push(canvas);
    return canvas.getContext('2d') as unknown as RenderingContext;
  });
});

describe('the rate confirmation preview', () => {
  it('draws each page of a PDF on a canvas at the width of the column', async () => {
    render(<RateConfirmationPreview card={cardOf(await onePagePdf(), 'ratecon.pdf', 'application/pdf')} />);
    expect(screen.getByText('Loading PDF…')).toBeTruthy();

    const page = await screen.findByRole('img', { name: 'Page 1 of 1' }, { timeout: 10_000 });
    expect(page.tagName).toBe('CANVAS');
    expect(screen.getByRole('group', { name: 'Rate confirmation ratecon.pdf' }).contains(page)).toBe(true);
    // 400 CSS pixels wide, the page's proportions kept, once the page is drawn (the canvas shows first).
    const canvas = page as HTMLCanvasElement;
    await waitFor(() => expect([canvas.width, canvas.height]).toEqual([400, 517]), { timeout: 10_000 });
    // The black box is drawn where the page has it, and the rest stays white.
    await waitFor(() => expect(drawn.at(-1)?.getContext('2d').getImageData(100, 100, 1, 1).data[0]).toBe(0));
    expect(drawn.at(-1)?.getContext('2d').getImageData(300, 400, 1, 1).data[0]).toBe(255);
    expect(screen.queryByText('Loading PDF…')).toBeNull();
  });

  it('says so when the file cannot be drawn, and offers to open it', async () => {
    const damaged = new TextEncoder().encode('%PDF-1.7\nthis is not the rest of a PDF');
    render(<RateConfirmationPreview card={cardOf(damaged, 'broken.pdf', 'application/pdf')} />);

    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain(
      'This PDF cannot be shown here: the file may be damaged or password-protected.',
    );
    expect(screen.getByRole('link', { name: 'Open broken.pdf' }).getAttribute('href')).toBe('blob:broken.pdf');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows an image as the image', () => {
    render(<RateConfirmationPreview card={cardOf(new Uint8Array([1]), 'ratecon.png', 'image/png')} />);
    expect(screen.getByRole('img', { name: 'Rate confirmation ratecon.png' }).getAttribute('src')).toBe(
      'blob:ratecon.png',
    );
  });
});
