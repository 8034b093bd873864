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
