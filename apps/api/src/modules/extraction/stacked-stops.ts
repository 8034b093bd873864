import { findAddress, STREET_START } from './addresses';
import type { Line } from './layout';
import type { StopBlock } from './stop-blocks';
import { findDates } from './values';

/**
 * A column of stops under one heading: a table whose "Ship From" and "Ship To" columns pair a pickup
 * with a delivery row by row, a row with a cell left empty ("Ship To" only: a second delivery). The
 * heading's block then runs over every stop of its column, and only its first address is read. A
 * block that holds another address, each with a day of its own, is cut into a stop per address,
 * each starting at the name over its street.
 */

const hasDate = (lines: Line[]) => lines.some((l) => findDates(l.text).length > 0);

/** Where in `lines` the next stop's address stands after `from`, with its segment; null when none. */
function nextAddress(lines: Line[], from: number) {
  for (let i = from; i < lines.length; i++) {
    const line = lines[i];
    for (const seg of line?.segments ?? []) {
      const a = findAddress(seg.text);
      if (a && line) return { at: i, address: { ...a, line, seg } };
    }
  }
  return null;
}

/** The first line of the stop whose address is at `at`: its street's line and the name over it. */
function stopStart(lines: Line[], at: number, floor: number): number {
  let start = at;
  const text = (i: number) => lines[i]?.segments[0]?.text ?? '';
  if (start - 1 > floor && STREET_START.test(text(start - 1))) start--;
  if (start - 1 > floor && !findDates(text(start - 1)).length && !/\d{3}\)?[\s.-]*\d{3}/.test(text(start - 1))) start--;
  return start;
}

function cut(block: StopBlock): StopBlock[] {
  const own = block.lines.findIndex((l) => l.index === block.address.line.index);
  if (own < 0) return [block];
  const next = nextAddress(block.lines, own + 1);
  if (!next) return [block];
  const start = stopStart(block.lines, next.at, own);
  const first = block.lines.slice(0, start);
  const rest = block.lines.slice(start);
  const head = rest[0];
  const seg = head?.segments[0];
  // Each stop has its own day; else the second address is something else (a bill-to, a note).
  if (!head || !seg || !hasDate(first.slice(own)) || !hasDate(rest)) return [block];
  const second: StopBlock = {
    ...block,
    heading: { line: head, seg, type: block.heading.type },
    lines: rest,
    address: next.address,
  };
  return [{ ...block, lines: first }, ...cut(second)];
}

/** The blocks with each column of stacked stops cut into a block per stop, in order. */
export function withStackedStops(blocks: StopBlock[]): StopBlock[] {
  return blocks.flatMap(cut);
}
