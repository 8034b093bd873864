import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No function is longer than LIMIT lines of its own unless a comment above it says why, starting
 * with "Long:" (docs/architecture.md, "Smaller units"). A function's own lines leave out the
 * functions written inside it: a service factory of twenty short methods is not a long function,
 * a component of two hundred lines of hooks and markup is.
 */
const LIMIT = 150;
const root = resolve(import.meta.dirname, '../../../..');
const TREES = ['apps/api/src', 'packages/domain/src', 'apps/web/src'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

type FunctionNode = ts.FunctionLikeDeclaration;

const isFunction = (n: ts.Node): n is FunctionNode =>
  ts.isFunctionDeclaration(n) || ts.isArrowFunction(n) || ts.isFunctionExpression(n) || ts.isMethodDeclaration(n);

/** The statement a function is written in, whose comments speak for it. */
function statementOf(node: ts.Node): ts.Node {
  let n = node;
  while (n.parent && !ts.isSourceFile(n.parent) && !ts.isBlock(n.parent) && !ts.isClassLike(n.parent)) n = n.parent;
  return n;
}

function hasReason(source: ts.SourceFile, node: ts.Node): boolean {
  const text = source.getFullText();
  const ranges = ts.getLeadingCommentRanges(text, statementOf(node).getFullStart()) ?? [];
  return ranges.some((r) => /\bLong:/.test(text.slice(r.pos, r.end)));
}

/** Every function of a file with more own lines than the limit and no reason, as "path:line name (n lines)". */
export function longFunctions(path: string, code: string, limit = LIMIT): string[] {
  const source = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true);
  const line = (pos: number) => source.getLineAndCharacterOfPosition(pos).line;
  const span = (n: ts.Node) => line(n.getEnd()) - line(n.getStart(source)) + 1;
  const nestedLines = (fn: ts.Node) => {
    let total = 0;
    const visit = (c: ts.Node) => {
      if (isFunction(c)) total += span(c);
      else ts.forEachChild(c, visit);
    };
    ts.forEachChild(fn, visit);
    return total;
  };
  const found: string[] = [];
  const visit = (n: ts.Node) => {
    if (isFunction(n)) {
      const own = span(n) - nestedLines(n);
      if (own > limit && !hasReason(source, n)) {
        const name = n.name?.getText(source) ?? statementOf(n).getText(source).split('\n')[0]?.slice(0, 60);
        found.push(`${path}:${line(n.getStart(source)) + 1} ${name} (${own} lines)`);
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(source);
  return found;
}

describe('functions stay small', () => {
  it(`no function has over ${LIMIT} lines of its own without a reason`, () => {
    const found = TREES.flatMap((tree) =>
      sourceFiles(join(root, tree)).map((file) => longFunctions(relative(root, file), readFileSync(file, 'utf8'))),
    ).flat();
    expect(found).toEqual([]);
  });

  it('counts a function without the functions inside it, and accepts a reason', () => {
    const body = (n: number) => Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const long = `export function big() {\n${body(10)}\n}\n`;
    expect(longFunctions('a.ts', long, 5)).toEqual(['a.ts:1 big (12 lines)']);
    const factory = `export const make = () => ({\n  one() {\n${body(10)}\n  },\n});\n`;
    expect(longFunctions('b.ts', factory, 5)).toEqual(['b.ts:2 one (12 lines)']);
    expect(longFunctions('c.ts', `// Long: one table read top to bottom.\n${long}`, 5)).toEqual([]);
  });
});
