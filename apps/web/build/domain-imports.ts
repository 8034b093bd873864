import { resolve } from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

const DOMAIN = '@tms/domain';
const DOMAIN_INDEX = resolve(import.meta.dirname, '../../../packages/domain/src/index.ts');
/** `import { a, b as c } from "@tms/domain"` and `export { a } from "@tms/domain"`, as esbuild writes them. */
const DOMAIN_IMPORT = /\b(import|export)\s*\{([^}]*)\}\s*from\s*["']@tms\/domain["'];?/g;

/** Each value the domain's index exports, and the file that declares it. */
export function domainExportFiles(index = DOMAIN_INDEX): Map<string, string> {
  const program = ts.createProgram([index], { allowJs: false, noEmit: true, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(index);
  const module = source && checker.getSymbolAtLocation(source);
  if (!module) throw new Error(`cannot read the exports of ${index}`);
  const files = new Map<string, string>();
  for (const exported of checker.getExportsOfModule(module)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const file = symbol.declarations?.[0]?.getSourceFile().fileName;
    if (file) files.set(exported.name, file);
  }
  return files;
}

/** `a`, `a as b` or `default as b` of an import list: the name the domain exports. */
function exportedName(specifier: string): string {
  return specifier.split(/\s+as\s+/)[0]!.trim();
}

/** Rewrites one import (or re-export) of the domain's index into imports of the files behind it. */
export function deepImports(kind: string, list: string, files: Map<string, string>): string {
  const byFile = new Map<string, string[]>();
  for (const specifier of list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const file = files.get(exportedName(specifier));
    if (!file) throw new Error(`${DOMAIN} exports no value named ${exportedName(specifier)}`);
    byFile.set(file, [...(byFile.get(file) ?? []), specifier]);
  }
  return [...byFile].map(([file, names]) => `${kind} { ${names.join(', ')} } from ${JSON.stringify(file)};`).join(' ');
}

/**
 * Imports of the domain's index, as the app writes them, point at the files that declare what they
 * import once built. The bundle then knows which domain modules each page really uses: a chunk's
 * modules are chosen by what its pages import (vite.config.ts), and through the index every page
 * would reach every module, each of which builds its schemas when loaded. Types are gone by then.
 */
export function domainImports(): Plugin {
  let files: Map<string, string> | undefined;
  return {
    name: 'domain-imports',
    apply: 'build',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.(ts|tsx)$/.test(id) || !code.includes(DOMAIN)) return undefined;
      files ??= domainExportFiles();
      const known = files;
      const rewritten = code.replace(DOMAIN_IMPORT, (_all, kind: string, list: string) =>
        deepImports(kind, list, known),
      );
      return rewritten === code ? undefined : { code: rewritten, map: null };
    },
  };
}
