import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEY_FILES } from '../src/backup/settings';
import { envSchema } from '../src/config';

const root = join(import.meta.dirname, '../../..');
const src = join(import.meta.dirname, '../src');

/** The variables named in the first column of README's configuration table. */
function readmeVariables(): Set<string> {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? '';
  const names = section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1] as string));
  return new Set(names);
}

/** The generated keys config.ts keeps in DATA_DIR (`embeddedSecret(dataDir, 'name')`). */
function generatedKeys(): string[] {
  const config = readFileSync(join(src, 'config.ts'), 'utf8');
  return [...config.matchAll(/embeddedSecret\(dataDir, '([\w-]+)'\)/g)].map((m) => m[1] as string);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/**
 * Set by the supervisor for its own serving processes (supervisor.ts, serving.ts), or by npm for
 * the scripts it runs (INIT_CWD: where npm was called, backup/refusal.ts), not by operators.
 */
const PLUMBING = new Set(['SERVER_SUPERVISED', 'SERVER_BANNER', 'INIT_CWD']);

describe('the configuration as documented', () => {
  it("README's configuration table lists every variable config.ts reads, and no other", () => {
    const documented = readmeVariables();
    const read = Object.keys(envSchema.shape);
    expect(read.filter((name) => !documented.has(name))).toEqual([]);
    expect([...documented].filter((name) => !read.includes(name))).toEqual([]);
  });

  it('no file but config.ts reads a setting from the environment', () => {
    const reads = sourceFiles(src)
      .filter((file) => !file.endsWith('config.ts'))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/process\.env\.([A-Z][A-Z0-9_]*)\b(?!\s*\?\?=)/g)]
          .map((m) => m[1] as string)
          .filter((name) => !PLUMBING.has(name))
          .map((name) => `${relative(src, file)}: ${name}`),
      );
    expect(reads).toEqual([]);
  });

  it('operations names every generated key to back up with the database', () => {
    const operations = readFileSync(join(root, 'docs/operations.md'), 'utf8');
    const keys = generatedKeys();
    expect(keys).toEqual(expect.arrayContaining(['jwt-secret', 'ssn-hash-key', 'fuel-card-key', 'fuel-card-hash-key']));
    expect(keys.filter((name) => !operations.includes(`\`DATA_DIR/${name}\``))).toEqual([]);
  });

  it('the backup carries every generated key', () => {
    expect(KEY_FILES.map((k) => k.file).sort()).toEqual(generatedKeys().sort());
  });
});
