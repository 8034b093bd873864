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

export { spawn };
