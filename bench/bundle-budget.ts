// The JavaScript the back office's busiest pages download on their first load after sign-in, and
// how long they take to show their data, on a phone: the dispatch board, a load's page and the new
// load wizard. The built app (npm run build) is served by the built API on a fresh database with the
// demo data; each run is a new browser context (empty cache) that opens the page, is sent to the
// sign-in page, signs in as the demo manager and comes back to the page.
//
// Phone profile: a 390x844 screen, the CPU slowed 4x and a 4G-like network (150 ms round trip,
// 1.6 Mbit/s down, 750 kbit/s up; the mobile profile Lighthouse uses), through the DevTools protocol.
// Bytes are the gzip copies the build writes (what the server sends a browser that accepts gzip) of
// every script the journey requested; the time runs from the Sign In click to the data on screen,
// both read by the page's own clock. The bench waits for the sign-in page to be idle before typing.
// Targets: each page < 250 KB gzip of JavaScript, its data shown within 1.5 s (median of the runs).
//
// BENCH_DATABASE_URL names a PostgreSQL server to make the database on (dropped afterwards; without
// it the embedded database is used). BENCH_RUNS (3) runs per page. BENCH_NO_THROTTLE=1 measures
// without the phone profile; BENCH_LIST=1 prints each page's largest scripts; BENCH_WATERFALL=1
// the requests made after the click, in ms from it.
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '../e2e/support/chromium';
import { demoAccessToken, startServer } from './support/server';

const BUDGET_KB = 250;
const TIME_BUDGET_MS = 1500;
/** The dispatch board before its libraries were split by route (decision 0201). */
const BASELINE = { kb: 387, files: 117 };
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 8097);
const THROTTLE = process.env.BENCH_NO_THROTTLE !== '1';
const EMAIL = 'manager@acme.test';
/** BENCH_LIST=1 prints each page's largest scripts. */
const LIST = process.env.BENCH_LIST === '1';
/** BENCH_WATERFALL=1 prints the requests made after the click, with their start and end. */
const WATERFALL = process.env.BENCH_WATERFALL === '1';

const dist = resolve(import.meta.dirname, '../apps/web/dist');

interface Route {
  name: string;
  path: (loadId: string) => string;
  /** What shows that the page's data is on screen. */
  data: string;
}

const ROUTES: Route[] = [
  // A phone gets the board's loads as cards; a wider screen as a table.
  {
    name: 'dispatch board',
    path: () => '/app/dispatch',
    data: '[data-testid="load-card"], table[aria-label="Loads"] tbody tr a',
  },
  { name: 'load page', path: (id) => `/app/loads/${id}`, data: '[data-testid="load-status"]' },
  { name: 'load wizard', path: () => '/app/loads/create', data: '[data-testid="wizard-step-indicator"]' },
];

interface Run {
  kb: number;
  files: number;
  ms: number;
}

/** The size of the gzip copy the build wrote for a file of the app (the file itself when there is none). */
function gzipBytes(pathname: string): number {
  const file = join(dist, pathname);
  return existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : statSync(file).size;
}

