import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 0185: money is parsed, computed and printed by packages/domain/src/money.ts and
// money-format.ts only. `Number(` or `parseFloat(` on an amount loses cents past 2^53 and rounds
// 1.005 down, so any such call on a line that speaks of money fails here with its file and line.

const root = resolve(import.meta.dirname, '../../../..');
const TREES = ['apps/api/src', 'packages/domain/src', 'apps/web/src'];

/** Words that name money in this codebase (rate_booked, driverPay, total_amount, formatUsd, …). */
const MONEY_WORDS = new Set(
  'rate rates amount amounts total totals pay price prices cents money balance fee fees deduction deductions revenue usd dollars escrow margin earnings surcharge'.split(
    ' ',
  ),
);
/** Whether a line names money: its identifiers split at underscores and camel humps (transliterate is no rate). */
const speaksOfMoney = (line: string) =>
  (line.match(/[A-Za-z]+/g) ?? []).some((id) =>
    id
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .split(' ')
      .some((w) => MONEY_WORDS.has(w)),
  );
const PARSE = /\b(?:Number|parseFloat)\(/g;

/**
 * Lines that speak of money but whose number is no amount, each with why (decided by reading).
 * Keyed by file and a piece of the line, so a moved line still matches and a new one does not.
 */
const ALLOWED: { file: string; line: string; why: string }[] = [];

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sources(path, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

/** The text between the parenthesis that opens at `open` and the one that closes it, on one line. */
function argumentAt(line: string, open: number): string {
  let depth = 0;
  for (let i = open; i < line.length; i++) {
    if (line[i] === '(') depth++;
    else if (line[i] === ')' && --depth === 0) return line.slice(open + 1, i);
  }
  return line.slice(open + 1);
}

/** file:line of every Number( / parseFloat( on a money line, but a bigint of exact cents made a number. */
function moneyParses(): string[] {
  const found: string[] = [];
  for (const tree of TREES)
    for (const path of sources(join(root, tree))) {
      const file = relative(root, path);
      readFileSync(path, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (/^\s*(\/\/|\*|\/\*)/.test(line) || !speaksOfMoney(line)) return;
          for (const m of line.matchAll(PARSE)) {
            const arg = argumentAt(line, m.index + m[0].length - 1);
            // An exact integer of cents (bigint) as a number: no rounding, nothing parsed.
            if (/^\s*to(Cents|Units)\(/.test(arg)) continue;
            if (ALLOWED.some((a) => a.file === file && line.includes(a.line))) continue;
            found.push(`${file}:${i + 1}: ${line.trim()}`);
          }
        });
    }
  return found;
}

describe('money is never parsed as a floating-point number', () => {
  it('has no Number( or parseFloat( on an amount in the API, the domain or the web app', () => {
    expect(moneyParses()).toEqual([]);
  });

  it('keeps its allow-list to lines that still exist', () => {
    for (const a of ALLOWED)
      expect(readFileSync(join(root, a.file), 'utf8').includes(a.line), `${a.file}: ${a.line}`).toBe(true);
  });
});

// Money on screen is printed by `formatUsd` with its options at each call. A named function that
// only calls it (`const usd = (v) => formatUsd(v)`) is a second formatter in waiting: a screen's
// variant drifts from the others as soon as someone edits it.

/** The home of `formatUsd`, where a wrapper of it may live. */
const FORMAT_HOME = ['packages/domain/src/money.ts', 'packages/domain/src/money-format.ts'];

/** Named wrappers kept on purpose, each with why; keyed by file and name. */
const ALLOWED_WRAPPERS: { file: string; name: string; why: string }[] = [
  { file: 'apps/api/src/lib/pdf-kit/cells.ts', name: 'money', why: "the PDF kit's money cell (decision 0160)" },
  { file: 'apps/api/src/lib/pdf-kit/cells.ts', name: 'moneyOfCents', why: "the PDF kit's cents cell (decision 0160)" },
  { file: 'apps/api/src/lib/pdf-kit/cells.ts', name: 'deducted', why: "the PDF kit's deduction cell (decision 0160)" },
];

/** `const name = (…) => formatUsd(…)`, with or without a block and `return`. */
const ARROW_WRAPPER =
  /\bconst\s+(\w+)\s*(?::[^=]+)?=\s*(?:\([^)]*\)|\w+)(?:\s*:\s*[\w\s|<>[\]]+)?\s*=>\s*(\{\s*return\s+)?formatUsd\(/g;
/** `function name(…) { return formatUsd(…); }`. */
const FUNCTION_WRAPPER = /\bfunction\s+(\w+)\s*\([^)]*\)\s*(?::[^{]+)?\{\s*return\s+()formatUsd\(/g;

/** The index just past the parenthesis that closes the one opening at `open`. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i + 1;
  }
  return text.length;
}

/** `name:line` of each named function in `source` whose whole body is one call to formatUsd. */
function formatUsdWrappers(source: string): string[] {
  const found: string[] = [];
  for (const pattern of [ARROW_WRAPPER, FUNCTION_WRAPPER])
    for (const m of source.matchAll(pattern)) {
      const rest = source.slice(closing(source, m.index + m[0].length - 1));
      // Only the call: `formatUsd(v) + ' due'` or `formatUsd(v).padStart(12)` prints something else.
      const whole = m[2] === undefined ? /^[ \t]*(?:;|\r?\n|$)/ : /^\s*;?\s*\}/;
      if (whole.test(rest)) found.push(`${m[1]}:${source.slice(0, m.index).split('\n').length}`);
    }
  return found;
}

/** file:line name of each wrapper of formatUsd in the API, the domain and the web app. */
function wrappersInTrees(): string[] {
  const found: string[] = [];
  for (const tree of TREES)
    for (const path of sources(join(root, tree))) {
      const file = relative(root, path);
      if (FORMAT_HOME.includes(file)) continue;
      for (const hit of formatUsdWrappers(readFileSync(path, 'utf8'))) {
        const [name, line] = hit.split(':');
        if (ALLOWED_WRAPPERS.some((a) => a.file === file && a.name === name)) continue;
        found.push(`${file}:${line}: ${name}`);
      }
    }
  return found;
}

describe('money is printed by formatUsd itself, not by per-screen wrappers', () => {
  it('has no function that only calls formatUsd outside its home', () => {
    expect(wrappersInTrees()).toEqual([]);
  });

  it('catches a wrapper, as an arrow or a function, and lets calls with more around them be', () => {
    const source = [
      "import { formatUsd } from '@tms/domain';",
      'export const usd = (amount: string | null | undefined) => formatUsd(amount);',
      'const price = (v: string): string =>',
      '  formatUsd(v, { unitPrice: true });',
      'const whole = (v: string) => {',
      '  return formatUsd(v, { whole: true });',
      '};',
      'function money(v: string | null) {',
      "  return formatUsd(v, { empty: '' });",
      '}',
      "const columns = [{ id: 'amount', render: (t: { total: string }) => formatUsd(t.total) }];",
      'const padded = (v: string) => formatUsd(v).padStart(12);',
      "const due = (v: string) => formatUsd(v) + ' due';",
      'const total = formatUsd(sum);',
      'function label(v: string) {',
      '  const text = formatUsd(v);',
      "  return text === '—' ? 'none' : text;",
      '}',
    ].join('\n');
    expect(formatUsdWrappers(source).sort()).toEqual(['money:8', 'price:3', 'usd:2', 'whole:5']);
  });

  it('keeps its allow-list to wrappers that still exist', () => {
    for (const a of ALLOWED_WRAPPERS)
      expect(
        formatUsdWrappers(readFileSync(join(root, a.file), 'utf8')).some((hit) => hit.startsWith(`${a.name}:`)),
        `${a.file}: ${a.name}`,
      ).toBe(true);
  });
});
