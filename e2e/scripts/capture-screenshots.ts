// Captures the landing page's hero screenshots from a running app: real back-office screens,
// signed in with the demo logins, in light and dark, saved as WebP in two widths.
//
//   npx tsx e2e/scripts/capture-screenshots.ts http://127.0.0.1:8080 [output folder]
//
// It starts nothing: run the built app (npm start, or the API's dist/server.js) first.
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../support/chromium';

const DEMO_PASSWORD = 'DemoPass123';
const VIEWPORT = { width: 1280, height: 800 };
/** Each width with its byte budget: the small one is a phone's first screen, where it decides how soon the page is whole. */
const WIDTHS = [
  { width: 720, maxBytes: 22_000 },
  { width: 1280, maxBytes: 80_000 },
] as const;
const MODES = ['light', 'dark'] as const;

interface Shot {
  /** File stem, as apps/web/src/features/public/landing/screenshots.ts names it. */
  id: string;
  email: string;
  path: string;
  /** The page's title, shown once the screen is there. */
  ready: RegExp;
}

const SHOTS: readonly Shot[] = [
  { id: 'customers', email: 'manager@acme.test', path: '/app/customers', ready: /^Customers$/ },
  { id: 'companies', email: 'superadmin@tms.test', path: '/app/companies', ready: /Compan/ },
  { id: 'settings', email: 'manager@acme.test', path: '/app/settings', ready: /^Settings$/ },
];

async function signIn(page: Page, base: string, email: string) {
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/app\//);
}

/** Scales a PNG down in the browser and encodes it as WebP, lowering quality until it fits. */
async function toWebp(page: Page, png: Buffer, width: number, maxBytes: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    async ({ source, targetWidth, maxBytes }) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = targetWidth;
      canvas.height = Math.round((image.height * targetWidth) / image.width);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.imageSmoothingQuality = 'high';
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      let encoded = '';
      for (let quality = 0.86; quality >= 0.4; quality -= 0.06) {
        encoded = canvas.toDataURL('image/webp', quality);
        if ((encoded.length * 3) / 4 <= maxBytes) break;
      }
      return encoded;
    },
    { source: `data:image/png;base64,${png.toString('base64')}`, targetWidth: width, maxBytes },
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

async function capture(browser: Browser, base: string, outDir: string, mode: (typeof MODES)[number], shots: Shot[]) {
  const context = await browser.newContext({ viewport: VIEWPORT, colorScheme: mode, reducedMotion: 'reduce' });
  await context.addInitScript((m) => localStorage.setItem('themeMode', m), mode);
  const page = await context.newPage();
  const encoder = await context.newPage();
  await signIn(page, base, shots[0]!.email);
  for (const shot of shots) {
    await page.goto(`${base}${shot.path}`);
    await page.getByRole('heading', { name: shot.ready }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.mouse.move(VIEWPORT.width - 1, VIEWPORT.height - 1);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const png = await page.screenshot({ animations: 'disabled' });
    for (const { width, maxBytes } of WIDTHS) {
      const webp = await toWebp(encoder, png, width, maxBytes);
      const file = join(outDir, `${shot.id}-${mode}-${width}.webp`);
      await writeFile(file, webp);
      console.log(`${file}  ${(webp.length / 1024).toFixed(1)} KB`);
    }
  }
  await context.close();
}

const base = process.argv[2]?.replace(/\/$/, '');
if (!base) {
  console.error('usage: npx tsx e2e/scripts/capture-screenshots.ts <app url> [output folder]');
  process.exit(1);
}
const outDir = resolve(process.argv[3] ?? join(import.meta.dirname, '../../apps/web/public/screenshots'));
await mkdir(outDir, { recursive: true });

const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
try {
  // One signed-in context per person and theme.
  const byUser = new Map<string, Shot[]>();
  for (const shot of SHOTS) byUser.set(shot.email, [...(byUser.get(shot.email) ?? []), shot]);
  for (const mode of MODES) {
    for (const shots of byUser.values()) await capture(browser, base, outDir, mode, shots);
  }
} finally {
  await browser.close();
}
