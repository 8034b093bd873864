// Small helpers for the start and test scripts. They run on whatever Node starts them (the
// machine's, before anything is installed); everything they launch runs on the pinned Node.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const pinnedNode = join(root, 'node_modules', '.bin', 'node');

/** Runs a command to completion; exits this process with its code if it fails. */
export function run(cmd, args, options = {}) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options });
  if (res.status !== 0) {
    console.error(`\n${cmd} ${args.join(' ')} failed (exit ${res.status ?? res.signal}).`);
    process.exit(res.status ?? 1);
  }
}

/** Installs dependencies when node_modules is missing or older than the lock file. */
export function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  const stale = !existsSync(marker) || !existsSync(pinnedNode) || statSync(lock).mtimeMs > statSync(marker).mtimeMs;
  if (stale) {
    console.log('Installing dependencies...');
    // The lock file pins every platform's optional packages, so a clean install reproduces it exactly.
    run('npm', existsSync(lock) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund']);
  }
}

/** Runs an npm script; npm puts node_modules/.bin first on PATH, so it runs on the pinned Node. */
export function npmRun(script, extra = []) {
  run('npm', ['run', '--silent', script, ...(extra.length ? ['--', ...extra] : [])]);
}

/**
 * Runs npm scripts side by side (each is one process on one core), prints each one's output whole
 * once all have ended, and exits with the first failure's code.
 */
export async function npmRunTogether(scripts) {
  const ends = scripts.map(
    (script) =>
      new Promise((resolve) => {
        const child = spawn('npm', ['run', '--silent', script], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (code) => resolve({ script, code, output: Buffer.concat(output) }));
      }),
  );
  const results = await Promise.all(ends);
  for (const { output } of results) process.stdout.write(output);
  const failed = results.find((r) => r.code !== 0);
  if (failed) {
    console.error(`\nnpm run ${failed.script} failed (exit ${failed.code}).`);
    process.exit(failed.code ?? 1);
  }
}

export { spawn };
