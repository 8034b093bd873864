import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../e2e/support/chromium';

export interface ScriptLoad {
  path: string;
  gzipBytes: number;
}

async function gzipSize(dist: string, path: string): Promise<number> {
  return gzipSync(await readFile(join(dist, path))).length;
}

/**
 * The JavaScript a page requests in Chromium, with the gzip size of each file: what loads for the
 * first view, and what else loads once the visitor has scrolled to the bottom of the page.
 */
export async function landingScripts(base: string, dist: string, pagePath = '/') {
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.push(new URL(request.url()).pathname);
    });
    await page.goto(`${base}${pagePath}`, { waitUntil: 'networkidle' });
    const firstView = [...requested];
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 50));
      }
    });
    await page.waitForLoadState('networkidle');
    const measure = async (paths: string[]): Promise<ScriptLoad[]> =>
      Promise.all([...new Set(paths)].map(async (path) => ({ path, gzipBytes: await gzipSize(dist, path) })));
    return { firstView: await measure(firstView), afterScroll: await measure(requested) };
  } finally {
    await browser.close();
  }
}
