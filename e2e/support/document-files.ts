import type { Browser } from '@playwright/test';

export type TestFile = { name: string; mimeType: string; buffer: Buffer };

/**
 * A two-page PDF printed by the browser and a 900 × 600 PNG drawn on a canvas, made fresh for the
 * run. The PNG is noisy, so it does not compress and its upload takes long enough to watch.
 */
export async function makeTestFiles(browser: Browser): Promise<{ pdf: TestFile; png: TestFile }> {
  const page = await browser.newPage();
  try {
    await page.setContent(
      `<h1>Certificate of Liability Insurance</h1><p>Carrier: Acme Freight</p><div style="break-before: page"><h2>Page 2</h2></div>`,
    );
    const pdf = await page.pdf({ format: 'Letter' });
    const dataUrl = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 900;
      canvas.height = 600;
      const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
      const pixels = ctx.createImageData(900, 600);
      for (let i = 0; i < pixels.data.length; i += 4) {
        pixels.data[i] = 10 + Math.random() * 40;
        pixels.data[i + 1] = 120 + Math.random() * 40;
        pixels.data[i + 2] = 110 + Math.random() * 40;
        pixels.data[i + 3] = 255;
      }
      ctx.putImageData(pixels, 0, 0);
      ctx.fillStyle = '#ffffff';
      ctx.font = 'bold 56px sans-serif';
      ctx.fillText('Operating Authority', 170, 320);
      return canvas.toDataURL('image/png');
    });
    const png = Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
    return {
      pdf: { name: 'e2e-certificate.pdf', mimeType: 'application/pdf', buffer: pdf },
      png: { name: 'e2e-authority.png', mimeType: 'image/png', buffer: png },
    };
  } finally {
    await page.close();
  }
}
