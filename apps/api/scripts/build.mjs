// Bundles the API (and the workspace's domain package) into dist/; npm dependencies stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@tms/'));

await build({
  entryPoints: [
    'src/server.ts',
    'src/supervisor.ts',
    'src/worker.ts',
    'src/db/migrate-cli.ts',
    'src/db/seed/seed-cli.ts',
    // Rate confirmations are parsed in reader processes started from this file beside server.js.
    'src/modules/extraction/extraction.worker.ts',
    // Uploaded and merged PDFs are opened first in a reader process started from this file beside server.js.
    'src/modules/documents/pdf-probe.worker.ts',
  ],
  outdir: 'dist',
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
