// Scores the offline rate-confirmation extractor against the labelled sample documents kept beside
// the repository (../shared/samples/ratecons), and times it against pdf.js text extraction alone.
// Targets: >= 95% of labelled fields correct; median time <= 2x pdf.js text time for text PDFs;
// <= 4 s per OCR page.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas } from '@napi-rs/canvas';
import { extractDocument } from '../apps/api/src/modules/extraction/extract-document';
import { closeOcr, recognise } from '../apps/api/src/modules/extraction/ocr';
import { openPdf } from '../apps/api/src/modules/extraction/pdf-document';
import { pageWords } from '../apps/api/src/modules/extraction/pdf-text';
import { compareField, type FieldScore } from './support/extraction-score';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const samples = resolve(process.env.RATECON_SAMPLES ?? join(root, '../shared/samples/ratecons'));
const labels = join(samples, 'labels');
if (!existsSync(labels)) {
  console.log(`No labelled samples at ${labels}: nothing to score (set RATECON_SAMPLES to a folder with labels/).`);
  process.exit(0);
}

type Label = {
  file: string;
  basic_info: Record<string, unknown>;
  events: Record<string, unknown>[];
  rate_cargo: Record<string, unknown>;
};

async function pdfjsTextMs(data: Uint8Array) {
  const started = performance.now();
  const pdf = await openPdf(data);
  for (let n = 1; n <= pdf.numPages; n++) await pageWords(pdf, n);
  await pdf.loadingTask.destroy();
  return performance.now() - started;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

const files = readdirSync(labels)
  .filter((f) => f.endsWith('.json'))
  .sort();
const scores: (FieldScore & { file: string })[] = [];
const timings: { file: string; ms: number; cpuMs: number; pdfjsMs: number; ocrPages: number }[] = [];
const verbose = process.argv.includes('--misses');

// Warm both paths and the OCR engine once, so loading code and the language model is not charged
// to the first document (a server keeps them loaded).
const warm = files.map((f) => join(samples, f.replace(/\.json$/, '.pdf'))).find((p) => existsSync(p));
if (warm) {
  await pdfjsTextMs(readFileSync(warm));
  await extractDocument(readFileSync(warm));
}
const canvas = createCanvas(200, 60);
const context = canvas.getContext('2d');
context.fillStyle = '#fff';
context.fillRect(0, 0, 200, 60);
context.fillStyle = '#000';
context.font = '20px sans-serif';
context.fillText('Load 12345', 10, 35);
await recognise(canvas.toBuffer('image/png'), 0);

for (const file of files) {
  const label = JSON.parse(readFileSync(join(labels, file), 'utf8')) as Label;
  const pdfPath = join(samples, label.file ?? file.replace(/\.json$/, '.pdf'));
  if (!existsSync(pdfPath)) continue;
  const data = readFileSync(pdfPath);
  const pdfjsMs = await pdfjsTextMs(data);
  const started = performance.now();
  // CPU time of every thread (OCR runs in its own): less swayed than wall time by a busy machine.
  const cpu = process.cpuUsage();
  const result = await extractDocument(data);
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  timings.push({
    file: label.file,
    ms,
    cpuMs: (used.user + used.system) / 1000,
    pdfjsMs,
    ocrPages: result.engine.ocr_pages,
  });
  const got = result as unknown as Label;
  for (const [field, expected] of Object.entries(label.basic_info))
    scores.push({ file: label.file, ...compareField(`basic_info.${field}`, expected, got.basic_info[field]) });
  label.events.forEach((event, i) => {
    for (const [field, expected] of Object.entries(event))
      scores.push({ file: label.file, ...compareField(`events.${i}.${field}`, expected, got.events[i]?.[field]) });
  });
  for (const [field, expected] of Object.entries(label.rate_cargo))
    scores.push({ file: label.file, ...compareField(`rate_cargo.${field}`, expected, got.rate_cargo[field]) });
}
await closeOcr();

const pct = (ok: number, all: number) => `${((100 * ok) / Math.max(1, all)).toFixed(1)}%`;
console.log('\nPer file');
console.log('file'.padEnd(46), 'fields', 'correct', '  ms', 'pdf.js ms', 'ocr pages');
for (const t of timings) {
  const mine = scores.filter((s) => s.file === t.file);
  const ok = mine.filter((s) => s.ok).length;
  console.log(
    t.file.padEnd(46),
    String(mine.length).padStart(6),
    pct(ok, mine.length).padStart(7),
    t.ms.toFixed(0).padStart(5),
    t.pdfjsMs.toFixed(0).padStart(9),
    String(t.ocrPages).padStart(9),
  );
  if (verbose)
    for (const s of mine.filter((x) => !x.ok))
      console.log(`    miss ${s.field}: expected ${JSON.stringify(s.expected)} got ${JSON.stringify(s.got)}`);
}

console.log('\nPer field');
const byField = new Map<string, FieldScore[]>();
for (const s of scores) {
  const key = s.field.replace(/^events\.\d+\./, 'events[].');
  byField.set(key, [...(byField.get(key) ?? []), s]);
}
for (const [field, list] of byField) {
  const ok = list.filter((s) => s.ok).length;
  console.log(field.padEnd(40), `${ok}/${list.length}`.padStart(7), pct(ok, list.length).padStart(7));
}

const ok = scores.filter((s) => s.ok).length;
const text = timings.filter((t) => t.ocrPages === 0);
const ocr = timings.filter((t) => t.ocrPages > 0);
const medianMs = percentile(
  text.map((t) => t.ms),
  50,
);
const medianPdfjs = percentile(
  text.map((t) => t.pdfjsMs),
  50,
);
console.log('\nOverall field accuracy:', `${ok}/${scores.length}`, pct(ok, scores.length), '(target >= 95%)');
console.log(
  `Text PDFs (${text.length}): median ${medianMs.toFixed(0)} ms, p95 ${percentile(
    text.map((t) => t.ms),
    95,
  ).toFixed(0)} ms;`,
  `pdf.js text alone: median ${medianPdfjs.toFixed(0)} ms, p95 ${percentile(
    text.map((t) => t.pdfjsMs),
    95,
  ).toFixed(0)} ms;`,
  `ratio of medians ${(medianMs / Math.max(1, medianPdfjs)).toFixed(2)} (target <= 2)`,
);
for (const t of ocr)
  console.log(
    `OCR ${t.file}: ${t.ms.toFixed(0)} ms (${t.cpuMs.toFixed(0)} ms CPU) for ${t.ocrPages} OCR page(s),`,
    `${(t.ms / t.ocrPages / 1000).toFixed(2)} s per page (target <= 4 s)`,
  );
