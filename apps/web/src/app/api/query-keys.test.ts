import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '../..');

/** The keys modules: this folder's `query-keys.ts` and each area's `api/*-keys.ts`. */
const isKeysModule = (file: string) => file.endsWith('/app/api/query-keys.ts') || file.endsWith('-keys.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `where: what` for every match of `pattern` in the app's code outside the keys modules. */
function outsideKeysModules(pattern: RegExp): string[] {
  return sourceFiles(src)
    .filter((file) => !isKeysModule(file))
    .flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(pattern)].map((m) => `${relative(src, file)}: ${m[0]}`);
    });
}

describe('query keys come from the keys modules', () => {
  it('no query is keyed, read, written or invalidated with an array written in place', () => {
    expect(
      outsideKeysModules(
        /(queryKey:\s*\[|(?:set|get)QueryData(?:<[^>]*>)?\(\s*\[|(?:invalidate|remove|cancel|refetch|reset)Queries\(\s*\[)/g,
      ),
    ).toEqual([]);
  });

  it('no key family is defined outside a keys module', () => {
    expect(outsideKeysModules(/(?:const|function)\s+\w*(?:Keys|QueryKey|keyOf)\b/g)).toEqual([]);
  });
});
