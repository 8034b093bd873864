// The driver app (/driver) on a phone, as Lighthouse scores it, and whether Chromium would install it.
// It builds nothing: `npm run build` first. The built API (which serves the built web app) starts on a
// fresh database with the demo data, as the other benches start it (DATABASE_URL for PostgreSQL,
// else the embedded database). In the system Chromium (CHROME_PATH, else /usr/bin/chromium), the demo
// driver signs in through the app's own form; Lighthouse then opens /driver with the session kept and
// the HTTP cache, cache storage and service workers cleared before each run, so every run downloads
// the app as a first visit would. When the demo driver cannot sign in (no sign-in form, or it does
// not lead to /driver), Lighthouse opens /driver signed out: the sign-in page the driver first sees.
//
// Lighthouse: mobile form factor with its default (simulated) throttling; performance, accessibility
// and best practices, median of BENCH_LIGHTHOUSE_RUNS (3). Lighthouse 12 dropped its PWA category, so
// installability is asked through the DevTools protocol on a page showing /driver: the manifest
// (`Page.getAppManifest`), no installability error (`Page.getInstallabilityErrors`) and a service
// worker registered for the page. Targets: performance >= 0.85, accessibility >= 0.9, best practices
// >= 0.9, installable. Exits non-zero when one is missed.
import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { type Installability, installabilityOf, installable } from './support/installability';
import { startServer } from './support/server';

const BASELINE = { performance: 0.85, accessibility: 0.9, 'best-practices': 0.9 } as const;
type Category = keyof typeof BASELINE;
const CATEGORIES = Object.keys(BASELINE) as Category[];
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 8098);
const CHROME = process.env.CHROME_PATH ?? CHROMIUM_PATH;
const DRIVER = { email: 'driver@acme.test', password: 'DemoPass123' };
const root = resolve(import.meta.dirname, '..');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Waits until the page stops moving: loaded, idle, and at the same address a second later. */
async function settle(page: Page) {
  const until = Date.now() + 30_000;
  for (;;) {
    await page.waitForLoadState('networkidle');
    const at = page.url();
    await page.waitForTimeout(1000);
    if (page.url() === at || Date.now() > until) return;
  }
}

/**
 * Opens /driver and waits for where it settles: the app may send the visitor elsewhere (to its
 * sign-in page, or out of a path it does not serve) by a navigation of its own after loading.
 */
async function openDriver(page: Page, base: string) {
  await page.goto(`${base}/driver`);
  await settle(page);
}

/** The app's sign-in form, wherever /driver sends a signed-out visitor (else the back office's). */
async function signInForm(page: Page, base: string) {
  const password = page.locator('input[type="password"]').first();
  const shown = () =>
    password
      .waitFor({ state: 'visible', timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
  await openDriver(page, base);
  // On a busy machine the app's own redirect to its sign-in page can come after the page settled.
  if (await shown()) return password;
  await page.goto(`${base}/login`);
  await settle(page);
  return (await shown()) ? password : null;
}

/** Signs the demo driver in through the page; answers whether /driver then shows the app. */
async function signInDriver(page: Page, base: string): Promise<boolean> {
  const password = await signInForm(page, base);
  if (!password) return false;
  await page
    .getByLabel(/e-?mail/i)
    .first()
    .fill(DRIVER.email);
  await password.fill(DRIVER.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await password.waitFor({ state: 'hidden', timeout: 30_000 }).catch(() => undefined);
  // The app moves a driver to /driver itself, as a new document: a navigation of ours would race it.
  await page.waitForURL((url) => url.pathname.startsWith('/driver'), { timeout: 30_000 }).catch(() => undefined);
  await settle(page);
  await openDriver(page, base);
  return new URL(page.url()).pathname.startsWith('/driver') && !(await password.isVisible());
}

/** Forgets what a first visit would not have: the HTTP cache, cache storage and service workers. */
async function asFirstVisit(page: Page, base: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'cache_storage,service_workers' });
  await cdp.detach();
}

async function lighthouseRun(port: number, url: string, signedIn: boolean) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    onlyCategories: CATEGORIES,
    // Signed in, the session in the browser's storage is kept; the caches were cleared beforehand.
    disableStorageReset: signedIn,
  });
  if (!result) throw new Error('Lighthouse returned no result');
  // BENCH_REPORT_DIR keeps each run's whole Lighthouse report, to see what the figures are made of.
  if (process.env.BENCH_REPORT_DIR)
    writeFileSync(resolve(process.env.BENCH_REPORT_DIR, `driver-app-${Date.now()}.json`), JSON.stringify(result.lhr));
  const { categories, audits, finalDisplayedUrl } = result.lhr;
  const ms = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
  const score = (c: Category) => categories[c]?.score ?? 0;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    'FCP ms': ms('first-contentful-paint'),
    'LCP ms': ms('largest-contentful-paint'),
    'TBT ms': ms('total-blocking-time'),
    CLS: Number((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
    shown: new URL(finalDisplayedUrl).pathname,
    failing: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}
type Run = Awaited<ReturnType<typeof lighthouseRun>>;

async function measure(base: string) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: [...CHROMIUM_FLAGS, '--headless'] });
  let browser: Browser | undefined;
  try {
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0]!.newPage();
    const signedIn = await signInDriver(page, base);
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      await asFirstVisit(page, base);
      runs.push(await lighthouseRun(chrome.port, `${base}/driver`, signedIn));
    }
    await openDriver(page, base);
    return { signedIn, runs, installability: await installabilityOf(page) };
  } finally {
    await browser?.close().catch(() => undefined);
    chrome.kill();
  }
}

function report(signedIn: boolean, runs: Run[], i: Installability): boolean {
  console.log(
    `\nDriver app (/driver), ${signedIn ? `signed in as ${DRIVER.email}` : 'signed out (what /driver shows a visitor: its sign-in page once the app is there)'}`,
  );
  console.log(`Lighthouse, mobile form factor, default throttling, ${runs.length} runs; Chromium at ${CHROME}`);
  console.table(runs.map(({ failing, ...run }) => run));
  let met = true;
  for (const c of CATEGORIES) {
    const score = median(runs.map((r) => r[c]));
    const ok = score >= BASELINE[c];
    met &&= ok;
    console.log(`${c.padEnd(15)} ${score.toFixed(2)}  (baseline >= ${BASELINE[c]})  ${ok ? 'MET' : 'NOT MET'}`);
  }
  const failing = [...new Set(runs.flatMap((r) => r.failing))];
  if (failing.length) console.log(`audits failed in some run: ${failing.join(', ')}`);
  const ok = installable(i);
  met &&= ok;
  console.log(`installable     ${ok ? 'yes' : 'no'}  (baseline: yes)  ${ok ? 'MET' : 'NOT MET'}`);
  console.log(
    `  manifest: ${i.manifestUrl ?? 'none'}${i.manifestErrors.length ? `; errors: ${i.manifestErrors.join('; ')}` : ''}`,
  );
  console.log(`  installability errors: ${i.installabilityErrors.join('; ') || 'none'}`);
  console.log(`  service worker: ${i.serviceWorkerScope ? `scope ${i.serviceWorkerScope}` : 'none registered'}`);
  return met;
}

async function main() {
  if (!existsSync(resolve(root, 'apps/web/dist/index.html')) || !existsSync(resolve(root, 'apps/api/dist/server.js')))
    throw new Error('Build the app first: npm run build');
  const server = await startServer(PORT);
  try {
    const { signedIn, runs, installability } = await measure(server.base);
    if (!report(signedIn, runs, installability)) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await main();