async function phoneProfile(page: import('playwright-core').Page) {
  if (!THROTTLE) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/**
 * Runs in the page: the time from the click's arrival to the data's first drawn element, by the
 * page's own clock. Playwright's finding of the button and its polling for the data run on the same
 * slowed CPU and would add their own hundreds of milliseconds to a timer kept outside the page.
 * A string, not a function: the bench's compiler wraps named functions in a helper the page lacks.
 */
const watchClickToData = (selector: string) => `
  window.clickToData = new Promise((resolve) => {
    document.addEventListener('click', (click) => {
      window.clickAt = click.timeStamp;
      const shown = () => {
        const found = Array.from(document.querySelectorAll(${JSON.stringify(selector)}))
          .some((el) => el.getClientRects().length > 0);
        if (found) resolve(performance.now() - click.timeStamp);
        return found;
      };
      if (shown()) return;
      const observer = new MutationObserver(() => shown() && observer.disconnect());
      observer.observe(document, { subtree: true, childList: true, attributes: true });
    }, { capture: true, once: true });
  });
  // Answers at once: the promise itself would make Playwright wait for the click.
  undefined;
`;

/** Runs in the page: each request made after the click, as "start-end path" in ms from the click. */
const requestsAfterClick = `
  performance.getEntriesByType('resource')
    .filter((entry) => entry.startTime >= window.clickAt)
    .map((entry) => Math.round(entry.startTime - window.clickAt) + '-' + Math.round(entry.responseEnd - window.clickAt)
      + ' ' + new URL(entry.name).pathname + new URL(entry.name).search)
`;

async function measure(browser: Browser, base: string, route: Route, loadId: string): Promise<Run> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script' && url.origin === base) scripts.add(url.pathname);
    });
    await phoneProfile(page);
    await page.goto(`${base}${route.path(loadId)}`);
    // A person reads the sign-in page and types for some seconds: the page's idle downloads (the
    // code of the page they are headed to) are done before they click, and are counted in the bytes.
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByLabel('Password', { exact: true }).fill('DemoPass123');
    await page.evaluate(watchClickToData(route.data));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.locator(route.data).first().waitFor({ state: 'visible', timeout: 60_000 });
    const ms = Math.round(await page.evaluate<number>('window.clickToData'));
    // Scripts the page fetches once it is shown (idle prefetches) count too.
    await page.waitForLoadState('networkidle');
    const bytes = [...scripts].reduce((sum, path) => sum + gzipBytes(path), 0);
    if (LIST) {
      const largest = [...scripts].map((path) => [path, gzipBytes(path)] as const).sort((a, b) => b[1] - a[1]);
      console.log(
        route.name,
        largest.slice(0, 15).map(([path, size]) => `${path} ${(size / 1024).toFixed(1)}`),
      );
    }
    if (WATERFALL) console.log(route.name, ms, await page.evaluate<string[]>(requestsAfterClick));
    return { kb: bytes / 1024, files: scripts.size, ms };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function firstLoadId(base: string): Promise<string> {
  const token = await demoAccessToken(base, EMAIL);
  const res = await fetch(`${base}/api/loads/?limit=1`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`listing loads failed: ${res.status}`);
  const body = (await res.json()) as { loads: { id: number }[] };
  const id = body.loads[0]?.id;
  if (!id) throw new Error('the demo data has no load');
  return String(id);
}

async function withDatabase<T>(work: (env: Record<string, string>) => Promise<T>): Promise<T> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return work({});
  const name = `tms_bench_bundle_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await work({ DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

async function main() {
  if (!existsSync(join(dist, 'index.html'))) throw new Error('Build the app first: npm run build');
  const results = await withDatabase(async (env) => {
    const server = await startServer(PORT, env);
    const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    try {
      const loadId = await firstLoadId(server.base);
      const out: { route: Route; runs: Run[] }[] = [];
      for (const route of ROUTES) {
        const runs: Run[] = [];
        for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, server.base, route, loadId));
        out.push({ route, runs });
      }
      return out;
    } finally {
      await browser.close();
      await server.stop();
    }
  });

  console.log(`phone profile: ${THROTTLE ? '390x844, CPU 4x slower, 150 ms RTT, 1.6 Mbit/s' : 'off'}; ${RUNS} runs`);
  console.log(`before: dispatch board ${BASELINE.kb} KB gzip in ${BASELINE.files} files`);
  let failed = false;
  const rows = results.map(({ route, runs }) => {
    const kb = median(runs.map((r) => r.kb));
    const files = median(runs.map((r) => r.files));
    const ms = median(runs.map((r) => r.ms));
    const ok = kb < BUDGET_KB && (!THROTTLE || ms <= TIME_BUDGET_MS);
    failed ||= !ok;
    return {
      page: route.name,
      'JS KB gzip': Math.round(kb * 10) / 10,
      files,
      'data shown ms': ms,
      'ms per run': runs.map((r) => r.ms).join(' / '),
      budget: `< ${BUDGET_KB} KB, <= ${TIME_BUDGET_MS} ms`,
      result: ok ? 'ok' : 'MISSED',
    };
  });
  console.table(rows);
  if (failed) {
    console.error('A page missed its budget.');
    process.exit(1);
  }
}

await main();
