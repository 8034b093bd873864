// The landing page as a visitor on a phone gets it, from the built web app (npm run build -w @tms/web)
// served with gzip: the JavaScript it downloads, and its Lighthouse performance score with the
// mobile preset in the system Chromium. Targets: JavaScript < 150 KB gzip, performance >= 90.
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium';
import { landingScripts, type ScriptLoad } from './support/landing-scripts';
import { serveStatic } from './support/static-server';

const JS_TARGET_KB = 150;
const SCORE_TARGET = 90;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

const dist = resolve(import.meta.dirname, '../apps/web/dist');
const kb = (bytes: number) => bytes / 1024;
const total = (scripts: ScriptLoad[]) => scripts.reduce((sum, s) => sum + s.gzipBytes, 0);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function lighthouseRuns(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
  });
  try {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error('Lighthouse returned no result');
      const { categories, audits } = result.lhr;
      const ms = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
      runs.push({
        score: Math.round((categories.performance?.score ?? 0) * 100),
        'FCP ms': ms('first-contentful-paint'),
        'LCP ms': ms('largest-contentful-paint'),
        'TBT ms': ms('total-blocking-time'),
        CLS: Number((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
        'SI ms': ms('speed-index'),
      });
    }
    return runs;
  } finally {
    chrome.kill();
  }
}

const server = await serveStatic(dist);
try {
  const scripts = await landingScripts(server.base, dist);
  const firstView = kb(total(scripts.firstView));
  const afterScroll = kb(total(scripts.afterScroll));
  const runs = await lighthouseRuns(`${server.base}/`);
  const score = median(runs.map((r) => r.score));

  console.log(`\nLanding page (/), mobile, served from apps/web/dist with gzip`);
  console.table(
    Object.fromEntries(
      [...scripts.afterScroll]
        .sort((a, b) => b.gzipBytes - a.gzipBytes)
        .map((s) => [
          s.path,
          {
            'KB gzip': Number(kb(s.gzipBytes).toFixed(1)),
            when: scripts.firstView.some((f) => f.path === s.path) ? 'page load' : 'near the demo form',
          },
        ]),
    ),
  );
  console.table(runs);
  const jsMet = firstView < JS_TARGET_KB;
  const scoreMet = score >= SCORE_TARGET;
  console.log(
    `JavaScript on page load: ${firstView.toFixed(1)} KB gzip in ${scripts.firstView.length} files ` +
      `(target < ${JS_TARGET_KB} KB) ${jsMet ? 'MET' : 'NOT MET'}`,
  );
  console.log(
    `  plus ${(afterScroll - firstView).toFixed(1)} KB for the demo form, loaded when the visitor nears it ` +
      `(${afterScroll.toFixed(1)} KB with everything)`,
  );
  console.log(
    `Lighthouse performance, mobile preset: ${score} (median of ${runs.length}; target >= ${SCORE_TARGET}) ` +
      `${scoreMet ? 'MET' : 'NOT MET'}`,
  );
  if (!jsMet || !scoreMet) process.exitCode = 1;
} finally {
  await server.stop();
}
